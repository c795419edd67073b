/**
 * The layouts' driver (see index.ts): sizes from the text, the geometry of the layout asked for,
 * labels placed, edges drawn, the whole scaled to the host's font. The flow's geometry and directed
 * links' arrowheads are a parameter, not an import, so the element can load them on demand
 * (index.ts's layoutRequirementWeb passes them always).
 */
import { graphOf, type RequirementGraph } from '../requirement-graph.js';
import { wrapName, type MeasureText } from '../text-fit.js';
import type { arrowEdge } from './arrows.js';
import { edgePath, edgePolyline } from './edges.js';
import { clamp, inflate, round } from './geometry.js';
import { placeLabels, toPlacement } from './labels.js';
import { radialGeometry } from './radial.js';
import {
  GAP,
  PAD,
  TOUCH_REACH,
  type Box,
  type EdgeLayout,
  type Geometry,
  type HubLayout,
  type LabelPlacement,
  type LayoutInput,
  type NodeLayout,
  type Sizes,
  type WebLayout,
} from './types.js';

/**
 * From this many requirements (or {@link OVERVIEW_LINKS} links), a web is drawn as an overview:
 * a node per requirement on its ring, and edges only for the selection. Drawing every one of
 * 20,000 spokes and 200,000 curves takes tens of seconds and shows nothing but ink.
 */
export const OVERVIEW_REQUIREMENTS = 2000;
export const OVERVIEW_LINKS = 8000;

/** Whether a web of these requirements and links is drawn as an overview (see above). */
export const isOverview = ({ requirements, links }: Pick<LayoutInput, 'requirements' | 'links'>): boolean =>
  requirements.length >= OVERVIEW_REQUIREMENTS || links.length >= OVERVIEW_LINKS;

/** The most requirements a radial web gives up its ring for a column (see layoutWeb): a longer column is too long to read. */
const COLUMN_FALLBACK_MAX = 30;

/** The widest drawing laid out: past it, more width only spreads the web thinner (and a huge number would loop long). */
const MAX_LAYOUT_WIDTH = 20000;

/**
 * The geometry only some webs need, given by the caller: the flow layout's (flow.ts), which
 * requirement-web loads only for `layout="flow"` and for the column a radial web falls back to, and
 * directed links' arrowheads (arrows.ts), only for data with directed links (see on-demand-loader.ts).
 */
export interface OnDemandGeometry {
  flowGeometry: (sizes: Sizes) => Geometry;
  mirrorGeometry: (geometry: Geometry, width: number) => Geometry;
  arrowEdge: typeof arrowEdge;
}

/** What arrows.ts writes a directed edge's paths with (it imports nothing of the first view). */
const PATH_WRITERS = { edgePath, round };

/**
 * Lays the web out for a drawing `input.width` px wide whose text is in proportion to `input.em`:
 * laid out as at 16 px in a drawing `16 / em` times as wide, then every length scaled back, so a
 * host at 32 px gets the same picture as one at 16 px half as wide, at twice the size.
 *
 * With `flow` undefined, a layout that needs the flow's geometry (a flow, or a radial web that
 * would fall back to the column) or arrowheads (any directed link) is not made: undefined says to
 * load them and ask again. With `flow` null (there is none to be had: its chunk failed to load), a
 * flow is laid out radial, a radial web keeps its ring and directed links are drawn without heads.
 */
