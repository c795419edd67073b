import type { ReactiveElement } from 'lit';
import { downloadFile, fileSlug } from '../../internal/download.js';
import { svgToPng } from '../../internal/export-image.js';
import { toCsv } from '../../lib/csv.js';
import { errorMessage } from '../../lib/json.js';
import { buildChartSvg, type ChartPalette } from '../../lib/results-chart-svg.js';
import type { ParsedResults } from '../../lib/results-data.js';
import { axisTitle, resultsCsvRows, type TableGroup } from '../../lib/results-view.js';
import type { View } from './chart.js';

// results-toggle's downloads: the view shown as SVG or PNG, the full table as CSV. Plain functions, called
// from the element's buttons; they read the rendered element (its colours, font and width) only when a reader
// asks for a file, never while rendering.

/** `<title> <backbone> <benchmark>.<extension>` for a view's image; `<title>.<extension>` for the whole table. */
function resultsFileName(data: ParsedResults, extension: string, view?: View): string {
  const parts = view ? [data.title, view.backbone.name, view.benchmark] : [data.title];
  return `${fileSlug(parts.join(' '), 'results')}.${extension}`;
}

/**
 * Downloads the view as SVG, or as PNG (drawn from that SVG; a failure goes to `reportError`), drawn as
 * `host` shows it.
 */
export function downloadChart(
  host: ReactiveElement,
  data: ParsedResults,
  view: View,
  format: 'svg' | 'png',
  reportError: (message: string) => void,
): void {
  const file = resultsFileName(data, format, view);
  const root = host.renderRoot;
  const base = root.querySelector('[part="base"]')!;
  // Colours as the screen shows them, resolved (light-dark(), var(), a theme's own), so the file stands
  // alone. Bars take their on-screen fill, so ::part(bar) and --results-toggle-* styling carries over.
  const probe = base.appendChild(document.createElement('i'));
  const palette: Record<string, string> = {};
  for (const [name, token = name] of 'text muted surface border positive negative baseline:lo highlight:hi other:bar'
    .split(' ')
    .map((pair) => pair.split(':'))) {
    const rect = root.querySelector(`rect.${name}`);
    probe.style.color = `var(--_${token})`;
    palette[name!] = rect ? getComputedStyle(rect).fill : getComputedStyle(probe).color;
  }
  probe.remove();
  const image = buildChartSvg({
    title: data.title,
    subtitle: `${view.backbone.name} · ${view.benchmark}`,
    note: data.note,
    axisTitle: axisTitle(data),
    domain: data.domain,
    headline: view.headline,
    bars: view.bars,
    width: Math.min(Math.max(host.clientWidth || 720, 480), 1200),
    palette: palette as unknown as ChartPalette,
    fontFamily: getComputedStyle(base).fontFamily,
  });
  if (format === 'svg') downloadFile(file, image.text, 'image/svg+xml');
  else
    svgToPng(image).then(
      (png) => downloadFile(file, png, 'image/png'),
      (error) => reportError(`PNG export: ${errorMessage(error)}`),
    );
}

/** Downloads the full table (`groups`, every row, not the page shown) as CSV. */
export function downloadResultsCsv(data: ParsedResults, groups: TableGroup[]): void {
  downloadFile(resultsFileName(data, 'csv'), toCsv(resultsCsvRows(data, groups)), 'text/csv;charset=utf-8');
}
