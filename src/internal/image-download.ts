import { errorMessage } from '../lib/json.js';
import type { SvgExport } from './export-image.js';

/**
 * Downloads an image of a view as `<name>.svg` or `.png`, from `build` (run now, on the reader's
 * click). The exporter (SVG serialising, PNG encoding) loads on the first download, outside the
 * first view. Whatever fails (loading it, `build`, the PNG encoding) goes to `report` once
 * ("Download PNG: …"); nothing escapes the click handler.
 */
export async function downloadViewImage(format: 'svg' | 'png', name: string, build: () => SvgExport | Promise<SvgExport>, report: (message: string) => void): Promise<void> {
  let exporter: typeof import('./export-image.js');
  try {
    exporter = await import('./export-image.js');
  } catch {
    return report(`Download ${format.toUpperCase()}: the exporter could not be loaded`);
  }
  try {
    await exporter.downloadImage(format, name, build);
  } catch (error) {
    report(`Download ${format.toUpperCase()}: ${errorMessage(error)}`);
  }
}
