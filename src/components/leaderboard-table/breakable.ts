// From `lit`, as the rest of the first view: no chunk imports this module any more (the fields'
// chunk is handed `breakable` by the element: rare-parts.ts's RareKit). Were it `lit/html.js`, the
// first view and the rare parts' chunk would share that re-export module, which a consumer's
// bundler then puts in an (empty) file of its own in the first view.
import { html, type TemplateResult } from 'lit';
import type { LeaderboardField } from '../../lib/leaderboard-data.js';
import { UNBREAKABLE_SEPARATORS, breakParts } from '../../lib/word-breaks.js';

/**
 * `text` with a break opportunity (`<wbr>`) after each `_`, `.` and `/` inside it (see breakParts;
 * after a `-` the browser breaks by itself): with the stylesheet's `overflow-wrap: normal`, a long
 * name or heading breaks only there and between words, never inside a word. The text itself is
 * unchanged (copy, find).
 */
export function breakable(text: string): TemplateResult | string {
  const parts = breakParts(text, UNBREAKABLE_SEPARATORS);
  return parts.length === 1 ? text : html`${parts.map((part, i) => (i ? html`<wbr>${part}` : part))}`;
}

/** A field's heading: its label, with its unit for a number ("Cost per task ($)"). */
export function fieldHeading(field: LeaderboardField): string {
  return field.unit && field.type === 'number' ? `${field.label} (${field.unit})` : field.label;
}

