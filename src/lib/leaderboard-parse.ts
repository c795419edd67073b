/**
 * The full validation of untrusted leaderboard JSON into ./leaderboard-data.ts's shape: every field,
 * link, note, interval and colour checked, and every problem named by its path. A chunk of its own:
 * the element reads plain boards with readPlainLeaderboard and loads this on the first board that
 * is not plain (or on its first error).
 *
 * What it shares with the first view (the plain entry's reader, the limits and defaults, the count
 * and limit wording) comes in `kit`, leaderboard-data.ts's DATA_KIT, not as imports: a chunk
 * importing a first-view module makes a consumer's esbuild split that module into a first-view file
 * of its own (issue 40). Only validate.ts's typed checks are imported (no first view of the
 * leaderboard has them); they throw the one DataError of lib/data-error.ts, which so stays shared.
 */
import { DataError, describeValue, expectArray, expectNumber, expectObject, expectString, fail, optionalDecimals, optionalDomain, optionalString } from './validate.js';
import { cssColorProblem } from './css-color.js';
import { readKey } from './missing-key.js';
import type { DataKit, Decimals, FieldType, FieldValue, LeaderboardData, LeaderboardEntry, LeaderboardField, LeaderboardLink } from './leaderboard-data.js';

/** The types a `fields` column may have (leaderboard-data.ts's FieldType): only this validation checks them. */
const FIELD_TYPES: readonly FieldType[] = ['number', 'text', 'date', 'flag', 'link'];

/** A field key: used in `sort="key:dir"` and as a CSV header, so no colon and not a built-in column. */
const FIELD_KEY = /^[^\s:][^:]{0,59}$/;

function optionalBound(value: unknown, path: string, domain: [number, number]): number | undefined {
  return value === undefined || value === null ? undefined : expectNumber(value, path, domain);
}

function optionalBoolean(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value;
}

function readDecimals(value: unknown, path: string, fallback: Decimals): Decimals {
  if (value === 'auto') return 'auto';
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 6) fail(path, 'an integer from 0 to 6, or "auto"', value);
  return value;
}

