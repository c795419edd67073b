/**
 * What bibtex-card shows for a BibTeX string before any formatting: the text of the
 * picked entry (coloured spans), the entry and its text's key index for the
 * formatters, and why formatting is unavailable when the entry cannot be read.
 * Pure, and without the APA/MLA formatters: the card loads those only when a
 * formatted view is wanted (see bibtex-citation.ts for both together).
 *
 * The full reader (bibtex-parse.ts) and the picker of an entry among several (bibtex-pick.ts) are
 * chunks of the card, given here as a {@link BibtexReader}, not imported: a plain text of one entry
 * is coloured by its scan (bibtex-scan.ts) without them.
 */
import type { BibtexDocument, BibtexEntry, BibtexSpan } from './bibtex-parse.js';
import type { readWhole, shownEntry } from './bibtex-pick.js';
import { scanPlainBibtex } from './bibtex-scan.js';

/** A formatted citation (see bibtex-format.ts): plain and italic runs taking turns. */
export type Citation = string[];

export interface PreparedEntry {
  /**
   * What the BibTeX view shows, copies and downloads: the source; with several entries, the
   * picked entry's own slice of it (byte for byte), or without a `key`, when the default is the
   * first entry, the source up to its end (so the `@string` macros before it come along).
   */
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
  /** How many entries besides the shown one are not shown. */
  leftOut: number;
  /** Citation keys of the readable entries, in source order (for a picker, and for messages). */
  keys: string[];
  /** Why the asked-for `key` could not be shown ('' when it could, or none was asked for). */
  keyProblem: string;
  /** Read by the first view's scan: `entry` comes once the full reader has read the text (for a formatted view). */
  scanned?: boolean;
  /** The picked entry when it can be formatted, with the text's entries by key (crossref, xdata). */
  entry?: BibtexEntry;
  index?: Map<string, BibtexEntry>;
}

/**
 * How many coloured pieces the BibTeX view gets at most. An entry has a hundred or so; a pasted
 * file of 130,000 lines or 20,000 malformed entries would otherwise cost a DOM node each and
 * seconds to render. The rest is still shown, copied and downloaded, as plain text.
 */
export const MAX_STYLED_PIECES = 2000;

/** The plain text of a citation, as Copy puts it on the clipboard. */
export const citationText = (citation: Citation): string => citation.join('');

/**
 * A BibTeX text read once: its entries, the readable ones' keys, an index by key (as written and
 * ignoring case) and, lazily, the crossref parents and the formatters' index. A whole lab
 * bibliography (5 MB, thousands of entries) is parsed once; picking another `key` is a look-up.
 */
export interface Bibliography {
  source: string;
  document: BibtexDocument;
  readable: BibtexEntry[];
  keys: string[];
  /** Filled by the picker (bibtex-pick.ts) when it is first asked: the readable entries by key, as written and in lower case. */
  byKey?: { exact: Map<string, BibtexEntry>; lower: Map<string, BibtexEntry> };
  parents?: Set<string>;
  index?: Map<string, BibtexEntry>;
  /** Read by the first view's scan (bibtex-scan.ts): its one entry's spans, type and key, but no fields. */
  scanned?: boolean;
}

/** The card's full reader and picker (chunks), given to the functions here (see the module's comment). */
export interface BibtexReader {
  readWhole: typeof readWhole;
  shownEntry: typeof shownEntry;
}

/**
 * Reads `source` once into a {@link Bibliography}: with `reader`, whole; without, a plain text of one
 * entry by its scan (undefined for any other text: it needs the reader).
 */
export function readBibliography(source: string, reader?: BibtexReader): Bibliography | undefined {
  if (reader) return reader.readWhole(source, MAX_STYLED_PIECES);
  const scan = scanPlainBibtex(source, MAX_STYLED_PIECES);
  if (!scan) return undefined;
  // No fields: a scanned entry is never given to the formatters (see PreparedEntry's `entry`).
  const { spans, type, key, start, end } = scan;
  const entry: BibtexEntry = { type, key, fields: Object.create(null) as Record<string, string>, start, end };
  return { source, document: { spans, entries: [entry] }, readable: [entry], keys: [key], scanned: true };
}

/**
 * Whether showing `key` of this text takes the picker (bibtex-pick.ts): a text of several entries, or
 * a `key` asked for. One entry without a key (a paper's own citation) is shown without it.
 */
export const needsPicker = (bibliography: Bibliography, key?: string | null): boolean => !!key || bibliography.document.entries.length > 1;

/**
 * The entry of a text read once (a {@link Bibliography}: the element keeps its text's, so changing
 * `key` reads nothing again) to show for `key`. A text the full reader read needs `reader` here too
 * (its picker); a scanned text (read without it) shows its one entry, so a `key` (see
 * {@link needsPicker}) needs the text read again by the reader first.
 */
export function prepareEntry(bibliography: Bibliography, key?: string | null, reader?: BibtexReader): PreparedEntry {
  const { source } = bibliography;
  // A scanned text is its one entry, whole and readable; which slice of a text the full reader read is
  // shown, and why it cannot be formatted, the picker's chunk says (bibtex-pick.ts's shownEntry).
  const shown = bibliography.scanned
    ? { begin: 0, end: source.length, spans: bibliography.document.spans, key: bibliography.keys[0]!, problem: '', leftOut: 0, keyProblem: '', scanned: true }
    : reader!.shownEntry(bibliography, key, MAX_STYLED_PIECES);
  const { begin, end, spans, ...entry } = shown;
  let line: BibtexSpan[] = [];
  const lines = [line];
  // The spans start at `begin` (a slice read again) or at the text's start.
  let at = begin;
  let pieces = 0;
  pieces: for (const [role, span] of spans) {
    for (const piece of span.split(/(?<=\n)/)) {
      if (at >= end || ++pieces > MAX_STYLED_PIECES) break pieces;
      // Pieces before the shown slice are skipped (a slice starts at an entry's "@", a piece's start).
      if (at >= begin) {
        line.push([role, piece]);
        if (piece.endsWith('\n')) lines.push((line = []));
      }
      at += piece.length;
    }
  }
  // Spans stopped at the cap, or pieces did: the rest is one plain piece.
  if (at < end) line.push(['text', source.slice(Math.max(at, begin), end)]);
  return { text: source.slice(begin, end), lines, keys: bibliography.keys, ...entry };
}
