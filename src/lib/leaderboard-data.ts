/**
 * The leaderboard's data: its shape and the validation of untrusted JSON into it (the mapping of
 * CSV rows onto it is ./leaderboard-csv-source.ts, loaded on first use). Pure (no DOM, no Lit), so every message a reader may see is a case in
 * test/lib/leaderboard-data.test.ts.
 */
import {
  DataError,
  describeValue,
  expectArray,
  expectNumber,
  expectObject,
  expectString,
  fail,
  isPlainObject,
  optionalDecimals,
  optionalDomain,
  optionalString,
} from './validate.js';
import { formatLimit } from './limits.js';
import { formatCount } from './format.js';
import { SORT_KEYS } from './leaderboard-rank.js';

/** The types a `fields` column may have. */
export const FIELD_TYPES = ['number', 'text', 'date', 'flag', 'link'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** A field's value in `entry.fields`: by type a number, a string (text, date, link URL) or a boolean (flag); null when missing. */
export type FieldValue = number | string | boolean | null;
/** Decimals shown: a count from 0 to 6, or "auto" (each value with the digits it was given). */
export type Decimals = number | 'auto';

/**
 * The framework column's heading when the data names none: a neutral word, not the name of one
 * paper's columns ("Agent framework" was), so anyone's board reads as theirs.
 */
export const DEFAULT_GROUP_LABEL = 'Group';
/** The score column's heading when the data names no metric. */
export const DEFAULT_METRIC = 'Score';

/** An extra column of the board. */
export interface LeaderboardField {
  /** The key in each `entry.fields`; also the sort key (`sort="date:desc"`). */
  key: string;
  /** The column heading. Default: the key. */
  label: string;
  type: FieldType;
  /** Unit after a number ('' for none). */
  unit: string;
  /** Decimals of a number field. Default "auto". */
  decimals: Decimals;
}

export interface LeaderboardLink {
  label: string;
  url: string;
}

/** One model–framework configuration on the board. */
export interface LeaderboardEntry {
  model: string;
  /** Agent framework (or whatever `groupLabel` names); '' when the entry names none. */
  framework: string;
  /** `null` is a missing score: shown as "—", unranked, sorted last. */
  score: number | null;
  /** Optional interval around `score`, drawn as whiskers. */
  low?: number;
  high?: number;
  url?: string;
  /** Values of the board's `fields`, by key. */
  fields?: Record<string, FieldValue>;
  links?: LeaderboardLink[];
  /** A footnote: a marker on the row, the text under the table. */
  note?: string;
  /** A reference row (a fixed baseline): shown and marked, never ranked, no gap, not in the summary. */
  reference?: boolean;
  /** Decimals the score was written with (CSV and table text); with `decimals: "auto"` it is shown with them. */
  digits?: number;
  /** Decimals each number field was written with (CSV and table text, "61.0" → 1), by key: shown with them. */
  fieldDigits?: Record<string, number>;
}

/** The `data` of `<leaderboard-table>`. */
export interface LeaderboardData {
  title: string;
  description: string;
  metric: string;
  unit: string;
  domain: [number, number];
  decimals: Decimals;
  entries: LeaderboardEntry[];
  /** Framework name → CSS colour, overriding the palette. */
  colors: Record<string, string>;
  // The three below are always set by parseLeaderboardData; optional so data typed before they
  // existed still type-checks.
  /** The heading of the framework column, its legend and spoken text. Default "Group". */
  groupLabel?: string;
  fields?: LeaderboardField[];
  /** false: lower scores rank first (cost, latency, error rate). Default true. */
  higherIsBetter?: boolean;
  /** Columns of a CSV file or a child table left out past the field limit (a note under the table says how many). */
  columnsLeftOut?: number;
}

export interface LeaderboardFieldInput {
  key: string;
  label?: string;
  type: FieldType;
  unit?: string;
  decimals?: Decimals;
}

/** One entry as an author writes it: only `model` and `score` are required. */
export interface LeaderboardEntryInput {
  model: string;
  /** Agent framework; absent or '' when the entry names none. */
  framework?: string;
  /** A number within `domain`, or `null` for a missing score (shown as "—", sorted last). */
  score: number | null;
  /** Optional interval around `score` (low ≤ score ≤ high), drawn as whiskers. */
  low?: number | null;
  high?: number | null;
  /** A link for the model name: `http:`, `https:`, `mailto:` or relative. */
  url?: string;
  /** Values of the board's `fields`: `{ "date": "2025-06-01", "verified": true }`. */
  fields?: Record<string, FieldValue>;
  /** More links beside `url`: `[{ "label": "logs", "url": "…" }]`. */
  links?: LeaderboardLink[];
  /** A footnote, shown as a marker on the row and as text under the table. */
  note?: string;
  /** A reference row: shown and marked, not ranked, not the leader, no gap. */
  reference?: boolean;
}

/**
 * What an author may pass as `data` of `<leaderboard-table>`: only `entries` is required. The
 * element validates it into {@link LeaderboardData} with every default filled in.
 */
export interface LeaderboardInput {
  /** The heading. Default '': no heading (the `heading` attribute wins over it). */
  title?: string;
  /** Default ''. */
  description?: string;
  /** Name of the measure: the score column's heading. Default "Score". */
  metric?: string;
  /** Unit after each value. Default "%". */
  unit?: string;
  /**
   * The shared scale of every bar, [start, end]. Default [0, 100]. A start other than 0 is labelled on
   * the bar column. Typed `number[]` so a JSON file imported with `resolveJsonModule` fits; checked
   * when the element reads it (two numbers, start below end).
   */
  domain?: number[];
  /** Decimals shown: 0–6, or "auto" (each score with its own digits). Default 1. */
  decimals?: Decimals;
  entries: LeaderboardEntryInput[];
  /** Framework name → CSS colour (colour syntax only), overriding the palette. */
  colors?: Record<string, string>;
  /** Heading of the framework column ("Organisation", "Edit format"). Default "Group" (the column is absent when no entry has one). */
  groupLabel?: string;
  /** Extra columns, in order. */
  fields?: LeaderboardFieldInput[];
  /** false: lower scores rank first and the gap is measured upwards. Default true. */
  higherIsBetter?: boolean;
}

/**
 * Limits of a board. Under them a board settles (rendered or refused) in well under a second on a
 * 2-core machine; over them the element names the limit instead of freezing the tab.
 */
export const LEADERBOARD_LIMITS = {
  /** Entries on one board (a public leaderboard has about a thousand). */
  entries: 100_000,
  /** Distinct frameworks (the legend shows the largest groups and "+N more"). */
  frameworks: 100_000,
  /** Characters in any one text field (title, model, framework, url…). */
  text: 2_000,
  /** Extra columns (`fields`). */
  fields: 20,
  /** Links per entry (`links`). */
  links: 10,
} as const;

/** "78.8" → 1, "23.94" → 2, 74 → 0: the decimals a number is written with (shortest round-trip form). */
export function digitsOf(value: number): number {
  const text = String(value);
  const exp = /e([+-]\d+)$/.exec(text);
  const mantissa = exp ? text.slice(0, exp.index) : text;
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, Math.min(6, fraction - (exp ? Number(exp[1]) : 0)));
}