/** The full validation over `kit` (see the module's comment). */
export function leaderboardParser(kit: DataKit) {
  const { DEFAULT_GROUP_LABEL, DEFAULT_METRIC, ISO_DATE, LEADERBOARD_LIMITS, SORT_KEYS, formatCount, formatLimit, readPlainEntry } = kit;

  function limitedText(value: string, path: string): string {
    if (value.length > LEADERBOARD_LIMITS.text) {
      const length = formatCount(value.length);
      throw new DataError(path, `longer than the ${formatLimit(LEADERBOARD_LIMITS.text)}-character limit (${length} characters)`);
    }
    return value;
  }

  function parseFields(value: unknown): LeaderboardField[] {
    if (value === undefined || value === null) return [];
    const list = expectArray(value, 'data.fields');
    if (list.length > LEADERBOARD_LIMITS.fields) {
      throw new DataError('data.fields', `${formatCount(list.length)} fields, over the limit of ${LEADERBOARD_LIMITS.fields}`);
    }
    const keys = new Set<string>();
    return list.map((item, i) => {
      const path = `data.fields[${i}]`;
      const field = expectObject(item, path);
      const key = expectString(field.key, `${path}.key`, { nonEmpty: true });
      if (!FIELD_KEY.test(key)) fail(`${path}.key`, 'a name of up to 60 characters without ":"', key);
      if ((SORT_KEYS as readonly string[]).includes(key)) {
        throw new DataError(`${path}.key`, `"${key}" is a built-in column (${SORT_KEYS.join(', ')}); choose another key`);
      }
      if (keys.has(key)) throw new DataError(`${path}.key`, `"${key}" is already the key of another field`);
      keys.add(key);
      const type = field.type;
      if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) {
        fail(`${path}.type`, `one of ${FIELD_TYPES.map((t) => `"${t}"`).join(', ')}`, type);
      }
      return {
        key,
        label: limitedText(optionalString(field.label, `${path}.label`, key), `${path}.label`),
        type: type as FieldType,
        unit: limitedText(optionalString(field.unit, `${path}.unit`, ''), `${path}.unit`),
        decimals: readDecimals(field.decimals, `${path}.decimals`, 'auto'),
      };
    });
  }

  function parseFieldValue(field: LeaderboardField, value: unknown, at: () => string): FieldValue {
    if (value === undefined || value === null || value === '') return null;
    // The common cases without building a path: 100,000 entries × 20 fields stay fast.
    if (field.type === 'number' ? typeof value === 'number' && Number.isFinite(value) : field.type === 'flag' ? typeof value === 'boolean' : false) return value as FieldValue;
    const path = at();
    switch (field.type) {
      case 'number':
        return expectNumber(value, path);
      case 'flag':
        if (typeof value !== 'boolean') fail(path, 'true or false', value);
        return value;
      case 'date':
        if (typeof value !== 'string' || !ISO_DATE.test(value)) fail(path, 'a date as YYYY-MM-DD (or YYYY-MM, YYYY)', value);
        return value;
      case 'text':
      case 'link':
        return limitedText(expectString(value, path), path);
    }
  }

  function parseLinks(value: unknown, path: string): LeaderboardLink[] | undefined {
    if (value === undefined || value === null) return undefined;
    const list = expectArray(value, path);
    if (list.length > LEADERBOARD_LIMITS.links) {
      throw new DataError(path, `${formatCount(list.length)} links, over the limit of ${LEADERBOARD_LIMITS.links}`);
    }
    return list.map((item, i) => {
      const link = expectObject(item, `${path}[${i}]`);
      return {
        label: limitedText(expectString(link.label, `${path}[${i}].label`, { nonEmpty: true }), `${path}[${i}].label`),
        url: limitedText(expectString(link.url, `${path}[${i}].url`, { nonEmpty: true }), `${path}[${i}].url`),
      };
    });
  }

  /**
   * Validates untrusted leaderboard JSON. Duplicate model + framework pairs are
   * allowed (a board may list two runs of one configuration) and both are shown.
   */
  function parseLeaderboardData(raw: unknown): LeaderboardData {
    // A bare list of rows is the likeliest other shape: said with where the rows go.
    if (Array.isArray(raw)) fail('data', 'an object with the rows in "entries": { "entries": [ … ] }', raw);
    const data = expectObject(raw, 'data');
    const domain = optionalDomain(data.domain, 'data.domain', [0, 100]);
    const fields = parseFields(data.fields);
    const fieldKeys = new Set(fields.map((field) => field.key));
    const list = readKey(data, 'entries', 'data', expectArray);
    if (list.length > LEADERBOARD_LIMITS.entries) {
      throw new DataError('data.entries', `${formatLimit(list.length)} entries, over the limit of ${formatLimit(LEADERBOARD_LIMITS.entries)}`);
    }
    const frameworks = new Set<string>();
    const entries = list.map((item, i): LeaderboardEntry => {
      // The common entry (model, framework, score, url; all well-formed) is read as the first view's
      // plain reader reads it, without building a path string per field: 100,000 entries validate in
      // a few tens of milliseconds. Anything else takes the checks below, which name the path of what
      // is wrong (a framework past the limit too).
      const plain = readPlainEntry(item, domain);
      if (plain && (frameworks.has(plain.framework) || frameworks.size < LEADERBOARD_LIMITS.frameworks)) {
        frameworks.add(plain.framework);
        return plain;
      }
      const path = `data.entries[${i}]`;
      const entry = expectObject(item, path);
      const model = limitedText(readKey(entry, 'model', path, (value, at) => expectString(value, at, { nonEmpty: true })), `${path}.model`);
      const framework = limitedText(optionalString(entry.framework, `${path}.framework`, ''), `${path}.framework`);
      frameworks.add(framework);
      if (frameworks.size > LEADERBOARD_LIMITS.frameworks) {
        throw new DataError(`${path}.framework`, `more than ${formatLimit(LEADERBOARD_LIMITS.frameworks)} distinct frameworks, the limit`);
      }
      const score = entry.score === null ? null : expectNumber(entry.score, `${path}.score`, domain);
      const low = optionalBound(entry.low, `${path}.low`, domain);
      const high = optionalBound(entry.high, `${path}.high`, domain);
      const bounds = [low, score, high].filter((bound) => bound !== undefined && bound !== null);
      if (bounds.some((bound, j) => j > 0 && bound < bounds[j - 1]!)) {
        throw new DataError(path, `expected low ≤ score ≤ high, got ${low ?? '…'} ≤ ${score ?? '—'} ≤ ${high ?? '…'}`);
      }
      const result: LeaderboardEntry = { model, framework, score };
      if (low !== undefined) result.low = low;
      if (high !== undefined) result.high = high;
      const url = limitedText(optionalString(entry.url, `${path}.url`, ''), `${path}.url`);
      if (url) result.url = url;
      if (entry.fields !== undefined && entry.fields !== null) {
        const given = expectObject(entry.fields, `${path}.fields`);
        const values: Record<string, FieldValue> = Object.create(null) as Record<string, FieldValue>;
        // Own properties only: a field keyed "constructor" or "toString" that an entry leaves out is
        // missing, not Object's function (which would refuse the whole board).
        for (const field of fields) values[field.key] = parseFieldValue(field, Object.hasOwn(given, field.key) ? given[field.key] : undefined, () => `${path}.fields.${field.key}`);
        const unknown = Object.keys(given).find((key) => !fieldKeys.has(key));
        if (unknown !== undefined) {
          throw new DataError(`${path}.fields`, `"${unknown.slice(0, 60)}" is not a key of data.fields (${fields.map((f) => f.key).join(', ') || 'none declared'})`);
        }
        result.fields = values;
      }
      const links = parseLinks(entry.links, `${path}.links`);
      if (links?.length) result.links = links;
      const note = limitedText(optionalString(entry.note, `${path}.note`, ''), `${path}.note`).trim();
      if (note) result.note = note;
      if (optionalBoolean(entry.reference, `${path}.reference`, false)) result.reference = true;
      if (entry.digits !== undefined) result.digits = optionalDecimals(entry.digits, `${path}.digits`, 0);
      if (entry.fieldDigits !== undefined && entry.fieldDigits !== null) {
        const given = expectObject(entry.fieldDigits, `${path}.fieldDigits`);
        const digits: Record<string, number> = Object.create(null) as Record<string, number>;
        for (const key of Object.keys(given)) if (fieldKeys.has(key)) digits[key] = optionalDecimals(given[key], `${path}.fieldDigits.${key}`, 0);
        result.fieldDigits = digits;
      }
      return result;
    });
    // No prototype: a framework named "__proto__" or "constructor" gets its own colour like any other.
    const colors: Record<string, string> = Object.create(null) as Record<string, string>;
    if (data.colors !== undefined && data.colors !== null) {
      const given = Object.entries(expectObject(data.colors, 'data.colors'));
      if (given.length > LEADERBOARD_LIMITS.frameworks) {
        throw new DataError('data.colors', `${formatLimit(given.length)} colours, over the limit of ${formatLimit(LEADERBOARD_LIMITS.frameworks)}`);
      }
      for (const [name, color] of given) {
        const path = `data.colors[${JSON.stringify(name.length > 60 ? `${name.slice(0, 57)}…` : name)}]`;
        const problem = cssColorProblem(color);
        if (problem) {
          throw new DataError(path, `expected a CSS colour (hex, a name, rgb()/hsl()/oklch()… or var(--…)), got ${describeValue(color)}: ${problem}`);
        }
        colors[name] = (color as string).trim();
      }
    }
    // Neutral defaults: no title, "Score", "Group". The data (or the element's attributes) give their own words.
    const text = (key: string, fallback: string) => limitedText(optionalString(data[key], `data.${key}`, fallback), `data.${key}`);
    const groupLabel = text('groupLabel', DEFAULT_GROUP_LABEL).trim() || DEFAULT_GROUP_LABEL;
    const leftOut = data.columnsLeftOut;
    return {
      title: text('title', ''),
      description: text('description', ''),
      metric: text('metric', DEFAULT_METRIC).trim() || DEFAULT_METRIC,
      unit: text('unit', '%'),
      domain,
      decimals: readDecimals(data.decimals, 'data.decimals', 1),
      entries,
      colors,
      groupLabel,
      fields,
      higherIsBetter: optionalBoolean(data.higherIsBetter, 'data.higherIsBetter', true),
      ...(typeof leftOut === 'number' && leftOut > 0 && { columnsLeftOut: Math.floor(leftOut) }),
    };
  }

  return { parseLeaderboardData };
}
