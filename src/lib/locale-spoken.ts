/**
 * Numbers in words for screen readers, in a reader's language: a value with its unit spoken ("54.42
 * percent", "54,42 Prozent"), a change ("up 8.56 percentage points"). Apart from ./locale-phrases.ts
 * (what is shown: points, a value split from its unit) because only results-toggle says these in its
 * first view: the leaderboard imports those and not these, so its first view carries neither this
 * code nor its English words (../locales/en/spoken.ts, registered here). Pure: no Lit, no DOM.
 */
import spokenEnglish from '../locales/en/spoken.js';
import { rounded } from './format.js';
import { registerEnglish, type Locale } from './locale.js';
import { formatNumberIn } from './locale-numbers.js';

registerEnglish(spokenEnglish);

/** A value for screen readers, its unit in words: "54.42 percent", "54,42 Prozent", "百分之54.42"; null → "no score". */
export function spokenNumber(locale: Locale, value: number | null | undefined, unit: string, decimals: number): string {
  const text = formatNumberIn(locale, value, decimals);
  if (text === '—') return locale.t('common.noScore');
  // A language's own numbers (Intl's) carry its own sign; English's says a true minus.
  const shown = locale.numbers ? text : text.replace(/^-/, '−');
  if (unit === '%') return locale.t('common.percentSpoken', { n: shown });
  const words = unit === 'pp' ? locale.t('common.pointsWords') : unit.trim();
  return words ? `${shown} ${words}` : shown;
}

/**
 * A difference in words: "up 8.56 percentage points", "um 8,56 Prozentpunkte gestiegen";
 * "unchanged" only when equal; too small to show at `decimals`: "up less than 0.01 percentage points".
 */
export function spokenDelta(locale: Locale, delta: number, { unit, decimals }: { unit: string; decimals: number }): string {
  if (delta === 0) return locale.t('common.unchanged');
  const amount = (value: number) =>
    locale.text(unit === '%' ? 'common.pointsSpoken' : 'common.unitPointsSpoken', value, decimals).replace('{n}', formatNumberIn(locale, value, decimals));
  const tiny = rounded(delta, decimals) === 0;
  const key = delta > 0 ? (tiny ? 'common.upLess' : 'common.up') : tiny ? 'common.downLess' : 'common.down';
  return locale.t(key, { amount: amount(tiny ? 10 ** -decimals : Math.abs(delta)) });
}
