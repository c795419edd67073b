/**
 * Where the hub, the requirements, their labels and their edges go, in SVG
 * user units equal to CSS px (the SVG's viewBox is as wide as its container).
 *
 * Deterministic on purpose: no force simulation, no randomness, so the same
 * data at the same width always gives the same picture (a reader who comes
 * back, a slide re-rendered for print, a screenshot test).
 *
 * - `radial`: the hub in the middle, requirements evenly spaced around it on
 *   one ring, or on several as their number grows. Rings are ellipses that are
 *   as wide as the container allows and may be taller than wide in a narrow one.
 * - `flow`: requirements in a column on the left, the hub on the right, every
 *   edge flowing into it ("independent rules → shared decisions"). Where the
 *   two side by side leave no room for the edges (a narrow column, a large
 *   host font), the hub goes under the column instead, labels to the right of
 *   their dots, and the edges run down the left into it.
 *
 * Both layouts only say where the nodes go and which points each edge bends
 * through; labels and edges are then placed and drawn the same way for both.
 * Labels are placed greedily in data order: each tries a few spots around its
 * node (outward first) and takes the first that hits no other label, node or
 * the hub and stays inside the canvas. A label that fits nowhere is left out
 * (`label: null`): the element shows it on focus, hover and selection through
 * {@link placeCallouts}, which places labels by the same routine. So labels
 * never overlap, at any size.
 */
import { curveBasis } from 'd3-shape';
import { wrapLabel, type MeasureText, type WrappedText } from './text-fit.js';

export type WebLayoutKind = 'radial' | 'flow';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type TextAnchor = 'start' | 'middle' | 'end';

export interface LabelPlacement {
  lines: string[];
  /** The x of every line (its anchor point). */
  x: number;
  /** The baseline of the first line; later lines follow at `lineHeight`. */
  y: number;
  anchor: TextAnchor;
  /** The space the label takes (with its line boxes), for collision tests. */
  box: Box;
  /** Whether the label was shortened with "…". */
  truncated: boolean;
}

export interface NodeLayout {
  id: string;
  x: number;
  y: number;
  /** Radius of the drawn dot. */
  r: number;
  /** Unit vector pointing away from the hub: where the label prefers to go. */
  dx: number;
  dy: number;
  /** The label drawn at rest, or null where none fits (then shown only on demand). */
  label: LabelPlacement | null;
}

export interface HubLayout {
  id: string;
  /** The centre. */
  x: number;
  y: number;
  box: Box;
  /** Its name, in bold, one px larger than the labels. */
  label: LabelPlacement;
}

export interface EdgeLayout {
  source: string;
  target: string;
  d: string;
}

export interface WebLayout {
  kind: WebLayoutKind;
  width: number;
  /**
   * The drawing is the band from `top` to `top + height` of the layout's coordinates (the SVG's
   * viewBox): a radial web drops the rows its rings kept free for labels that did not need them.
   */
  top: number;
  height: number;
  fontSize: number;
  lineHeight: number;
  /** The host's font size over 16 px: every length above is this many times its size at 16 px. */
  scale: number;
  hub: HubLayout;
  nodes: NodeLayout[];
  /**
   * Too many requirements or links to draw each edge (see {@link OVERVIEW_REQUIREMENTS}): no
   * labels at rest, no edges, and in the radial layout the rings the nodes sit on instead.
   * A selection draws its own edges with `hubEdgePath` and `linkPath`.
   */
  overview: boolean;
  /** Radii of the ellipses around the hub the nodes sit on (radial overview only). */
  rings: { a: number; b: number }[];
  /** One per requirement, in data order, from it to the hub (`target` is the hub's id); empty in an overview. */
  hubEdges: EdgeLayout[];
  /** One per link between requirements; empty in an overview. */
  links: EdgeLayout[];
  /** The path from node `index` to the hub. */
  hubEdgePath: (index: number) => string;
  /** The path between nodes `source` and `target` (indexes). */
  linkPath: (source: number, target: number) => string;
}

/**
 * From this many requirements (or {@link OVERVIEW_LINKS} links), a web is drawn as an overview:
 * a node per requirement on its ring, and edges only for the selection. Drawing every one of
 * 20,000 spokes and 200,000 curves takes tens of seconds and shows nothing but ink.
 */
