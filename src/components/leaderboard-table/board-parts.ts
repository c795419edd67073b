import { html, nothing, type TemplateResult } from 'lit';
import { formatCount, formatNumber } from '../../lib/format.js';
import type { AxisTick } from '../../lib/leaderboard-axis.js';
import { decimalsFor, digitsOf, type LeaderboardData, type LeaderboardEntry } from '../../lib/leaderboard-data.js';
import { countEntries } from '../../lib/leaderboard-announce.js';
import type { LeaderboardSummary } from '../../lib/leaderboard-rank.js';

/**
 * The parts of the board around its rows, as template functions of the data (no state): the
 * summary, the bar column's axis, the footnotes and the print line. Kept out of the element class,
 * which owns state and handlers.
 */

/** The highest (or, lower-is-better, lowest) score with its model · framework, and the spread. */
export function renderSummary(value: LeaderboardData, summary: LeaderboardSummary<LeaderboardEntry> | null): TemplateResult {
  const lower = value.higherIsBetter === false;
  const heading = `${lower ? 'Lowest' : 'Highest'} ${value.metric}`;
  if (!summary) {
    return html`<dl part="summary" class="summary"><div><dt>${heading}</dt><dd>No entry has a score yet.</dd></div></dl>`;
  }
  const { decimals, unit } = value;
  const percent = unit === '%';
  const leader = summary.leaders[0]!;
  const digitsOfBest = decimalsFor(summary.best, decimals, leader.digits);
  const digits = (n: number) => (decimals === 'auto' ? (n === summary.best ? digitsOfBest : digitsOf(n)) : decimals);
  const spreadDigits = decimals === 'auto' ? Math.max(digitsOfBest, digitsOf(summary.worst)) : decimals;
  // With "%" the unit is shown but hidden from screen readers, which hear it as words: "74.0 percent", "30.0 percentage points".
  const amount = (n: number, cls = 'pct', d = digits(n)) =>
    percent
      ? html`<span class=${cls}>${formatNumber(n, d)}<span aria-hidden="true">${cls === 'pp' ? 'pp' : '%'}</span></span>`
      : `${formatNumber(n, d)}${unit}`;
  const stat = (n: number, cls: string, d?: number) => html`<span class="stat">${amount(n, cls, d)}</span>`;
  const leaders = summary.leaders.map((entry) => (entry.framework ? `${entry.model} · ${entry.framework}` : entry.model));
  // A long board can tie many at the top: name three, count the rest.
  const more = leaders.length > 3 ? ` and ${leaders.splice(3).length} more` : '';
  return html`<dl part="summary" class="summary">
    <div>
      <dt>${heading}</dt>
      <dd>${stat(summary.best, 'pct')} ${leaders.join(', ')}${more}</dd>
    </div>
    ${summary.scored > 1
      ? html`<div>
          <dt>Spread</dt>
          <dd>${stat(summary.spread, 'pp', spreadDigits)}
            ${amount(summary.best)} to ${amount(summary.worst)}
            across ${countEntries(summary.scored)}</dd>
        </div>`
      : nothing}
  </dl>`;
}

/**
 * Labels under the score heading when the domain does not start at 0: its start and end, and
 * d3's ticks between them when they are evenly spaced from end to end (flex spacing then puts each
 * exactly where its value falls; no inline style, so a strict CSP holds). Heard once, as a sentence.
 */
export function renderAxis(value: LeaderboardData, ticks: readonly AxisTick[]): TemplateResult | typeof nothing {
  const [start, end] = value.domain;
  if (start === 0) return nothing;
  const step = ticks.length > 2 ? ticks[1]!.at - ticks[0]!.at : 0;
  const even = step > 0 && ticks.every((tick, i) => Math.abs(tick.at - i * step) < 0.01);
  const shown = even ? ticks : [{ value: start, at: 0 }, { value: end, at: 100 }];
  const label = (n: number) => formatNumber(n, digitsOf(n));
  return html`<div part="axis" class="axis"><span class="sr-only">Bars from ${label(start)} to ${label(end)}, not from 0.</span
    ><span class="ticks" aria-hidden="true">${shown.map((tick) => html`<span>${label(tick.value)}</span>`)}</span></div>`;
}

/** The footnotes under the table, numbered as their row markers. */
export function renderNotes(notes: ReadonlyMap<string, number>): TemplateResult | typeof nothing {
  if (!notes.size) return nothing;
  return html`<ol part="notes" class="notes">${[...notes.keys()].map((text) => html`<li>${text}</li>`)}</ol>`;
}

/** Shown on paper (and while printing) when the rows were cut to the print bound. */
export function renderPrintLine(printed: number, total: number): TemplateResult | typeof nothing {
  if (printed >= total) return nothing;
  return html`<p class="print-line">First ${formatCount(printed)} of ${formatCount(total)} rows printed.</p>`;
}
