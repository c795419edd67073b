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
 *   edge flowing into it ("independent rules → shared decisions").
 *
 * Labels are placed greedily in data order: each tries a few spots around its
 * node (outward first) and takes the first that hits no other label, node or
 * the hub and stays inside the canvas. A label that fits nowhere is left out
 * (`label: null`): the element shows it on focus, hover and selection through
 * {@link placeCallout}. So labels never overlap, at any size.
 */
import { curveBasis, curveBundle, line, linkHorizontal } from 'd3-shape';
import { estimateTextWidth, wrapLabel, type MeasureText } from './text-fit.js';

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
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
  fontSize: number;
  box: Box;
}

export interface EdgeLayout {
  source: string;
  target: string;
  d: string;
}

export interface WebLayout {
  kind: WebLayoutKind;
  width: number;
  height: number;
  fontSize: number;
  lineHeight: number;
  hub: HubLayout;
  nodes: NodeLayout[];
  /** One per requirement, from it to the hub (`target` is the hub's id). */
  hubEdges: EdgeLayout[];
  /** One per link between requirements. */
  links: EdgeLayout[];
}

export interface LayoutInput {
  hub: { id: string; label: string };
  requirements: readonly { id: string; label: string }[];
  links: readonly { source: string; target: string }[];
  kind: WebLayoutKind;
  /** Width of the drawing in px (the container's). */
  width: number;
  /** Measures text in the page's font; defaults to a conservative estimate. */
  measure?: MeasureText;
}

/** Canvas margin, gap between a dot and its label, and space kept around labels. */
const PAD = 12;
const GAP = 5;
const LABEL_MARGIN = 2;
const MIN_WIDTH = 280;

type Point = [number, number];

export function layoutRequirementWeb(input: LayoutInput): WebLayout {
  const measure = input.measure ?? estimateTextWidth;
  const width = Math.max(MIN_WIDTH, Math.round(input.width));
  const n = input.requirements.length;
  const fontSize = width < 480 ? 12 : 13;
  const lineHeight = Math.round(fontSize * 1.3);
  const r = n <= 30 ? 7 : n <= 150 ? 5 : 3;
  const maxLines = n <= 40 ? 2 : 1;
  const flow = input.kind === 'flow';
  const labelWidth = flow ? clamp(Math.round(width * 0.34), 90, 260) : clamp(Math.round(width * 0.22), 96, 170);
  const wordWidth = Math.max(labelWidth, Math.min(width * (flow ? 0.4 : 0.45), 200));
  const labels = input.requirements.map((req) => wrapLabel(req.label, labelWidth, maxLines, fontSize, measure, { wordWidth }));
  const hubFont = fontSize + 1;
  const hubText = wrapLabel(input.hub.label, clamp(Math.round(width * 0.28), 90, 220), 3, hubFont, measure, {
    bold: true,
    wordWidth: width * (flow ? 0.4 : 0.6),
  });
  const hubWidth = Math.ceil(hubText.width) + 24;
  const hubHeight = hubText.lines.length * lineHeight + 14;
  const sized: Sizes = { width, n, r, fontSize, lineHeight, labels, hubWidth, hubHeight, maxLabelWidth: Math.max(0, ...labels.map((l) => l.width)) };
  const geometry = input.kind === 'flow' ? flowGeometry(sized) : radialGeometry(sized);
  const hub: HubLayout = {
    id: input.hub.id,
    x: geometry.hub[0],
    y: geometry.hub[1],
    width: hubWidth,
    height: hubHeight,
    lines: hubText.lines,
    fontSize: hubFont,
    box: { x: geometry.hub[0] - hubWidth / 2, y: geometry.hub[1] - hubHeight / 2, width: hubWidth, height: hubHeight },
  };

  const nodes: NodeLayout[] = input.requirements.map((req, i) => {
    const [x, y] = geometry.points[i]!;
    const [dx, dy] = geometry.directions[i]!;
    return { id: req.id, x, y, r, dx, dy, label: null };
  });
  placeLabels(nodes, labels, hub.box, geometry.height, sized, input.kind);

  const index = new Map(nodes.map((node, i) => [node.id, i]));
  const hubEdges = nodes.map((node, i) => ({
    source: node.id,
    target: hub.id,
    d: geometry.hubEdge(node, i),
  }));
  const links: EdgeLayout[] = [];
  for (const link of input.links) {
    const a = index.get(link.source);
    const b = index.get(link.target);
    if (a === undefined || b === undefined) continue;
    links.push({ source: link.source, target: link.target, d: geometry.link(nodes[a]!, nodes[b]!) });
  }
  return { kind: input.kind, width, height: geometry.height, fontSize, lineHeight, hub, nodes, hubEdges, links };
}