export const OVERVIEW_REQUIREMENTS = 2000;
export const OVERVIEW_LINKS = 8000;

export interface LayoutInput {
  hub: { id: string; label: string };
  requirements: readonly { id: string; label: string }[];
  links: readonly { source: string; target: string }[];
  kind: WebLayoutKind;
  /** Width of the drawing in px (the container's). */
  width: number;
  /** Measures text in the page's font (the element's canvas; `estimateTextWidth` where there is none). */
  measure: MeasureText;
  /** The host's font size in px (default 16): text, marks and spacing are in proportion to it. */
  em?: number;
}

/** Canvas margin, gap between a dot and its label, and space kept around labels. */
const PAD = 12;
const GAP = 5;
const LABEL_MARGIN = 2;
/** How far from a node's centre a tap still reaches it, each way (the element's 44 × 44 px target). */
const TOUCH_REACH = 22;

type Point = [number, number];

/**
 * An edge: d3-shape's B-spline through the points its layout gives (two points: a straight line).
 * The curve draws into this small path writer rather than through d3's `line()`, whose path
 * object would bring arcs, rectangles and more that no edge uses. Coordinates are rounded to
 * 0.1 px: shorter strings for thousands of paths, no visible difference.
 */
function edgePath(points: Point[]): string {
  let d = '';
  const curve = curveBasis({
    moveTo(x: number, y: number) {
      d += `M${round(x)},${round(y)}`;
    },
    lineTo(x: number, y: number) {
      d += `L${round(x)},${round(y)}`;
    },
    bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number) {
      d += `C${round(x1)},${round(y1)},${round(x2)},${round(y2)},${round(x)},${round(y)}`;
    },
    closePath() {
      d += 'Z';
    },
    // d3's curves call only these four of a canvas context's path methods.
  } as CanvasPath as CanvasRenderingContext2D);
  curve.lineStart();
  for (const [x, y] of points) curve.point(x, y);
  curve.lineEnd();
  return d;
}

/**
 * Lays the web out for a drawing `input.width` px wide whose text is in proportion to `input.em`:
 * laid out as at 16 px in a drawing `16 / em` times as wide, then every length scaled back, so a
 * host at 32 px gets the same picture as one at 16 px half as wide, at twice the size.
 */
export function layoutRequirementWeb(input: LayoutInput): WebLayout {
  const k = input.em && input.em > 0 && Number.isFinite(input.em) ? input.em / 16 : 1;
  const measure: MeasureText = k === 1 ? input.measure : (text, size, bold) => input.measure(text, size * k, bold) / k;
  const base = layoutAt16({ ...input, width: input.width / k, measure });
  return k === 1 ? base : scaleLayout(base, k);
}

/** `layout` with every length `k` times larger. */
function scaleLayout(layout: WebLayout, k: number): WebLayout {
  const box = (b: Box): Box => ({ x: b.x * k, y: b.y * k, width: b.width * k, height: b.height * k });
  const label = (l: LabelPlacement): LabelPlacement => ({ ...l, x: round(l.x * k), y: round(l.y * k), box: box(l.box) });
  const path = (d: string) => d.replace(/-?[\d.]+/g, (v) => String(round(Number(v) * k)));
  const edge = (e: EdgeLayout): EdgeLayout => ({ ...e, d: path(e.d) });
  return {
    ...layout,
    width: Math.round(layout.width * k),
    top: Math.floor(layout.top * k),
    height: Math.ceil(layout.height * k),
    fontSize: layout.fontSize * k,
    lineHeight: layout.lineHeight * k,
    scale: k,
    hub: { ...layout.hub, x: layout.hub.x * k, y: layout.hub.y * k, box: box(layout.hub.box), label: label(layout.hub.label) },
    nodes: layout.nodes.map((n) => ({ ...n, x: round(n.x * k), y: round(n.y * k), r: n.r * k, label: n.label && label(n.label) })),
    rings: layout.rings.map((r) => ({ a: r.a * k, b: r.b * k })),
    hubEdges: layout.hubEdges.map(edge),
    links: layout.links.map(edge),
    hubEdgePath: (i) => path(layout.hubEdgePath(i)),
    linkPath: (a, b) => path(layout.linkPath(a, b)),
  };
}