/** The decimals one value shows: `decimals`, or with "auto" its own (`given` if its text said, else its shortest form). */
export function decimalsFor(value: number, decimals: Decimals, given?: number): number {
  return decimals === 'auto' ? (given ?? digitsOf(value)) : decimals;
}

function limitedText(value: string, path: string): string {
  if (value.length > LEADERBOARD_LIMITS.text) {
    const length = formatCount(value.length);
    throw new DataError(path, `longer than the ${formatLimit(LEADERBOARD_LIMITS.text)}-character limit (${length} characters)`);
  }
  return value;
}

function optionalBound(value: unknown, path: string, domain: [number, number]): number | undefined {
  return value === undefined || value === null ? undefined : expectNumber(value, path, domain);
}

function optionalBoolean(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value;
}

export function readDecimals(value: unknown, path: string, fallback: Decimals): Decimals {
  if (value === 'auto') return 'auto';
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 6) fail(path, 'an integer from 0 to 6, or "auto"', value);
  return value;
}

/** "2025-06-01", "2025-06", "2025": a calendar date as ISO 8601 writes it (so text order is date order). */
export const ISO_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
/** A field key: used in `sort="key:dir"` and as a CSV header, so no colon and not a built-in column. */
const FIELD_KEY = /^[^\s:][^:]{0,59}$/;

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

