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

/** Padding either side of a cell (0.64em each). */
const CELL_CHROME_EM = 1.28;
/**
 * What a measure may be short of the browser by: the canvas draws a header's weight 600 as bold and
 * rounds differently from layout (a heading measured to fit its column wrapped a third line).
 */
const MEASURE_SLACK_EM = 0.15;
/** How many of a column's longest words (by characters) are measured: the widest is among them, and a thousand rows cost this many measurements, not a thousand. */
const VALUE_WORDS_MEASURED = 8;

/**
 * The width in em a heading needs in its least form: on at most two lines (a header's line clamp),
 * broken only between words, its longest word whole. The narrowest of the ways to split its words
 * onto two lines.
 */
function twoLineEm(label: string, width: (text: string) => number): number {
  const words = label.split(/\s+/).filter(Boolean);
  let best = words.length > 1 ? Infinity : 0;
  for (let i = 1; i < words.length; i++) best = Math.min(best, Math.max(width(words.slice(0, i).join(' ')), width(words.slice(i).join(' '))));
  return Math.max(best, width(longestWord(label)));
}

/**
 * The width in em a column needs so its heading stays whole on at most two lines (a header is
 * bold), and at least `leastEm`: "Veröffentlichungsdatum" needs 15em where "Date" keeps the 7em every
 * field had, "Cost per task ($)" two lines of its own. `measure` is the element's canvas in its own
 * font (or text-fit's estimateTextWidth, where there is none: a server, a test). No default:
 * importing the estimator here would bring text-fit (shared with the image writer's chunk, wrapping
 * and all) into the board's first view.
 */
export function headingColumnEm(label: string, leastEm: number, measure: MeasureText): number {
  // Measured at 100 px for two decimals of an em.
  const heading = twoLineEm(label, (text) => measure(text, 100, true) / 100) + HEADER_CHROME_EM + MEASURE_SLACK_EM;
  return Math.round(Math.min(HEADING_MAX_EM, Math.max(leastEm, heading)) * 10) / 10;
}

/**
 * The widest word of a text column's values, in em with the cell's padding: a value breaks only
 * between words and after - _ . / (as a heading does), so "OpenHands" needs its own width, not the
 * 7em a field gets ("OpenHand/s" on a slide). Only the VALUE_WORDS_MEASURED longest words by
 * characters are measured.
 */
export function valueWordEm(values: Iterable<string>, measure: MeasureText): number {
  const longest: string[] = [];
  for (const value of values) {
    const word = longestWord(value);
    if (longest.length === VALUE_WORDS_MEASURED && word.length <= longest[longest.length - 1]!.length) continue;
    longest.push(word);
    longest.sort((a, b) => b.length - a.length);
    if (longest.length > VALUE_WORDS_MEASURED) longest.pop();
  }
  if (!longest.length) return 0;
  return Math.max(...longest.map((word) => measure(word, 100) / 100)) + CELL_CHROME_EM + MEASURE_SLACK_EM;
}

/**
 * A field column's width (see headingColumnEm): a date's column fits "2025-06-01"; a text column
 * its values' widest word too (`valueEm`, from valueWordEm), within the same bound.
 */
export function fieldColumnEm(label: string, type: string, measure: MeasureText, valueEm = 0): number {
  const heading = headingColumnEm(label, type === 'date' ? DATE_FIELD_EM : FIELD_MIN_EM, measure);
  return Math.round(Math.min(HEADING_MAX_EM, Math.max(heading, valueEm)) * 10) / 10;
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
