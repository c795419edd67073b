import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { isServer } from 'lit';
import { checkInputLength, errorMessage, parseJson, parseJsonScript } from '../lib/json.js';
import { MAX_INPUT_BYTES, formatLimit } from '../lib/limits.js';
import { emit } from './emit.js';
import { LazyModule } from './lazy-module.js';
import type { CswLoadDetail } from './events.js';
import { objectFromReactProps } from './framework-data.js';

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
}

/** One place data can come from, in the documented order of precedence (docs/embedding.md). */
type Source =
  | { kind: 'value'; raw: unknown }
  | { kind: 'text'; text: string; where: string; csv: boolean; script: boolean }
  | { kind: 'url'; url: string }
  | { kind: 'none' };

/** The child script, JSON or CSV, wherever a Markdown renderer put it (also inside an added `<p>`). */
const SCRIPT_SELECTOR = 'script[type="application/json"], script[type="text/csv"]';

/**
 * What reads a `src` response (./read-response.ts), once per page, loaded with the first `src`; tried
 * again after a failure (a page offline for a moment), which is reported as the `src`'s error.
 */
const responseReader = new LazyModule(() => import('./read-response.js'));
const loadResponseReader = () =>
  responseReader.load().catch(() => {
    throw new Error('could not load (the page may be offline)');
  });

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** A `src` whose path (before `?` and `#`) ends in `.csv` is CSV, whatever the server says. */
export const isCsvUrl = (url: string): boolean => /\.csv$/i.test(url.split(/[?#]/, 1)[0]!);

/**
 * Where an element's data comes from, and the whole road from there to a valid value: the order of
 * precedence (`data` property > `data` attribute > element attribute > child script > `src` > light
 * DOM), JSON and CSV reading, the fetch (an `AbortSignal` per request, the streaming size cap, the
 * last document kept so re-resolving does not fetch again), server input, and the grace period that
 * tells a move in the page from a removal. Shaped like `@lit/task`: the host says when the sources
 * may have changed (`invalidate`, or `resolve` from `willUpdate`), the controller runs and reports
 * through its hooks; the last assignment always wins (an older response never lands).
 */
export class DataSourceController<T> implements ReactiveController {
  readonly #host: DataSourceHost;
  readonly #hooks: DataSourceHooks<T>;
  #controller?: AbortController;
  #fetchingUrl?: string;
  #loading = false;
  /** The last fetched document (JSON-parsed or CSV-read), so re-resolving does not fetch again. */
  #fetched?: { url: string; raw: unknown };
  /** A `src` fetched before the first update (a server-rendered element hydrating); not fetched again by it. */
  #prefetchedUrl?: string;
  #dirty = true;
  #observer?: MutationObserver;
  /** Set on every connect, so a disconnect can tell a move (back within the same task) from a removal. */
  #reconnected = false;
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
    this.#reconnected = true;
    // Child scripts and light-DOM fallbacks may be edited after upgrade (a CMS, a live editor).
    if (typeof MutationObserver === 'function') {
      this.#observer ??= new MutationObserver(() => this.invalidate());
      this.#observer.observe(this.#host, { childList: true, subtree: true, characterData: true });
    }
    this.invalidate();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    // Removed, not moved: a download in flight is aborted, so it neither goes on nor lands its late
    // data on a detached element. A move (out and back in within the same task) lets it land.
    this.#reconnected = false;
    if (!this.#loading) return;
    // The next task, not the next frame: a background tab draws no frames, and its removed
    // elements must still let go of their downloads. Back in the page later, hostConnected re-reads the sources.
    setTimeout(() => {
      if (!this.#reconnected && !this.#host.isConnected) this.#cancel();
    });
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
   * Starts the `src` download before the first update, for a server-rendered element that hydrates
   * with the data (a loading frame would not match the server's view). Resolves when it settles.
   */
  prefetch(): Promise<void> | undefined {
    const source = this.#current();
    if (source.kind !== 'url') return undefined;
    this.#prefetchedUrl = source.url;
    return this.#fetch(source.url);
  }

  #current(): Source {
    const host = this.#host;
    if (host.data !== undefined && host.data !== null) return { kind: 'value', raw: host.data };
    if (host.dataAttribute !== null) {
      // An object React wrote as an attribute before the tag was defined (see objectFromReactProps).
      const lost = host.dataAttribute === '[object Object]' ? objectFromReactProps(host, 'data') : undefined;
      if (lost) return { kind: 'value', raw: lost };
      return { kind: 'text', text: host.dataAttribute, where: 'data attribute', csv: false, script: false };
    }
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
    return { kind: 'none' };
  }

  /** A direct child first; else the first one anywhere inside, but not one of a nested element of the same tag. */
  #childScript(): Element | null {
    const host = this.#host;
    const direct = host.querySelector(`:scope > ${SCRIPT_SELECTOR.replace(', ', ', :scope > ')}`);
    if (direct) return direct;
    for (const script of host.querySelectorAll(SCRIPT_SELECTOR)) {
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
        this.#accept(() => {
          if (!source.csv) return source.script ? parseJsonScript(source.text, source.where) : parseJson(source.text, source.where);
          checkInputLength(source.text, source.where);
          return this.#readCsv(source.text, source.where);
        });
        break;
      case 'url':
        this.#resolveUrl(source.url);
        break;
      case 'none':
        this.#hooks.show(undefined);
        break;
    }
  }

  #resolveUrl(url: string): void {
    const host = this.#host;
    if (isServer) return this.#acceptServerDocument(url);
    if (this.#fetched?.url === url) {
      // Back to a document already here (A → B → A): it shows at once, and B, if still on its way, is dropped.
      this.#cancel();
      this.#accept(() => this.#fetched!.raw);
      return;
    }
    // Already on its way (a deck or a CMS moved the element while it loaded): let it land.
    if (this.#loading && this.#fetchingUrl === url) return;
    // Never for an element out of the page (it fetches when it is back), nor again in the first
    // update of a server-rendered element whose early fetch of the same URL failed (its error is shown).
    if (!host.isConnected || (!host.hasUpdated && this.#prefetchedUrl === url)) return;
    void this.#fetch(url);
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
    raw.then(
      (value) => generation === this.#generation && this.#validate(value),
      (error: unknown) => generation === this.#generation && this.#hooks.report(errorMessage(error)),
    );
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

  /** CSV text through the element's `fromCsv`; its errors (thrown or rejected) are located at `where` like JSON's. */
  #readCsv(text: string, where: string): unknown {
    const locate = (error: unknown): never => {
      const message = errorMessage(error);
      throw new Error(message.startsWith(where) ? message : `${where}: ${message}`);
    };
    try {
      const raw = this.#hooks.fromCsv(text);
      return isThenable(raw) ? raw.then((value) => value, locate) : raw;
    } catch (error) {
      return locate(error);
    }
  }

  /** Reads a fetched (or server-read) document: CSV by its URL or content type, else JSON. */
  #readDocument(url: string, text: string, csv: boolean): unknown {
    const where = `src "${url}"`;
    return csv || isCsvUrl(url) ? this.#readCsv(text, where) : parseJson(text, where);
  }

  #reportSrc(url: string, error: unknown): void {
    const where = `src "${url}"`;
    const message = errorMessage(error);
    this.#hooks.report(message.startsWith(where) ? message : `${where}: ${message}`);
  }

  /** On a server, the `src` file the prerender command read: the same data and messages as a fetch. */
  #acceptServerDocument(url: string): void {
    const document = this.#host.ssrDocument;
    if (document?.url !== url) return;
    if (document.error !== undefined) this.#reportSrc(url, new Error(document.error));
    else this.#acceptDocument(url, document.text ?? '', false);
  }

  /** A fetched (or server-read) document: read, kept for the next resolve, validated; or its error located. */
  #acceptDocument(url: string, text: string, csv: boolean): void {
    try {
      const raw = this.#readDocument(url, text, csv);
      this.#fetched = { url, raw };
      this.#accept(() => raw);
    } catch (error) {
      this.#reportSrc(url, error);
    }
  }

  #setLoading(loading: boolean): void {
    this.#loading = loading;
    this.#hooks.setLoading(loading);
  }

  /** Drops the download in flight, if any: aborted, and its outcome never lands. */
  #cancel(): void {
    this.#controller?.abort();
    this.#end();
  }

  async #fetch(url: string): Promise<void> {
    this.#cancel();
    // The request's own controller is its token: a newer request (or another source) replaces it,
    // and an older one, finding itself replaced, drops what it got.
    const controller = new AbortController();
    this.#controller = controller;
    this.#fetchingUrl = url;
    this.#setLoading(true);
    let text: string;
    let csv: boolean;
    try {
      // The request and the chunk that reads its response, at once (see ./read-response.ts).
      const [response, reader] = await Promise.all([fetch(new URL(url, document.baseURI), { signal: controller.signal }), loadResponseReader()]);
      ({ text, csv } = await reader.readResponse(response, MAX_INPUT_BYTES, formatLimit(MAX_INPUT_BYTES)));
    } catch (error) {
      if (this.#controller !== controller) return;
      this.#end();
      return this.#reportSrc(url, error);
    }
    if (this.#controller !== controller) return;
    this.#end();
    this.#acceptDocument(url, text, csv);
  }

  /** The request in flight, if any, is over (landed, failed or cancelled). */
  #end(): void {
    this.#controller = undefined;
    this.#fetchingUrl = undefined;
    if (this.#loading) this.#setLoading(false);
  }
}
