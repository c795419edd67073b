import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { LazyModule } from '../../internal/lazy-module.js';
import { addToClass, ChunkStyles } from '../../internal/chunk-styles.js';
import { emit } from '../../internal/emit.js';
import { citationText, needsPicker, prepareEntry, readBibliography, type Bibliography, type Citation, type PreparedEntry } from '../../lib/bibtex-view.js';
import { dedent } from '../../lib/bibtex-scan.js';
import { checkChoice, pickChoice } from '../../internal/choice.js';
import { hostStyles } from '../../styles/host.styles.js';
import { bibtexCardStyles } from './bibtex-card.styles.js';
import {
  BIBTEX_FORMATS,
  parseBibtexCardData,
  type BibtexCardData,
  type BibtexCopyDetail,
  type BibtexDownloadDetail,
  type BibtexFormat,
} from './bibtex-card.types.js';
import type { BibtexInput } from './bibtex-card.types.js';
import { renderFormatPanel, renderFormatTabs, tabLabel } from './card-formats.js';
import { formatters } from './citation-formatter.js';
import type { CardKit } from './card-acts.js';
import type { FormatTabKeys } from './card-tabs.js';
import { acts, imageMenuStyles, type CardActs } from './card-acts-loader.js';
import { registerEnglish, withEnglish } from '../../lib/locale.js';
import { capText } from '../../lib/limits.js';
import bibtexEnglish from '../../locales/en/bibtex-card.js';

registerEnglish(bibtexEnglish);

/**
 * The full reader (lib/bibtex-parse.ts), the picker of an entry among several (lib/bibtex-pick.ts)
 * and what only their texts draw (the warning, the note of entries left out, the empty card, their
 * words and the warning's styles): card-reader.ts, a chunk. A card of one plain entry
 * (lib/bibtex-scan.ts) without a `key` shows BibTeX without it; any other text, a `key`, or the
 * fields a formatted view needs load it. A failed load is tried again next time.
 */
type CardReader = typeof import('./card-reader.js');
const fullReader = new LazyModule<CardReader>(() => import('./card-reader.js').then(withEnglish));
/** The sheet of what only a text the reader read draws (text in its chunk), added before the render that first draws it. */
const readerStyles = new ChunkStyles<CardReader>((module) => module.readerCss);

/**
 * Writes `text` with the Clipboard API: false where it is absent (plain http) or refuses (some
 * iframes); the acts' chunk then tries the copy command. Handled at once, so a refusal before the
 * chunk is here is never an unhandled rejection.
 */
const writeClipboard = (text: string): Promise<boolean> =>
  new Promise((resolve) => resolve(navigator.clipboard.writeText(text))).then(
    () => true,
    () => false,
  );

declare global {
  interface GlobalEventHandlersEventMap {
    'bibtex-copy': CustomEvent<BibtexCopyDetail>;
    'bibtex-download': CustomEvent<BibtexDownloadDetail>;
  }
}

/**
 * A "Cite this work" card: a BibTeX entry shown as given with its parts told
 * apart by colour, APA 7 and MLA 9 formats, Copy and Download, and the view shown
 * as an SVG or PNG image. Its words follow its `lang` (issue 29); the entry and the
 * citation are shown as written.
 *
 * Takes the BibTeX from the `data` property or attribute (`{ bibtex, filename, title }`),
 * the `bibtex` attribute, a child JSON script, `src`, or else its own text
 * content (a `<pre>` with the entry, which readers without JavaScript see).
 * BibTeX and biblatex fields are read; a text with several entries shows the one
 * named by `key` (default: the first that is not only a crossref parent).
 *
 * @tag bibtex-card
 * @summary A BibTeX entry with Copy, Download and APA/MLA formats.
 *
 * @csspart code - The `<pre>` with the BibTeX entry.
 * @csspart formats - The tab list of formats (BibTeX, APA, MLA).
 * @csspart citation - The formatted APA or MLA citation.
 * @csspart copy - The Copy button.
 * @csspart download - The Download button.
 * @csspart image - The "Save as image" disclosure (`<details>`) holding Download SVG and Download PNG of the view shown.
 * @csspart status - The line that says "Copied BibTeX", why copying failed, or which file was offered. Not a live region: the card announces the same sentence through its one polite status region.
 * @csspart warning - The note shown when the entry cannot be read and formatting is unavailable.
 * @fires bibtex-copy - Text was copied. `detail: { format, text }`, `format` being that of the copied text.
 * @fires bibtex-download - The `.bib` file was offered for download (the name made safe for every OS). `detail: { filename }`. Whether the browser saved it the page cannot know.
 * @fires csw-error - Bad input (data of the wrong shape, a failed fetch), an unknown `format`, or a `key` that names no entry. `detail.message` says where and what.
 * @slot - Light-DOM fallback: a `<pre>` with the entry (also read as the BibTeX when no other source is given).
 */
