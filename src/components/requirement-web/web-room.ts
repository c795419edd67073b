import type { ReactiveController, ReactiveElement } from 'lit';

/**
 * The width the web is laid out for where there is none to measure: on a server, and while hidden.
 * About the web's column in a blog's 650–700 px column (beside its panel) and on a phone (under
 * it), so server markup hydrates there with little or nothing to lay out again; elsewhere the
 * viewBox scales the picture until the browser lays it out for its column.
 */
export const DEFAULT_WIDTH = 360;

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
 * The room requirement-web's drawing is laid out for, watched (a controller, kept out of the
 * element class): the width of the web's column (`.web-wrap`) and the element's font (a hidden
 * sample of text in it, `.font-probe`, changes size when it does: `--csw-font-family` set later, a
 * web font that finishes loading, a deck's theme; no event says so). A change of either asks the
 * element for an update in the next frame, as the base does with its own observer: laying the web
 * out inside the observer's callback would resize what other observers watch ("ResizeObserver
 * loop …"). The column's width follows the container's alone, never the drawing (its grid track is
 * `minmax(0, 1fr)`), so measuring it cannot loop.
 */
export class WebRoom implements ReactiveController {
  /** The column width the web was last laid out for (set by the element; 0 lays it out again). */
  laidOutFor = 0;
  /** `laidOutFor` was guessed before the column was drawn: checked once it is, before it is painted. */
  guessed = false;
  #observer?: ResizeObserver;
  #probe?: Element;
  #column?: Element;
  #probeWidth = 0;
  #fontChanged = false;
  #columnChanged = false;

  constructor(
    private readonly host: ReactiveElement,
    /** Printing: the web is laid out for the page, whatever its column on screen. */
    private readonly printing: () => boolean,
  ) {
    host.addController(this);
  }

  /** The width of the web's column in CSS px (0 while hidden or not drawn yet). */
  columnWidth(): number {
    return this.host.renderRoot.querySelector('.web-wrap')?.clientWidth ?? 0;
  }

  /** Whether the font changed since last asked. */
  takeFontChange(): boolean {
    const changed = this.#fontChanged;
    this.#fontChanged = false;
    return changed;
  }

  /** Whether the column's width changed since last asked. */
  takeColumnChange(): boolean {
    const changed = this.#columnChanged;
    this.#columnChanged = false;
    return changed;
  }

  hostUpdated(): void {
    if (this.guessed) {
      this.guessed = false;
      const measured = this.columnWidth();
      if (measured && Math.abs(measured - this.laidOutFor) > 0.5) {
        this.laidOutFor = 0;
        this.host.requestUpdate();
      }
    }
    this.#observe();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#probe = this.#column = undefined;
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
            requestAnimationFrame(() => {
              this.#fontChanged = true;
              this.host.requestUpdate();
            });
          }
          this.#probeWidth = width;
        } else if (Math.abs(width - this.laidOutFor) > 0.5 && !this.printing()) {
          // The host's own width change (the base's observer) usually lays the web out first, in the
          // same frame: asked again then, so a resize renders once.
          requestAnimationFrame(() => {
            if (Math.abs(this.columnWidth() - this.laidOutFor) <= 0.5) return;
            this.#columnChanged = true;
            this.host.requestUpdate();
          });
        }
      }
    });
    this.#observer.disconnect();
    this.#probe = probe;
    this.#column = column;
    // The font the web was just laid out in; the observer's first report may already see a newer one.
    this.#probeWidth = probe?.getBoundingClientRect().width ?? 0;
    if (probe) this.#observer.observe(probe);
    if (column) this.#observer.observe(column);
  }
}
