/**
 * What the columns of a CSV file or a child `<table>` mean to a leaderboard, decided from their
 * header and their cells' text: which one is the score, the unit a column was written with, the
 * digits of each number, and a key for every other column. Shared by the CSV mapping
 * (./leaderboard-csv-source.ts) and the table upgrade (./leaderboard-table-source.ts), so a board
 * reads the same whichever way its rows came. Pure: no DOM, no Lit.
 */
import { columnUnit, isNumberColumn } from './cell-text.js';

export { MISSING_CELL, cellDigits, cellNumber, columnUnit, isNumberColumn, splitHeader } from './cell-text.js';

/**
 * A header that names a score: "Accuracy", "Overall Acc", "Score", "Pass rate", "Pass@1",
 * "Resolved", "Success rate", or any with "%". A bare count ("Pass", "Fail", "Tasks") is not one.
 */
const SCORE_HEADER = /accura|\bacc\b|score|pass\s*rate|pass@|resolved|success|%/i;

/**
 * The score column among `candidates` (indexes into `headers`, in order): the first whose header
 * names a score ("Accuracy", "Score", "Pass rate", "Resolved", "%" in it) or whose cells carry "%";
 * only without one, the first number column; -1 without either. So "Pass" (a count) before
 * "Accuracy" picks Accuracy.
 */
export function pickScoreColumn(headers: readonly string[], cellsOf: (index: number) => readonly string[], candidates: readonly number[]): number {
  // A named column is the score even with a cell that is no number: validation then names that cell.
  const named = candidates.find((i) => SCORE_HEADER.test(headers[i] ?? '') || columnUnit(headers[i] ?? '', cellsOf(i)) === '%');
  return named ?? candidates.find((i) => isNumberColumn(cellsOf(i))) ?? -1;
}

/**
 * A key for each extra column, unique and usable in `sort="key:dir"`: the header as written
 * (`slug` shapes it), or for a column named like a built-in one (`builtIn`, the data's SORT_KEYS:
 * "Rank"), or a second column of one name, the name with its column number ("Rank (column 1)").
 * The label stays the header.
 */
export function fieldKeys(names: readonly { name: string; i: number }[], builtIn: readonly string[], slug: (name: string) => string = (name) => name): string[] {
  const taken = new Set<string>(builtIn);
  return names.map(({ name, i }) => {
    let key = slug(name.replace(/:/g, '').trim()) || `column ${i + 1}`;
    if (taken.has(key.toLowerCase())) key = `${key} (column ${i + 1})`;
    taken.add(key.toLowerCase());
    return key.slice(0, 60);
  });
}
