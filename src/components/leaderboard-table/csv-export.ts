/**
 * Download CSV: loaded with import() on the first click, so the CSV writer, the file naming and
 * the download helper stay out of the first view (about 2 KB minified). What it uses of the first
 * view (the decimals of a value, the number formatting) the element passes as `kit`: imported
 * here, those modules would be split into files of their own in every first view.
 */
import { downloadFile, fileSlug } from '../../internal/download.js';
import { toCsv } from '../../lib/csv.js';
import { leaderboardCsvRows } from '../../lib/leaderboard-csv.js';
import type { decimalsFor, LeaderboardData, LeaderboardEntry } from '../../lib/leaderboard-data.js';
import type { formatNumber } from '../../lib/format.js';
import type { Row } from './row-view.js';

/** What the CSV takes from the first view (see above). */
export interface CsvKit {
  decimalsFor: typeof decimalsFor;
  formatNumber: typeof formatNumber;
}

/** Downloads `rows` (the board as filtered and sorted) as `<title>.csv`; gaps rounded like on screen. */
export function downloadCsv(value: LeaderboardData, rows: readonly Row[], best: LeaderboardEntry | undefined, { decimalsFor, formatNumber }: CsvKit): void {
  const { decimals } = value;
  const bestDigits = best ? decimalsFor(best.score!, decimals, best.digits) : 0;
  const digits =
    decimals === 'auto'
      ? (row: Row) => Math.max(bestDigits, row.entry.score === null ? 0 : decimalsFor(row.entry.score, 'auto', row.entry.digits))
      : decimals;
  const csv = toCsv(leaderboardCsvRows(rows, digits, { fields: value.fields, unit: value.unit, formatNumber }));
  downloadFile(`${fileSlug(value.title, 'leaderboard')}.csv`, csv, 'text/csv;charset=utf-8');
}
