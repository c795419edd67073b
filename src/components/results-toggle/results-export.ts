import type { ReactiveElement } from 'lit';
import type { SvgExport } from '../../internal/export-image.js';
import type { Locale } from '../../lib/locale.js';
import { buildChartSvg, type ChartPalette } from '../../lib/results-chart-svg.js';
import type { ParsedResults } from '../../lib/results-data.js';
import type { axisTicks, axisTitle } from '../../lib/results-view.js';
import type { View } from './chart.js';

export { resultsFileName } from './results-file-name.js';

// results-toggle's images of the view: a chunk loaded on the first Download SVG / PNG (the base's
// `downloadImage` loads the exporter and encodes the PNG). It reads the rendered element (its colours,
// font and width) only when a reader asks for a file, never while rendering.

/**
 * The view's axis wording and ticks, which the image draws too: given by the element, not imported, so this
 * chunk shares no module with the first view (a consumer's esbuild would split each into a file of its own).
 */
export interface AxisParts {
  axisTitle: typeof axisTitle;
  axisTicks: typeof axisTicks;
}

/** The view as an SVG image, drawn as `host` shows it (in `locale`'s words and numbers). */
export function chartImage(host: ReactiveElement, data: ParsedResults, view: View, locale: Locale, { axisTitle, axisTicks }: AxisParts): SvgExport {
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
    axisTitle: axisTitle({ metric: data.metric, unit: view.scale.unit }, locale),
    domain: view.scale.domain,
    ticks: (track) => axisTicks(view.scale.domain, track, locale),
    headline: view.headline,
    bars: view.bars,
    width: Math.min(Math.max(host.clientWidth || 720, 480), 1200),
    palette: palette as unknown as ChartPalette,
    fontFamily: getComputedStyle(base).fontFamily,
    locale,
  });
  return image;
}
