/**
 * What the leaderboard makes of its `sort` attribute: the sort to show, the attribute value to keep
 * (a lower-is-better board turns the default round) and the message for a bad value. Pure, so the
 * cases (a field key before the data, `null`, `constructor:asc`) are tested in Node.
 */
import { DEFAULT_SORT, SORT_KEYS, parseSortSpec, type SortSpec } from './leaderboard-rank.js';
import { describeValue } from './data-error.js';

export interface SortContext {
  /** The keys of the data's fields (`date`, `verified`): valid sort keys besides the built-in ones. */
  fieldKeys: readonly string[];
  /** The data is there: without it a field key cannot be checked yet. */
  hasData: boolean;
  /** The board's data says lower scores are better (`higherIsBetter: false`). */
  lowerIsBetter: boolean;
  /** The author (an attribute) or a reader (a header click) chose the sort. */
  chosen: boolean;
}

export interface SortReading {
  /** The attribute's value to keep: as given, or `score:asc` for a lower-is-better board nobody sorted. */
  sort: unknown;
  /** The sort to show; null keeps the last valid one on screen. */
  spec: SortSpec | null;
  /** The attribute problem to report ('' clears it); undefined leaves the report as it is (waiting for the data). */
  problem: string | undefined;
}

export function readSortAttribute(given: unknown, { fieldKeys, hasData, lowerIsBetter, chosen }: SortContext): SortReading {
  // A lower-is-better board shows its best first unless someone chose the sort.
  const sort = lowerIsBetter && !chosen && given === 'score:desc' ? 'score:asc' : given;
  const spec = sort ? parseSortSpec(sort, fieldKeys) : DEFAULT_SORT;
  // A field's key before the data arrives waits for the data's fields, without a message meanwhile.
  if (!spec && !hasData && typeof sort === 'string' && /^[^:]+:(asc|desc)$/.test(sort.trim())) return { sort, spec, problem: undefined };
  const keys = [...SORT_KEYS, ...fieldKeys];
  const problem = spec ? '' : `sort: expected ${keys.slice(0, -1).join(', ')} or ${keys.at(-1)}, then :asc or :desc, got ${describeValue(sort)}`;
  return { sort, spec, problem };
}
