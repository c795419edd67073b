/**
 * Dates as APA 7 and MLA 9 write them: a work's date or range ("2005, October 16", "16 Oct.
 * 2005", "1885–1888", "1988–present") and the access date of a `urldate`.
 */
import type { DatePart, Work, WorkDate } from './biblatex-model.js';
import { join, type CitationStyle } from './bibtex-runs.js';

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');
const MLA_MONTHS = 'Jan. Feb. Mar. Apr. May June July Aug. Sept. Oct. Nov. Dec.'.split(' ');

/** APA: "2005, October 16", "1991, March" or the year; MLA: "16 Oct. 2005", "Mar. 1991". */
function datePart(part: DatePart, style: CitationStyle, full: boolean): string {
  if (!full || !part.month) return String(part.year);
  if (style === 'apa') return `${part.year}, ${MONTH_NAMES[part.month - 1]}${part.day ? ` ${part.day}` : ''}`;
  return join([part.day && String(part.day), MLA_MONTHS[part.month - 1], String(part.year)]);
}

/** A date or range: "1885–1888", open ends "1988–present" (APA) and "1988–" (MLA). */
export function formatDate(date: WorkDate | undefined, style: CitationStyle, full: boolean): string {
  if (!date) return '';
  const start = datePart(date.start, style, full);
  if (date.end === undefined) return start;
  if (date.end === null) return `${start}–${style === 'apa' ? 'present' : ''}`;
  return `${start}–${datePart(date.end, style, full)}`;
}

/** "Retrieved October 1, 2006, from" (APA) / "1 Oct. 2006" (MLA) from a `urldate`. */
export function accessDate(work: Work, style: CitationStyle): string {
  const part = /^(\d{4})-(\d{2})-(\d{2})/.exec(work.fields.urldate ?? '');
  if (!part) return '';
  const [year, month, day] = [+part[1]!, +part[2]!, +part[3]!];
  if (month < 1 || month > 12) return '';
  return style === 'apa' ? `${MONTH_NAMES[month - 1]} ${day}, ${year}` : `${day} ${MLA_MONTHS[month - 1]} ${year}`;
}
