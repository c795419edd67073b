import { LitElement, html, isServer, nothing, render, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { errorMessage, parseJson } from '../lib/json.js';
import { MAX_INPUT_BYTES, formatLimit } from '../lib/limits.js';
import { hostStyles } from '../styles/host.styles.js';
import { emit } from './emit.js';
import { objectFromReactProps } from './framework-data.js';

export type Theme = 'light' | 'dark' | 'auto';
export type Motion = 'auto' | 'none';

/** `detail` of the `csw-error` event. */
export interface CswErrorDetail {
  /** What went wrong and where, e.g. `data.entries[3].score: expected a number from 0 to 100, got "abc"`. */
  message: string;
}

/** `detail` of the `csw-load` event, and what `ready` resolves with. */
export interface CswLoadDetail {
  /** The error the element shows instead of data, or `null` when it shows its data. */
  error: string | null;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'csw-error': CustomEvent<CswErrorDetail>;
    'csw-load': CustomEvent<CswLoadDetail>;
  }
}

/** Said once per page, not once per element, when a DOM-less host (jsdom, a server) lacks an API. */
let warnedMissingDom = false;

type Hydrate = (typeof import('@lit-labs/ssr-client'))['hydrate'];
/**
 * Lit's hydration, loaded only by a page that has server-rendered elements (the prerender
 * command's declarative shadow DOM): ~2 KB gzip that every other page would download for nothing.
 * Resolves to undefined when it cannot load: the element then replaces the server's view.
 */
let hydrateLoader: Promise<Hydrate | undefined> | undefined;
const loadHydrate = () =>
  (hydrateLoader ??= import('@lit-labs/ssr-client').then(
    (module) => module.hydrate,
    () => undefined,
  ));
/** ReactiveElement's update (properties reflected, element marked updated) without LitElement's render. */
const reactiveUpdate = Object.getPrototypeOf(LitElement.prototype).update as (changed: PropertyValues) => void;

/** One place data can come from, in the documented order of precedence (docs/embedding.md). */
type Source =
  | { kind: 'value'; raw: unknown }
  | { kind: 'json'; text: string; where: string }
  | { kind: 'url'; url: string }
  | { kind: 'none' };

/**
 * The base every element shares. It owns what docs/embedding.md ("What every element shares")
 * promises of all four, so that each element adds only its data
 * shape, its state and its template:
 *
 * - data from, in order, the `data` property, the `data` attribute (JSON), an
 *   element-specific attribute, a child `<script type="application/json">`,
 *   the `src` URL, and finally an element-specific reading of the light DOM;
 * - validation through the element's `parseData`, an error panel
 *   (`part="error"`, `role="alert"`) and a `csw-error` event for bad input, with
 *   the last valid data kept on screen; nothing thrown out of a setter, an
 *   attribute callback or a render;
 * - `theme`, `motion`, the container width (a ResizeObserver, so an element
 *   created hidden lays itself out when shown), and the shared styles.
 *
 * `T` is the validated data the element shows (every default filled in); `Input` is what an author
 * may write as `data` (fields with a default optional), so the documented examples type-check.
 *
 * @fires csw-error - Bad input: invalid JSON, a wrong shape, a failed fetch. `detail.message` says where and what.
 * @fires csw-load - The element shows the data it was given, or the error instead of it (`detail.error`). Fires once per source it settles, the same moment `ready` resolves for the first.
 * @csspart base - The wrapper around the element's content.
 * @csspart title - The title: one heading at `heading-level`, which names the element's region (and the leaderboard's table). Shown when the data has a title; bibtex-card always has one ("Cite this work" by default).
 * @csspart error - The error panel (`role="alert"`) shown over the last valid view.
 * @cssprop --csw-font-family - Font of the element (default: inherited from the page).
 * @cssprop --csw-text - Text colour.
 * @cssprop --csw-muted - Secondary text colour.
 * @cssprop --csw-surface - Background.
 * @cssprop --csw-border - Borders and rules.
 * @cssprop --csw-accent - Accent: selection, highlighted bars, pressed buttons.
 * @cssprop --csw-radius - Corner radius.
 * @cssprop --csw-surface-2 - Background of buttons, code and panels.
 * @cssprop --csw-accent-text - Text on the accent colour (pressed buttons).
 * @cssprop --csw-positive - Gains and BibTeX values.
 * @cssprop --csw-negative - Losses, warnings and BibTeX entry types.
 * @cssprop --csw-focus - Focus ring.
 * @cssprop --csw-danger-surface - Background of the error panel.
 * @cssprop --csw-danger-border - Border of the error panel.
 * @cssprop --csw-transition - Duration and easing of transitions (default `180ms ease`).
 */
