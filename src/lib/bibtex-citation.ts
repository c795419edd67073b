/**
 * What bibtex-card shows for a BibTeX string: the text of its first entry
 * (coloured spans), the citation formats, and why formatting is unavailable
 * when the entry cannot be read. Pure, so the element's template stays thin.
 */
import { formatCitation, type Citation } from './bibtex-format.js';
import { parseBibtex, type BibtexSpan } from './bibtex-parse.js';

export interface PreparedCitation {
  /** What the BibTeX view shows, copies and downloads: the source, or with several entries the source up to the end of the first. */
  text: string;
  /** `text` split by role; joined, they are `text`. */
  spans: BibtexSpan[];
  /** The first entry's citation key ('' when there is none). */
  key: string;
  /** Why APA and MLA are unavailable ('' when they are, and for an empty source). */
  problem: string;
  /** How many entries after the first are not shown. */
  leftOut: number;
  apa: Citation;
  mla: Citation;
}

/** The plain text of a citation, as Copy puts it on the clipboard. */
export const citationText = (citation: Citation): string => citation.join('');

export function prepareCitation(source: string): PreparedCitation {
  const { entries, spans } = parseBibtex(source);
  const first = entries[0];
  const readable = first && !first.error;
  // One entry, or a malformed one, is shown exactly as given. With several, the text runs to the end of
  // the first, keeping what precedes it too: @string macros it may use.
  const end = readable && entries.length > 1 ? first.end : source.length;
  let length = 0;
  return {
    text: source.slice(0, end),
    spans: spans.filter(([, text]) => (length += text.length) <= end),
    key: first?.key ?? '',
    problem: readable ? '' : (first?.error ?? (source.trim() && 'no entry was found (one starts like "@misc{key,")')),
    leftOut: readable ? entries.length - 1 : 0,
    apa: readable ? formatCitation(first, 'apa') : [],
    mla: readable ? formatCitation(first, 'mla') : [],
  };
}
