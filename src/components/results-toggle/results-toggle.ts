import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { LazyOptions, optionReader } from '../../internal/lazy-options.js';
import { addToClass, ChunkStyles } from '../../internal/chunk-styles.js';
import { LazyModule } from '../../internal/lazy-module.js';
import { emit } from '../../internal/emit.js';
import { registerEnglish, withEnglish } from '../../lib/locale.js';
import { loadLocale, SHIPPED_LOCALES } from '../../lib/locale-loading.js';
import { formatCount } from '../../lib/format.js';
import { CSV_RULES, readPlainResults, RESULTS_LIMITS, scaleOf, type ParsedResults } from '../../lib/results-data.js';
import { errorMessage } from '../../lib/json.js';
import { TABLE_SCORES, unitWords } from '../../lib/results-score.js';
import { axisTicks, axisTitle, describeBars, describeHeadline, firstBackbone, firstBenchmark, MAX_RADIOS, MAX_ROOMY, noteNumbers, selectionAnnouncement } from '../../lib/results-view.js';
import type { TableGroup } from '../../lib/results-table.js';
import { hostStyles } from '../../styles/host.styles.js';
import { resultsToggleStyles } from './results-toggle.styles.js';
import type { ResultsInput, SelectionChangeDetail } from './results-toggle.types.js';
import { renderBars, renderHeadline, renderMarks, renderNotes, type View } from './chart.js';
import resultsEnglish from '../../locales/en/results-toggle.js';

registerEnglish(resultsEnglish);

type Kind = 'backbone' | 'benchmark';

// Loaded on first use, not in the first view (issue 29's size budget): the Full results table with
// its CSV writer (when the disclosure opens, `open` is set, or an open table prints), the CSV reader
// (for a CSV source). Kept per page once loaded, so a later render, and a server after `preload`, is
// synchronous.
type FullResults = typeof import('./full-results.js');
const fullResults = new LazyModule<FullResults>(() => import('./full-results.js').then(withEnglish));
/** The table's styles (text in its chunk), as one sheet every element of the page shares. */
const tableStyles = new ChunkStyles<FullResults>((module) => module.fullResultsCss);
/** What the table's chunk draws and formats with, from the first view's modules (see TableParts). */
const tableParts = { renderMarks, renderNotes, unitWords, scores: TABLE_SCORES };
/**
 * The full validation (lib/results-parse.ts, with validate.ts's typed checks): data that is not plain
 * (readPlainResults) or that is wrong waits for it, and is then shown or said to be wrong. A failed
 * load is tried again next time. Exported for the test that refuses it (offline).
 */
type ResultsParser = ReturnType<typeof import('../../lib/results-parse.js').resultsParser>;
export const fullValidation = new LazyModule<ResultsParser>(() => import('../../lib/results-parse.js').then((module) => module.resultsParser(CSV_RULES)));
/**
 * Input left to the full validation while its chunk loads, by the `backbones` of the stand-in that
 * parseData gave for it (kept through the option attributes' copies): never shown (see #hold).
 */
const unread = new WeakMap<object, unknown>();
type CsvReader = [typeof import('../../lib/csv.js'), typeof import('../../lib/results-csv.js'), ResultsParser];
// With the full validation: CSV data goes through it (its shapes are seldom plain).
const csvReader = new LazyModule<CsvReader>(() => Promise.all([import('../../lib/csv.js'), import('../../lib/results-csv.js'), fullValidation.load()]));

/**
 * Base vs. trained results of a paper, by model backbone and benchmark: two
 * radio groups pick the view, a headline gives the gain in percentage points,
 * bars on a fixed axis show every training setting, and a "Full results"
 * disclosure holds the whole table. The view exports as SVG and PNG, the table as CSV.
 *
 * @tag results-toggle
 * @summary Base vs. trained results, switchable by backbone and benchmark.
 *
 * @csspart toggles - The two radio groups, "Model" and "Benchmark" by default.
 * @csspart headline - The gain on the selected benchmark, with both values.
 * @csspart bars - The bar chart of the selected backbone's rows.
 * @csspart bar - One bar (an SVG `<rect>`); each also has one of the three parts below, by its row's role.
 * @csspart bar-baseline - The bar of the baseline row (`role: "baseline"`, or the first row when no row is marked), which every Δ is measured against.
 * @csspart bar-highlight - The bar of the highlight row (`role: "highlight"`), the one the headline is about.
 * @csspart bar-other - The bar of any other row.
 * @csspart actions - The row of buttons under the chart: "Full results", "Download SVG", "Download PNG".
 * @csspart table - The full results `<table>` inside the disclosure.
 * @cssprop --results-toggle-highlight - Bar of the highlight row (default `--csw-accent`).
 * @cssprop --results-toggle-baseline - Bar of the baseline row (default `--csw-muted`).
 * @cssprop --results-toggle-bar - Bars of other rows.
 * @fires selection-change - A reader picked a backbone or benchmark. `detail: { backbone, benchmark }`.
 * @fires csw-error - Bad input, or a `backbone` / `benchmark` naming none that exists. `detail.message` says where and what.
 * @slot - Fallback for readers without JavaScript (e.g. a `<table>` of the results), shown until data arrives.
 */