export abstract class CswElement<T, Input = T> extends LitElement {
  static override styles = [hostStyles];

  #fetchToken = 0;
  #fetchController?: AbortController;
  #fetchingUrl?: string;
  /** The last fetched document, so re-resolving (say, when `data` is cleared) does not fetch again. */
  #fetched?: { url: string; raw: unknown };
  #resizeObserver?: ResizeObserver;
  #lightDomObserver?: MutationObserver;
  #sourcesDirty = true;
  #renderFailure = '';
  /** What is wrong with each of the element's own attributes (`sort`, `selected`…), by attribute name. */
  #attributeProblems = new Map<string, string>();
  /** Whether `data-prevent-swipe` on the host is this element's doing (not the author's). */
  #markedHostSwipe = false;
  /** The shadow root came from the server (declarative shadow DOM): the first update hydrates it (see `update`). */
  #serverRendered = false;
  /** A server-rendered element's first update waits for Lit's `hydrate` to load, and for its `src` data (see `scheduleUpdate`). */
  #hydrationWait?: Promise<unknown>;
  #hydrate?: Hydrate;
  /** A source was resolved and its outcome (data or error) is not yet on screen: `csw-load` is due. */
  #loadPending = false;
  #resolveReady!: (detail: CswLoadDetail) => void;

