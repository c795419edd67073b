/**
 * Saving the web as an image: a chunk with the exporter and the file naming, loaded once the page is
 * idle after the web is first drawn (see web-export.ts), so none of it is in the first view and an
 * SVG is still saved in the reader's click itself.
 */
import { downloadFile, fileSlug } from '../../internal/download.js';
import { serializeSvg } from '../../internal/export-image.js';
import type { WebSaver } from './web-export.js';

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
