/**
 * One score of `<results-toggle>` with its uncertainty: a plain number, `{ value, std }` or
 * `{ value, low, high }`: how it reads on screen, in words and in a file (the object form is validated
 * by results-parse.ts's parseScoreObject). Pure: no Lit, no DOM.
 *
 * The spread rides beside the number (a row's `spread`, only when some score has one), so the hot path
 * of a 100,000-row table still reads plain numbers.
 */
import { formatAtLeast, formatNumber, roundHalfAway } from './format.js';
import { ENGLISH, registerEnglish, type Locale } from './locale.js';
import scoreEnglish from '../locales/en/results-score.js';
import { formatNumberIn, formatValueIn } from './locale-numbers.js';
import { valueParts } from './locale-phrases.js';
import { spokenNumber } from './locale-spoken.js';

registerEnglish(scoreEnglish);

/** English, the default of every formatter here (its hand-written en-US fast path). */
export const EN: Locale = ENGLISH;

/** A standard deviation (`std`) or an interval (`low`–`high`, e.g. a 95 % confidence interval). */
export type Spread = { std: number; low?: undefined; high?: undefined } | { std?: undefined; low: number; high: number };

/** What an author may give as one score. */
export type ScoreInput = number | null | { value: number | null; std?: number; low?: number; high?: number };

/** The row shape the score readers need (a parsed row). */
export interface ScoredRow {
  scores: Record<string, number | null>;
  /** Uncertainty per benchmark name, only for scores that have one; absent when none has. */
  spread?: Record<string, Spread>;
}

export function scoreOf(row: ScoredRow, benchmark: string): number | null {
  const value = row.scores[benchmark];
  return typeof value === 'number' ? value : null;
}

export function spreadOf(row: ScoredRow, benchmark: string): Spread | undefined {
  const spread = row.spread;
  return spread && Object.prototype.hasOwnProperty.call(spread, benchmark) ? spread[benchmark] : undefined;
}

/**
 * A value with its spread and unit: "99.3 ± 1.2%", "38.6% (35.9–41.4%)"; with no unit (the table's
 * cells) "99.3 ± 1.2" and "38.6 (35.9–41.4)". A missing value is "—".
 */
export function formatScore(value: number | null, spread: Spread | undefined, unit: string, decimals: number, locale = EN): string {
  // [number, unit as the language writes it]: ["74.0", "%"], ["74,0", "\u00a0%"]; a missing value is "—".
  const [text, suffix] = valueParts(locale, value, unit, decimals);
  if (text === '—') return text;
  if (!spread) return text + suffix;
  if (spread.std !== undefined) return `${text} ± ${formatNumberIn(locale, spread.std, decimals)}${suffix}`;
  return `${text}${suffix} (${formatNumberIn(locale, spread.low, decimals)}–${formatValueIn(locale, spread.high, unit, decimals)})`;
}

/** A unit as a screen reader should say it: "%" is "percent", "pp" "percentage points"; others as written. */
export function unitWords(unit: string, locale = EN): string {
  return unit === '%' ? locale.t('common.percentWords') : unit === 'pp' ? locale.t('common.pointsWords') : unit.trim();
}

/**
 * A score in words, for screen readers: "54.42 percent", "99.3 plus or minus 1.2 percent", "38.6
 * percent, from 35.9 to 41.4 percent"; a missing value is "no score".
 */
export function spokenScore(value: number | null, spread: Spread | undefined, unit: string, decimals: number, locale = EN): string {
  // The locale's spokenValue: a minus sign, not a hyphen (read as "minus"), the unit in words.
  if (value === null || !spread) return spokenNumber(locale, value, unit, decimals);
  const bare = (n: number) => spokenNumber(locale, n, '', decimals);
  if (spread.std !== undefined) {
    // A "%" unit wraps the whole ("… plus or minus 1.2 percent"), as `common.plusMinus` says.
    const text = locale.t('common.plusMinus', { value: bare(value), spread: formatNumberIn(locale, spread.std, decimals) });
    const words = unitWords(unit, locale);
    return unit === '%' ? locale.t('common.percentSpoken', { n: text }) : words ? `${text} ${words}` : text;
  }
  const spoken = (n: number) => spokenNumber(locale, n, unit, decimals);
  return locale.t('common.rangeSpoken', { value: spoken(value), low: bare(spread.low), high: spoken(spread.high) });
}

/** A published average as the author gave it: never rounded below its own digits (48.7 at 2 → "48.70"). */
export const formatGivenAverage = (value: number, decimals: number) => formatAtLeast(value, decimals);

/** What the Full results table (results-table.ts's tableOf, in a chunk) formats with: passed to it, not imported by it. */
export const TABLE_SCORES = { EN, formatGivenAverage, formatNumber, formatScore, roundHalfAway, scoreOf, spreadOf };
