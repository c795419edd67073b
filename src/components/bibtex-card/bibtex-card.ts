import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { downloadFile } from '../../internal/download.js';
import { copyThroughSelection } from './copy-through-selection.js';
import { emit } from '../../internal/emit.js';
import { citationText, prepareEntry, type Citation, type PreparedEntry } from '../../lib/bibtex-view.js';
import { bibFilename, dedent } from '../../lib/bibtex-parse.js';
import { checkChoice, pickChoice } from '../../internal/choice.js';
import { RovingFocusController } from '../../internal/roving-focus.js';
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
import { registerEnglish } from '../../lib/locale.js';
import bibtexEnglish from '../../locales/en/bibtex-card.js';

registerEnglish(bibtexEnglish);

type Formatter = typeof import('../../lib/bibtex-format.js');
/** The APA/MLA formatters (and the biblatex model), once loaded: a chunk apart, outside the card's first view. */
let formatter: Formatter | undefined;
let loadingFormatter: Promise<Formatter> | undefined;
/** Loads the formatters once per page (the first formatted view, a pointer or focus on the tabs, or idle time). */
const loadFormatter = (): Promise<Formatter> =>
  (loadingFormatter ??= import('../../lib/bibtex-format.js').then((loaded) => (formatter = loaded)));

/** Beyond this many lines the BibTeX view lays out only the lines in sight (see the styles). */
const LONG_TEXT_LINES = 400;

declare global {
  interface GlobalEventHandlersEventMap {
    'bibtex-copy': CustomEvent<BibtexCopyDetail>;
    'bibtex-download': CustomEvent<BibtexDownloadDetail>;
  }
}