function layoutAt16(input: LayoutInput): WebLayout {
  const { kind, requirements, measure } = input;
  const flow = kind === 'flow';
  // 160 (10em) is the narrowest drawing laid out; a narrower one shows this picture scaled down.
  // Low on purpose: a drawing only a few em wide (a 32 px host in a slide's column) is laid out for
  // that room, so its text keeps the host's size instead of shrinking with a wider picture.
  let width = Math.max(160, Math.round(input.width));
  const n = requirements.length;
  const overview = n >= OVERVIEW_REQUIREMENTS || input.links.length >= OVERVIEW_LINKS;
  // One size at every width: a phone's reader needs the text no smaller than a desktop's.
  const fontSize = 13;
  const lineHeight = Math.round(fontSize * 1.3);
  const r = n <= 30 ? 7 : n <= 150 ? 5 : 3;
  // An overview has no room for labels at rest: none is fitted (they show on demand). Labels are
  // fitted at their bold width: a selection draws its own labels bold, in the same place.
  const wrapAll = (labelWidth: number, wordWidth?: number) =>
    overview ? [] : requirements.map((req) => wrapLabel(req.label, labelWidth, n <= 40 ? 2 : 1, fontSize, measure, { wordWidth, bold: true }));
  // The hub's name wraps onto as many lines as it needs, never cut: it is what the web is about.
  const wrapHub = (maxWidth: number, wordWidth?: number) => wrapLabel(input.hub.label, maxWidth, Infinity, fontSize + 1, measure, { bold: true, wordWidth });
  const labelWidth = flow ? clamp(Math.round(width * 0.34), 90, 260) : clamp(Math.round(width * 0.22), 96, 170);
  let labels = wrapAll(labelWidth, Math.max(labelWidth, Math.min(width * (flow ? 0.4 : 0.45), 200)));
  let hubText = wrapHub(clamp(Math.round(width * 0.28), 90, 220), width * (flow ? 0.4 : 0.6));
  const widest = () => labels.reduce((max, label) => Math.max(max, label.width), 0);
  // Flow, too narrow for the column and the hub side by side with 40 px for the edges between them
  // (besides the hub's padding, 24, and the label's gap, 5): the hub goes under the column.
  const lanes = Math.min(24, 4 * (n - 1));
  const stacked = flow && !overview && width - 2 * PAD - hubText.width - widest() - 2 * r < 70;
  if (stacked) {
    // Labels take the width right of the dots; the hub, the width under them.
    const room = width - 2 * PAD - lanes - 8;
    labels = wrapAll(room - 2 * r - GAP);
    hubText = wrapHub(room - 24);
  }
  const maxLabelWidth = widest();
  const labelRows = labels.reduce((max, label) => Math.max(max, label.lines.length), 1);
  const hubWidth = Math.ceil(hubText.width) + 24;
  // The radial ring must clear the hub by 2 px (see radialGeometry): a narrower room is drawn wider, and scaled down.
  if (!flow) width = Math.max(width, hubWidth + 4 * r + 44);
  const hubHeight = hubText.lines.length * lineHeight + 14;
  const geometry = (flow ? flowGeometry : radialGeometry)({
    width,
    n,
    r,
    lineHeight,
    hubWidth,
    hubHeight,
    maxLabelWidth,
    labelRows,
    overview,
    lanes: stacked ? lanes : -1,
  });
  const [hx, hy] = geometry.hub;
  const hubBox = { x: hx - hubWidth / 2, y: hy - hubHeight / 2, width: hubWidth, height: hubHeight };
  const hub: HubLayout = {
    id: input.hub.id,
    x: hx,
    y: hy,
    box: hubBox,
    // The text block sits 7 px inside the box, top and bottom.
    label: toPlacement(hubText, inflate(hubBox, -7), 'middle', fontSize + 1, lineHeight),
  };
  const nodes: NodeLayout[] = requirements.map((req, i) => ({ id: req.id, ...geometry.nodes[i]!, r, label: null }));

  // Labels at rest: inside the canvas, clear of the hub, every dot and the labels placed before.
  const grid = new BoxGrid(Math.max(24, lineHeight * 2));
  grid.add(inflate(hubBox, 4));
  // Each dot, with a px to spare.
  for (const node of nodes) grid.add(inflate({ x: node.x, y: node.y, width: 0, height: 0 }, node.r + 1));
  const bounds = canvasBounds(width, geometry.height);
  nodes.forEach((node, i) => {
    const text = labels[i];
    if (!text?.lines.length) return;
    const spot = bestSpot(node, text, lineHeight, kind, bounds, (box) => (grid.hits(box) ? 1 : 0));
    if (spot?.overlaps !== 0) return;
    grid.add(inflate(spot.box, LABEL_MARGIN));
    node.label = toPlacement(text, spot.box, spot.anchor, fontSize, lineHeight);
  });

  const hubEdgePath = (i: number) => edgePath(geometry.hubEdge(nodes[i]!, i));
  const linkPath = (a: number, b: number) => edgePath(geometry.link(nodes[a]!, nodes[b]!));
  const indexById = new Map<string, number>();
  nodes.forEach((node, i) => indexById.set(node.id, i));
  const links: EdgeLayout[] = [];
  if (!overview) {
    for (const { source, target } of input.links) {
      const a = indexById.get(source);
      const b = indexById.get(target);
      if (a !== undefined && b !== undefined) links.push({ source, target, d: linkPath(a, b) });
    }
  }
  // A radial web is drawn down to what it shows (its dots with their 44 × 44 touch targets, labels
  // and hub, half the padding around): the geometry keeps room above and below its rings for the
  // tallest label on every side, which a web of short labels leaves empty (a quarter of a
  // 5-requirement web's height on a slide). An overview's rings and a flow keep their canvas.
  let [top, bottom] = [0, geometry.height];
  if (!flow && !overview) {
    let [minY, maxY] = [hubBox.y, hubBox.y + hubBox.height];
    for (const node of nodes) {
      const box = node.label?.box;
      minY = Math.min(minY, node.y - TOUCH_REACH, box ? box.y : Infinity);
      maxY = Math.max(maxY, node.y + TOUCH_REACH, box ? box.y + box.height : -Infinity);
    }
    top = Math.max(0, Math.floor(minY - PAD / 2));
    bottom = Math.min(bottom, Math.ceil(maxY + PAD / 2));
  }
  return {
    kind,
    width,
    top,
    height: bottom - top,
    fontSize,
    lineHeight,
    scale: 1,
    hub,
    nodes,
    overview,
    rings: overview ? geometry.rings : [],
    hubEdges: overview ? [] : nodes.map((node, i) => ({ source: node.id, target: hub.id, d: hubEdgePath(i) })),
    links,
    hubEdgePath,
    linkPath,
  };
}