/** Keys of an entry the fast path knows: anything else takes the checked path. */
const PLAIN_KEYS = new Set(['model', 'framework', 'score', 'url']);

/**
 * Checks the colours of `data.colors` as read by parseLeaderboardData (by framework name) with
 * `colorProblem` (lib/css-color.ts's cssColorProblem): throws the located error of the first that is
 * not colour syntax, else trims each in place.
 */
export function checkLeaderboardColors(colors: Record<string, string>, colorProblem: (color: unknown) => string): void {
  for (const [name, color] of Object.entries(colors)) {
    const problem = colorProblem(color);
    if (problem) {
      const path = `data.colors[${JSON.stringify(name.length > 60 ? `${name.slice(0, 57)}…` : name)}]`;
      throw new DataError(path, `expected a CSS colour (hex, a name, rgb()/hsl()/oklch()… or var(--…)), got ${describeValue(color)}: ${problem}`);
    }
  }
  for (const name of Object.keys(colors)) colors[name] = colors[name]!.trim();
}

/**
 * Validates untrusted leaderboard JSON. Duplicate model + framework pairs are
 * allowed (a board may list two runs of one configuration) and both are shown.
 *
 * `colorProblem` (lib/css-color.ts's cssColorProblem) checks `colors`; without it they are read as
 * given and NOT yet checked: the element passes it once that chunk is here, and before then shows
 * no data with colours until checkLeaderboardColors has passed them (a colour reaches a `fill`).
 */
export function parseLeaderboardData(raw: unknown, colorProblem?: (color: unknown) => string): LeaderboardData {
  const data = expectObject(raw, 'data');
  const domain = optionalDomain(data.domain, 'data.domain', [0, 100]);
  const fields = parseFields(data.fields);
  const fieldKeys = new Set(fields.map((field) => field.key));
  const list = expectArray(data.entries, 'data.entries');
  if (list.length > LEADERBOARD_LIMITS.entries) {
    throw new DataError('data.entries', `${formatLimit(list.length)} entries, over the limit of ${formatLimit(LEADERBOARD_LIMITS.entries)}`);
  }
  const frameworks = new Set<string>();
  const [min, max] = domain;
  const longest = LEADERBOARD_LIMITS.text;
  const entries = list.map((item, i): LeaderboardEntry => {
    // The common entry (model, framework, score, url; all well-formed) is read without building a
    // path string per field: 100,000 entries validate in a few tens of milliseconds. Anything else
    // takes the checks below, which name the path of what is wrong.
    if (isPlainObject(item)) {
      const { model, framework, score, url } = item;
      let plain = true;
      for (const key in item) if (!PLAIN_KEYS.has(key)) plain = false;
      if (
        plain &&
        typeof model === 'string' && model.length <= longest && /\S/.test(model) &&
        (framework === undefined || framework === null || (typeof framework === 'string' && framework.length <= longest)) &&
        (score === null || (typeof score === 'number' && score >= min && score <= max)) &&
        (url === undefined || url === null || (typeof url === 'string' && url.length <= longest))
      ) {
        const name = framework ?? '';
        if (frameworks.has(name) || frameworks.size < LEADERBOARD_LIMITS.frameworks) {
          frameworks.add(name);
          return url ? { model, framework: name, score, url } : { model, framework: name, score };
        }
      }
    }
    const path = `data.entries[${i}]`;
    const entry = expectObject(item, path);
    const model = limitedText(expectString(entry.model, `${path}.model`, { nonEmpty: true }), `${path}.model`);
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
    for (const [name, color] of given) colors[name] = color as string;
    if (colorProblem) checkLeaderboardColors(colors, colorProblem);
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
