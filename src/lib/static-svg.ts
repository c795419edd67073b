/**
 * What the static SVG images of the elements share (`leaderboard-svg.ts`, `requirement-web-svg.ts`,
 * `bibtex-svg.ts`; results-toggle's is `results-chart-svg.ts`): the two palettes the elements'
 * own tokens resolve to, a font stack with fallbacks, width-based wrapping, and the file's frame.
 * Made without a browser (the `embed` command runs in Node), so text widths are estimated, erring
 * wide: a line never runs past the image's edge in a viewer whose font is wider than the guess.
 * Pure: no DOM.
 */
import { estimateTextWidth, wrapLabel, type MeasureText } from './text-fit.js';
import { escapeXml } from './xml.js';

/** The elements' colour tokens, as host.styles.ts resolves them in light and in dark. */
export interface SvgPalette {
  text: string;
  muted: string;
  surface: string;
  surface2: string;
  border: string;
  accent: string;
  positive: string;
  negative: string;
}

export const LIGHT_PALETTE: SvgPalette = {
  text: '#1b1f24',
  muted: '#57606a',
  surface: '#ffffff',
  surface2: '#f4f6f8',
  border: '#d0d7de',
  accent: '#0b5cad',
  positive: '#1a7f37',
  negative: '#b42318',
};

export const DARK_PALETTE: SvgPalette = {
  text: '#e6edf3',
  muted: '#a3adb8',
  surface: '#161b22',
  surface2: '#21262d',
  border: '#3d444d',
  accent: '#6cb6ff',
  positive: '#56d364',
  negative: '#ff7b72',
};

/** Named fonts, then the generic family: a viewer without the first uses the next it has. */
export const SVG_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const SVG_MONO_FAMILY = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace';

/** Padding of every image, in px. */
export const SVG_PAD = 24;

/**
 * Greedy wrap of `text` at spaces into lines no wider than `maxWidth` (estimated); a word wider
 * than a line is cut between characters. Bounded: `maxLines` lines at most, the last ending in "…"
 * when text was left out. The work is text-fit.ts's {@link wrapLabel}: linear in the text, and no
 * string longer than a line is measured, so a 100,000-character word costs a few measurements a
 * line, not one per character.
 */
export function wrapToWidth(
  text: string,
  maxWidth: number,
  fontSize: number,
  { bold = false, maxLines = 50, measure = estimateTextWidth }: { bold?: boolean; maxLines?: number; measure?: MeasureText } = {},
): string[] {
  return wrapLabel(text, maxWidth, Math.max(1, Math.floor(maxLines)), fontSize, measure, { bold }).lines;
}

/** `<text>` at (x, y): the content escaped, `extra` attributes as given (ours, never the data's). */
export function svgText(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${round(x)}" y="${round(y)}" font-size="${size}" fill="${escapeXml(fill)}"${extra}>${escapeXml(content)}</text>`;
}

/** The file: an XML declaration, the `<svg>` with its size and font, a background, the body. */
export function svgDocument(width: number, height: number, body: string, { background, fontFamily = SVG_FONT_FAMILY, title = '' }: { background: string; fontFamily?: string; title?: string }): string {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"` +
    ` font-family="${escapeXml(fontFamily)}"${title ? ' role="img"' : ''}>` +
    (title ? `<title>${escapeXml(title)}</title>` : '') +
    `<rect width="100%" height="100%" fill="${escapeXml(background)}"/>${body}</svg>`
  );
}

/** 0.1 px is finer than any screen shows; shorter numbers for files of hundreds of rows. */
export const round = (n: number): number => Math.round(n * 10) / 10;
