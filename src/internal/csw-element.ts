import { LitElement, html, nothing, type CSSResultGroup, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { errorMessage } from '../lib/json.js';
import { DataError } from '../lib/data-error.js';
import { hostStyles } from '../styles/host.styles.js';
import { Announcer } from './announcer.js';
import { AttributeProblems, baseAttributeProblems, type Motion, type Theme } from './choice.js';
import { ChunkStyles } from './chunk-styles.js';
import { ColorSchemeController } from './color-scheme.js';
import { DataSourceController, type ServerDocument } from './data-source.js';
import { SideScrollMarker, keepControlKeys } from './deck-keys.js';
import { markDrawn } from './drawn-state.js';
import { emit } from './emit.js';
import { FitLoader } from './fit-loader.js';
import type { CswErrorDetail, CswLoadDetail } from './events.js';
import type { SvgExport } from './export-image.js';
import { LazyModule } from './lazy-module.js';
import { LoadingReserve } from './loading-reserve.js';
import { LocalizeController } from './localize-controller.js';
import { Hydration } from './hydration.js';
import { downloadViewImage } from './image-download.js';
import { MediaQueryController, PrintController } from './media-query.js';
import { PendingWork } from './pending-work.js';

export type { Motion, Theme } from './choice.js';

export type { CswErrorDetail, CswLoadDetail } from './events.js';

/** `fit`'s sheet (its text in fit's chunk), added to an element's shadow root when it is first fitted. */
const fitStyles = new ChunkStyles<typeof import('./fit-controller.js')>((module) => module.FIT_CSS);

/** What tells a deck's plugin that the view changed (see CswElement's `updated`): loaded once an element a deck fits updates. */
const deckViewChange = new LazyModule(() => import('./deck-view-change.js'));

/**
 * The base every element shares: the properties, the render shell (error panel, live region,
 * loading indicator, view), the heading and the hooks an element fills in. What docs/embedding.md
 * ("What every element shares") promises of all four lives in named controllers (docs/architecture.md):
 * data sources and loading (`DataSourceController`), hydration (`Hydration`), print and motion
 * (media-query controllers), the page's colour scheme, the live region and the deck's keys.
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
 * @cssprop --csw-reserve-height - The height the element keeps while its `src` data loads, border and padding included, so the page does not move when the data arrives (default: the element's own estimate for its width; `0` keeps none). Any length; `cqi` is a percentage of the element's inner width, for an aspect-style hint (`calc(60cqi + 4em)`).
 */
export abstract class CswElement<T, Input = T> extends Hydration(LitElement) {
  static override styles: CSSResultGroup = [hostStyles];

  readonly #source = new DataSourceController<T>(this, {
    parse: (raw) => this.parseData(raw),
    attributeSource: () => this.attributeSource(),
    lightDomSource: () => this.lightDomSource(),
    fromCsv: (text) => this.fromCsv(text),
    show: (value) => ((this.value = value), (this.errorText = '')),
    report: (message) => this.reportError(message),
    setLoading: (loading) => (this.loading = loading),
    wait: (work) => this.waitFor(work),
  });
  readonly #reducedMotion = new MediaQueryController(this, '(prefers-reduced-motion: reduce)');
  readonly #scheme = new ColorSchemeController(this, () => this.theme);
  readonly #announcer = new Announcer(this);
  readonly #sideScroll = new SideScrollMarker(this);
  readonly #attributes = new AttributeProblems();
  readonly #reserve = new LoadingReserve(
    this,
    () => this.loading,
    () => this.i18n.t('common.loading'),
    // No view yet, no error, and work the view waits for (an element holding its data for a chunk):
    // busy, as while a `src` downloads.
    () => this.value === undefined && !this.errorText && this.#pending.pending && this.#pending.settled(),
  );
  /** What `updateComplete` waits for besides the update itself (see waitFor). */
  readonly #pending = new PendingWork();

  #renderFailure = '';
  /** A view has been shown once: later language changes re-render it in place (no fallback between). */
  #viewShown = false;

  /**
   * The reader's language and direction (the element's `lang`, else the nearest ancestor's, else the
   * document's), with its strings and number formats: docs/localization.md.
   */
  protected readonly i18n = new LocalizeController(this);

  /**
   * Resolves once the element shows its data, or the error that stands in for it (`{ error }`), so
   * a deck, a test or a framework can wait instead of polling `aria-busy`. It resolves once, for the
   * first data or error; `csw-load` fires for every later one too.
   */
  readonly ready: Promise<CswLoadDetail> = this.#source.ready.then(async (detail) => {
    // Shown in the reader's language: a table other than English is a lazy chunk.
    await this.i18n.ready;
    return detail;
  });

  /** The last valid data: what is on screen. Errors never replace it. */
  @state() protected value?: T;
  /** The current error message, or '' when the last input was valid. */
  @state() protected errorText = '';
  @state() protected loading = false;
  /** The page is printing or print media applies (a PDF run): render for paper (see `PrintController`). */
  @state() protected printing = false;

  /**
   * The element's data as an object (fields with a default may be left out). Takes precedence over
   * every other source. Validated when set: bad input shows the error panel, never throws.
   */
  @property({ attribute: false }) data?: Input | null;

  /** The same data as JSON text, for HTML authors. */
  @property({ attribute: 'data' }) dataAttribute: string | null = null;

  /** URL of a JSON file (or a CSV file, for elements that read CSV) with the data, fetched when no other source is given. */
  @property() src: string | null = null;

  /**
   * Level (1–6) of the element's title, which it exposes as one heading: choose the level that fits
   * the page's outline. The title's region, caption and graphic point at that heading rather than
   * repeat it.
   */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  /** Colour scheme: `light`, `dark`, or `auto` to follow the page's own `color-scheme` when it sets one, else `prefers-color-scheme`. */
  @property({ reflect: true }) theme: Theme = 'auto';

  /** `none` turns animation off (for a deck or a print run); `auto` honours `prefers-reduced-motion`. */
  @property({ reflect: true }) motion: Motion = 'auto';

  /**
   * Fit the whole view inside the element's own box (the width and height the page gives it: a
   * slide of any deck tool, a grid cell, a fixed-height card), first by its compact forms, then by
   * text size, never below 12 px; refits when the box, the data or the language changes. Without
   * it the element keeps its natural height.
   */
  @property({ type: Boolean, reflect: true }) fit = false;

  /**
   * Server rendering only (set by the prerender command, `codespecweave-widgets/ssr`): the file `src`
   * names, read from disk, or why it could not be read. A server cannot fetch; the browser does.
   * @internal
   */
  ssrDocument?: ServerDocument;

  /** Turns the element's own input (already JSON-parsed, or from `fromCsv`) into valid data, or throws a `DataError`. */
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

  /**
   * CSV text (a `src` ending in `.csv` or served as `text/csv`, a `<script type="text/csv">`) as
   * the element's input object, which then goes through `parseData`. Throw a `DataError` for bad
   * CSV: it is shown like a JSON error, located at its source. Elements that read CSV override it.
   */
  protected fromCsv(_text: string): unknown {
    throw new DataError('', `${this.localName} does not read CSV`);
  }

  /** Shown when there is no data (also while `src` loads): the light-DOM fallback, as a reader without JavaScript sees it. */
  protected renderEmpty(): TemplateResult {
    return html`<slot></slot>`;
  }

  /** Whether animation may run: not with `motion="none"` nor under `prefers-reduced-motion: reduce`. */
  protected get motionAllowed(): boolean {
    return this.motion !== 'none' && !this.#reducedMotion.matches;
  }

  /** Call when an element-specific source changed, so the next update re-reads the sources. */
  protected invalidateSources(): void {
    this.#source.invalidate();
  }

  /**
   * The element's title as its one heading, at `heading-level`. Elements label their region, table
   * caption and SVG with `aria-labelledby="title"` instead of repeating the text.
   */
  protected renderHeading(text: string): TemplateResult {
    const level = Math.round(Number(this.headingLevel));
    return html`<div part="title" class="title" id="title" role="heading" aria-level=${level >= 1 && level <= 6 ? level : 2}>${text}</div>`;
  }

  /**
   * Says `message` in the element's one polite live region. Call it from a reader's action only
   * (a click, a key, typing), never when a property is set in code: a reader hears what their own
   * action changed. The same message twice in a row is announced twice.
   */
  protected announce(message: string): void {
    this.#announcer.say(message);
  }

  /** What the live region says now (tests and the docs read it). */
  get announcement(): string {
    return this.#announcer.text;
  }

  /** Shows `message` in the error panel and announces it with `csw-error`; the view stays. */
  protected reportError(message: string): void {
    this.errorText = message;
    emit<CswErrorDetail>(this, 'csw-error', { message });
  }

  /**
   * Reports what is wrong with one of the element's own attributes (not with its data), or with
   * `''` says it is fixed (see `checkChoice` for enumerated ones). A fixed attribute takes its
   * message off the panel, unless another error has replaced it there; the panel then shows what
   * is still wrong with another attribute, if anything.
   */
  protected flagAttribute(name: string, message: string): void {
    const previous = this.#attributes.set(name, message);
    if (message) this.reportError(message);
    else if (previous !== undefined && this.errorText === previous) this.errorText = this.#attributes.latest;
  }

  /**
   * Makes `updateComplete` wait for `work` (a chunk the view needs on its way, a reader's act waiting
   * for one, a sentence still to say) and for the update it asks for, so a test, a deck or a
   * framework that awaits it sees the outcome, never the view before. `undefined` is nothing to wait
   * for. A rejection is the caller's to handle: here it only ends the wait.
   */
  protected waitFor(work: Promise<unknown> | undefined): void {
    if (work) this.#pending.track(work);
  }

  /**
   * The update in flight, done, without the work `waitFor` keeps: for work that itself waits for the
   * update (a sentence that counts the rows it renders), which `updateComplete` would wait for in turn.
   */
  protected updateRendered(): Promise<boolean> {
    return super.getUpdateComplete();
  }

  /** Call after each render with whether a region scrolls sideways (see `SideScrollMarker`: reveal.js swipes). */
  protected markSideScroll(overflowing: boolean): void {
    this.#sideScroll.mark(overflowing);
  }

  /**
   * Downloads an image of the view as `<name>.svg` or `.png`, from `build` (run now, on the
   * reader's click). Whatever fails, in `build` or in the PNG encoding, is reported once, in the
   * error panel and as `csw-error` ("Download PNG: …"); nothing escapes the click handler.
   */
  protected downloadImage(format: 'svg' | 'png', name: string, build: () => SvgExport | Promise<SvgExport>): Promise<void> {
    return downloadViewImage(format, name, build, (message) => this.reportError(message));
  }

  constructor() {
    super();
    // Printing is updated at once, inside beforeprint. (An element that lays itself out for its width
    // observes what it lays out: requirement-web's WebRoom, ContainerWidthController for a simple box.)
    new PrintController(this, (printing) => {
      // Fitted on screen (`fit`, or a deck plugin: data-fitted="screen"), it prints as it was fitted:
      // its box gave it its form and text size, and the print is made at once, with no time to fit
      // again; its paper layout (a board's fields under the rows for an A4 page) was taller than
      // the box, and Slidev's PDF cut the board's last rows (issue 36). Its sheets' paper rules stand
      // aside for it too (FITTED_ON_SCREEN). Fitted under print media (a PDF run), it is fitted for paper.
      const paper = printing && this.getAttribute('data-fitted') !== 'screen';
      if (paper === this.printing) return;
      this.printing = paper;
      if (this.isUpdatePending) this.performUpdate();
    });
    // `fit`: refitted when the box, the data or the language changes. Not when printing starts: the
    // print is made at once, and a fitting takes frames (it would print half-way); what was fitted
    // on screen prints, and a page opened under print media (a PDF run) is fitted for paper.
    // Its sheet comes through the chunks' one adopter (ChunkStyles), handed in: imported by the chunk,
    // chunk-styles.ts would be split out of every first view's file.
    new FitLoader(this, (fit, host) => new fit.FitController(host, () => [this.value, this.i18n.lang], () => this.printing, () => fitStyles.adopt(this, fit)));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A server-rendered element hydrates in its first update, so that waits for `hydrate`, the `src`
    // data and the page language's strings: a loading frame, or English, would not match the server's view.
    this.holdFirstUpdate(() => Promise.all([this.#source.prefetch(), this.i18n.loaded]));
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#source.update(changed.has('data') || changed.has('dataAttribute') || changed.has('src'));
    for (const [name, problem] of baseAttributeProblems(changed, this)) this.flagAttribute(name, problem);
    if (changed.has('theme')) this.#scheme.check();
  }

  /** The first update has drawn the shadow root: `:state(csw-drawn)` (drawn-state.ts). */
  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    markDrawn(this);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.#renderFailure) {
      const message = this.#renderFailure;
      this.#renderFailure = '';
      emit<CswErrorDetail>(this, 'csw-error', { message });
    }
    this.#source.settled(this.value !== undefined, this.errorText);
    // Fitted by a deck's plugin (`data-fit-by`): the plugin is told the view changed (deck-view-change.ts;
    // `fit`'s own controller sees the update itself). Offline, it still refits on a resize.
    if (this.hasAttribute('data-fit-by')) deckViewChange.load().then((module) => module.tellDeck(this), () => undefined);
  }

  /** Waits for the update, then for the work `waitFor` keeps and the updates it asks for, until none is left. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#pending.pending) {
      await this.#pending.settled();
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  protected override render(): TemplateResult {
    const scheme = this.#scheme.scheme;
    return html`<div part="base" class="base${scheme ? ` scheme-${scheme}` : ''}" dir=${this.i18n.dir} @keydown=${keepControlKeys}>
      ${this.errorText ? this.#renderError(this.errorText) : nothing}
      ${this.#announcer.render()}
      ${this.loading && this.value !== undefined ? this.#reserve.line() : nothing}
      ${this.#renderViewOrFallback()}
    </div>`;
  }

  /** The view; before the first, the fallback (in a box of about the view's height while data is on its way), also while the page language's strings are (see LoadingReserve). */
  #renderViewOrFallback(): TemplateResult | typeof nothing {
    const languageFirst = !this.#viewShown && this.i18n.pending;
    if (this.value !== undefined && !languageFirst) {
      this.#viewShown = true;
      return this.#renderSafely(this.value);
    }
    return this.#reserve.render(this.renderEmpty());
  }

  #renderError(message: string): TemplateResult {
    return html`<div part="error" role="alert"><strong>${this.i18n.t('common.error')}</strong> ${message}</div>`;
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
