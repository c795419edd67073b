import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { isServer } from 'lit';
import { checkInputLength, errorMessage, looksEscaped, parseJson } from '../lib/json.js';
import { MAX_INPUT_BYTES, formatLimit } from '../lib/limits.js';
import { emit } from './emit.js';
import { LazyModule } from './lazy-module.js';
import type { CswLoadDetail } from './events.js';
import type { EarlyRequest } from './src-loader.js';

/** What the prerender command read for `src` on the server (see `CswElement.ssrDocument`). */
export interface ServerDocument {
  url: string;
  text?: string;
  error?: string;
}

/** The element as the data source sees it: its source properties. */
export interface DataSourceHost extends ReactiveControllerHost, HTMLElement {
  data?: unknown;
  dataAttribute: string | null;
  src: string | null;
  ssrDocument?: ServerDocument;
  readonly hasUpdated: boolean;
}

/** How the controller reads an element's own sources and shows what it found. */
export interface DataSourceHooks<T> {
  /** The element's validation: input (already JSON- or CSV-read) → data, or a thrown `DataError`. */
  parse(raw: unknown): T;
  /** An element-specific attribute (bibtex-card's `bibtex`), between `data` and the child script. */
  attributeSource(): unknown;
  /** A last reading of the light DOM (a `<table>`, a `<pre>`), after `src`. */
  lightDomSource(): unknown;
  /**
   * CSV text (a `.csv` `src`, a `<script type="text/csv">`) → the element's input object, or a
   * promise of it: an element may load its CSV reader only when a page gives it CSV.
   */
  fromCsv(text: string): unknown;
  /** Valid data (or `undefined`: no source at all) replaces the view and clears the error. */
  show(value: T | undefined): void;
  /** Bad input: the error panel and `csw-error`; the view stays. */
  report(message: string): void;
  /** A download started or ended (`aria-busy`, the loading indicator). */
  setLoading(loading: boolean): void;
  /** The base's `waitFor`: input still being read (a chunk on its way) keeps `updateComplete` waiting. */
  wait(work: Promise<unknown>): void;
}

/** One place data can come from, in the documented order of precedence (docs/embedding.md). */
type TextSource = { kind: 'text'; text: string; where: string; csv: boolean; script: boolean };
type Source = { kind: 'value'; raw: unknown } | TextSource
  | { kind: 'url'; url: string }
  | { kind: 'unread'; where: string }
  | { kind: 'none' };

/** The child script, JSON or CSV, wherever a Markdown renderer put it (also inside an added `<p>`). */
const SCRIPT_SELECTOR = 'script[type="application/json"], script[type="text/csv"]';

/**
 * What only a `src` runs (the download, its reading, a server's read of the file) and the readers of
 * text that is not JSON as written (CSV, a child script a template engine HTML-escaped, React's lost
 * object): ./src-loader.ts, a chunk loaded with the first such source a page has (its element keeps its room and is busy meanwhile; the loading line is drawn
 * with it: ./loading-reserve.ts), and tried again after a failure (a page offline for a moment),
 * which is reported as the source's error.
 */
export const srcLoader = new LazyModule<SrcModule>(() => import('./src-loader.js'));
export type SrcModule = typeof import('./src-loader.js');

/**
 * What a server loads before it renders (the prerender's preload): a server renders once,
 * synchronously, so it reads every source in one pass.
 */
export const preloadDataSources = (): Promise<unknown> => srcLoader.load();

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Where an element's data comes from, and the whole road from there to a valid value: the order of
 * precedence (`data` property > `data` attribute > element attribute > child script > `src` > light
 * DOM), JSON and CSV reading, and for a `src` its loader (./src-loader.ts: the fetch, server input,
 * the grace period on removal), a chunk. Shaped like `@lit/task`: the host says when the sources
 * may have changed (`invalidate`, or `resolve` from `willUpdate`), the controller runs and reports
 * through its hooks; the last assignment always wins (an older response never lands).
 */
