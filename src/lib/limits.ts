import { formatCount } from './format.js';
/**
 * Input limits every element shares. Under them every input settles (a render or
 * an error) without a main-thread task over a second on a 2-core machine; over them
 * the element reports an error naming the limit instead of freezing the tab.
 * Element-specific limits (entries, requirements, links, label length) live beside
 * each element's validation and are listed in docs/reliability.md.
 */

/** JSON text read from the `data` attribute, a child script or `src`: 5 MB (in UTF-16 units for text, bytes for a download). */
export const MAX_INPUT_BYTES = 5_000_000;

/** Characters in one text of an element's own (a title, a heading, a name): what the leaderboard and results data allow. */
export const MAX_TEXT_CHARS = 2_000;

/**
 * Language tags are cut to this many characters before negotiation (at a subtag boundary): BCP 47
 * asks for 35 at least, and the longest real tags (`zh-Hant-CN-x-private1-private2`) are shorter.
 * Negotiation then tries a bounded number of prefixes, whatever a page or a URL writes.
 */
export const MAX_LANG_TAG_CHARS = 64;

/**
 * `tag` (trimmed) cut to MAX_LANG_TAG_CHARS at a subtag boundary, before anything else
 * reads it: an 8 KB `lang` (an embed page's `?lang=`, an element's, the document's) costs what a
 * 64-character one does.
 */
export function capLanguageTag(tag: string): string {
  const trimmed = tag.trim();
  if (trimmed.length <= MAX_LANG_TAG_CHARS) return trimmed;
  const head = trimmed.slice(0, MAX_LANG_TAG_CHARS + 1);
  const end = Math.max(head.lastIndexOf('-'), head.lastIndexOf('_'));
  return head.slice(0, end > 0 ? end : MAX_LANG_TAG_CHARS);
}

/** `text` cut to `max` characters with "…" (whole characters: no surrogate pair split); shorter text as it is. */
export function capText(text: string, max = MAX_TEXT_CHARS): string {
  if (text.length <= max) return text;
  const cut = /[\ud800-\udbff]/.test(text[max - 2] ?? '') ? max - 2 : max - 1;
  return `${text.slice(0, cut)}…`;
}

/** "5 MB", "200,000": a limit as the error message names it. */
export function formatLimit(value: number): string {
  return value >= 1_000_000 && value % 1_000_000 === 0 ? `${value / 1_000_000} MB` : formatCount(value);
}
