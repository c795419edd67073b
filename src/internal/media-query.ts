import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { isServer } from 'lit';

/**
 * Follows one media query for as long as the host is in the page: `matches` is its state, and the
 * host updates when it changes. Nothing on a server or a DOM without `matchMedia` (never matches).
 */
export class MediaQueryController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #query: string;
  #list?: MediaQueryList;
  /** Called on every change (before the host's update is requested). */
  onChange?: (matches: boolean) => void;

  constructor(host: ReactiveControllerHost, query: string) {
    this.#host = host;
    this.#query = query;
    host.addController(this);
  }

  get matches(): boolean {
    if (!this.#list && !isServer && typeof matchMedia === 'function') this.#list = matchMedia(this.#query);
    return !!this.#list?.matches;
  }

  hostConnected(): void {
    if (isServer || typeof matchMedia !== 'function') return;
    this.#list ??= matchMedia(this.#query);
    this.#list.addEventListener('change', this.#changed);
  }

  hostDisconnected(): void {
    this.#list?.removeEventListener('change', this.#changed);
  }

  #changed = (): void => {
    this.onChange?.(this.matches);
    this.#host.requestUpdate();
  };
}

/**
 * The page is printing: from `beforeprint` until `afterprint`, or while print media applies (a
 * PDF run, print emulation). `printing` is its state; `onChange` sets the host's, and the host's
 * update then runs at once, inside `beforeprint`, as the browser lays the page out for print right after.
 */
export class PrintController implements ReactiveController {
  readonly #media: MediaQueryController;
  readonly #onChange: (printing: boolean) => void;
  printing = false;

  constructor(host: ReactiveControllerHost, onChange: (printing: boolean) => void) {
    this.#onChange = onChange;
    this.#media = new MediaQueryController(host, 'print');
    this.#media.onChange = () => this.#set(this.#media.matches);
    host.addController(this);
  }

  hostConnected(): void {
    if (isServer) return;
    // globalThis, not window: under jsdom (a test's environment) the window's own methods are not globals.
    globalThis.addEventListener?.('beforeprint', this.#onPrintEvent);
    globalThis.addEventListener?.('afterprint', this.#onPrintEvent);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('beforeprint', this.#onPrintEvent);
    globalThis.removeEventListener?.('afterprint', this.#onPrintEvent);
  }

  #onPrintEvent = (event: Event): void => this.#set(event.type === 'beforeprint');

  #set(printing: boolean): void {
    if (printing === this.printing) return;
    this.printing = printing;
    this.#onChange(printing);
  }
}
