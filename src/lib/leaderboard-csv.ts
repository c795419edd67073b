/**
 * The leaderboard's rows as CSV cells: its own module, so the code runs only when a reader
 * downloads (the element imports it then), not in every page's first view.
 */
import { formatNumber } from './format.js';
import type { RankedRow } from './leaderboard-rank.js';

/**
 * The rows as CSV (rank, model, framework, score, low, high, gap): values as
 * given, the gap rounded to `decimals` like on screen, missing values empty.
 */
export function leaderboardCsvRows<R extends RankedRow>(
  rows: readonly R[],
  decimals: number | ((row: R) => number),
  extra: CsvExtra = {},
): (string | number | null)[][] {
  const fields = extra.fields ?? [];
  const links = rows.some((row) => row.entry.links?.length);
  const notes = rows.some((row) => row.entry.note);
  const references = rows.some((row) => row.entry.reference);
  const digits = typeof decimals === 'number' ? () => decimals : decimals;
  return [
    [
      'rank', 'model', 'framework', 'score', 'low', 'high', 'gap',
      ...fields.map((field) => field.key),
      ...(links ? ['links'] : []), ...(notes ? ['note'] : []), ...(references ? ['reference'] : []),
    ],
    ...rows.map((row) => {
      const { rank, entry, gap } = row;
      return [
        rank,
        entry.model,
        entry.framework,
        entry.score,
        entry.low ?? null,
        entry.high ?? null,
        gap === null ? null : formatNumber(gap, digits(row)),
        ...fields.map((field) => {
          const value = entry.fields?.[field.key] ?? null;
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

/** What CSV out adds after the built-in columns: the board's fields, in order. */
export interface CsvExtra {
  fields?: readonly { key: string }[];
}

