import { html, nothing, type TemplateResult } from 'lit';
import { DEFAULT_GROUP_LABEL, decimalsFor, digitsOf, type LeaderboardData, type LeaderboardEntry } from '../../lib/leaderboard-data.js';
import { fieldColumnEm, valueWordEm } from '../../lib/leaderboard-layout.js';
import type { RankedRow } from '../../lib/leaderboard-rank.js';
import { linearScale } from '../../lib/linear-scale.js';
import type { Locale } from '../../lib/locale.js';
import { formatValueIn } from '../../lib/locale-numbers.js';
import { pointsParts, pointsText, valueParts } from '../../lib/locale-phrases.js';
import { safeUrl } from '../../lib/safe-url.js';
import { breakable, fieldHeading } from './breakable.js';
import type { RareKit } from './rare-parts.js';

/** The first view's helpers the rare parts' chunk uses, handed to it at each call (see rare-parts.ts). */
export const RARE_KIT: RareKit = { decimalsFor, digitsOf, safeUrl, breakable, fieldHeading, fieldColumnEm, valueWordEm, formatValueIn };

export type Row = RankedRow<LeaderboardEntry>;

/** What a row's cells show: built when the row is first rendered, kept until the data changes (not per sort). */
export interface RowView {
  rankText: string;
  /** `rank` or `rank ref` (a reference row: "Ref." instead of a number). */
  rankClass: string;
  model: TemplateResult | string;
  /** After the name: the footnote marker and the entry's `links`, or nothing (most rows). */
  after: TemplateResult | typeof nothing;
  framework: TemplateResult | string;
  scoreText: string;
  /** `num pct` when the unit is "%": the sign is shown but hidden from screen readers, which hear "percent" (CSS alternative text). */
  scoreClass: string;
  /** "%", or '' when `scoreText` carries its unit. */
  scoreUnit: string;
  gapText: string;
  /** `pp` when the gap is in percentage points: shown "pp", heard "percentage points". */
  gapClass: string;
  gapUnit: string;
  color: string;
  /** Where the bar starts in its 0–100 track: 0, or (right to left) 100 − width. */
  x: number;
  width: number;
  /** SVG path of the interval's whiskers, '' without one. */
  whisker: string;
  /** The interval as text ("65.0–74.5"), '' without one. */
  interval: string;
  tie: string;
  /** The cells of the board's `fields`, or nothing on a board without any. */
  cells: TemplateResult[] | typeof nothing;
  /**
   * The same fields as label and value under the model, shown instead of their columns when the
   * table would not fit (see the element's fields-under layout); nothing without fields.
   */
  under: TemplateResult | typeof nothing;
  rowClass: string;
}

/** What every row's view needs from the board, computed once per data. */
export interface ViewContext {
  value: LeaderboardData;
  colors: ReadonlyMap<string, string>;
  /** The footnote number of each note text. */
  notes: ReadonlyMap<string, number>;
  /** Decimals of the leader's score (for a gap with `decimals: "auto"`). */
  bestDigits: number;
  /** Entries without a framework write nothing beneath the model when no entry has one. */
  named: boolean;
  /** The reader's language: its words and numbers (the row views are made again when it changes). */
  locale: Locale;
  /** Right to left: bars grow from the right end of their track. */
  rtl: boolean;
  /** The fields' cells (./board-fields.ts, in a chunk the element loads before it renders a board with fields). */
  fieldViews?: Pick<typeof import('./rare-parts.js'), 'fieldCells' | 'fieldsUnderRow'>;
  /** A row's note, links and interval (./row-extras.ts, in the same chunk, loaded before a board with any is shown). */
  rowExtras?: (typeof import('./rare-parts.js'))['rowExtras'];
}

/** Builds the view of one row; cached by the element per data row. */
export function rowView(row: Row, ctx: ViewContext): RowView {
  const { value, colors, notes, bestDigits, named, locale: l, rtl, fieldViews, rowExtras } = ctx;
  const { decimals, unit, domain } = value;
  const fields = value.fields ?? [];
  const percent = unit === '%';
  const points = percent ? '' : unit;
  const x = linearScale(domain, [0, 100]);
  // Right to left, bars grow from the track's right end: the bar and its whiskers mirrored.
  const at = (n: number) => (rtl ? 100 - x(n) : x(n));
  const { model, framework, score, low, high, url, links, note, reference, digits } = row.entry;
  const own = score === null ? 0 : decimalsFor(score, decimals, digits);
  const href = safeUrl(url);
  // A note, links, an interval (a tie with the leader needs one) or a reference row come only from
  // the full validation, with the chunk that draws them.
  const extras = rowExtras && (note || links || reference || low !== undefined || high !== undefined) ? rowExtras(row.entry, notes, l, at, own, decimals, row.tiedWithLeader, RARE_KIT) : undefined;
  // With a lower-is-better score the gap is how far above the best: "+4.5"; else how far below: "−4.5".
  const gap = row.gap === null ? null : value.higherIsBetter === false ? row.gap : -row.gap;
  const gapDigits = decimals === 'auto' ? Math.max(own, bestDigits) : decimals;
  // With "%": the number, and the unit shown apart ("74,0" and " %", "+8,56" and " Pp."), which
  // screen readers hear as words instead (the .pct / .pp classes).
  const [scoreText, scoreUnit] = percent && score !== null ? valueParts(l, score, '%', own) : [formatValueIn(l, score, unit, own), ''];
  const [gapText, gapUnit] = percent && gap !== null ? pointsParts(l, gap, gapDigits, '%') : [pointsText(l, gap, gapDigits, points), ''];
  const width = score === null ? 0 : x(score);
  return {
    rankText: extras?.rank ?? (row.rank === null ? '—' : String(row.rank)),
    rankClass: reference ? 'rank ref' : 'rank',
    model: href ? html`<a href=${href}>${breakable(model)}</a>` : breakable(model),
    after: extras?.after ?? nothing,
    framework: framework ? breakable(framework) : named ? '—' : '',
    scoreText,
    scoreClass: percent && score !== null ? 'num pct' : 'num',
    scoreUnit,
    gapText,
    gapClass: percent && gap !== null ? 'pp' : '',
    gapUnit,
    color: colors.get(framework)!,
    x: rtl ? 100 - width : 0,
    width,
    whisker: extras?.whisker ?? '',
    interval: extras?.interval ?? '',
    tie: extras?.tie ?? '',
    cells: fields.length && fieldViews ? fieldViews.fieldCells(fields, row.entry, l, RARE_KIT) : nothing,
    under: fields.length && fieldViews ? fieldViews.fieldsUnderRow(fields, row.entry, l, RARE_KIT) : nothing,
    rowClass: reference ? 'reference' : '',
  };
}

