/**
 * The current `<results-toggle>` view as a standalone SVG file, composed from
 * data rather than cloned from the screen: on screen the labels are HTML (so
 * they wrap), and a file for a slide deck needs them as SVG text. Pure: no DOM.
 */
// Only types from results-view.ts: its tick algorithm comes in the input, so the element's image chunk
// imports no module of its first view (a consumer's esbuild would split each into a file of its own, issue 40).
import type { Bar, Headline, Tick } from './results-view.js';
import type { Locale } from './locale.js';
import { wrapToWidth } from './static-svg.js';
import { escapeXml } from './xml.js';

export interface ChartPalette {
  text: string;
  muted: string;
  surface: string;
  border: string;
  positive: string;
  negative: string;
  /** Bar fills by row kind. */
  baseline: string;
  highlight: string;
  other: string;
}

export interface ChartSvgInput {
  title: string;
  /** "Backbone A · DeepSWE-v1.1": what the view shows. */
  subtitle: string;
  note: string;
  /** Axis title, e.g. "Success rate (%)". */
  axisTitle: string;
  domain: readonly [number, number];
  headline: Headline;
  bars: readonly Bar[];
  /** Width of the file in px (at least 320; the height follows from the content). */
  width: number;
  palette: ChartPalette;
  fontFamily: string;
  /** The language of the words the image adds ("highest of"); the ticks' numbers come from `ticks`. The layout stays left to right. */
  locale: Locale;
  /** The axis's ticks on a track `width` px wide, in `locale`'s numbers (results-view's `axisTicks`). */
  ticks: (width: number) => readonly Tick[];
}

export interface ChartSvg {
  text: string;
  width: number;
  height: number;
}

const PAD = 24;

export function buildChartSvg(input: ChartSvgInput): ChartSvg {
  const { headline: h, palette } = input;
  // Colours come from computed styles, where a theme may put anything: keep them inside their attribute.
  const c = (name: keyof ChartPalette) => escapeXml(palette[name]);
  const tone = (sign: number) => c(sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'muted');
  const width = Math.max(320, Math.round(input.width));
  const inner = width - 2 * PAD;
  const labelWidth = inner * 0.3;
  const trackX = PAD + labelWidth + 12;
  const trackWidth = inner - labelWidth - 172;
  const valueX = trackX + trackWidth + 84;
  const out: string[] = [];
  const grid: string[] = [];
  let y = PAD;
  const text = (x: number, at: number, content: string, size: number, fill: string, extra = '') =>
    out.push(`<text x="${x}" y="${at}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(content)}</text>`);
  // Wrapped by the library's one wrapper and width estimate (text-fit.ts, through static-svg.ts's
  // wrapToWidth, as the other images are); an empty paragraph still takes its line.
  const para = (content: string, size: number, fill: string, extra = '') => {
    const lines = wrapToWidth(content, inner, size, { bold: extra.includes('font-weight') });
    for (const line of lines.length ? lines : ['']) text(PAD, (y += size * 1.3), line, size, fill, extra);
  };
  const end = ' text-anchor="end"';
  const compared = h.fromLabel && h.toLabel;

  if (input.title) para(input.title, 18, c('text'), ' font-weight="700"');
  para(input.subtitle, 13, c('muted'));
  y += 8;
  // Nothing compared (one row, or no baseline): the row's value, and the row under it.
  para(compared ? h.deltaText : h.fromText || h.toText, 30, compared ? tone(h.sign) : c('text'), ' font-weight="700"');
  if (compared) {
    // As on screen: the two values together, the rows they belong to under them.
    para(`${h.fromText} → ${h.toText}`, 16, c('text'), ' font-weight="600"');
    para(`${h.fromLabel} → ${h.toLabel}`, 13, c('muted'));
  } else if (h.fromLabel || h.toLabel) para(`${h.fromLabel || h.toLabel}${h.bestOf > 1 ? ` · ${input.locale.t('results.highestOf', { n: h.bestOf })}` : ''}`, 13, c('muted'));
  y += 24;
  text(trackX, y, input.axisTitle, 12, c('muted'));
  const top = (y += 8);
  for (const bar of input.bars) {
    const lines = wrapToWidth(bar.label, labelWidth, 14, { bold: bar.kind === 'highlight' });
    const height = Math.max(lines.length * 18, 22) + 10;
    const mid = y + height / 2;
    const bold = bar.kind === 'highlight' ? ' font-weight="700"' : '';
    lines.forEach((line, i) => text(PAD, mid + 5 + (i - (lines.length - 1) / 2) * 18, line, 14, c('text'), bold));
    const fill = c(bar.kind);
    const scale = trackWidth / 1000;
    out.push(`<rect x="${trackX + bar.x * scale}" y="${mid - 8}" width="${bar.width * scale}" height="16" fill="${fill}"/>`);
    if (bar.whisker) {
      const [a, b] = [trackX + bar.whisker.from * scale, trackX + bar.whisker.to * scale];
      out.push(`<path d="M${a} ${mid - 6}V${mid + 6}M${a} ${mid}H${b}M${b} ${mid - 6}V${mid + 6}" stroke="${c('text')}" stroke-width="1.5" fill="none"/>`);
    }
    text(valueX, mid + 5, bar.valueText, 14, c('text'), end);
    text(width - PAD, mid + 5, bar.deltaText, 14, tone(bar.sign), end);
    y += height;
  }
  y += 16;
  input.ticks(trackWidth).forEach((tick, i) => {
    const x = trackX + tick.x;
    grid.push(`<line x1="${x}" x2="${x}" y1="${top}" y2="${y - 16}" stroke="${c('border')}"/>`);
    text(x, y, tick.text, 12, c('muted'), ` text-anchor="${['start', 'middle', 'middle', 'middle', 'end'][i]}"`);
  });
  if (input.note) para(input.note, 12, c('muted'));
  const height = Math.ceil(y + PAD);
  return {
    text:
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"` +
      ` viewBox="0 0 ${width} ${height}" font-family="${escapeXml(input.fontFamily)}">` +
      `<rect width="100%" height="100%" fill="${c('surface')}"/>${grid.join('')}${out.join('')}</svg>`,
    width,
    height,
  };
}
