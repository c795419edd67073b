import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { downloadFile, fileSlug } from '../../internal/download.js';
import { emit } from '../../internal/emit.js';
import { svgToPng } from '../../internal/export-image.js';
import { toCsv } from '../../lib/csv.js';
import { errorMessage } from '../../lib/json.js';
import { buildChartSvg, type ChartPalette, type ChartSvg } from '../../lib/results-chart-svg.js';
import { parseResults, type ParsedBackbone, type ParsedResults, type ResultsData } from '../../lib/results-data.js';
import {
  axisTicks,
  describeBars,
  describeHeadline,
  describeTable,
  MAX_PRINT_ROWS,
  MAX_RADIOS,
  pageSize,
  resultsCsvRows,
  selectionAnnouncement,
  tablePage,
  TRACK,
  unitWords,
  type Bar,
  type Headline,
  type TableGroup,
  type TablePage,
  type Tick,
} from '../../lib/results-view.js';
import { hostStyles } from '../../styles/host.styles.js';
import { resultsToggleStyles } from './results-toggle.styles.js';
import type { SelectionChangeDetail } from './results-toggle.types.js';
import type { ResultsInput } from './results-toggle.types.js';
import { formatCount } from '../../lib/format.js';

type Kind = 'backbone' | 'benchmark';

interface View {
  backbone: ParsedBackbone;
  benchmark: string;
  headline: Headline;
  bars: Bar[];
  ticks: Tick[];
}

const signClass = (sign: number) => (sign > 0 ? 'up' : sign < 0 ? 'down' : '');
/** "—" is read aloud as a dash, or not at all: say what it means. */
const shown = (text: string) =>
  text === '—' ? html`<span aria-hidden="true">—</span><span class="sr-only">no score</span>` : text;

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
export class ResultsToggle extends CswElement<ResultsData, ResultsInput> {
  static override styles = [hostStyles, resultsToggleStyles];

  /** Names the element put into `backbone` / `benchmark` itself (default, fallback, a reader's pick). */
  #own: Record<Kind, string> = { backbone: '', benchmark: '' };
  #view?: View;
  /** The full table, derived only once it is needed (opened, printed or downloaded): 100,000 rows cost. */
  #table?: TableGroup[];

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

  protected parseData(raw: unknown): ResultsData {
    return parseResults(raw);
  }

  // No DOM here nor in render (matchMedia, getComputedStyle, document): both run on a server too.
  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const data = this.value as ParsedResults | undefined;
    if (!data) return;
    if (changed.has('value') || changed.has('backbone') || changed.has('benchmark')) {
      const name = this.#select('backbone', data.backbones.map((b) => b.name));
      const benchmark = this.#select('benchmark', data.benchmarks);
      const backbone = data.backbones.find((b) => b.name === name)!;
      this.#view = {
        backbone,
        benchmark,
        headline: describeHeadline(data, backbone, benchmark),
        bars: describeBars(data, backbone, benchmark),
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
        const name = (control as HTMLInputElement).name || (control.parentElement as HTMLSelectElement).name;
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
    if (overflowing) scroller.tabIndex = 0;
    else scroller?.removeAttribute('tabindex');
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

  /** Previous / next page of the full table: a button at its end stays focusable (aria-disabled) and does nothing. */
  #turnPage(step: number, page: TablePage): void {
    const data = this.value as ParsedResults;
    if (!this.#table || page.page + step < 0 || page.page + step >= page.pages) return;
    const next = tablePage(this.#table, page.page + step, pageSize(data.benchmarks.length + 1));
    this.page = next.page;
    this.announce(`Rows ${formatCount(next.first)} to ${formatCount(next.last)} of ${formatCount(next.total)}.`);
  }

  #exportSvg(): ChartSvg {
    const data = this.value as ParsedResults;
    const view = this.#view!;
    const base = this.renderRoot.querySelector('[part="base"]')!;
    // Colours as the screen shows them, resolved (light-dark(), var(), a theme's own), so the file stands
    // alone. Bars take their on-screen fill, so ::part(bar) and --results-toggle-* styling carries over.
    const probe = base.appendChild(document.createElement('i'));
    const palette: Record<string, string> = {};
    for (const [name, token = name] of 'text muted surface border positive negative baseline:lo highlight:hi other:bar'
      .split(' ')
      .map((pair) => pair.split(':'))) {
      const rect = this.renderRoot.querySelector(`rect.${name}`);
      probe.style.color = `var(--_${token})`;
      palette[name!] = rect ? getComputedStyle(rect).fill : getComputedStyle(probe).color;
    }
    probe.remove();
    return buildChartSvg({
      title: data.title,
      subtitle: `${view.backbone.name} · ${view.benchmark}`,
      note: data.note,
      axisTitle: this.#axisTitle(data),
      domain: data.domain,
      headline: view.headline,
      bars: view.bars,
      width: Math.min(Math.max(this.clientWidth || 720, 480), 1200),
      palette: palette as unknown as ChartPalette,
      fontFamily: getComputedStyle(base).fontFamily,
    });
  }

  #fileName(extension: string, view = true): string {
    const { title } = this.value as ParsedResults;
    const parts = view ? [title, this.#view!.backbone.name, this.#view!.benchmark] : [title];
    return `${fileSlug(parts.join(' '), 'results')}.${extension}`;
  }

  #downloadSvg(): void {
    downloadFile(this.#fileName('svg'), this.#exportSvg().text, 'image/svg+xml');
  }

  #downloadPng(): void {
    const name = this.#fileName('png');
    svgToPng(this.#exportSvg()).then(
      (png) => downloadFile(name, png, 'image/png'),
      (error) => this.reportError(`PNG export: ${errorMessage(error)}`),
    );
  }