export class DataSourceController<T> implements ReactiveController {
  readonly #host: DataSourceHost;
  readonly #hooks: DataSourceHooks<T>;
  #loading = false;
  /** The element's `src`, once the chunk is here (made for the first `src`). */
  #src?: import('./src-loader.js').SrcLoader;
  /** A `src` request started before the chunk arrived (see #resolveUrl), until the loader takes it. */
  #early?: EarlyRequest & { url: string };
  #dirty = true;
  #observer?: MutationObserver;
  /** A source was resolved and its outcome (data or error) is not yet on screen: `csw-load` is due. */
  #loadPending = false;
  /** Counts resolutions: input still being read (a CSV reader loading) lands only if no newer one began. */
  #generation = 0;
  #resolveReady!: (detail: CswLoadDetail) => void;
  /** See `CswElement.ready`. */
  readonly ready: Promise<CswLoadDetail> = new Promise((resolve) => (this.#resolveReady = resolve));

  constructor(host: DataSourceHost, hooks: DataSourceHooks<T>) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  get loading(): boolean {
    return this.#loading;
  }

  hostConnected(): void {
    this.#src?.connected();
    // Child scripts and light-DOM fallbacks may be edited after upgrade (a CMS, a live editor).
    if (typeof MutationObserver === 'function') {
      this.#observer ??= new MutationObserver(() => this.invalidate());
      this.#observer.observe(this.#host, { childList: true, subtree: true, characterData: true });
    }
    this.invalidate();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#src?.disconnected();
  }

  /**
   * From the host's `updated`: once the outcome of a resolved source is on screen (data, or the
   * error in its place), `ready` resolves (the first time) and `csw-load` fires.
   */
  settled(shown: boolean, error: string): void {
    if (!this.#loadPending || this.#loading || (!shown && !error)) return;
    this.#loadPending = false;
    const detail: CswLoadDetail = { error: !shown || error ? error || null : null };
    this.#resolveReady(detail);
    emit<CswLoadDetail>(this.#host, 'csw-load', detail);
  }

  /** The sources may have changed (a child edited, an element attribute): the next update re-reads them. */
  invalidate(): void {
    this.#dirty = true;
    this.#host.requestUpdate();
  }

  /** From the host's `willUpdate`: re-reads the sources when they may have changed. */
  update(sourcesChanged: boolean): void {
    if (!this.#dirty && !sourcesChanged) return;
    this.#dirty = false;
    this.#resolve();
  }

  /**
   * Starts what the first update's data needs before that update, for a server-rendered element that
   * hydrates with the data (a loading frame would not match the server's view): the `src` download,
   * or the reader of an escaped child script. Resolves when it settles.
   */
  prefetch(): Promise<unknown> | undefined {
    const source = this.#current();
    const url = source.kind === 'url' ? source.url : '';
    // An escaped script is read with the chunk too.
    if (!url && !(source.kind === 'text' && source.script && looksEscaped(source.text))) return undefined;
    return srcLoader.load().then((module) => {
      // Only while it is still the source: a newer one set while the chunk came (`el.data = …` once
      // the tag is defined) is what the first update shows, and this answer would land over it.
      const now = this.#current();
      return url && now.kind === 'url' && now.url === url ? this.#loader(module).prefetch(url) : undefined;
    }, () => undefined);
  }

  /** The element's `src` loader, made the first time the chunk is used. */
  #loader(module: SrcModule): import('./src-loader.js').SrcLoader {
    return (this.#src ??= new module.SrcLoader(this.#host, {
      server: isServer,
      limit: MAX_INPUT_BYTES,
      limitText: formatLimit(MAX_INPUT_BYTES),
      parseJson,
      checkInputLength,
      errorMessage,
      fromCsv: (text) => this.#hooks.fromCsv(text),
      accept: (read) => this.#accept(read),
      report: (message) => this.#hooks.report(message),
      setLoading: (loading) => this.#setLoading(loading),
    }));
  }

  #current(): Source {
    const host = this.#host;
    if (host.data !== undefined && host.data !== null) return { kind: 'value', raw: host.data };
    if (host.dataAttribute !== null) return { kind: 'text', text: host.dataAttribute, where: 'data attribute', csv: false, script: false };
    const fromAttribute = this.#hooks.attributeSource();
    if (fromAttribute !== undefined) return { kind: 'value', raw: fromAttribute };
    // On a server (or before upgrade in a DOM shim) there may be no light DOM to read here.
    const readable = typeof host.querySelector === 'function';
    const script = readable ? this.#childScript() : null;
    if (script) {
      const csv = script.getAttribute('type') === 'text/csv';
      return { kind: 'text', text: script.textContent ?? '', where: `<script type="${csv ? 'text/csv' : 'application/json'}">`, csv, script: true };
    }
    if (host.src) return { kind: 'url', url: host.src };
    const fromLightDom = readable ? this.#hooks.lightDomSource() : undefined;
    if (fromLightDom !== undefined) return { kind: 'value', raw: fromLightDom };
    // A child script meant as data that is not read, which would otherwise leave the element empty
    // without a word: a type it does not know (`text/json`, `text/plain`, `application/x-bibtex`), or
    // JSON in a script without a type, which the page ran as JavaScript (and which threw there). The
    // page's own code (a module, JavaScript that is not JSON) is none.
    // (The first such script only; a plain selector, which the prerender's light DOM reads too.)
    const other = readable ? this.#childScript('script') : null;
    const type = other?.getAttribute('type');
    return other && (type ? !/script$|^module$/i.test(type) : /^\s*[[{]/.test(other.textContent!))
      ? { kind: 'unread', where: `<script${type ? ` type="${type}"` : ''}>` }
      : { kind: 'none' };
  }

  /** A direct child first; else the first one anywhere inside, but not one of a nested element of the same tag. */
  #childScript(selector = SCRIPT_SELECTOR): Element | null {
    const host = this.#host;
    const direct = host.querySelector(`:scope > ${selector.replace(', ', ', :scope > ')}`);
    if (direct) return direct;
    for (const script of host.querySelectorAll(selector)) {
      // The server's read-only light DOM has no parentElement: there, any one will do.
      const owner = script.parentElement?.closest?.(host.localName);
      if (!script.parentElement || owner === host) return script;
    }
    return null;
  }

  #resolve(): void {
    this.#generation++;
    const source = this.#current();
    if (source.kind !== 'url') this.#cancel();
    if (source.kind !== 'none') this.#loadPending = true;
    switch (source.kind) {
      case 'value':
        this.#accept(() => source.raw);
        break;
      case 'text':
        this.#accept(() => this.#readText(source));
        break;
      case 'url':
        this.#resolveUrl(source.url);
        break;
      case 'unread':
        this.#hooks.report(`${source.where}: not read; data goes in <script type="application/json">`);
        break;
      case 'none':
        this.#hooks.show(undefined);
        break;
    }
  }

  /**
   * A `src` goes to its loader (./src-loader.ts). Until that chunk is here (once a page), the element
   * is busy and keeps its room (a server has it preloaded, and an element out of the page waits to be
   * back); the newest source when it arrives is resolved then.
   */
  #resolveUrl(url: string): void {
    const module = srcLoader.module;
    if (module) return this.#loader(module).resolve(url, this.#takeEarly(url));
    if (isServer || !this.#host.isConnected) return void this.#takeEarly('');
    this.#setLoading(true);
    const generation = this.#generation;
    const current = () => generation === this.#generation;
    // The request starts now, beside the chunk rather than after it (one round trip less before the
    // data); the loader takes its response, or it is aborted when no longer wanted. The same URL
    // resolved again meanwhile (a child edited, the element moved) keeps the request in flight.
    let early = this.#takeEarly(url);
    if (!early) {
      const controller = new AbortController();
      early = { url, controller, response: fetch(new URL(url, document.baseURI), { signal: controller.signal }) };
      early.response.catch(() => {}); // (read, and its failure reported, by the loader)
    }
    this.#early = early;
    this.#hooks.wait(
      srcLoader.load().then(
        // (Drawn again with the chunk's loading line.)
        (module) => current() && (this.#loader(module).resolve(url, this.#takeEarly(url)), this.#host.requestUpdate()),
        () => current() && (this.#cancel(), this.#hooks.report(`src "${url}": could not load (the page may be offline)`)),
      ),
    );
  }

  /** The early request for `url`, handed on (to the loader); one for another URL is aborted. */
  #takeEarly(url: string): (EarlyRequest & { url: string }) | undefined {
    const early = this.#early;
    this.#early = undefined;
    if (early?.url === url) return early;
    early?.controller.abort();
    return undefined;
  }

  /**
   * Validates input from `read`; valid data replaces the view and clears the error, bad input only
   * reports. Input that arrives later (a promise: an element's CSV reader loading) is taken only if
   * no newer source was resolved meanwhile.
   */
  #accept(read: () => unknown): void {
    let raw: unknown;
    try {
      raw = read();
    } catch (error) {
      this.#hooks.report(errorMessage(error));
      return;
    }
    if (!isThenable(raw)) return this.#validate(raw);
    const generation = this.#generation;
    // (A promise: `fromCsv` and the chunks give real ones.)
    this.#hooks.wait(
      raw.then(
        (value) => generation === this.#generation && this.#validate(value),
        (error: unknown) => generation === this.#generation && this.#hooks.report(errorMessage(error)),
      ) as Promise<unknown>,
    );
  }

  /**
   * Text as JSON. What else it may be is read by the `src` chunk (a promise until it is here; tried
   * again after a failed load): CSV (`<script type="text/csv">`); a child script some template engines
   * (VitePress's Vue compiler) HTML-escape, though the HTML parser never decodes a script's text: read
   * again decoded, else the message for the text as written; and `"[object Object]"` in the attribute,
   * an object React 19 wrote there before the tag was defined, read back from React's props.
   */
  #readText(source: TextSource): unknown {
    const { text, where, csv, script } = source;
    let error: unknown;
    if (!csv) {
      try {
        return parseJson(text, where);
      } catch (thrown) {
        if (!(script ? looksEscaped(text) : text === '[object Object]')) throw thrown;
        error = thrown;
      }
    }
    const read = (module: SrcModule) => this.#loader(module).readText(text, where, csv ? undefined : error);
    return srcLoader.module ? read(srcLoader.module) : srcLoader.load().then(read, () => Promise.reject(error ?? new Error(`${where}: could not be read (the page may be offline)`)));
  }

  #validate(raw: unknown): void {
    let value: T;
    try {
      value = this.#hooks.parse(raw);
    } catch (error) {
      this.#hooks.report(errorMessage(error));
      return;
    }
    this.#hooks.show(value);
  }

  #setLoading(loading: boolean): void {
    if (loading === this.#loading) return;
    this.#loading = loading;
    this.#hooks.setLoading(loading);
  }

  /** Drops the download in flight, if any (aborted: its outcome never lands), or the wait for the loader and its early request. */
  #cancel(): void {
    this.#takeEarly('');
    this.#src?.cancel();
    this.#setLoading(false);
  }
}
