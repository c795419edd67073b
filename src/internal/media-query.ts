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

/** On the host while it is printed and fits a page: the print rules keep it whole (host.styles.ts). */
export const PRINT_WHOLE = 'data-print-whole';
/** Taller on screen than this (px: one and a half A4 pages), a host is taken for longer than a page before it is measured. */
const SURELY_LONG = 1700;

/**
 * The page is printing: from `beforeprint` until `afterprint`, or while print media applies (a
 * PDF run, print emulation). `printing` is its state; `onChange` sets the host's, and the host's
 * update then runs at once, inside `beforeprint`, as the browser lays the page out for print right after.
 *
 * It also marks the host `data-print-whole` while it fits a page, which the print rules keep
 * unbroken; a longer host is left to break between its blocks. `break-inside: avoid` on every host
 * moved one taller than a page (a 125-row board) whole onto a fresh page, where it broke all the
 * same, and left the page before it blank under the page's own heading; CSS has no "avoid if it
 * fits". The page's size is known only once print media applies: when the browser switches a
 * print to it (its `change` comes with the page laid out for paper, and what it changes is in the
 * print), or at `beforeprint` under print emulation. The root's client box is then the page's area,
 * in CSS px, whatever the paper, margins or scale. So a real print marks the hosts at
 * `beforeprint` and lets the longer ones go at that `change`.
 */
export class PrintController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #media: MediaQueryController;
  readonly #onChange: (printing: boolean) => void;
  /** A real print's page count is taken (see #markWhole): from now until it ends, a mark may only be taken off. */
  #counted = false;
  printing = false;

  constructor(host: ReactiveControllerHost & HTMLElement, onChange: (printing: boolean) => void) {
    this.#host = host;
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
    if (printing !== this.printing) {
      this.printing = printing;
      this.#onChange(printing);
    }
    // After the host's update for paper (above), so it is measured as it prints.
    this.#markWhole();
  }

  #markWhole(): void {
    const host = this.#host;
    let whole = this.printing;
    if (!whole) this.#counted = false;
    else if (!this.#media.matches) {
      // A real print's beforeprint: the page is still laid out for the screen, its size unknown, and
      // the print takes its page count from the layout it has when print media's change is reported,
      // before what a listener changes there (a mark added there pushed the page's last section past
      // the last page: it was not printed). So every host is marked now, and a longer one let go
      // then, which only moves content up; but one this tall on screen (a 125-row board) is surely
      // longer than a page and is not marked (let go later, it left a blank last page).
      this.#counted = true;
      whole = host.getBoundingClientRect().height <= SURELY_LONG;
    } else {
      if (this.#counted && !host.hasAttribute(PRINT_WHOLE)) return;
      // Measured whole: broken across pages, a host measures taller by the room left at a page's foot
      // and by its header row repeated on the next (a 10-row board of 1,011 px measured over an A4
      // page's 1,123 across a page's end). The page's area: the scrolling element's client box, the
      // viewport's in quirks mode too.
      host.setAttribute(PRINT_WHOLE, '');
      whole = host.getBoundingClientRect().height <= (document.scrollingElement ?? document.documentElement).clientHeight;
    }
    host.toggleAttribute(PRINT_WHOLE, whole);
  }
}
