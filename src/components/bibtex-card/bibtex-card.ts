import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { downloadFile } from '../../internal/download.js';
import { emit } from '../../internal/emit.js';
import { prepareCitation, type PreparedCitation } from '../../lib/bibtex-citation.js';
import { citationText } from '../../lib/bibtex-format.js';
import { bibFilename, dedent } from '../../lib/bibtex-parse.js';
import { hostStyles } from '../../styles/host.styles.js';
import { bibtexCardStyles } from './bibtex-card.styles.js';
import {
  BIBTEX_FORMATS,
  FORMAT_LABELS,
  parseBibtexCardData,
  type BibtexCardData,
  type BibtexCopyDetail,
  type BibtexDownloadDetail,
  type BibtexFormat,
} from './bibtex-card.types.js';

declare global {
  interface GlobalEventHandlersEventMap {
    'bibtex-copy': CustomEvent<BibtexCopyDetail>;
    'bibtex-download': CustomEvent<BibtexDownloadDetail>;
  }
}

const icon = (path: string) =>
  html`<svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d=${path}></path></svg>`;
const COPY_ICON = icon('M5 1.5h7.5a1 1 0 0 1 1 1V11M3 4.5h7.5v10H3z');
const DOWNLOAD_ICON = icon('M8 1.5v9M4.5 7 8 10.5 11.5 7M2.5 14.5h11');
/** Keys that move between the format tabs, as offsets (Home and End are handled apart). */
const TAB_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A "Cite this work" card: a BibTeX entry shown as given with its parts told
 * apart by colour, APA 7 and MLA 9 formats, Copy and Download.
 *
 * Takes the BibTeX from the `data` property or attribute (`{ bibtex, filename, title }`),
 * the `bibtex` attribute, a child JSON script, `src`, or else its own text
 * content (a `<pre>` with the entry, which readers without JavaScript see).
 *
 * @tag bibtex-card
 * @summary A BibTeX entry with Copy, Download and APA/MLA formats.
 *
 * @csspart code - The `<pre>` with the BibTeX entry.
 * @csspart formats - The tab list of formats (BibTeX, APA, MLA).
 * @csspart citation - The formatted APA or MLA citation.
 * @csspart copy - The Copy button.
 * @csspart download - The Download button.
 * @csspart status - The live region that says "Copied BibTeX" or why copying failed.
 * @csspart warning - The note shown when the entry cannot be read and formatting is unavailable.
 * @cssprop --bibtex-card-code-background - Background of the entry and the citation (default: `--csw-surface-2`).
 * @cssprop --bibtex-card-code-font - Font of the entry (default: the system monospace).
 * @cssprop --bibtex-card-type-color - Colour of the entry type (`@misc`).
 * @cssprop --bibtex-card-key-color - Colour of the citation key.
 * @cssprop --bibtex-card-field-color - Colour of field names.
 * @cssprop --bibtex-card-value-color - Colour of values.
 * @cssprop --bibtex-card-macro-color - Colour of macro names (`jan`, `@string` names).
 * @fires bibtex-copy - Text was copied. `detail: { format, text }`, `format` being that of the copied text.
 * @fires bibtex-download - The `.bib` file was offered for download. `detail: { filename }`.
 * @slot - Light-DOM fallback: a `<pre>` with the entry (also read as the BibTeX when no other source is given).
 */
export class BibtexCard extends CswElement<BibtexCardData> {
  static override styles = [hostStyles, bibtexCardStyles];

  #prepared?: PreparedCitation;
  #preparedFor?: BibtexCardData;
  #formatError = '';

  /** What the status line says after Copy or Download. */
  @state() private status = '';

  /** The BibTeX entry as text, for HTML authors (the `data` property and attribute take precedence). */
  @property() bibtex: string | null = null;

  /** The format shown and copied: `bibtex`, `apa` or `mla`. Download always gives the `.bib`. */
  @property({ reflect: true }) format: BibtexFormat = 'bibtex';

  /** Name of the downloaded file (`data.filename` takes precedence; default `<citekey>.bib`). */
  @property() filename: string | null = null;

