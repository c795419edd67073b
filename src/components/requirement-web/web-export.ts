import { isServer } from 'lit';
import type { SvgExport } from '../../internal/export-image.js';

type Save = typeof import('./web-save.js');
/** The image saving chunk (web-save.ts, with the exporter): here once {@link warmExporter} has brought it. */
let save: Save | undefined;
let warming = false;
const loadSave = () => import('./web-save.js').then((module) => (save = module));

/**
 * Fetches the saving chunk once the page is idle after a web is first drawn: never before the first
 * paint, and by the time a reader presses Download SVG it is usually here, so the file is saved in
 * the click itself (as a reader's browser expects of a download). A click before that waits for it.
 */
export function warmExporter(): void {
  if (warming || isServer) return;
  warming = true;
  const load = () => void loadSave().catch(() => (warming = false));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

/**
 * What saving the web needs of the element: its base's one error report, the wording of an error
 * (lib/json.ts's `errorMessage`, passed in so the saving chunk imports no first-view module: a
 * consumer's bundler would split json.ts and what it imports into a file of their own) and its
 * image download path.
 */
export interface WebSaver {
  report(message: string): void;
  describe(error: unknown): string;
  download(format: 'svg' | 'png', name: string, build: () => SvgExport | Promise<SvgExport>): Promise<void>;
}

/** Saves the drawing `web` as an image named after `title` (see web-save.ts); a failed chunk load is reported. */
export function saveWeb(format: 'svg' | 'png', web: SVGSVGElement, background: string, title: string, saver: WebSaver): Promise<void> {
  if (save) return save.saveWeb(format, web, background, title, saver);
  return loadSave().then(
    (module) => module.saveWeb(format, web, background, title, saver),
    () => saver.report(`Download ${format.toUpperCase()}: the exporter could not be loaded`),
  );
}
