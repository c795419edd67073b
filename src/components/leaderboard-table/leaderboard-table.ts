import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { CswElement } from '../../internal/csw-element.js';
import { addToClass } from '../../internal/chunk-styles.js';
import { LazyOptions, optionReader } from '../../internal/lazy-options.js';
import { ContainerWidthController } from '../../internal/container-width.js';
import { DEFAULT_METRIC, LEADERBOARD_LIMITS, decimalsFor, readPlainLeaderboard, type LeaderboardField } from '../../lib/leaderboard-data.js';
import { errorMessage } from '../../lib/json.js';
import { formatCount } from '../../lib/format.js';
import { DEFAULT_SORT, sortRows, type LeaderboardSort, type SortSpec } from '../../lib/leaderboard-rank.js';
import { readSortAttribute } from '../../lib/leaderboard-sort-attribute.js';
// After leaderboard-rank, which it imports: in this order the bundler keeps leaderboard-rank in the
// element's file; the other way round it splits it into a shared chunk (+0.3 KB min+gzip, measured).
import { describeBoard, type BoardFacts } from '../../lib/leaderboard-board.js';
import { DEFAULT_GROUP_LABEL, countEntries, groupColumnLabel, groupWords } from '../../lib/leaderboard-words.js';
import { SCORE_MIN_EM, headingColumnEm, underRow, underRowOnPaper } from '../../lib/leaderboard-layout.js';
import { registerEnglish } from '../../lib/locale.js';
import { SHIPPED_LOCALES, loadLocale } from '../../lib/locale-loading.js';
import { windows } from '../../lib/row-window.js';
import { hostStyles } from '../../styles/host.styles.js';
import { BoardFilter } from './board-filter.js';
import { headingMeasure } from './heading-measure.js';
import { renderLegend } from './board-legend.js';
import { renderHeaders, renderPrintLine, renderSummary } from './board-parts.js';
import { BoardInput, actsStyles, boardActs } from './board-input.js';
import { csvReader, loadCsvReader, loadReaders, loadedReaders } from './lazy-readers.js';
import { fieldsStyles, parserModule, rareParts, rareStyles, rowWindowing, rowsBelow, rowsBelowStyles, windowingStyles, type LazyModule } from './lazy-module.js';
import { leaderboardStyles } from './leaderboard-table.styles.js';
import { RARE_KIT, renderRow, rowView, setUnitWords, widthClasses, type Row, type RowView } from './row-view.js';
import { TableBody } from './table-body.js';
import type { LeaderboardData, LeaderboardInput } from './leaderboard-table.types.js';
import leaderboardEnglish from '../../locales/en/leaderboard-table.js';

registerEnglish(leaderboardEnglish);

const SEARCH_THRESHOLD = 12;
/**
 * The chunks a board's view may need that most first views do not draw (fields, an axis, notes,
 * links and intervals; the full validation of data that is not a plain board; the option
 * attributes; windowing, above WINDOW_THRESHOLD entries): loaded when data first needs one (the view waits for it: #hold), by `preload()` on
 * a server, and before a server-rendered board hydrates.
 */
const VIEW_MODULES: LazyModule<unknown>[] = [rareParts, parserModule, optionReader, rowWindowing];
/**
 * Input left to the full validation while its chunk was on its way, by the `entries` of the stand-in
 * value parseData gave for it (kept through the option attributes' copies): read (#read) before
 * anything of it is shown.
 */
