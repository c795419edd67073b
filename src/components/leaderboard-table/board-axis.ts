/**
 * The bar column's axis, for a domain that does not start at 0 (most boards' starts at 0 and draw
 * none): part of the chunk of parts only some boards draw (./rare-parts.ts).
 */
import { html, nothing, type TemplateResult } from 'lit/html.js';
import { axisTicks } from '../../lib/leaderboard-axis.js';
import type { LeaderboardData } from '../../lib/leaderboard-data.js';
import type { Locale } from '../../lib/locale.js';
import type { RareKit } from './rare-parts.js';

/**
 * Labels under the score heading when the domain does not start at 0: its start and end, and
 * d3's ticks between them when they are evenly spaced from end to end (flex spacing then puts each
 * exactly where its value falls; no inline style, so a strict CSP holds). Heard once, as a sentence.
 */
export function renderAxis(value: LeaderboardData, l: Locale, { digitsOf, formatValueIn }: RareKit): TemplateResult | typeof nothing {
  const [start, end] = value.domain;
  if (start === 0) return nothing;
  const ticks = axisTicks(value.domain);
  const step = ticks.length > 2 ? ticks[1]!.at - ticks[0]!.at : 0;
  const even = step > 0 && ticks.every((tick, i) => Math.abs(tick.at - i * step) < 0.01);
  const shown = even ? ticks : [{ value: start, at: 0 }, { value: end, at: 100 }];
  const label = (n: number) => formatValueIn(l, n, '', digitsOf(n));
  return html`<div part="axis" class="axis"><span class="sr-only">${l.t('leaderboard.axis', { start: label(start), end: label(end) })}</span
    ><span class="ticks" aria-hidden="true">${shown.map((tick) => html`<span>${label(tick.value)}</span>`)}</span></div>`;
}
