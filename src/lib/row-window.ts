/**
 * Which rows of a long table are rendered when: a board's first screen at once, the rest in later
 * parts sized by time (./row-growth.ts, with the rows' chunk: a board that fits its first screen
 * never grows), and, above a threshold, only a window of them (./visible-rows.ts, the maths
 * of that window, which only the windowing chunk loads: most boards never window).
 */

/**
 * Boards up to this many rows put every row in the document (so the browser's find-in-page and
 * print see them all), progressively: {@link FIRST_ROWS} at once, the rest in later tasks.
 * Longer boards are windowed.
 */
export const WINDOW_THRESHOLD = 2000;

/**
 * Whether a board of `total` rows is windowed on screen (the leaderboard holds such a board for its
 * windowing chunk). A function, not the constant, for the element to import: a build inlines a
 * constant and leaves a bare import of its module, which a consumer's bundler warns on.
 */
export const windows = (total: number): boolean => total > WINDOW_THRESHOLD;

/**
 * Rows rendered in the first update at most (and by a server, whose first view the browser's must
 * match): more than a 1280 × 900 screen shows. In a browser, {@link firstScreenRows} of its screen.
 */
export const FIRST_ROWS = 40;

/** A row's least height in em of the host's font: one line of the table's text with its padding (2.32em measured at 16 px). */
export const ROW_LEAST_EM = 2.2;

/**
 * The rows of a long board's first screen: rendered in its first update, and re-bound at once by a
 * re-sort or a search (the rest follow in later tasks). As many as a screen `viewportPx` tall shows
 * at the least row height (a board's table may fill the screen), and 2 more; within [10,
 * FIRST_ROWS]. Each of these rows is laid out in the reader's click: 40 rows where a 900 px screen
 * shows at most 26 made a 1,000-row re-sort cost more than AG Grid's (issue 40).
 */
export function firstScreenRows(viewportPx: number, fontPx: number): number {
  if (!(viewportPx > 0) || !(fontPx > 0)) return FIRST_ROWS;
  return Math.max(10, Math.min(FIRST_ROWS, Math.ceil(viewportPx / (fontPx * ROW_LEAST_EM)) + 2));
}
