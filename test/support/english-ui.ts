/**
 * For element tests in another language: which English UI strings still show. The strings come from
 * the `en` table (its wording between placeholders), so a literal an element forgot to look up is
 * caught, and so is an English fallback for a key the locale translates.
 *
 *   const left = englishIn(el.shadowRoot!.textContent!, de, [data.title, ...modelNames]);
 *   expect(left).to.deep.equal([]);
 */
import type { LocaleStrings } from '../../src/lib/locale.js';
import { en } from '../../src/locales/en.js';

const EN = en as Record<string, string>;

/**
 * English words a language uses as its own, which a shipped table therefore contains: element tests
 * pass them to `englishIn` for that language.
 */
export const SHARED_WORDS: Record<string, readonly string[]> = {
  // Loanwords in French and Spanish software ("le framework", "el framework"); "citation" and "note" are French.
  fr: ['framework', 'frameworks', 'citation', 'Note', 'note'],
  es: ['framework', 'frameworks'],
};

/**
 * The English wordings, as whole phrases, of the keys `table` translates (a key whose value a
 * language keeps, "Score" in French, is not counted): each run of text between placeholders that
 * has a word of four letters or more (not "to", "on", "has": too common to tell).
 */
export function englishPhrases(table: LocaleStrings): string[] {
  const strings = table as Record<string, string | undefined>;
  const phrases = new Set<string>();
  for (const [key, english] of Object.entries(EN)) {
    const base = key.split('#')[0]!;
    const own = strings[key] ?? strings[`${base}#other`] ?? strings[base];
    if (own === english) continue;
    for (const piece of english.split(/\{\w+\}/)) {
      const phrase = piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (/\p{L}{4}/u.test(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/**
 * The English phrases found in `text` as whole words, after removing `data` (the author's strings,
 * which are never translated), and the language's `shared` words. Empty when the view is wholly in the
 * table's language.
 */
export function englishIn(text: string, table: LocaleStrings, data: readonly string[] = [], shared: readonly string[] = []): string[] {
  let rest = text.replace(/\s+/g, ' ');
  // Longest first, so "Base model" goes before "Base".
  for (const item of [...data].sort((a, b) => b.length - a.length)) if (item) rest = rest.split(item.replace(/\s+/g, ' ')).join(' ');
  const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return englishPhrases(table).filter((phrase) => !shared.includes(phrase) && new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(rest));
}
