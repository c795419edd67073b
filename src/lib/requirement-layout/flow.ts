/**
 * The flow layout: requirements in a column on the left, the hub on the right, every edge flowing
 * into it; in a narrow room the hub goes under the column and the edges run down the left.
 */
import { GAP, LABEL_MARGIN, PAD, type Geometry, type NodeLayout, type Point, type Sizes } from './types.js';

/**
 * To 0.1 px, as geometry.ts's `round`: written here because this module rides in requirement-web's
 * on-demand chunk, where importing geometry.ts would split it out of the first view's file.
 */
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Requirements in one column on the left, the hub on the right, edges flowing right. Stacked
 * (`lanes` ≥ 0, a narrow room): labels to the right of the dots, the hub under the column, and
 * each edge leaving its dot to the left, down a lane of its own, into the hub's left side; the top
 * requirement takes the outermost lane and the lowest arrival, so no two edges cross.
 */
export function flowGeometry({ width, n, r, lineHeight, hubWidth, hubHeight, maxLabelWidth, labelRows, overview, lanes }: Sizes): Geometry {
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

/**
 * `geometry` seen in a mirror (x → width − x): the flow of a right-to-left page, its requirements
 * on the right and the hub on the left. Labels follow each node's `dx`, so they go to the other
 * side too; the drawing's text itself is never mirrored.
 */
export function mirrorGeometry(geometry: Geometry, width: number): Geometry {
  const flip = (points: Point[]): Point[] => points.map(([x, y]) => [width - x, y]);
  const back = (node: NodeLayout): NodeLayout => ({ ...node, x: width - node.x });
  return {
    ...geometry,
    hub: [width - geometry.hub[0], geometry.hub[1]],
    nodes: geometry.nodes.map((node) => ({ ...node, x: width - node.x, dx: -node.dx })),
    hubEdge: (node, i) => flip(geometry.hubEdge(back(node), i)),
    link: (a, b) => flip(geometry.link(back(a), back(b))),
  };
}
