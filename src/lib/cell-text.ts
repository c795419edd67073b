/**
 * The text of a table or CSV cell as a number, read as it was written: the number, its digits and
 * the unit written with it ("84.50%", "$1.20", "61.0"), and a header's unit ("Cost ($)"). Shared by
 * the leaderboard's CSV and table sources (./leaderboard-columns.ts) and results-toggle's CSV
 * (./results-csv.ts). Pure: no DOM, no Lit.
 */

/** "—", "-", "n/a" or empty: a missing value. */
export const MISSING_CELL = /^([-—–]|n\/a)?$/i;

/** A number as a sheet writes one, with an optional currency sign before it and "%" after it. */
const NUMBER_CELL = /^([$€£¥])?\s*([+\-−]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*(%)?$/i;
/** A unit written in a header: "Cost ($)", "Pass@1 (%)", "Accuracy [%]", "Resolved %". */
const HEADER_UNIT = /\s*(?:\(\s*([%$€£¥])\s*\)|\[\s*([%$€£¥])\s*\]|(%))\s*$/;

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
export function cellUnit(text: string): string {
  const match = NUMBER_CELL.exec(text.trim());
  return match?.[1] ?? match?.[3] ?? '';
}

/** A header without its unit, and the unit: "Cost ($)" → ["Cost", "$"], "Pass@1 (%)" → ["Pass@1", "%"], "% Resolved" → ["Resolved", "%"]. */
export function splitHeader(header: string): [name: string, unit: string] {
  const trimmed = header.trim();
  // "% Resolved" (SWE-bench's header): the unit before the name.
  const before = /^%\s+(\S.*)$/.exec(trimmed);
  if (before) return [before[1]!, '%'];
  const match = HEADER_UNIT.exec(trimmed);
  if (!match) return [trimmed, ''];
  const name = trimmed.slice(0, match.index).trim();
  // A header that is only a unit ("%") keeps it as its name too.
  return [name || trimmed, match[1] ?? match[2] ?? match[3] ?? ''];
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

/** [1114, 1287] → [1100, 1300]: the extent rounded outwards to a step of the same order (what d3's nice() does). */
export function niceExtent(low: number, high: number): [number, number] {
  if (low === high) return [low - 1, high + 1];
  const step = 10 ** Math.floor(Math.log10(high - low));
  return [Math.floor(low / step) * step, Math.ceil(high / step) * step];
}