interface Sizes {
  width: number;
  n: number;
  r: number;
  lineHeight: number;
  hubWidth: number;
  hubHeight: number;
  maxLabelWidth: number;
  /** Lines of the tallest label. */
  labelRows: number;
  overview: boolean;
  /** Flow only: the hub under the column, edges down this many px of lanes on the left; -1 side by side. */
  lanes: number;
}

/** What a layout decides; the rest (labels, edge paths) is common to both. */
interface Geometry {
  height: number;
  /** The hub's centre. */
  hub: Point;
  /** Each requirement's centre, with the unit vector pointing away from the hub (where its label prefers to go). */
  nodes: { x: number; y: number; dx: number; dy: number }[];
  /** The points an edge bends through. */
  hubEdge: (node: NodeLayout, i: number) => Point[];
  /** The ellipses the nodes sit on (radial only). */
  rings: { a: number; b: number }[];
  link: (a: NodeLayout, b: NodeLayout) => Point[];
}

/** Rings as concentric ellipses, outermost first, filled in proportion to their length. */
function radialGeometry({ width, n, r, lineHeight, hubWidth, hubHeight, maxLabelWidth, labelRows }: Sizes): Geometry {
  const dense = n > 150;
  const clearX = hubWidth / 2 + r + 14;
  const clearY = hubHeight / 2 + r + 14;
  // Along a ring, centres at least this far apart: room for a label row, or just for the dots.
  const spacing = n <= 30 ? Math.max(44, 3 * lineHeight) : dense ? 2 * r + 3 : lineHeight + 6;
  const ringGap = dense ? 2 * r + 4 : 2 * lineHeight + 2 * r;
  const preferred = Math.max((n * spacing) / (2 * Math.PI), clamp(width * 0.28, 110, 260));
  // Room for labels beside the widest ring; where there is none (a narrow container), labels go above and below.
  let room = width / 2 - PAD - (dense ? 0 : r + GAP + maxLabelWidth);
  if (room < clearX + 10) room = width / 2 - PAD - Math.max(r, maxLabelWidth / 2);
  // 10 px clear of the hub where there is room; in a tight one (a large host font in a column) down
  // to 2, which layoutAt16 makes room for.
  const a = Math.max(Math.min(clearX + 10, width / 2 - r - PAD / 2), Math.min(preferred, room));
  // A circle where the container allows; a narrow one stretches the ring upwards instead of
  // cramping it (continuously, so resizing never jumps). Large webs take more rings first.
  const stretch = dense ? 0 : Math.max(0, 0.85 * preferred - a) * 2;
  let b = Math.max(Math.min(a + stretch, 1.6 * a), minorAxisToClear(a, clearX, clearY));

  // Rings `ringGap` inside each other while they clear the hub; taller until they hold every node.
  let rings: { a: number; b: number; capacity: number }[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    rings = [];
    for (let ra = a, rb = b; rings.length === 0 || (ra > clearX && rb > minorAxisToClear(ra, clearX, clearY)); ra -= ringGap, rb -= ringGap) {
      rings.push({ a: ra, b: rb, capacity: Math.floor(ellipsePerimeter(ra, rb) / spacing) });
    }
    if (rings.reduce((total, ring) => total + ring.capacity, 0) >= n) break;
    b *= 1.12;
  }
  // The fewest outer rings that hold every node, each given a share in proportion to its capacity
  // (rounded cumulatively, so the shares add up to n).
  let used = 0;
  let capacity = 0;
  while (used < rings.length && capacity < n) capacity += rings[used++]!.capacity;

  const height = Math.ceil(2 * (b + r + GAP + labelRows * lineHeight + PAD));
  const cx = width / 2;
  const cy = height / 2;
  const nodes: Geometry['nodes'] = [];
  let filled = 0;
  let placed = 0;
  rings.slice(0, used).forEach((ring, k) => {
    filled += ring.capacity;
    const upTo = Math.round((n * filled) / capacity);
    // Every other ring is turned by half a step, so neighbouring rings do not line up.
    // A loop, not push(...points): a spread as long as the data overflows the stack.
    for (const point of alongEllipse(cx, cy, ring.a, ring.b, upTo - placed, k % 2 ? 0.5 : 0)) nodes.push(point);
    placed = upTo;
  });

  const centre: Point = [cx, cy];
  const around = Math.hypot(clearX, clearY);
  return {
    height,
    hub: centre,
    nodes,
    rings: rings.slice(0, used).map(({ a, b }) => ({ a, b })),
    hubEdge: (node) => [pointTowards(centre, [node.x, node.y], Math.min(hubWidth, hubHeight) / 2), [node.x, node.y]],
    link: (p, q) => {
      // Bend around the hub: the control point sits between the two, at least `around` out.
      let mx = (p.x + q.x) / 2 - cx;
      let my = (p.y + q.y) / 2 - cy;
      let length = Math.hypot(mx, my);
      if (length < 1) {
        mx = -(q.y - p.y);
        my = q.x - p.x;
        length = Math.hypot(mx, my) || 1;
      }
      const distance = Math.max(around, length * 0.7);
      const control = pointTowards(centre, [cx + mx, cy + my], distance);
      // The curve is pulled 85% of the way to the control point (what d3's curveBundle.beta(0.85) does).
      const middle = lerp(control, [(p.x + q.x) / 2, (p.y + q.y) / 2], 0.15);
      return [[p.x, p.y], middle, [q.x, q.y]];
    },
  };
}

