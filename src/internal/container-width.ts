import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

/** Said once per page, not once per element, when a DOM-less host (jsdom, a server) lacks an API. */
let warnedMissingDom = false;

/**
 * The inner width of the host's box in whole CSS px (0 while hidden), from a ResizeObserver, so an
 * element created hidden lays itself out when shown.
 *
 * @deprecated Only requirement-web reads it (as the base's `containerWidth`), and its room is
 * moving to an observer of its own (issue 21): removed with that change.
 */
export class ContainerWidthController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #onWidth: (width: number) => void;
  #observer?: ResizeObserver;
  #width = 0;

  constructor(host: ReactiveControllerHost & HTMLElement, onWidth: (width: number) => void) {
    this.#host = host;
    this.#onWidth = onWidth;
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof ResizeObserver !== 'function') {
      // jsdom and other DOM-less hosts: render what can be rendered, and say once why it will not resize.
      if (!warnedMissingDom) console.info('codespecweave-widgets: no ResizeObserver here; rendering at a default width.');
      warnedMissingDom = true;
      return;
    }
    this.#observer ??= new ResizeObserver((entries) => {
      const width = Math.round(entries[entries.length - 1]!.contentRect.width);
      // Whole pixels only, so sub-pixel jitter cannot loop layout → resize → layout; and in the
      // next frame, so an element whose height follows its width does not resize itself inside
      // this callback ("ResizeObserver loop completed with undelivered notifications").
      if (width !== this.#width)
        requestAnimationFrame(() => {
          this.#width = width;
          this.#onWidth(width);
        });
    });
    this.#observer.observe(this.#host);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }
}
