/**
 * A list of names joined as a reader's language joins them. Apart from `Locale` (a class brings
 * every method into each first view that makes a locale) because only the leaderboard's
 * announcements, a chunk loaded on a reader's first action, write one. It imports nothing at run
 * time, so that chunk's import splits no first-view module out (docs/performance.md#size). Pure: no
 * Lit, no DOM.
 */
import type { Locale } from './locale.js';

/**
 * "Codex, Aider and OpenHands" (English without a serial comma, as before), "Codex, Aider und
 * OpenHands", "Codex、Aider和OpenHands". English keeps its hand-written join (no Intl call: see
 * ./locale.ts); every other language's comes from `Intl.ListFormat`, made once per locale.
 */
export function listOf(locale: Locale, items: readonly string[]): string {
  if (locale.formatLang === 'en') return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  // (A locale that does not format as English is ./locale-intl.ts's, which keeps Intl objects.)
  return locale.intl!('list', () => new Intl.ListFormat(locale.formatLang, { type: 'conjunction' })).format(items);
}
