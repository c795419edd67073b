/**
 * The data shape of `<results-toggle>` and its validation. Pure: no Lit, no DOM.
 *
 * A result table is a grid: backbones × training rows × benchmarks. Every
 * message names the path of the offending value, e.g.
 * `data.backbones[0].rows[1].scores: unknown benchmark "X"`.
 */
import {
  DataError,
  expectArray,
  expectNumber,
  expectObject,
  expectOneOf,
  expectString,
  isPlainObject,
  type JsonObject,
  optionalDecimals,
  optionalDomain,
  optionalString,
} from './validate.js';
import { formatCount } from './format.js';

/**
 * Limits of `<results-toggle>` data. Under them every input settles (a render or an error) in well
 * under a second; over them the element shows an error naming the limit instead of freezing the tab.
 * 100,000 rows is ten times any paper's table many times over; the Full results table shows them a
 * page at a time.
 */
export const RESULTS_LIMITS = {
  /** Backbones (the first radio group, a select beyond a dozen). */
  backbones: 1_000,
  /** Benchmarks (columns of the full table). */
  benchmarks: 500,
  /** Rows of all backbones together. */
  rows: 100_000,
  /** Scores the full table can hold: rows × benchmarks. */
  cells: 2_000_000,
  /** Characters of a backbone name, a row label or a benchmark name. */
  label: 500,
  /** Characters of the title, metric, unit or note. */
  text: 2_000,
} as const;

/** Counts as "100,000" (formatCount), not as limits.ts's formatLimit, which says "2 MB" for 2,000,000. */
function overLimit(path: string, n: number, limit: number, what: string): never {
  throw new DataError(path, `${formatCount(n)} ${what} is over the limit of ${formatCount(limit)}`);
}

/** A string no longer than `max` characters (checked before any other work on it). */
function limitedString(value: unknown, path: string, max: number): string {
  if (typeof value === 'string' && value.length > max) overLimit(path, value.length, max, 'characters');
  return expectString(value, path, { nonEmpty: true });
}

function optionalText(value: unknown, path: string, fallback: string): string {
  if (typeof value === 'string' && value.length > RESULTS_LIMITS.text) overLimit(path, value.length, RESULTS_LIMITS.text, 'characters');
  return optionalString(value, path, fallback);
}

export const ROW_ROLES = ['baseline', 'highlight'] as const;
/** `baseline`: what every Δ is measured against; `highlight`: the row the headline is about. */
export type RowRole = (typeof ROW_ROLES)[number];

/** One training setting of a backbone (e.g. "Base model", "+ CodeSpecWeave"). */
export interface ResultsRow {
  label: string;
  role?: RowRole | null;
  /** Score per benchmark name; a missing or `null` score is shown as "—". */
  scores?: Record<string, number | null>;
}

export interface ResultsBackbone {
  name: string;
  rows: ResultsRow[];
}

/** What an author passes as `data` (JSON or an object). */
export interface ResultsData {
  title?: string;
  /** Name of the measure, used in the axis title and the table caption. Default "Score". */
  metric?: string;
  /** Unit after each value. Default "%"; with "%" differences are percentage points ("pp"). */
  unit?: string;
  /** The fixed axis: toggling never rescales it. Default [0, 100]. */
  domain?: [number, number];
  /** Decimals shown for values, differences and averages. Default 2. */
  decimals?: number;
  /** A source line shown under the chart ("Paper Table 2 · three samples per task"). */
  note?: string;
  benchmarks: string[];
  backbones: ResultsBackbone[];
}

/** Validated data: every default filled in, every score a number or null. */
export interface ParsedResults extends Required<Omit<ResultsData, 'backbones'>> {
  backbones: { name: string; rows: { label: string; role: RowRole | null; scores: Record<string, number | null> }[] }[];
}
export type ParsedBackbone = ParsedResults['backbones'][number];
export type ParsedRow = ParsedBackbone['rows'][number];

function nonEmptyArray(value: unknown, path: string, what: string, max = Infinity): unknown[] {
  const list = expectArray(value, path);
  if (!list.length) throw new DataError(path, `expected at least one ${what}, got an empty array`);
  if (list.length > max) overLimit(path, list.length, max, `${what}s`);
  return list;
}

