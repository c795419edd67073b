/**
 * Edges as SVG paths: a uniform B-spline (d3-shape's `curveBasis`, written out) through the points
 * a layout gives (two points: a straight line); a directed link's arrowhead is arrows.ts's. Points are in the layout's 16 px units and scaled by `k` here, before the
 * path is written (never by rewriting a path's numbers). Coordinates are rounded to 0.1 px:
 * shorter strings for thousands of paths, no visible difference.
 */
import { round } from './geometry.js';
import type { Point } from './types.js';

/** Where the B-spline sends its pieces: a path writer, or the sampler below. */
type Sink = { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void; bezierCurveTo(...xy: number[]): void };

/**
 * The uniform cubic B-spline through `points`, told to `sink` piece by piece: d3-shape's
 * `curveBasis`, the same pieces from the same arithmetic (test/lib/requirement-layout-modules.test.ts
 * holds it to d3's), written out because the curve is all the web used of d3-shape, and its
 * machinery (a state object per curve, areas, closing) was 0.3 KB of the first view. From the first
 * point, a line a sixth of the way into the first span, a Bézier per control point, and a line
 * to the last point; two points are a line, one a point.
 */
function spline(points: readonly Point[], sink: Sink): void {
  const n = points.length;
  if (!n) return;
  sink.moveTo(points[0]![0], points[0]![1]);
  if (n < 3) {
    if (n === 2) sink.lineTo(points[1]![0], points[1]![1]);
    return;
  }
  const [[x0, y0], [x1, y1]] = points as [Point, Point];
  sink.lineTo((5 * x0 + x1) / 6, (5 * y0 + y1) / 6);
  // The span from the B-spline's point near `b` towards `c`, with `a` before them.
  const span = ([ax, ay]: Point, [bx, by]: Point, [cx, cy]: Point) =>
    sink.bezierCurveTo((2 * ax + bx) / 3, (2 * ay + by) / 3, (ax + 2 * bx) / 3, (ay + 2 * by) / 3, (ax + 4 * bx + cx) / 6, (ay + 4 * by + cy) / 6);
  for (let i = 2; i < n; i++) span(points[i - 2]!, points[i - 1]!, points[i]!);
  span(points[n - 2]!, points[n - 1]!, points[n - 1]!);
  sink.lineTo(points[n - 1]![0], points[n - 1]![1]);
}

/**
 * The B-spline, drawn into this small path writer rather than through d3's `line()`: that brings
 * d3-path (arcs, rectangles, its own number formatting) for the four commands a curve calls (what
 * that cost: docs/performance.md, "Measurements once kept in comments").
 */
function curve(points: readonly Point[]): string {
  let d = '';
  spline(points, {
    moveTo: (x, y) => (d += `M${round(x)},${round(y)}`),
    lineTo: (x, y) => (d += `L${round(x)},${round(y)}`),
    bezierCurveTo: (...xy) => (d += `C${xy.map(round).join(',')}`),
  });
  return d;
}

/**
 * The points of the curve `edgePath` draws through `points`, each Bézier piece sampled at `steps`
 * points: what a label must keep clear of (labels.ts tests their boxes against these segments).
 * The same B-spline, so the test follows the line that is drawn, not its control points.
 */
export function edgePolyline(points: readonly Point[], steps = 8): Point[] {
  const out: Point[] = [];
  const to = (x: number, y: number) => void out.push([x, y]);
  spline(points, {
    moveTo: to,
    lineTo: to,
    bezierCurveTo: (x1, y1, x2, y2, x, y) => {
      const [x0, y0] = out[out.length - 1]!;
      // The cubic's Bernstein form at t = i / steps.
      const at = (t: number, a: number, b: number, c: number, e: number) => (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * e;
      for (let i = 1; i <= steps; i++) out.push([at(i / steps, x0, x1!, x2!, x!), at(i / steps, y0, y1!, y2!, y!)]);
    },
  });
  return out;
}

const scaled = (points: readonly Point[], k: number): Point[] => (k === 1 ? (points as Point[]) : points.map(([x, y]) => [x * k, y * k]));

/** The path through `points`, `k` times larger. */
export function edgePath(points: readonly Point[], k = 1): string {
  return curve(scaled(points, k)) ?? '';
}
