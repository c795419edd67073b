import { html, isServer, nothing, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { FIRST_ROWS, firstScreenRows, windows } from '../../lib/row-window.js';
import type { RowWindow } from '../../lib/visible-rows.js';
import { rowWindowing, rowsBelow } from './lazy-module.js';
import type { RowGrowth } from './rows-below.js';
import type { RowWindowing } from './row-windowing.js';

/** A row's height before one is measured (px). */
const ROW_GUESS_PX = 40;

/**
 * The rows of a long table's body: which are in the document, and what each shows. A controller
 * (kept out of the element class, which owns the data, the toolbar and the headers):
 *
 * - up to WINDOW_THRESHOLD rows, every row is put in the document (so find-in-page and print see
 *   them), progressively: the first screen's rows at once (firstScreenRows), the rest in later
 *   tasks sized to ~40 ms each;
 * - above it, only the rows in view plus a buffer (windowing, ./row-windowing.ts: a chunk the
 *   element holds such a board for), with spacer rows for the rest;
 * - a new order (a re-sort, filter or new data) re-binds the rows already there, by position,
 *   instead of removing and making them again: the first screen at once, the rows below in later
 *   tasks. Removing the 960 rows past a 1,000-row board's first screen alone cost more (~30 ms)
 *   than Tabulator's whole re-sort. Until re-bound, those rows still show the previous order: they
 *   sit in a second `<tbody>` (`.rest`), clipped and `aria-hidden` as a whole (`.stale`): a clip that
 *   clipped nothing before (adding a clip re-lays out every row; changing its value costs less,
 *   though not nothing: docs/performance.md, `sort6`). That body is laid
 *   out apart from the table, in the header's column widths (fitColumns), so the first screen's
 *   rows changing does not lay out every row below.
 *
 * `V` is what a row shows (built once per data row by the element, kept across orders).
 */
export class TableBody<V> implements ReactiveController {
  /** The rows of the current order rendered: all of them, a window, or the first part of a board still arriving. */
  window: RowWindow = { start: 0, end: 0 };
  /** What each rendered row shows, by position: `window` of the current order, then rows of the previous one. */
  #shown: V[] = [];
  /** Changes whenever a row below the first screen is bound anew: the rest are not rendered again for a re-sort's first screen. */
  #restEpoch = 0;
  /**
   * The rows of the first screen (in the first `<tbody>`): chosen at the first sync from the
   * screen's height, then kept (a row moving between the bodies would be made again).
   */
  #first = 0;
  /** Rows showing the current order so far (below WINDOW_THRESHOLD): the rest follow in later tasks. */
  #limit = FIRST_ROWS;
  #total = 0;
  #windowed = false;
  /** The parts' scheduling (the rows below's chunk), made once it is here and rows are left to add, re-bind or remove. */
  #growth?: RowGrowth;
  /** That chunk was asked for this order (after a failure, a new order asks again). */
  #asked = false;
  /** The window's measures and scroll position (the windowing chunk's), made when the body first windows. */
  #windowing?: RowWindowing;
  /**
   * A progressively rendered row's height (0: not yet measured), for the spacer of the rows still to
   * come: measured once per form of the board (new row views: data or language; rowsChanged: the
   * table's room, font or paper), not per order. A search's or re-sort's rows are the same rows:
   * reading their height again forced a layout of the table inside the update, before the one the
   * reader's act pays anyway (a 100-row search: 1.8 of its 4.8 ms, docs/performance.md).
   */
  #rowAverage = 0;
  /** The row views the average was measured for (the element makes new ones for new data or a new language). */
  #viewsMeasured?: (row: never) => V;
  /** Rows in the document while printing: the first `printLimit` of the order (see the element's print bound). */
  printed = 0;

  constructor(
    private readonly host: ReactiveElement,
    private readonly renderRow: (row: V, index: number) => TemplateResult,
    /** The host's `waitFor`: its `updateComplete` waits for the rows below's chunk once asked for. */
    private readonly track: (work: Promise<unknown>) => void,
    /** Says that chunk could not load (the first screen stays). */
    private readonly failed: () => void,
  ) {
    host.addController(this);
  }

  /** Above WINDOW_THRESHOLD rows, and not printing: only the rows in view are rendered. */
  get windowed(): boolean {
    return this.#windowed;
  }

  hostDisconnected(): void {
    // A pending part of the board is dropped; a reconnect's update schedules the rest again.
    this.#growth?.stop();
  }

  /**
   * Called in the host's willUpdate with the rows in their current order. `newOrder`: they are
   * not the order last shown (sorted, filtered or new data); `printing`: every row up to
   * `printLimit`, at once (a bound on the print task: the element says how many were printed).
   */
  sync<R>(rows: readonly R[], view: (row: R) => V, newOrder: boolean, printing: boolean, printLimit = Infinity): void {
    const total = (this.#total = rows.length);
    const first = (this.#first ||= this.#firstScreen(total));
    // A new order shows its first screen at once; the rows below follow (see #grow).
    if (newOrder) [this.#limit, this.#asked] = [first, false];
    if (view !== this.#viewsMeasured) [this.#viewsMeasured, this.#rowAverage] = [view, 0];
    // The element holds a board above the threshold until the windowing chunk is here.
    const windowing = rowWindowing.module;
    this.#windowed = windows(total) && !printing && !!windowing;
    if (this.#windowed) {
      this.window = (this.#windowing ??= new windowing!.RowWindowing(this.host)).rows(total);
      this.#shown = rows.slice(this.window.start, this.window.end).map(view);
      this.#restEpoch++;
      return;
    }
    const end = printing ? Math.min(total, printLimit) : Math.min(this.#limit, total);
    this.printed = printing ? end : 0;
    this.window = { start: 0, end };
    const shown = this.#shown;
    for (let i = 0; i < end; i++) shown[i] = view(rows[i]!);
    // Rows past a shorter order are removed one task after its first screen (or at once for print), not in the reader's click.
    if (printing) shown.length = end;
    else if (end === total && this.#limit > first) shown.length = total;
    if (end > first || shown.length <= first) this.#restEpoch++;
  }

  /**
   * The rows a screen of this browser shows (firstScreenRows, at the host's font size), for a board
   * of more than FIRST_ROWS rows; a smaller one (most papers' boards) is rendered and re-sorted
   * whole at once. A server renders FIRST_ROWS, and so does the browser hydrating what it rendered
   * (a first update must match the server's rows).
   */
  #firstScreen(total: number): number {
    if (total <= FIRST_ROWS || isServer || this.host.renderRoot?.querySelector?.('tbody')) return FIRST_ROWS;
    return firstScreenRows(window.innerHeight, parseFloat(getComputedStyle(this.host).fontSize));
  }

  /** The two `<tbody>`s; `empty` makes the row shown when no row matches (only then). */
  render(empty: () => TemplateResult | typeof nothing): TemplateResult {
    const { start, end } = this.window;
    const windowed = this.#windowed;
    const shown = this.#shown;
    // Spacers stand in for the rows above and below those rendered (their heights are set in layout());
    // the second body's, for rows of a board still arriving, never while windowed (it stood one row
    // tall under the last row: nothing sizes it there).
    // One cell in the first column, spanning none: a spacer spanning every column made columns of its
    // own where the header's cells are hidden (a phone's form hides the group and gap columns), and
    // with the table's fixed layout those took the room the model's names needed ("Mod…").
    const spacer = html`<tr class="spacer" aria-hidden="true"><td></td></tr>`;
    // The first screen in one body; the rows below in a second, hidden as a whole while any of them
    // still shows the previous order: one attribute, where hiding rows one by one would restyle
    // each of them. (An order shorter than the first screen drops the first body's extra rows at
    // once: at most a screen's.) That body is a block of grid rows (fitColumns): its role is said,
    // as its rows' and cells' are (renderRow), since WebKit drops a table part's role with its display.
    const split = windowed ? shown.length : this.#first;
    const head = shown.slice(0, Math.min(split, end - start));
    const rest = shown.slice(split);
    const stale = shown.length > end - start;
    /* eslint-disable lit-a11y/no-redundant-role -- said on purpose: see above */
    return html`<tbody>
        ${windowed ? spacer : nothing}
        ${head.map((row, i) => this.renderRow(row, start + i + 2))}
        ${windowed ? spacer : nothing}
        ${this.#total === 0 ? empty() : nothing}
      </tbody>
      <tbody role="rowgroup" class=${stale ? 'rest stale' : 'rest'} aria-hidden=${stale ? 'true' : nothing} ?data-columns=${!windowed && !this.printed}>
        ${guard([this.#restEpoch, split], () => rest.map((row, i) => this.renderRow(row, split + i + 2)))}
        ${shown.length < this.#total && !this.printed && !windowed ? spacer : nothing}
      </tbody>`;
    /* eslint-enable lit-a11y/no-redundant-role */
  }

  /** The rows' height may have changed (the element measured its form again): the next spacer reads it anew. */
  rowsChanged(): void {
    this.#rowAverage = 0;
  }

  /** Called in the host's updated() with the scrolling box around the table. */
  layout(scroller: HTMLElement): void {
    if (this.#windowed) this.#windowing!.layout(scroller, this.window, this.#total);
    else this.#layoutProgress(scroller);
  }

  /**
   * The header's column widths for the rows below the first screen, laid out apart from the table
   * (rows-below.ts's fitColumns, with their chunk: nothing to fit before it is here, and its arrival
   * fits them before they grow). Called by the host right after a layout read (its measure).
   */
  fitColumns(table: HTMLTableElement): void {
    rowsBelow.module?.fitColumns(table);
  }

  /** The scrolling box's scroll listener: a windowed body renders the rows now in view. */
  onScroll = (event: Event): void => {
    if (this.#windowed) this.#windowing!.scrolled(event.currentTarget as HTMLElement, this.window, this.#total);
  };

  /**
   * A board still arriving: the spacer below reserves the height of the rows to come (so the page
   * below does not jump as they arrive), and the next part is scheduled in its own task, sized
   * from how long this one took. The rows' height is read once per form of the board (see
   * #rowAverage), from the first part shown in it: a read per part forced a layout of the whole
   * table each time (the later parts only write).
   */
  #layoutProgress(scroller: HTMLElement): void {
    const rendered = this.#shown.length;
    this.#growth?.measured();
    if (this.#settled) return;
    const spacer = scroller.querySelector<HTMLElement>('.spacer td');
    if (spacer) {
      if (!this.#rowAverage) {
        const [first, second] = scroller.querySelectorAll('tbody');
        const height = second!.getBoundingClientRect().bottom - first!.getBoundingClientRect().top;
        this.#rowAverage = rendered ? (height - spacer.offsetHeight) / rendered : 0;
      }
      spacer.style.height = `${Math.max(0, (this.#total - rendered) * (this.#rowAverage || ROW_GUESS_PX))}px`;
    }
    const below = rowsBelow.module;
    if (below) {
      // Here since the last layout: the rows below take the header's columns before they grow.
      if (!this.#growth) below.fitColumns(scroller.querySelector('table')!);
      (this.#growth ??= new below.RowGrowth()).schedule(this.#grow);
    } else if (!this.#asked) {
      this.#asked = true;
      // The first screen is drawn and the spacer holds the rest's room: the rows below follow the chunk.
      this.track(rowsBelow.load().then(() => this.host.requestUpdate(), this.failed));
    }
  }

  /** Every row of a board up to WINDOW_THRESHOLD is in the document and shows the current order. */
  get #settled(): boolean {
    return this.printed > 0 || (this.window.end === this.#total && this.#shown.length === this.#total);
  }

  #grow = (size: number): boolean => {
    if (!this.host.isConnected || this.#windowed || this.#settled) return false;
    // At least as many rows again as are in (up to 500 at a time): a table lays out all its rows
    // when rows are added, so few, growing parts cost less in total than many small ones, while no
    // part is long enough to hold up a reader's click.
    this.#limit += Math.max(size, Math.min(this.#limit, 500));
    this.host.requestUpdate();
    return true;
  };
}
