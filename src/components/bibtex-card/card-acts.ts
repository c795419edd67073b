/**
 * What the card does once a reader acts (issue 40): the open image menu (card-image-menu.ts), what
 * follows a Copy (the status, `bibtex-copy`, the copy-command fallback where the Clipboard API
 * refused) and Download .bib (its naming and anchor, card-download.ts, a chunk of its own still,
 * then `bibtex-download` and the status), with the English words only these write. One chunk, the
 * card's `acts`: fetched when the page is idle after a card is drawn and when a reader points at or
 * focuses the toolbar, so a first act usually finds it here; an act before that is done once it is
 * (the card's `updateComplete` waits). The card writes the clipboard itself, at the click, inside
 * its user activation; only the outcome waits here.
 *
 * It imports nothing of the card's first view (types aside): what it needs of the card comes as a
 * {@link CardKit}, since a module imported by both would be split into a first-view file of its own.
 */
import type { emit } from '../../internal/emit.js';
import type { SvgExport } from '../../internal/export-image.js';
import type { LocalizeController } from '../../internal/localize-controller.js';
import type { registerEnglish as RegisterEnglish } from '../../lib/locale.js';
import type { Citation, PreparedEntry } from '../../lib/bibtex-view.js';
import type { BibtexCopyDetail, BibtexDownloadDetail, BibtexFormat } from './bibtex-card.types.js';
import actsEnglish from '../../locales/en/bibtex-card-acts.js';

export { handleImageMenuKey, imageMenuCss, renderImageMenu } from './card-image-menu.js';

/** Registers the acts' English words with locale.ts's `registerEnglish`, which the card gives when this chunk arrives. */
export const registerWords = (registerEnglish: typeof RegisterEnglish): void => registerEnglish(actsEnglish);

/**
 * What the acts need of the card: the host (events, its shadow root), its words, its status line and
 * its error panel, and the view as it was at the act (taken at the click, whatever changes meanwhile).
 */
export interface CardKit {
  host: HTMLElement;
  i18n: LocalizeController;
  /** Shows a sentence on the status line and says it in the card's one polite live region. */
  say(message: string): void;
  emit: typeof emit;
  error(message: string): void;
  /** The base's image download: `build` makes the SVG, a PNG is drawn from it. */
  image(format: 'svg' | 'png', name: string, build: () => Promise<SvgExport>): Promise<void>;
  /** The entry shown: its text (copied, downloaded), lines (an image of the BibTeX view) and key. */
  prepared: PreparedEntry;
  /** The format shown, and what Copy calls it ("BibTeX", "APA citation"). */
  shown: BibtexFormat;
  label: string;
  /** The author's name for the download (`data.filename`, else `filename`); '' when none. */
  filename: string;
  /** The heading, for an image. */
  title: string;
  /** The shown citation (APA, MLA) once the formatters and a scanned entry's fields are here; rejects offline. */
  citation(): Promise<Citation>;
  /** lib/bibtex-view.ts's: a citation's plain text, as Copy puts it on the clipboard. */
  citationText(citation: Citation): string;
  /** Writes the clipboard with its API: false where it is absent or refuses. */
  write(text: string): Promise<boolean>;
}

/**
 * Copy: `written` is the card's write of the BibTeX at the click (see the card's #handleCopy); a
 * citation is written here, once it is made. Where the Clipboard API did not take the text (plain
 * http, a refusing iframe) the copy command is tried, a chunk of its own loaded only then; where that
 * fails too, the text is selected for the reader's own copy.
 */
export async function copy(card: CardKit, written: Promise<boolean> | false): Promise<void> {
  const { host, shown: format } = card;
  const root = host.shadowRoot!;
  // A citation: '' when the formatters could not be loaded (the panel says so).
  const text = written ? card.prepared.text : card.citationText(await card.citation().catch(() => []));
  const done =
    (await (written || card.write(text))) ||
    (await import('./copy-through-selection.js').then(
      ({ copyThroughSelection }) => copyThroughSelection(root, text),
      () => false,
    ));
  if (done) {
    card.say(card.i18n.t('bibtex.copied', { what: card.label }));
    card.emit<BibtexCopyDetail>(host, 'bibtex-copy', { format, text });
  } else {
    card.say(card.i18n.t('bibtex.copyFailed'));
    getSelection()?.selectAllChildren(root.querySelector('pre, .citation')!);
  }
}

/**
 * Download .bib: the entry's text as it was at the click, offered as the author's `filename`, else
 * `<key>.bib`; its naming and anchor are loaded on the first click.
 */
export function download(card: CardKit): Promise<void> {
  const { filename, prepared } = card;
  return import('./card-download.js').then(
    ({ downloadBib }) => {
      const saved = downloadBib(filename, prepared.key, prepared.text);
      card.emit<BibtexDownloadDetail>(card.host, 'bibtex-download', { filename: saved });
      // Only what the page knows: it asked. A sandboxed frame without allow-downloads refuses silently.
      card.say(card.i18n.t(self === top ? 'bibtex.saved' : 'bibtex.savedFramed', { filename: saved }));
    },
    () => card.error('Download .bib: the download could not be prepared (the page may be offline); Copy still works'),
  );
}

/**
 * Download SVG or PNG of the view shown (a pick in the open menu, drawn by this chunk): named after
 * the `.bib` download's stem and the format (`cai2026-apa`), drawn by the SVG writer, a chunk loaded
 * on the first pick, from what the card shows (its citation once it is made), with the colours and
 * fonts read from the screen.
 */
export function downloadView(card: CardKit, format: 'svg' | 'png'): Promise<void> {
  const { host, prepared, shown } = card;
  return import('./bibtex-card-image.js').then(
    ({ cardImage, imageStem }) =>
      card.image(format, imageStem(card.filename, prepared.key, shown), async () =>
        cardImage(host.shadowRoot!, {
          title: card.title,
          ...(shown === 'bibtex' ? { code: prepared.lines } : { citation: await card.citation() }),
          width: host.clientWidth,
          dir: card.i18n.dir,
        }),
      ),
    () => card.error(`Download ${format.toUpperCase()}: the image writer could not be loaded`),
  );
}
