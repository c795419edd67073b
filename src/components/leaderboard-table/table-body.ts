import { html, isServer, nothing, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { FIRST_ROWS, firstScreenRows, nextChunkSize, windows } from '../../lib/row-window.js';
import type { RowWindow } from '../../lib/visible-rows.js';
import { rowWindowing } from './lazy-module.js';
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
  #chunk = 100;
  #growPending = false;
  #growChannel?: MessageChannel;
  #growStarted = 0;
  /** The window's measures and scroll position (the windowing chunk's), made when the body first windows. */
  #windowing?: RowWindowing;
  /** A progressively rendered row's height, measured once an order (0: not yet). */
  #rowAverage = 0;
  /** Columns of the table (the spacer rows span them all). */
  columns = 5;
  /** Rows in the document while printing: the first `printLimit` of the order (see the element's print bound). */
  printed = 0;

  constructor(
    private readonly host: ReactiveElement,
    private readonly renderRow: (row: V, index: number) => TemplateResult,
  ) {
    host.addController(this);
  }

  /** Above WINDOW_THRESHOLD rows, and not printing: only the rows in view are rendered. */
  get windowed(): boolean {
    return this.#windowed;
  }

  hostDisconnected(): void {
    // A pending part of the board is dropped; a reconnect's update schedules the rest again.
    this.#growChannel?.port1.close();
    this.#growChannel = undefined;
    this.#growPending = false;
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
    if (newOrder) [this.#limit, this.#rowAverage] = [first, 0];
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

  /** The two `<tbody>`s; `empty` is the row shown when no row matches. */
  render(empty: TemplateResult | typeof nothing): TemplateResult {
    const { start, end } = this.window;
    const windowed = this.#windowed;
    const shown = this.#shown;
    // Spacers stand in for the rows above and below those rendered (their heights are set in layout()).
    const spacer = html`<tr class="spacer" aria-hidden="true"><td colspan=${this.columns}></td></tr>`;
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
        ${this.#total === 0 ? empty : nothing}
      </tbody>
      <tbody role="rowgroup" class=${stale ? 'rest stale' : 'rest'} aria-hidden=${stale ? 'true' : nothing} ?data-columns=${!windowed && !this.printed}>
        ${guard([this.#restEpoch, split], () => rest.map((row, i) => this.renderRow(row, split + i + 2)))}
        ${shown.length < this.#total && !this.printed ? spacer : nothing}
      </tbody>`;
    /* eslint-enable lit-a11y/no-redundant-role */
  }

  /** Called in the host's updated() with the scrolling box around the table. */
  layout(scroller: HTMLElement): void {
    if (this.#windowed) this.#windowing!.layout(scroller, this.window, this.#total);
    else this.#layoutProgress(scroller);
  }

  /**
   * Lays the rows below the first screen out apart from the table: their body is a block of rows,
   * each a grid of the header's column widths (`data-columns`, styles in leaderboard-table.styles.ts),
   * so a change in the first screen's rows (a re-sort's click) lays out those rows, not every row of
   * the table (a 1,000-row table lays out all its rows again for one changed cell: 5-7 ms, most of
   * the click; docs/performance.md). They are still the table's rows (its row count and indexes,
   * find-in-page); on paper they are table rows again (the table paginates and repeats its header).
   * Called by the host right after a layout read (its measure), so reading the widths costs no layout;
   * a width written only when it changed. Not while windowed or printing: no rows below then.
   */
  fitColumns(table: HTMLTableElement): void {
    const rest = table.tBodies[1];
    if (!rest?.hasAttribute('data-columns')) return;
    // Each shown column's width as the table laid it out (its header cell's box: a table cell's
    // computed width can still be its measuring pass's), in the table's own pixels: a board in a
    // slide scaled with a transform or zoom is drawn at another size than it is laid out. A column
    // not shown has no box (display: none, as its cells'); one of no width does (the fields under
    // the model keep their cells, clipped, for screen readers) and keeps its track.
    const box = table.getBoundingClientRect().width;
    const scale = Math.abs(box - table.offsetWidth) < 1 || !box ? 1 : table.offsetWidth / box;
    const columns = [...table.tHead!.rows[0]!.cells]
      .filter((cell) => cell.getClientRects().length)
      .map((cell) => `${cell.getBoundingClientRect().width * scale}px`)
      .join(' ');
    // On the body, not inherited by each row through \`inherit\`: a row whose property is explicitly
    // inherited is restyled whenever its body's style changes (going stale); set only when changed.
    if (rest.style.getPropertyValue('--_cols') !== columns) rest.style.setProperty('--_cols', columns);
  }

  /** The scrolling box's scroll listener: a windowed body renders the rows now in view. */
  onScroll = (event: Event): void => {
    if (this.#windowed) this.#windowing!.scrolled(event.currentTarget as HTMLElement, this.window, this.#total);
  };

  /**
   * A board still arriving: the spacer below reserves the height of the rows to come (so the page
   * below does not jump as they arrive), and the next part is scheduled in its own task, sized
   * from how long this one took. The rows' height is read once an order, from its first part: a
   * read per part forced a layout of the whole table each time (the later parts only write).
   */
  #layoutProgress(scroller: HTMLElement): void {
    const rendered = this.#shown.length;
    if (this.#growStarted) {
      this.#chunk = nextChunkSize(this.#chunk, performance.now() - this.#growStarted);
      this.#growStarted = 0;
    }
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
    if (!this.#growPending) {
      this.#growPending = true;
      // A message, not a timer: it yields to input and painting like setTimeout(0) but is not
      // clamped to one per second in a background tab, so rows keep arriving wherever the board is.
      this.#growChannel ??= new MessageChannel();
      this.#growChannel.port1.onmessage = this.#grow;
      this.#growChannel.port2.postMessage(0);
    }
  }

  /** Every row of a board up to WINDOW_THRESHOLD is in the document and shows the current order. */
  get #settled(): boolean {
    return this.printed > 0 || (this.window.end === this.#total && this.#shown.length === this.#total);
  }

  #grow = (): void => {
    this.#growPending = false;
    if (!this.host.isConnected || this.#windowed || this.#settled) return;
    this.#growStarted = performance.now();
    // At least as many rows again as are in (up to 500 at a time): a table lays out all its rows
    // when rows are added, so few, growing parts cost less in total than many small ones, while no
    // part is long enough to hold up a reader's click.
    this.#limit += Math.max(this.#chunk, Math.min(this.#limit, 500));
    this.host.requestUpdate();
  };
}
