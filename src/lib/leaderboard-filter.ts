/**
 * What a reader's search and legend make of the rows shown: which rows match the search, the
 * frameworks switched off and the flags required, and which frameworks the "+N more" panel's
 * search finds. Pure, so the rules are tested as tables. Only a reader's act changes what the board
 * is filtered by, so the element loads this with its acts' chunk (../components/leaderboard-table/
 * board-acts.ts), not in its first view (issue 40); the image writer (./leaderboard-svg.ts), a chunk
 * too, and the `embed` command import it as well.
 */
import type { RankedRow } from './leaderboard-rank.js';

/**
 * Each row's model and framework as a search matches them (lower-cased), by `row.index`: made on
 * the first search of the rows (most boards are never searched) and kept with them (the element
 * filters the same ranked rows until new data), so a keystroke lower-cases nothing.
 */
const searchText = new WeakMap<readonly RankedRow[], string[][]>();

/**
 * Rows of visible frameworks whose model or framework contains `query` (case-insensitive) and
 * whose every flag in `requiredFlags` is true ("Verified only").
 */
export function filterRows<R extends RankedRow>(rows: readonly R[], hiddenFrameworks: ReadonlySet<string>, query: string, requiredFlags: readonly string[] = []): R[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle && hiddenFrameworks.size === 0 && !requiredFlags.length) return [...rows];
  let text = searchText.get(rows);
  if (needle && !text) {
    searchText.set(rows, (text = [[], []]));
    for (const { index, entry } of rows) [text[0]![index], text[1]![index]] = [entry.model.toLocaleLowerCase(), entry.framework.toLocaleLowerCase()];
  }
  return rows.filter(
    ({ index, entry }) =>
      (!needle || text![0]![index]!.includes(needle) || text![1]![index]!.includes(needle)) &&
      !hiddenFrameworks.has(entry.framework) &&
      requiredFlags.every((key) => entry.fields?.[key] === true),
  );
}

/** Frameworks whose name contains `query` (case-insensitive), at most `limit`, in `names` order. */
export function matchFrameworks(names: readonly string[], query: string, limit: number, none = 'No framework'): string[] {
  const needle = query.trim().toLocaleLowerCase();
  const found: string[] = [];
  for (const name of names) {
    if (found.length >= limit) break;
    // Entries without a group are found by the name their button shows (`none`, in the reader's language).
    if (!needle || (name || none).toLocaleLowerCase().includes(needle)) found.push(name);
  }
  return found;
}
