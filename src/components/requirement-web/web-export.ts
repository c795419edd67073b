import { isServer } from 'lit';
import { downloadFile } from '../../internal/download.js';
import { errorMessage } from '../../lib/json.js';
import type { SvgExport } from '../../internal/export-image.js';

/** The SVG/PNG exporter, a lazy chunk (not in the first view): here once {@link warmExporter} has brought it. */
let exporter: typeof import('../../internal/export-image.js') | undefined;
let warming = false;

/**
 * Fetches the exporter once the page is idle after a web is first drawn: never before the first
 * paint, and by the time a reader presses Download SVG it is usually here, so the file is saved in
 * the click itself (as a reader's browser expects of a download, and as it was before the chunk
 * split). A click before that takes the base's lazy path (`downloadImage`), a moment later.
 */
export function warmExporter(): void {
  if (warming || isServer) return;
  warming = true;
  const load = () =>
    void import('../../internal/export-image.js').then(
      (module) => (exporter = module),
      () => (warming = false),
    );
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

/** What saving the web needs of the element: its base's one error report and its lazy download path. */
export interface WebSaver {
  report(message: string): void;
  download(format: 'svg' | 'png', name: string, build: () => Promise<SvgExport>): Promise<void>;
}

/**
 * Saves the drawing `web` as `<name>.svg` or `.png`, selection included, on `background` (the
 * element's, read at the click). An SVG is saved in the click itself when the exporter is warm;
 * else, and for a PNG (encoded in the exporter anyway), through the base's path.
 */
export function saveWeb(format: 'svg' | 'png', web: SVGSVGElement, background: string, name: string, saver: WebSaver): Promise<void> {
  if (format === 'svg' && exporter) {
    try {
      downloadFile(`${name}.svg`, exporter.serializeSvg(web, background).text, 'image/svg+xml');
    } catch (error) {
      saver.report(`Download SVG: ${errorMessage(error)}`);
    }
    return Promise.resolve();
  }
  return saver.download(format, name, async () => (exporter ?? (await import('../../internal/export-image.js'))).serializeSvg(web, background));
}
