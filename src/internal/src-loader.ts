/**
 * What only an element given a `src` runs (and a page whose child script a template engine
 * HTML-escaped): the download (an `AbortSignal` per request, the streaming size cap, the last
 * document kept so re-resolving does not fetch again), reading the response and the document (CSV
 * by its URL or content type, else JSON), the errors located at the `src`, the grace period that
 * tells a move in the page from a removal, a server's read of the same file, and the readers of text
 * that is not JSON as written (CSV, escaped JSON, React's lost object: see `readText`). A chunk, loaded by ./data-source.ts with the first such source a page has (and by
 * a server before it renders, `preloadDataSources`): a page whose data is inline, in an attribute or
 * a child script, never loads it.
 *
 * It imports nothing of the first view: what it uses of it comes in `SrcKit` (a lazy chunk's import
 * of a first-view module would split that module into a file of its own: docs/performance.md#size).
 */
import { html, type TemplateResult } from 'lit/html.js';
import type { ServerDocument } from './data-source.js';

import { parseEscapedJson } from '../lib/html-entities.js';
import { objectFromReactProps } from './framework-data.js';

/** The element, as its `src` sees it. */
interface SrcHost extends Element {
  readonly isConnected: boolean;
  readonly hasUpdated: boolean;
  ssrDocument?: ServerDocument;
}

/** What the data source hands the loader: its own steps, and what it uses of the first view. */
export interface SrcKit {
  /** Rendering on a server (Lit's `isServer`): the prerender command read the file (`ssrDocument`). */
  server: boolean;
  /** The input limit in bytes, and as the error names it ("5 MB"). */
  limit: number;
  limitText: string;
  parseJson(text: string, where: string): unknown;
  /** Refuses text over the limit, with the limit named. */
  checkInputLength(text: string, where: string): void;
  errorMessage(error: unknown): string;
  /** CSV text through the element's reader (`fromCsv`: its input object, or a promise of it). */
  fromCsv(text: string): unknown;
  /** Validates what `read` gives (data replaces the view, bad input is reported). */
  accept(read: () => unknown): void;
  report(message: string): void;
  /** `aria-busy` and the loading line. */
  setLoading(loading: boolean): void;
}

/**
 * The line above the author's fallback (and above a view that new data is replacing) while a `src`
 * loads, drawn by ./loading-reserve.ts once this chunk is here: the room it sits in is the first
 * view's, so nothing moves when it comes.
 */
export const loadingLine = (text: string): TemplateResult => html`<p class="loading">${text}</p>`;

// Text, not Lit's css`` result (its module would be split out of the first views' files: see
// ../components/results-toggle/full-results.styles.ts); the build minifies it as any css`` literal.
const css = (text: TemplateStringsArray): string => text[0]!;

/** The loading line's styles (a small spinner before its text, still under reduced motion), adopted with it. */
export const LOADING_CSS = css`
  .loading {
    display: flex;
    align-items: center;
    gap: 0.5em;
    margin: 0 0 0.5em;
    font-size: 0.85em;
    color: var(--_muted);
  }
  .loading::before {
    content: '';
    width: 0.9em;
    height: 0.9em;
    border: 2px solid var(--_border);
    border-top-color: var(--_accent);
    border-radius: 50%;
    animation: csw-spin 0.9s linear infinite;
  }
  @keyframes csw-spin {
    to {
      transform: rotate(1turn);
    }
  }
  :host([motion='none']) .loading::before {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .loading::before {
      animation: none;
    }
  }
`;

