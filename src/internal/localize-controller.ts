import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { Direction, Locale, Params, StringKey } from '../lib/locale.js';
import { isRtlLanguage, loadLocale, localeFor, localeReady, onLocalesChange } from '../lib/locale-loading.js';
import { capLanguageTag } from '../lib/limits.js';

type Host = ReactiveControllerHost & HTMLElement;

/** Every connected controller, told by the one observer below when a `lang` or `dir` changes. */
const connected = new Set<LocalizeController>();
const OPTIONS: MutationObserverInit = { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true };
let observer: MutationObserver | undefined;
/** Documents and shadow roots the observer watches (a subtree observer does not see into shadow roots). */
let watched = new WeakSet<Node>();
let unsubscribe: (() => void) | undefined;

const refreshAll = () => {
  for (const controller of connected) controller.refresh();
};

/** The language and direction an element is in: its own, else the nearest ancestor's (through shadow roots), else the document's. */
function context(element: Element): { lang: string; dir: Direction } {
  let lang: string | undefined;
  let dir: Direction | undefined;
  for (let node: Element | null = element; node && (lang === undefined || dir === undefined); ) {
    if (dir === undefined) {
      const value = node.getAttribute('dir')?.trim().toLowerCase();
      if (value === 'rtl' || value === 'ltr') dir = value;
    }
    if (lang === undefined && node.hasAttribute('lang')) {
      lang = capLanguageTag(node.getAttribute('lang')!);
      // An author who wrote lang="ar" and no dir nearer than it means right to left.
      if (dir === undefined && isRtlLanguage(lang)) dir = 'rtl';
    }
    node = node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host ?? null);
  }
  return { lang: lang ?? '', dir: dir ?? 'ltr' };
}

/**
 * The reader's language for one element: which strings it shows, how its numbers read and which
 * way it runs. The language is the element's `lang`, else the nearest ancestor's, else the
 * document's; the direction its `dir` (or an ancestor's), or right to left for an RTL language
 * (ar, he, fa, ur, …) nearer than any `dir`. The host renders again when either changes (one
 * MutationObserver for every element on the page) and when its table arrives: a shipped language
 * other than English is a lazy chunk, and the host shows English until it is in.
 */
export class LocalizeController implements ReactiveController {
  #lang = '';
  #dir: Direction = 'ltr';
  #locale: Locale = localeFor('');
  #ready: Promise<void> = Promise.resolve();
  #loaded: Promise<void> = Promise.resolve();
  #connected = false;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /** The language tag in effect, as written (`"de-AT"`; '' when none is set anywhere). */
  get lang(): string {
    this.#serverContext();
    return this.#lang;
  }

  get dir(): Direction {
    this.#serverContext();
    return this.#dir;
  }

  /** Right to left: mirror the layout, and swap what ArrowLeft and ArrowRight do (lib/locale.ts's `arrowStep`). */
  get isRtl(): boolean {
    return this.dir === 'rtl';
  }

  /** The strings and formats for `lang`: English until a lazy table has loaded. */
  get locale(): Locale {
    this.#serverContext();
    return this.#locale;
  }

  /** Resolves once the strings of the language in effect are shown (at once for English). */
  get ready(): Promise<void> {
    return this.#ready;
  }

  /** Resolves once the strings of the language in effect are loaded (not waiting for the host to render them). */
  get loaded(): Promise<void> {
    return this.#loaded;
  }

  /** Whether the language in effect is still loading (the host shows English strings meanwhile). */
  get pending(): boolean {
    return !localeReady(this.lang);
  }

  /** `locale.t`: the string `key` with its placeholders filled. */
  t(key: StringKey, params?: Params): string {
    return this.locale.t(key, params);
  }

  hostConnected(): void {
    this.#connected = true;
    connected.add(this);
    unsubscribe ??= onLocalesChange(refreshAll);
    // (Not on a server, where there is nothing to observe.)
    if (typeof MutationObserver === 'function' && typeof this.host.getRootNode === 'function') {
      observer ??= new MutationObserver(refreshAll);
      // The document, and every shadow root between the host and it: a `lang` set inside another
      // component's shadow tree is seen too.
      for (let node: Node = this.host.getRootNode(); ; node = (node as ShadowRoot).host.getRootNode()) {
        if (!watched.has(node)) {
          watched.add(node);
          observer.observe(node, OPTIONS);
        }
        if (!(node instanceof ShadowRoot)) break;
      }
    }
    this.refresh();
  }

  hostDisconnected(): void {
    this.#connected = false;
    connected.delete(this);
    if (!connected.size) {
      observer?.disconnect();
      observer = undefined;
      watched = new WeakSet();
      unsubscribe?.();
      unsubscribe = undefined;
    }
  }

  /** Checked again before each render too (a walk up the ancestors): a safety net beside the observer. */
  hostUpdate(): void {
    if (this.#connected) this.refresh(false);
  }

  /** Reads the language and direction again; renders the host again when they or its strings changed. */
  refresh(request = true): void {
    const { lang, dir } = context(this.host);
    const locale = localeFor(lang);
    // (A table loaded or registered for another language makes new locale objects, with the same id.)
    if (lang === this.#lang && dir === this.#dir && locale.id === this.#locale.id) return;
    this.#lang = lang;
    this.#dir = dir;
    this.#locale = locale;
    // The table's arrival changes what localeFor gives: onLocalesChange refreshes every element.
    if (localeReady(lang)) {
      this.#loaded = this.#ready = Promise.resolve();
    } else {
      const loaded = (this.#loaded = loadLocale(lang).then(() => {
        // (Only if no other language took its place meanwhile. The host renders again, as it is no
        // longer `pending`: a language with no table of its own, `ar`, gets the same strings, so no
        // new locale asked for that render.)
        if (this.#loaded === loaded) this.host.requestUpdate();
      }));
      this.#ready = loaded.then(() => this.host.updateComplete.then(() => undefined));
    }
    if (request) this.host.requestUpdate();
  }

  /**
   * Not connected (on a server, where nothing is): read now, as `context` reads it. A server's DOM
   * shim has no ancestors, so that is the host's own `lang` and `dir`, if any.
   */
  #serverContext(): void {
    if (this.#connected || typeof this.host.getAttribute !== 'function') return;
    ({ lang: this.#lang, dir: this.#dir } = context(this.host));
    this.#locale = localeFor(this.#lang);
  }
}
