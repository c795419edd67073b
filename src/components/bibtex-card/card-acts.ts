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
import type { CardView } from './bibtex-card-image.js';
import type { BibtexCopyDetail, BibtexDownloadDetail, BibtexFormat } from './bibtex-card.types.js';
import actsEnglish from '../../locales/en/bibtex-card-acts.js';

export { handleImageMenuKey, imageMenuCss, renderImageMenu } from './card-image-menu.js';

/** Registers the acts' English words with locale.ts's `registerEnglish`, which the card gives when this chunk arrives. */
export const registerWords = (registerEnglish: typeof RegisterEnglish): void => registerEnglish(actsEnglish);

/** What the acts need of the card: the host (events, its shadow root), its words, its status line and its error panel. */
export interface CardKit {
  host: HTMLElement;
  i18n: LocalizeController;
  /** Shows a sentence on the status line and says it in the card's one polite live region. */
  say(message: string): void;
  emit: typeof emit;
  error(message: string): void;
  /** The base's image download: `build` makes the SVG, a PNG is drawn from it. */
  image(format: 'svg' | 'png', name: string, build: () => Promise<SvgExport>): Promise<void>;
}

/**
 * After Copy: `written` says whether the Clipboard API took `text` (the card called it at the
 * click). Where it did not (plain http, a refusing iframe) the copy command is tried, a chunk of
 * its own loaded only then; where that fails too, the text is selected for the reader's own copy.
 */
export async function copied(card: CardKit, written: Promise<boolean>, format: BibtexFormat, text: string, label: string): Promise<void> {
  const root = card.host.shadowRoot!;
  const done =
    (await written) ||
    (await import('./copy-through-selection.js').then(
      ({ copyThroughSelection }) => copyThroughSelection(root, text),
      () => false,
    ));
  if (done) {
    card.say(card.i18n.t('bibtex.copied', { what: label }));
    card.emit<BibtexCopyDetail>(card.host, 'bibtex-copy', { format, text });
  } else {
    card.say(card.i18n.t('bibtex.copyFailed'));
    getSelection()?.selectAllChildren(root.querySelector('pre, .citation')!);
  }
}

/**
 * Download .bib: `text` (taken at the click, whatever changed since) offered as the author's
 * `filename`, else `<key>.bib`; its naming and anchor are loaded on the first click.
 */
export function download(card: CardKit, filename: string, key: string, text: string): Promise<void> {
  return import('./card-download.js').then(
    ({ downloadBib }) => {
      const saved = downloadBib(filename, key, text);
      card.emit<BibtexDownloadDetail>(card.host, 'bibtex-download', { filename: saved });
      // Only what the page knows: it asked. A sandboxed frame without allow-downloads refuses silently.
      card.say(card.i18n.t(self === top ? 'bibtex.saved' : 'bibtex.savedFramed', { filename: saved }));
    },
    () => card.error('Download .bib: the download could not be prepared (the page may be offline); Copy still works'),
  );
}

/**
 * Download SVG or PNG of the view shown: named after the `.bib` download's stem and the format
 * (`name` is the author's filename, the entry's key and the format shown), drawn from `view` (what
 * the card shows, given once it is drawn) by the SVG writer, a chunk loaded on the first pick, with
 * the colours and fonts read from the screen.
 */
export function downloadView(card: CardKit, format: 'svg' | 'png', [filename, key, shown]: [string, string, BibtexFormat], view: () => Promise<CardView>): Promise<void> {
  return import('./bibtex-card-image.js').then(
    ({ cardImage, imageStem }) => card.image(format, imageStem(filename, key, shown), async () => cardImage(card.host.shadowRoot!, await view())),
    () => card.error(`Download ${format.toUpperCase()}: the image writer could not be loaded`),
  );
}
