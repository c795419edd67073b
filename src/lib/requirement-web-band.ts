/**
 * The part of a requirement-web layout its SVG shows (the viewBox), kept at a height the page already
 * gave it. A prerendered web was laid out by the server for a guessed width with estimated text
 * widths; the browser lays it out again for its real column and font, and the new drawing is a few
 * px taller or shorter, which moved everything under it as the page hydrated (CLS 0.011 on the
 * prerendered blog post at 375 px). Shown in a band of the server drawing's height, the new drawing
 * moves nothing: a shorter one is centred in it, a taller one is scaled down into it (centred
 * across). The element drops the hold at its next new layout (new data, width, font, print).
 */
export type ViewBox = [x: number, y: number, width: number, height: number];

/**
 * The viewBox that shows `layout` (in its units; `top` and `height` its drawn band) in a column
 * `columnWidth` px wide at `heldHeight` px tall. Without a held height (0), or when the drawing is
 * already that tall, the layout's own band.
 */
export function heldViewBox(layout: { top: number; width: number; height: number }, columnWidth: number, heldHeight: number): ViewBox {
  const own: ViewBox = [0, layout.top, layout.width, layout.height];
  if (!(heldHeight > 0) || !(columnWidth > 0) || !(layout.width > 0) || !(layout.height > 0)) return own;
  const perUnit = columnWidth / layout.width;
  const natural = layout.height * perUnit;
  if (Math.abs(natural - heldHeight) < 0.5) return own;
  if (natural < heldHeight) {
    const height = heldHeight / perUnit;
    return [0, layout.top - (height - layout.height) / 2, layout.width, height];
  }
  const width = (layout.height * columnWidth) / heldHeight;
  return [-(width - layout.width) / 2, layout.top, width, layout.height];
}
