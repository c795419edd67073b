/**
 * Windowing maths for long tables: which rows to render for a scroll position,
 * with rows of a fixed height. Rendering only these (plus a buffer either side,
 * so a fast scroll does not show blank space) keeps a 10,000-row board as
 * quick as a 50-row one. Loaded with the leaderboard's windowing chunk, for boards
 * above ./row-window.ts's WINDOW_THRESHOLD only.
 */

export interface RowWindow {
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row (exclusive). */
  end: number;
}

/**
 * The rows to render when the body is scrolled `offset` px past its top (0 or
 * less: the body's top is in view) in a viewport `viewport` px tall. Both ends
 * are rounded outwards to whole blocks of `block` rows, so there is at least
 * a block of buffer either side and small scrolls do not re-render.
 */
export function visibleRows(
  offset: number,
  viewport: number,
  rowHeight: number,
  total: number,
  block = 10,
): RowWindow {
  if (total <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const size = Math.max(1, Math.floor(block));
  const first = Math.min(total - 1, Math.max(0, Math.floor(offset / rowHeight)));
  const last = first + Math.ceil(Math.max(viewport, 0) / rowHeight);
  const start = Math.max(0, (Math.floor(first / size) - 1) * size);
  const end = Math.min(total, (Math.floor(last / size) + 2) * size);
  return { start, end };
}
