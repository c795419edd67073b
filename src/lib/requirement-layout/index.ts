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
 *
 * The modules, as d3-hierarchy splits its layouts: this entry, the `driver`, `types`, `radial` and
 * `flow` (where nodes go and which points edges bend through), `labels` (where text goes),
 * `callouts` (full labels on demand), `edges` (paths and arrowheads: a B-spline), `arrows` (where an
 * arrowhead goes) and `geometry`
 * (boxes, a grid, ellipses). Each is pure.
 */
import { arrowEdge } from './arrows.js';
import { flowGeometry, mirrorGeometry } from './flow.js';
import { layoutWeb } from './driver.js';
import type { LayoutInput, WebLayout } from './types.js';

export * from './types.js';
export { boxesOverlap } from './geometry.js';
export { nearestNode } from './nearest.js';
export { ARROW_LENGTH, arrowEdge, arrowHead } from './arrows.js';
export { LABEL_TOOLS, type LabelTools } from './labels.js';
export { isOverview, layoutWeb, OVERVIEW_LINKS, OVERVIEW_REQUIREMENTS, type OnDemandGeometry } from './driver.js';

/**
 * Lays the web out for a drawing `input.width` px wide whose text is in proportion to `input.em`
 * (see layoutWeb), with every layout at hand.
 */
export function layoutRequirementWeb(input: LayoutInput): WebLayout {
  return layoutWeb(input, { flowGeometry, mirrorGeometry, arrowEdge })!;
}
