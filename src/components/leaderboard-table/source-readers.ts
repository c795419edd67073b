/**
 * The lazy chunk of ./lazy-readers.ts: CSV text and a child `<table>` as leaderboard input. What
 * the readers share with the first view (the error, the limits, the built-in columns) they take
 * as `kit` (lib/leaderboard-data.ts's DATA_KIT) rather than import: see lib/leaderboard-parse.ts.
 */
import { readCsv } from '../../lib/csv.js';
import { leaderboardFromCsv } from '../../lib/leaderboard-csv-source.js';
import type { DataKit, LeaderboardInput } from '../../lib/leaderboard-data.js';
import { readChildTable } from './child-table.js';

/** The readers over `kit`: CSV text (a header row, then one entry a row) and a child `<table>` as the board's input. */
export function sourceReaders(kit: DataKit) {
  return {
    fromCsvText: (text: string): LeaderboardInput => leaderboardFromCsv(readCsv(text), kit),
    readChildTable: (host: Element) => readChildTable(host, kit),
  };
}
