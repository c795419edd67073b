/**
 * Download CSV: loaded with import() on the first click, so the CSV writer, the file naming and
 * the download helper stay out of the first view (about 2 KB minified).
 */
import { downloadFile, fileSlug } from '../../internal/download.js';
import { toCsv } from '../../lib/csv.js';
import { leaderboardCsvRows } from '../../lib/leaderboard-csv.js';
import { decimalsFor, type LeaderboardData, type LeaderboardEntry } from '../../lib/leaderboard-data.js';
import type { Row } from './row-view.js';

/** Downloads `rows` (the board as filtered and sorted) as `<title>.csv`; gaps rounded like on screen. */
export function downloadCsv(value: LeaderboardData, rows: readonly Row[], best: LeaderboardEntry | undefined): void {
  const { decimals } = value;
  const bestDigits = best ? decimalsFor(best.score!, decimals, best.digits) : 0;
  const digits =
    decimals === 'auto'
      ? (row: Row) => Math.max(bestDigits, row.entry.score === null ? 0 : decimalsFor(row.entry.score, 'auto', row.entry.digits))
      : decimals;
  const csv = toCsv(leaderboardCsvRows(rows, digits, { fields: value.fields, unit: value.unit }));
  downloadFile(`${fileSlug(value.title, 'leaderboard')}.csv`, csv, 'text/csv;charset=utf-8');
}