export class BibtexCard extends CswElement<BibtexCardData, BibtexInput> {
  static override styles = [hostStyles, bibtexCardStyles];

  #prepared?: PreparedEntry;
  #preparedFor?: BibtexCardData;
  /** Data waiting for the full reader's chunk (see #holdForReader), shown once it is here unless newer data came. */
  #held?: BibtexCardData;
  /** The full reader on its way (see #askReader). */
  #readerWait?: Promise<void>;
  /** The text read once (entries, keys, index): a new `key` picks from it without parsing the text again. */
  #bibliography?: Bibliography;

  /**
   * Resolves when the APA/MLA formatters are loaded. A server render (prerender) awaits it first, so
   * a card prerendered with `format="apa"` carries its citation; in a browser they load on their own.
   */
  static loadFormatter(): Promise<unknown> {
    return formatters.load();
  }

  /**
   * What a server loads before rendering (the prerender command): the formatters and the full reader,
   * whose warning's styles must be among those a server writes into each shadow root.
   */
  static preload(): Promise<unknown> {
    return Promise.all([formatters.load(), fullReader.load().then((module) => addToClass(this, readerStyles, module))]);
  }

  /**
   * A server-rendered card hydrates in its first update: that waits for the full reader too (a card
   * of several entries would otherwise first draw the fallback, which does not match the server's view).
   */
  protected override holdFirstUpdate(data: () => Promise<unknown> | undefined): void {
    super.holdFirstUpdate(() => Promise.all([data(), fullReader.load().catch(() => undefined)]));
  }

  /** Whether the image menu is open: its two buttons are rendered only then. */
  @state() private imageMenu = false;

  /** What the status line says after Copy or Download (and the live region announces). */
  @state() private status = '';

  /** The BibTeX entry as text, for HTML authors (the `data` property and attribute take precedence). */
  @property() bibtex: string | null = null;

  /** The format shown and copied: `bibtex`, `apa` or `mla`. Download always gives the `.bib`. */
  @property({ reflect: true }) format: BibtexFormat = 'bibtex';

  /** Name of the downloaded file (`data.filename` takes precedence; default `<citekey>.bib`). */
  @property() filename: string | null = null;

  /** Heading text (`data.title` takes precedence; default "Cite this work"). */
  @property() heading: string | null = null;

