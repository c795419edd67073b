/**
 * A board of more than WINDOW_THRESHOLD rows (lib/row-window.ts) renders only the rows in view and a
 * buffer, with spacer rows for the rest: the window's measures, its scroll listener and its styles,
 * a chunk (issue 40: most boards never window). The element holds such a board until it is here (as
 * it holds one that needs the rare parts), so a windowed board's first paint is already windowed;
 * `preload()` and a server-rendered board's hydration load it first. It imports nothing of the
 * first view but lit's types: a chunk that did would split that module into a file of its own.
 */
import type { ReactiveElement } from 'lit';
import { visibleRows, type RowWindow } from '../../lib/visible-rows.js';

/** The first guess of a row's height before one is measured (px). */
const ROW_GUESS_PX = 40;

/** The window of one table body (table-body.ts's TableBody owns one while windowed). */
export class RowWindowing {
  #rowHeight = ROW_GUESS_PX;
  #viewport = 512;
  #scrollTop = 0;

  /** Watches the scrolling box's height: one set from outside (a fitting's room, the page's max height) changes the rows in view. */
  #resizes?: ResizeObserver;
  #watched?: HTMLElement;

  constructor(private readonly host: ReactiveElement) {}

  /** The rows in view and a buffer, of `total`, at the scroll position and measures last seen. */
  rows(total: number): RowWindow {
    return visibleRows(this.#scrollTop, this.#viewport, this.#rowHeight, total);
  }

  /** The scrolling box scrolled: the host renders again if another window is now in view. */
  scrolled(scroller: HTMLElement, shown: RowWindow, total: number): void {
    this.#scrollTop = scroller.scrollTop;
    this.#rewindow(shown, total);
  }

  /** Measures row and viewport height, sizes the spacer rows, and re-windows if the guess was off. */
  layout(scroller: HTMLElement, shown: RowWindow, total: number): void {
    this.#watch(scroller);
    const [top, bottom] = scroller.querySelectorAll<HTMLElement>('.spacer td');
    // Spacers first, then measure: measuring a body of the wrong height would clamp the scroll position.
    const size = () => {
      top!.style.height = `${shown.start * this.#rowHeight}px`;
      bottom!.style.height = `${(total - shown.end) * this.#rowHeight}px`;
    };
    size();
    const height = scroller.querySelector('tbody tr:not(.spacer)')?.getBoundingClientRect().height ?? 0;
    const viewport = scroller.clientHeight;
    // Re-window only when a measurement moved by more than a pixel: sub-pixel jitter must not loop.
    const moved = Math.abs(height - this.#rowHeight) > 1 || Math.abs(viewport - this.#viewport) > 1;
    if (moved && height && viewport) {
      [this.#rowHeight, this.#viewport] = [height, viewport];
      size();
    }
    if (moved) this.#rewindow(shown, total);
  }

  /**
   * The host updates (and its update lays the window out again) when the box's height changes by
   * more than a pixel from the one last measured: a fitted board's rows took the slide's room and
   * showed the first 12 rows over blank space until a scroll.
   */
  #watch(scroller: HTMLElement): void {
    if (this.#watched === scroller || typeof ResizeObserver !== 'function') return;
    this.#watched = scroller;
    this.#resizes?.disconnect();
    this.#resizes = new ResizeObserver(() => {
      if (Math.abs(scroller.clientHeight - this.#viewport) > 1) this.host.requestUpdate();
    });
    this.#resizes.observe(scroller);
  }

  #rewindow(shown: RowWindow, total: number): void {
    const next = this.rows(total);
    // The host's update (TableBody.sync) takes the same window from these measures: here only ask for it.
    if (next.start !== shown.start || next.end !== shown.end) this.host.requestUpdate();
  }
}

// Text, not Lit's css`` result (see rare-parts.styles.ts): the element wraps it with `unsafeCSS`
// (lazy-module.ts's windowingStyles), after its own sheet; the build minifies it.
const css = (text: TemplateStringsArray): string => text[0]!;

/**
 * A windowed body's styles: the scrolling box of a set height with the header sticky in it (no
 * scroll anchoring: resizing the spacers must not move the scroll position), and every row one line
 * of the same height (the window's maths count rows of one height). After the element's sheet, so
 * paper's whole box is said again here (a board is not windowed while printing, but this sheet
 * would win over the element's print rule for the box).
 */
export const windowingCss = css`
  .windowed {
    overflow-y: auto;
    overflow-anchor: none;
    max-height: var(--leaderboard-table-max-height, 32em);
  }
  .windowed thead th {
    position: sticky;
    top: 0;
    z-index: 2;
  }
  .windowed td,
  .windowed tbody th {
    height: 2.6667em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* (Not an empty one: after the element's sheet, this rule would win over its ':empty' rule, and an
     empty interval's padding then pushed the line past the cell, whose ellipsis cut the bar to "…".) */
  .windowed .ci:not(:empty),
  .windowed .tie:not(:empty) {
    display: inline;
    padding-inline-start: 0.4em;
    white-space: nowrap;
  }
  /* A long name is cut with an ellipsis on its one line: the break opportunities written into it
     (breakable(): after - _ . /) broke it onto a second line even here, and so did a tie's note
     ("tie" / "d with"), and the window's maths then met rows of other heights than the first. */
  .windowed wbr {
    display: none;
  }
  /* Fields under the model (a narrow board's form): one line a field, its label cut before its
     value, so that every row has as many lines as the board has fields (wrapped side by side, a
     row's lines followed the lengths of its values). */
  .windowed .model .under {
    flex-direction: column;
    flex-wrap: nowrap;
  }
  .windowed .model .under div {
    flex-wrap: nowrap;
  }
  /* A deck's densest form (fields-inline: links, group and fields run on after the name, a wrapped
     paragraph) cannot wrap in a row of one line a part: the row's ellipsis cut the paragraph after
     the name, and no field showed. A windowed row keeps them one a line there too, its group under
     its name. */
  :host([data-deck-compact~='fields-inline']) .windowed .model :is(.links, .under, .under div) {
    display: flex;
  }
  :host([data-deck-compact~='fields-inline']) .windowed .model :is(.under dt, .under dd, .fw) {
    display: block;
    margin: 0;
  }
  :host([data-deck-compact~='fields-inline']) .windowed .under div::before,
  :host([data-deck-compact~='fields-inline']) .windowed .under dt::after {
    content: none;
  }
  .windowed .under dt {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .windowed .under dd {
    flex: none;
  }
  /* The bar takes the room its line leaves, however little (its least width is the element's
     sheet's for a wrapping row): in a deck's fitted score column the line was wider than the cell,
     and the cell's ellipsis drew "88.4% …" in place of the bar. */
  .windowed td.score .bar {
    min-width: 0;
  }
  /* A name is one line here, cut where its column ends: the model column takes the room the score
     does not need (15em: its number, an interval beside the bar and 4em of bar; or the bar's least,
     --_b), up to a long name's (26em), never less than its own (--_m). At 1280 px it kept 17em
     beside a 300 px bar, and "DeepSeek-Coder-V2-Instr…" could not be told from its fine-tunes.
     (A length, not a percentage: in calc() a table column takes that as auto.) */
  @container not (max-width: 40em) {
    .windowed thead .model {
      width: clamp(var(--_m), calc(100cqi - 3.2em - var(--_f) - var(--_gap) - max(var(--_b), 15em) - var(--_fields, 0em) - 2em), 26em);
    }
  }
  /* A row is one line here, so beside a number (wider than 40em) an interval goes beside its bar,
     which leaves it room ("65.0–74.5"):
     the whole bar took the line, and the cell's ellipsis then cut the bar, not the interval, to "…". */
  @container not (max-width: 40em) {
    .windowed td:has(> .ci:not(:empty)) .bar {
      width: calc(100% - 4.7333em - 6.4em);
    }
  }
  /* Where the number stands above its bar (40em and narrower) an interval had a line of its own,
     only in its rows: there its whiskers on the bar show it, and its numbers are read out (hidden
     as visually-hidden text is, not removed). */
  @container (max-width: 40em) {
    .windowed .ci:not(:empty) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  @container (max-width: 30em) {
    .windowed td,
    .windowed tbody th {
      height: 3.6em;
    }
  }
  /* The group under its model (a narrow board's form) is a block of its own: the cell's ellipsis is
     not its, so on one line a long name was cut mid-letter at the cell's edge. */
  .windowed .fw {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* Fitted into a box (the host kept to it, data-fit-room: set by the fitting), the rows take the
     height the rest of the board leaves there; the rest keeps its own. --_fit-fill tells the fitting
     that they scroll by design: it counts them whole when three rows show (fit-measure.ts's
     fillsRoom). Without it a fitted board of 2,500 rows had no size at which it was whole: every
     trial down to 12 px, then the element scrolled in its box and the rows in the element. */
  .windowed {
    --_fit-fill: 1;
  }
  :host([data-fit-room]) .base:has(> .windowed) {
    display: flex;
    flex-direction: column;
    max-height: inherit;
  }
  :host([data-fit-room]) .base:has(> .windowed) > :not(.windowed) {
    flex: none;
  }
  :host([data-fit-room]) .windowed {
    flex: 0 1 auto;
    max-height: none;
  }
  @media print {
    .windowed {
      overflow: visible;
      max-height: none;
    }
  }
`;
