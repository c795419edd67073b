import { html, type TemplateResult } from 'lit';
import type { PreparedEntry } from '../../lib/bibtex-view.js';
import type { Locale } from '../../lib/locale.js';
import { BIBTEX_FORMATS, type BibtexFormat } from './bibtex-card.types.js';

/** Beyond this many lines the BibTeX view lays out only the lines in sight (see the styles). */
const LONG_TEXT_LINES = 400;

/** A format's name on its tab: BibTeX, APA, MLA (the names of the styles, never translated). */
export const tabLabel = (format: BibtexFormat): string => (format === 'bibtex' ? 'BibTeX' : format.toUpperCase());

/** What the format tabs need of the card: the keyboard (a RovingFocusController, see card-tabs.ts) and what a tab does. */
export interface FormatTabs {
  /** The selected format. */
  format: BibtexFormat;
  onKeydown: (event: KeyboardEvent) => void;
  /** A pointer over the tabs or focus in them: what a pick needs starts loading before it. */
  onApproach: () => void;
  onPick: (format: BibtexFormat) => void;
  locale: Locale;
}

/**
 * The tab list of formats. The template sets the tab stop on the selected tab (so server HTML has
 * one, and selection follows focus, so the tab stop is always the selected tab's); the card's
 * RovingFocusController moves it with the arrows, Home and End.
 */
export function renderFormatTabs({ format, onKeydown, onApproach, onPick, locale }: FormatTabs): TemplateResult {
  return html`<div
    part="formats"
    class="toolbar"
    role="tablist"
    aria-label=${locale.t('bibtex.formats')}
    @keydown=${onKeydown}
    @pointerover=${onApproach}
    @focusin=${onApproach}
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
        @click=${() => onPick(f)}
      >
        ${tabLabel(f)}
      </button>`,
    )}
  </div>`;
}

/**
 * The tab panel: the entry as written, its parts coloured (always left to right: BibTeX is code),
 * or the APA or MLA citation with its italic runs, drawn by the formatters' chunk (`drawn`); "…"
 * while it loads.
 */
export function renderFormatPanel(
  prepared: PreparedEntry,
  selected: BibtexFormat,
  shown: BibtexFormat,
  citation: { drawn?: unknown; failed: boolean },
  locale: Locale,
): TemplateResult {
  return html`<div id="panel" role="tabpanel" aria-labelledby="tab-${selected}">
    ${shown === 'bibtex'
      ? html`<pre part="code" dir="ltr" class="code ${prepared.lines.length > LONG_TEXT_LINES ? 'long' : ''}">${prepared.lines.map(
          (line) => html`<span class="line">${line.map(([role, text]) => html`<span class="t-${role}">${text}</span>`)}</span>`,
        )}</pre>`
      : html`<p part="citation" dir="ltr" class="citation">
          ${citation.drawn
            ? citation.drawn
            : citation.failed
              ? locale.t('bibtex.loadFailed')
              : '…'}
        </p>`}
  </div>`;
}
