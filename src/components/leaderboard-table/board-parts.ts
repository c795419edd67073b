import { html, nothing, type TemplateResult } from 'lit';
import { decimalsFor, digitsOf, type LeaderboardData, type LeaderboardEntry } from '../../lib/leaderboard-data.js';
import { countEntries } from '../../lib/leaderboard-words.js';
import type { LeaderboardSummary, SortSpec } from '../../lib/leaderboard-rank.js';
import type { Locale } from '../../lib/locale.js';
import { formatValueIn } from '../../lib/locale-numbers.js';
import { spreadParts, valueParts } from '../../lib/locale-phrases.js';
import { breakable, fieldHeading } from './breakable.js';

/**
 * The parts of the board around its rows, as template functions of the data (no state): the
 * summary, the header row with the bar column's axis, the footnotes and the print line. Kept out of the element class,
 * which owns state and handlers. Each takes the reader's locale: its words and its numbers.
 */

/** The highest (or, lower-is-better, lowest) score with its model · framework, and the spread. */
export function renderSummary(value: LeaderboardData, summary: LeaderboardSummary<LeaderboardEntry> | null, l: Locale): TemplateResult {
  const lower = value.higherIsBetter === false;
  const heading = l.t(lower ? 'leaderboard.lowest' : 'leaderboard.highest', { metric: value.metric });
  if (!summary) {
    return html`<dl part="summary" class="summary"><div><dt>${heading}</dt><dd>${l.t('leaderboard.noScores')}</dd></div></dl>`;
  }
  const { decimals, unit } = value;
  const percent = unit === '%';
  const leader = summary.leaders[0]!;
  const digitsOfBest = decimalsFor(summary.best, decimals, leader.digits);
  // The lowest score as written too ("61.0", not "61"): the digits its entry was given with.
  const digitsOfWorst = decimalsFor(summary.worst, decimals, value.entries.find((entry) => entry.score === summary.worst)?.digits);
  const digits = (n: number) => (decimals === 'auto' ? (n === summary.best ? digitsOfBest : n === summary.worst ? digitsOfWorst : digitsOf(n)) : decimals);
  const spreadDigits = decimals === 'auto' ? Math.max(digitsOfBest, digitsOfWorst) : decimals;
  // With "%" the unit is shown but hidden from screen readers, which hear it as words: "74.0 percent", "30.0 percentage points".
  // The spread is a distance, unsigned: the points unit around the bare number.
  const amount = (n: number, cls = 'pct', d = digits(n)) => {
    if (!percent) return formatValueIn(l, n, unit, d);
    const [number, after] = cls === 'pp' ? spreadParts(l, n, d) : valueParts(l, n, '%', d);
    return html`<span class=${cls}>${number}<span aria-hidden="true">${after}</span></span>`;
  };
  const stat = (n: number, cls: string, d?: number) => html`<span class="stat">${amount(n, cls, d)}</span>`;
  const leaders = summary.leaders.map((entry) => (entry.framework ? `${entry.model} · ${entry.framework}` : entry.model));
  // A long board can tie many at the top: name three, count the rest.
  const named = leaders.slice(0, 3).join(l.t('common.comma'));
  const who = leaders.length > 3 ? l.t('leaderboard.leadersMore', { names: named, n: leaders.length - 3 }) : named;
  return html`<dl part="summary" class="summary">
    <div>
      <dt>${heading}</dt>
      <dd>${stat(summary.best, 'pct')} ${who}</dd>
    </div>
    ${summary.scored > 1
      ? html`<div>
          <dt>${l.t('leaderboard.spread')}</dt>
          <dd>${stat(summary.spread, 'pp', spreadDigits)}
            ${l.parts('leaderboard.spreadRange', { best: amount(summary.best), worst: amount(summary.worst), entries: countEntries(summary.scored, l) })}</dd>
        </div>`
      : nothing}
  </dl>`;
}

/** Shown on paper (and while printing) when the rows were cut to the print bound. */
export function renderPrintLine(printed: number, total: number, l: Locale): TemplateResult | typeof nothing {
  if (printed >= total) return nothing;
  return html`<p class="print-line">${l.t('common.printed', { shown: printed, n: total })}</p>`;
}

/**
 * The header row: a sort button per column (built-in, then the fields), `aria-sort` on the sorted
 * one, and `axis` under the score heading (see board-axis.ts).
 */
export function renderHeaders(value: LeaderboardData, spec: SortSpec, groupLabel: string, axis: TemplateResult | typeof nothing, l: Locale, onSort: (event: Event) => void): TemplateResult[] {
  const columns: [string, TemplateResult | string, string][] = [
    ['rank', html`<span aria-hidden="true">#</span><span class="sr-only">${l.t('leaderboard.rank')}</span>`, 'rank'],
    ['model', l.t('leaderboard.model'), 'model'],
    ['framework', groupLabel, 'framework'],
    ['score', value.metric, 'score'],
    ['gap', l.t('leaderboard.gap'), 'gap'],
    ...(value.fields ?? []).map((field): [string, string, string] => [field.key, fieldHeading(field), `field ${field.type}`]),
  ];
  const { key: sorted, direction } = spec;
  return columns.map(([key, label, cls]) => {
    const active = key === sorted;
    // The label is its own box so a heading that truly lacks room ends in an ellipsis, its full text
    // in the title (and whole while the button has focus); it breaks only between words and after
    // - _ . / (breakable), never inside a word.
    const full = typeof label === 'string' ? label : nothing;
    return html`<th scope="col" class=${cls} aria-sort=${active ? (direction === 'asc' ? 'ascending' : 'descending') : nothing}>
      <button type="button" data-key=${key} title=${full} @click=${onSort}><span class="label">${typeof label === 'string' ? breakable(label) : label}</span><span class="arrow" aria-hidden="true">${active ? (direction === 'asc' ? '↑' : '↓') : '↕'}</span></button>
      ${key === 'score' ? axis : nothing}
    </th>`;
  });
}
