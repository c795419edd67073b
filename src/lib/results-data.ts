/**
 * The data shape of `<results-toggle>`, and the reader of its plain form. Pure: no Lit, no DOM.
 *
 * A result table is a grid: backbones × training rows × benchmarks. Plain data (benchmarks by name,
 * rows of a label, a role and numeric scores) is read here, at once; anything else, and anything
 * wrong, goes through the full validation (results-parse.ts, a chunk the element loads on first
 * use), whose messages name the path of the offending value, e.g.
 * `data.backbones[0].rows[1].scores: unknown benchmark "X"`.
 */
import { isPlainObject } from './data-error.js';
import { formatCount } from './format.js';
import type { ScoreInput, Spread } from './results-score.js';

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

/** The axis, unit and decimals of `benchmark`: its own where it has them, else the data's. */
export function scaleOf(data: Pick<ParsedResults, 'domain' | 'unit' | 'decimals' | 'scales'>, benchmark: string): BenchmarkScale {
  const own = data.scales?.[benchmark];
  return { domain: own?.domain ?? data.domain, unit: own?.unit ?? data.unit, decimals: own?.decimals ?? data.decimals };
}

/** No tags: the rows of plain data (and the full validation's rows without tags) carry none. */
const NO_TAGS: readonly string[] = Object.freeze([]);

/** Text within the length limit, or its fallback when absent; undefined for anything else. */
function plainText(value: unknown, fallback: string): string | undefined {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' && value.length <= RESULTS_LIMITS.text ? value : undefined;
}

/** A name (benchmark, backbone): text with a letter, within the length limit. */
const plainName = (value: unknown): value is string => typeof value === 'string' && value.length <= RESULTS_LIMITS.label && value.trim() !== '';

/**
 * Plain data, read without the full validation: the top-level options, benchmarks by name, and rows
 * of only a `label`, a `role` and numeric (or null) `scores`, each well-formed and within the limits.
 * What it returns is exactly what the full validation (results-parse.ts) returns for the same input;
 * for any other input (a benchmark's group or scale, a score's spread, a row's note, tags or average),
 * or anything wrong, it returns undefined and leaves the input to that, which says what is wrong. So
 * the first view carries no message of it. 100,000 such rows read in a few tens of milliseconds.
 */
export function readPlainResults(raw: unknown): ParsedResults | undefined {
  if (!isPlainObject(raw)) return undefined;
  const L = RESULTS_LIMITS;
  const { benchmarks: benchmarkList, backbones: backboneList } = raw;
  const [title, description, metric, unit, note] = [
    plainText(raw.title, ''),
    plainText(raw.description, ''),
    plainText(raw.metric, 'Score'),
    plainText(raw.unit, '%'),
    plainText(raw.note, ''),
  ];
  if (title === undefined || description === undefined || metric === undefined || unit === undefined || note === undefined) return undefined;
  const average = raw.average ?? true;
  const baseline = raw.baseline ?? true;
  if (typeof average !== 'boolean' || typeof baseline !== 'boolean') return undefined;
  let domain: [number, number] = [0, 100];
  if (raw.domain !== undefined && raw.domain !== null) {
    if (!Array.isArray(raw.domain) || raw.domain.length !== 2) return undefined;
    const [min, max] = raw.domain as unknown[];
    // Well inside the full validation's bound on magnitude (limits.ts): a stricter reader only hands more to it.
    if (typeof min !== 'number' || typeof max !== 'number' || !(min < max) || !(Math.abs(min) <= 1e12) || !(Math.abs(max) <= 1e12)) return undefined;
    domain = [min, max];
  }
  const decimals = raw.decimals ?? 2;
  if (!(typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 6)) return undefined;
  if (!Array.isArray(benchmarkList) || !benchmarkList.length || benchmarkList.length > L.benchmarks || !benchmarkList.every(plainName)) return undefined;
  const benchmarks = benchmarkList as string[];
  const known = new Set(benchmarks);
  if (known.size < benchmarks.length) return undefined;
  if (!Array.isArray(backboneList) || !backboneList.length || backboneList.length > L.backbones) return undefined;
  const names = new Set<string>();
  let total = 0;
  for (const item of backboneList) {
    if (!isPlainObject(item) || !plainName(item.name) || names.has(item.name) || !Array.isArray(item.rows) || !item.rows.length) return undefined;
    names.add(item.name);
    total += item.rows.length;
  }
  if (total > L.rows || total * benchmarks.length > L.cells) return undefined;
  const [min, max] = domain;
  const backbones: ParsedBackbone[] = [];
  for (const item of backboneList as { name: string; rows: unknown[] }[]) {
    const rows: ParsedRow[] = [];
    const roles = new Set<unknown>();
    for (const row of item.rows) {
      if (!isPlainObject(row) || row.average !== undefined || row.note !== undefined || row.tags !== undefined) return undefined;
      const { label, role = null, scores: given } = row;
      if (typeof label !== 'string' || label.length > L.label || !/\S/.test(label)) return undefined;
      // At most one of each role, and no baseline where the data says there is none.
      if (role !== null && (!ROW_ROLES.includes(role as RowRole) || roles.has(role) || (role === 'baseline' && !baseline))) return undefined;
      roles.add(role);
      const scores: Record<string, number | null> = {};
      if (given !== undefined && given !== null) {
        if (!isPlainObject(given)) return undefined;
        for (const key in given) {
          if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
          const value = given[key];
          if (!known.has(key) || key === '__proto__' || !(value === null || (typeof value === 'number' && value >= min && value <= max))) return undefined;
          scores[key] = value;
        }
      }
      rows.push({ label, role: role as RowRole | null, scores, note: '', tags: NO_TAGS });
    }
    backbones.push({ name: item.name, rows });
  }
  return { title, description, metric, unit, domain, decimals, note, average, baseline, benchmarks, groups: benchmarks.map(() => ''), backbones };
}

/**
 * What the lazy readers (the full validation, results-parse.ts's resultsParser, and the long CSV
 * form's reader, results-csv.ts's resultsFromCsv) take from the first view's modules: passed to them,
 * not imported by them (a chunk importing a first-view module makes a consumer's esbuild split that
 * module into a first-view file of its own, issue 40). validate.ts's typed checks, which only they
 * run, they import themselves: a first view of plain data runs none of them.
 */
export const CSV_RULES = { formatCount, RESULTS_LIMITS, ROW_ROLES };

// The long CSV form (resultsFromCsv) is in ./results-csv.ts and the full validation in ./results-parse.ts:
// chunks the element loads on first use (a re-export here would put them back in the first view).
