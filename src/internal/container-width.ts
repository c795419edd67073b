import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

/** Said once per page, not once per element, when a DOM-less host (jsdom, a server) lacks an API. */
let warnedMissingDom = false;

/**
 * The inner width of the host's box in whole CSS px (0 while hidden), from a ResizeObserver, so an
 * element created hidden lays itself out when shown. For an element whose layout is computed for
 * its own box; requirement-web observes the column it draws in instead (its WebRoom), and the other
 * elements follow their width with container queries alone.
 */
export class ContainerWidthController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #onWidth: (width: number) => void;
  #observer?: ResizeObserver;
  #width = 0;
  #font = 0;

  constructor(host: ReactiveControllerHost & HTMLElement, onWidth: (width: number) => void) {
    this.#host = host;
    this.#onWidth = onWidth;
    host.addController(this);
  }

  /**
   * A fitting set a font size and measures next (`csw-font-size`, an internal event from
   * fit-measure.ts's settle, which the reveal plugin's own bundle sends too): a layout chosen in em
   * is chosen for it now, not a frame later when this observer would, so the fitting measures the
   * layout the host keeps at that size (the leaderboard's table or its fields under the rows). The
   * width is read now, not the last observed: an element laid out where no observer reports (a
   * Marp deck's slides not shown are `content-visibility: hidden`, laid out by the fitting's reads
   * and fitted at load) has none, and kept the layout of its first size through the whole fitting.
   * (The fitting reads the layout next anyway: this read costs no layout of its own.)
   */
  readonly #fontSet = (): void => {
    const style = getComputedStyle(this.#host);
    const font = Number.parseFloat(style.fontSize) || 0;
    const width = Math.round(this.#host.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0));
    if (width > 0 && (width !== this.#width || Math.abs(font - this.#font) > 0.01)) {
      this.#width = width;
      this.#font = font;
      this.#onWidth(width);
    }
  };

  hostConnected(): void {
    if (typeof ResizeObserver !== 'function') {
      // jsdom and other DOM-less hosts: render what can be rendered, and say once why it will not resize.
      if (!warnedMissingDom) console.info('codespecweave-widgets: no ResizeObserver here; rendering at a default width.');
      warnedMissingDom = true;
      return;
    }
    this.#observer ??= new ResizeObserver((entries) => {
      const width = Math.round(entries[entries.length - 1]!.contentRect.width);
      // The width in the host's own em counts too: a deck's fitting or `fit` changes the font size
      // at one width, and a layout chosen in em (the leaderboard's fields under their row) would
      // otherwise keep what it chose at the old size. A new font size changes the host's height,
      // so it reaches this observer.
      const font = Number.parseFloat(getComputedStyle(this.#host).fontSize) || 0;
      // Whole pixels only, so sub-pixel jitter cannot loop layout → resize → layout; and in the
      // next frame, so an element whose height follows its width does not resize itself inside
      // this callback ("ResizeObserver loop completed with undelivered notifications").
      if (width !== this.#width || Math.abs(font - this.#font) > 0.01)
        requestAnimationFrame(() => {
          this.#width = width;
          this.#font = font;
          this.#onWidth(width);
        });
    });
    this.#observer.observe(this.#host);
    this.#host.addEventListener('csw-font-size', this.#fontSet);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#host.removeEventListener('csw-font-size', this.#fontSet);
  }
}
