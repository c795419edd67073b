import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { downloadFile, fileSlug } from '../../internal/download.js';
import { emit } from '../../internal/emit.js';
import { toCsv } from '../../lib/csv.js';
import { assignFrameworkColors } from '../../lib/framework-colors.js';
import { formatNumber, formatPoints, formatValue, formatCount } from '../../lib/format.js';
import {
  DEFAULT_SORT,
  filterRows,
  formatSortSpec,
  frameworkCounts,
  frameworkNames,
  leaderboardCsvRows,
  legendFrameworks,
  matchFrameworks,
  nextSort,
  parseSortSpec,
  rankEntries,
  sortRows,
  summarize,
  type LeaderboardSummary,
  type RankedRow,
  type SortKey,
  type SortSpec,
} from '../../lib/leaderboard-rank.js';
import { leaderboardFromTable } from '../../lib/leaderboard-table-source.js';
import { safeUrl } from '../../lib/safe-url.js';
import { describeValue } from '../../lib/validate.js';
import { countEntries, filterSentence, searchSentence, sortSentence } from '../../lib/leaderboard-announce.js';
import { linearScale } from '../../lib/linear-scale.js';
import { hostStyles } from '../../styles/host.styles.js';
import { leaderboardStyles } from './leaderboard-table.styles.js';
import { TableBody } from './table-body.js';
import {
  parseLeaderboardData,
  type FilterChangeDetail,
  type LeaderboardData,
  type LeaderboardEntry,
  type SortChangeDetail,
} from './leaderboard-table.types.js';
import type { LeaderboardInput } from './leaderboard-table.types.js';

type Row = RankedRow<LeaderboardEntry>;

/** What a row's cells show: built when the row is first rendered, kept until the data changes (not per sort). */
interface RowView {
  rankText: string;
  model: TemplateResult | string;
  framework: string;
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
  width: number;
  /** SVG path of the interval's whiskers, '' without one. */
  whisker: string;
  /** The interval as text ("65.0–74.5"), '' without one. */
  interval: string;
  tie: string;
}

const SEARCH_THRESHOLD = 12;
/** Legend buttons shown before "+N more". */
const LEGEND_MAX = 12;
/** Matches listed at once in the "+N more" panel; typing narrows them. */
const MORE_MAX = 50;
/** Search announces once typing pauses this long (ms), not at every key. */
const SEARCH_QUIET = 400;

/**
 * A sortable, filterable leaderboard: a real `<table>` of models ranked by a
 * score, with bars on a shared scale, gap to the leader, a summary and a
 * framework legend. Reads `data`, JSON, a child script, `src`, or upgrades a
 * child `<table>` (Model, Framework, Score).
 *
 * @tag leaderboard-table
 * @summary Ranked model × framework scores with bars, ties, intervals, sorting, filtering and CSV export.
 * @fires sort-change - A reader sorted by a column header. `detail: { key, direction }`.
 * @fires filter-change - A reader toggled a framework in the legend, or pressed Show all. `detail: { frameworks }` (the ones shown).
 * @fires csw-error - Bad input (invalid data, a colour that is not colour syntax, a limit passed, an unknown `sort`). `detail.message` says where and what.
 * @csspart summary - The highest score and the spread.
 * @csspart legend - The framework toggle buttons (the 12 largest groups when there are more; the rest behind "+N more").
 * @csspart toolbar - The row of the legend, the search field and Download CSV.
 * @csspart search - The search field (more than 12 entries, or `searchable`).
 * @csspart count - The count under the table ("10 entries", "Showing 3 of 10 entries").
 * @csspart table - The `<table>`.
 * @csspart bar - One score bar (an SVG `<rect>`).
 * @csspart hint - "Swipe to compare →", shown while the table overflows sideways (in the DOM, hidden, otherwise).
 * @cssprop --leaderboard-table-max-height - Height of the scrolling body of boards over 2,000 rows (default 32em).
 * @cssprop --csw-font-family - Font (default: inherited).
 * @cssprop --csw-text - Text colour.
 * @cssprop --csw-muted - Secondary text, bar and chip outlines.
 * @cssprop --csw-surface - Background.
 * @cssprop --csw-border - Rules and borders.
 * @cssprop --csw-accent - Links and the sorted header.
 * @cssprop --csw-radius - Corner radius.
 * @slot - No-JavaScript fallback, and a `<table>` (Model, Framework, Score) to upgrade when no other data is given.
 */
