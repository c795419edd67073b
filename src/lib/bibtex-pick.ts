/**
 * Which entry of a BibTeX text the card shows when there is a choice: the one a `key` names (as
 * written, else ignoring case, as BibTeX matches keys), or by default the first that is not only
 * another's `crossref` or `xdata` parent; with the text's entries by key for the formatters. Pure.
 *
 * A chunk with the full reader (bibtex-parse.ts), whose texts it reads whole and picks from: a card
 * of one plain entry without a `key` (what a paper's page shows) never needs it. It
 * imports nothing of the card's first view (types aside): a consumer's esbuild would split such a
 * module into a first-view file of its own (issue 40).
 */
import { entryIndex, isParentOnly, parentKeys } from './biblatex-keys.js';
import { parseBibtex, type BibtexEntry, type BibtexSpan } from './bibtex-parse.js';
import type { Bibliography, PreparedEntry } from './bibtex-view.js';

export interface PickedEntry {
  /** The entry to show (undefined: the text has none). */
  picked?: BibtexEntry;
  /** Whether `key` found it (its own slice is shown, even when it is the first entry). */
  asked: boolean;
  /** Why the asked-for `key` could not be shown ('' when it could, or none was asked for). */
  keyProblem: string;
  /** The text's readable entries by key, for the formatters' `crossref` and `xdata` (only for a text of several). */
  index?: Map<string, BibtexEntry>;
}

/** What bibtex-view.ts's prepareEntry is told of a text the full reader read: the slice to show, its spans, and what the card says of it. */
export interface ShownEntry extends Pick<PreparedEntry, 'key' | 'problem' | 'leftOut' | 'keyProblem' | 'entry' | 'index'> {
  /** The shown slice of the text, as offsets. */
  begin: number;
  end: number;
  /** The spans to split into lines, from `begin` on. */
  spans: readonly BibtexSpan[];
}

/** How many texts {@link readWhole} has parsed: what a test counts (picking a key must not add one). */
export const bibliographyReads = { count: 0 };

/**
 * Reads a whole text once into a bibtex-view.ts `Bibliography` with the full reader (its spans
 * capped at `maxSpans`): its entries, the readable ones and their keys. In this chunk, not the first
 * view, which reads only a plain text's one entry by its scan.
 */
export function readWhole(source: string, maxSpans: number): Bibliography {
  bibliographyReads.count++;
  const document = parseBibtex(source, maxSpans);
  const readable = document.entries.filter((entry) => !entry.error);
  return { source, document, readable, keys: readable.map((entry) => entry.key) };
}

/**
 * The entry of a text the full reader read to show for `key` (the picked one, or with one entry or
 * none, the first), the slice of the text it is, and why APA and MLA are unavailable. An entry past
 * the text's first styled pieces is read again from its own slice (capped at `maxSpans`, as the
 * card's view). In this chunk, not the first view: a plain text's scan needs none of it.
 */
export function shownEntry(bibliography: Bibliography, key: string | null | undefined, maxSpans: number): ShownEntry {
  const { source } = bibliography;
  const { entries, spans } = bibliography.document;
  // A text of several entries or a `key` takes the picker (bibtex-view.ts's needsPicker).
  const { picked, asked, keyProblem, index } = key || entries.length > 1 ? pickEntry(bibliography, key) : { picked: entries[0], asked: false, keyProblem: '', index: undefined };
  const readable = picked && !picked.error;
  // One entry, or a malformed first one, is shown exactly as given. Without a key, the first entry runs
  // from the start of the text (keeping the @string macros before it); any other is its own slice.
  const begin = readable && entries.length > 1 && (asked || picked !== entries[0]) ? picked.start : 0;
  const end = readable && entries.length > 1 ? picked.end : source.length;
  return {
    begin,
    end,
    // An entry past the text's first styled pieces (deep in a long bibliography) is styled from its
    // own slice: the spans of the whole text stop at the cap.
    spans: begin > 0 ? parseBibtex(source.slice(begin, end), maxSpans).spans : spans,
    key: picked?.key ?? '',
    problem: readable ? '' : (picked?.error ?? (source.trim() && 'no entry was found (one starts like "@misc{key,")')),
    leftOut: readable ? entries.length - 1 : 0,
    keyProblem,
    entry: readable ? picked : undefined,
    index,
  };
}

/**
 * Picks the entry of `bibliography` to show for `key` (see the module's comment), or with a `key` that
 * names no entry, the default one and why (`keyProblem`). What it reads of
 * the text (the indexes by key, the parents) is kept on `bibliography`, so picking another `key` is a
 * look-up.
 */
export function pickEntry(bibliography: Bibliography, key?: string | null): PickedEntry {
  const { readable, keys } = bibliography;
  const { entries } = bibliography.document;
  const pick: PickedEntry = { picked: entries[0], asked: false, keyProblem: '' };
  if (key) {
    const found = byKey(bibliography).exact.get(key) ?? byKey(bibliography).lower.get(key.toLowerCase());
    if (found) {
      pick.picked = found;
      pick.asked = true;
    } else {
      const some = keys.slice(0, 5).map((k) => `"${k}"`).join(', ');
      pick.keyProblem = `key: no entry "${key}" in the BibTeX${keys.length ? ` (it has ${some}${keys.length > 5 ? ', …' : ''})` : ''}`;
    }
  }
  if (!pick.asked && pick.picked && !pick.picked.error && entries.length > 1) {
    // The default (also for a key that names no entry: what a card shows with the message when it
    // has no view yet): the first entry that is not only there as another's crossref or xdata parent.
    const parents = (bibliography.parents ??= parentKeys(readable));
    pick.picked = readable.find((entry) => !isParentOnly(entry, parents)) ?? pick.picked;
  }
  if (pick.picked && !pick.picked.error && entries.length > 1) pick.index = bibliography.index ??= entryIndex(readable);
  return pick;
}

/** The readable entries by key, as written and in lower case (the first of two equal keys wins, as a search from the start would find it). */
function byKey(bibliography: Bibliography): NonNullable<Bibliography['byKey']> {
  if (bibliography.byKey) return bibliography.byKey;
  const exact = new Map<string, BibtexEntry>();
  const lower = new Map<string, BibtexEntry>();
  for (const entry of bibliography.readable) {
    if (!exact.has(entry.key)) exact.set(entry.key, entry);
    const lowerKey = entry.key.toLowerCase();
    if (!lower.has(lowerKey)) lower.set(lowerKey, entry);
  }
  return (bibliography.byKey = { exact, lower });
}
