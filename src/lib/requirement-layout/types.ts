/**
 * The shapes a requirement-web layout is made of, in SVG user units equal to CSS px (the SVG's
 * viewBox is as wide as its container), and the constants its modules share. No code.
 */
import type { RequirementGraph } from '../requirement-graph.js';
import type { MeasureText } from '../text-fit.js';
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
  /** Drawn with an arrowhead at `target` (the heads are all in {@link WebLayout.arrows}). */
  directed: boolean;
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
   * Too many requirements or links to draw each edge (see the driver's `OVERVIEW_REQUIREMENTS`): no
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
  /** Every directed link's arrowhead, as one path (one element for thousands of heads). */
  arrows: string;
  /** How many labels at rest are left out or shortened: the element says so, and shows them on demand. */
  hiddenLabels: number;
  /** The path from node `index` to the hub. */
  hubEdgePath: (index: number) => string;
  /** The path between nodes `source` and `target` (indexes). */
  linkPath: (source: number, target: number) => string;
  /** The path between nodes `source` and `target`, and when `directed` its arrowhead at `target` ('' otherwise). */
  linkEdge: (source: number, target: number, directed?: boolean) => { d: string; arrow: string };
}

export interface LayoutInput {
  hub: { id: string; label: string };
  requirements: readonly { id: string; label: string }[];
  links: readonly { source: string; target: string; directed?: boolean }[];
  /** The graph of `requirements` and `links`, where the caller has it (built here otherwise). */
  graph?: RequirementGraph;
  kind: WebLayoutKind;
  /**
   * Right to left (`dir="rtl"`): a flow, read from the requirements to the decision they share,
   * runs the other way (requirements on the right, the hub on the left). A radial web is the same
   * both ways.
   */
  mirror?: boolean;
  /** Width of the drawing in px (the container's). */
  width: number;
  /** Measures text in the page's font (the element's canvas; `estimateTextWidth` where there is none). */
  measure: MeasureText;
  /** The host's font size in px (default 16): text, marks and spacing are in proportion to it. */
  em?: number;
}

/** Canvas margin, gap between a dot and its label, and space kept around labels. */
export const PAD = 12;
export const GAP = 5;
export const LABEL_MARGIN = 2;
/** How far from a node's centre a tap still reaches it, each way (the element's 44 × 44 px target). */
export const TOUCH_REACH = 22;

export type Point = [number, number];

export interface Sizes {
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
export interface Geometry {
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
