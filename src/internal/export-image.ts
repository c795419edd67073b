/**
 * Turns a live chart `<svg>` into a standalone SVG file and a PNG, so a slide
 * author can drop the current view into a deck that cannot run scripts.
 *
 * The live SVG is styled by the shadow root's stylesheet and `--csw-*` custom
 * properties, neither of which travels with the markup. So the export copies
 * each shape's resolved presentation (fill, stroke, font…) onto the clone as
 * attributes: the file then looks like the screen in any viewer.
 */
import { stripInvalidXml } from '../lib/xml.js';
import { downloadFile } from './download.js';

const PRESENTATION = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface SvgExport {
  text: string;
  width: number;
  height: number;
}

/** Serialises `svg` with its computed styles inlined and a background of `background`. */
export function serializeSvg(svg: SVGSVGElement, background: string): SvgExport {
  const box = svg.getBoundingClientRect();
  const viewBox = svg.viewBox.baseVal;
  const width = Math.round(viewBox && viewBox.width ? viewBox.width : box.width) || 1;
  const height = Math.round(viewBox && viewBox.height ? viewBox.height : box.height) || 1;
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [clone, ...clone.querySelectorAll('*')];
  sources.forEach((source, i) => {
    const target = targets[i] as Element;
    const style = getComputedStyle(source);
    for (const name of PRESENTATION) {
      const value = style.getPropertyValue(name);
      if (value) target.setAttribute(name, value);
    }
    target.removeAttribute('class');
    target.removeAttribute('part');
    target.removeAttribute('tabindex');
    target.removeAttribute('style');
  });
  // Elements hidden by CSS would otherwise reappear in the file.
  for (const hidden of [...clone.querySelectorAll('[display="none"]')]) hidden.remove();
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  if (!clone.getAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const backdrop = document.createElementNS(SVG_NS, 'rect');
  const vb = clone.viewBox.baseVal;
  backdrop.setAttribute('x', String(vb.x));
  backdrop.setAttribute('y', String(vb.y));
  backdrop.setAttribute('width', String(vb.width || width));
  backdrop.setAttribute('height', String(vb.height || height));
  backdrop.setAttribute('fill', background);
  clone.insertBefore(backdrop, clone.firstChild);
  // XMLSerializer writes control characters from the data as they are, which no XML reader accepts.
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${stripInvalidXml(new XMLSerializer().serializeToString(clone))}`;
  return { text, width, height };
}

/** Rasterises an exported SVG at `scale`× its size (2× keeps it sharp on a projector). */
export async function svgToPng(svg: SvgExport, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg.text], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'sync';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(svg.width * scale);
    canvas.height = Math.round(svg.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2D is unavailable');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The one image download path every element uses: `build` makes the SVG (from the live `<svg>`
 * through {@link serializeSvg}, or drawn apart, as results-toggle does), then the file is offered as
 * `<name>.svg`, or rasterised to `<name>.png`. A failure anywhere (building, decoding, encoding)
 * rejects: ./image-download.ts, in the first view, words it ("Download PNG: <reason>") and reports
 * it. (This chunk imports nothing the first view has but ./download.ts: each such import splits the
 * first view into one more file, gzipped apart; docs/performance.md#size.)
 */
export async function downloadImage(format: 'svg' | 'png', name: string, build: () => SvgExport | Promise<SvgExport>): Promise<void> {
  // `build` may load the element's own SVG writer first (a lazy chunk).
  const image = await build();
  if (format === 'svg') downloadFile(`${name}.svg`, image.text, 'image/svg+xml');
  else downloadFile(`${name}.png`, await svgToPng(image), 'image/png');
}
