/**
 * Where labels go: a few spots around each node, best first, the first that hits nothing taken
 * (labels at rest), and full labels on demand (callouts) placed the same way.
 */
import { wrapLabel, type MeasureText, type WrappedText } from '../text-fit.js';
import { BoxGrid, boxesOverlap, canvasBounds, clamp, inflate, inside, round } from './geometry.js';
import { GAP, LABEL_MARGIN, type Box, type Point, type LabelPlacement, type NodeLayout, type TextAnchor, type WebLayout, type WebLayoutKind } from './types.js';

export type Spot = { box: Box; anchor: TextAnchor };

/** Label spots around a node, best first: outward, beside it, above or below it, then inward. */
export function candidates(node: NodeLayout, w: number, h: number, lineHeight: number, kind: WebLayoutKind): Spot[] {
  const reach = node.r + GAP;
  const spot = (x: number, y: number, anchor: TextAnchor): Spot => ({ anchor, box: { x, y, width: w, height: h } });
  const above = node.y - reach - h;
  const below = node.y + reach;
  // Beside the dot (1: right, -1: left): centred on it, or raised/lowered so its last/first line is level with it.
  const side = (sx: number, shift = 0) =>
    spot(sx > 0 ? node.x + reach : node.x - reach - w, node.y - h / 2 + shift * (h / 2 - lineHeight / 2), sx > 0 ? 'start' : 'end');
  const vertical = (sy: number) => spot(node.x - w / 2, sy > 0 ? below : above, 'middle');
  // Starting level with the dot and clear of it above or below: for nodes near the top and bottom of a ring.
  const diagonal = (sx: number, sy: number) =>
    spot(sx > 0 ? node.x - node.r / 2 : node.x + node.r / 2 - w, sy > 0 ? below : above, sx > 0 ? 'start' : 'end');
  // Flow: on the side the node faces (left of the column; right of it when the hub is underneath).
  if (kind === 'flow') return [side(node.dx), side(node.dx, -1), side(node.dx, 1)];
  const { dx, dy } = node;
  const sx = Math.sign(dx) || 1;
  const sy = Math.sign(dy) || -1;
  // Diagonal nodes lean their label away from the hub, so it clears the spokes.
  const outward = Math.abs(dx) >= 0.35 ? side(sx, Math.abs(dy) >= 0.25 ? dy * 0.7 : 0) : vertical(sy);
  return [outward, side(sx), side(sx, sy), side(sx, -sy), diagonal(sx, sy), diagonal(-sx, sy), vertical(sy), vertical(-sy), side(-sx)];
}

/**
 * The spot for a label around `node`, shared by labels at rest and callouts:
 * of the candidates inside `bounds`, the first that `overlaps` nothing, else
 * the one that overlaps least (the better spot on ties). Undefined when no
 * candidate stays inside.
 */
export function bestSpot(
  node: NodeLayout,
  text: WrappedText,
  lineHeight: number,
  kind: WebLayoutKind,
  bounds: Box,
  overlaps: (padded: Box) => number,
): (Spot & { overlaps: number }) | undefined {
  let best: (Spot & { overlaps: number }) | undefined;
  for (const spot of candidates(node, Math.ceil(text.width), text.lines.length * lineHeight, lineHeight, kind)) {
    if (!inside(spot.box, bounds)) continue;
    const count = overlaps(inflate(spot.box, LABEL_MARGIN));
    if (!best || count < best.overlaps) best = { ...spot, overlaps: count };
    if (!count) break;
  }
  return best;
}

