/**
 * Saving the web as an image: the exporter and the file naming, with what a reader's acts do in the
 * on-demand chunk (web-acts.ts imports it), fetched once the page is idle after the web is first
 * drawn, so none of it is in the first view and an SVG is usually saved in the reader's click itself.
 */
import type { SvgExport } from '../../internal/export-image.js';
import { downloadFile, fileSlug } from '../../internal/download.js';
import { serializeSvg } from '../../internal/export-image.js';

/**
 * What saving the web needs of the element: its base's one error report, the wording of an error
 * (lib/json.ts's `errorMessage`, handed over so the chunk imports no first-view module: a consumer's
 * bundler would split json.ts and what it imports into a file of their own) and its image download
 * path.
 */
export interface WebSaver {
  report(message: string): void;
  describe(error: unknown): string;
  download(format: 'svg' | 'png', name: string, build: () => SvgExport | Promise<SvgExport>): Promise<void>;
}

/**
 * Saves the drawing `web` as `<title>.svg` or `.png` (`title` made safe; else "requirement-web"),
 * selection included, on `background` (the element's, read at the click). An SVG is saved at once;
 * a PNG is encoded through the base's one image path.
 */
export function saveWeb(format: 'svg' | 'png', web: SVGSVGElement, background: string, title: string, saver: WebSaver): Promise<void> {
  const name = fileSlug(title, 'requirement-web');
  if (format === 'png') return saver.download(format, name, () => serializeSvg(web, background));
  try {
    downloadFile(`${name}.svg`, serializeSvg(web, background).text, 'image/svg+xml');
  } catch (error) {
    saver.report(`Download SVG: ${saver.describe(error)}`);
  }
  return Promise.resolve();
}
