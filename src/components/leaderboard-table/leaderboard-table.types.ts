import {
  DataError,
  expectArray,
  expectNumber,
  expectObject,
  expectString,
  fail,
  optionalDecimals,
  optionalDomain,
  optionalString,
} from '../../lib/validate.js';
import type { SortDirection, SortKey } from '../../lib/leaderboard-rank.js';

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

// Hex, a named colour or a colour function: no ":", ";", quotes or braces, so nothing
// that could carry a URL scheme or a second declaration into the fill attribute.
const CSS_COLOR = /^[#\w\s(),.%/-]+$/;

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
  const entries = expectArray(data.entries, 'data.entries').map((item, i): LeaderboardEntry => {
    const path = `data.entries[${i}]`;
    const entry = expectObject(item, path);
    const model = expectString(entry.model, `${path}.model`, { nonEmpty: true });
    const framework = optionalString(entry.framework, `${path}.framework`, '');
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
    const url = optionalString(entry.url, `${path}.url`, '');
    if (url) result.url = url;
    return result;
  });
  const colors: Record<string, string> = {};
  if (data.colors !== undefined && data.colors !== null) {
    for (const [name, color] of Object.entries(expectObject(data.colors, 'data.colors'))) {
      const path = `data.colors[${JSON.stringify(name)}]`;
      if (typeof color !== 'string' || !CSS_COLOR.test(color.trim())) fail(path, 'a CSS colour', color);
      colors[name] = color.trim();
    }
  }
  // The defaults are the documented example: the paper's "Frontier model comparison" of pass rates.
  const text = (key: string, fallback: string) => optionalString(data[key], `data.${key}`, fallback);
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
