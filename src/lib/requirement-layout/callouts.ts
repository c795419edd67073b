/**
 * What the web shows on a reader's attention (hover, focus, a selection): full labels (callouts),
 * placed around their node by the same routine as labels at rest (labels.ts), and the corner the
 * keyboard hint may take. A module of its own: a first view at rest draws none of it, so the element
 * loads it with its on-demand chunk (web-on-demand.ts).
 */
// Types only: what it shares with the labels at rest (wrapping, spots, boxes) comes as `tools`, the
// first view's own functions, so the chunk it rides in imports no module of the first view (a
// consumer's bundler would split each such module into a first-view file of its own, ~0.2 KB each).
import type { MeasureText } from '../text-fit.js';
import type { LabelTools, Spot } from './labels.js';
import type { Box, LabelPlacement, WebLayout } from './types.js';

/**
 * Full labels for focus, hover or selection: wrapped wider than at rest,
 * placed around their node like labels, kept inside the canvas and clear of
 * each other and of the labels at rest, dots and hub where possible (the labels
 * of the nodes called out are not drawn at rest: the element hides them). Where
 * a callout must cover a label at rest, the element draws it on top with a halo.
 */
export function placeCallouts(
  layout: WebLayout,
  requests: readonly { index: number; label: string }[],
  measure: MeasureText,
  tools: LabelTools,
): LabelPlacement[] {
  const { wrapName, bestSpot, candidates, toPlacement, boxesOverlap, canvasBounds, clamp, inflate, round } = tools;
  // Placed as at 16 px (see layoutRequirementWeb), then scaled back.
  const k = layout.scale;
  const fit: MeasureText = k === 1 ? measure : (text, size, bold) => measure(text, size * k, bold) / k;
  const { kind } = layout;
  const [fontSize, lineHeight, width, height] = [layout.fontSize / k, layout.lineHeight / k, layout.width / k, layout.height / k];
  // Inside the band that is drawn.
  const bounds = canvasBounds(width, height);
  bounds.y += layout.top / k;
  const placed: Box[] = [];
  // What a callout should rather not cover, in 16 px units: the hub, the dots (not an overview's
  // thousands) and the labels at rest that stay drawn.
  const own = new Set(requests.map((r) => r.index));
  const scaled = (b: Box) => ({ x: b.x / k, y: b.y / k, width: b.width / k, height: b.height / k });
  const rest: Box[] = [scaled(layout.hub.box)];
  layout.nodes.forEach((n, i) => {
    if (!layout.overview) rest.push(inflate({ x: n.x / k, y: n.y / k, width: 0, height: 0 }, n.r / k + 1));
    if (n.label && !own.has(i)) rest.push(scaled(n.label.box));
  });
  const count = (boxes: Box[], padded: Box) => boxes.filter((box) => boxesOverlap(padded, box)).length;
  return requests.map(({ index, label }) => {
    const at = layout.nodes[index]!;
    const node = { ...at, x: at.x / k, y: at.y / k, r: at.r / k };
    // Callouts are drawn bold.
    const text = wrapName(label, clamp(width * 0.42, 120, 320), 3, fontSize, fit, { bold: true });
    // Clear of other callouts first (they are bold and on top), then of as few labels at rest as can be.
    let spot: Spot | undefined = bestSpot(node, text, lineHeight, kind, bounds, (padded) => 1000 * count(placed, padded) + count(rest, padded));
    if (!spot) {
      // Wider than any spot allows: the first spot, pushed back inside the canvas.
      const { box, anchor } = candidates(node, Math.ceil(text.width), text.lines.length * lineHeight, lineHeight, kind)[0]!;
      const x = clamp(box.x, bounds.x, Math.max(bounds.x, bounds.x + bounds.width - box.width));
      const y = clamp(box.y, bounds.y, Math.max(bounds.y, bounds.y + bounds.height - box.height));
      spot = { anchor, box: { ...box, x, y } };
    }
    placed.push(spot.box);
    const placement = toPlacement(text, spot.box, spot.anchor, fontSize, lineHeight);
    const b = placement.box;
    return k === 1
      ? placement
      : { ...placement, x: round(placement.x * k), y: round(placement.y * k), box: { x: b.x * k, y: b.y * k, width: b.width * k, height: b.height * k } };
  });
}

/** The most neighbours of a selection whose hidden labels are called out on the web. */
export const MAX_CALLOUTS = 24;

/**
 * The callouts a reader's attention asks for, by node index: labels that did not fit at rest (or
 * were shortened), in full, for the `first` nodes (hovered, focused, selected: in that order) and
 * then the selection's `neighbours`. First come, first placed: the node the reader points at wins
 * the best spot. A selection with hundreds of neighbours names the first MAX_CALLOUTS: placing
 * each against every other is quadratic. `labelOf` gives a node's full label.
 */
export function calloutsFor(
  layout: WebLayout,
  { first, neighbours }: { first: readonly number[]; neighbours: readonly number[] },
  labelOf: (index: number) => string,
  measure: MeasureText,
  tools: LabelTools,
): Map<number, LabelPlacement> {
  const active = new Set([...first, ...neighbours.slice(0, MAX_CALLOUTS)]);
  const requests = [...active].flatMap((index) => {
    const label = layout.nodes[index]?.label;
    return index >= 0 && index < layout.nodes.length && (!label || label.truncated) ? [{ index, label: labelOf(index) }] : [];
  });
  const placed = placeCallouts(layout, requests, measure, tools);
  return new Map(placed.map((placement, i) => [requests[i]!.index, placement]));
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * The first corner of the drawing (top left, top right, bottom left, bottom right) where a box
 * `size` (in the layout's units) covers no label, dot or the hub, nor any of `also` (a callout
 * shown); null where every corner is taken (the element then puts the hint under the drawing).
 */
export function freeCorner(layout: WebLayout, size: { width: number; height: number }, also: readonly Box[], { boxesOverlap, inflate }: LabelTools): Corner | null {
  const boxes: Box[] = [layout.hub.box, ...also];
  for (const node of layout.nodes) {
    boxes.push(inflate({ x: node.x, y: node.y, width: 0, height: 0 }, node.r + 2));
    if (node.label) boxes.push(node.label.box);
  }
  const [left, right] = [0, layout.width - size.width];
  const [top, bottom] = [layout.top, layout.top + layout.height - size.height];
  const corners: [Corner, number, number][] = [
    ['top-left', left, top],
    ['top-right', right, top],
    ['bottom-left', left, bottom],
    ['bottom-right', right, bottom],
  ];
  for (const [corner, x, y] of corners) {
    const box = { x, y, width: size.width, height: size.height };
    if (!boxes.some((other) => boxesOverlap(box, other))) return corner;
  }
  return null;
}

/**
 * Where the keyboard hint goes: a corner of the drawing where it covers no label, dot or callout
 * (`also`), else under the drawing. Its box in px (0.8125em text, 0.25em × 0.5em padding of its own
 * em, a 1 px border; `textWidth` is its text's at a font size), then in the drawing's units: the
 * SVG is as wide as its `column` in px. Here, with the callouts, since only a keyboard's focus asks.
 */
export function hintCorner(layout: WebLayout, { em, textWidth, column }: { em: number; textWidth: (fontSize: number) => number; column: number }, also: readonly Box[], tools: LabelTools): Corner | 'below' {
  const size = em * 0.8125;
  const k = layout.width / (column || layout.width);
  return freeCorner(layout, { width: (textWidth(size) + size + 2) * k, height: (2 * size + 2) * k }, also, tools) ?? 'below';
}