export class LeaderboardTable extends CswElement<LeaderboardData, LeaderboardInput> {
  static override styles = [hostStyles, leaderboardStyles];

  #spec: SortSpec = DEFAULT_SORT;
  #ranked: Row[] = [];
  /** The rows shown, filtered and sorted. */
  #rows: Row[] = [];
  #views: RowView[] = [];
  #view?: (row: Row) => RowView;
  #frameworks: string[] = [];
  /** The frameworks with a legend button: all of them, or the largest groups. */
  #legend: string[] = [];
  /** The frameworks behind "+N more". */
  #rest: string[] = [];
  #colors = new Map<string, string>();
  #summary: LeaderboardSummary<LeaderboardEntry> | null = null;
  /** Which rows are in the document and what each shows: every row progressively, or a window. */
  #body = new TableBody<RowView>(this, (row, index) => this.#renderRow(row, index));
  #searchTimer = 0;

  /** Frameworks the reader switched off in the legend. */
  @state() private hiddenFrameworks = new Set<string>();
  @state() private query = '';
  @state() private moreOpen = false;
  @state() private moreQuery = '';

  /** The sort as `key:direction`; keys `rank`, `model`, `framework`, `score`, `gap`. Reflects the reader's choice. */
  @property({ reflect: true }) sort: string | null = 'score:desc';