/**
 * The table's width classes: the model column by its longest name (up to 14 characters `m-s`,
 * 22 `m-m`, longer `m-l`, where a name like "Claude-Opus-4.5-20251101-thinking-32k" takes two
 * lines), the framework column by its longest name (plus its chip) or the longest word of its
 * heading, and `nf-N` for N field columns. Lengths in characters: cheap for 100,000 entries,
 * and the same on a server.
 */
export function widthClasses(value: LeaderboardData, frameworks: readonly string[], groupLabel = value.groupLabel ?? DEFAULT_GROUP_LABEL, gapLabel = 'Gap to best'): string {
  let model = 0;
  for (const entry of value.entries) model = Math.max(model, entry.model.length);
  let group = Math.max(0, ...groupLabel.split(/\s+/).map((word) => word.length));
  for (const name of frameworks) group = Math.max(group, name.length + 2);
  const m = model <= 14 ? 'm-s' : model <= 22 ? 'm-m' : 'm-l';
  const f = group <= 10 ? 'f-s' : group <= 16 ? 'f-m' : 'f-l';
  // The gap heading's longest word must fit its column whole: "Abstand zur Spitze", "Diferencia con
  // el mejor" broke inside a word in the English width.
  const gapWord = Math.max(0, ...gapLabel.split(/\s+/).map((word) => word.length));
  const g = gapWord <= 6 ? '' : gapWord <= 8 ? ' g-m' : ' g-l';
  return `${m} ${f}${g} nf-${Math.min(20, value.fields?.length ?? 0)}`;
}

// One template of plain text and attribute bindings (no nested templates but a board's own
// links and fields): it runs for thousands of rows. The framework is written twice: in its
// column, and under the model for narrow containers, where the column is hidden (display: none,
// so a reader hears it once either way). Each row and cell names its role: the rows below the first
// screen are grid rows in a block body (table-body.ts's fitColumns), and WebKit drops the table
// roles of table parts whose display is changed (the review of sort6).
export function renderRow(row: RowView, index: number): TemplateResult {
  return html`<tr role="row" aria-rowindex=${index} class=${row.rowClass}><td role="cell" class=${row.rankClass}>${row.rankText}</td><th role="rowheader" scope="row" class="model">${row.model}${row.after}<span class="fw">${row.framework}</span>${row.under}</th><td role="cell" class="framework"><svg class="chip" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" rx="2" fill=${row.color}></rect></svg>${row.framework}</td><td role="cell" class="score"><span class=${row.scoreClass}>${row.scoreText}<span aria-hidden="true">${row.scoreUnit}</span></span><svg class="bar" viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true"><rect class="track" width="100" height="12"></rect><rect part="bar" x=${row.x} y="2" height="8" width=${row.width} fill=${row.color}></rect><path class="whisker" d=${row.whisker}></path></svg><span class="ci">${row.interval}</span></td><td role="cell" class="gap"><span class=${row.gapClass}>${row.gapText}<span aria-hidden="true">${row.gapUnit}</span></span><span class="tie">${row.tie}</span></td>${row.cells}</tr>`;
}

/**
 * What screen readers hear for a shown "%" or "pp" (the .pct / .pp classes of rows and summary):
 * the stylesheet's English unless the language has its own words, set on the board's `base` after
 * a render. Through CSSOM, which a strict CSP allows.
 */
export function setUnitWords(base: HTMLElement | null, l: Locale): void {
  if (base && l.formatLang !== 'en') {
    base.style.setProperty('--_pct-words', JSON.stringify(l.t('common.percentSuffix')));
    base.style.setProperty('--_pp-words', JSON.stringify(l.t('common.pointsSuffix')));
  } else if (base?.style.length) {
    base.style.removeProperty('--_pct-words');
    base.style.removeProperty('--_pp-words');
  }
}
