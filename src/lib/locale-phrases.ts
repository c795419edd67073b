/**
 * Phrases of numbers in a reader's language, built on a `Locale`'s words and formats: a difference in
 * percentage points ("+8.56pp", "+8,56 Pp."), a value or difference split from its unit, an author's
 * label inside a sentence. The same numbers in words for screen readers are ./locale-spoken.ts (the
 * leaderboard shows these and says none of those); a calendar date is ./locale-dates.ts.
 *
 * Functions of a locale rather than `Locale`'s methods: a class brings every method into each first
 * view that makes one, and bibtex-card and requirement-web write none of these (with their English
 * words, ../locales/en/phrases.ts, registered here: about 0.8 KB min + gzip of each of those first
 * views, docs/performance.md#size). Pure: no Lit, no DOM. What a language formats differently (its
 * digits, signs, plural rules) comes from the locale (through ./locale-numbers.ts, and `plural`), so
 * these hold for every language.
 */
import phrasesEnglish from '../locales/en/phrases.js';
import { formatPoints, withUnit } from './format.js';
import { registerEnglish, type Locale } from './locale.js';
import { formatNumberIn, formatValueIn } from './locale-numbers.js';

registerEnglish(phrasesEnglish);

/** `text` cut after the last digit of `number` in it: the number's side and the unit's. */
function split(text: string, number: string): [string, string] {
  const at = text.lastIndexOf(number);
  return at < 0 ? [text, ''] : [text.slice(0, at + number.length), text.slice(at + number.length)];
}

/** The magnitude of a value as the locale writes it, null and undefined as they are ("—"). */
const magnitude = (locale: Locale, value: number | null | undefined, decimals: number) =>
  formatNumberIn(locale, value === null || value === undefined ? value : Math.abs(value), decimals);

/**
 * A signed difference: of percentages in percentage points ("+8.56pp", "+8,56 Pp.", "+8,56 pts"),
 * never a relative percent; of another unit with that unit ("+12 Elo"); `unit` '' bare.
 */
export function pointsText(locale: Locale, delta: number | null | undefined, decimals: number, unit = '%'): string {
  // Signed in the language's own signs (its `numbers`, Intl's), else English's: a true minus ("−1.20").
  const text = locale.numbers?.signed(delta, decimals) ?? formatPoints(delta, decimals, '');
  if (text === '—' || unit !== '%') return withUnit(text, unit);
  return locale.text('common.points', Math.abs(delta!), decimals).replace('{n}', text);
}

/**
 * `formatValueIn` and {@link pointsText} in two pieces, [number with any sign or unit before it, unit
 * after it]: ["74,0", " %"], ["+8,56", " Pp."], ["74.0", "%"]. For views that show the unit but give
 * screen readers its words instead (see `common.percentSuffix`).
 */
export function valueParts(locale: Locale, value: number | null | undefined, unit: string, decimals: number): [string, string] {
  return split(formatValueIn(locale, value, unit, decimals), magnitude(locale, value, decimals));
}

export function pointsParts(locale: Locale, delta: number | null | undefined, decimals: number, unit = '%'): [string, string] {
  return split(pointsText(locale, delta, decimals, unit), magnitude(locale, delta, decimals));
}

/** A distance in percentage points, unsigned (a board's spread, best − worst), in two pieces: ["30.0", "pp"], ["30,0", " Pp."]. */
export function spreadParts(locale: Locale, distance: number, decimals: number): [string, string] {
  const number = formatNumberIn(locale, distance, decimals);
  return split(locale.t('common.points', { n: number }), number);
}

/**
 * An author's label inside a sentence ("Find organisation"): lower case for languages that write
 * common nouns so, as given in German (nouns keep their capital) and for a label that is a name or
 * an acronym (a capital after its first letter: "SWE-bench Org", "GPU").
 */
export function midSentence(locale: Locale, label: string): string {
  if (/^(de|lb)$/.test(locale.lang.split('-')[0]!) || /^.\P{Lu}*\p{Lu}/u.test(label)) return label;
  return label.toLocaleLowerCase(locale.formatLang);
}
