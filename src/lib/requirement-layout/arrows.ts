/**
 * Arrowheads for directed links: where a directed edge's shaft stops and the head's three corners,
 * in the layout's 16 px units, and both written as paths (`arrowEdge`). A module of its own, with no
 * imports: only webs with directed links draw it, so requirement-web loads it with its on-demand
 * chunk (as the flow's geometry) and the first view of an undirected web leaves it out. What it
 * writes paths with (edges.ts's `edgePath`, geometry.ts's `round`) the driver hands it, for the same
 * reason: importing them would split them out of the first view's file.
 */
import type { Point } from './types.js';

/** The arrowhead's length and half its width, in 16 px units. */
export const ARROW_LENGTH = 7;
const ARROW_HALF_WIDTH = 3.5;

/**
 * A directed edge through `points` ending at a node of radius `r` centred at `centre`: the shaft
 * stops at the arrowhead's base, and the head's tip touches the dot, pointing along the edge's last
 * leg. The shaft is `points` with its last point moved back to the base; the head is the triangle
 * tip, base left, base right.
 */
export function arrowHead(points: readonly Point[], centre: Point, r: number): { shaft: Point[]; head: Point[] } {
  const end = points[points.length - 1]!;
  const before = points[points.length - 2] ?? end;
  let [ux, uy] = [end[0] - before[0], end[1] - before[1]];
  const length = Math.hypot(ux, uy) || 1;
  [ux, uy] = [ux / length, uy / length];
  // The tip at the dot's edge (an end at the dot's centre is moved back to it), one unit clear of its stroke.
  const back = Math.max(0, r + 1 - Math.hypot(end[0] - centre[0], end[1] - centre[1]));
  const tip: Point = [end[0] - ux * back, end[1] - uy * back];
  const base: Point = [tip[0] - ux * ARROW_LENGTH, tip[1] - uy * ARROW_LENGTH];
  const [nx, ny] = [-uy * ARROW_HALF_WIDTH, ux * ARROW_HALF_WIDTH];
  return { shaft: [...points.slice(0, -1), base], head: [tip, [base[0] + nx, base[1] + ny], [base[0] - nx, base[1] - ny]] };
}

/** What {@link arrowEdge} writes paths with, from the first view's modules (see above). */
export interface PathWriters {
  /** The edge's path through `points`, `k` times larger (edges.ts). */
  edgePath: (points: readonly Point[], k: number) => string;
  /** A coordinate to 0.1 px (geometry.ts). */
  round: (value: number) => number;
}

/**
 * A directed edge through `points` ending at a node of radius `r` centred at `centre`, `k` times
 * larger: its shaft as the edge's path, and its arrowhead as a closed triangle.
 */
export function arrowEdge(points: readonly Point[], centre: Point, r: number, k: number, { edgePath, round }: PathWriters): { d: string; arrow: string } {
  const { shaft, head } = arrowHead(points, centre, r);
  return { d: edgePath(shaft, k), arrow: `${head.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x * k)},${round(y * k)}`).join('')}Z` };
}
