/**
 * Ranking, sorting and filtering of leaderboard rows: pure functions with no
 * DOM and no Lit, so the rules a reader relies on (ties share a rank, missing
 * scores go last in either direction, sorts are stable) are tested as tables.
 */
import { compareText } from './text-order.js';
import { SORT_KEYS } from './leaderboard-data.js';

export { SORT_KEYS };
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
/**
 * The `sort` attribute's valid values: a built-in column or, on a board with `fields`, a field's
 * key (`"date:desc"`), then its direction.
 */
export type LeaderboardSort = `${SortKey}:${SortDirection}` | `${string}:${SortDirection}`;

export interface SortSpec {
  /** A built-in column, or the key of one of the board's `fields`. */
  key: SortKey | (string & {});
  direction: SortDirection;
}

/** How a field column sorts: numbers, dates and flags best-first (most, newest, true first); text A→Z. */
export type FieldKind = 'number' | 'text' | 'date' | 'flag' | 'link';

export const DEFAULT_SORT: SortSpec = { key: 'score', direction: 'desc' };

/** What a ranked row needs from an entry. */
export interface RankableEntry {
  links?: readonly { label: string; url: string }[];
  note?: string;
  model: string;
  framework: string;
  score: number | null;
  low?: number;
  high?: number;
  /** Values of extra columns, by field key. */
  fields?: Record<string, number | string | boolean | null>;
  /** A reference row: never ranked, no gap, not a leader. */
  reference?: boolean;
}

/** How ranks read the scores. */
export interface RankOptions {
  /** false: the lowest score is the best (cost, latency, error rate). Default true. */
  higherIsBetter?: boolean;
}

export interface RankedRow<E extends RankableEntry = RankableEntry> {
  /** Position in the input: the stable tie-breaker and the row's identity. */
  index: number;
  entry: E;
  /** Competition rank (74, 74, 60 → 1, 1, 3); null when the score is missing. */
  rank: number | null;
  /** Distance from the best score, ≥ 0 (the leader's is 0); null when the score is missing or the row is a reference. */
  gap: number | null;
  /** Not a leader, but its interval overlaps a leader's. */
  tiedWithLeader: boolean;
}

/**
 * "score:desc" → { key, direction }; `fieldKeys` adds the board's field keys ("date:desc");
 * anything else (a number from a careless setter too) → null.
 */
export function parseSortSpec(text: unknown, fieldKeys: readonly string[] = []): SortSpec | null {
  if (typeof text !== 'string') return null;
  const [key, direction, ...rest] = text.trim().split(':') as [SortKey, SortDirection];
  const known = SORT_KEYS.includes(key) || fieldKeys.includes(key);
  return known && (direction === 'asc' || direction === 'desc') && !rest.length ? { key, direction } : null;
}

/**
 * Ranks entries by score, highest first (lowest first with `higherIsBetter: false`); ties share a
 * rank; null scores and reference rows stay unranked, with no gap, and are never a leader.
 */
export function rankEntries<E extends RankableEntry>(entries: readonly E[], { higherIsBetter = true }: RankOptions = {}): RankedRow<E>[] {
  // The scores in a typed array, sorted by the engine's numeric sort with no comparator called per
  // pair: 100,000 scores take a few milliseconds, where a comparator sort of an array took most of
  // a 100,000-row board's first render (issue 40; the profile in docs/performance.md). Filled by a
  // loop: `Float64Array.from(filtered, mapFn)` took longer than the sort itself (0.6–1.0 of 1.7 ms
  // for 10,000 scores in Node, against 0.1 for the loop).
  let count = 0;
  let sorted = new Float64Array(entries.length);
  for (const entry of entries) if (!entry.reference && entry.score !== null) sorted[count++] = entry.score;
  sorted = sorted.subarray(0, count).sort();
  // rank = 1 + how many scores are strictly better: the last of equal scores in ascending order
  // (higher is better) or the first (lower is better).
  const rankOf = new Map<number, number>();
  sorted.forEach((score, i) => {
    if (higherIsBetter || !rankOf.has(score)) rankOf.set(score, higherIsBetter ? count - i : i + 1);
  });
  const best = count ? sorted[higherIsBetter ? count - 1 : 0]! : null;
  // A leader's interval is [low, high], or just its score. Every leader's interval holds the best
  // score, so together they cover one interval [reachLow, reachHigh]: overlapping it is overlapping
  // some leader's, and each row is checked in constant time however many share the top.
  let reachLow = best ?? 0;
  let reachHigh = best ?? 0;
  for (const entry of entries) {
    if (entry.score === null || entry.score !== best || entry.reference) continue;
    reachLow = Math.min(reachLow, entry.low ?? best);
    reachHigh = Math.max(reachHigh, entry.high ?? best);
  }
  return entries.map((entry, index) => {
    const { score, low, high } = entry;
    if (score === null || best === null || entry.reference) return { index, entry, rank: null, gap: null, tiedWithLeader: false };
    const rank = rankOf.get(score)!;
    const tiedWithLeader = rank !== 1 && (low ?? score) <= reachHigh && (high ?? score) >= reachLow;
    return { index, entry, rank, gap: higherIsBetter ? best - score : score - best, tiedWithLeader };
  });
}

