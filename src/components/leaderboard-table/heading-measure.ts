import type { MeasureText } from '../../lib/text-fit.js';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * Measures headings with a canvas in the table's own font (no layout), for the column widths the
 * element sets (see leaderboard-layout.ts). Not requirement-web's canvasMeasure: its fallback, the
 * character estimate of lib/text-fit.ts, would bring text-fit (shared with the image writer's
 * chunk, its wrapping too) into the board's first view. Without a canvas (jsdom) every width is 0,
 * so each column keeps its least width.
 */
export function headingMeasure(fontFamily: string): MeasureText {
  if (context === undefined) context = /jsdom/.test(navigator.userAgent) ? null : document.createElement('canvas').getContext('2d');
  const canvas = context;
  if (!canvas) return () => 0;
  return (text, fontSize, bold = false) => {
    canvas.font = `${bold ? 'bold ' : ''}${fontSize}px ${fontFamily}`;
    return canvas.measureText(text).width;
  };
}
