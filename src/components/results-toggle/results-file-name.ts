import { fileSlug } from '../../internal/download.js';
import type { ParsedResults } from '../../lib/results-data.js';

/**
 * `<title> <backbone> <benchmark>` for a view's image (with `.<extension>` when given); `<title>` for the
 * whole table. A module of its own: both lazy chunks (the table's CSV, the chart's images) name files so.
 */
export function resultsFileName(data: ParsedResults, extension: string, view?: { backbone: { name: string }; benchmark: string }): string {
  const parts = view ? [data.title, view.backbone.name, view.benchmark] : [data.title];
  return fileSlug(parts.join(' '), 'results') + (extension ? `.${extension}` : '');
}