export class ResultsToggle extends CswElement<ParsedResults, ResultsInput> {
  static override styles = [hostStyles, resultsToggleStyles];

  /** Names the element put into `backbone` / `benchmark` itself (default, fallback, a reader's pick). */
  #own: Record<Kind, string> = { backbone: '', benchmark: '' };
  #view?: View;
  /** The full table, derived only once it is needed (opened, printed or downloaded): 100,000 rows cost. */
  #table?: TableGroup[];
  /** Footnote numbers of the rows' notes, by text. */
  #notes = new Map<string, number>();
  /** The locale the view and the table were derived in (`Locale.id`): another re-derives both. */
  #localeId = '';
  /** The table's chunk failed to load: said in the disclosure, and tried again on the next opening. */
  #tableFailed = false;
  /** The option attributes over the data's own options: their reader is a chunk loaded for the first one set (data under one is held for it: #hold). */
  readonly #options = new LazyOptions(this, {
    names: ['heading', 'description', 'metric', 'unit', 'decimals'],
    limits: { auto: false, textLimit: RESULTS_LIMITS.text, formatCount },
    waitFor: (work) => this.waitFor(work),
    flag: (name, problem) => this.flagAttribute(name, problem),
  });
  /** Data waiting for a chunk (see #hold): shown (or said to be wrong) once it is here, unless newer data came. */
  #held?: ParsedResults;

  /**
   * What a server loads before rendering (the prerender command): the table's chunk (an `open` table
   * renders there), the CSV reader, the full validation, the option attributes' reader and the shipped string tables (a server renders in one pass, so a
   * `lang="de"` element is German in the HTML, not English until a table arrives).
   */
  static preload(): Promise<unknown> {
    // An open table's styles must be among those a server writes into each shadow root.
    const table = fullResults.load().then((module) => addToClass(this, tableStyles, module));
    return Promise.all([table, csvReader.load(), fullValidation.load(), optionReader.load(), ...SHIPPED_LOCALES.map((lang) => loadLocale(lang))]);
  }

  /**
   * Whether the "Full results" disclosure is open (as `<details open>`): a reader's click sets it; a page
   * or a slide about the table can open it from the start.
   */
  @property({ type: Boolean, reflect: true }) open = false;
  /** The page of the full table shown (0-based). */
  @state() private page = 0;

  /** Name of the selected backbone; default: the first. Setting it selects. */
  @property({ reflect: true }) backbone = '';

  /** Name of the selected benchmark; default: the first where the compared rows have values. Setting it selects. */
  @property({ reflect: true }) benchmark = '';

  /** The heading; wins over the data's `title` (`heading=""`: none). Without either there is no heading. */
  @property() heading: string | null = null;

  /** A line under the heading; wins over the data's `description`. */
  @property() description: string | null = null;

  /** Name of the measure (axis title, table caption); wins over the data's `metric` (default "Score"). */
  @property() metric: string | null = null;

  /** Unit after each value ("%" makes gains percentage points; `unit=""` for none); wins over the data's `unit`. */
  @property() unit: string | null = null;

  /** Decimals of values and gains, 0–6; wins over the data's `decimals`. */
  @property() decimals: string | null = null;

  /**
   * Plain data (readPlainResults) is read at once; any other input by the full validation
   * (lib/results-parse.ts), a chunk: until it is here, a stand-in that is never shown (#hold keeps
   * the last view, then validates the input and shows it or says what is wrong).
   */
  protected parseData(raw: unknown): ParsedResults {
    if (fullValidation.module) return fullValidation.module.parseResults(raw);
    const plain = readPlainResults(raw);
    if (plain) return plain;
    const standIn: ParsedResults = { title: '', description: '', metric: '', unit: '', domain: [0, 100], decimals: 0, note: '', average: false, baseline: false, benchmarks: [], groups: [], backbones: [] };
    unread.set(standIn.backbones, raw);
    return standIn;
  }

  /**
   * A server-rendered element hydrates in its first update: that waits for the full validation too,
   * and for the options' reader when an option is set (a render of the last view instead of the
   * data would not match the server's).
   */
  protected override holdFirstUpdate(data: () => Promise<unknown> | undefined): void {
    super.holdFirstUpdate(() => Promise.all([data(), fullValidation.load().catch(() => undefined), this.#options.set && optionReader.load().catch(() => undefined)]));
  }

  /**
   * Holds a stand-in back while the full validation loads, and data shown under an option attribute
   * while the options' reader loads: the last view (or the fallback) stays, so nothing half-read is
   * drawn and the data's own title never shows first, and `ready`, `csw-load` and updateComplete wait
   * for the data's view or its error (the load is the base's to wait for: waitFor). If the options'
   * reader fails to load, the data shows as given. True when held.
   */
  #hold(value: ParsedResults, previous: ParsedResults | undefined): boolean {
    const standIn = unread.has(value.backbones);
    if (!standIn && !this.#options.waiting) return false;
    this.#held = value;
    this.value = previous;
    const show = (read?: ResultsParser) => {
      if (this.#held !== value) return;
      this.#held = undefined;
      try {
        this.value = read ? read.parseResults(unread.get(value.backbones)) : value;
      } catch (error) {
        this.reportError(errorMessage(error));
      }
    };
    const options = this.#options.waiting && optionReader.load().catch(() => undefined);
    this.waitFor(
      Promise.all([standIn && fullValidation.load(), options]).then(
        ([read]) => show(read || undefined),
        () => {
          if (this.#held !== value) return;
          this.#held = undefined;
          this.reportError('results-toggle: the data could not be read: its validation did not load (offline?)');
        },
      ),
    );
    return true;
  }

  /**
   * A CSV source (`src="results.csv"`, a child `<script type="text/csv">`) in long form, one line per
   * backbone × row × benchmark: see resultsFromCsv.
   */
  protected override fromCsv(text: string): unknown {
    const read = ([csv, results]: CsvReader) => results.resultsFromCsv(csv.readCsv(text), CSV_RULES);
    // Synchronous once loaded (a server after preload, a second source); else a promise the base awaits.
    return csvReader.module ? read(csvReader.module) : csvReader.load().then(read);
  }

  // No DOM here nor in render (matchMedia, getComputedStyle, document): both run on a server too.
  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('value')) {
      // Newer data (or none) replaces any held back. A stand-in is held: the last view stays as it
      // was, nothing of it derived again.
      if (this.value !== this.#held) this.#held = undefined;
      if (this.value && this.#hold(this.value, changed.get('value') as ParsedResults | undefined)) {
        if (this.value) changed.delete('value');
      }
    }
    // The option attributes over the data as given: on new data, and live when an attribute changes.
    const shown = this.#options.over(changed, this.value);
    if (shown) this.value = shown;
    const data = this.value;
    if (!data) return;
    if (changed.has('value')) this.#notes = noteNumbers(data);
    const locale = this.i18n.locale;
    const relocalized = locale.id !== this.#localeId;
    this.#localeId = locale.id;
    if (changed.has('value') || changed.has('backbone') || changed.has('benchmark') || relocalized || this.#view?.rtl !== this.i18n.isRtl) {
      // By default the view opens where the compared rows have values (see firstBackbone).
      const name = this.#select('backbone', data.backbones.map((b) => b.name), () => firstBackbone(data).name);
      const backbone = data.backbones.find((b) => b.name === name)!;
      const benchmark = this.#select('benchmark', data.benchmarks, () => firstBenchmark(data, backbone));
      const scale = scaleOf(data, benchmark);
      this.#view = {
        backbone,
        benchmark,
        scale,
        headline: describeHeadline(data, backbone, benchmark, locale),
        bars: describeBars(data, backbone, benchmark, undefined, this.#notes, locale),
        notes: this.#notes,
        ticks: axisTicks(scale.domain, undefined, locale),
        locale,
        rtl: this.i18n.isRtl,
      };
    }
    if (changed.has('value') || relocalized) {
      this.#table = undefined;
      if (changed.get('value') !== undefined) this.page = 0;
    }
    if (this.open && !this.#table) this.#deriveTable(data);
  }

  /**
   * The full table, once its chunk is here; else loads the chunk and renders again when it is
   * (aria-busy meanwhile). The load is the base's to wait for (waitFor): after `el.open = true; await
   * el.updateComplete` the table is there, as it was before the chunk was lazy.
   */
  #deriveTable(data: ParsedResults): TableGroup[] | undefined {
    const full = fullResults.module;
    if (full) {
      // Its styles join this element's when it first shows the table.
      tableStyles.adopt(this, full);
      return (this.#table = full.describeTable(data, this.i18n.locale, tableParts));
    }
    this.#tableFailed = false;
    this.waitFor(
      fullResults.load().then(
        () => this.requestUpdate(),
        () => {
          // Tried again on the next opening; the disclosure says so meanwhile.
          this.#tableFailed = true;
          this.requestUpdate();
        },
      ),
    );
    return undefined;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // The live selection, after a reader's own clicks made the controls' state their own. Here and not as
    // `.checked` / `.selected` bindings in the template: @lit-labs/ssr writes those as `checked="false"`,
    // which HTML reads as checked. The template writes the `checked` / `selected` attributes for the server.
    const view = this.#view;
    if (view) {
      for (const control of this.renderRoot.querySelectorAll<HTMLInputElement | HTMLOptionElement>('input, option')) {
        const name = (control as HTMLInputElement).name || control.closest('select')!.name;
        const on = control.value === (name === 'backbone' ? view.backbone.name : view.benchmark);
        // Only what differs: setting an option's selectedness makes its select do work, 500 options at a time.
        if (control instanceof HTMLInputElement) {
          if (control.checked !== on) control.checked = on;
        } else if (control.selected !== on) control.selected = on;
      }
    }
    // The open table's region scrolls sideways, or not (a deck's swipe then scrolls it): see markOverflow.
    this.markSideScroll(!!(this.open && this.#table && fullResults.module?.markOverflow(this.renderRoot)));
  }

  /** The requested name if it exists; else the default (`fallback`), reporting a name the author asked for. */
  #select(kind: Kind, names: string[], first: () => string): string {
    const requested = this[kind];
    const known = names.includes(requested);
    const fallback = known ? requested : first();
    // A name the element put there itself (the default, a fallback for new data) is never reported.
    const reported = !known && requested && requested !== this.#own[kind];
    this.flagAttribute(kind, reported ? `${kind}: no ${kind} named "${requested}"; showing "${fallback}"` : '');
    if (known) return requested;
    this.#own[kind] = fallback;
    this[kind] = fallback;
    return fallback;
  }

  #handleChange(event: Event): void {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    const kind = input.name as Kind;
    this.#own[kind] = input.value;
    this[kind] = input.value;
    emit<SelectionChangeDetail>(this, 'selection-change', { backbone: this.backbone, benchmark: this.benchmark });
    // A reader's own pick, so it is announced (a property set in code never is): once the view is derived.
    void this.updateComplete.then(() => {
      const view = this.#view;
      if (view) this.announce(selectionAnnouncement(view.backbone, view.headline, view.locale));
    });
  }

  #handleKeydown(event: KeyboardEvent): void {
    // (The base keeps keys pressed here from a slide deck.)
    const input = event.composedPath()[0] as HTMLInputElement;
    if (input.type === 'radio' && (event.key === 'Home' || event.key === 'End')) {
      // Native radios move with the arrow keys; Home and End complete the radio-group pattern.
      event.preventDefault();
      const group = [...this.renderRoot.querySelectorAll<HTMLInputElement>(`input[name="${input.name}"]`)];
      const next = group[event.key === 'Home' ? 0 : group.length - 1]!;
      next.focus();
      if (!next.checked) next.click();
    }
  }

  #toggleTable(): void {
    this.open = !this.open;
  }

  /** Shows page `to` (0-based) of the full table: a pager button at its end stays focusable (aria-disabled) and does nothing. */
  #turnPage(to: number): void {
    // (The pager is drawn only once the table's chunk is here.)
    const said = this.#table && fullResults.module?.pageAnnouncement(this.#table, this.value!, to, this.i18n.locale);
    if (!said) return;
    this.page = to;
    this.announce(said);
  }

  /**
   * The view as an SVG or PNG file, as it is drawn now (colours, font, width): the image's writer
   * (results-export.ts) and the exporter are chunks loaded on the first download.
   */
  #downloadChart(format: 'svg' | 'png'): void {
    const data = this.value!;
    const view = this.#view!;
    // The file's name is made in the chunk too (its slug code is not needed before).
    import('./results-export.js').then(
      (module) => this.downloadImage(format, module.resultsFileName(data, '', view), () => module.chartImage(this, data, view, view.locale, { axisTitle, axisTicks })),
      () => this.reportError(`Download ${format.toUpperCase()}: the image writer could not be loaded`),
    );
  }

  #downloadCsv(): void {
    // The button is in the table, so its chunk (which holds the CSV writer) is here.
    const data = this.value!;
    const full = fullResults.module;
    full?.downloadResultsCsv(data, (this.#table ??= full.describeTable(data, this.i18n.locale, tableParts)), tableParts);
  }

  protected renderView(data: ParsedResults): TemplateResult {
    const view = this.#view!;
    const t = this.i18n.locale;
    const full = fullResults.module;
    // The table is open but its chunk is on its way (or failed): the region says so, busy meanwhile.
    const pending = this.open && !this.#table;
    // Many options: the groups become rows of chips above the chart, so the bars stay by the headline.
    const compact = data.backbones.length > MAX_ROOMY || data.benchmarks.length > MAX_ROOMY;
    return html`<div class="view ${compact ? 'compact' : ''}" @keydown=${this.#handleKeydown}>
      ${data.title ? this.renderHeading(data.title) : nothing}
      ${data.description ? html`<p class="muted">${data.description}</p>` : nothing}
      <div part="toggles" class="toggles toolbar" @change=${this.#handleChange}>
        ${this.#renderGroup('backbone', t.t('results.backbone'), data.backbones.map((b) => b.name), view.backbone.name)}
        ${this.#renderGroup('benchmark', t.t('results.benchmark'), data.benchmarks, view.benchmark, data.groups)}
      </div>
      ${renderHeadline(view)} ${renderBars(data, view)}
      <div part="actions" class="toolbar no-print">
        <button class="button" aria-expanded=${this.open} aria-controls="full" @click=${this.#toggleTable}>
          <span aria-hidden="true">${this.open ? '▾' : view.rtl ? '◂' : '▸'}</span> ${t.t('results.full')}
        </button>
        <button class="button" @click=${() => this.#downloadChart('svg')}>${t.t('common.downloadSvg')}</button>
        <button class="button" @click=${() => this.#downloadChart('png')}>${t.t('common.downloadPng')}</button>
      </div>
      <div id="full" class="full" ?hidden=${!this.open} aria-busy=${pending && !this.#tableFailed ? 'true' : nothing}>${this.open && this.#table && full
        ? full.renderFullResults(data, this.#table, this.#notes, this.page, this.printing, this.#downloadCsv, (to) => this.#turnPage(to), t, view.rtl, tableParts)
        : pending
          ? html`<p class="small">${this.#tableFailed ? `${t.t('common.error')} ${t.t('results.tableFailed')}` : t.t('common.loading')}</p>`
          : nothing}</div>
    </div>`;
  }

  #renderGroup(kind: Kind, legend: string, names: string[], selected: string, groups?: string[]): TemplateResult {
    // Runs of one group (LIBERO-Spatial, LIBERO-Object… under "LIBERO"), in data order.
    const runs: { group: string; names: string[] }[] = [];
    names.forEach((name, i) => {
      const group = groups?.[i] ?? '';
      const last = runs[runs.length - 1];
      if (last && last.group === group) last.names.push(name);
      else runs.push({ group, names: [name] });
    });
    // Hundreds of backbones or benchmarks would bury the chart under buttons: beyond a dozen, a native
    // select, which every keyboard and screen reader knows and which scrolls its own list.
    if (names.length > MAX_RADIOS) {
      const option = (name: string) => html`<option value=${name} ?selected=${name === selected}>${name}</option>`;
      return html`<div class="field">
        <label class="legend" for=${kind}>${legend}</label>
        <select id=${kind} name=${kind} class="button">
          ${runs.map((run) => (run.group ? html`<optgroup label=${run.group}>${run.names.map(option)}</optgroup>` : run.names.map(option)))}
        </select>
      </div>`;
    }
    // Always both groups, even with a single option: the reader sees what the view is of, and the
    // toolbar keeps its shape whatever the data. `checked` is written as an attribute, so server-rendered
    // HTML shows the selected radio without JavaScript; updated() keeps the live state in step.
    const radios = (list: string[]) =>
      list.map(
        (name) =>
          html`<label
            ><input type="radio" name=${kind} value=${name} ?checked=${name === selected} /><span class="button"
              >${name}</span
            ></label
          >`,
      );
    // A group of benchmarks is a fieldset of its own inside the radio group (its legend names it for
    // screen readers too); one radio group still, so the arrow keys run through every benchmark.
    return html`<fieldset>
      <legend class="legend">${legend}</legend>
      <div class="options toolbar">
        ${runs.map((run) =>
          run.group
            ? html`<fieldset class="subgroup"><legend class="small">${run.group}</legend><div class="options toolbar">${radios(run.names)}</div></fieldset>`
            : radios(run.names),
        )}
      </div>
    </fieldset>`;
  }
}
