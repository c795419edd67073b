import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
// In this order (downloads first, chart and table last, beside the class) the bundles keep the module
// order they had before these parts left the class, and with it their gzip size.
import { downloadChart, downloadResultsCsv } from './results-export.js';
import { emit } from '../../internal/emit.js';
import { parseResults, resultsFromCsv, type ParsedResults } from '../../lib/results-data.js';
import { readCsv } from '../../lib/csv.js';
import {
  axisTicks,
  describeBars,
  describeHeadline,
  describeTable,
  MAX_RADIOS,
  MAX_ROOMY,
  noteNumbers,
  pageSize,
  selectionAnnouncement,
  tablePage,
  type TableGroup,
} from '../../lib/results-view.js';
import { hostStyles } from '../../styles/host.styles.js';
import { resultsToggleStyles } from './results-toggle.styles.js';
import type { ResultsInput, SelectionChangeDetail } from './results-toggle.types.js';
import { formatCount } from '../../lib/format.js';
import { renderBars, renderHeadline, type View } from './chart.js';
import { renderFullResults } from './full-results.js';

type Kind = 'backbone' | 'benchmark';

/**
 * Base vs. trained results of a paper, by model backbone and benchmark: two
 * radio groups pick the view, a headline gives the gain in percentage points,
 * bars on a fixed axis show every training setting, and a "Full results"
 * disclosure holds the whole table. The view exports as SVG and PNG, the table as CSV.
 *
 * @tag results-toggle
 * @summary Base vs. trained results, switchable by backbone and benchmark.
 *
 * @csspart toggles - The two radio groups, "Model backbone" and "Evaluate on".
 * @csspart headline - The gain on the selected benchmark, with both values.
 * @csspart bars - The bar chart of the selected backbone's rows.
 * @csspart bar - One bar (an SVG `<rect>`); also `bar-baseline`, `bar-highlight` or `bar-other` by its row.
 * @csspart actions - The row of buttons under the chart: "Full results", "Download SVG", "Download PNG".
 * @csspart table - The full results `<table>` inside the disclosure.
 * @csspart base - The wrapper around the element's content.
 * @csspart error - The error panel shown over the last valid view.
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

  /**
   * Whether the "Full results" disclosure is open (as `<details open>`): a reader's click sets it; a page
   * or a slide about the table can open it from the start.
   */
  @property({ type: Boolean, reflect: true }) open = false;
  /** The page of the full table shown (0-based). */
  @state() private page = 0;

  /** Name of the selected backbone; default: the first. Setting it selects. */
  @property({ reflect: true }) backbone = '';

  /** Name of the selected benchmark; default: the first. Setting it selects. */
  @property({ reflect: true }) benchmark = '';

  protected parseData(raw: unknown): ParsedResults {
    return parseResults(raw);
  }

  /**
   * A CSV source (`src="results.csv"`, a child `<script type="text/csv">`) in long form, one line per
   * backbone × row × benchmark: see resultsFromCsv.
   */
  protected override fromCsv(text: string): unknown {
    return resultsFromCsv(readCsv(text));
  }

  // No DOM here nor in render (matchMedia, getComputedStyle, document): both run on a server too.
  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const data = this.value;
    if (!data) return;
    if (changed.has('value')) this.#notes = noteNumbers(data);
    if (changed.has('value') || changed.has('backbone') || changed.has('benchmark')) {
      const name = this.#select('backbone', data.backbones.map((b) => b.name));
      const benchmark = this.#select('benchmark', data.benchmarks);
      const backbone = data.backbones.find((b) => b.name === name)!;
      this.#view = {
        backbone,
        benchmark,
        headline: describeHeadline(data, backbone, benchmark),
        bars: describeBars(data, backbone, benchmark, undefined, this.#notes),
        notes: this.#notes,
        ticks: axisTicks(data.domain),
      };
    }
    if (changed.has('value')) {
      this.#table = undefined;
      if (changed.get('value') !== undefined) this.page = 0;
    }
    if (this.open && !this.#table) this.#table = describeTable(data);
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
    // The table region is a tab stop only while it scrolls sideways (so keyboard users can scroll it).
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroll');
    const overflowing = !!scroller && scroller.scrollWidth > scroller.clientWidth + 1;
    // …and then shows a cue, so a cut column never passes for the table's end.
    if (overflowing) scroller.tabIndex = 0;
    else scroller?.removeAttribute('tabindex');
    scroller?.toggleAttribute('data-overflow', overflowing);
    this.markSideScroll(overflowing);
  }

  /** The requested name if it exists; else the first, reporting a name the author asked for. */
  #select(kind: Kind, names: string[]): string {
    const requested = this[kind];
    const fallback = names[0]!;
    const known = names.includes(requested);
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
      if (view) this.announce(selectionAnnouncement(view.backbone, view.headline));
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
    // tablePage clamps a page to the pages there are: one it changes lies past an end.
    const next = this.#table && tablePage(this.#table, to, pageSize(this.value!.benchmarks.length + 1));
    if (next?.page !== to) return;
    this.page = to;
    this.announce(`Rows ${formatCount(next.first)} to ${formatCount(next.last)} of ${formatCount(next.total)}.`);
  }

  /** The view as an SVG or PNG file, as it is drawn now (colours, font, width): see results-export.ts. */
  #downloadChart(format: 'svg' | 'png'): void {
    downloadChart(this, this.value!, this.#view!, format, (message) => this.reportError(message));
  }

  #downloadCsv(): void {
    const data = this.value!;
    downloadResultsCsv(data, (this.#table ??= describeTable(data)));
  }

  protected renderView(data: ParsedResults): TemplateResult {
    const view = this.#view!;
    // Many options: the groups become rows of chips above the chart, so the bars stay by the headline.
    const compact = data.backbones.length > MAX_ROOMY || data.benchmarks.length > MAX_ROOMY;
    return html`<div class="view ${compact ? 'compact' : ''}" @keydown=${this.#handleKeydown}>
      ${data.title ? this.renderHeading(data.title) : nothing}
      <div part="toggles" class="toggles toolbar" @change=${this.#handleChange}>
        ${this.#renderGroup('backbone', 'Model backbone', data.backbones.map((b) => b.name), view.backbone.name)}
        ${this.#renderGroup('benchmark', 'Evaluate on', data.benchmarks, view.benchmark, data.groups)}
      </div>
      ${renderHeadline(view)} ${renderBars(data, view)}
      <div part="actions" class="toolbar no-print">
        <button class="button" aria-expanded=${this.open} aria-controls="full" @click=${this.#toggleTable}>
          <span aria-hidden="true">${this.open ? '▾' : '▸'}</span> Full results
        </button>
        <button class="button" @click=${() => this.#downloadChart('svg')}>Download SVG</button>
        <button class="button" @click=${() => this.#downloadChart('png')}>Download PNG</button>
      </div>
      <div id="full" class="full" ?hidden=${!this.open}>${this.open && this.#table
        ? renderFullResults(data, this.#table, this.#notes, this.page, this.printing, this.#downloadCsv, (to) => this.#turnPage(to))
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
