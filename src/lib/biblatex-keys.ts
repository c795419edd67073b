/**
 * Entries by citation key, and which entries are only parents (`crossref`, `xdata`): what
 * bibtex-card needs to pick the entry it shows, before any formatting. Apart from
 * biblatex-model.ts (which re-exports it) so the card's first view does not carry the model's
 * field and inheritance tables, which only the lazily loaded formatters use.
 */
import type { BibtexEntry } from './bibtex-parse.js';

/** The keys of a comma-separated field (`xdata = {a, b}`). */
export const keysOf = (value = '') =>
  value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

/**
 * Finds entries by citation key, as BibTeX does ignoring case (the first of two equal keys wins).
 * Built once per text, so resolving every entry stays linear.
 */
export function entryIndex(entries: readonly BibtexEntry[]): Map<string, BibtexEntry> {
  const index = new Map<string, BibtexEntry>();
  for (const entry of entries) {
    const key = entry.key.toLowerCase();
    if (key && !entry.error && !index.has(key)) index.set(key, entry);
  }
  return index;
}

/** Whether an entry is only there to be inherited from: an `@xdata`, or a parent that some other entry crossrefs. */
export function isParentOnly(entry: BibtexEntry, parents: ReadonlySet<string>): boolean {
  return entry.type === 'xdata' || parents.has(entry.key.toLowerCase());
}

/** The keys (lower case) that other entries name in `crossref` or `xdata`. */
export function parentKeys(entries: readonly BibtexEntry[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries) {
    const crossref = entry.fields.crossref?.trim().toLowerCase();
    if (crossref) keys.add(crossref);
    for (const key of keysOf(entry.fields.xdata)) keys.add(key.toLowerCase());
  }
  return keys;
}