/**
 * Requirements in one column on the left, the hub on the right, edges flowing right. Stacked
 * (`lanes` ≥ 0, a narrow room): labels to the right of the dots, the hub under the column, and
 * each edge leaving its dot to the left, down a lane of its own, into the hub's left side; the top
 * requirement takes the outermost lane and the lowest arrival, so no two edges cross.
 */
function flowGeometry({ width, n, r, lineHeight, hubWidth, hubHeight, maxLabelWidth, labelRows, overview, lanes }: Sizes): Geometry {
  const stacked = lanes >= 0;
  // Which way a node's label goes: left of the column, or right of it when the hub is underneath.
  const side = stacked ? 1 : -1;
  // A row per requirement: room for its label where labels can fit, only for its dot in very long columns.
  const pitch = n <= 60 ? Math.max(labelRows * lineHeight + 12, 2 * r + 10) : n <= 200 ? lineHeight + 2 * LABEL_MARGIN + 1 : 2 * r + 4;
  // An overview fills columns side by side (in data order, top to bottom, left to right) across the
  // left half: one column of 20,000 dots would be 200,000 px tall.
  const columns = overview ? Math.max(1, Math.floor((width * 0.5 - PAD) / pitch)) : 1;
  const rows = Math.ceil(n / columns);
  const height = Math.ceil(stacked ? rows * pitch + 12 + hubHeight + 2 * PAD : Math.max(rows * pitch, hubHeight + 2 * PAD, 2 * r) + 2 * PAD);
  const dotX = round(PAD + (stacked ? lanes + 8 : Math.min(maxLabelWidth, width * 0.45) + GAP) + r);
  // Stacked, the hub sits under the dots, or further left when its name needs the width (never over
  // the lanes: layoutAt16 wraps it to the width right of them).
  const hubLeft = stacked ? Math.min(dotX + 6, width - PAD - hubWidth) : width - PAD - hubWidth;
  const hub: Point = [hubLeft + hubWidth / 2, stacked ? height - PAD - hubHeight / 2 : height / 2];
  // Edges arrive spread over the hub's left side, in the order they leave.
  const spread = Math.max(0, hubHeight - 16);
  const bulgeRoom = stacked ? lanes + 8 : Math.max(12, (hubLeft - dotX) * 0.6);
  return {
    height,
    hub,
    rings: [],
    nodes: Array.from({ length: n }, (_, i) => ({
      x: dotX + pitch * Math.floor(i / rows),
      y: round(PAD + pitch * ((i % rows) + 0.5)),
      dx: side,
      dy: 0,
    })),
    hubEdge: (node, i) => {
      const share = n > 1 ? i / (n - 1) : 0.5;
      const y = hub[1] + (0.5 - share) * spread * side;
      const x = node.x - side * node.r;
      const lane = PAD / 2 + lanes * share;
      // Leaving and arriving level: close to d3's linkHorizontal, drawn with the same curve as every edge.
      const quarter = (hubLeft - x) / 4;
      return stacked ? [[x, node.y], [lane, node.y], [lane, y], [hubLeft, y]] : [[x, node.y], [x + quarter, node.y], [hubLeft - quarter, y], [hubLeft, y]];
    },
    // Out of the dot on the side away from its label, bowing out, and back.
    link: (p, q) => {
      const x = p.x - side * Math.min(bulgeRoom, 14 + Math.abs(q.y - p.y) * 0.35);
      return [[p.x - side * p.r, p.y], [x, p.y], [x, q.y], [q.x - side * q.r, q.y]];
    },
  };
}