  /** Heading text (`data.title` takes precedence; default "Cite this work"). */
  @property() heading: string | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('bibtex')) this.invalidateSources();
    super.willUpdate(changed);
    if (this.value !== this.#preparedFor) {
      this.#preparedFor = this.value;
      this.#prepared = this.value && prepareCitation(this.value.bibtex);
      this.status = '';
    }
    if (changed.has('format')) {
      if (!BIBTEX_FORMATS.includes(this.format)) {
        this.#formatError = `format: expected one of "bibtex", "apa", "mla", got ${JSON.stringify(this.format)}`;
        this.reportError(this.#formatError);
      } else if (this.#formatError) {
        if (this.errorText === this.#formatError) this.errorText = '';
        this.#formatError = '';
      }
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Only a <pre> that scrolls is a tab stop: keyboard users can then scroll it.
    const pre = this.renderRoot.querySelector('pre');
    if (pre && pre.scrollWidth > pre.clientWidth + 1) pre.setAttribute('tabindex', '0');
    else pre?.removeAttribute('tabindex');
  }

  protected parseData(raw: unknown): BibtexCardData {
    return parseBibtexCardData(raw);
  }

  protected override attributeSource(): unknown {
    return this.bibtex === null ? undefined : { bibtex: this.bibtex };
  }

  protected override lightDomSource(): unknown {
    const pre = this.querySelector(':scope > pre, :scope > code');
    const nodes = pre ? [pre] : [...this.childNodes].filter((node) => !(node instanceof Element) || !/^(SCRIPT|STYLE|TEMPLATE)$/.test(node.tagName));
    const bibtex = dedent(nodes.map((node) => node.textContent ?? '').join(''));
    return bibtex ? { bibtex } : undefined;
  }

  get #format(): BibtexFormat {
    return BIBTEX_FORMATS.includes(this.format) ? this.format : 'bibtex';
  }

  /** The format of what is shown: BibTeX whenever the entry cannot be formatted. */
  get #shownFormat(): BibtexFormat {
    return this.#prepared?.problem ? 'bibtex' : this.#format;
  }

  #shownText(prepared: PreparedCitation): string {
    const format = this.#shownFormat;
    return format === 'bibtex' ? prepared.text : citationText(format === 'apa' ? prepared.apa : prepared.mla);
  }

  #handleTabClick(event: Event): void {
    this.format = (event.currentTarget as HTMLElement).dataset.format as BibtexFormat;
  }

  async #handleTabKey(event: KeyboardEvent): Promise<void> {
    const count = BIBTEX_FORMATS.length;
    const offset = TAB_KEYS[event.key];
    const index =
      event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : offset === undefined ? -1 : (BIBTEX_FORMATS.indexOf(this.#format) + offset + count) % count;
    if (index < 0) return;
    // Handled here only: a slide deck listening on the document must not also change slides.
    event.preventDefault();
    event.stopPropagation();
    this.format = BIBTEX_FORMATS[index]!;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#tab-${this.format}`)?.focus();
  }

  #handleCodeKey(event: KeyboardEvent): void {
    // Arrow keys scroll a focused, scrolling entry sideways instead of changing the slide.
    if (/^(ArrowLeft|ArrowRight|Home|End)$/.test(event.key)) event.stopPropagation();
  }

  async #handleCopy(): Promise<void> {
    const prepared = this.#prepared;
    if (!prepared) return;
    const format = this.#shownFormat;
    const text = this.#shownText(prepared);
    this.status = '';
    let copied = false;
    try {
      // Absent on plain http and refused in some iframes: both land in the fallback.
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = this.#copyThroughSelection(text);
    }
    // Let the cleared status render first, so a repeated "Copied" is announced again.
    await this.updateComplete;
    if (copied) {
      this.status = `Copied ${format === 'bibtex' ? 'BibTeX' : `${FORMAT_LABELS[format]} citation`}`;
      emit<BibtexCopyDetail>(this, 'bibtex-copy', { format, text });
    } else {
      this.status = 'Copy failed: this page may not use the clipboard. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';
      const shown = this.renderRoot.querySelector('pre, .citation');
      if (shown) getSelection()?.selectAllChildren(shown);
    }
  }

  /**
   * The pre-Clipboard-API way: select the text in a hidden textarea and run the
   * copy command. A textarea turns CRLF into LF, so the copy event puts the
   * exact text on the clipboard; the selection is what browsers copy otherwise.
   */
  #copyThroughSelection(text: string): boolean {
    const root = this.renderRoot as ShadowRoot;
    const focused = root.activeElement as HTMLElement | null;
    const buffer = document.createElement('textarea');
    buffer.value = text;
    buffer.readOnly = true;
    buffer.tabIndex = -1;
    buffer.className = 'clipboard-buffer';
    buffer.setAttribute('aria-hidden', 'true');
    buffer.addEventListener('copy', (event: ClipboardEvent) => {
      if (!event.clipboardData) return;
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    });
    root.append(buffer);
    buffer.focus({ preventScroll: true });
    buffer.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    buffer.remove();
    focused?.focus({ preventScroll: true });
    return copied;
  }

  #handleDownload(): void {
    const prepared = this.#prepared;
    if (!prepared) return;
    const filename = bibFilename(this.value?.filename ?? this.filename ?? undefined, prepared.key);
    downloadFile(filename, prepared.text, 'application/x-bibtex');
    emit<BibtexDownloadDetail>(this, 'bibtex-download', { filename });
    this.status = `Downloaded ${filename}`;
  }

  protected renderView(value: BibtexCardData): TemplateResult {
    const prepared = this.#prepared ?? prepareCitation(value.bibtex);
    const heading = html`<h2 class="title">${value.title || this.heading || 'Cite this work'}</h2>`;
    if (!prepared.text.trim()) return html`${heading}<p class="empty">No BibTeX entry to show.</p>`;
    const format = this.#format;
    const shown = this.#shownFormat;
    const { problem, leftOut } = prepared;
    return html`
      <div class="header">
        ${heading}
        <div class="toolbar">
          <div part="formats" class="formats" role="tablist" aria-label="Citation format" @keydown=${this.#handleTabKey}>
            ${BIBTEX_FORMATS.map(
              (f) => html`<button
                class="button tab"
                role="tab"
                id="tab-${f}"
                data-format=${f}
                aria-selected=${f === format ? 'true' : 'false'}
                aria-controls="panel"
                tabindex=${f === format ? 0 : -1}
                @click=${this.#handleTabClick}
              >
                ${FORMAT_LABELS[f]}
              </button>`,
            )}
          </div>
          <button part="copy" class="button" @click=${this.#handleCopy}>
            ${COPY_ICON}Copy<span class="sr-only"> ${shown === 'bibtex' ? 'BibTeX' : `${FORMAT_LABELS[shown]} citation`}</span>
          </button>
          <button part="download" class="button" @click=${this.#handleDownload}>${DOWNLOAD_ICON}Download .bib</button>
        </div>
      </div>
      ${problem
        ? html`<p part="warning" class="warning">
            ${format === 'bibtex' ? 'APA and MLA formatting is' : `${FORMAT_LABELS[format]} formatting is`} unavailable:
            ${problem}. The entry is shown as given.
          </p>`
        : nothing}
      <div id="panel" role="tabpanel" aria-labelledby="tab-${format}">
        ${shown === 'bibtex'
          ? html`<pre part="code" class="code" data-prevent-swipe @keydown=${this.#handleCodeKey}><code>${prepared.spans.map(
              ([role, text]) => (role === 'text' ? text : html`<span class="t-${role}">${text}</span>`),
            )}</code></pre>`
          : html`<p part="citation" class="citation">${(shown === 'apa' ? prepared.apa : prepared.mla).map((run) =>
              run.italic ? html`<i>${run.text}</i>` : run.text,
            )}</p>`}
      </div>
      ${leftOut
        ? html`<p class="note muted">${leftOut} more ${leftOut === 1 ? 'entry was' : 'entries were'} left out.</p>`
        : nothing}
      <p part="status" class="status" role="status" aria-live="polite">${this.status}</p>
    `;
  }
}
