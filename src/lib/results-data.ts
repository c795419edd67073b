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
  optionalDecimals,
  optionalDomain,
  optionalString,
} from './validate.js';

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

function nonEmptyArray(value: unknown, path: string, what: string): unknown[] {
  const list = expectArray(value, path);
  if (!list.length) throw new DataError(path, `expected at least one ${what}, got an empty array`);
  return list;
}

function uniqueNames(list: unknown[], path: string, what: string, field = ''): string[] {
  const seen = new Set<string>();
  return list.map((item, i) => {
    const at = `${path}[${i}]${field}`;
    const name = expectString(field ? expectObject(item, `${path}[${i}]`).name : item, at, { nonEmpty: true });
    if (seen.has(name)) throw new DataError(at, `duplicate ${what} "${name}"`);
    seen.add(name);
    return name;
  });
}

/** Validates untrusted input into {@link ParsedResults}, or throws a `DataError` naming the path. */
export function parseResults(raw: unknown): ParsedResults {
  const data = expectObject(raw, 'data');
  const domain = optionalDomain(data.domain, 'data.domain', [0, 100]);
  const benchmarks = uniqueNames(nonEmptyArray(data.benchmarks, 'data.benchmarks', 'benchmark'), 'data.benchmarks', 'benchmark');
  const backboneList = nonEmptyArray(data.backbones, 'data.backbones', 'backbone');
  const names = uniqueNames(backboneList, 'data.backbones', 'backbone', '.name');
  const backbones = backboneList.map((item, b) => {
    const path = `data.backbones[${b}].rows`;
    const roleRow: Partial<Record<RowRole, number>> = {};
    const rows = nonEmptyArray((item as Record<string, unknown>).rows, path, 'row').map((rawRow, r) => {
      const at = `${path}[${r}]`;
      const row = expectObject(rawRow, at);
      const label = expectString(row.label, `${at}.label`, { nonEmpty: true });
      let role: RowRole | null = null;
      if (row.role !== undefined && row.role !== null) {
        role = expectOneOf(row.role, `${at}.role`, ROW_ROLES);
        if (roleRow[role] !== undefined) {
          throw new DataError(`${at}.role`, `a second "${role}" row; rows[${roleRow[role]}] is already the ${role}`);
        }
        roleRow[role] = r;
      }
      // No prototype: a benchmark may be called "__proto__" or "constructor" without harm.
      const scores: Record<string, number | null> = Object.create(null);
      if (row.scores !== undefined && row.scores !== null) {
        for (const [key, value] of Object.entries(expectObject(row.scores, `${at}.scores`))) {
          if (!benchmarks.includes(key)) throw new DataError(`${at}.scores`, `unknown benchmark "${key}"`);
          scores[key] = value === null ? null : expectNumber(value, `${at}.scores[${JSON.stringify(key)}]`, domain);
        }
      }
      return { label, role, scores };
    });
    return { name: names[b]!, rows };
  });
  return {
    title: optionalString(data.title, 'data.title', ''),
    metric: optionalString(data.metric, 'data.metric', 'Score'),
    unit: optionalString(data.unit, 'data.unit', '%'),
    domain,
    decimals: optionalDecimals(data.decimals, 'data.decimals', 2),
    note: optionalString(data.note, 'data.note', ''),
    benchmarks,
    backbones,
  };
}