const unread = new WeakMap<object, unknown>();
/** Cells a print task lays out at most (see #printLimit). */
const PRINT_CELLS = 2_500;

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
  /** What the data makes of the board before any sort or filter (see describeBoard). */
  #board?: BoardFacts;
  /** The rows shown, filtered and sorted. */
  #rows: Row[] = [];
  #views: RowView[] = [];
  #view?: (row: Row) => RowView;
  /** The table's width classes (see widthClasses). */
  #widths = '';
  /** Which rows are in the document and what each shows: every row progressively, or a window. */
  #body = new TableBody<RowView>(
    this,
    renderRow,
    (work) => this.waitFor(work),
    () => this.reportError('leaderboard-table: the rows below the first screen could not be loaded (offline?)'),
  );
  /** What a reader filters the rows by (the legend, flags and search): changed only by a reader's acts. */
  readonly #filter = new BoardFilter();
  /** A reader's acts on the controls: done by a chunk loaded at idle or on the first act (updateComplete waits for an act made before it is here). */
  readonly #input = new BoardInput({
    element: this,
    filter: this.#filter,
    now: () => ({ value: this.value!, spec: this.#spec, rows: this.#rows, board: this.#board!, locale: this.i18n.locale, words: groupWords(this.value?.groupLabel ?? DEFAULT_GROUP_LABEL, this.i18n.locale), groupHeading: this.#groupLabel() }),
    sortBy: (sort) => {
      this.#sortChosen = true;
      this.sort = sort;
    },
    say: (text) => this.announce(text),
    track: (work) => this.waitFor(work),
    rendered: () => this.updateRendered(),
    downloadImage: (format, name, build) => this.downloadImage(format, name, build),
    reportError: (message) => this.reportError(message),
  });
  /** Data whose view waits for chunks it needs (see #hold): shown once they are here, unless newer data came. */
  #held?: LeaderboardData;
  /** The filter's revision the rows were last filtered for (see BoardFilter.revision). */
  #filteredFor = -1;
  /** The language and direction the row views were made in: another one makes them again. */
  #viewsIn = '';
  /** The option attributes over the data's own options (their reader a chunk loaded with the first one set; a board under one is held for it: #modulesFor). */
  readonly #options = new LazyOptions(this, {
    names: ['heading', 'description', 'metric', 'unit', 'decimals', 'groupLabel'],
    limits: { auto: true, textLimit: LEADERBOARD_LIMITS.text, formatCount },
    waitFor: (work) => this.waitFor(work),
    flag: (name, problem) => this.flagAttribute(name, problem),
  });
  /**
   * What the layout depends on changed (data, language, print, windowing): the next update measures
   * it (#measure). A progressive-render part or a re-sort changes none of it and reads no layout.
   */
  #layoutStale = true;
  /** Whether the body was windowed at the last measure: its scrollbar takes width. */
  #measuredWindowed = false;
  /** The table's room and font, and paper, at the last measure (see #measure): the rows' height follows them. */
  #rowsForm = '';
  /** The host's font, read before an update that will measure changes anything (see #measure). */
  #hostFont = '';

  /**
   * The sort as `key:direction`; keys `rank`, `model`, `framework`, `score`, `gap` or a field's key
   * (`date:desc`). Reflects the reader's choice.
   */
  @property({ reflect: true }) sort: LeaderboardSort | null = 'score:desc';

  /** Shows the search field even for 12 entries or fewer. */
  @property({ type: Boolean }) searchable = false;

  /** The board's heading; wins over the data's `title` (`heading=""`: none). Without either there is no heading. */
  @property() heading: string | null = null;

  /** A line under the heading; wins over the data's `description`. */
  @property() description: string | null = null;

  /** Name of the measure, the score column's heading; wins over the data's `metric` (default "Score"). */
  @property() metric: string | null = null;

  /** Unit after each score ("%", " Elo", `unit=""` for none); wins over the data's `unit`. */
  @property() unit: string | null = null;

  /** Decimals of the scores, 0–6 or `auto` (each as written); wins over the data's `decimals`. */
  @property() decimals: string | null = null;

  /** Heading of the group column ("Organisation", "Edit format"); wins over the data's `groupLabel` (default "Group"). */
  @property({ attribute: 'group-label' }) groupLabel: string | null = null;

  constructor() {
    super();
    // Where the fields go, the hint and the sticky model column follow the container's width: a new
    // width is measured (the table itself follows it with container queries), with no render.
    new ContainerWidthController(this, () => this.#measure());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasAttribute('sort')) this.#sortChosen = true;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('sort') && changed.get('sort') !== undefined) this.#sortChosen = true;
    // The option attributes over the data as given: on new data, and live when an attribute changes.
    const shown = this.#options.over(changed, this.value);
    if (shown) this.value = shown;
    if (changed.has('value')) {
      // Newer data (or none) replaces any held back.
      if (this.value !== this.#held) this.#held = undefined;
      if (this.value && this.#hold(this.value, changed.get('value') as LeaderboardData | undefined)) {
        // The previous view stays as it was: nothing of it is derived again.
        if (this.value) changed.delete('value');
      }
    }
    const value = this.value;
    const viewsIn = `${this.i18n.locale.id}|${this.i18n.dir}`;
    if (value && (changed.has('value') || viewsIn !== this.#viewsIn)) {
      this.#viewsIn = viewsIn;
      this.#derive(value);
      this.#layoutStale = true;
    }
    if (changed.has('printing')) this.#layoutStale = true;
    if (changed.has('sort') || changed.has('value')) this.#readSort();
    if (!value) return;
    const filter = this.#filter;
    const newOrder = changed.has('value') || changed.has('sort') || filter.revision !== this.#filteredFor;
    if (newOrder) {
      this.#filteredFor = filter.revision;
      // Nothing is filtered before a reader's first act, which brings the matching with its chunk.
      const ranked = this.#board!.ranked;
      this.#rows = sortRows(boardActs.module?.filterRows(ranked, filter.hidden, filter.query, filter.flags) ?? ranked, this.#spec, this.#board!.sortKeys);
    }
    // What the rare parts draw is styled by their chunk's sheet, added before the render that first draws with it;
    // what acts draw (a filter, the "+N more" panel) by the acts' chunk's, which a filtering act brought.
    const rare = rareParts.module;
    if (rare) rareStyles.adopt(this, rare);
    if (filter.revision || filter.moreOpen) actsStyles.adopt(this, boardActs.module!);
    this.#body.sync(this.#rows, this.#view!, newOrder, this.printing, this.#printLimit(value));
    // A windowed body's styles come with its chunk, added before the render that first windows; the
    // rows below the first screen's with theirs, before the render that first grows them.
    if (this.#body.windowed) windowingStyles.adopt(this, rowWindowing.module!);
    if (rowsBelow.module) rowsBelowStyles.adopt(this, rowsBelow.module);
    // Read while this update has changed nothing in the document yet (a read in #measure, after the
    // render, restyled and laid out every new row, then again once the widths were set).
    if (this.#layoutStale && !isServer) this.#hostFont = getComputedStyle(this).fontFamily;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    setUnitWords(this.renderRoot.querySelector<HTMLElement>('[part="base"]'), this.i18n.locale);
    // A board is drawn: what a reader's acts do is fetched once the page is idle.
    if (this.value) this.#input.warm();
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (!scroller) return;
    const stale = this.#layoutStale || this.#body.windowed !== this.#measuredWindowed;
    if (stale) {
      // The column widths first, before anything reads the layout (the window's read included), so
      // that read's style recalculation is the only one: written after the window's read, they
      // restyled every row again (3 of a 10,000-row board's 20 ms first render: docs/performance.md).
      this.#setColumnWidths((this.#hostFont ||= getComputedStyle(this).fontFamily));
      // A window sizes its spacers before anything reads the layout (see TableBody.layout), then
      // measures its rows again below, in the form the measure gives them (fields or group under
      // the model): measured only before it, a phone's rows of 92 px were counted at 53, and the
      // scroll range grew by three quarters at the first scroll.
      if (this.#body.windowed) this.#body.layout(scroller);
      this.#measure();
    }
    // The rows' height for the spacer of a board's rows to come, read right after the measure: it
    // reuses the layout the measure's last read made (what the measure writes after that read, the
    // overflow marks, is unchanged on most updates). The other way round, a 100-row board's first
    // render laid the table out twice: the row-height read, then the measure's reads after its own
    // writes (profiled: 45 ms → under 1 ms of forced layout a render, at load).
    this.#body.layout(scroller);
  }

  /**
   * Reads the layout, once per change of what it depends on (data, language, print, windowing, the
   * container's width), never per part of a board still arriving: each read forces the whole table
   * to be laid out at once, inside the part's task (issue 40's profile of a 1,000-row re-sort). Each
   * painted part is still laid out by the browser, with no forced read (docs/performance.md,
   * "Measurements once kept in comments"). Sizes the
   * field columns, puts the fields (then the group) under the model and steps the gap aside while
   * the table would not fit (underRow; on paper, underRowOnPaper), and
   * marks a table that still overflows sideways: its hint, its edge shadows and the sticky model
   * column follow that mark (sticky cells cost layout time, so only when it helps).
   */
  #measure(): void {
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    const probe = this.renderRoot.querySelector<HTMLElement>('.probe');
    const table = scroller?.querySelector('table');
    if (!scroller || !probe || !table) return;
    this.#layoutStale = false;
    this.#measuredWindowed = this.#body.windowed;
    // The column widths were written before the first read (updated()), so that read's style
    // recalculation is the only one: written after it, a property on the base restyled every row
    // again (a sixth of a 1,000-row board's first render: docs/performance.md). They are measured
    // in the host's font, which the table inherits, read before the render (willUpdate); a page
    // that gives the table its own font (::part(table)) has them measured again here.
    const room = scroller.clientWidth;
    const tableStyle = getComputedStyle(table);
    const font = tableStyle.fontFamily;
    if (font !== this.#hostFont) this.#setColumnWidths(font);
    // The table's least width with every column, then with the fields, then the group under the
    // model: read from the empty probe table in each form (style reads, its computed min-width).
    const named = !!this.#board?.named;
    const hasFields = !!this.value?.fields?.length;
    const minWidth = (fieldsUnder: boolean, groupUnder: boolean) => {
      probe.toggleAttribute('data-fields-under', fieldsUnder);
      probe.toggleAttribute('data-group-under', groupUnder);
      return parseFloat(getComputedStyle(probe.firstElementChild!).minWidth);
    };
    const need = { all: minWidth(false, false), fieldsUnder: minWidth(hasFields, false), groupUnder: minWidth(hasFields, named) };
    // On paper the element's own padding and border (host width less the table's room) take their share of the page.
    const under = this.printing ? underRowOnPaper(need, room, hasFields, named, this.clientWidth - room) : underRow(need, room, hasFields, named);
    // The rows' height follows the table's room and font, and paper (the form each gives; the data and
    // language make new row views, TableBody.sync): when one changes, the spacer of the rows still to
    // come reads it again.
    const form = `${room}|${font}|${tableStyle.fontSize}|${this.printing}`;
    if (form !== this.#rowsForm) this.#body.rowsChanged();
    this.#rowsForm = form;
    // Unchanged attributes are not touched, so the table is restyled only when its form changes.
    scroller.toggleAttribute('data-fields-under', under.fields);
    scroller.toggleAttribute('data-group-under', under.group);
    scroller.toggleAttribute('data-gap-aside', under.gap);
    const overflowing = scroller.scrollWidth > scroller.clientWidth + 1;
    // Right after that read: the rows below the first screen take the columns it laid out.
    this.#body.fitColumns(table);
    scroller.toggleAttribute('data-overflowing', overflowing);
    this.renderRoot.querySelector<HTMLElement>('[part="hint"]')!.hidden = !overflowing;
    this.markSideScroll(overflowing);
  }

  /**
   * Each heading whole on two lines and each text field's widest value word (the fields' chunk), in
   * `font` (a canvas: no layout), set through the CSSOM (a strict CSP allows it): each field
   * column's width, and the score column's least. A value already set is not set again: an
   * unchanged property would still restyle the board.
   */
  #setColumnWidths(font: string): void {
    const base = this.renderRoot.querySelector<HTMLElement>('[part~="base"]');
    const table = this.renderRoot.querySelector<HTMLTableElement>('.scroller table');
    const fields = this.value?.fields ?? [];
    if (!base || !table) return;
    const set = (node: HTMLElement, name: string, value: string) => {
      if (node.style.getPropertyValue(name) !== value) node.style.setProperty(name, value);
    };
    const measure = headingMeasure(font);
    set(base, '--_sw', `${headingColumnEm(this.value?.metric ?? '', SCORE_MIN_EM, measure)}em`);
    // The gap heading too: "Abstand zur Spitze" needs three lines in its width class's 7.6em, and
    // its third was cut (the class counts only the longest word: all a server can).
    set(base, '--_gw', `${headingColumnEm(this.i18n.t('leaderboard.gap'), 0, measure)}em`);
    // A board with fields is shown once their chunk is here (#hold).
    const fieldViews = rareParts.module;
    if (fields.length && fieldViews) {
      fieldsStyles.adopt(this, fieldViews);
      fieldViews.setFieldWidths(this.value!, measure, font, table, base, set, RARE_KIT);
    }
  }

  /**
   * What a server must load before rendering (the prerender command awaits it): the CSV and child
   * table readers, the view's chunks (the rare parts with their styles) and the shipped languages'
   * tables, which a browser loads on first use, so a prerendered CSV or Markdown-table board, a
   * board with fields or a `lang="de"` board is rendered whole in one pass.
   */
  static preload(): Promise<unknown> {
    // A server writes the class's styles into each shadow root: the rare parts' must be among them.
    const rare = rareParts.load().then((module) => addToClass(this, rareStyles, module));
    const windowing = rowWindowing.load().then((module) => addToClass(this, windowingStyles, module));
    return Promise.all([rare, windowing, loadReaders(), ...VIEW_MODULES.map((chunk) => chunk.load()), ...SHIPPED_LOCALES.map((lang) => loadLocale(lang))]);
  }

  /**
   * A plain board (entries of model, framework, score and url) is read at once; any other input by
   * the full validation (lib/leaderboard-parse.ts), a chunk: until it is here, a stand-in that is
   * never shown (#hold keeps the last view, then #read validates the input and shows it or says
   * what is wrong).
   */
  protected parseData(raw: unknown): LeaderboardData {
    const full = parserModule.module;
    if (full) return full.parseLeaderboardData(raw);
    const plain = readPlainLeaderboard(raw);
    if (plain) return plain;
    const standIn: LeaderboardData = { title: '', description: '', metric: DEFAULT_METRIC, unit: '', domain: [0, 100], decimals: 1, entries: [], colors: {} };
    unread.set(standIn.entries, raw);
    return standIn;
  }

  /** `value`, or for a stand-in the data its input validates to; undefined (and the error reported) when it is wrong. */
  #read(value: LeaderboardData): LeaderboardData | undefined {
    if (!unread.has(value.entries)) return value;
    try {
      return parserModule.module!.parseLeaderboardData(unread.get(value.entries));
    } catch (error) {
      this.reportError(errorMessage(error));
      return undefined;
    }
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
   * A child `<table>` (see readChildTable, in the readers' chunk with CSV's): read at once once the
   * chunk is here; before, a promise the base awaits, and `updateComplete` with it. The table, the
   * visible no-JavaScript fallback, stays until then.
   */
  protected override lightDomSource(): unknown {
    if (!this.querySelector('table')) return undefined;
    const readers = loadedReaders();
    if (readers) return readers.readChildTable(this);
    const reading = loadReaders().then((module) => module.readChildTable(this));
    this.waitFor(reading);
    return reading;
  }

  /**
   * A server-rendered board from a child table hydrates with the table read: its first update waits
   * for the readers' chunk too (a render without the data would not match the server's view).
   */
  protected override holdFirstUpdate(data: () => Promise<unknown> | undefined): void {
    // Asked inside the hold, which only a server-rendered board runs: asked here, every board loaded
    // every view chunk as it connected.
    super.holdFirstUpdate(() => {
      const chunks = [...VIEW_MODULES.map((chunk) => chunk.load()), ...(this.querySelector('table') ? [loadReaders()] : [])];
      return Promise.all([data(), ...chunks.map((chunk) => chunk.catch(() => undefined))]);
    });
  }

  /** The chunks the view of `value` needs that most boards' views do not (see VIEW_MODULES). */
  #modulesFor(value: LeaderboardData): LazyModule<unknown>[] {
    // A stand-in needs the validation first; what its data then needs is asked when it is read.
    if (unread.has(value.entries)) return [parserModule];
    const rare = value.fields?.length || value.columnsLeftOut || value.domain[0] !== 0 || value.entries.some(({ note, links, low, high, reference }) => note || links || reference || low !== undefined || high !== undefined);
    const modules: LazyModule<unknown>[] = rare ? [rareParts] : [];
    if (this.#options.set) modules.push(optionReader);
    if (windows(value.entries.length)) modules.push(rowWindowing);
    return modules;
  }

  /**
   * Holds new data back while a chunk its view needs is on its way: the last view (or the fallback)
   * stays, so a board never shows half drawn, and `ready`, `csw-load` and updateComplete wait for
   * the whole view. True when held.
   */
  #hold(value: LeaderboardData, previous: LeaderboardData | undefined): boolean {
    const missing = this.#modulesFor(value).filter((chunk) => !chunk.module);
    if (!missing.length && !unread.has(value.entries)) return false;
    this.#held = value;
    this.value = previous;
    const show = () => {
      if (this.#held !== value) return;
      this.#held = undefined;
      // A stand-in is validated now: its data (or its error) replaces it, and is held in turn if it needs more.
      const shown = this.#read(value);
      if (shown) this.value = shown;
    };
    this.waitFor(
      Promise.all(missing.map((chunk) => chunk.load())).then(show, () => {
        if (this.#held !== value) return;
        this.#held = undefined;
        this.reportError('leaderboard-table: a part of the board could not be loaded (offline?)');
      }),
    );
    return true;
  }

  #readSort(): void {
    const value = this.value;
    const reading = readSortAttribute(this.sort, { fieldKeys: (value?.fields ?? []).map((field) => field.key), hasData: !!value, lowerIsBetter: value?.higherIsBetter === false, chosen: this.#sortChosen });
    if (reading.sort !== this.sort) this.sort = reading.sort as LeaderboardSort;
    // An invalid sort keeps the last valid one on screen and says what was wrong.
    if (reading.spec) this.#spec = reading.spec;
    if (reading.problem !== undefined) this.flagAttribute('sort', reading.problem);
  }

  #derive(value: LeaderboardData): void {
    const board = (this.#board = describeBoard(value));
    this.#widths = widthClasses(value, board.frameworks, this.#groupLabel(), this.i18n.t('leaderboard.gap'));
    this.#views = [];
    const best = board.summary?.leaders[0];
    const ctx = {
      value,
      colors: board.colors,
      notes: board.notes,
      bestDigits: best ? decimalsFor(best.score!, value.decimals, best.digits) : 0,
      named: board.named,
      locale: this.i18n.locale,
      rtl: this.i18n.isRtl,
      fieldViews: rareParts.module,
      rowExtras: rareParts.module?.rowExtras,
    };
    // Formatting every row up front costs more than rendering a window of a 10,000-row board: do it on first render.
    this.#view = (row) => (this.#views[row.index] ??= rowView(row, ctx));
  }

  #columnCount(value: LeaderboardData): number {
    return 5 + (value.fields?.length ?? 0);
  }

  /**
   * Rows printed: a print task lays out and paginates every printed cell at once, and Chromium's
   * pagination of a long table grows faster than its rows (page.pdf of a 100,000-entry board: one
   * 29 s task at 2,500 printed rows, 2.1 s at 500, on a loaded 2-core machine). So rows × columns
   * is bounded at 2,500 cells (500 rows of the five built-in columns, 100 with 20 fields); the rest
   * is named by the "first N of M rows printed" line, and the CSV download has every row.
   */
  #printLimit(value: LeaderboardData): number {
    return Math.max(100, Math.floor(PRINT_CELLS / this.#columnCount(value)));
  }

  /** The framework column's heading: the author's `groupLabel`, or the default in the reader's language. */
  #groupLabel(): string {
    return groupColumnLabel(this.value?.groupLabel ?? DEFAULT_GROUP_LABEL, this.i18n.locale);
  }

  #flagFields(): LeaderboardField[] {
    return (this.value?.fields ?? []).filter((field) => field.type === 'flag');
  }

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
    const board = this.#board!;
    const { named, notes, summary } = board;
    const flags = this.#flagFields();
    // Without a title (a child table without a caption) the region and table are named by the metric.
    const titled = value.title !== '';
    const label = titled ? nothing : value.metric;
    const l = this.i18n.locale;
    const act = this.#input.act;
    const legend = { ...board, flags, groupLabel: value.groupLabel ?? DEFAULT_GROUP_LABEL, filter: this.#filter, act, locale: l };
    // The summary and the headers are made again only when what they show changes (the data, the
    // sort, the language, the rare parts' chunk; the group heading follows the data and the
    // language): not for a search or a filter, where making and comparing them was about a quarter
    // of the update's script (issue 40's 10-row search; docs/performance.md).
    return html`
      ${guard([value, summary, l], () => renderSummary(value, summary, l))}
      <div part="toolbar" class="toolbar">
        ${named || flags.length ? renderLegend(legend) : nothing}
        ${total > SEARCH_THRESHOLD || this.searchable
          ? html`<label>${l.t('leaderboard.search')}<input part="search" type="search" .value=${this.#filter.query} @input=${act} /></label>`
          : nothing}
        <button type="button" class="button download no-print" data-download="csv" ?disabled=${shown === 0} @click=${act}>${l.t('common.downloadCsv')}</button>
        <button type="button" class="button download no-print" data-download="svg" ?disabled=${shown === 0} @click=${act}>${l.t('common.downloadSvg')}</button>
        <button type="button" class="button download no-print" data-download="png" ?disabled=${shown === 0} @click=${act}>${l.t('common.downloadPng')}</button>
      </div>
      <div class="scroller ${windowed ? 'windowed' : ''}" role="region" aria-labelledby=${titled ? 'title' : nothing} aria-label=${label} tabindex="0"
        data-prevent-swipe @scroll=${this.#body.onScroll}>
        <table part="table" class="board ${this.#widths}${named ? '' : ' no-frameworks'}" aria-labelledby=${titled ? 'title' : nothing} aria-label=${label} aria-rowcount=${shown + 1}>
          <thead>
            <tr aria-rowindex="1">${guard([value, this.#spec, l, rareParts.module], () => renderHeaders(value, this.#spec, this.#groupLabel(), rareParts.module?.renderAxis(value, l, RARE_KIT) ?? nothing, l, act))}</tr>
          </thead>
          ${this.#body.render(() => boardActs.module?.noMatchRow(value.fields?.length ?? 0, l) ?? nothing)}
        </table>
      </div>
      <div class="probe" aria-hidden="true"><table class="board ${this.#widths}${named ? '' : ' no-frameworks'}"></table></div>
      ${rareParts.module?.renderNotes(notes) ?? nothing}
      <div class="foot">
        <p part="count" class="count">${shown === total ? countEntries(total, l) : boardActs.module!.showingOf(shown, total, l)}</p>
        ${value.columnsLeftOut ? rareParts.module!.renderColumnsLeftOut(value.columnsLeftOut, LEADERBOARD_LIMITS.fields, l) : nothing}
        ${this.printing ? renderPrintLine(this.#body.printed, shown, l) : nothing}
        <p part="hint" hidden>${l.t('leaderboard.swipe')} ${this.i18n.isRtl ? '←' : '→'}</p>
      </div>
    `;
  }
}