function sortValue(key: SortSpec['key'], row: RankedRow): string | number | null {
  switch (key) {
    case 'model':
      return row.entry.model;
    case 'framework':
      return row.entry.framework || null;
    case 'rank':
      return row.rank;
    case 'gap':
      return row.gap;
    case 'score':
      return row.entry.score;
  }
  const value = row.entry.fields?.[key] ?? null;
  // A flag sorts as 1/0; text, dates (ISO, so text order is date order) and links as text.
  return typeof value === 'boolean' ? Number(value) : value === '' ? null : value;
}

/** Equal values share a place; by the key's order (text by compareText, numbers by value). */
function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'string' ? compareText(a, b as string) : a - (b as number);
}

/**
 * Each row's place (by `row.index`) in the order of one sort key's values: equal values share a
 * place, a missing value has none (-1).
 */
export type SortPlaces = Int32Array;
/** The places of each sort key, each made on its first use and kept: see {@link sortKeys}. */
export type SortKeys = (key: SortSpec['key']) => SortPlaces;

/**
 * The rows' order by each key, made once per data (the rows `rankEntries` gave) rather than at each
 * re-sort, search or filter: the text collator and the field reads run once per key, and every later
 * sort of any subset of these rows, in either direction, is a counting sort of integer places (see
 * sortRows). A 1,000-row board re-sorted by name compared names ten thousand times each time before.
 */
export function sortKeys(rows: readonly RankedRow[]): SortKeys {
  const made = new Map<string, Int32Array>();
  const size = rows.reduce((most, row) => Math.max(most, row.index + 1), 0);
  return (key) => {
    let places = made.get(key);
    if (!places) made.set(key, (places = placesOf(rows, size, key)));
    return places;
  };
}

function placesOf(rows: readonly RankedRow[], size: number, key: SortSpec['key']): Int32Array {
  const places = new Int32Array(size).fill(-1);
  // Each distinct value once, with the rows that have it: 100,000 rows of five frameworks sort five
  // names, not 100,000; numbers sort by the engine's numeric sort, with no comparator.
  const rowsOf = new Map<string | number, number[]>();
  let numeric = true;
  for (const row of rows) {
    const value = sortValue(key, row);
    if (value === null) continue;
    numeric &&= typeof value === 'number';
    const same = rowsOf.get(value);
    if (same) same.push(row.index);
    else rowsOf.set(value, [row.index]);
  }
  const values = numeric ? [...new Float64Array(rowsOf.keys() as Iterable<number>).sort()] : [...rowsOf.keys()].sort(compareValues);
  let place = -1;
  values.forEach((value, i) => {
    // Values the order holds equal (names that differ only in case or accents) share a place.
    if (!i || compareValues(values[i - 1]!, value)) place++;
    for (const index of rowsOf.get(value)!) places[index] = place;
  });
  return places;
}

/**
 * A sorted copy. Missing values (null scores, no framework) go last in both directions; equal
 * values keep their order in the data (`row.index`) in both directions (stable). The rows are
 * counted into their places by key (`keys`: the data's {@link sortKeys}, made here when not given),
 * so no comparator runs per pair, which took most of a 100,000-row re-sort (issue 40; the profile
 * in docs/performance.md).
 */