  #downloadCsv(): void {
    const data = this.value as ParsedResults;
    const rows = resultsCsvRows(data, (this.#table ??= describeTable(data)));
    downloadFile(this.#fileName('csv', false), toCsv(rows), 'text/csv;charset=utf-8');
  }

  #axisTitle(data: ParsedResults): string {
    return data.unit ? `${data.metric} (${data.unit})` : data.metric;
  }

  protected renderView(value: ResultsData): TemplateResult {
    const data = value as ParsedResults;
    const view = this.#view!;
    return html`<div class="view" @keydown=${this.#handleKeydown}>
      ${data.title ? this.renderHeading(data.title) : nothing}
      <div part="toggles" class="toggles toolbar" @change=${this.#handleChange}>
        ${this.#renderGroup('backbone', 'Model backbone', data.backbones.map((b) => b.name), view.backbone.name)}
        ${this.#renderGroup('benchmark', 'Evaluate on', data.benchmarks, view.benchmark)}
      </div>
      ${this.#renderHeadline(view)} ${this.#renderBars(data, view)}
      <div part="actions" class="toolbar no-print">
        <button class="button" aria-expanded=${this.open} aria-controls="full" @click=${this.#toggleTable}>
          <span aria-hidden="true">${this.open ? '▾' : '▸'}</span> Full results
        </button>
        <button class="button" @click=${this.#downloadSvg}>Download SVG</button>
        <button class="button" @click=${this.#downloadPng}>Download PNG</button>
      </div>
      <div id="full" class="full" ?hidden=${!this.open}>${this.open && this.#table ? this.#renderTable(data, this.#table) : nothing}</div>
    </div>`;
  }

  #renderGroup(kind: Kind, legend: string, names: string[], selected: string): TemplateResult {
    // Hundreds of backbones or benchmarks would bury the chart under buttons: beyond a dozen, a native
    // select, which every keyboard and screen reader knows and which scrolls its own list.
    if (names.length > MAX_RADIOS) {
      return html`<div class="field">
        <label class="legend" for=${kind}>${legend}</label>
        <select id=${kind} name=${kind} class="button">
          ${names.map((name) => html`<option value=${name} ?selected=${name === selected}>${name}</option>`)}
        </select>
      </div>`;
    }
    // Always both groups, even with a single option: the reader sees what the view is of, and the
    // toolbar keeps its shape whatever the data. `checked` is written as an attribute, so server-rendered
    // HTML shows the selected radio without JavaScript; updated() keeps the live state in step.
    return html`<fieldset>
      <legend class="legend">${legend}</legend>
      <div class="options toolbar">
        ${names.map(
          (name) =>
            html`<label
              ><input type="radio" name=${kind} value=${name} ?checked=${name === selected} /><span
                class="button"
                >${name}</span
              ></label
            >`,
        )}
      </div>
    </fieldset>`;
  }

