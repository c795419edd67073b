/**
 * Which entry of a BibTeX text the card shows when there is a choice: the one a `key` names (as
 * written, else ignoring case, as BibTeX matches keys), or by default the first that is not only
 * another's `crossref` or `xdata` parent; with the text's entries by key for the formatters. Pure.
 *
 * A chunk: a card of one entry without a `key` (what a paper's page shows) never needs it, so the
 * card loads it for a text of several entries or a `key` (see bibtex-view.ts's needsPicker). It
 * imports nothing of the card's first view (types aside): a consumer's esbuild would split such a
 * module into a first-view file of its own (issue 40).
 */
import { entryIndex, isParentOnly, parentKeys } from './biblatex-keys.js';
import type { BibtexEntry } from './bibtex-parse.js';
import type { Bibliography } from './bibtex-view.js';

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

/**
 * Picks the entry of `bibliography` to show for `key` (see the module's comment). What it reads of
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
  } else if (pick.picked && !pick.picked.error && entries.length > 1) {
    // The default: the first entry that is not only there as another's crossref or xdata parent.
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
