/**
 * The full validation of `<results-toggle>` data: every shape the contract allows (benchmarks with a
 * group or a scale of their own, scores with a spread, notes, tags, published averages) and the
 * wording of every problem, each naming the path of the offending value, e.g.
 * `data.backbones[0].rows[1].scores: unknown benchmark "X" (data.benchmarks has "A", "B")`. Pure: no Lit, no DOM.
 *
 * A chunk: the element reads plain data (numbers, names and roles) with results-data.ts's
 * readPlainResults and loads this for anything else, or anything wrong (a first view of the paper's
 * own table never needs it). It imports validate.ts's typed checks, which only it and the CSV reader
 * run, so a first view of plain data does not carry them; the limits, the roles and formatCount,
 * which the first view has, come in `rules` (results-data.ts's CSV_RULES), not as imports: a chunk
 * importing a first-view module makes a consumer's esbuild split that module into a first-view file
 * of its own (issue 40). The one such module is the error (data-error.ts, which the checks import and
 * the base throws too): a first-view file of 0.1 KB, as in the leaderboard's and the web's first views.
 */
import type { BenchmarkScale, CSV_RULES, ParsedResults, ParsedRow, RowRole } from './results-data.js';
import {
  DataError,
  expectArray,
  expectNumber,
  expectObject,
  expectOneOf,
  expectString,
  fail,
  isPlainObject,
  optionalDecimals,
  optionalDomain,
  optionalString,
  type JsonObject,
} from './validate.js';
import { quoteNames, readKey } from './missing-key.js';
import type { Spread } from './results-score.js';

/** What the validation takes from the first view: results-data.ts's CSV_RULES. */
export type ResultsRules = typeof CSV_RULES;

/** The full validation over `rules` (see the module's comment): `parseResults` and what the CSV reader shares with it. */
export function resultsParser(rules: ResultsRules) {
  const { formatCount, RESULTS_LIMITS, ROW_ROLES } = rules;

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

  const SCORE_KEYS = new Set(['value', 'std', 'low', 'high']);

  /**
   * Validates the object form of a score at `path` (`data.backbones[0].rows[1].scores["X"]`): a value in
   * the domain (or null), then either a `std` ≥ 0 or both `low` ≤ value ≤ `high`, never both kinds.
   */
  function parseScoreObject(raw: JsonObject, path: string, domain: readonly [number, number]): { value: number | null; spread?: Spread } {
    for (const key of Object.keys(raw)) {
      if (!SCORE_KEYS.has(key)) throw new DataError(path, `unknown field "${key}"; a score object has value and std, or value, low and high`);
    }
    if (!('value' in raw)) throw new DataError(`${path}.value`, 'expected a number, got nothing');
    const value = raw.value === null ? null : expectNumber(raw.value, `${path}.value`, domain);
    const given = (key: string) => raw[key] !== undefined && raw[key] !== null;
    if (given('std') && (given('low') || given('high'))) {
      throw new DataError(path, 'expected either std or low and high, got both');
    }
    if (given('std')) {
      const std = expectNumber(raw.std, `${path}.std`);
      if (std < 0) fail(`${path}.std`, 'a number of 0 or more', raw.std);
      // At most the scale's width: a larger spread says nothing, and 1e308 would be shown as "± Infinity".
      if (std > domain[1] - domain[0]) fail(`${path}.std`, `a number from 0 to ${domain[1] - domain[0]} (the width of the scale)`, raw.std);
      return value === null ? { value } : { value, spread: { std } };
    }
    if (given('low') !== given('high')) {
      throw new DataError(`${path}.${given('low') ? 'high' : 'low'}`, 'expected a number with its pair, got nothing');
    }
    if (!given('low')) return { value };
    const low = expectNumber(raw.low, `${path}.low`, domain);
    const high = expectNumber(raw.high, `${path}.high`, domain);
    if (value !== null && !(low <= value && value <= high)) {
      throw new DataError(path, `expected low ≤ value ≤ high, got ${low}, ${value}, ${high}`);
    }
    if (value !== null && low > high) throw new DataError(path, `expected low ≤ high, got ${low}, ${high}`);
    return value === null ? { value } : { value, spread: { low, high } };
  }

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
  function parseResults(raw: unknown): ParsedResults {
    const data = expectObject(raw, 'data');
    const domain = optionalDomain(data.domain, 'data.domain', [0, 100]);
    const L = RESULTS_LIMITS;
    const benchmarkList = readKey(data, 'benchmarks', 'data', (value, at) => nonEmptyArray(value, at, 'benchmark', L.benchmarks));
    const { names: benchmarks, groups, scales } = benchmarkNames(benchmarkList, 'data.benchmarks');
    // Each benchmark's own domain, where it has one: its scores are checked against that.
    const domainOf = (benchmark: string) => scales?.[benchmark]?.domain ?? domain;
    const unit = optionalText(data.unit, 'data.unit', '%');
    const noBaseline = !optionalBoolean(data.baseline, 'data.baseline', true);
    const known = new Set(benchmarks);
    const backboneList = readKey(data, 'backbones', 'data', (value, at) => nonEmptyArray(value, at, 'backbone', L.backbones));
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
          // A list in the benchmarks' order is the likeliest other shape: said with the keys to write.
          if (Array.isArray(given)) {
            const example = benchmarks.slice(0, 2).map((name) => `${JSON.stringify(name)}: …`).join(', ');
            fail(`${at()}.scores`, `an object of scores by benchmark: { ${example}${benchmarks.length > 2 ? ', …' : ''} }`, given);
          }
          if (!isPlainObject(given)) expectObject(given, `${at()}.scores`);
          for (const key in given as JsonObject) {
            if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
            if (!known.has(key)) throw new DataError(`${at()}.scores`, `unknown benchmark "${key}" (data.benchmarks has ${quoteNames(benchmarks)})`);
            const value = (given as JsonObject)[key];
            const [min, max] = scales ? domainOf(key) : domain;
            let score: number | null;
            if (value === null) score = null;
            else if (typeof value === 'number' && value >= min && value <= max) score = value;
            else if (isPlainObject(value)) {
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

  return { parseResults, parseScoreObject, overLimit };
}
