/**
 * The size of each later part of a long board's rows: loaded with the leaderboard's chunk of the
 * rows below the first screen (components/leaderboard-table/rows-below.ts), which only a board
 * longer than its first screen, or one re-sorted or filtered, runs.
 */

/**
 * How many rows the next progressive step renders, given how long (ms) the last step
 * of `lastSize` rows took: sized to keep each task near `budget` ms, so the page
 * stays responsive while the rest of a board arrives, and within [50, 1000].
 */
export function nextChunkSize(lastSize: number, lastMs: number, budget = 40): number {
  const perRow = lastMs > 0 && lastSize > 0 ? lastMs / lastSize : 0.2;
  return Math.max(50, Math.min(1000, Math.floor(budget / perRow)));
}
