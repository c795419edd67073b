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

/** "5 MB", "200,000": a limit as the error message names it. */
export function formatLimit(value: number): string {
  return value >= 1_000_000 && value % 1_000_000 === 0 ? `${value / 1_000_000} MB` : formatCount(value);
}
