/**
 * The leaderboard's data: its shape, its limits and defaults, and the reader of a plain board (the
 * common case: entries of model, framework, score and url, with the top-level options) that a
 * first view needs. Any other input (fields, links, notes, intervals, colours, and every message
 * about what is wrong) is read by ./leaderboard-parse.ts, which the element loads on first need;
 * CSV rows are mapped onto the shape by ./leaderboard-csv-source.ts. Pure (no DOM, no Lit), so
 * every message a reader may see is a case in test/lib/leaderboard-data.test.ts.
 */
import { DataError, isPlainObject } from './data-error.js';
import { formatCount } from './format.js';
import { formatLimit } from './limits.js';

/** The types a `fields` column may have (the full validation checks them). */
export type FieldType = 'number' | 'text' | 'date' | 'flag' | 'link';
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

/**
 * The built-in columns, by sort key: a field's key may not be one of them. Part of the data's
 * shape (the full validation and the CSV and table readers check field keys against it, given it
 * in DATA_KIT), so those chunks need not import ./leaderboard-rank.ts.
 */
export const SORT_KEYS = ['rank', 'model', 'framework', 'score', 'gap'] as const;

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

/** "2025-06-01", "2025-06", "2025": a calendar date as ISO 8601 writes it (so text order is date order). */
export const ISO_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

/** Top-level keys a plain board may have (see readPlainLeaderboard). */
const PLAIN_BOARD_KEYS = new Set(['title', 'description', 'metric', 'unit', 'domain', 'decimals', 'entries', 'groupLabel', 'higherIsBetter']);
/** Keys of a plain entry (readPlainEntry): anything else takes the full validation's checked path. */
const PLAIN_ENTRY_KEYS = new Set(['model', 'framework', 'score', 'url']);

/** Text within the length limit, or its fallback when absent; undefined for anything else. */
function plainText(value: unknown, fallback: string): string | undefined {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' && value.length <= LEADERBOARD_LIMITS.text ? value : undefined;
}

/**
 * One plain entry (only `model`, `framework`, `score` within `domain` and `url`, each well-formed),
 * read without building a path string per field; undefined for any other entry, which the full
 * validation reads and, when wrong, names by its path. The one reader of a plain entry: the plain
 * board's (below) and the full validation's fast path (./leaderboard-parse.ts) both use it, so they
 * cannot come to read the common entry differently.
 */
export function readPlainEntry(item: unknown, [min, max]: readonly [number, number]): LeaderboardEntry | undefined {
  if (!isPlainObject(item)) return undefined;
  for (const key in item) if (!PLAIN_ENTRY_KEYS.has(key)) return undefined;
  const { model, framework, score, url } = item;
  const longest = LEADERBOARD_LIMITS.text;
  if (
    !(typeof model === 'string' && model.length <= longest && /\S/.test(model)) ||
    !(framework === undefined || framework === null || (typeof framework === 'string' && framework.length <= longest)) ||
    !(score === null || (typeof score === 'number' && score >= min && score <= max)) ||
    !(url === undefined || url === null || (typeof url === 'string' && url.length <= longest))
  ) {
    return undefined;
  }
  const name = framework ?? '';
  return url ? { model, framework: name, score, url } : { model, framework: name, score };
}

/**
 * A plain board, read without the full validation: the top-level options as text, numbers and
 * booleans, and entries of only `model`, `framework`, `score` and `url`, each well-formed. What it
 * returns is exactly what parseLeaderboardData (./leaderboard-parse.ts) returns for the same input;
 * for any other input, or anything wrong, it returns undefined and leaves the input to that (which
 * says what is wrong). 100,000 such entries read in a few tens of milliseconds.
 */
export function readPlainLeaderboard(raw: unknown): LeaderboardData | undefined {
  if (!isPlainObject(raw)) return undefined;
  for (const key in raw) if (!PLAIN_BOARD_KEYS.has(key)) return undefined;
  const { entries: list, domain: givenDomain, decimals: givenDecimals } = raw;
  const higherIsBetter = raw.higherIsBetter ?? true;
  const [title, description, metric, unit, groupLabel] = [
    plainText(raw.title, ''),
    plainText(raw.description, ''),
    plainText(raw.metric, DEFAULT_METRIC),
    plainText(raw.unit, '%'),
    plainText(raw.groupLabel, DEFAULT_GROUP_LABEL),
  ];
  if (title === undefined || description === undefined || metric === undefined || unit === undefined || groupLabel === undefined) return undefined;
  let domain: [number, number] = [0, 100];
  if (givenDomain !== undefined && givenDomain !== null) {
    if (!Array.isArray(givenDomain) || givenDomain.length !== 2) return undefined;
    const [min, max] = givenDomain as unknown[];
    // Well inside the full validation's bound on magnitude (limits.ts): a stricter reader only hands more to it.
    if (typeof min !== 'number' || typeof max !== 'number' || !(min < max) || !(Math.abs(min) <= 1e12) || !(Math.abs(max) <= 1e12)) return undefined;
    domain = [min, max];
  }
  const decimals = givenDecimals ?? 1;
  if (decimals !== 'auto' && !(typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 6)) return undefined;
  if (typeof higherIsBetter !== 'boolean') return undefined;
  if (!Array.isArray(list) || list.length > LEADERBOARD_LIMITS.entries) return undefined;
  const frameworks = new Set<string>();
  const entries: LeaderboardEntry[] = [];
  for (const item of list) {
    const entry = readPlainEntry(item, domain);
    if (!entry) return undefined;
    frameworks.add(entry.framework);
    if (frameworks.size > LEADERBOARD_LIMITS.frameworks) return undefined;
    entries.push(entry);
  }
  return {
    title,
    description,
    metric: metric.trim() || DEFAULT_METRIC,
    unit,
    domain,
    decimals,
    entries,
    colors: Object.create(null) as Record<string, string>,
    groupLabel: groupLabel.trim() || DEFAULT_GROUP_LABEL,
    fields: [],
    higherIsBetter,
  };
}

/**
 * What the full validation (./leaderboard-parse.ts's leaderboardParser) and the CSV and table readers
 * (./leaderboard-csv-source.ts, ./leaderboard-table-source.ts) take from the first view: passed to
 * them as an argument, not imported, because a chunk importing a first-view module makes a
 * consumer's esbuild split that module (and this one, and format.ts and limits.ts with it) into a
 * first-view file of its own (issue 40, docs/performance.md#size). One plain-entry reader
 * (readPlainEntry) for the first view and the full validation's fast path alike.
 */
export const DATA_KIT = {
  DataError,
  DEFAULT_GROUP_LABEL,
  DEFAULT_METRIC,
  ISO_DATE,
  LEADERBOARD_LIMITS,
  SORT_KEYS,
  formatCount,
  formatLimit,
  readPlainEntry,
};
export type DataKit = typeof DATA_KIT;
