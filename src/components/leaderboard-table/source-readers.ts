/**
 * The lazy chunk of ./lazy-readers.ts: CSV text and a child `<table>` as leaderboard input.
 */
import { readCsv } from '../../lib/csv.js';
import { leaderboardFromCsv } from '../../lib/leaderboard-csv-source.js';
import type { LeaderboardInput } from '../../lib/leaderboard-data.js';

export { readChildTable } from './child-table.js';

/** CSV text (a header row, then one entry a row) as the board's input. */
export function fromCsvText(text: string): LeaderboardInput {
  return leaderboardFromCsv(readCsv(text));
}
