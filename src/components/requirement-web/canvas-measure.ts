import { estimateTextWidth, type MeasureText } from '../../lib/text-fit.js';

let canvasContext: CanvasRenderingContext2D | undefined;

/**
 * Measures text with a canvas in the element's own font, so labels are placed by their real width.
 * Where there is no canvas (a server, jsdom), the estimate a server render uses.
 */
export function canvasMeasure(fontFamily: string): MeasureText {
  // jsdom has no canvas and says so on the console for every attempt: not asked at all there.
  if (/jsdom/.test(navigator.userAgent)) return estimateTextWidth;
  const context = (canvasContext ??= document.createElement('canvas').getContext('2d') ?? undefined);
  if (!context) return estimateTextWidth;
  // Setting `font` parses it: only when it changes. Widths are remembered (wrapping asks again and again).
  const widths = new Map<string, number>();
  return (text, fontSize, bold = false) => {
    const font = `${bold ? 'bold ' : ''}${fontSize}px ${fontFamily}`;
    const key = `${font}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      if (context.font !== font) context.font = font;
      width = context.measureText(text).width;
      widths.set(key, width);
    }
    return width;
  };
}
