// The one-line summary of a prerender run, as the command, the Vite plugin and the Astro integration
// print it. Plain text from the report: no server renderer needed, so the entry exports it as is.
import type { PrerenderFilesReport } from './files.js';

/** `prerendered 9 elements in 3 pages (1 warning) in 0.4 s on 3 threads`. */
export function prerenderSummary(report: PrerenderFilesReport, milliseconds: number): string {
  const counts = [report.warnings.length && plural(report.warnings.length, 'warning'), report.failed.length && `${report.failed.length} failed`].filter(Boolean);
  const threads = report.workers ? ` on ${report.workers + 1} threads` : '';
  return `prerendered ${plural(report.rendered, 'element')} in ${plural(report.pages, 'page')}${counts.length ? ` (${counts.join(', ')})` : ''} in ${(milliseconds / 1000).toFixed(1)} s${threads}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