export function layoutWeb(input: LayoutInput, flow: OnDemandGeometry | null | undefined): WebLayout | undefined {
  // A width that is not a positive finite number (NaN from a failed measure, Infinity) would carry
  // through every coordinate and crash V8 in the label grid (issue 25): lay out at the default.
  const given = input.width;
  const width = Number.isFinite(given) && given > 0 ? Math.min(given, MAX_LAYOUT_WIDTH) : 600;
  if (width !== given) input = { ...input, width };
  const k = input.em && input.em > 0 && Number.isFinite(input.em) ? input.em / 16 : 1;
  const measure: MeasureText = k === 1 ? input.measure : (text, size, bold) => input.measure(text, size * k, bold) / k;
  const at16 = { ...input, width: input.width / k, measure };
  const graph = input.graph ?? graphOf(input);
  if (flow === undefined && input.links.some((link) => link.directed)) return undefined;
  if (input.kind === 'flow' && !flow) {
    if (flow === undefined) return undefined;
    at16.kind = 'radial';
  }
  let base = layoutAt16(at16, k, graph, flow ?? undefined);
  // A radial web in a room too narrow for its names beside the ring (a phone, a long hub name)
  // would cut or hide more than a quarter of them: the stacked column (the flow's narrow form:
  // every name whole to the right of its dot, the edges down the left into the hub underneath)
  // shows them, and is taken when it hides fewer.
  if (base.kind === 'radial' && base.nodes.length <= COLUMN_FALLBACK_MAX && base.hiddenLabels > base.nodes.length / 4) {
    if (flow === undefined) return undefined;
    if (flow === null) return k === 1 ? base : scaleLayout(base, k);
    const column = layoutAt16({ ...at16, kind: 'flow' }, k, graph, flow, true);
    if (column.hiddenLabels < base.hiddenLabels) base = column;
  }
  return k === 1 ? base : scaleLayout(base, k);
}

/** `layout` with every length `k` times larger (its paths are drawn at that size already: see layoutAt16). */
function scaleLayout(layout: WebLayout, k: number): WebLayout {
  const box = (b: Box): Box => ({ x: b.x * k, y: b.y * k, width: b.width * k, height: b.height * k });
  const label = (l: LabelPlacement): LabelPlacement => ({ ...l, x: round(l.x * k), y: round(l.y * k), box: box(l.box) });
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
  };
}

