import {
  DataError,
  expectArray,
  expectNumber,
  expectObject,
  describeValue,
  expectString,
  isPlainObject,
  optionalDecimals,
  optionalDomain,
  optionalString,
} from '../../lib/validate.js';
import { cssColorProblem } from '../../lib/css-color.js';
import { formatLimit } from '../../lib/limits.js';
import type { SortDirection, SortKey } from '../../lib/leaderboard-rank.js';
import { formatCount } from '../../lib/format.js';

export type { SortDirection, SortKey } from '../../lib/leaderboard-rank.js';

/** One model–framework configuration on the board. */
export interface LeaderboardEntry {
  model: string;
  /** Agent framework; '' when the entry names none. */
  framework: string;
  /** `null` is a missing score: shown as "—", unranked, sorted last. */
  score: number | null;
  /** Optional interval around `score`, drawn as whiskers. */
  low?: number;
  high?: number;
  url?: string;
}

/** The `data` of `<leaderboard-table>`. */
export interface LeaderboardData {
  title: string;
  description: string;
  metric: string;
  unit: string;
  domain: [number, number];
  decimals: number;
  entries: LeaderboardEntry[];
  /** Framework name → CSS colour, overriding the palette. */
  colors: Record<string, string>;
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
}

/**
 * What an author may pass as `data` of `<leaderboard-table>`: only `entries` is required. The
 * element validates it into {@link LeaderboardData} with every default filled in.
 */
export interface LeaderboardInput {
  /** Default "Frontier model comparison". */
  title?: string;
  /** Default ''. */
  description?: string;
  /** Name of the measure. Default "Pass rate". */
  metric?: string;
  /** Unit after each value. Default "%". */
  unit?: string;
  /** The shared scale of every bar. Default [0, 100]. */
  domain?: [number, number];
  /** Decimals shown. Default 1. */
  decimals?: number;
  entries: LeaderboardEntryInput[];
  /** Framework name → CSS colour (colour syntax only), overriding the palette. */
  colors?: Record<string, string>;
}

/** `detail` of `sort-change`. */
export interface SortChangeDetail {
  key: SortKey;
  direction: SortDirection;
}

/** `detail` of `filter-change`: the frameworks still shown, in legend order. */
export interface FilterChangeDetail {
  frameworks: string[];
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sort-change': CustomEvent<SortChangeDetail>;
    'filter-change': CustomEvent<FilterChangeDetail>;
  }
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
} as const;

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

/**
 * Validates untrusted leaderboard JSON. Duplicate model + framework pairs are
 * allowed (a board may list two runs of one configuration) and both are shown.
 */
export function parseLeaderboardData(raw: unknown): LeaderboardData {
  const data = expectObject(raw, 'data');
  const domain = optionalDomain(data.domain, 'data.domain', [0, 100]);
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
      const { model, framework, score, low, high, url } = item;
      if (
        typeof model === 'string' && model.length <= longest && /\S/.test(model) &&
        (framework === undefined || framework === null || (typeof framework === 'string' && framework.length <= longest)) &&
        (score === null || (typeof score === 'number' && score >= min && score <= max)) &&
        low === undefined && high === undefined &&
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
  // The defaults are the documented example: the paper's "Frontier model comparison" of pass rates.
  const text = (key: string, fallback: string) => limitedText(optionalString(data[key], `data.${key}`, fallback), `data.${key}`);
  return {
    title: text('title', 'Frontier model comparison'),
    description: text('description', ''),
    metric: text('metric', 'Pass rate'),
    unit: text('unit', '%'),
    domain,
    decimals: optionalDecimals(data.decimals, 'data.decimals', 1),
    entries,
    colors,
  };
}
