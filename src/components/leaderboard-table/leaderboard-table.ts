import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { emit } from '../../internal/emit.js';
import { assignFrameworkColors } from '../../lib/framework-colors.js';
import { axisTicks, type AxisTick } from '../../lib/leaderboard-axis.js';
import { decimalsFor, parseLeaderboardData, type LeaderboardField } from '../../lib/leaderboard-data.js';
import {
  DEFAULT_SORT,
  SORT_KEYS,
  filterRows,
  formatSortSpec,
  frameworkCounts,
  frameworkNames,
  legendFrameworks,
  matchFrameworks,
  nextSort,
  parseSortSpec,
  rankEntries,
  sortRows,
  summarize,
  type LeaderboardSort,
  type LeaderboardSummary,
  type SortSpec,
} from '../../lib/leaderboard-rank.js';
import { describeValue } from '../../lib/validate.js';
import { DEFAULT_GROUP_LABEL, countEntries, groupWords } from '../../lib/leaderboard-words.js';
import { registerEnglish, SHIPPED_LOCALES, loadLocale } from '../../lib/locale.js';
import { csvReader, loadCsvReader } from './lazy-readers.js';
import { leaderboardFromTable } from '../../lib/leaderboard-table-source.js';
import { ContainerWidthController } from '../../internal/container-width.js';
import { hostStyles } from '../../styles/host.styles.js';
import { leaderboardStyles } from './leaderboard-table.styles.js';
import { TableBody } from './table-body.js';
import { noteNumbers, rowView, widthClasses, type Row, type RowView } from './row-view.js';
import { renderAxis, renderNotes, renderPrintLine, renderSummary } from './board-parts.js';
import type { FilterChangeDetail, LeaderboardData, LeaderboardEntry, LeaderboardInput, SortChangeDetail } from './leaderboard-table.types.js';
import leaderboardEnglish from '../../locales/en/leaderboard-table.js';

registerEnglish(leaderboardEnglish);

const SEARCH_THRESHOLD = 12;
/** The sentences said after a reader's action: loaded on the first one, shared by every board. */
let announcements: Promise<typeof import('../../lib/leaderboard-announce.js')> | undefined;
/** Legend buttons shown before "+N more". */
const LEGEND_MAX = 12;
/** Matches listed at once in the "+N more" panel; typing narrows them. */
const MORE_MAX = 50;
/** Search announces once typing pauses this long (ms), not at every key. */
const SEARCH_QUIET = 400;
/** Cells a print task lays out at most (see #printLimit). */
const PRINT_CELLS = 12_500;