/** A format's name on its tab: BibTeX, APA, MLA (the names of the styles, never translated). */
const tabLabel = (format: BibtexFormat) => (format === 'bibtex' ? 'BibTeX' : format.toUpperCase());


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
  /** APA and MLA of `#prepared`, made once the formatters are loaded. */
  #citations?: { apa: Citation; mla: Citation };
  #formatterFailed = false;

  /**
   * Resolves when the APA/MLA formatters are loaded. A server render (prerender) awaits it first, so
   * a card prerendered with `format="apa"` carries its citation; in a browser they load on their own.
   */
  static loadFormatter(): Promise<unknown> {
    return loadFormatter();
  }

  /** What a server loads before rendering (the prerender command): the formatters. */
  static preload(): Promise<unknown> {
    return loadFormatter();
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
    if (this.value !== this.#preparedFor || changed.has('key')) {
      this.#preparedFor = this.value;
      const next = this.value && prepareEntry(this.value.bibtex, typeof this.key === 'string' ? this.key : null);
      const missing = next?.keyProblem ?? '';
      this.flagAttribute('key', missing);
      // A key that names no entry keeps the last good view (or, before there is one, the default entry).
      if (!missing) this.#prepared = next;
      else if (!this.#prepared) this.#prepared = prepareEntry(this.value!.bibtex);
      this.#citations = undefined;
      this.status = '';
    }
    // A formatted view needs the formatters: load them, then update again (see getUpdateComplete).
    if (this.#needsFormatter()) {
      loadFormatter().then(
        () => this.requestUpdate(),
        // Offline, or the file is missing on the server: say so in the view instead of waiting forever.
        () => ((this.#formatterFailed = true), this.requestUpdate()),
      );
    }
    if (changed.has('format')) {
      // No format (the attribute removed) is the default, BibTeX.
      this.flagAttribute('format', checkChoice('format', this.format, BIBTEX_FORMATS));
      // A format set in code moves the tab stop to its tab (once there are tabs: not on a server).
      if (this.hasUpdated) this.#tabs.reset();
    }
  }

  /** Whether the view shown is APA or MLA of a readable entry while the formatters are still loading. */
  #needsFormatter(): boolean {
    return !formatter && !this.#formatterFailed && !!this.#prepared?.entry && this.#shownFormat !== 'bibtex';
  }

  /** `await el.updateComplete` includes loading the formatters a formatted view waits for, and that view. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#needsFormatter()) {
      await loadFormatter().catch(() => (this.#formatterFailed = true));
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    // Fetched while the reader reads the entry, so switching to APA or MLA is immediate.
    if (!isServer) (globalThis.requestIdleCallback ?? setTimeout)(() => void loadFormatter().catch(() => undefined));
  }

  /** The APA or MLA citation of the shown entry ([] while the formatters load or when it cannot be read). */
  #citation(format: 'apa' | 'mla'): Citation {
    const prepared = this.#prepared;
    if (!formatter || !prepared?.entry) return [];
    const { entry, index } = prepared;
    this.#citations ??= {
      apa: formatter.formatCitation(entry, 'apa', index),
      mla: formatter.formatCitation(entry, 'mla', index),
    };
    return this.#citations[format];
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
   * The format tabs: one tab stop; arrows move among the three, wrapping around (← and → as the
   * reader sees them: in a right-to-left card ← goes to the next tab), Home and End to the ends, and
   * the selection follows focus. (The base keeps the keys from a slide deck; the controller keeps
   * them from scrolling the page.)
   */
  readonly #tabs = new RovingFocusController(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="tab"]')],
    onMove: (tab) => (this.format = pickChoice(tab.dataset.format, BIBTEX_FORMATS, 'bibtex')),
  });

  async #handleCopy(): Promise<void> {
    const format = this.#shownFormat;
    const prepared = this.#prepared!;
    if (format !== 'bibtex') await loadFormatter().catch(() => undefined);
    const text = format === 'bibtex' ? prepared.text : citationText(this.#citation(format));
    let copied = true;
    try {
      // Absent on plain http and refused in some iframes: both land in the fallback.
      await navigator.clipboard.writeText(text);
    } catch {
      copied = copyThroughSelection(this.renderRoot as ShadowRoot, text);
    }
    if (copied) {
      this.#say(this.i18n.t('bibtex.copied', { what: this.#copyLabel(format) }));
      emit<BibtexCopyDetail>(this, 'bibtex-copy', { format, text });
    } else {
      this.#say(this.i18n.t('bibtex.copyFailed'));
      getSelection()?.selectAllChildren(this.renderRoot.querySelector('pre, .citation')!);
    }
  }

  /**
   * Shows `message` on the status line and says it in the base's one polite live region (the
   * line itself is no live region: two would make a screen reader say it twice, or drop one).
   */
  #say(message: string): void {
    this.status = message;
    this.announce(message);
  }

  #handleDownload(): void {
    const prepared = this.#prepared!;
    // `filename` set from code may be anything: only text names the file.
    const given = this.value?.filename || this.filename;
    const filename = downloadFile(bibFilename(typeof given === 'string' ? given : '', prepared.key), prepared.text, 'application/x-bibtex');
    emit<BibtexDownloadDetail>(this, 'bibtex-download', { filename });
    // Only what the page knows: it asked. A sandboxed frame without allow-downloads refuses silently.
    this.#say(this.i18n.t(self === top ? 'bibtex.saved' : 'bibtex.savedFramed', { filename }));
  }

  /**
   * Download SVG and PNG of the view shown, behind one disclosure ("Save as image"): the card's own two
   * actions stay Copy and Download .bib, and the toolbar keeps to one row at 375 px.
   */
  #renderImageMenu(): TemplateResult {
    const { locale } = this.i18n;
    return html`<details
      part="image"
      class="image"
      @keydown=${this.#handleImageKey}
      @toggle=${(event: Event) => (this.imageMenu = (event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary class="button">${locale.t('bibtex.image')}</summary>
      ${this.imageMenu
        ? html`<div class="menu">
            ${(['svg', 'png'] as const).map(
              (format) =>
                html`<button class="button" data-image=${format} @click=${() => this.#downloadView(format)}>
                  ${locale.t(format === 'svg' ? 'common.downloadSvg' : 'common.downloadPng')}
                </button>`,
            )}
          </div>`
        : nothing}
    </details>`;
  }

  /**
   * Escape closes the open image menu and gives focus back to its summary. That Escape is the
   * menu's: it must not also reach a slide deck (reveal.js opens its overview on Escape).
   */
  #handleImageKey(event: KeyboardEvent): void {
    const menu = event.currentTarget as HTMLDetailsElement;
    if (event.key !== 'Escape' || !menu.open) return;
    event.preventDefault();
    event.stopPropagation();
    menu.open = false;
    menu.querySelector('summary')!.focus();
  }

  /**
   * The shown view (the entry, or its APA or MLA citation) as an image file, `<name>-<format>.svg`
   * or `.png`. The SVG writer is a lazy chunk (bibtex-card-image.ts, src/lib/citation-svg.ts),
   * loaded here with the base's exporter; colours and fonts are read from the screen.
   */
  #downloadView(format: 'svg' | 'png'): void {
    const prepared = this.#prepared!;
    const shown = this.#shownFormat;
    const given = this.value?.filename || this.filename;
    const stem = bibFilename(typeof given === 'string' ? given : '', prepared.key).replace(/\.bib$/i, '');
    // The menu closes and its buttons go: focus, if it was on one, returns to the menu's summary.
    const menu = this.renderRoot.querySelector<HTMLDetailsElement>('details[part="image"]')!;
    const focused = menu.contains((this.renderRoot as ShadowRoot).activeElement);
    menu.open = false;
    if (focused) menu.querySelector('summary')!.focus();
    void this.downloadImage(format, `${stem}-${shown}`, async () => {
      const [{ cardImage }] = await Promise.all([import('./bibtex-card-image.js'), shown === 'bibtex' ? undefined : loadFormatter()]);
      return cardImage(this.renderRoot, {
        title: this.value?.title || this.heading || this.i18n.t('bibtex.title'),
        ...(shown === 'bibtex' ? { code: prepared.lines } : { citation: this.#citation(shown) }),
        width: this.clientWidth,
        dir: this.i18n.dir,
      });
    });
  }

  protected renderView(value: BibtexCardData): TemplateResult {
    const prepared = this.#prepared!;
    const t = this.i18n.locale.t.bind(this.i18n.locale);
    const heading = this.renderHeading(value.title || this.heading || t('bibtex.title'));
    if (!prepared.text.trim()) return html`${heading}<p class="empty">${t('bibtex.empty')}</p>`;
    const format = this.#format;
    const shown = this.#shownFormat;
    const { problem, leftOut } = prepared;
    return html`
      <div class="toolbar header">
        ${heading}
        <div class="toolbar no-print">
          <div
            part="formats"
            class="toolbar"
            role="tablist"
            aria-label=${t('bibtex.formats')}
            @keydown=${this.#tabs.handleKeydown}
            @pointerover=${loadFormatter}
            @focusin=${(event: FocusEvent) => (void loadFormatter(), this.#tabs.handleFocusin(event))}
          >
            ${BIBTEX_FORMATS.map(
              (f) => html`<button
                class="button"
                role="tab"
                id="tab-${f}"
                data-format=${f}
                aria-selected=${f === format}
                aria-controls="panel"
                tabindex=${f === format ? 0 : -1}
                @click=${() => (this.format = f)}
              >
                ${tabLabel(f)}
              </button>`,
            )}
          </div>
          <button part="copy" class="button" @click=${this.#handleCopy}>${t('bibtex.copy')}<span class="sr-only"> ${this.#copyLabel(shown)}</span></button>
          <button part="download" class="button" @click=${this.#handleDownload}>${t('bibtex.download')}</button>
          ${this.#renderImageMenu()}
        </div>
      </div>
      ${problem
        ? html`<p part="warning" class="warning">${t('bibtex.unavailable', { formats: format === 'bibtex' ? t('bibtex.apaMla') : tabLabel(format), problem })}</p>`
        : nothing}
      <div id="panel" role="tabpanel" aria-labelledby="tab-${format}">
        ${shown === 'bibtex'
          ? html`<pre part="code" dir="ltr" class="code ${prepared.lines.length > LONG_TEXT_LINES ? 'long' : ''}">${prepared.lines.map(
              (line) => html`<span class="line">${line.map(([role, text]) => html`<span class="t-${role}">${text}</span>`)}</span>`,
            )}</pre>`
          : html`<p part="citation" dir="ltr" class="citation">
              ${formatter
                ? this.#citation(shown).map((run, index) => (index % 2 ? html`<i>${run}</i>` : run))
                : this.#formatterFailed
                  ? t('bibtex.loadFailed')
                  : '…'}
            </p>`}
      </div>
      ${leftOut
        ? html`<p class="note muted">${t('bibtex.leftOut', { n: leftOut })}</p>`
        : nothing}
      <p part="status" class="status muted no-print">${this.status}</p>
    `;
  }
}