/** A `src` whose path (before `?` and `#`) ends in `.csv` is CSV, whatever the server says. */
export const isCsvUrl = (url: string): boolean => /\.csv$/i.test(url.split(/[?#]/, 1)[0]!);

/**
 * One element's `src`, from the request to the validated data. Shaped like `@lit/task`: the data
 * source says which URL is current (`resolve`), the loader fetches and reports through the kit; the
 * last assignment always wins (an older response never lands).
 */
/** A `src` request started before this chunk arrived, so the download and the chunk come together. */
export interface EarlyRequest {
  response: Promise<Response>;
  controller: AbortController;
}

export class SrcLoader {
  readonly #host: SrcHost;
  readonly #kit: SrcKit;
  /** The request in flight: its controller is its token (a newer request or source replaces it). */
  #controller?: AbortController;
  #fetchingUrl?: string;
  /** The last fetched document (JSON-parsed or CSV-read), so re-resolving does not fetch again. */
  #fetched?: { url: string; raw: unknown };
  /** A `src` fetched before the first update (a server-rendered element hydrating); not fetched again by it. */
  #prefetchedUrl?: string;
  /** The request `resolve` was handed, until `#fetch` takes it. */
  #early?: EarlyRequest;
  /** Set on every connect, so a disconnect can tell a move (back within the same task) from a removal. */
  #reconnected = true;

  constructor(host: SrcHost, kit: SrcKit) {
    this.#host = host;
    this.#kit = kit;
  }

  connected(): void {
    this.#reconnected = true;
  }

  /**
   * Removed, not moved: a download in flight is aborted, so it neither goes on nor lands its late
   * data on a detached element. A move (out and back in within the same task) lets it land.
   */
  disconnected(): void {
    this.#reconnected = false;
    if (!this.#controller) return;
    // The next task, not the next frame: a background tab draws no frames, and its removed
    // elements must still let go of their downloads. Back in the page later, the data source re-reads the sources.
    setTimeout(() => {
      if (!this.#reconnected && !this.#host.isConnected) this.cancel();
    });
  }

  /**
   * `url` is the current source. `early` is its request, started before this chunk was here (see
   * DataSourceController's #resolveUrl): taken as this download if one is due, else aborted.
   */
  resolve(url: string, early?: EarlyRequest): void {
    this.#early = early;
    this.#resolve(url);
    this.#early?.controller.abort();
    this.#early = undefined;
  }

  #resolve(url: string): void {
    if (this.#kit.server) return this.#acceptServerDocument(url);
    if (this.#fetched?.url === url) {
      // Back to a document already here (A → B → A): it shows at once, and B, if still on its way, is dropped.
      this.cancel();
      this.#kit.accept(() => this.#fetched!.raw);
      return;
    }
    // Already on its way (a deck or a CMS moved the element while it loaded): let it land.
    if (this.#controller && this.#fetchingUrl === url) return;
    // Not again in the first update of a server-rendered element whose early fetch of the same URL
    // failed (its error is shown); never for an element out of the page (it fetches when it is back).
    if (!this.#host.hasUpdated && this.#prefetchedUrl === url) return;
    if (!this.#host.isConnected) return this.cancel();
    void this.#fetch(url);
  }

  /** The download before the first update, for a server-rendered element (see DataSourceController.prefetch). */
  prefetch(url: string): Promise<void> {
    this.#prefetchedUrl = url;
    return this.#fetch(url);
  }

  /** Drops the download in flight, if any: aborted, and its outcome never lands. */
  cancel(): void {
    this.#controller?.abort();
    this.#end();
  }

  async #fetch(url: string): Promise<void> {
    this.cancel();
    const early = this.#early;
    this.#early = undefined;
    const controller = early?.controller ?? new AbortController();
    this.#controller = controller;
    this.#fetchingUrl = url;
    this.#kit.setLoading(true);
    let text: string;
    let csv: boolean;
    try {
      const response = await (early?.response ?? fetch(new URL(url, document.baseURI), { signal: controller.signal }));
      if (!response.ok) throw new Error(`could not load (HTTP ${response.status})`);
      csv = /^text\/csv\b/i.test(response.headers.get('content-type') ?? '');
      text = await this.#readCapped(response);
    } catch (error) {
      if (this.#controller !== controller) return;
      this.#end();
      // fetch's own TypeError says only "Failed to fetch": no network, or (the likelier on a page
      // that loads) another site's server that does not let this page read its files.
      const failed = error instanceof TypeError ? new Error('could not load (offline, or another site that does not let this page read it: CORS)') : error;
      return this.#reportSrc(url, failed);
    }
    if (this.#controller !== controller) return;
    this.#end();
    this.#acceptDocument(url, text, csv);
  }

  /**
   * The body of a response as text, refused once it passes the limit while streaming, so a 50 MB
   * file or a response that never ends is cut off instead of read whole.
   */
  async #readCapped(response: Response): Promise<string> {
    const reader = response.body!.getReader();
    const chunks: BlobPart[] = [];
    let size = 0;
    for (let chunk; !(chunk = await reader.read()).done; chunks.push(chunk.value)) {
      if ((size += chunk.value.byteLength) > this.#kit.limit) {
        void reader.cancel();
        throw new Error(`the file is over the ${this.#kit.limitText} limit`);
      }
    }
    return new Blob(chunks).text();
  }

  /** The request in flight, if any, is over (landed, failed or cancelled). */
  #end(): void {
    this.#controller = undefined;
    this.#fetchingUrl = undefined;
    this.#kit.setLoading(false);
  }

  #reportSrc(url: string, error: unknown): void {
    const where = `src "${url}"`;
    const message = this.#kit.errorMessage(error);
    this.#kit.report(message.startsWith(where) ? message : `${where}: ${message}`);
  }

  /**
   * Text from an attribute or a child script that the first view did not read: CSV (`jsonError`
   * undefined), else text that failed as JSON (`jsonError`): a child script a template engine
   * HTML-escaped, read again decoded, or React's lost object (`"[object Object]"` in the `data`
   * attribute) read back from React's props; if neither, `jsonError`.
   */
  readText(text: string, where: string, jsonError?: unknown): unknown {
    if (jsonError === undefined) return this.#readCsv(text, where);
    if (text !== '[object Object]') return parseEscapedJson(text, jsonError);
    const lost = objectFromReactProps(this.#host, 'data');
    if (!lost) throw jsonError;
    return lost;
  }

  /** CSV text through the element's `fromCsv`; its errors (thrown or rejected) are located at `where` like JSON's. */
  #readCsv(text: string, where: string): unknown {
    const locate = (error: unknown): never => {
      const message = this.#kit.errorMessage(error);
      throw new Error(message.startsWith(where) ? message : `${where}: ${message}`);
    };
    try {
      this.#kit.checkInputLength(text, where);
      const raw = this.#kit.fromCsv(text);
      return typeof (raw as PromiseLike<unknown> | null)?.then === 'function' ? (raw as Promise<unknown>).then((value) => value, locate) : raw;
    } catch (error) {
      return locate(error);
    }
  }

  /** On a server, the `src` file the prerender command read: the same data and messages as a fetch. */
  #acceptServerDocument(url: string): void {
    const document = this.#host.ssrDocument;
    if (document?.url !== url) return;
    if (document.error !== undefined) this.#reportSrc(url, new Error(document.error));
    else this.#acceptDocument(url, document.text ?? '', false);
  }

  /** A fetched (or server-read) document, CSV by its URL or content type, else JSON: read, kept for the next resolve, validated; or its error located. */
  #acceptDocument(url: string, text: string, csv: boolean): void {
    const where = `src "${url}"`;
    try {
      // A site that answers a missing file with a page of its own (a single-page app's fallback, a
      // host's 404 page sent as 200) made this "invalid JSON (Unexpected token '<')".
      if (/^\s*<(!doctype html|html|head|body)\b/i.test(text)) {
        throw new Error(`${where}: got an HTML page, not data (is the file there? a site may answer a missing file with a page of its own)`);
      }
      const raw = csv || isCsvUrl(url) ? this.#readCsv(text, where) : this.#kit.parseJson(text, where);
      this.#fetched = { url, raw };
      this.#kit.accept(() => raw);
    } catch (error) {
      this.#reportSrc(url, error);
    }
  }
}
