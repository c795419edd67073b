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
  /**
   * `text` split into lines (each with its line break) and each line by role; joined, they are
   * `text`. Past {@link MAX_STYLED_PIECES} pieces the rest is one plain piece on one last line.
   */
  lines: BibtexSpan[][];
  /** The first entry's citation key ('' when there is none). */
  key: string;
  /** Why APA and MLA are unavailable ('' when they are, and for an empty source). */
  problem: string;
  /** How many entries after the first are not shown. */
  leftOut: number;
  apa: Citation;
  mla: Citation;
}

/**
 * How many coloured pieces the BibTeX view gets at most. An entry has a hundred or so; a pasted
 * file of 130,000 lines or 20,000 malformed entries would otherwise cost a DOM node each and
 * seconds to render. The rest is still shown, copied and downloaded, as plain text.
 */
export const MAX_STYLED_PIECES = 2000;

/** The plain text of a citation, as Copy puts it on the clipboard. */
export const citationText = (citation: Citation): string => citation.join('');

export function prepareCitation(source: string): PreparedCitation {
  const { entries, spans } = parseBibtex(source, MAX_STYLED_PIECES);
  const first = entries[0];
  const readable = first && !first.error;
  // One entry, or a malformed one, is shown exactly as given. With several, the text runs to the end of
  // the first, keeping what precedes it too: @string macros it may use.
  const end = readable && entries.length > 1 ? first.end : source.length;
  const text = source.slice(0, end);
  let line: BibtexSpan[] = [];
  const lines = [line];
  let at = 0;
  let pieces = 0;
  pieces: for (const [role, span] of spans) {
    for (const piece of span.split(/(?<=\n)/)) {
      if (at >= end || ++pieces > MAX_STYLED_PIECES) break pieces;
      line.push([role, piece]);
      at += piece.length;
      if (piece.endsWith('\n')) lines.push((line = []));
    }
  }
  // Spans stopped at the cap, or pieces did: the rest is one plain piece.
  if (at < end) line.push(['text', text.slice(at)]);
  return {
    text,
    lines,
    key: first?.key ?? '',
    problem: readable ? '' : (first?.error ?? (source.trim() && 'no entry was found (one starts like "@misc{key,")')),
    leftOut: readable ? entries.length - 1 : 0,
    apa: readable ? formatCitation(first, 'apa') : [],
    mla: readable ? formatCitation(first, 'mla') : [],
  };
}
