// `lit/html.js` (lit-html alone), not `lit`: the fields' chunk imports this module, and through
// `lit` it would reach Lit's element classes, which the bundler would then split out of the first
// view's file into a file of their own (measured: +0.8 KB min+gzip on the first view).
import { html, type TemplateResult } from 'lit/html.js';
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

