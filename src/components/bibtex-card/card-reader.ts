/**
 * The card's full reader (lib/bibtex-parse.ts) with what reads a text whole and picks the entry to
 * show (lib/bibtex-pick.ts), and what only a text read by them can draw: the warning that an entry cannot
 * be formatted, the note of entries left out, the empty card, with their English words and the
 * warning's styles. One chunk (issue 40): a card of one plain entry (lib/bibtex-scan.ts) without a
 * `key` shows BibTeX without it; any other text, a `key`, or the fields a formatted view needs load
 * it, and the card holds its last view meanwhile, so nothing here is ever wanted before it is here.
 *
 * It imports nothing of the card's first view but Lit's template engine (a file of its own already):
 * a module both import would be split into a first-view file of its own.
 */
import { html, type TemplateResult } from 'lit/html.js';
import type { Locale, registerEnglish as RegisterEnglish } from '../../lib/locale.js';
import readerEnglish from '../../locales/en/bibtex-card-reader.js';

export { readWhole, shownEntry } from '../../lib/bibtex-pick.js';

/** Registers the reader's English words with locale.ts's `registerEnglish`, which the card gives when this chunk arrives. */
export const registerWords = (registerEnglish: typeof RegisterEnglish): void => registerEnglish(readerEnglish);

/** An empty text: no entry to show. */
export const renderEmpty = (locale: Locale): TemplateResult => html`<p class="empty">${locale.t('bibtex.empty')}</p>`;

/** Why APA and MLA are unavailable (`problem`, the reader's own words), above the entry shown as given. */
export const renderWarning = (problem: string, formats: string, locale: Locale): TemplateResult =>
  html`<p part="warning" class="warning">${locale.t('bibtex.unavailable', { formats: formats || locale.t('bibtex.apaMla'), problem })}</p>`;

/** Under the entry: how many entries of the text are not shown. */
export const renderLeftOut = (n: number, locale: Locale): TemplateResult => html`<p class="note muted">${locale.t('bibtex.leftOut', { n })}</p>`;

/**
 * The styles of what only a text read here draws, added with this chunk: the warning (the panel's box,
 * as the entry's, with a red edge), and a very long text's lines. Those skip layout while out of view
 * until scrolled to, so a pasted 130,000-line file renders at once; only there: the placeholder height
 * is one line, so on a phone, where lines wrap, an entry drawn this way would grow as the reader
 * scrolls to it (a layout shift), and text not yet laid out is missing from innerText. On paper every
 * line is laid out (a rule as specific as the screen's: a plain `.line` lost to it). (A plain entry the first view scans, at most 20,000 characters, lays out every line.)
 */
export const readerCss = `
  .warning {
    margin: 0 0 0.75em;
    padding: 0.75em 1em;
    background: var(--_surface-2);
    border-radius: calc(var(--_radius) * 0.75);
    border-inline-start: 0.25em solid var(--_negative);
  }
  .long .line {
    content-visibility: auto;
    contain-intrinsic-size: auto 1.55em;
  }
  @media print {
    .long .line {
      content-visibility: visible;
    }
  }
`;