/** The layout at 16 px (`input.width` and `measure` already divided by `k`); its paths drawn `k` times larger. */
function layoutAt16(input: LayoutInput, k: number, graph: RequirementGraph, flowGiven: OnDemandGeometry | undefined, stack = false): WebLayout {
  const { kind, requirements, measure } = input;
  const flow = kind === 'flow';
  // 160 (10em) is the narrowest drawing laid out; a narrower one shows this picture scaled down.
  // Low on purpose: a drawing only a few em wide (a 32 px host in a slide's column) is laid out for
  // that room, so its text keeps the host's size instead of shrinking with a wider picture.
  let width = Math.max(160, Math.round(input.width));
  const n = requirements.length;
  const overview = isOverview(input);
  // One size at every width: a phone's reader needs the text no smaller than a desktop's.
  const fontSize = 13;
  const lineHeight = Math.round(fontSize * 1.3);
  const r = n <= 30 ? 7 : n <= 150 ? 5 : 3;
  // An overview has no room for labels at rest: none is fitted (they show on demand). Labels are
  // fitted at their bold width: a selection draws its own labels bold, in the same place.
  const wrapAll = (labelWidth: number, wordWidth?: number) =>
    overview ? [] : requirements.map((req) => wrapName(req.label, labelWidth, n <= 40 ? 2 : 1, fontSize, measure, { wordWidth, bold: true }));
  // The hub's name wraps onto as many lines as it needs, never cut: it is what the web is about.
  // Broken only between words or after "-", "_", ".", "/" ("Magicoder-S-" "DS-6.7B"), so a long
  // name narrows the hub instead of pushing the ring, and the labels' room, out of a phone's width.
  const wrapHub = (maxWidth: number, wordWidth?: number) =>
    wrapName(input.hub.label, maxWidth, Infinity, fontSize + 1, measure, { bold: true, wordWidth });
  const labelWidth = flow ? clamp(Math.round(width * 0.34), 90, 260) : clamp(Math.round(width * 0.22), 96, 170);
  const wordWidth = Math.max(labelWidth, Math.min(width * (flow ? 0.4 : 0.45), 200));
  let labels = wrapAll(labelWidth, wordWidth);
  let hubText = wrapHub(clamp(Math.round(width * 0.28), 90, 220), width * (flow ? 0.4 : 0.6));
  const widest = () => labels.reduce((max, label) => Math.max(max, label.width), 0);
  // Flow, too narrow for the column and the hub side by side with 40 px for the edges between them
  // (besides the hub's padding, 24, and the label's gap, 5): the hub goes under the column.
  const lanes = Math.min(24, 4 * (n - 1));
  const stacked = flow && !overview && (stack || width - 2 * PAD - hubText.width - widest() - 2 * r < 70);
  if (stacked) {
    // Labels take the width right of the dots; the hub, the width under them.
    const room = width - 2 * PAD - lanes - 8;
    labels = wrapAll(room - 2 * r - GAP);
    hubText = wrapHub(room - 24);
  }
  // The width the ring leaves its labels beside it (all of the widest, unless narrowed below).
  let besideWidth = Infinity;
  if (!flow && !overview && n <= 40) {
    // A radial web too narrow for its labels beside the ring (a phone): rather than put them above
    // and below their dots, across the spokes, or cut them, wrap them on up to three lines into the
    // room beside a ring as narrow as the hub allows (the ring then grows taller instead). A single
    // word wider than that stays whole, for a spot above or below a dot at the top or bottom.
    const clearX = (Math.ceil(hubText.width) + 24) / 2 + r + 14;
    const beside = Math.floor(width / 2 - PAD - r - GAP - (clearX + 10));
    if (beside < widest() && beside >= fontSize * 4) {
      labels = requirements.map((req) => wrapName(req.label, beside, 3, fontSize, measure, { bold: true, wordWidth }));
      besideWidth = beside;
    }
  }
  const maxLabelWidth = Math.min(widest(), besideWidth);
  const labelRows = labels.reduce((max, label) => Math.max(max, label.lines.length), 1);
  const hubWidth = Math.ceil(hubText.width) + 24;
  // The radial ring must clear the hub by 2 px (see radialGeometry): a narrower room is drawn wider, and scaled down.
  if (!flow) width = Math.max(width, hubWidth + 4 * r + 44);
  const hubHeight = hubText.lines.length * lineHeight + 14;
  const drawn = (flow ? flowGiven!.flowGeometry : radialGeometry)({
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
  const geometry = flow && input.mirror ? flowGiven!.mirrorGeometry(drawn, width) : drawn;
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

  // Labels at rest: inside the canvas, clear of the hub, every dot, every edge and the labels placed
  // before; where room is short, wrapped again on up to three lines for the room beside their dot.
  const edgeLines = overview
    ? []
    : [
        ...nodes.map((node, i) => edgePolyline(geometry.hubEdge(node, i))),
        ...input.links.flatMap((_, i) => {
          const [a, b] = [graph.sources[i]!, graph.targets[i]!];
          return a < 0 || b < 0 ? [] : [edgePolyline(geometry.link(nodes[a]!, nodes[b]!))];
        }),
      ];
  // (A web of one-line labels gains nothing from a narrower wrap but shorter names.)
  const rewrap = n <= 40 ? (i: number, maxWidth: number) => wrapName(requirements[i]!.label, maxWidth, 3, fontSize, measure, { bold: true }) : undefined;
  const hidden = placeLabels(nodes, labels, { kind, lineHeight, fontSize, hubBox, width, height: geometry.height, edges: edgeLines, rewrap });

  const hubEdgePath = (i: number) => edgePath(geometry.hubEdge(nodes[i]!, i), k);
  const linkEdge = (a: number, b: number, directed = false) => {
    const points = geometry.link(nodes[a]!, nodes[b]!);
    return directed && flowGiven ? flowGiven.arrowEdge(points, [nodes[b]!.x, nodes[b]!.y], r, k, PATH_WRITERS) : { d: edgePath(points, k), arrow: '' };
  };
  const links: EdgeLayout[] = [];
  let arrows = '';
  if (!overview) {
    input.links.forEach(({ source, target, directed = false }, i) => {
      const [a, b] = [graph.sources[i]!, graph.targets[i]!];
      if (a < 0 || b < 0) return;
      const edge = linkEdge(a, b, directed);
      links.push({ source, target, directed, d: edge.d });
      arrows += edge.arrow;
    });
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
    hubEdges: overview ? [] : nodes.map((node, i) => ({ source: node.id, target: hub.id, directed: false, d: hubEdgePath(i) })),
    links,
    arrows,
    hiddenLabels: overview ? n : hidden,
    hubEdgePath,
    linkPath: (a, b) => linkEdge(a, b).d,
    linkEdge,
  };
}
