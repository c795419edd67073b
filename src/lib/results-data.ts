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
import { isScoreObject, parseScoreObject, type ScoreInput, type Spread } from './results-score.js';

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
  /** Characters of the title, metric, unit or note (the data's or a row's). */
  text: 2_000,
  /** Tags of one row, and characters of one tag. */
  tags: 12,
  tag: 60,
} as const;

/** Counts as "100,000" (formatCount), not as limits.ts's formatLimit, which says "2 MB" for 2,000,000. */
export function overLimit(path: string, n: number, limit: number, what: string): never {
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

/** One row of a backbone: a training setting ("+ CodeSpecWeave") or another method of the table. */
export interface ResultsRow {
  label: string;
  role?: RowRole | null;
  /**
   * Score per benchmark name: a number, `{ "value": 99.3, "std": 1.2 }` or `{ "value": 38.6, "low": 35.9,
   * "high": 41.4 }`; a missing or `null` score is shown as "—".
   */
  scores?: Record<string, ScoreInput>;
  /** The row's published average, shown as given; wins over the computed mean. */
  average?: number | null;
  /** A footnote: a marker on the row, the text under the table. */
  note?: string;
  /** Short labels ("tool use", "teacher: GPT-4"), shown as chips and read out. */
  tags?: string[];
}

export interface ResultsBackbone {
  name: string;
  rows: ResultsRow[];
}

/**
 * A benchmark named with the group it belongs to (grouped in the table's header and the toggles),
 * and, for one on another scale than the rest (a Codeforces rating beside percentages), its own
 * `domain`, `unit` and `decimals`: its bars, values and gains use them ("+120", never "pp").
 */
export interface BenchmarkInput {
  name: string;
  group?: string;
  /** This benchmark's axis, [start, end] (default: the data's). `number[]` as JSON gives it; checked at run time. */
  domain?: number[];
  /** Unit after its values (default: the data's); '' for none. */
  unit?: string;
  /** Decimals of its values and gains (default: the data's). */
  decimals?: number;
}

/** How one benchmark's values are drawn and written: its axis, unit and decimals. */
export interface BenchmarkScale {
  domain: [number, number];
  unit: string;
  decimals: number;
}

/** What an author passes as `data` (JSON or an object). */
export interface ResultsData {
  /** The heading (the `heading` attribute wins over it). Default: none. */
  title?: string;
  /** A line under the heading (the `description` attribute wins over it). */
  description?: string;
  /** Name of the measure, used in the axis title and the table caption. Default "Score". */
  metric?: string;
  /** Unit after each value. Default "%"; with "%" differences are percentage points ("pp"). */
  unit?: string;
  /**
   * The fixed axis, [start, end]: toggling never rescales it. Default [0, 100]. Typed `number[]` so a
   * JSON file imported with `resolveJsonModule` can be cast `as ResultsInput`; checked at run time.
   */
  domain?: number[];
  /** Decimals shown for values, differences and averages. Default 2. */
  decimals?: number;
  /** A source line shown under the chart ("Paper Table 2 · three samples per task"). */
  note?: string;
  /** `false` hides the Average column. Default true. */
  average?: boolean;
  /**
   * `false`: no row is a baseline, even in a backbone that marks no role (otherwise its first row is compared
   * with its last). A backbone with a `highlight` row and no `baseline` row has no baseline either way.
   */
  baseline?: boolean;
  benchmarks: (string | BenchmarkInput)[];
  backbones: ResultsBackbone[];
}

/** A validated row: every score a number or null, spreads beside them. */
export interface ParsedRow {
  label: string;
  role: RowRole | null;
  scores: Record<string, number | null>;
  /** Uncertainty per benchmark, only where given; absent when the row has none. */
  spread?: Record<string, Spread>;
  /** The published average, when given (null: given as missing). */
  average?: number | null;
  note: string;
  tags: readonly string[];
}

/** Validated data: every default filled in. */
export interface ParsedResults {
  title: string;
  description: string;
  metric: string;
  unit: string;
  domain: [number, number];
  decimals: number;
  note: string;
  /** Whether the Average column shows. */
  average: boolean;
  /** `false`: no row of any backbone is the baseline. */
  baseline: boolean;
  benchmarks: string[];
  /** The group of each benchmark, in `benchmarks` order ('' for none). */
  groups: string[];
  /** The benchmarks with a scale of their own, by name (the others use `domain`, `unit`, `decimals`). */
  scales?: Record<string, Partial<BenchmarkScale>>;
  backbones: { name: string; rows: ParsedRow[] }[];
}
export type ParsedBackbone = ParsedResults['backbones'][number];

const NO_TAGS: readonly string[] = Object.freeze([]);

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

/** Benchmarks as names or `{ name, group, domain, unit, decimals }`: the names, each one's group ('' for none), and the scales of their own. */
function benchmarkNames(list: unknown[], path: string): { names: string[]; groups: string[]; scales?: Record<string, Partial<BenchmarkScale>> } {
  const seen = new Set<string>();
  const groups: string[] = [];
  let scales: Record<string, Partial<BenchmarkScale>> | undefined;
  const names = list.map((item, i) => {
    const object = isPlainObject(item);
    const at = `${path}[${i}]${object ? '.name' : ''}`;
    const name = limitedString(object ? item.name : item, at, RESULTS_LIMITS.label);
    if (seen.has(name)) throw new DataError(at, `duplicate benchmark "${name}"`);
    seen.add(name);
    const group = object ? item.group : undefined;
    groups.push(group === undefined || group === null ? '' : limitedString(group, `${path}[${i}].group`, RESULTS_LIMITS.label));
    if (object && (item.domain != null || item.unit != null || item.decimals != null)) {
      const scale: Partial<BenchmarkScale> = {};
      if (item.domain != null) scale.domain = optionalDomain(item.domain, `${path}[${i}].domain`, [0, 100]);
      if (item.unit != null) scale.unit = optionalText(item.unit, `${path}[${i}].unit`, '');
      if (item.decimals != null) scale.decimals = optionalDecimals(item.decimals, `${path}[${i}].decimals`, 2);
      // Own property, never the prototype: a benchmark may be named "__proto__".
      Object.defineProperty((scales ??= Object.create(null) as Record<string, Partial<BenchmarkScale>>), name, { value: scale, enumerable: true });
    }
    return name;
  });
  return { names, groups, ...(scales && { scales }) };
}

/** Some benchmark is on another axis or in another unit than the data's. */
function otherScale(scales: Record<string, Partial<BenchmarkScale>> | undefined, domain: [number, number], unit: string): boolean {
  return Object.values(scales ?? {}).some((own) => (own.domain && (own.domain[0] !== domain[0] || own.domain[1] !== domain[1])) || (own.unit !== undefined && own.unit !== unit));
}

/** The axis, unit and decimals of `benchmark`: its own where it has them, else the data's. */
export function scaleOf(data: Pick<ParsedResults, 'domain' | 'unit' | 'decimals' | 'scales'>, benchmark: string): BenchmarkScale {
  const own = data.scales?.[benchmark];
  return { domain: own?.domain ?? data.domain, unit: own?.unit ?? data.unit, decimals: own?.decimals ?? data.decimals };
}

function optionalBoolean(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new DataError(path, `expected true or false, got ${JSON.stringify(value)}`);
  return value;
}

function parseTags(value: unknown, path: string): readonly string[] {
  if (value === undefined || value === null) return NO_TAGS;
  const list = expectArray(value, path);
  if (list.length > RESULTS_LIMITS.tags) overLimit(path, list.length, RESULTS_LIMITS.tags, 'tags');
  return list.map((tag, i) => limitedString(tag, `${path}[${i}]`, RESULTS_LIMITS.tag));
}

/** Validates untrusted input into {@link ParsedResults}, or throws a `DataError` naming the path. */
export function parseResults(raw: unknown): ParsedResults {
  const data = expectObject(raw, 'data');
  const domain = optionalDomain(data.domain, 'data.domain', [0, 100]);
  const L = RESULTS_LIMITS;
  const { names: benchmarks, groups, scales } = benchmarkNames(nonEmptyArray(data.benchmarks, 'data.benchmarks', 'benchmark', L.benchmarks), 'data.benchmarks');
  // Each benchmark's own domain, where it has one: its scores are checked against that.
  const domainOf = (benchmark: string) => scales?.[benchmark]?.domain ?? domain;
  const unit = optionalText(data.unit, 'data.unit', '%');
  const noBaseline = !optionalBoolean(data.baseline, 'data.baseline', true);
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
        if (role === 'baseline' && noBaseline) throw new DataError(`${at()}.role`, 'a "baseline" row, but data.baseline is false');
        if (roleRow[role] !== undefined) {
          throw new DataError(`${at()}.role`, `a second "${role}" row; rows[${roleRow[role]}] is already the ${role}`);
        }
        roleRow[role] = r;
      }
      // A plain object (Object.create(null) is a slow dictionary in V8: 100,000 of them cost a second).
      // Reads go through scoreOf, which takes only numbers, so an inherited "constructor" is no score;
      // "__proto__" is written as an own property, never as the prototype.
      const scores: Record<string, number | null> = {};
      let spread: Record<string, Spread> | undefined;
      const given = row.scores;
      if (given !== undefined && given !== null) {
        if (!isPlainObject(given)) expectObject(given, `${at()}.scores`);
        for (const key in given as JsonObject) {
          if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
          if (!known.has(key)) throw new DataError(`${at()}.scores`, `unknown benchmark "${key}"`);
          const value = (given as JsonObject)[key];
          const [min, max] = scales ? domainOf(key) : domain;
          let score: number | null;
          if (value === null) score = null;
          else if (typeof value === 'number' && value >= min && value <= max) score = value;
          else if (isScoreObject(value)) {
            const parsed = parseScoreObject(value, `${at()}.scores[${JSON.stringify(key)}]`, [min, max]);
            score = parsed.value;
            if (parsed.spread) Object.defineProperty((spread ??= {}), key, { value: parsed.spread, enumerable: true, writable: true, configurable: true });
          } else score = expectNumber(value, `${at()}.scores[${JSON.stringify(key)}]`, [min, max]);
          if (key === '__proto__') Object.defineProperty(scores, key, { value: score, enumerable: true, writable: true, configurable: true });
          else scores[key] = score;
        }
      }
      const parsed: ParsedRow = { label: label as string, role, scores, note: '', tags: NO_TAGS };
      if (spread) parsed.spread = spread;
      if (row.average !== undefined) parsed.average = row.average === null ? null : expectNumber(row.average, `${at()}.average`, domain);
      if (row.note !== undefined && row.note !== null) parsed.note = optionalText(row.note, `${at()}.note`, '');
      if (row.tags !== undefined) parsed.tags = parseTags(row.tags, `${at()}.tags`);
      return parsed;
    });
    return { name: names[b]!, rows };
  });
  return {
    title: optionalText(data.title, 'data.title', ''),
    description: optionalText(data.description, 'data.description', ''),
    metric: optionalText(data.metric, 'data.metric', 'Score'),
    unit,
    domain,
    decimals: optionalDecimals(data.decimals, 'data.decimals', 2),
    note: optionalText(data.note, 'data.note', ''),
    // A mean across benchmarks on other scales (a rating and percentages) is no figure: no Average by default.
    average: optionalBoolean(data.average, 'data.average', !otherScale(scales, domain, unit)),
    baseline: !noBaseline,
    benchmarks,
    groups,
    ...(scales && { scales }),
    backbones,
  };
}

/** What the long CSV form's reader (results-csv.ts, a chunk) checks with: passed to it, not imported by it. */
export const CSV_RULES = { DataError, overLimit, RESULTS_LIMITS, ROW_ROLES, parseScoreObject };

// The long CSV form (resultsFromCsv) is in ./results-csv.ts: a chunk the element loads only for a CSV
// source (a re-export here would put it back in the first view).
