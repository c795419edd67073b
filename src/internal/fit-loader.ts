import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

interface FitHost extends ReactiveControllerHost, HTMLElement {
  fit: boolean;
}

/**
 * `fit`'s machinery (FitController: the probing, measuring and fitting, about 2 KB min + gzip) is
 * loaded on first use, by the first element that has `fit`: most pages never set it, and it would
 * otherwise weigh on every element's first view. The element is marked busy (`data-fit-busy`) from
 * then until its first fitting has run, so a deck or a test waiting for the mark to go waits for the
 * chunk too.
 */
export class FitLoader implements ReactiveController {
  readonly #host: FitHost;
  readonly #start: (host: FitHost) => void;
  #loading = false;

  /** `start` makes the element's FitController from the loaded module (see csw-element.ts). */
  constructor(host: FitHost, start: (module: typeof import('./fit-controller.js'), host: FitHost) => void) {
    this.#host = host;
    this.#start = (target) => void import('./fit-controller.js').then(
      (module) => {
        start(module, target);
        target.requestUpdate();
      },
      (error: unknown) => {
        // Bad network never breaks the element: it keeps its natural size.
        target.removeAttribute('data-fit-busy');
        console.warn('codespecweave-widgets fit:', error);
      },
    );
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.#loading || !this.#host.fit) return;
    this.#loading = true;
    this.#host.setAttribute('data-fit-busy', '');
    this.#start(this.#host);
  }
}
