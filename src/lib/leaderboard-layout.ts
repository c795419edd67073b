import type { MeasureText } from './text-fit.js';
import { longestWord } from './word-breaks.js';

/**
 * The leaderboard's layout decisions that need no DOM: how wide a field column must be, and
 * whether the fields go under their row. The element measures the room and the table's need; the
 * CSS lays out what is decided here.
 */

/** A field column's least width in em of the table's font (the width of `.field` columns before this: every field got 7em). */
export const FIELD_MIN_EM = 7;
/** A date column: "2025-06-01" and its padding. */
export const DATE_FIELD_EM = 7.6;
/** Padding either side of a header button (0.64em each), its sort arrow and the gap before it (~1.2em). */
const HEADER_CHROME_EM = 2.5;
/** A column never takes more than this for its heading's longest word: a longer word is cut with an ellipsis, its whole text in the button's title. */
const HEADING_MAX_EM = 16;
/** The score column's least width on a phone: its number above a bar one can read. */
export const SCORE_MIN_EM = 6.5;

/**
 * The width in em a column needs so its heading's longest word stays whole (a header is bold),
 * and at least `leastEm`: "Veröffentlichungsdatum" needs 15em where "Date" keeps the 7em every
 * field had. `measure` is the element's canvas in its own font (or text-fit's estimateTextWidth,
 * where there is none: a server, a test). No default: importing the estimator here would bring
 * text-fit (shared with the image writer's chunk, wrapping and all) into the board's first view.
 */
export function headingColumnEm(label: string, leastEm: number, measure: MeasureText): number {
  // Measured at 100 px for two decimals of an em.
  const word = measure(longestWord(label), 100, true) / 100 + HEADER_CHROME_EM;
  return Math.round(Math.min(HEADING_MAX_EM, Math.max(leastEm, word)) * 10) / 10;
}

/** A field column's width (see headingColumnEm): a date's column fits "2025-06-01". */
export function fieldColumnEm(label: string, type: string, measure: MeasureText): number {
  return headingColumnEm(label, type === 'date' ? DATE_FIELD_EM : FIELD_MIN_EM, measure);
}

/**
 * On paper the room is at most an A4 page's text width: 718 CSS px at Chromium's default margins
 * (210 mm less 2 × 0.4 in at 96 px an inch). A page laid out on screen does not tell how wide its
 * print will be, so a board whose table needs more goes under-rows on paper even when the screen
 * had room for it (the printed "76.8%0.0pp" was such a table squeezed into A4).
 */
export const PRINT_ROOM_PX = 718;

/** What goes under the model, on a line of its own in each row, instead of in its own column; and what steps aside. */
export interface UnderRow {
  /** The fields (label and value). */
  fields: boolean;
  /** The group (framework, organisation): the narrow board's form, its name under the model. */
  group: boolean;
  /** The gap column steps aside, as on a phone (the gap is the summary's spread and the CSV's column): when nothing else is left to move. */
  gap: boolean;
}

/** The table's least width in px as each column steps under the model: with every column, with the fields under, with the group under too. */
export interface TableNeed {
  all: number;
  fieldsUnder: number;
  groupUnder: number;
}

/**
 * What goes under the model in a box `roomPx` wide: nothing while the whole table fits; then the
 * fields (a board without fields has none to move); then the group too, while the table without
 * them still does not fit; then the gap column steps aside. Decided by the need, not a
 * breakpoint: one field fits a 680 px column, six do not fit a 1,280 px one. Unmeasured (hidden,
 * 0 px, not a number): nothing moves.
 */
export function underRow(need: TableNeed, roomPx: number, hasFields: boolean, hasGroup: boolean): UnderRow {
  // A pixel of slack: a table exactly as wide as its box is not overflowing.
  const over = (px: number) => roomPx > 0 && px > roomPx + 1;
  const fields = hasFields && over(need.all);
  const afterFields = hasFields ? need.fieldsUnder : need.all;
  const group = hasGroup && (fields || !hasFields) && over(afterFields);
  const gap = (group || (!hasGroup && (fields || !hasFields))) && over(hasGroup ? need.groupUnder : afterFields);
  return { fields, group, gap };
}

/**
 * underRow for paper: the room is at most PRINT_ROOM_PX, less what the element itself takes around
 * its table (`chromePx`: its padding and border).
 */
export function underRowOnPaper(need: TableNeed, roomPx: number, hasFields: boolean, hasGroup: boolean, chromePx = 0): UnderRow {
  return underRow(need, roomPx > 0 ? Math.min(roomPx, PRINT_ROOM_PX - Math.max(0, chromePx)) : 0, hasFields, hasGroup);
}