  #renderHeadline({ headline: h, benchmark, backbone }: View): TemplateResult {
    // The two values read together ("54.42% → 62.98%") beside the difference; the rows they belong
    // to go on a line of their own under them. The sentence says it all for screen readers, units in
    // words; it is not a live region: the element's one status region announces a reader's picks.
    const compared = h.fromLabel && h.toLabel;
    return html`<div part="headline">
      <p class="context" aria-hidden="true">${benchmark} · ${backbone.name}</p>
      <p class="figures toolbar" aria-hidden="true">
        ${compared
          ? html`<span class="delta ${signClass(h.sign)}">${h.deltaText}</span>
              <span class="values">${h.fromText} → ${h.toText}</span>`
          : html`<span class="delta">${h.fromText || h.toText}</span>
              <span class="muted">${h.fromLabel || h.toLabel}</span>`}
      </p>
      ${compared ? html`<p class="rows muted" aria-hidden="true">${h.fromLabel} → ${h.toLabel}</p>` : nothing}
      <p class="sr-only">${h.sentence}</p>
    </div>`;
  }

  #renderBars(data: ParsedResults, view: View): TemplateResult {
    const all = view.backbone.rows.length;
    return html`<figure part="bars" class="bars">
      <div class="head small" aria-hidden="true">
        <span>Training setting</span><span class="track">${this.#axisTitle(data)}</span
        ><span class="nums"><span class="num">Score</span><span class="num">Δ vs. base</span></span>
      </div>
      <ul aria-label=${`${data.metric} on ${view.benchmark}, ${view.backbone.name}`}>
        ${view.bars.map(
          (bar) => html`<li class=${bar.kind}>
            <span>${bar.label}</span>
            <svg class="track" viewBox="0 0 ${TRACK} 24" preserveAspectRatio="none" aria-hidden="true">
              ${view.ticks.map((tick) => svg`<line x1=${tick.x} x2=${tick.x} y2="24"></line>`)}
              <rect part="bar bar-${bar.kind}" class="${bar.kind} animate" x=${bar.x} y="4" width=${bar.width} height="16"></rect>
            </svg>
            <span class="nums"
              ><span class="num"><span aria-hidden="true">${bar.valueText}</span><span class="sr-only">${bar.valueSpoken}</span></span>
              <span class="num ${signClass(bar.sign)}"
                ><span aria-hidden="true">${bar.deltaText}</span><span class="sr-only">, ${bar.deltaSpoken}</span></span
              ></span
            >
          </li>`,
        )}
      </ul>
      <div aria-hidden="true">
        <span class="track ticks small">${view.ticks.map((tick) => html`<span>${tick.text}</span>`)}</span>
      </div>
    </figure>
      ${all > view.bars.length
        ? html`<p class="small">Showing ${view.bars.length} of ${formatCount(all)} training settings; Full results has all.</p>`
        : nothing}
      ${data.note ? html`<p class="small">${data.note}</p>` : nothing}`;
  }

  #renderTable(data: ParsedResults, groups: TableGroup[]): TemplateResult {
    const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
    // Printed whole (up to MAX_PRINT_ROWS); on screen a page at a time, so 100,000 rows cost one page.
    const size = this.printing && total <= MAX_PRINT_ROWS ? total : pageSize(data.benchmarks.length + 1);
    const page = tablePage(groups, this.page, size);
    const paged = page.pages > 1;
    const columns = [...data.benchmarks, 'Average'];
    const unit = unitWords(data.unit);
    // Consecutive lines of one group share a <tbody>, so `scope="rowgroup"` covers its rows.
    const bodies: (typeof page.lines)[] = [];
    for (const line of page.lines) {
      if (line.row < 0) bodies.push([]);
      bodies[bodies.length - 1]!.push(line);
    }
    return html`<button class="button no-print" @click=${this.#downloadCsv}>Download CSV</button>
      <p id="caption" class="small">
        <span id="full-name">Full results</span>: ${data.metric}${unit ? `, in ${unit}` : ''}. Average is the unweighted
        mean of the ${data.benchmarks.length} benchmarks; the best value of each column within a backbone is bold.
      </p>
      ${paged ? this.#renderPager(page) : nothing}
      <div class="scroll" role="region" aria-labelledby="full-name" data-prevent-swipe>
        <table
          part="table"
          aria-labelledby="title full-name"
          aria-describedby="caption"
          aria-rowcount=${paged ? page.rowCount : nothing}
        >
          <thead>
            <tr aria-rowindex=${paged ? 1 : nothing}>
              <th scope="col">Training data</th>
              ${columns.map((name) => html`<th scope="col">${name}</th>`)}
            </tr>
          </thead>
          ${bodies.map(
            ([head, ...lines]) => html`<tbody>
              <tr aria-rowindex=${paged ? head!.index : nothing}>
                <th scope="rowgroup" colspan=${columns.length + 1}>
                  ${groups[head!.group]!.name}${head!.continued ? ' (continued)' : ''}
                </th>
              </tr>
              ${lines.map((line) => {
                const row = groups[line.group]!.rows[line.row]!;
                // Each cell carries its column's name for the narrow (stacked) layout, where the header row
                // is out of sight: drawn by CSS (::before, with empty alt text, so it is not read twice; screen
                // readers get it from the header cell). An attribute, not a span: half the nodes per page.
                return html`<tr aria-rowindex=${paged ? line.index : nothing}>
                  <th scope="row">${row.label}</th>
                  ${row.cells.map(
                    (cell, c) =>
                      html`<td data-key=${columns[c]!}>${cell.best ? html`<strong>${cell.text}</strong>` : shown(cell.text)}</td>`,
                  )}
                </tr>`;
              })}
            </tbody>`,
          )}
        </table>
      </div>`;
  }

  #renderPager(page: TablePage): TemplateResult {
    const at = (edge: boolean) => (edge ? 'true' : 'false');
    return html`<div class="toolbar pager no-print">
      <button class="button" aria-disabled=${at(page.page === 0)} @click=${() => this.#turnPage(-1, page)}>Previous rows</button>
      <span>Rows ${formatCount(page.first)}–${formatCount(page.last)} of ${formatCount(page.total)}</span>
      <button class="button" aria-disabled=${at(page.page === page.pages - 1)} @click=${() => this.#turnPage(1, page)}>
        Next rows
      </button>
    </div>`;
  }
}
