/**
 * What the columns of a CSV file or a child `<table>` mean to a leaderboard, decided from their
 * header and their cells' text: which one is the score, the unit a column was written with, the
 * digits of each number, and a key for every other column. Shared by the CSV mapping
 * (./leaderboard-csv-source.ts) and the table upgrade (./leaderboard-table-source.ts), so a board
 * reads the same whichever way its rows came. Pure: no DOM, no Lit.
 */
import { SORT_KEYS } from './leaderboard-rank.js';

/** "—", "-", "n/a" or empty: a missing value. */
export const MISSING_CELL = /^([-—–]|n\/a)?$/i;

/** Units written before a number ("$1.20"); every other unit follows it ("84.50%"). */
const CURRENCY = /^[$€£¥]$/;
/** A number as a sheet writes one, with an optional currency sign before it and "%" after it. */
const NUMBER_CELL = /^([$€£¥])?\s*([+\-−]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*(%)?$/i;
/** A unit written in a header: "Cost ($)", "Pass@1 (%)", "Accuracy [%]", "Resolved %". */
const HEADER_UNIT = /\s*(?:\(\s*([%$€£¥])\s*\)|\[\s*([%$€£¥])\s*\]|(%))\s*$/;
/**
 * A header that names a score: "Accuracy", "Overall Acc", "Score", "Pass rate", "Pass@1",
 * "Resolved", "Success rate", or any with "%". A bare count ("Pass", "Fail", "Tasks") is not one.
 */
const SCORE_HEADER = /accura|\bacc\b|score|pass\s*rate|pass@|resolved|success|%/i;

/** The number a cell holds ("84.50%" → 84.5, "$1.20" → 1.2, "−3" → -3), or null when it holds none. */
export function cellNumber(text: string): number | null {
  const match = NUMBER_CELL.exec(text.trim());
  if (!match) return null;
  const number = Number(match[2]!.replace('−', '-'));
  return Number.isFinite(number) ? number : null;
}

/** The decimals a cell is written with: "84.50%" → 2, "61.0" → 1, "74" → 0 (at most 6). */
export function cellDigits(text: string): number {
  const match = NUMBER_CELL.exec(text.trim());
  const fraction = match?.[2]!.split(/e/i)[0]!.split('.')[1];
  return Math.min(6, fraction?.length ?? 0);
}

/** The unit a cell carries: "84.50%" → "%", "$1.20" → "$", "61.0" → ''. */
function cellUnit(text: string): string {
  const match = NUMBER_CELL.exec(text.trim());
  return match?.[1] ?? match?.[3] ?? '';
}

/** A header without its unit, and the unit: "Cost ($)" → ["Cost", "$"], "Pass@1 (%)" → ["Pass@1", "%"]. */
export function splitHeader(header: string): [name: string, unit: string] {
  const trimmed = header.trim();
  const match = HEADER_UNIT.exec(trimmed);
  if (!match) return [trimmed, ''];
  const name = trimmed.slice(0, match.index).trim();
  // A header that is only a unit ("%") keeps it as its name too.
  return [name || trimmed, match[1] ?? match[2] ?? match[3] ?? ''];
}

/** True when `unit` goes before the number ("$1.20"), not after it ("84.5%", "1200 Elo"). */
export function unitBefore(unit: string): boolean {
  return CURRENCY.test(unit);
}

/** The cells given (not missing) of one column. */
function givenCells(column: readonly string[]): string[] {
  return column.map((text) => text.trim()).filter((text) => !MISSING_CELL.test(text));
}

/** Every cell given reads as a number, and at least one is given. */
export function isNumberColumn(column: readonly string[]): boolean {
  const given = givenCells(column);
  return given.length > 0 && given.every((text) => cellNumber(text) !== null);
}

/**
 * The unit a number column was written with: the header's ("Cost ($)"), else the one every given
 * cell carries ("84.50%" on each row), else ''.
 */
export function columnUnit(header: string, column: readonly string[]): string {
  const fromHeader = splitHeader(header)[1];
  if (fromHeader) return fromHeader;
  const given = givenCells(column);
  const first = given.length ? cellUnit(given[0]!) : '';
  return first && given.every((text) => cellUnit(text) === first) ? first : '';
}

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
 * (`slug` shapes it), or for a column named like a built-in one ("Rank"), or a second column of one
 * name, the name with its column number ("Rank (column 1)"). The label stays the header.
 */
export function fieldKeys(names: readonly { name: string; i: number }[], slug: (name: string) => string = (name) => name): string[] {
  const taken = new Set<string>(SORT_KEYS);
  return names.map(({ name, i }) => {
    let key = slug(name.replace(/:/g, '').trim()) || `column ${i + 1}`;
    if (taken.has(key.toLowerCase())) key = `${key} (column ${i + 1})`;
    taken.add(key.toLowerCase());
    return key.slice(0, 60);
  });
}