type Spot = { box: Box; anchor: TextAnchor };

/** Label spots around a node, best first: outward, beside it, above or below it, then inward. */
function candidates(node: NodeLayout, w: number, h: number, lineHeight: number, kind: WebLayoutKind): Spot[] {
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
function bestSpot(
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
function toPlacement({ lines, truncated }: WrappedText, box: Box, anchor: TextAnchor, fontSize: number, lineHeight: number): LabelPlacement {
  const x = anchor === 'start' ? box.x : anchor === 'end' ? box.x + box.width : box.x + box.width / 2;
  // Half a line down to the line's middle, then ~0.35em to the baseline of a centred glyph.
  const y = box.y + lineHeight / 2 + fontSize * 0.35;
  return { lines, x: round(x), y: round(y), anchor, box, truncated };
}

/**
 * Full labels for focus, hover or selection: wrapped wider than at rest,
 * placed around their node like labels, kept inside the canvas and clear of
 * each other where possible. They may cover labels at rest: the element draws
 * them on top with a halo.
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
  return requests.map(({ index, label }) => {
    const at = layout.nodes[index]!;
    const node = { ...at, x: at.x / k, y: at.y / k, r: at.r / k };
    // Callouts are drawn bold.
    const text = wrapLabel(label, clamp(width * 0.42, 120, 320), 3, fontSize, fit, { bold: true });
    let spot: Spot | undefined = bestSpot(node, text, lineHeight, kind, bounds, (padded) => placed.filter((box) => boxesOverlap(padded, box)).length);
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

/**
 * The node nearest (x, y) whose centre is within `reach` across and down (a square target of
 * 2 × reach around each node), or -1. Targets of nodes closer than that overlap; the nearest wins.
 */
export function nearestNode(nodes: readonly { x: number; y: number }[], x: number, y: number, reach: number): number {
  let best = -1;
  let nearest = Infinity;
  nodes.forEach((node, i) => {
    const distance = Math.hypot(node.x - x, node.y - y);
    if (Math.abs(node.x - x) <= reach && Math.abs(node.y - y) <= reach && distance < nearest) {
      best = i;
      nearest = distance;
    }
  });
  return best;
}

/** A uniform grid of boxes, so each label is tested only against its neighbourhood (1,044 nodes stay fast). */
class BoxGrid {
  #cells = new Map<number, Box[]>();
  constructor(readonly size: number) {}

  /** Calls `visit` with the key of each cell `box` touches, until it returns true. */
  #someCell(box: Box, visit: (key: number) => boolean | undefined): boolean {
    const size = this.size;
    for (let x = Math.floor(box.x / size); x <= Math.floor((box.x + box.width) / size); x++) {
      for (let y = Math.floor(box.y / size); y <= Math.floor((box.y + box.height) / size); y++) {
        // A key shared by two far-apart cells only costs a few extra comparisons.
        if (visit(x * 4096 + y)) return true;
      }
    }
    return false;
  }

  add(box: Box): void {
    this.#someCell(box, (key) => {
      const cell = this.#cells.get(key);
      if (cell) cell.push(box);
      else this.#cells.set(key, [box]);
      return false;
    });
  }

  /** Whether `box` overlaps any box added. */
  hits(box: Box): boolean {
    return this.#someCell(box, (key) => this.#cells.get(key)?.some((other) => boxesOverlap(box, other)));
  }
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(box: Box, bounds: Box): boolean {
  return box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width && box.y + box.height <= bounds.y + bounds.height;
}