export function sortRows<R extends RankedRow>(rows: readonly R[], spec: SortSpec, keys: SortKeys = sortKeys(rows)): R[] {
  // Ties keep index order: the rows are taken in index order (the element's are already).
  const inOrder = rows.every((row, i) => !i || rows[i - 1]!.index < row.index) ? rows : [...rows].sort((a, b) => a.index - b.index);
  return countingSort(inOrder, keys(spec.key), spec.direction === 'desc');
}

/** Rows in index order by their places (descending or not), ties in index order, rows without a place last: one pass to count, one to place. */
function countingSort<R extends RankedRow>(inOrder: readonly R[], places: SortPlaces, descending: boolean): R[] {
  let most = -1;
  for (const row of inOrder) most = Math.max(most, places[row.index]!);
  // A bucket per place, in the sort's direction, then one for the rows without a value.
  const bucket = (place: number) => (place < 0 ? most + 1 : descending ? most - place : place);
  const starts = new Int32Array(most + 3);
  for (const row of inOrder) starts[bucket(places[row.index]!) + 1]!++;
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
  const sorted = new Array<R>(inOrder.length);
  for (const row of inOrder) sorted[starts[bucket(places[row.index]!)]!++] = row;
  return sorted;
}

/** The distinct frameworks, A→Z; an entry without one contributes '' (listed last). */
export function frameworkNames(entries: readonly RankableEntry[]): string[] {
  const names = [...new Set(entries.map((entry) => entry.framework))];
  if (names.length <= 2000) return names.sort((a, b) => Number(a === '') - Number(b === '') || compareText(a, b));
  // Past a legend anyone reads whole, the collator's cost (a quarter second for 100,000 names on a
  // slow machine) buys nothing: lower-cased code-point order is as stable and ten times faster.
  const keyed = names.map((name) => ({ name, key: name.toLowerCase() }));
  keyed.sort((a, b) => Number(a.name === '') - Number(b.name === '') || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return keyed.map((item) => item.name);
}

export interface LeaderboardSummary<E extends RankableEntry = RankableEntry> {
  /** Every entry with the best score, in input order. */
  leaders: E[];
  best: number;
  worst: number;
  /** best − worst. */
  spread: number;
  /** How many entries have a score. */
  scored: number;
}

/**
 * Best, worst and spread (≥ 0) over the scored entries that are not reference rows; null when no
 * such entry has a score. With `higherIsBetter: false` the best is the lowest.
 */
export function summarize<E extends RankableEntry>(entries: readonly E[], { higherIsBetter = true }: RankOptions = {}): LeaderboardSummary<E> | null {
  const scored = entries.filter((entry) => entry.score !== null && !entry.reference);
  if (!scored.length) return null;
  let high = -Infinity;
  let low = Infinity;
  for (const { score } of scored) {
    high = Math.max(high, score!);
    low = Math.min(low, score!);
  }
  const [best, worst] = higherIsBetter ? [high, low] : [low, high];
  return {
    leaders: scored.filter((entry) => entry.score === best),
    best,
    worst,
    spread: high - low,
    scored: scored.length,
  };
}

/** How many entries each framework has ('' for entries without one). */
export function frameworkCounts(entries: readonly RankableEntry[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { framework } of entries) counts.set(framework, (counts.get(framework) ?? 0) + 1);
  return counts;
}

/**
 * The frameworks the legend shows as buttons when there are more than `max`: the
 * largest groups (most entries; ties A→Z as in `names`), shown in `names` order so
 * the legend reads as before; the rest go behind "+N more". Linear in the names
 * plus a sort of the counts, so 100,000 frameworks stay well under a second.
 */
export function legendFrameworks(names: readonly string[], counts: ReadonlyMap<string, number>, max: number): string[] {
  if (names.length <= max) return [...names];
  // One pass keeping the `max` largest so far (earlier names win ties): no sort of every name.
  const top: { i: number; count: number }[] = [];
  names.forEach((name, i) => {
    const count = counts.get(name) ?? 0;
    if (top.length === max && count <= top[max - 1]!.count) return;
    let at = top.length;
    while (at > 0 && top[at - 1]!.count < count) at--;
    top.splice(at, 0, { i, count });
    if (top.length > max) top.pop();
  });
  return top.map((item) => item.i).sort((a, b) => a - b).map((i) => names[i]!);
}
