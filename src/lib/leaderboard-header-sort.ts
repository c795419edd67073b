/**
 * What a click (or Enter, or Space) on a column header makes of the board's sort: the column's
 * first sort in the direction a reader expects, then reversed, and the `sort` attribute's text of
 * it. Pure, so the cases are tested as tables. Only a reader's act sorts this way (an author sets
 * the `sort` attribute, read by ./leaderboard-sort-attribute.ts), so the element loads this with its
 * acts' chunk (../components/leaderboard-table/board-acts.ts), not in its first view (issue 40).
 */
import type { FieldKind, SortDirection, SortSpec } from './leaderboard-rank.js';

/** The first click on a column sorts the way a reader expects: best scores first, names A→Z. */
// With lower-is-better scores the best come first with an ascending sort; a field's numbers, dates
// and flags start with the most, the newest and the true ones.
export function defaultDirection(key: SortSpec['key'], higherIsBetter = true, kind?: FieldKind): SortDirection {
  if (key === 'score') return higherIsBetter ? 'desc' : 'asc';
  return kind === 'number' || kind === 'date' || kind === 'flag' ? 'desc' : 'asc';
}

/** Clicking the sorted column reverses it; another column starts in its default direction. */
export function nextSort(current: SortSpec, key: SortSpec['key'], higherIsBetter = true, kind?: FieldKind): SortSpec {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: defaultDirection(key, higherIsBetter, kind) };
}

export function formatSortSpec(spec: SortSpec): string {
  return `${spec.key}:${spec.direction}`;
}
