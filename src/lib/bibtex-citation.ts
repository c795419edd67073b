/**
 * What bibtex-card shows for a BibTeX string: the text of its first entry
 * (coloured spans), the citation formats, and why formatting is unavailable
 * when the entry cannot be read. Pure, so the element's template stays thin.
 */
import { formatApa, formatMla, type CitationRun } from './bibtex-format.js';
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
  apa: CitationRun[];
  mla: CitationRun[];
}

export function prepareCitation(source: string): PreparedCitation {
  const { entries, spans } = parseBibtex(source);
  const first = entries[0];
  if (!first || first.error) {
    return {
      text: source,
      spans,
      key: first?.key ?? '',
      problem: first?.error ?? (source.trim() ? 'no entry was found (an entry starts like "@article{key,")' : ''),
      leftOut: 0,
      apa: [],
      mla: [],
    };
  }
  // With several entries, keep what precedes the first one too: @string macros it may use.
  let length = 0;
  const shown = entries.length > 1 ? spans.filter(([, text]) => (length += text.length) <= first.end) : spans;
  return {
    text: entries.length > 1 ? source.slice(0, first.end) : source,
    spans: shown,
    key: first.key,
    problem: '',
    leftOut: entries.length - 1,
    apa: formatApa(first),
    mla: formatMla(first),
  };
}