/**
 * A sortable, filterable leaderboard: a real `<table>` of models ranked by a
 * score, with bars on a shared scale, gap to the leader, a summary and a
 * framework legend. Reads `data`, JSON, a child script, `src`, or upgrades a
 * child `<table>` (Model, Framework, Score and any other numeric columns), or CSV.
 *
 * @tag leaderboard-table
 * @summary Ranked model × framework scores with bars, ties, intervals, sorting, filtering and CSV export.
 * @fires sort-change - A reader sorted by a column header. `detail: { key, direction }`.
 * @fires filter-change - A reader toggled a framework or a flag ("Verified only") in the legend, or pressed Show all. `detail: { frameworks }` (the ones shown), with `flags` (the flag filters on) on a board with flag fields.
 * @fires csw-error - Bad input (invalid data, a colour that is not colour syntax, a limit passed, an unknown `sort`). `detail.message` says where and what.
 * @csspart summary - The highest score and the spread.
 * @csspart legend - The framework toggle buttons (the 12 largest groups when there are more; the rest behind "+N more").
 * @csspart toolbar - The row of the legend, the search field and Download CSV.
 * @csspart search - The search field (more than 12 entries, or `searchable`).
 * @csspart count - The count under the table ("10 entries", "Showing 3 of 10 entries").
 * @csspart table - The `<table>`.
 * @csspart bar - One score bar (an SVG `<rect>`).
 * @csspart hint - "Swipe to compare →", shown while the table overflows sideways (in the DOM, hidden, otherwise).
 * @csspart notes - The footnotes under the table (`entry.note`), numbered as the markers on their rows.
 * @csspart axis - The start and end of a bar domain that does not start at 0, under the score heading.
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
  /** The author or reader chose the sort: a lower-is-better board no longer turns the default round. */
  #sortChosen = false;
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
  #notes = new Map<string, number>();
  #ticks: AxisTick[] = [];
  /** The table's width classes (see widthClasses). */
  #widths = '';
  #summary: LeaderboardSummary<LeaderboardEntry> | null = null;
  /** Which rows are in the document and what each shows: every row progressively, or a window. */
  #body = new TableBody<RowView>(this, (row, index) => this.#renderRow(row, index));
  #searchTimer = 0;
  /** What a reader's action still waits for (the sentences' chunk, then its announcement): `updateComplete` waits too. */
  readonly #pending = new Set<Promise<unknown>>();
  /** The language and direction the row views were made in: another one makes them again. */
  #viewsIn = '';

  /** Frameworks the reader switched off in the legend. */
  @state() private hiddenFrameworks = new Set<string>();
  /** Flag fields the reader requires ("Verified only"), by key. */
  @state() private requiredFlags: string[] = [];
  @state() private query = '';
  @state() private moreOpen = false;
  @state() private moreQuery = '';

  /**
   * The sort as `key:direction`; keys `rank`, `model`, `framework`, `score`, `gap` or a field's key
   * (`date:desc`). Reflects the reader's choice.
   */
  @property({ reflect: true }) sort: LeaderboardSort | null = 'score:desc';

  /** Shows the search field even for 12 entries or fewer. */
  @property({ type: Boolean }) searchable = false;

  constructor() {
    super();
    // The hint and the sticky model column follow the container's width: they are measured after
    // each render, so a new width renders again (the table itself follows it with container queries).
    new ContainerWidthController(this, () => this.requestUpdate());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasAttribute('sort')) this.#sortChosen = true;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#searchTimer);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('sort') && changed.get('sort') !== undefined) this.#sortChosen = true;
    const value = this.value;
    const viewsIn = `${this.i18n.locale.id}|${this.i18n.dir}`;
    if (value && (changed.has('value') || viewsIn !== this.#viewsIn)) {
      this.#viewsIn = viewsIn;
      this.#derive(value);
    }
    if (changed.has('sort') || changed.has('value')) this.#readSort();
    if (!value) return;
    const newOrder = changed.has('value') || changed.has('sort') || changed.has('hiddenFrameworks') || changed.has('query') || changed.has('requiredFlags');
    if (newOrder) this.#rows = sortRows(filterRows(this.#ranked, this.hiddenFrameworks, this.query, this.requiredFlags), this.#spec);
    this.#body.columns = this.#columnCount(value);
    this.#body.sync(this.#rows, this.#view!, newOrder, this.printing, this.#printLimit(value));
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (!scroller) return;
    this.#body.layout(scroller);
    // Set directly, so measuring costs no second render. While the table overflows sideways the hint
    // shows (on touch screens: CSS) and the model column sticks (sticky cells cost layout time, so only when it helps).
    const overflowing = scroller.scrollWidth > scroller.clientWidth + 1;
    scroller.toggleAttribute('data-overflowing', overflowing);
    this.renderRoot.querySelector<HTMLElement>('[part="hint"]')!.hidden = !overflowing;
    this.markSideScroll(overflowing);
    // What screen readers hear for a shown "%" or "pp" (the .pct / .pp classes): the stylesheet's
    // English unless the language has its own words. Through CSSOM, which a strict CSP allows.
    const base = this.renderRoot.querySelector<HTMLElement>('[part="base"]');
    const l = this.i18n.locale;
    if (base && l.formatLang !== 'en') {
      base.style.setProperty('--_pct-words', JSON.stringify(l.t('common.percentSuffix')));
      base.style.setProperty('--_pp-words', JSON.stringify(l.t('common.pointsSuffix')));
    } else if (base?.style.length) {
      base.style.removeProperty('--_pct-words');
      base.style.removeProperty('--_pp-words');
    }
  }

  /**
   * What a server must load before rendering (the prerender command awaits it): the CSV reader and
   * the shipped languages' tables, which a browser loads on first use, so a prerendered CSV board
   * or a `lang="de"` board is rendered whole in one pass.
   */
  static preload(): Promise<unknown> {
    return Promise.all([loadCsvReader(), ...SHIPPED_LOCALES.map((lang) => loadLocale(lang))]);
  }

  /**
   * Resolves once the element has rendered and anything a reader's last action loads on first use
   * (the announcement's sentences) is done: what a test, a deck or a framework waits for.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#pending.size) {
      await Promise.all(this.#pending);
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /**
   * Says what `sentence` makes of the sentences module, loaded on the first action (the first view
   * does not need it; ~0.6 KB min+gzip). A failed load says nothing rather than throw in a click.
   */
  #say(sentence: (words: typeof import('../../lib/leaderboard-announce.js')) => string, after?: Promise<unknown>): void {
    const done: Promise<void> = Promise.all([(announcements ??= import('../../lib/leaderboard-announce.js')), after])
      .then(([module]) => this.announce(sentence(module)))
      .catch(() => {
        announcements = undefined;
      })
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** The render under way, without waiting for what is pending (which may itself wait for it). */
  #rendered(): Promise<boolean> {
    return super.getUpdateComplete();
  }

  protected parseData(raw: unknown): LeaderboardData {
    return parseLeaderboardData(raw);
  }

  /**
   * CSV text (`src="….csv"`, `<script type="text/csv">`): a header row, then one entry a row. The
   * reader is a chunk loaded on first use (a promise until then; once loaded, read at once).
   */
  protected override fromCsv(text: string): unknown {
    const reader = csvReader();
    return reader ? reader(text) : loadCsvReader().then((read) => read(text));
  }

  /**
   * A child `<table>` (a Markdown table): header row Model, Framework, Score and any other numeric
   * columns (fields); one row an entry. Its title is its `<caption>`, else none: the default title
   * would put a name on someone else's data.
   */
  protected override lightDomSource(): unknown {
    const table = this.querySelector('table');
    if (!table) return undefined;
    // Read in the first update, not from a chunk loaded on first use as CSV is: the table is the
    // visible no-JavaScript fallback, and waiting for a chunk would show it a moment longer (and
    // make `updateComplete` resolve before the board is there).
    const [header, ...rows] = [...table.rows].map((row) =>
      [...row.cells].map((cell) => ({ text: cell.textContent ?? '', href: cell.querySelector('a')?.getAttribute('href') ?? undefined })),
    );
    return {
      title: '',
      ...leaderboardFromTable({
        caption: table.caption?.textContent ?? '',
        headers: (header ?? []).map((cell) => cell.text),
        rows,
      }),
    };
  }

  #fieldKeys(): string[] {
    return (this.value?.fields ?? []).map((field) => field.key);
  }

  #field(key: string): LeaderboardField | undefined {
    return this.value?.fields?.find((field) => field.key === key);
  }

  #readSort(): void {
    const value = this.value;
    // A lower-is-better board shows its best first unless someone chose the sort.
    if (value?.higherIsBetter === false && !this.#sortChosen && this.sort === 'score:desc') this.sort = 'score:asc';
    const spec = this.sort ? parseSortSpec(this.sort, this.#fieldKeys()) : DEFAULT_SORT;
    // An invalid sort keeps the last valid one on screen and says what was wrong. A field key
    // before the data arrives waits for the data's fields.
    if (spec) this.#spec = spec;
    if (!spec && !value && typeof this.sort === 'string' && /^[^:]+:(asc|desc)$/.test(this.sort.trim())) return;
    const keys = [...SORT_KEYS, ...this.#fieldKeys()];
    this.flagAttribute(
      'sort',
      spec ? '' : `sort: expected ${keys.slice(0, -1).join(', ')} or ${keys.at(-1)}, then :asc or :desc, got ${describeValue(this.sort)}`,
    );
  }

  #derive(value: LeaderboardData): void {
    const counts = frameworkCounts(value.entries);
    this.#frameworks = frameworkNames(value.entries);
    this.#legend = legendFrameworks(this.#frameworks, counts, LEGEND_MAX);
    const shown = new Set(this.#legend);
    this.#rest = this.#legend.length === this.#frameworks.length ? [] : this.#frameworks.filter((name) => !shown.has(name));
    this.#colors = assignFrameworkColors(this.#frameworks, value.colors, counts);
    const options = { higherIsBetter: value.higherIsBetter !== false };
    this.#summary = summarize(value.entries, options);
    this.#ranked = rankEntries(value.entries, options);
    this.#notes = noteNumbers(value.entries);
    this.#widths = widthClasses(value, this.#frameworks, this.#groupLabel());
    this.#views = [];
    const best = this.#summary?.leaders[0];
    const ctx = {
      value,
      colors: this.#colors,
      notes: this.#notes,
      bestDigits: best ? decimalsFor(best.score!, value.decimals, best.digits) : 0,
      named: this.#frameworks.some((name) => name !== ''),
      locale: this.i18n.locale,
      rtl: this.i18n.isRtl,
    };
    // Formatting every row up front costs more than rendering a window of a 10,000-row board: do it on first render.
    this.#view = (row) => (this.#views[row.index] ??= rowView(row, ctx));
    this.#ticks = value.domain[0] === 0 ? [] : axisTicks(value.domain);
  }

  #columnCount(value: LeaderboardData): number {
    return 5 + (value.fields?.length ?? 0);
  }

  /**
   * Rows printed: a print task lays out every printed cell at once, so rows × columns is bounded
   * (12,500 cells: 2,500 rows of the five built-in columns, about a second on a loaded 2-core machine); the
   * rest is named by the "first N of M rows printed" line.
   */
  #printLimit(value: LeaderboardData): number {
    return Math.max(100, Math.floor(PRINT_CELLS / this.#columnCount(value)));
  }

  /** The framework column's heading: the author's `groupLabel`, or the default in the reader's language. */
  #groupLabel(): string {
    const label = this.value?.groupLabel ?? DEFAULT_GROUP_LABEL;
    return label === DEFAULT_GROUP_LABEL ? this.i18n.t('leaderboard.framework') : label;
  }

  /** The legend's and the announcements' words for the groups ("frameworks", "organisation groups"). */
  #groupWords(): ReturnType<typeof groupWords> {
    return groupWords(this.value?.groupLabel ?? DEFAULT_GROUP_LABEL, this.i18n.locale);
  }

  #columnLabel(key: string): string {
    const value = this.value!;
    const t = (k: 'leaderboard.rank' | 'leaderboard.model' | 'leaderboard.gap') => this.i18n.t(k);
    const builtIn: Record<string, string> = { rank: t('leaderboard.rank'), model: t('leaderboard.model'), framework: this.#groupLabel(), score: value.metric, gap: t('leaderboard.gap') };
    return builtIn[key] ?? this.#field(key)?.label ?? key;
  }

  #onHeaderClick = (event: Event): void => {
    const button = event.currentTarget as HTMLButtonElement;
    const key = button.dataset.key!;
    const field = this.#field(key);
    const spec = nextSort(this.#spec, key, this.value?.higherIsBetter !== false, field?.type);
    this.#sortChosen = true;
    this.sort = formatSortSpec(spec) as LeaderboardSort;
    emit<SortChangeDetail>(this, 'sort-change', spec);
    // Sorting keeps the count: it can be said now.
    const [column, shown, locale] = [this.#columnLabel(spec.key), this.#rows.length, this.i18n.locale];
    this.#say(({ sortSentence }) => sortSentence(column, spec, shown, field?.type, locale));
  };

  #flagFields(): LeaderboardField[] {
    return (this.value?.fields ?? []).filter((field) => field.type === 'flag');
  }

  #setFilter(hidden: Set<string>, flags: string[]): void {
    this.hiddenFrameworks = hidden;
    this.requiredFlags = flags;
    const shown = this.#frameworks.filter((framework) => !hidden.has(framework));
    const detail: FilterChangeDetail = { frameworks: shown };
    if (this.#flagFields().length) detail.flags = [...flags];
    emit<FilterChangeDetail>(this, 'filter-change', detail);
    const words = { ...this.#groupWords(), only: flags.map((key) => this.#columnLabel(key)) };
    // Said once the rows are filtered: the count is the new one.
    this.#say(
      ({ filterSentence }) => filterSentence(shown, this.#frameworks.length, this.#rows.length, this.value?.entries.length ?? 0, words, this.i18n.locale),
      this.#rendered(),
    );
  }

  #onLegendClick = (event: Event): void => {
    const name = (event.currentTarget as HTMLButtonElement).dataset.framework!;
    const hidden = new Set(this.hiddenFrameworks);
    if (!hidden.delete(name)) hidden.add(name);
    this.#setFilter(hidden, this.requiredFlags);
  };

  #onFlagClick = (event: Event): void => {
    const key = (event.currentTarget as HTMLButtonElement).dataset.flag!;
    const flags = this.requiredFlags.includes(key) ? this.requiredFlags.filter((k) => k !== key) : [...this.requiredFlags, key];
    this.#setFilter(this.hiddenFrameworks, flags);
  };

  /** Shows every framework again; focus moves to the first legend item, as this button goes away. */
  #onShowAll = async (): Promise<void> => {
    this.#setFilter(new Set(), this.requiredFlags);
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
      () => this.#say(({ searchSentence }) => searchSentence(this.query, this.#rows.length, this.value?.entries.length ?? 0, this.i18n.locale)),
      SEARCH_QUIET,
    );
  };

  /**
   * Download SVG / PNG: an image of the board as the reader leaves it (the rows shown, in their
   * order), drawn by the same writer as the `embed` command's image; loaded on the first click.
   */
  #onImage = async (format: 'svg' | 'png'): Promise<void> => {
    // The view as it is at the click, whatever changes while the writer loads.
    const [value, spec, hiddenFrameworks, query] = [this.value!, this.#spec, new Set(this.hiddenFrameworks), this.query];
    const dark = this.renderRoot.querySelector('[part~="base"]')?.classList.contains('scheme-dark') ?? false;
    // (The file naming rides in the exporter's chunk: a static import would put it in the first view.)
    const { fileSlug } = await import('../../internal/download.js');
    await this.downloadImage(format, fileSlug(value.title, 'leaderboard'), async () => {
      const [{ buildLeaderboardSvg }, { DARK_PALETTE, LIGHT_PALETTE }] = await Promise.all([import('../../lib/leaderboard-svg.js'), import('../../lib/static-svg.js')]);
      // The image writer takes one number of digits: with `decimals: "auto"`, the most any score has.
      const decimals = value.decimals === 'auto' ? Math.max(0, ...value.entries.map((entry) => entry.digits ?? 0)) : value.decimals;
      return buildLeaderboardSvg({ data: { ...value, decimals }, sort: spec, filter: { hiddenFrameworks, query }, palette: dark ? DARK_PALETTE : LIGHT_PALETTE });
    });
  };

  #onDownload = async (): Promise<void> => {
    // The rows as they are at the click, whatever changes while the writer loads.
    const [value, rows, best] = [this.value!, this.#rows, this.#summary?.leaders[0]];
    const { downloadCsv } = await import('./csv-export.js');
    downloadCsv(value, rows, best);
  };

  protected renderView(value: LeaderboardData): TemplateResult {
    const total = value.entries.length;
    return html`
      ${value.title ? this.renderHeading(value.title) : nothing}
      ${value.description ? html`<p class="muted">${value.description}</p>` : nothing}
      ${total === 0 ? html`<p class="empty">${this.i18n.t('leaderboard.empty')}</p>` : this.#renderBoard(value)}
    `;
  }

  #renderBoard(value: LeaderboardData): TemplateResult {
    const total = value.entries.length;
    const shown = this.#rows.length;
    const windowed = this.#body.windowed;
    const named = this.#frameworks.some((name) => name !== '');
    const flags = this.#flagFields();
    // Without a title (a child table without a caption) the region and table are named by the metric.
    const titled = value.title !== '';
    const label = titled ? nothing : value.metric;
    const l = this.i18n.locale;
    return html`
      ${renderSummary(value, this.#summary, l)}
      <div part="toolbar" class="toolbar">
        ${named || flags.length ? this.#renderLegend(named, flags) : nothing}
        ${total > SEARCH_THRESHOLD || this.searchable
          ? html`<label>${l.t('leaderboard.search')}<input part="search" type="search" .value=${this.query} @input=${this.#onSearch} /></label>`
          : nothing}
        <button type="button" class="button download no-print" ?disabled=${shown === 0} @click=${this.#onDownload}>${l.t('common.downloadCsv')}</button>
        <button type="button" class="button download no-print" ?disabled=${shown === 0} @click=${() => void this.#onImage('svg')}>${l.t('common.downloadSvg')}</button>
        <button type="button" class="button download no-print" ?disabled=${shown === 0} @click=${() => void this.#onImage('png')}>${l.t('common.downloadPng')}</button>
      </div>
      <div class="scroller ${windowed ? 'windowed' : ''}" role="region" aria-labelledby=${titled ? 'title' : nothing} aria-label=${label} tabindex="0"
        data-prevent-swipe @scroll=${this.#body.onScroll}>
        <table part="table" class="${this.#widths}${named ? '' : ' no-frameworks'}" aria-labelledby=${titled ? 'title' : nothing} aria-label=${label} aria-rowcount=${shown + 1}>
          <thead>
            <tr aria-rowindex="1">${this.#renderHeaders(value)}</tr>
          </thead>
          ${this.#body.render(html`<tr><td class="none" colspan=${this.#columnCount(value)}>${l.t('leaderboard.noMatch')}</td></tr>`)}
        </table>
      </div>
      ${renderNotes(this.#notes)}
      <div class="foot">
        <p part="count" class="count">${shown === total ? countEntries(total, l) : l.t('leaderboard.showingOf', { shown, n: total })}</p>
        ${this.printing ? renderPrintLine(this.#body.printed, shown, l) : nothing}
        <p part="hint" hidden>${l.t('leaderboard.swipe')} ${this.i18n.isRtl ? '←' : '→'}</p>
      </div>
    `;
  }

  // One template of plain text and attribute bindings (no nested templates but a board's own
  // links and fields): it runs for thousands of rows. The framework is written twice: in its
  // column, and under the model for narrow containers, where the column is hidden (display: none,
  // so a reader hears it once either way).
  #renderRow(row: RowView, index: number): TemplateResult {
    return html`<tr aria-rowindex=${index} class=${row.rowClass}><td class=${row.rankClass}>${row.rankText}</td><th scope="row" class="model">${row.model}${row.after}<span class="fw">${row.framework}</span></th><td class="framework"><svg class="chip" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" rx="2" fill=${row.color}></rect></svg>${row.framework}</td><td class="score"><span class=${row.scoreClass}>${row.scoreText}<span aria-hidden="true">${row.scoreUnit}</span></span><svg class="bar" viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true"><rect class="track" width="100" height="12"></rect><rect part="bar" x=${row.x} y="2" height="8" width=${row.width} fill=${row.color}></rect><path class="whisker" d=${row.whisker}></path></svg><span class="ci">${row.interval}</span></td><td class="gap"><span class=${row.gapClass}>${row.gapText}<span aria-hidden="true">${row.gapUnit}</span></span><span class="tie">${row.tie}</span></td>${row.cells}</tr>`;
  }

  #renderHeaders(value: LeaderboardData): TemplateResult[] {
    const l = this.i18n.locale;
    const columns: [string, TemplateResult | string, string][] = [
      ['rank', html`<span aria-hidden="true">#</span><span class="sr-only">${l.t('leaderboard.rank')}</span>`, 'rank'],
      ['model', l.t('leaderboard.model'), 'model'],
      ['framework', this.#groupLabel(), 'framework'],
      ['score', value.metric, 'score'],
      ['gap', l.t('leaderboard.gap'), 'gap'],
      ...(value.fields ?? []).map((field): [string, string, string] => [field.key, field.unit && field.type === 'number' ? `${field.label} (${field.unit})` : field.label, `field ${field.type}`]),
    ];
    const { key: sorted, direction } = this.#spec;
    return columns.map(([key, label, cls]) => {
      const active = key === sorted;
      // The label is its own box so a long heading ends in an ellipsis, its full text in the title.
      const full = typeof label === 'string' ? label : nothing;
      return html`<th scope="col" class=${cls} aria-sort=${active ? (direction === 'asc' ? 'ascending' : 'descending') : nothing}>
        <button type="button" data-key=${key} title=${full} @click=${this.#onHeaderClick}><span class="label">${label}</span><span aria-hidden="true">${active ? (direction === 'asc' ? '↑' : '↓') : '↕'}</span></button>
        ${key === 'score' ? renderAxis(value, this.#ticks, l) : nothing}
      </th>`;
    });
  }

  #renderLegend(named: boolean, flags: LeaderboardField[]): TemplateResult {
    // "Show all" and "+N more" sit beside the legend part, not in it: `[part="legend"] button` stays one per framework shown there.
    const rest = this.#rest.length;
    const t = this.i18n.locale;
    return html`<div class="filters">${named ? this.#renderLegendItems() : nothing}${flags.map(
        (field) => html`<button type="button" class="button flag-toggle" data-flag=${field.key} aria-pressed=${this.requiredFlags.includes(field.key) ? 'true' : 'false'} @click=${this.#onFlagClick}>${t.t('leaderboard.flagOnly', { label: field.label })}</button>`,
      )}${rest
        ? html`<button type="button" class="button more-toggle" aria-expanded=${this.moreOpen ? 'true' : 'false'} aria-controls="more" @click=${this.#onMore}>${t.t('leaderboard.moreFrameworks', { n: rest })}</button>`
        : nothing}${this.hiddenFrameworks.size
        ? html`<button type="button" class="button show-all no-print" @click=${this.#onShowAll}>${t.t('leaderboard.showAll')}</button>`
        : nothing}${rest && this.moreOpen ? this.#renderMore() : nothing}</div>`;
  }

  #noGroup(): string {
    return this.#groupWords().none;
  }

  #renderLegendButton(name: string): TemplateResult {
    return html`<button type="button" class="button legend-item" data-framework=${name} @click=${this.#onLegendClick} aria-pressed=${this.hiddenFrameworks.has(name) ? 'false' : 'true'}>
      <svg class="chip" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" rx="2" fill=${this.#colors.get(name)!}></rect></svg>${name || this.#noGroup()}
    </button>`;
  }

  /** The default groups' own phrase (`default`), else the author's label as given in `custom`'s {group}. */
  #groupsPhrase(byDefault: 'leaderboard.legend' | 'leaderboard.moreLegend', custom: 'leaderboard.legendOf' | 'leaderboard.moreLegendOf'): string {
    const label = this.value?.groupLabel ?? DEFAULT_GROUP_LABEL;
    return label === DEFAULT_GROUP_LABEL ? this.i18n.t(byDefault) : this.i18n.t(custom, { group: label });
  }

  #renderLegendItems(): TemplateResult {
    return html`<div part="legend" class="legend" role="group" aria-label=${this.#groupsPhrase('leaderboard.legend', 'leaderboard.legendOf')}>
      ${this.#legend.map((name) => this.#renderLegendButton(name))}
    </div>`;
  }

  /** The frameworks past the legend's largest groups: a search field and the first matches. */
  #renderMore(): TemplateResult {
    const matches = matchFrameworks(this.#rest, this.moreQuery, MORE_MAX + 1, this.#noGroup());
    const cut = matches.length > MORE_MAX;
    const label = this.value?.groupLabel ?? DEFAULT_GROUP_LABEL;
    const byDefault = label === DEFAULT_GROUP_LABEL;
    const l = this.i18n.locale;
    const group = l.midSentence(label);
    return html`<div id="more" class="more" role="group" aria-label=${this.#groupsPhrase('leaderboard.moreLegend', 'leaderboard.moreLegendOf')}>
      <label>${byDefault ? l.t('leaderboard.findFramework') : l.t('leaderboard.findGroup', { group })}<input type="search" .value=${this.moreQuery} @input=${this.#onMoreSearch} /></label>
      <div class="legend">${matches.slice(0, MORE_MAX).map((name) => this.#renderLegendButton(name))}</div>
      <p class="muted">${matches.length === 0 ? (byDefault ? l.t('leaderboard.noFrameworkMatch') : l.t('leaderboard.noGroupMatch', { group })) : cut ? l.t('leaderboard.firstOf', { shown: MORE_MAX, n: this.#rest.length }) : ''}</p>
    </div>`;
  }
}
