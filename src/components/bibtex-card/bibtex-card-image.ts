/**
 * The card's view as an image file: reads the colours and fonts the screen shows (a theme, a
 * page's `--csw-*` tokens and `::part(code)` fonts carry over), then hands the pure
 * src/lib/citation-svg.ts the text to set. Loaded with `import()` on the first image download,
 * so none of it is in the card's first view.
 */
import type { SvgExport } from '../../internal/export-image.js';
import type { BibtexSpan } from '../../lib/bibtex-parse.js';
import { bibFilename } from '../../lib/bibtex-file-name.js';
import { buildCitationSvg } from '../../lib/citation-svg.js';

/** The image's name without its extension: the `.bib` download's stem and the format shown (`cai2026-apa`). */
export function imageStem(filename: string, key: string, format: string): string {
  return `${bibFilename(filename, key).replace(/\.bib$/i, '')}-${format}`;
}

export interface CardView {
  title: string;
  /** The entry's lines (the BibTeX view), or the citation's runs (APA, MLA). */
  code?: readonly (readonly BibtexSpan[])[];
  citation?: readonly string[];
  /** The card's width in px; the file is 480–1200 px wide. */
  width: number;
  dir: 'ltr' | 'rtl';
}

export function cardImage(root: ParentNode, view: CardView): SvgExport {
  const base = root.querySelector<HTMLElement>('[part="base"]')!;
  const probe = base.appendChild(document.createElement('i'));
  const colour = (token: string) => ((probe.style.color = `var(--_${token})`), getComputedStyle(probe).color);
  const palette = {
    surface: colour('surface'),
    surface2: colour('surface-2'),
    text: colour('text'),
    muted: colour('muted'),
    accent: colour('accent'),
    positive: colour('positive'),
    negative: colour('negative'),
  };
  probe.remove();
  const code = root.querySelector('[part="code"]');
  return buildCitationSvg({
    ...view,
    width: Math.min(Math.max(view.width || 640, 480), 1200),
    palette,
    fontFamily: getComputedStyle(base).fontFamily,
    // The BibTeX view's font, else (a formatted view is shown) the card's default for it.
    monoFamily: code ? getComputedStyle(code).fontFamily : 'ui-monospace, Menlo, Consolas, monospace',
  });
}