interface Sizes {
  width: number;
  n: number;
  r: number;
  fontSize: number;
  lineHeight: number;
  labels: { lines: string[]; width: number; truncated: boolean }[];
  hubWidth: number;
  hubHeight: number;
  maxLabelWidth: number;
}

interface Geometry {
  height: number;
  hub: Point;
  points: Point[];
  /** Outward unit vectors, where labels prefer to go. */
  directions: Point[];
  hubEdge: (node: NodeLayout, i: number) => string;
  link: (a: NodeLayout, b: NodeLayout) => string;
}

const straight = line();
const bundled = line().curve(curveBundle.beta(0.85));
const basis = line().curve(curveBasis);
const horizontal = linkHorizontal<{ source: Point; target: Point }, Point>();

/** Rings as concentric ellipses, outermost first, filled in proportion to their length. */
function radialGeometry(s: Sizes): Geometry {
  const { width, n, r, lineHeight, hubWidth, hubHeight } = s;
  const labelRoom = n > 150 ? 0 : r + GAP + s.maxLabelWidth;
  const labelRows = Math.max(1, ...s.labels.map((l) => l.lines.length));
  const verticalRoom = r + GAP + labelRows * lineHeight;
  const clearX = hubWidth / 2 + r + 14;
  const clearY = hubHeight / 2 + r + 14;
  // Along a ring, centres at least this far apart: room for a label row, or just for the dots.
  const spacing = n <= 30 ? Math.max(44, 3 * lineHeight) : n <= 150 ? lineHeight + 6 : 2 * r + 3;
  const ringGap = n <= 150 ? 2 * lineHeight + 2 * r : 2 * r + 4;
  const preferred = Math.max((n * spacing) / (2 * Math.PI), clamp(width * 0.28, 110, 260));
  // Room for labels beside the widest ring; where there is none (a narrow container), labels go above and below.
  let room = width / 2 - PAD - labelRoom;
  if (room < clearX + 10) room = width / 2 - PAD - Math.max(r, s.maxLabelWidth / 2);
  const a = Math.max(clearX + 10, Math.min(preferred, room));
  // A narrow container gets a ring taller than wide rather than a cramped one.
  // A circle where the container allows; a narrow one stretches the ring upwards instead
  // of cramping it (continuously, so resizing never jumps). Large webs take more rings first.
  const stretch = n > 150 ? 0 : Math.max(0, 0.85 * preferred - a) * 2;
  let b = Math.max(Math.min(a + stretch, 1.6 * a), minorAxisToClear(a, clearX, clearY));

  let rings: { a: number; b: number; count: number }[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    rings = [];
    for (let k = 0; ; k++) {
      const ra = a - k * ringGap;
      const rb = b - k * ringGap;
      if (k > 0 && (ra <= clearX || rb <= minorAxisToClear(ra, clearX, clearY))) break;
      rings.push({ a: ra, b: rb, count: Math.floor(ellipsePerimeter(ra, rb) / spacing) });
    }
    if (rings.reduce((sum, ring) => sum + ring.count, 0) >= n) break;
    b *= 1.12;
  }
  const used = pickRings(rings, n);

  const points: Point[] = [];
  const directions: Point[] = [];
  const height = Math.ceil(2 * (b + verticalRoom + PAD));
  const cx = width / 2;
  const cy = height / 2;
  used.forEach((ring, k) => {
    // Evenly spaced along the ring (by length, not by angle: on an ellipse they differ).
    const at = ellipseByLength(ring.a, ring.b);
    const step = 1 / ring.count;
    for (let j = 0; j < ring.count; j++) {
      const t = at(j * step + (k % 2 ? step / 2 : 0));
      points.push([round(cx + ring.a * Math.cos(t)), round(cy + ring.b * Math.sin(t))]);
      // The ellipse's outward normal.
      const nx = Math.cos(t) / ring.a;
      const ny = Math.sin(t) / ring.b;
      const length = Math.hypot(nx, ny);
      directions.push([nx / length, ny / length]);
    }
  });

  const centre: Point = [cx, cy];
  const around = Math.hypot(clearX, clearY);
  return {
    height,
    hub: centre,
    points,
    directions,
    hubEdge: (node) => {
      const from = pointTowards(centre, [node.x, node.y], Math.min(hubWidth, hubHeight) / 2);
      return straight([from, [node.x, node.y]])!;
    },
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
      const control: Point = [cx + (mx / length) * distance, cy + (my / length) * distance];
      return bundled([[p.x, p.y], control, [q.x, q.y]])!;
    },
  };
}