  /** Shows the search field even for 12 entries or fewer. */
  @property({ type: Boolean }) searchable = false;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#searchTimer);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('sort')) this.#readSort();
    const value = this.value;
    if (!value) return;
    if (changed.has('value')) this.#derive(value);
    const newOrder = changed.has('value') || changed.has('sort') || changed.has('hiddenFrameworks') || changed.has('query');
    if (newOrder) this.#rows = sortRows(filterRows(this.#ranked, this.hiddenFrameworks, this.query), this.#spec);
    this.#body.sync(this.#rows, this.#view!, newOrder, this.printing);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (!scroller) return;
    this.#body.layout(scroller);
    // Set directly, so measuring costs no second render. While the table overflows sideways the hint
    // shows and the model column sticks (sticky cells cost layout time, so only when it helps).
    const overflowing = scroller.scrollWidth > scroller.clientWidth + 1;
    scroller.toggleAttribute('data-overflowing', overflowing);
    this.renderRoot.querySelector<HTMLElement>('[part="hint"]')!.hidden = !overflowing;
    this.markSideScroll(overflowing);
  }

  protected parseData(raw: unknown): LeaderboardData {
    return parseLeaderboardData(raw);
  }

  /** A child `<table>` (a Markdown table): header row Model, Framework, Score; one row an entry. */
  protected override lightDomSource(): unknown {
    const table = this.querySelector('table');
    if (!table) return undefined;
    const [header, ...rows] = [...table.rows].map((row) =>
      [...row.cells].map((cell) => ({ text: cell.textContent ?? '', href: cell.querySelector('a')?.getAttribute('href') ?? undefined })),
    );
    return leaderboardFromTable({
      caption: table.caption?.textContent ?? '',
      headers: (header ?? []).map((cell) => cell.text),
      rows,
    });
  }

  #readSort(): void {
    const spec = this.sort ? parseSortSpec(this.sort) : DEFAULT_SORT;
    // An invalid sort keeps the last valid one on screen and says what was wrong.
    if (spec) this.#spec = spec;
    this.flagAttribute(
      'sort',
      spec ? '' : `sort: expected rank, model, framework, score or gap, then :asc or :desc, got ${describeValue(this.sort)}`,
    );
  }

  #derive(value: LeaderboardData): void {
    const { decimals, unit, domain } = value;
    const percent = unit === '%';
    const points = percent ? '' : unit;
    const x = linearScale(domain, [0, 100]);
    const fmt = (n: number) => formatNumber(n, decimals);
    this.#frameworks = frameworkNames(value.entries);
    this.#legend = legendFrameworks(this.#frameworks, frameworkCounts(value.entries), LEGEND_MAX);
    const shown = new Set(this.#legend);
    this.#rest = this.#legend.length === this.#frameworks.length ? [] : this.#frameworks.filter((name) => !shown.has(name));
    this.#colors = assignFrameworkColors(this.#frameworks, value.colors);
    this.#summary = summarize(value.entries);
    this.#ranked = rankEntries(value.entries);
    this.#views = [];
    // Formatting every row up front costs more than rendering a window of a 10,000-row board: do it on first render.
    this.#view = (row) => {
      const cached = this.#views[row.index];
      if (cached) return cached;
      const { model, framework, score, low, high, url } = row.entry;
      const href = safeUrl(url);
      const interval = score !== null && (low !== undefined || high !== undefined);
      const [from, to] = [x(low ?? score ?? 0), x(high ?? score ?? 0)];
      return (this.#views[row.index] = {
        rankText: row.rank === null ? '—' : String(row.rank),
        model: href ? html`<a href=${href}>${model}</a>` : model,
        framework: framework || '—',
        scoreText: formatValue(score, percent ? '' : unit, decimals),
        scoreClass: percent && score !== null ? 'num pct' : 'num',
        scoreUnit: percent && score !== null ? '%' : '',
        gapText: row.gap === null ? '—' : formatPoints(-row.gap, decimals, points),
        gapClass: percent && row.gap !== null ? 'pp' : '',
        gapUnit: percent && row.gap !== null ? 'pp' : '',
        color: this.#colors.get(framework)!,
        width: score === null ? 0 : x(score),
        whisker: interval ? `M${from} 6H${to}M${from} 2V10M${to} 2V10` : '',
        interval: interval ? `${fmt(low ?? score)}–${fmt(high ?? score)}` : '',
        tie: row.tiedWithLeader ? 'tied with leader' : '',
      });
    };
  }

  #columnLabel(key: SortKey): string {
    return { rank: 'Rank', model: 'Model', framework: 'Agent framework', score: this.value!.metric, gap: 'Gap to best' }[key];
  }

  #onHeaderClick = (event: Event): void => {
    const button = event.currentTarget as HTMLButtonElement;
    const spec = nextSort(this.#spec, button.dataset.key as SortKey);
    this.sort = formatSortSpec(spec);
    emit<SortChangeDetail>(this, 'sort-change', spec);
    // Sorting keeps the count: it can be said now.
    this.announce(sortSentence(this.#columnLabel(spec.key), spec, this.#rows.length));
  };

  #setHidden(hidden: Set<string>): void {
    this.hiddenFrameworks = hidden;
    const shown = this.#frameworks.filter((framework) => !hidden.has(framework));
    emit<FilterChangeDetail>(this, 'filter-change', { frameworks: shown });
    void this.updateComplete.then(() =>
      this.announce(filterSentence(shown, this.#frameworks.length, this.#rows.length, this.value?.entries.length ?? 0)),
    );
  }

  #onLegendClick = (event: Event): void => {
    const name = (event.currentTarget as HTMLButtonElement).dataset.framework!;
    const hidden = new Set(this.hiddenFrameworks);
    if (!hidden.delete(name)) hidden.add(name);
    this.#setHidden(hidden);
  };

  /** Shows every framework again; focus moves to the first legend item, as this button goes away. */
  #onShowAll = async (): Promise<void> => {
    this.#setHidden(new Set());
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.legend-item')?.focus();
  };

  #onMore = (): void => {
    this.moreOpen = !this.moreOpen;
  };

  #onMoreSearch = (event: Event): void => {
    this.moreQuery = (event.target as HTMLInputElement).value;
  };

  #onSearch = (event: Event): void => {
    this.query = (event.target as HTMLInputElement).value;
    // One sentence when typing pauses, not one per key.
    clearTimeout(this.#searchTimer);
    this.#searchTimer = window.setTimeout(
      () => this.announce(searchSentence(this.query, this.#rows.length, this.value?.entries.length ?? 0)),
      SEARCH_QUIET,
    );
  };

  #onDownload = (): void => {
    const value = this.value!;
    const csv = toCsv(leaderboardCsvRows(this.#rows, value.decimals));
    downloadFile(`${fileSlug(value.title, 'leaderboard')}.csv`, csv, 'text/csv;charset=utf-8');
  };

  protected renderView(value: LeaderboardData): TemplateResult {
    const total = value.entries.length;
    return html`
      ${this.renderHeading(value.title)}
      ${value.description ? html`<p class="muted">${value.description}</p>` : nothing}
      ${total === 0 ? html`<p class="empty">No entries to show yet.</p>` : this.#renderBoard(value)}
    `;
  }

  #renderBoard(value: LeaderboardData): TemplateResult {
    const total = value.entries.length;
    const shown = this.#rows.length;
    const windowed = this.#body.windowed;
    const named = this.#frameworks.some((name) => name !== '');
    return html`
      ${this.#renderSummary(value)}
      <div part="toolbar" class="toolbar">
        ${named ? this.#renderLegend() : nothing}
        ${total > SEARCH_THRESHOLD || this.searchable
          ? html`<label>Search<input part="search" type="search" .value=${this.query} @input=${this.#onSearch} /></label>`
          : nothing}
        <button type="button" class="button download no-print" ?disabled=${shown === 0} @click=${this.#onDownload}>Download CSV</button>
      </div>
      <div class="scroller ${windowed ? 'windowed' : ''}" role="region" aria-labelledby="title" tabindex="0"
        data-prevent-swipe @scroll=${this.#body.onScroll}>
        <table part="table" class=${named ? '' : 'no-frameworks'} aria-labelledby="title" aria-rowcount=${shown + 1}>
          <thead>
            <tr aria-rowindex="1">${this.#renderHeaders(value)}</tr>
          </thead>
          ${this.#body.render(html`<tr><td class="none" colspan="5">No entries match.</td></tr>`)}
        </table>
      </div>
      <div class="foot">
        <p part="count" class="count">${shown === total ? countEntries(total) : `Showing ${formatCount(shown)} of ${countEntries(total)}`}</p>
        <p part="hint" hidden>Swipe to compare →</p>
      </div>
    `;
  }

  // One template of plain text and attribute bindings (no nested templates): it runs for thousands of rows.
  // The framework is written twice: in its column, and under the model for narrow containers,
  // where the column is hidden (display: none, so a reader hears it once either way).
  #renderRow(row: RowView, index: number): TemplateResult {
    return html`<tr aria-rowindex=${index}><td class="rank">${row.rankText}</td><th scope="row" class="model">${row.model}<span class="fw">${row.framework}</span></th><td class="framework"><svg class="chip" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" rx="2" fill=${row.color}></rect></svg>${row.framework}</td><td class="score"><span class=${row.scoreClass}>${row.scoreText}<span aria-hidden="true">${row.scoreUnit}</span></span><svg class="bar" viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true"><rect class="track" width="100" height="12"></rect><rect part="bar" y="2" height="8" width=${row.width} fill=${row.color}></rect><path class="whisker" d=${row.whisker}></path></svg><span class="ci">${row.interval}</span></td><td class="gap"><span class=${row.gapClass}>${row.gapText}<span aria-hidden="true">${row.gapUnit}</span></span><span class="tie">${row.tie}</span></td></tr>`;
  }

  #renderHeaders(value: LeaderboardData): TemplateResult[] {
    const columns: [SortKey, TemplateResult | string][] = [
      ['rank', html`<span aria-hidden="true">#</span><span class="sr-only">Rank</span>`],
      ['model', 'Model'],
      ['framework', 'Agent framework'],
      ['score', value.metric],
      ['gap', 'Gap to best'],
    ];
    const { key: sorted, direction } = this.#spec;
    return columns.map(([key, label]) => {
      const active = key === sorted;
      return html`<th scope="col" class=${key} aria-sort=${active ? (direction === 'asc' ? 'ascending' : 'descending') : nothing}>
        <button type="button" data-key=${key} @click=${this.#onHeaderClick}>${label}<span aria-hidden="true">${active ? (direction === 'asc' ? '↑' : '↓') : '↕'}</span></button>
      </th>`;
    });
  }

  #renderSummary(value: LeaderboardData): TemplateResult {
    const summary = this.#summary;
    if (!summary) {
      return html`<dl part="summary" class="summary"><div><dt>Highest ${value.metric}</dt><dd>No entry has a score yet.</dd></div></dl>`;
    }
    const { decimals, unit } = value;
    const percent = unit === '%';
    // With "%" the unit is shown but hidden from screen readers, which hear it as words: "74.0 percent", "30.0 percentage points".
    const amount = (n: number, cls = 'pct') =>
      percent
        ? html`<span class=${cls}>${formatNumber(n, decimals)}<span aria-hidden="true">${cls === 'pp' ? 'pp' : '%'}</span></span>`
        : `${formatNumber(n, decimals)}${unit}`;
    const stat = (n: number, cls: string) => html`<span class="stat">${amount(n, cls)}</span>`;
    const leaders = summary.leaders.map((entry) => (entry.framework ? `${entry.model} · ${entry.framework}` : entry.model));
    // A long board can tie many at the top: name three, count the rest.
    const more = leaders.length > 3 ? ` and ${leaders.splice(3).length} more` : '';
    return html`<dl part="summary" class="summary">
      <div>
        <dt>Highest ${value.metric}</dt>
        <dd>${stat(summary.best, 'pct')} ${leaders.join(', ')}${more}</dd>
      </div>
      ${summary.scored > 1
        ? html`<div>
            <dt>Spread</dt>
            <dd>${stat(summary.spread, 'pp')}
              ${amount(summary.best)} to ${amount(summary.worst)}
              across ${countEntries(summary.scored)}</dd>
          </div>`
        : nothing}
    </dl>`;
  }

  #renderLegend(): TemplateResult {
    // "Show all" and "+N more" sit beside the legend part, not in it: `[part="legend"] button` stays one per framework shown there.
    const rest = this.#rest.length;
    return html`<div class="filters">${this.#renderLegendItems()}${rest
        ? html`<button type="button" class="button more-toggle" aria-expanded=${this.moreOpen ? 'true' : 'false'} aria-controls="more" @click=${this.#onMore}>+${formatCount(rest)} more</button>`
        : nothing}${this.hiddenFrameworks.size
        ? html`<button type="button" class="button show-all no-print" @click=${this.#onShowAll}>Show all</button>`
        : nothing}${rest && this.moreOpen ? this.#renderMore() : nothing}</div>`;
  }

  #renderLegendButton(name: string): TemplateResult {
    return html`<button type="button" class="button legend-item" data-framework=${name} @click=${this.#onLegendClick} aria-pressed=${this.hiddenFrameworks.has(name) ? 'false' : 'true'}>
      <svg class="chip" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" rx="2" fill=${this.#colors.get(name)!}></rect></svg>${name || 'No framework'}
    </button>`;
  }

  #renderLegendItems(): TemplateResult {
    return html`<div part="legend" class="legend" role="group" aria-label="Show agent frameworks">
      ${this.#legend.map((name) => this.#renderLegendButton(name))}
    </div>`;
  }

  /** The frameworks past the legend's largest groups: a search field and the first matches. */
  #renderMore(): TemplateResult {
    const matches = matchFrameworks(this.#rest, this.moreQuery, MORE_MAX + 1);
    const cut = matches.length > MORE_MAX;
    return html`<div id="more" class="more" role="group" aria-label="More agent frameworks">
      <label>Find a framework<input type="search" .value=${this.moreQuery} @input=${this.#onMoreSearch} /></label>
      <div class="legend">${matches.slice(0, MORE_MAX).map((name) => this.#renderLegendButton(name))}</div>
      <p class="muted">${matches.length === 0 ? 'No framework matches.' : cut ? `The first ${MORE_MAX} of ${formatCount(this.#rest.length)}: type to narrow.` : ''}</p>
    </div>`;
  }
}
