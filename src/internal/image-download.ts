import { errorMessage } from '../lib/json.js';
import type { SvgExport } from './export-image.js';

/**
 * Downloads an image of a view as `<name>.svg` or `.png`, from `build` (run now, on the reader's
 * click). The exporter (SVG serialising, PNG encoding) loads on the first download, outside the
 * first view. Whatever fails (loading it, `build`, the PNG encoding) goes to `report` once
 * ("Download PNG: …"); nothing escapes the click handler.
 */
export function downloadViewImage(format: 'svg' | 'png', name: string, build: () => SvgExport | Promise<SvgExport>, report: (message: string) => void): Promise<void> {
  const failed = (reason: unknown) => report(`Download ${format.toUpperCase()}: ${errorMessage(reason)}`);
  return import('./export-image.js').then(
    (exporter) => exporter.downloadImage(format, name, build).catch(failed),
    () => failed('the exporter could not be loaded'),
  );
}