/** The rings to use for `n` nodes, with counts in proportion to each ring's capacity. */
function pickRings(rings: { a: number; b: number; count: number }[], n: number) {
  if (n === 0) return [];
  let k = 1;
  while (k < rings.length && rings.slice(0, k).reduce((sum, ring) => sum + ring.count, 0) < n) k++;
  const used = rings.slice(0, k);
  const capacity = used.reduce((sum, ring) => sum + Math.max(1, ring.count), 0);
  const shares = used.map((ring) => (n * Math.max(1, ring.count)) / capacity);
  const counts = shares.map(Math.floor);
  // Largest remainders get the leftovers, outer rings first on ties: stable and deterministic.
  const order = shares.map((share, i) => ({ i, rest: share - Math.floor(share) })).sort((x, y) => y.rest - x.rest || x.i - y.i);
  for (let left = n - counts.reduce((sum, c) => sum + c, 0), j = 0; left > 0; left--, j++) counts[order[j % order.length]!.i]!++;
  return used.map((ring, i) => ({ ...ring, count: counts[i]! })).filter((ring) => ring.count > 0);
}

/** Requirements in one column on the left, the hub on the right, edges flowing right. */
function flowGeometry(s: Sizes): Geometry {
  const { width, n, r, lineHeight, hubWidth, hubHeight } = s;
  const rows = Math.max(1, ...s.labels.map((l) => l.lines.length));
  // A row per requirement: room for its label where labels can fit, only for its dot in very long columns.
  const pitch = n <= 60 ? Math.max(rows * lineHeight + 12, 2 * r + 10) : n <= 200 ? lineHeight + 2 * LABEL_MARGIN + 1 : 2 * r + 4;
  const height = Math.ceil(Math.max(n * pitch, hubHeight + 2 * PAD, 2 * r) + 2 * PAD);
  const labelRight = PAD + Math.min(s.maxLabelWidth, width * 0.45);
  const dotX = labelRight + GAP + r;
  const hub: Point = [width - PAD - hubWidth / 2, height / 2];
  const hubLeft = hub[0] - hubWidth / 2;
  const spread = Math.max(0, hubHeight - 16);
  const points: Point[] = [];
  for (let i = 0; i < n; i++) points.push([round(dotX), round(PAD + pitch * (i + 0.5))]);
  const bulgeRoom = Math.max(12, (hubLeft - dotX) * 0.6);
  return {
    height,
    hub,
    points,
    directions: points.map(() => [-1, 0]),
    hubEdge: (node, i) => {
      const targetY = hub[1] + (n > 1 ? (i / (n - 1) - 0.5) * spread : 0);
      return horizontal({ source: [node.x + node.r, node.y], target: [hubLeft, targetY] })!;
    },
    link: (p, q) => {
      const bulge = Math.min(bulgeRoom, 14 + Math.abs(q.y - p.y) * 0.35);
      return basis([
        [p.x + p.r, p.y],
        [p.x + bulge, p.y],
        [p.x + bulge, q.y],
        [q.x + q.r, q.y],
      ])!;
    },
  };
}

