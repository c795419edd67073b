/**
 * The leaderboard's rows as CSV cells: its own module, so the code runs only when a reader
 * downloads (the element imports it then), not in every page's first view. It imports nothing the
 * first view has (only types): the number formatting comes as `extra.formatNumber` (format.ts's),
 * as a chunk importing a first-view module would split that module into a file of its own in every
 * first view (docs/performance.md#size).
 */
import type { formatNumber } from './format.js';
import type { RankedRow } from './leaderboard-rank.js';

/**
 * The rows as CSV (rank, model, framework, score, low, high, gap): values as
 * given, the gap rounded to `decimals` like on screen, missing values empty.
 * A score or number field read from CSV or a table is written with the digits it was written with
 * ("84.50", "61.0"), and a unit goes in its column's header ("score (%)", "Total Cost ($)"), which
 * the CSV reader reads back as the unit.
 */
export function leaderboardCsvRows<R extends RankedRow>(
  rows: readonly R[],
  decimals: number | ((row: R) => number),
  extra: CsvExtra,
): (string | number | null)[][] {
  const { formatNumber } = extra;
  const fields = extra.fields ?? [];
  const links = rows.some((row) => row.entry.links?.length);
  const notes = rows.some((row) => row.entry.note);
  const references = rows.some((row) => row.entry.reference);
  const digits = typeof decimals === 'number' ? () => decimals : decimals;
  const unit = extra.unit?.trim() ?? '';
  const written = (value: number | null, given: number | undefined) => (value !== null && given !== undefined ? formatNumber(value, given) : value);
  return [
    [
      'rank', 'model', 'framework', unit ? `score (${unit})` : 'score', 'low', 'high', 'gap',
      ...fields.map((field) => (field.unit?.trim() ? `${field.key} (${field.unit.trim()})` : field.key)),
      ...(links ? ['links'] : []), ...(notes ? ['note'] : []), ...(references ? ['reference'] : []),
    ],
    ...rows.map((row) => {
      const { rank, entry, gap } = row;
      // The digits CSV or table text gave (see LeaderboardEntry); absent for JSON data, written as given.
      const { digits: given, fieldDigits } = entry as { digits?: number; fieldDigits?: Record<string, number> };
      return [
        rank,
        entry.model,
        entry.framework,
        written(entry.score, given),
        entry.low ?? null,
        entry.high ?? null,
        gap === null ? null : formatNumber(gap, digits(row)),
        ...fields.map((field) => {
          const value = entry.fields?.[field.key] ?? null;
          if (typeof value === 'number') return written(value, fieldDigits?.[field.key]);
          return typeof value === 'boolean' ? String(value) : value;
        }),
        // One cell: "label url" pairs, one per line, as a spreadsheet shows them.
        ...(links ? [(entry.links ?? []).map((link) => `${link.label} ${link.url}`).join('\n')] : []),
        ...(notes ? [entry.note ?? null] : []),
        ...(references ? [entry.reference ? 'true' : null] : []),
      ];
    }),
  ];
}

/** What CSV out adds after the built-in columns: the board's fields, in order; and the score's unit, for its header. */
export interface CsvExtra {
  fields?: readonly { key: string; unit?: string }[];
  unit?: string;
  /** format.ts's formatNumber: a gap rounded like on screen, a value with the digits it was written with. */
  formatNumber: typeof formatNumber;
}