function uniqueNames(list: unknown[], path: string, what: string, field = ''): string[] {
  const seen = new Set<string>();
  return list.map((item, i) => {
    const at = `${path}[${i}]${field}`;
    const name = limitedString(field ? expectObject(item, `${path}[${i}]`).name : item, at, RESULTS_LIMITS.label);
    if (seen.has(name)) throw new DataError(at, `duplicate ${what} "${name}"`);
    seen.add(name);
    return name;
  });
}

/** Validates untrusted input into {@link ParsedResults}, or throws a `DataError` naming the path. */
export function parseResults(raw: unknown): ParsedResults {
  const data = expectObject(raw, 'data');
  const domain = optionalDomain(data.domain, 'data.domain', [0, 100]);
  const L = RESULTS_LIMITS;
  const benchmarks = uniqueNames(nonEmptyArray(data.benchmarks, 'data.benchmarks', 'benchmark', L.benchmarks), 'data.benchmarks', 'benchmark');
  const known = new Set(benchmarks);
  const backboneList = nonEmptyArray(data.backbones, 'data.backbones', 'backbone', L.backbones);
  const names = uniqueNames(backboneList, 'data.backbones', 'backbone', '.name');
  // Counted before any row is read, so a million rows are refused at once instead of validated first.
  let total = 0;
  for (const item of backboneList) {
    const rows = (item as Record<string, unknown>).rows;
    if (Array.isArray(rows)) total += rows.length;
  }
  if (total > L.rows) overLimit('data.backbones', total, L.rows, 'rows in all');
  if (total * benchmarks.length > L.cells) {
    overLimit('data.backbones', total * benchmarks.length, L.cells, `cells (${formatCount(total)} rows × ${benchmarks.length} benchmarks)`);
  }
  const backbones = backboneList.map((item, b) => {
    const path = `data.backbones[${b}].rows`;
    const roleRow: Partial<Record<RowRole, number>> = {};
    const [min, max] = domain;
    // The common case checked inline, without building a path string or an array per row or score:
    // at 100,000 rows the garbage of those dominated. A value that fails goes through the validators,
    // which build the path and throw the message.
    const rows = nonEmptyArray((item as Record<string, unknown>).rows, path, 'row').map((rawRow, r) => {
      const at = () => `${path}[${r}]`;
      const row = isPlainObject(rawRow) ? rawRow : expectObject(rawRow, at());
      const label = row.label;
      if (typeof label !== 'string' || label.length > L.label || !/\S/.test(label)) limitedString(label, `${at()}.label`, L.label);
      let role: RowRole | null = null;
      if (row.role !== undefined && row.role !== null) {
        role = expectOneOf(row.role, `${at()}.role`, ROW_ROLES);
        if (roleRow[role] !== undefined) {
          throw new DataError(`${at()}.role`, `a second "${role}" row; rows[${roleRow[role]}] is already the ${role}`);
        }
        roleRow[role] = r;
      }
      // A plain object (Object.create(null) is a slow dictionary in V8: 100,000 of them cost a second).
      // Reads go through scoreOf, which takes only numbers, so an inherited "constructor" is no score;
      // "__proto__" is written as an own property, never as the prototype.
      const scores: Record<string, number | null> = {};
      const given = row.scores;
      if (given !== undefined && given !== null) {
        if (!isPlainObject(given)) expectObject(given, `${at()}.scores`);
        for (const key in given as JsonObject) {
          if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
          if (!known.has(key)) throw new DataError(`${at()}.scores`, `unknown benchmark "${key}"`);
          const value = (given as JsonObject)[key];
          const score =
            value === null ? null : typeof value === 'number' && value >= min && value <= max ? value : expectNumber(value, `${at()}.scores[${JSON.stringify(key)}]`, domain);
          if (key === '__proto__') Object.defineProperty(scores, key, { value: score, enumerable: true, writable: true, configurable: true });
          else scores[key] = score;
        }
      }
      return { label: label as string, role, scores };
    });
    return { name: names[b]!, rows };
  });
  return {
    title: optionalText(data.title, 'data.title', ''),
    metric: optionalText(data.metric, 'data.metric', 'Score'),
    unit: optionalText(data.unit, 'data.unit', '%'),
    domain,
    decimals: optionalDecimals(data.decimals, 'data.decimals', 2),
    note: optionalText(data.note, 'data.note', ''),
    benchmarks,
    backbones,
  };
}
