import type { ReactiveController, ReactiveElement } from 'lit';

/**
 * The width the web is laid out for where there is none to measure: on a server, and while hidden.
 * About the web's column in a blog's 650–700 px column (beside its panel) and on a phone (under
 * it), so server markup hydrates there with little or nothing to lay out again; elsewhere the
 * viewBox scales the picture until the browser lays it out for its column.
 */
export const DEFAULT_WIDTH = 360;

/**
 * Printed, the web is laid out for a page (about 6.25 in of a Letter or A4 sheet), not for the
 * screen it was on: a web laid out 1,200 px wide and shrunk onto paper prints its labels at 6 pt.
 */
export const PRINT_WIDTH = 600;

/** From this container width (in em of the host's font size) the panel stands beside the web (the styles' `@container (min-width: 38em)`). */
const BESIDE_FROM = 38;

/**
 * A first guess at the width of the web's column in a host `width` px wide, for the frame before
 * that column exists to be measured: less the card's border and padding
 * (`clamp(0.75em, 2.5cqi, 1.5em)`, its cqi taken as the viewport's, which they are on a page with
 * no container around the element), and from 38em less the panel's column beside it (when
 * `beside`). The guess is checked against the column once it is drawn, before it is painted.
 * Hidden (width 0): 0.
 */
export function guessColumnWidth(width: number, em: number, beside: boolean): number {
  if (width <= 0) return 0;
  const content = width - 2 - 2 * Math.min(1.5 * em, Math.max(0.75 * em, innerWidth * 0.025));
  return beside && content >= BESIDE_FROM * em ? content - 1.5 * em - Math.min(24 * em, Math.max(15 * em, content * 0.36)) : content;
}

/**
 * The room requirement-web's drawing is laid out for, watched and decided (a controller, kept out
 * of the element class): the width of the web's column (`.web-wrap`) and the element's font (a
 * hidden sample of text in it, `.font-probe`, changes size when it does: `--csw-font-family` set
 * later, a web font that finishes loading, a deck's theme; no event says so). The web observes only
 * these two, what it lays out for (not the host: the column's width is what the drawing gets).
 *
 * A change is noted at once (the next update, whatever asks for it, lays out for it: a resize that
 * also reaches another observer renders once) and an update is asked for in the next frame if none
 * came: laying the web out inside the observer's callback would resize what other observers watch
 * ("ResizeObserver loop …"). The column's width follows the container's alone, never the drawing
 * (its grid track is `minmax(0, 1fr)`), so measuring it cannot loop. Nothing here asks for an
 * update from inside one (`updated`): a first layout before the column exists is a guess, and the
 * observer's first report of the column (before that frame is painted) corrects it if it was off.
 */
export class WebRoom implements ReactiveController {
  /** The column width the web was last laid out for (0 lays it out again). */
  laidOutFor = 0;
  #observer?: ResizeObserver;
  #probe?: Element;
  #column?: Element;
  #probeWidth = 0;
  /** The column's width as last reported (fractional, untransformed), 0 before any report. */
  #seen = 0;
  #fontChanged = false;
  #columnChanged = false;

  constructor(
    private readonly host: ReactiveElement,
    /** Printing: the web is laid out for the page, whatever its column on screen. */
    private readonly printing: () => boolean,
  ) {
    host.addController(this);
    // A fitting set a font size and measures next (`csw-font-size`, fit-measure.ts): the web is laid
    // out again for it in the next update, its column read then (clientWidth, rounded; the observer's
    // exact figure follows, within the 0.5 px it lets pass), not when the observer would report, a
    // frame later: a fitting finished at once inside `beforeprint` runs that update itself, and no
    // frame comes before the print.
    host.addEventListener('csw-font-size', () => {
      this.#fontChanged = true;
      this.#seen = 0;
      host.requestUpdate();
    });
  }

  /** The width of the web's column in CSS px (0 while hidden or not drawn yet). */
  columnWidth(): number {
    const column = this.host.renderRoot.querySelector('.web-wrap');
    // The observer's figure is exact; clientWidth rounds (a 438.6 px column is 439).
    return column && column === this.#column && this.#seen ? this.#seen : (column?.clientWidth ?? 0);
  }

  /** Whether the font changed since last asked. */
  takeFontChange(): boolean {
    const changed = this.#fontChanged;
    this.#fontChanged = false;
    return changed;
  }

  /**
   * The width to lay the web out for in this update. Measured when the room may have changed (new
   * data, a new font, the end of printing, a new column width); before the column exists, guessed
   * from the host's width; while hidden (width 0), the last width stays. With no data or on a
   * server (`guess`): DEFAULT_WIDTH. Printed: the page's width.
   */
  widthFor({ data, guess, relayout, em, hostWidth }: { data: boolean; guess: boolean; relayout: boolean; em: number; hostWidth: number }): number {
    const columnChanged = this.#columnChanged;
    this.#columnChanged = false;
    if (!data || guess) return DEFAULT_WIDTH;
    if (this.printing()) return Math.min(guessColumnWidth(hostWidth, em, false) || PRINT_WIDTH, PRINT_WIDTH);
    let width = this.laidOutFor;
    if (!width || relayout || columnChanged) width = this.columnWidth() || width || guessColumnWidth(hostWidth, em, true) || DEFAULT_WIDTH;
    return width;
  }

  hostUpdated(): void {
    this.#observe();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#probe = this.#column = undefined;
    this.#seen = 0;
  }

  #observe(): void {
    const root = this.host.renderRoot;
    const probe = root.querySelector('.font-probe') ?? undefined;
    const column = root.querySelector('.web-wrap') ?? undefined;
    // jsdom has no ResizeObserver (the base says so once); the web then keeps its first layout.
    if ((probe === this.#probe && column === this.#column) || typeof ResizeObserver !== 'function') return;
    this.#observer ??= new ResizeObserver((entries) => {
      for (const { target, contentRect } of entries) {
        const width = contentRect.width;
        // Zero while hidden: nothing to compare.
        if (!width) continue;
        if (target === this.#probe) {
          if (this.#probeWidth && width !== this.#probeWidth) {
            this.#fontChanged = true;
            this.#later();
          }
          this.#probeWidth = width;
        } else {
          this.#seen = width;
          if (Math.abs(width - this.laidOutFor) > 0.5 && !this.printing()) {
            this.#columnChanged = true;
            this.#later();
          }
        }
      }
    });
    this.#observer.disconnect();
    this.#probe = probe;
    this.#column = column;
    this.#seen = 0;
    // The font the web was just laid out in; the observer's first report may already see a newer one.
    this.#probeWidth = probe?.getBoundingClientRect().width ?? 0;
    if (probe) this.#observer.observe(probe);
    if (column) this.#observer.observe(column);
  }

  /** An update in the next frame, unless one has taken the change by then. */
  #later(): void {
    requestAnimationFrame(() => {
      if (this.#fontChanged || this.#columnChanged) this.host.requestUpdate();
    });
  }
}