function inflate(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

/** Where labels may go: the canvas less half its margin. */
function canvasBounds(width: number, height: number): Box {
  return inflate({ x: 0, y: 0, width, height }, -PAD / 2);
}

/** Ramanujan's approximation of an ellipse's perimeter. */
function ellipsePerimeter(a: number, b: number): number {
  const h = ((a - b) / (a + b)) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

/**
 * `count` points evenly spaced by length along an ellipse around (cx, cy)
 * (on an ellipse, equal angles are not equal lengths), clockwise from the top,
 * the first `offset` of a step along, each with the ellipse's outward normal.
 * Lengths come from a table of 360 steps.
 */
function alongEllipse(cx: number, cy: number, a: number, b: number, count: number, offset: number): Geometry['nodes'] {
  const steps = 360;
  const angle = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / steps;
  const lengths = [0];
  for (let i = 1; i <= steps; i++) {
    const [t0, t1] = [angle(i - 1), angle(i)];
    lengths.push(lengths[i - 1]! + Math.hypot(a * (Math.cos(t1) - Math.cos(t0)), b * (Math.sin(t1) - Math.sin(t0))));
  }
  const points: Geometry['nodes'] = [];
  let i = 0;
  for (let j = 0; j < count; j++) {
    const target = ((j + offset) / count) * lengths[steps]!;
    while (lengths[i + 1]! <= target) i++;
    const t = angle(i + (target - lengths[i]!) / (lengths[i + 1]! - lengths[i]! || 1));
    // The outward normal of the ellipse at t.
    const [dx, dy] = pointTowards([0, 0], [Math.cos(t) / a, Math.sin(t) / b], 1);
    points.push({ x: round(cx + a * Math.cos(t)), y: round(cy + b * Math.sin(t)), dx, dy });
  }
  return points;
}

/** The smallest minor axis for which an ellipse with major axis `a` passes outside the rectangle ±clearX × ±clearY. */
function minorAxisToClear(a: number, clearX: number, clearY: number): number {
  const t = (clearX / a) ** 2;
  return t >= 1 ? Infinity : clearY / Math.sqrt(1 - t);
}

/** The point a fraction `t` of the way from `from` to `to`. */
function lerp(from: Point, to: Point, t: number): Point {
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
}

/** The point `distance` from `from` towards `to`. */
function pointTowards(from: Point, to: Point, distance: number): Point {
  return lerp(from, to, distance / (Math.hypot(to[0] - from[0], to[1] - from[1]) || 1));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