/** Text position for a label that fills `box`, lines centred vertically on their line boxes. */
export function toPlacement({ lines, truncated }: WrappedText, box: Box, anchor: TextAnchor, fontSize: number, lineHeight: number): LabelPlacement {
  const x = anchor === 'start' ? box.x : anchor === 'end' ? box.x + box.width : box.x + box.width / 2;
  // Half a line down to the line's middle, then ~0.35em to the baseline of a centred glyph.
  const y = box.y + lineHeight / 2 + fontSize * 0.35;
  return { lines, x: round(x), y: round(y), anchor, box, truncated };
}

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
): LabelPlacement[] {
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
    const text = wrapLabel(label, clamp(width * 0.42, 120, 320), 3, fontSize, fit, { bold: true, boundaries: true });
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
): Map<number, LabelPlacement> {
  const active = new Set([...first, ...neighbours.slice(0, MAX_CALLOUTS)]);
  const requests = [...active].flatMap((index) => {
    const label = layout.nodes[index]?.label;
    return index >= 0 && index < layout.nodes.length && (!label || label.truncated) ? [{ index, label: labelOf(index) }] : [];
  });
  const placed = placeCallouts(layout, requests, measure);
  return new Map(placed.map((placement, i) => [requests[i]!.index, placement]));
}

/**
 * Places each node's label at rest, in data order, at the first spot around it that stays inside
 * the canvas and hits neither the hub, a dot (with a px to spare), an edge nor a label placed
 * before. A label that finds no such spot, or is shortened, is wrapped again for the room beside
 * its node (narrower and on more lines, `rewrap`), which in a phone's narrow drawing is what lets
 * most names show whole beside their dot instead of cut above it. A label with no free spot even
 * so is left out (`label: null`, shown on demand). Returns how many were left out or shortened:
 * the element says so.
 */
export function placeLabels(
  nodes: NodeLayout[],
  labels: readonly WrappedText[],
  {
    kind,
    lineHeight,
    fontSize,
    hubBox,
    width,
    height,
    edges = [],
    rewrap,
  }: {
    kind: WebLayoutKind;
    lineHeight: number;
    fontSize: number;
    hubBox: Box;
    width: number;
    height: number;
    /** Every edge as the points of the line drawn (see edgePolyline): no label is put across one. */
    edges?: readonly (readonly Point[])[];
    /** Label `i` wrapped into `maxWidth`, on as many lines as a label may take where room is short. */
    rewrap?: (i: number, maxWidth: number) => WrappedText;
  },
): number {
  const grid = new BoxGrid(Math.max(24, lineHeight * 2));
  grid.add(inflate(hubBox, 4));
  for (const node of nodes) grid.add(inflate({ x: node.x, y: node.y, width: 0, height: 0 }, node.r + 1));
  for (const line of edges) for (let j = 1; j < line.length; j++) grid.addSegment(line[j - 1]!, line[j]!);
  const bounds = canvasBounds(width, height);
  const free = (text: WrappedText, node: NodeLayout) => {
    const spot = text.lines.length ? bestSpot(node, text, lineHeight, kind, bounds, (box) => (grid.hits(box) ? 1 : 0)) : undefined;
    return spot?.overlaps === 0 ? spot : undefined;
  };
  let hidden = 0;
  nodes.forEach((node, i) => {
    let text = labels[i];
    if (!text?.lines.length) return void hidden++;
    let spot = free(text, node);
    if ((!spot || text.truncated) && rewrap) {
      // The room beside the dot on either side, widest first: a narrower wrap fits where the first did not.
      const reach = node.r + GAP;
      const rooms = [node.x - reach - bounds.x, bounds.x + bounds.width - node.x - reach].map(Math.floor).sort((a, b) => b - a);
      for (const room of rooms) {
        if (room < fontSize * 3 || room >= text.width) continue;
        const narrower = rewrap(i, room);
        const there = free(narrower, node);
        if (there && (!spot || !narrower.truncated)) [text, spot] = [narrower, there];
        if (spot && !text.truncated) break;
      }
    }
    if (!spot) return void hidden++;
    grid.add(inflate(spot.box, LABEL_MARGIN));
    node.label = toPlacement(text, spot.box, spot.anchor, fontSize, lineHeight);
    if (text.truncated) hidden++;
  });
  return hidden;
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * The first corner of the drawing (top left, top right, bottom left, bottom right) where a box
 * `size` (in the layout's units) covers no label, dot or the hub, nor any of `also` (a callout
 * shown); null where every corner is taken (the element then puts the hint under the drawing).
 */
export function freeCorner(layout: WebLayout, size: { width: number; height: number }, also: readonly Box[] = []): Corner | null {
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