/** Label spots around a node, best first: outward, beside it, above or below it, then inward. */
function candidates(node: NodeLayout, w: number, h: number, kind: WebLayoutKind, lineHeight: number): { box: Box; anchor: TextAnchor }[] {
  const reach = node.r + GAP;
  // Beside the dot: centred on it, or raised/lowered so its last/first line is level with it.
  const side = (direction: number, shift = 0): { box: Box; anchor: TextAnchor } => ({
    anchor: direction > 0 ? 'start' : 'end',
    box: {
      x: direction > 0 ? node.x + reach : node.x - reach - w,
      y: node.y - h / 2 + shift * (h / 2 - lineHeight / 2),
      width: w,
      height: h,
    },
  });
  const vertical = (direction: number): { box: Box; anchor: TextAnchor } => ({
    anchor: 'middle',
    box: { x: node.x - w / 2, y: direction > 0 ? node.y + reach : node.y - reach - h, width: w, height: h },
  });
  // Starting level with the dot and clear of it above or below: for nodes near the top and bottom of a ring.
  const diagonal = (sx: number, sy: number): { box: Box; anchor: TextAnchor } => ({
    anchor: sx > 0 ? 'start' : 'end',
    box: { x: sx > 0 ? node.x - node.r / 2 : node.x + node.r / 2 - w, y: sy > 0 ? node.y + reach : node.y - reach - h, width: w, height: h },
  });
  if (kind === 'flow') return [side(-1), side(-1, -1), side(-1, 1)];
  const { dx, dy } = node;
  const sx = Math.sign(dx) || 1;
  const sy = Math.sign(dy) || -1;
  const besides = Math.abs(dx) >= 0.35;
  // Diagonal nodes lean their label away from the hub, so it clears the spokes.
  const outward = besides ? side(sx, Math.abs(dy) >= 0.25 ? dy * 0.7 : 0) : vertical(sy);
  return [
    outward,
    side(sx),
    side(sx, sy),
    side(sx, -sy),
    diagonal(sx, sy),
    diagonal(-sx, sy),
    vertical(sy),
    vertical(-sy),
    side(-sx),
  ];
}

function placeLabels(nodes: NodeLayout[], labels: Sizes['labels'], hubBox: Box, height: number, s: Sizes, kind: WebLayoutKind): void {
  const grid = new BoxGrid(Math.max(24, s.lineHeight * 2));
  const bounds: Box = { x: PAD / 2, y: PAD / 2, width: s.width - PAD, height: height - PAD };
  grid.add(inflate(hubBox, 4));
  nodes.forEach((node, i) => grid.add({ x: node.x - node.r - 1, y: node.y - node.r - 1, width: 2 * node.r + 2, height: 2 * node.r + 2 }, i));
  nodes.forEach((node, i) => {
    const text = labels[i]!;
    if (text.lines.length === 0) return;
    const w = Math.ceil(text.width);
    const h = text.lines.length * s.lineHeight;
    for (const spot of candidates(node, w, h, kind, s.lineHeight)) {
      const padded = inflate(spot.box, LABEL_MARGIN);
      if (!inside(spot.box, bounds) || grid.hits(padded, i)) continue;
      grid.add(padded);
      node.label = toPlacement(text.lines, spot.box, spot.anchor, s.fontSize, s.lineHeight, text.truncated);
      return;
    }
  });
}

