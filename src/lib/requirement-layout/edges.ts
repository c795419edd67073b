/**
 * Edges as SVG paths: d3-shape's B-spline through the points a layout gives (two points: a
 * straight line), and for a directed link an arrowhead at its target, a closed triangle. Points are in the layout's 16 px units and scaled by `k` here, before the
 * path is written (never by rewriting a path's numbers). Coordinates are rounded to 0.1 px:
 * shorter strings for thousands of paths, no visible difference.
 */
import { curveBasis } from 'd3-shape';
import type { Point } from './types.js';

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * d3-shape's B-spline, drawn into this small path writer rather than through d3's `line()`: that
 * brings d3-path (arcs, rectangles, its own number formatting) for the four commands a curve
 * calls. Measured 2026-12-01 (`npm run size`, the element's first view, min + gzip): 28.1 KB with
 * `line().curve(curveBasis)` for edges and `line().curve(curveLinearClosed)` for arrowheads,
 * 26.6 KB with this writer (about 1.4 KB of it d3-path and `line`).
 */
function curve(points: readonly Point[]): string {
  let d = '';
  const c = curveBasis({
    moveTo: (x: number, y: number) => (d += `M${r1(x)},${r1(y)}`),
    lineTo: (x: number, y: number) => (d += `L${r1(x)},${r1(y)}`),
    bezierCurveTo: (x1: number, y1: number, x2: number, y2: number, x: number, y: number) =>
      (d += `C${r1(x1)},${r1(y1)},${r1(x2)},${r1(y2)},${r1(x)},${r1(y)}`),
    closePath: () => (d += 'Z'),
  } as unknown as CanvasRenderingContext2D);
  c.lineStart();
  for (const [x, y] of points) c.point(x, y);
  c.lineEnd();
  return d;
}

/**
 * The points of the curve `edgePath` draws through `points`, each Bézier piece sampled at `steps`
 * points: what a label must keep clear of (labels.ts tests their boxes against these segments).
 * The same B-spline, so the test follows the line that is drawn, not its control points.
 */
export function edgePolyline(points: readonly Point[], steps = 8): Point[] {
  const out: Point[] = [];
  let at: Point = points[0] ?? [0, 0];
  const c = curveBasis({
    moveTo: (x: number, y: number) => out.push((at = [x, y])),
    lineTo: (x: number, y: number) => out.push((at = [x, y])),
    bezierCurveTo: (x1: number, y1: number, x2: number, y2: number, x: number, y: number) => {
      const [x0, y0] = at;
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        out.push([u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x, u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y]);
      }
      at = [x, y];
    },
    closePath: () => undefined,
  } as unknown as CanvasRenderingContext2D);
  c.lineStart();
  for (const [x, y] of points) c.point(x, y);
  c.lineEnd();
  return out;
}

/** A closed polygon (the arrowhead): written by hand for the same reason. */
const triangle = (points: readonly Point[]) => `${points.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)},${r1(y)}`).join('')}Z`;

/** The arrowhead's length and half its width, in 16 px units. */
export const ARROW_LENGTH = 7;
const ARROW_HALF_WIDTH = 3.5;

const scaled = (points: readonly Point[], k: number): Point[] => (k === 1 ? (points as Point[]) : points.map(([x, y]) => [x * k, y * k]));

/** The path through `points`, `k` times larger. */
export function edgePath(points: readonly Point[], k = 1): string {
  return curve(scaled(points, k)) ?? '';
}

/**
 * A directed edge ending at a node of radius `r` centred at `centre`: the shaft stops at the
 * arrowhead's base, and the head's tip touches the dot, pointing along the edge's last leg.
 */
export function arrowEdge(points: readonly Point[], centre: Point, r: number, k = 1): { d: string; arrow: string } {
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
  const head: Point[] = [tip, [base[0] + nx, base[1] + ny], [base[0] - nx, base[1] - ny]];
  return { d: edgePath([...points.slice(0, -1), base], k), arrow: triangle(scaled(head, k)) ?? '' };
}