  /**
   * With several entries in the text, the citation key of the one to show, format, copy and
   * download (its own text alone, byte for byte; its `crossref` parent from the same text is
   * used for APA and MLA). Default: the first entry that is not only another's crossref parent.
   * A key that names no entry is reported and the last good view stays.
   */
  @property({ reflect: true }) key: string | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('bibtex')) this.invalidateSources();
    super.willUpdate(changed);
    // Newer data (or none) replaces any held back for the picker.
    if ((changed as PropertyValues).has('value') && this.value !== this.#held) this.#held = undefined;
    const key = typeof this.key === 'string' ? this.key : null;
    // A scanned text read again by the full reader, once it is here, for what the scan does not give:
    // the picker (a `key`) or the fields of a formatted view.
    const reread = !!fullReader.module && !!this.#bibliography?.scanned && (!!key || this.#format !== 'bibtex');
    if (this.value !== this.#preparedFor || changed.has('key') || reread) {
      const text = this.value?.bibtex;
      // Read once per text (also while the reader loads): picking another `key` reads nothing again.
      if (text !== undefined && (this.#bibliography?.source !== text || reread)) this.#bibliography = readBibliography(text, fullReader.module);
      const bibliography = this.#bibliography?.source === text ? this.#bibliography : undefined;
      if (this.value && (!bibliography || (!fullReader.module && needsPicker(bibliography, key)))) {
        // Not plain, several entries, or a `key`: the reader first (see #holdForReader); the last view stays meanwhile.
        this.#holdForReader();
      } else {
        this.#preparedFor = this.value;
        const next = this.value && prepareEntry(bibliography!, key, fullReader.module);
        const missing = next?.keyProblem ?? '';
        this.flagAttribute('key', missing);
        // A key that names no entry keeps the last good view (before there is one, the picker's default entry).
        if (!missing || !this.#prepared) this.#prepared = next;
        this.status = '';
      }
    }
    // A text the full reader read: its warning and long texts' styles come with it.
    if (!this.#prepared?.scanned && fullReader.module) readerStyles.adopt(this, fullReader.module);
    // A formatted view of a scanned entry: "…" until the reader has read its fields (then the update runs again).
    if (!fullReader.module && this.#prepared?.scanned && this.#format !== 'bibtex') this.#askReader();
    // A formatted view (APA or MLA of a readable entry) needs the formatters: load them, then update
    // again (updateComplete waits for both).
    this.waitFor(formatters.request(this, !!this.#prepared?.entry && this.#shownFormat !== 'bibtex'));
    // The open image menu draws with the acts' chunk (and its sheet, added before that render).
    this.waitFor(acts.request(this, this.imageMenu));
    if (this.imageMenu && acts.module) imageMenuStyles.adopt(this, acts.module);
    if (changed.has('format')) {
      // No format (the attribute removed) is the default, BibTeX.
      this.flagAttribute('format', checkChoice('format', this.format, BIBTEX_FORMATS));
      // A format set in code moves the tab stop to its tab (once a reader has focused the tabs:
      // before that the template's tabindex is all there is).
      this.#tabs.module?.reset();
    }
  }

  // After a render (never on a server): the formatters and the acts' chunk are fetched once the page is idle.
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    formatters.warm();
    acts.warm();
  }

  /**
   * New data or a `key` that needs the full reader while its chunk loads: the last view (or, before
   * the first, the fallback) stays, nothing half-read is drawn, and `ready` and updateComplete wait
   * for the view. New data waits as #held, the last view's data staying the element's value (so
   * `ready` waits too); a new `key` for the same data keeps the last view as it is.
   */
  #holdForReader(): void {
    if (this.value !== this.#preparedFor) {
      this.#held = this.value;
      this.value = this.#preparedFor;
    }
    this.#askReader();
  }

  /**
   * Loads the full reader (once at a time; updateComplete waits for it), then prepares the view again
   * with it, showing held data unless newer data came meanwhile (it takes its own turn). Offline, the
   * error panel says a part of the card did not load, and the last view stays.
   */
  #askReader(): void {
    if (this.#readerWait) return;
    this.waitFor(
      (this.#readerWait = fullReader.load().then(
        () => {
          this.#readerWait = undefined;
          if (this.#held && this.value === this.#preparedFor) this.value = this.#held;
          this.#held = undefined;
          this.#preparedFor = undefined;
          this.requestUpdate();
        },
        () => {
          this.#readerWait = undefined;
          this.#held = undefined;
          this.#offline('bibtex-card: the entry could not be read');
        },
      )),
    );
  }

  /** The APA or MLA citation of the entry shown ([] while the formatters load). */
  #citation(format: 'apa' | 'mla'): Citation {
    return formatters.module?.citationOf(this.#prepared!, format) ?? [];
  }

  protected parseData(raw: unknown): BibtexCardData {
    return parseBibtexCardData(raw);
  }

  protected override attributeSource(): unknown {
    return this.bibtex === null ? undefined : { bibtex: this.bibtex };
  }

  protected override lightDomSource(): unknown {
    // On a server the prerender command gives the element its parsed light DOM (the base does not
    // call this where there is none), so the card reads its <pre> there as in the browser.
    const pre = this.querySelector(':scope > pre, :scope > code');
    const nodes = pre ? [pre] : [...this.childNodes].filter((node) => !/^(SCRIPT|STYLE|TEMPLATE)$/.test(node.nodeName));
    const bibtex = dedent(nodes.map((node) => node.textContent).join(''));
    return bibtex ? { bibtex } : undefined;
  }

  /** The selected format; an unknown `format` (reported) shows BibTeX. */
  get #format(): BibtexFormat {
    return pickChoice(this.format, BIBTEX_FORMATS, 'bibtex');
  }

  /** The format of what is shown: BibTeX whenever the entry cannot be formatted. */
  get #shownFormat(): BibtexFormat {
    return this.#prepared?.problem ? 'bibtex' : this.#format;
  }

  /** What Copy copies in a format, as the button and the status say it: "BibTeX", "APA citation". */
  #copyLabel(format: BibtexFormat): string {
    return format === 'bibtex' ? 'BibTeX' : this.i18n.t('bibtex.citation', { format: tabLabel(format) });
  }

  /**
   * The format tabs' keys (card-tabs.ts): loaded when a reader first focuses or points at the tabs.
   * A first view needs none of it, since the template puts the tab stop on the selected tab, and
   * selection follows focus. (The base keeps the keys from a slide deck; the controller keeps them
   * from scrolling the page.) Offline, the template's tab stop and clicks still work; the next focus
   * tries again.
   */
  readonly #tabs = new LazyModule<FormatTabKeys>(() =>
    import('./card-tabs.js').then(({ formatTabKeys }) => formatTabKeys(this, (format) => (this.format = pickChoice(format, BIBTEX_FORMATS, 'bibtex')))),
  );

  /**
   * A pointer over the tabs or focus in them: what a pick needs is fetched before it (the formatters
   * and the full reader for a formatted view, the tabs' keys). The tabs' controller needs no focus of
   * its own: the template's tab stop is the selected tab, and selection follows focus.
   */
  #approachTabs(): void {
    void formatters.settle();
    void fullReader.load().catch(() => undefined);
    // (A reader's act waiting for its chunk: updateComplete waits for it, so a test or a page sees the outcome.)
    this.waitFor(this.#tabs.load());
  }

  /**
   * The tabs' keys. A key pressed before the controller is here (focus came a moment ago) is kept
   * from scrolling the page now and given to the controller once it has loaded, on the tab that has
   * focus then (a second key may have moved it), else on the tab it was pressed on.
   */
  #handleTabsKeydown(event: KeyboardEvent): void {
    const tabs = this.#tabs.module;
    if (tabs) return tabs.handleKeydown(event);
    if (event.altKey || event.ctrlKey || event.metaKey || !/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(event.key)) return;
    // The tab list's own keydown, in its shadow root: its target is the tab with focus (only tabs take it).
    const tab = event.target as HTMLElement;
    event.preventDefault();
    this.waitFor(this.#tabs.load().then((tabs) => tabs.replay(tab, event.key)));
  }

  /** A pointer over the toolbar, or focus in it: the acts' chunk is fetched before the click. */
  #warmActs(): void {
    void acts.settle();
  }

  /**
   * Copy, done by the acts' chunk (card-acts.ts). BibTeX is written here, at the click, inside its
   * user activation, so the copy is made even before (or without) the chunk; a citation is written by
   * the chunk once the formatters (and a scanned entry's fields) are here, as it always waited for them.
   */
  #handleCopy(): void {
    const written = this.#shownFormat === 'bibtex' && writeClipboard(this.#prepared!.text);
    this.#act('Copy', (module, card) => module.copy(card, written));
  }

  /**
   * Does a reader's act (`name`, as its button says) with the acts' chunk (card-acts.ts): at once when
   * it is here, else once it is, on the view as it was at the act (the kit is taken now); `updateComplete`
   * waits. Offline, the error panel says the act could not be finished (a copy of the BibTeX is made all
   * the same: see #handleCopy).
   */
  #act(name: string, act: (module: CardActs, card: CardKit) => unknown): void {
    const card = this.#kit();
    this.waitFor(
      acts.load().then(
        (module) => act(module, card),
        () => this.#offline(name),
      ),
    );
  }

  /** A chunk `what` needed did not load: said in the error panel; the view stays. */
  #offline(what: string): void {
    this.reportError(`${what}: a part of the card did not load (the page may be offline)`);
  }

  /** What the acts' chunk needs of the card (see CardKit), with the view as it is now. */
  #kit(): CardKit {
    const shown = this.#shownFormat;
    // `filename` set from code may be anything: only text names the file.
    const filename = this.value?.filename || this.filename;
    return {
      host: this,
      i18n: this.i18n,
      say: (message) => this.announce((this.status = message)),
      emit,
      error: (message) => this.reportError(message),
      image: (format, name, build) => this.downloadImage(format, name, build),
      prepared: this.#prepared!,
      shown,
      label: this.#copyLabel(shown),
      filename: typeof filename === 'string' ? filename : '',
      title: this.#title,
      // A scanned entry's fields come with the full reader: the update that reads them again comes first.
      citationText,
      write: writeClipboard,
      citation: () => Promise.all([formatters.load(), this.#prepared?.scanned && this.updateComplete]).then(() => this.#citation(shown as 'apa' | 'mla')),
    };
  }

  /** The heading: `data.title`, else the `heading` attribute cut at the data's 2,000-character title limit (an attribute is not refused), else "Cite this work". */
  get #title(): string {
    return this.value?.title || capText(this.heading ?? '') || this.i18n.t('bibtex.title');
  }

  protected renderView(): TemplateResult {
    const prepared = this.#prepared!;
    const t = this.i18n.locale.t.bind(this.i18n.locale);
    const heading = this.renderHeading(this.#title);
    // An empty text, a warning and entries left out come only from the full reader: its chunk draws them.
    const reader = fullReader.module;
    if (!prepared.text.trim()) return html`${heading}${reader?.renderEmpty(this.i18n.locale)}`;
    const format = this.#format;
    const shown = this.#shownFormat;
    const { problem, leftOut } = prepared;
    return html`
      <div class="toolbar header">
        ${heading}
        <div class="toolbar no-print" @pointerover=${this.#warmActs} @focusin=${this.#warmActs}>
          ${renderFormatTabs({
            format,
            onKeydown: (event) => this.#handleTabsKeydown(event),
            onApproach: () => this.#approachTabs(),
            onPick: (f) => (this.format = f),
            locale: this.i18n.locale,
          })}
          <button part="copy" class="button" @click=${this.#handleCopy}>${t('bibtex.copy')}<span class="sr-only"> ${this.#copyLabel(shown)}</span></button>
          <button part="download" class="button" @click=${() => this.#act('Download .bib', (module, card) => module.download(card))}>${t('bibtex.download')}</button>
          <details
            part="image"
            class="image"
            @keydown=${(event: KeyboardEvent) => acts.module?.handleImageMenuKey(event)}
            @toggle=${(event: Event) => (this.imageMenu = (event.currentTarget as HTMLDetailsElement).open)}
          >
            <summary class="button">${t('bibtex.image')}</summary>
            ${this.imageMenu && acts.module ? acts.module.renderImageMenu((f) => acts.module!.downloadView(this.#kit(), f), this.i18n.locale) : nothing}
          </details>
        </div>
      </div>
      ${problem ? reader?.renderWarning(problem, format === 'bibtex' ? '' : tabLabel(format), this.i18n.locale) : nothing}
      ${renderFormatPanel(
        prepared,
        format,
        shown,
        // The citation once the formatters are here and the entry's fields read (a scanned entry's wait for the reader).
        { drawn: shown !== 'bibtex' && !prepared.scanned && formatters.module?.renderCitation(this.#citation(shown)), failed: !!formatters.failed },
        this.i18n.locale,
      )}
      ${leftOut ? reader?.renderLeftOut(leftOut, this.i18n.locale) : nothing}
      <p part="status" class="status muted no-print">${this.status}</p>
    `;
  }
}
