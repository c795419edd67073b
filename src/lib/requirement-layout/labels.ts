/**
 * Where labels go: a few spots around each node, best first, the first that hits nothing taken
 * (labels at rest). Full labels on demand (callouts) are placed the same way, in callouts.ts.
 */
import { wrapName, type WrappedText } from '../text-fit.js';
import { BoxGrid, boxesOverlap, canvasBounds, clamp, inflate, inside, round } from './geometry.js';
import { GAP, LABEL_MARGIN, type Box, type Point, type LabelPlacement, type NodeLayout, type TextAnchor, type WebLayoutKind } from './types.js';

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

/**
 * What callouts.ts (full labels on demand, in requirement-web's on-demand chunk) places its labels
 * with: the same functions the labels at rest use, handed over at call time (the element passes
 * them) rather than imported, so that chunk imports no module of the first view and a consumer's
 * bundler splits none of these into a file of their own.
 */
export const LABEL_TOOLS = { wrapName, bestSpot, candidates, toPlacement, boxesOverlap, canvasBounds, clamp, inflate, round };
export type LabelTools = typeof LABEL_TOOLS;