/** Text position for a label that fills `box`, lines centred vertically on their line boxes. */
function toPlacement(lines: string[], box: Box, anchor: TextAnchor, fontSize: number, lineHeight: number, truncated: boolean): LabelPlacement {
  const x = anchor === 'start' ? box.x : anchor === 'end' ? box.x + box.width : box.x + box.width / 2;
  // Half a line down to the line's middle, then ~0.35em to the baseline of a centred glyph.
  const y = box.y + lineHeight / 2 + fontSize * 0.35;
  return { lines, x: round(x), y: round(y), anchor, box: roundBox(box), truncated };
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
  measure: MeasureText = estimateTextWidth,
): LabelPlacement[] {
  const { fontSize, lineHeight, width, height } = layout;
  const bounds: Box = { x: PAD / 2, y: PAD / 2, width: width - PAD, height: height - PAD };
  const placed: Box[] = [];
  return requests.map(({ index, label }) => {
    const node = layout.nodes[index]!;
    const text = wrapLabel(label, clamp(width * 0.42, 120, 320), 3, fontSize, measure);
    const h = text.lines.length * lineHeight;
    const spots = candidates(node, Math.ceil(text.width), h, layout.kind, lineHeight).filter((c) => inside(c.box, bounds));
    // The spot that covers the fewest callouts already placed (first such, so ties go to the better spot).
    let spot = spots[0];
    let least = Infinity;
    for (const c of spots) {
      const padded = inflate(c.box, LABEL_MARGIN);
      const overlaps = placed.filter((box) => boxesOverlap(padded, box)).length;
      if (overlaps < least) [spot, least] = [c, overlaps];
      if (overlaps === 0) break;
    }
    if (!spot) {
      // Wider than any spot allows: the first spot, pushed back inside the canvas.
      const first = candidates(node, Math.ceil(text.width), h, layout.kind, lineHeight)[0]!;
      const box = { ...first.box };
      box.x = clamp(box.x, bounds.x, Math.max(bounds.x, bounds.x + bounds.width - box.width));
      box.y = clamp(box.y, bounds.y, Math.max(bounds.y, bounds.y + bounds.height - box.height));
      spot = { box, anchor: 'start' };
    }
    placed.push(spot.box);
    return toPlacement(text.lines, spot.box, spot.anchor, fontSize, lineHeight, text.truncated);
  });
}

/** A uniform grid of boxes, so each label tests only its neighbourhood (1,044 nodes stay fast). */
class BoxGrid {
  #cells = new Map<string, { box: Box; owner: number }[]>();
  constructor(readonly size: number) {}

  #keys(box: Box): string[] {
    const keys: string[] = [];
    const x0 = Math.floor(box.x / this.size);
    const x1 = Math.floor((box.x + box.width) / this.size);
    const y0 = Math.floor(box.y / this.size);
    const y1 = Math.floor((box.y + box.height) / this.size);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(`${x},${y}`);
    return keys;
  }

  add(box: Box, owner = -1): void {
    for (const key of this.#keys(box)) {
      const cell = this.#cells.get(key);
      if (cell) cell.push({ box, owner });
      else this.#cells.set(key, [{ box, owner }]);
    }
  }

  /** Whether `box` overlaps any stored box not owned by `self`. */
  hits(box: Box, self: number): boolean {
    for (const key of this.#keys(box)) {
      for (const entry of this.#cells.get(key) ?? []) {
        if (entry.owner !== self && boxesOverlap(box, entry.box)) return true;
      }
    }
    return false;
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

/** Ramanujan's approximation of an ellipse's perimeter. */
function ellipsePerimeter(a: number, b: number): number {
  const h = ((a - b) / (a + b)) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

/**
 * For an ellipse, a function from a fraction of its length (0 at the top,
 * clockwise) to the parameter t of the point there, from a table of 360 steps.
 */
function ellipseByLength(a: number, b: number): (fraction: number) => number {
  const steps = 360;
  const start = -Math.PI / 2;
  const lengths = [0];
  let previous: Point = [0, -b];
  for (let i = 1; i <= steps; i++) {
    const t = start + (2 * Math.PI * i) / steps;
    const point: Point = [a * Math.cos(t), b * Math.sin(t)];
    lengths.push(lengths[i - 1]! + Math.hypot(point[0] - previous[0], point[1] - previous[1]));
    previous = point;
  }
  const total = lengths[steps]!;
  return (fraction) => {
    const target = (fraction % 1) * total;
    let low = 0;
    let high = steps;
    while (high - low > 1) {
      const mid = (low + high) >> 1;
      if (lengths[mid]! <= target) low = mid;
      else high = mid;
    }
    const span = lengths[high]! - lengths[low]! || 1;
    return start + ((2 * Math.PI) / steps) * (low + (target - lengths[low]!) / span);
  };
}

/** The smallest minor axis for which an ellipse with major axis `a` passes outside the rectangle ±clearX × ±clearY. */
function minorAxisToClear(a: number, clearX: number, clearY: number): number {
  const t = (clearX / a) ** 2;
  return t >= 1 ? Infinity : clearY / Math.sqrt(1 - t);
}

function pointTowards(from: Point, to: Point, distance: number): Point {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  return [from[0] + (dx / length) * distance, from[1] + (dy / length) * distance];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function roundBox(box: Box): Box {
  return { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
}
