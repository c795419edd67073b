/**
 * Numbers as a reader's language writes them: a number at its decimals ("74.0", "74,0"), a value
 * with its unit ("74.0%", "74,0 %", "$1.20", "617,25 $"); a signed difference is
 * ./locale-phrases.ts's `pointsText`.
 * English, and any language Intl does not format, is ./format.ts's hand-written en-US (no Intl call:
 * the first one of a page loads locale data); every other language's comes from its locale's
 * `numbers`, Intl's, which ./locale-intl.ts gives it. Rounded half away from zero in every language.
 *
 * Functions of a locale rather than `Locale`'s methods, as ./locale-phrases.ts: a class brings every
 * method into each first view that makes one, and bibtex-card and requirement-web show no number
 * at rest (their counts are `t()`'s, `Locale.count`): they carry none of this nor what only it uses
 * of ./format.ts (docs/performance.md#size). A chunk that writes numbers is handed these by its
 * element (the leaderboard's RARE_KIT) rather than importing them, or asks the locale's `numbers`
 * for a language's own digits (results-toggle's Full results): a chunk's import of a first-view
 * module splits that module into a first-view file of its own.
 * Pure: no Lit, no DOM.
 */
import { formatNumber, withUnit } from './format.js';
import type { Locale } from './locale.js';

/** `74` at 1 decimal: "74.0", "74,0"; null → "—". */
export function formatNumberIn(locale: Locale, value: number | null | undefined, decimals: number): string {
  return locale.numbers?.number(value, decimals) ?? formatNumber(value, decimals);
}

/**
 * A value with its unit: "74.0%", "74,0 %" (fr: a narrow no-break space), "$1.20", "617,25 $"; other
 * units after the number as given ("1200 Elo", "1.200 Elo"); null → "—".
 */
export function formatValueIn(locale: Locale, value: number | null | undefined, unit: string, decimals: number): string {
  return locale.numbers?.value(value, unit, decimals) ?? withUnit(formatNumberIn(locale, value, decimals), unit);
}
