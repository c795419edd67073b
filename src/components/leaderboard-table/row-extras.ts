/**
 * What only some rows carry (entries the full validation read: lib/leaderboard-parse.ts): a
 * footnote marker and the entry's `links` after the name, an interval's whiskers and text, a
 * reference row's mark and a tie with the leader (which only overlapping intervals make), and the
 * footnotes under the table. Part of the chunk of parts only some boards draw (./rare-parts.ts).
 */
import { html, nothing, type TemplateResult } from 'lit/html.js';
import type { Decimals, LeaderboardEntry } from '../../lib/leaderboard-data.js';
import type { Locale } from '../../lib/locale.js';
import type { RareKit } from './rare-parts.js';

export interface RowExtras {
  /** After the name: the footnote marker and the entry's `links`, or nothing. */
  after: TemplateResult | typeof nothing;
  /** SVG path of the interval's whiskers, '' without one. */
  whisker: string;
  /** The interval as text ("65.0–74.5"), '' without one. */
  interval: string;
  /** A reference row's rank cell ("Ref."); undefined for a ranked row (its rank). */
  rank?: string;
  /** Heard after the gap: a reference row is not ranked, a row is tied with the leader; '' for neither. */
  tie: string;
}

/**
 * The extras of one row. `at` places a value on the bar's 0–100 track (mirrored right to left),
 * `own` is the decimals of the row's score, `notes` the footnote number of each note text, `tied`
 * whether its interval overlaps a leader's.
 */
export function rowExtras(
  entry: LeaderboardEntry,
  notes: ReadonlyMap<string, number>,
  l: Locale,
  at: (n: number) => number,
  own: number,
  decimals: Decimals,
  tied: boolean,
  { digitsOf, safeUrl, formatValueIn }: RareKit,
): RowExtras {
  const { score, low, high, links, note, reference } = entry;
  const interval = score !== null && (low !== undefined || high !== undefined);
  const [from, to] = [at(low ?? score ?? 0), at(high ?? score ?? 0)];
  const bound = (n: number) => formatValueIn(l, n, '', decimals === 'auto' ? Math.max(own, digitsOf(n)) : decimals);
  const safeLinks = (links ?? []).map((link) => ({ label: link.label, href: safeUrl(link.url) })).filter((link) => link.href);
  const [mark, markAfter] = note ? l.t('leaderboard.noteMark', { n: '\u0000' }).split('\u0000') : ['', ''];
  return {
    after:
      note || safeLinks.length
        ? html`${note ? html`<sup class="mark"><span class="sr-only">${mark}</span>${notes.get(note)}${markAfter ? html`<span class="sr-only">${markAfter}</span>` : nothing}</sup>` : nothing}${safeLinks.length
            ? html`<span class="links">${safeLinks.map((link) => html`<a href=${link.href!}>${link.label}</a>`)}</span>`
            : nothing}`
        : nothing,
    whisker: interval ? `M${from} 6H${to}M${from} 2V10M${to} 2V10` : '',
    interval: interval ? `${bound(low ?? score)}–${bound(high ?? score)}` : '',
    rank: reference ? l.t('leaderboard.reference') : undefined,
    tie: reference ? l.t('leaderboard.referenceSpoken') : tied ? l.t('leaderboard.tied') : '',
  };
}

/** The footnotes under the table, numbered as their row markers. */
export function renderNotes(notes: ReadonlyMap<string, number>): TemplateResult | typeof nothing {
  if (!notes.size) return nothing;
  return html`<ol part="notes" class="notes">${[...notes.keys()].map((text) => html`<li>${text}</li>`)}</ol>`;
}