  /**
   * Resolves once the element shows its data, or the error that stands in for it
   * (`{ error }`), so a deck, a test or a framework can wait instead of polling
   * `aria-busy`. It resolves once, for the first data or error; `csw-load` fires for
   * every later one too.
   */
  readonly ready: Promise<CswLoadDetail> = new Promise((resolve) => (this.#resolveReady = resolve));

  /** The last valid data: what is on screen. Errors never replace it. */
  @state() protected value?: T;
  /** The current error message, or '' when the last input was valid. */
  @state() protected errorText = '';
  @state() protected loading = false;
  /** Inner width of the element's box in CSS px (0 while hidden). */
  @state() protected containerWidth = 0;
  /**
   * The page is printing (beforeprint until afterprint) or print media applies (a PDF run, print
   * emulation): an element renders for paper (every row, a page-wide layout). Set during
   * beforeprint with the update done at once, as the browser lays the page out for print right after.
   */
  @state() protected printing = false;
  #printQuery?: MediaQueryList;

  /**
   * The element's data as an object (fields with a default may be left out). Takes precedence over
   * every other source. Validated when set: bad input shows the error panel, never throws.
   */
  @property({ attribute: false }) data?: Input | null;

  /** The same data as JSON text, for HTML authors. */
  @property({ attribute: 'data' }) dataAttribute: string | null = null;

  /** URL of a JSON file with the data, fetched when no other source is given. */
  @property() src: string | null = null;

  /**
   * Level (1–6) of the element's title, which it exposes as one heading: choose the level that fits
   * the page's outline. The title's region, caption and graphic point at that heading rather than
   * repeat it.
   */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  /** Colour scheme: `light`, `dark`, or `auto` to follow `prefers-color-scheme`. */
  @property({ reflect: true }) theme: Theme = 'auto';

  /** `none` turns animation off (for a deck or a print run); `auto` honours `prefers-reduced-motion`. */
  @property({ reflect: true }) motion: Motion = 'auto';

  /**
   * Server rendering only (set by the prerender command, `codespecweave-widgets/ssr`): the file `src`
   * names, read from disk, or why it could not be read. A server cannot fetch; the browser does.
   * @internal
   */
  ssrDocument?: { url: string; text?: string; error?: string };

  /** Turns the element's own input (already JSON-parsed) into valid data, or throws a `DataError`. */
  protected abstract parseData(raw: unknown): T;

  /** What the element shows for data. Must be pure. */
  protected abstract renderView(value: T): TemplateResult | typeof nothing;

  /** An element-specific attribute source (bibtex-card's `bibtex`), between `data` and the child script. */
  protected attributeSource(): unknown {
    return undefined;
  }

  /** A last-resort reading of the light DOM (a child `<table>`, a `<pre>`), after `src`. */
  protected lightDomSource(): unknown {
    return undefined;
  }

  /** Shown when there is no data at all: the light-DOM fallback, as a reader without JavaScript sees it. */
  protected renderEmpty(): TemplateResult {
    return html`<slot></slot>`;
  }

  /** Whether animation may run: not with `motion="none"` nor under `prefers-reduced-motion: reduce`. */
  protected get motionAllowed(): boolean {
    if (this.motion === 'none') return false;
    return !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  }

  /** Call when an element-specific source changed, so the next update re-reads the sources. */
  protected invalidateSources(): void {
    this.#sourcesDirty = true;
    this.requestUpdate();
  }

  /**
   * The element's title as its one heading, at `heading-level`. Elements label their region, table
   * caption and SVG with `aria-labelledby="title"` instead of repeating the text.
   */
  protected renderHeading(text: string): TemplateResult {
    return html`<div part="title" class="title" id="title" role="heading" aria-level=${this.#headingLevel()}>${text}</div>`;
  }

  /**
   * Says `message` in the element's one polite live region. Call it from a reader's action only
   * (a click, a key, typing), never when a property is set in code: a reader hears what their own
   * action changed. The same message twice in a row is announced twice.
   */
  protected announce(message: string): void {
    const region = this.renderRoot?.querySelector?.('.announcer');
    if (!region) return;
    // A live region only speaks when its text changes: a trailing no-break space (not read out)
    // makes a repeat of the same sentence a change.
    region.textContent = region.textContent === message ? `${message}\u00a0` : message;
  }

  /** What the live region says now (tests and the docs read it). */
  get announcement(): string {
    return (this.renderRoot?.querySelector?.('.announcer')?.textContent ?? '').trim();
  }

  #headingLevel(): number {
    const level = Math.round(Number(this.headingLevel));
    return level >= 1 && level <= 6 ? level : 2;
  }

  override connectedCallback(): void {
    // Before Lit makes its render root: a declarative shadow root is already attached by the parser.
    if (!isServer && !this.hasUpdated && this.shadowRoot) this.#serverRendered = true;
    super.connectedCallback();
    this.#reconnected = true;
    if (!isServer && typeof matchMedia === 'function') {
      this.#printQuery ??= matchMedia('print');
      this.#printQuery.addEventListener('change', this.#onPrint);
      // globalThis, not window: under jsdom (a test's environment) the window's own methods are not globals.
      globalThis.addEventListener?.('beforeprint', this.#onPrint);
      globalThis.addEventListener?.('afterprint', this.#onPrint);
    }
    if (typeof ResizeObserver !== 'function' || typeof MutationObserver !== 'function') {
      // jsdom and other DOM-less hosts: render what can be rendered, and say once why it will not resize.
      if (!warnedMissingDom) console.info('codespecweave-widgets: no ResizeObserver here; rendering at a default width.');
      warnedMissingDom = true;
      this.invalidateSources();
      return;
    }
    this.#resizeObserver ??= new ResizeObserver((entries) => {
      const width = Math.round(entries[entries.length - 1]!.contentRect.width);
      // Whole pixels only, so sub-pixel jitter cannot loop layout → resize → layout; and
      // in the next frame, so an element whose height follows its width does not resize
      // itself inside this callback ("ResizeObserver loop completed with undelivered notifications").
      if (width !== this.containerWidth) requestAnimationFrame(() => (this.containerWidth = width));
    });
    this.#resizeObserver.observe(this);
    // Child scripts and light-DOM fallbacks may be edited after upgrade (a CMS, a live editor).
    this.#lightDomObserver ??= new MutationObserver(() => this.invalidateSources());
    this.#lightDomObserver.observe(this, { childList: true, subtree: true, characterData: true });
    this.invalidateSources();
    // A server-rendered element hydrates in its first update, so that update waits for `hydrate` to
    // load; and with `src` data, for the data too (a "Loading…" frame would not match the server's view).
    if (this.#serverRendered && !this.hasUpdated && !this.#hydrationWait) {
      const source = this.#currentSource();
      this.#hydrationWait = Promise.all([
        loadHydrate().then((hydrate) => (this.#hydrate = hydrate)),
        source.kind === 'url' ? this.#fetch(source.url) : undefined,
      ]);
    }
  }

  /**
   * A server-rendered element's shadow root is already there (declarative shadow DOM): the first
   * update hydrates it with Lit's `hydrate` (loaded on demand, see `loadHydrate`), binding to the
   * server's nodes instead of drawing them again. Should the server's markup not match this first
   * render (the data changed since the page was built, or `src` failed to load here), hydration
   * throws "Hydration value mismatch": the element then replaces the server's view (keeping its
   * `<style>`s) and renders; so it does when hydration could not load.
   */
  protected override update(changed: PropertyValues): void {
    if (!this.#serverRendered || this.hasUpdated) return super.update(changed);
    const hydrate = this.#hydrate;
    try {
      if (!hydrate) throw new Error('no hydration');
      const view = this.render();
      reactiveUpdate.call(this, changed);
      hydrate(view, this.renderRoot, this.renderOptions);
    } catch {
      this.#clearServerView();
      render(this.render(), this.renderRoot, this.renderOptions);
    }
  }

  /** LitElement renders before a shadow root's first child: a server's view is hydrated or replaced instead (see `update`). */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    if (this.#serverRendered) this.renderOptions.renderBefore = null;
    return root;
  }

  #clearServerView(): void {
    this.renderOptions.renderBefore = null;
    for (const node of [...this.renderRoot.childNodes]) if (node.nodeName !== 'STYLE') node.remove();
  }

  protected override scheduleUpdate(): void | Promise<unknown> {
    const wait = this.#hydrationWait;
    if (!wait || this.hasUpdated) return super.scheduleUpdate();
    return wait.then(() => super.scheduleUpdate());
  }

  /** Set on every connect, so a disconnect can tell a move (back within the same task) from a removal. */
  #reconnected = false;

  #onPrint = (event: Event): void => {
    const printing = event.type === 'beforeprint' || (event.type !== 'afterprint' && !!this.#printQuery?.matches);
    if (printing === this.printing) return;
    this.printing = printing;
    if (this.isUpdatePending) this.performUpdate();
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#printQuery?.removeEventListener('change', this.#onPrint);
    globalThis.removeEventListener?.('beforeprint', this.#onPrint);
    globalThis.removeEventListener?.('afterprint', this.#onPrint);
    this.#resizeObserver?.disconnect();
    this.#lightDomObserver?.disconnect();
    // Removed, not moved: a download in flight is aborted, so it neither goes on nor lands its late
    // data on a detached element. A move (out and back in within the same task) lets it land.
    this.#reconnected = false;
    if (this.loading) {
      // The next task, not the next frame: a background tab draws no frames, and its removed
      // elements must still let go of their downloads.
      setTimeout(() => {
        // Back in the page later, connectedCallback re-reads the sources and fetches again.
        if (!this.#reconnected && !this.isConnected) this.#cancelFetch();
      });
    }
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (
      this.#sourcesDirty ||
      changed.has('data') ||
      changed.has('dataAttribute') ||
      changed.has('src')
    ) {
      this.#sourcesDirty = false;
      this.#resolve();
    }
    if (changed.has('loading') && !isServer) {
      if (this.loading) this.setAttribute('aria-busy', 'true');
      else this.removeAttribute('aria-busy');
    }
    if (changed.has('headingLevel')) {
      const level = Number(this.headingLevel);
      this.flagAttribute('heading-level', level >= 1 && level <= 6 && level % 1 === 0 ? '' : `heading-level: expected 1 to 6, got "${this.headingLevel}"`);
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.#renderFailure) {
      const message = this.#renderFailure;
      this.#renderFailure = '';
      emit<CswErrorDetail>(this, 'csw-error', { message });
    }
    if (this.#loadPending && !this.loading && (this.value !== undefined || this.errorText)) {
      this.#loadPending = false;
      const detail: CswLoadDetail = { error: this.value === undefined || this.errorText ? this.errorText || null : null };
      this.#resolveReady(detail);
      emit<CswLoadDetail>(this, 'csw-load', detail);
    }
  }

  /** Shows `message` in the error panel and announces it with `csw-error`; the view stays. */
  protected reportError(message: string): void {
    this.errorText = message;
    emit<CswErrorDetail>(this, 'csw-error', { message });
  }

  /**
   * Reports what is wrong with one of the element's own attributes (not with
   * its data), or with `''` says it is fixed. A fixed attribute takes its
   * message off the panel, unless another error has replaced it there; the
   * panel then shows what is still wrong with another attribute, if anything.
   */
  protected flagAttribute(name: string, message: string): void {
    const previous = this.#attributeProblems.get(name);
    if (message) {
      this.#attributeProblems.set(name, message);
      this.reportError(message);
    } else if (previous !== undefined) {
      this.#attributeProblems.delete(name);
      if (this.errorText === previous) this.errorText = [...this.#attributeProblems.values()].pop() ?? '';
    }
  }

  /**
   * Call after each render with whether a region of the element scrolls sideways. reveal.js looks
   * for `data-prevent-swipe` from the event target upwards, and outside the shadow root the target
   * is the host: so while a region overflows, the host carries the attribute too, and a swipe
   * scrolls the region instead of changing the slide. An attribute the author set stays.
   */
  protected markSideScroll(overflowing: boolean): void {
    if (overflowing && !this.hasAttribute('data-prevent-swipe')) {
      this.setAttribute('data-prevent-swipe', '');
      this.#markedHostSwipe = true;
    } else if (!overflowing && this.#markedHostSwipe) {
      this.removeAttribute('data-prevent-swipe');
      this.#markedHostSwipe = false;
    }
  }

  #currentSource(): Source {
    if (this.data !== undefined && this.data !== null) return { kind: 'value', raw: this.data };
    if (this.dataAttribute !== null) {
      // An object React wrote as an attribute before the tag was defined (see objectFromReactProps).
      const lost = this.dataAttribute === '[object Object]' ? objectFromReactProps(this, 'data') : undefined;
      if (lost) return { kind: 'value', raw: lost };
      return { kind: 'json', text: this.dataAttribute, where: 'data attribute' };
    }
    const fromAttribute = this.attributeSource();
    if (fromAttribute !== undefined) return { kind: 'value', raw: fromAttribute };
    // On a server (or before upgrade in a DOM shim) there is no light DOM to read here.
    const script = typeof this.querySelector === 'function' ? this.querySelector(':scope > script[type="application/json"]') : null;
    if (script) {
      return { kind: 'json', text: script.textContent ?? '', where: '<script type="application/json">' };
    }
    if (this.src) return { kind: 'url', url: this.src };
    // A server without a light DOM to read (Lit SSR alone; the prerender command gives it one).
    const fromLightDom = typeof this.querySelector === 'function' ? this.lightDomSource() : undefined;
    if (fromLightDom !== undefined) return { kind: 'value', raw: fromLightDom };
    return { kind: 'none' };
  }

  #resolve(): void {
    const source = this.#currentSource();
    if (source.kind !== 'url') this.#cancelFetch();
    if (source.kind !== 'none') this.#loadPending = true;
    switch (source.kind) {
      case 'value':
        this.#accept(() => source.raw);
        break;
      case 'json':
        this.#accept(() => parseJson(source.text, source.where));
        break;
      case 'url':
        if (isServer) this.#acceptServerDocument(source.url);
        else if (this.#fetched?.url === source.url) this.#accept(() => this.#fetched!.raw);
        // Already on its way (a deck or a CMS moved the element while it loaded): let it land.
        // Never from a server, nor for an element out of the page (it fetches when it is back).
        // Nor again while adopting server markup (its fetch ran before the first update, and failed).
        else if (!(this.loading && this.#fetchingUrl === source.url) && !isServer && this.isConnected && (this.hasUpdated || !this.#serverRendered)) void this.#fetch(source.url);
        break;
      case 'none':
        this.value = undefined;
        this.errorText = '';
        break;
    }
  }

  /** Validates input from `read`; valid data replaces the view and clears the error, bad input only reports. */
  #accept(read: () => unknown): void {
    try {
      this.value = this.parseData(read());
      this.errorText = '';
    } catch (error) {
      this.reportError(errorMessage(error));
    }
  }

  /** On a server, the `src` file the prerender command read: the same data and messages as a fetch. */
  #acceptServerDocument(url: string): void {
    const document = this.ssrDocument;
    if (document?.url !== url) return;
    const where = `src "${url}"`;
    try {
      if (document.error !== undefined) throw new Error(document.error);
      const raw = parseJson(document.text ?? '', where);
      this.#fetched = { url, raw };
      this.#accept(() => raw);
    } catch (error) {
      const message = errorMessage(error);
      this.reportError(message.startsWith(where) ? message : `${where}: ${message}`);
    }
  }

  #cancelFetch(): void {
    this.#fetchToken++;
    this.#fetchController?.abort();
    this.#fetchController = undefined;
    this.loading = false;
  }

  async #fetch(url: string): Promise<void> {
    this.#cancelFetch();
    const token = this.#fetchToken;
    const controller = new AbortController();
    this.#fetchController = controller;
    this.#fetchingUrl = url;
    this.loading = true;
    const where = `src "${url}"`;
    try {
      const response = await fetch(new URL(url, document.baseURI), { signal: controller.signal });
      if (!response.ok) throw new Error(`could not load (HTTP ${response.status})`);
      const text = await readCapped(response, MAX_INPUT_BYTES);
      // A newer src (or another source) took over while this one loaded: drop it.
      if (token !== this.#fetchToken) return;
      this.loading = false;
      const raw = parseJson(text, where);
      this.#fetched = { url, raw };
      this.#accept(() => raw);
    } catch (error) {
      if (token !== this.#fetchToken) return;
      this.loading = false;
      const message = errorMessage(error);
      this.reportError(message.startsWith(where) ? message : `${where}: ${message}`);
    }
  }

  protected override render(): TemplateResult {
    return html`<div part="base" class="base" @keydown=${this.#keepControlKeys}>
      ${this.errorText ? this.#renderError(this.errorText) : nothing}
      <div class="announcer sr-only" role="status"></div>
      ${this.loading ? html`<p class="loading">Loading…</p>` : nothing}
      ${this.value === undefined ? (this.loading ? nothing : this.renderEmpty()) : this.#renderSafely(this.value)}
    </div>`;
  }

  /**
   * Keys pressed on one of the element's controls (every focusable thing in it is one) are that
   * control's: they must not also drive a slide deck listening on the document, which reveal.js
   * does whatever `defaultPrevented` says. In a text field that is every key but Tab and Escape
   * (typing "f" must not go full screen); elsewhere the keys that press, move and scroll. Tab,
   * Escape and shortcuts with a modifier still reach the page.
   */
  #keepControlKeys(event: KeyboardEvent): void {
    if (event.key === 'Tab' || event.key === 'Escape' || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.composedPath()[0] as Element;
    const typing = target.matches('input:not([type="radio"], [type="checkbox"]), textarea, select, [contenteditable]');
    if (typing || /^(Arrow|Home$|End$|Page| $|Enter$)/.test(event.key)) event.stopPropagation();
  }

  #renderError(message: string): TemplateResult {
    return html`<div part="error" role="alert"><strong>Error:</strong> ${message}</div>`;
  }

  #renderSafely(value: T): TemplateResult | typeof nothing {
    try {
      return this.renderView(value);
    } catch (error) {
      // A render must never throw: show the failure instead, and announce it after the update.
      this.#renderFailure = `render: ${errorMessage(error)}`;
      return this.#renderError(this.#renderFailure);
    }
  }
}

/**
 * The body of a response as text, refused once it passes `limit` bytes while streaming, so a
 * 50 MB file or a response that never ends is cut off instead of read whole.
 */
async function readCapped(response: Response, limit: number): Promise<string> {
  const reader = response.body!.getReader();
  const chunks: BlobPart[] = [];
  let size = 0;
  for (let chunk; !(chunk = await reader.read()).done; chunks.push(chunk.value)) {
    if ((size += chunk.value.byteLength) > limit) {
      void reader.cancel();
      throw new Error(`the file is over the ${formatLimit(limit)} limit`);
    }
  }
  return new Blob(chunks).text();
}
