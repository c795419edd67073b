/**
 * Edges as SVG paths: a uniform B-spline (d3-shape's `curveBasis`, written out) through the points
 * a layout gives (two points: a straight line); a directed link's arrowhead is arrows.ts's. Points are in the layout's 16 px units and scaled by `k` here, before the
 * path is written (never by rewriting a path's numbers). Coordinates are rounded to 0.1 px:
 * shorter strings for thousands of paths, no visible difference.
 */
import { round } from './geometry.js';
import type { Point } from './types.js';

/** Where the B-spline sends its pieces: a path writer, or the sampler below. */
type Sink = {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
};

/**
 * The uniform cubic B-spline through `points`, told to `sink` piece by piece: d3-shape's
 * `curveBasis`, the same pieces from the same arithmetic (test/lib/requirement-layout-modules.test.ts
 * holds it to d3's), written out because the curve is all the web used of d3-shape, and its
 * machinery (a state object per curve, areas, closing) was 0.3 KB of the first view. From the first
 * point, a line a sixth of the way into the first span, a Bézier per control point, and a line
 * to the last point; two points are a line, one a point. The points are read by index, not
 * destructured, and the spans are written in the loop, not by a function made for each curve: a
 * 1,044-requirement web draws and samples 4,176 curves a layout, most of them before the engine has
 * optimised this code (docs/performance.md).
 */
function spline(points: readonly Point[], sink: Sink): void {
  const n = points.length;
  if (!n) return;
  sink.moveTo(points[0]![0], points[0]![1]);
  if (n < 3) {
    if (n === 2) sink.lineTo(points[1]![0], points[1]![1]);
    return;
  }
  sink.lineTo((5 * points[0]![0] + points[1]![0]) / 6, (5 * points[0]![1] + points[1]![1]) / 6);
  // Each span from the B-spline's point near `b` towards `c`, with `a` before them; the last has `c` = `b`.
  for (let i = 2; i <= n; i++) {
    const a = points[i - 2]!;
    const b = points[i - 1]!;
    const c = points[Math.min(i, n - 1)]!;
    sink.bezierCurveTo((2 * a[0] + b[0]) / 3, (2 * a[1] + b[1]) / 3, (a[0] + 2 * b[0]) / 3, (a[1] + 2 * b[1]) / 3, (a[0] + 4 * b[0] + c[0]) / 6, (a[1] + 4 * b[1] + c[1]) / 6);
  }
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
    bezierCurveTo: (x1, y1, x2, y2, x, y) => (d += `C${round(x1)},${round(y1)},${round(x2)},${round(y2)},${round(x)},${round(y)}`),
  });
  return d;
}

/** The cubic Bézier's Bernstein form at `t`, for one coordinate. */
const cubic = (t: number, a: number, b: number, c: number, e: number) => (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * e;

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
      for (let i = 1; i <= steps; i++) out.push([cubic(i / steps, x0, x1, x2, x), cubic(i / steps, y0, y1, y2, y)]);
    },
  });
  return out;
}

const scaled = (points: readonly Point[], k: number): Point[] => (k === 1 ? (points as Point[]) : points.map(([x, y]) => [x * k, y * k]));

/** The path through `points`, `k` times larger. */
export function edgePath(points: readonly Point[], k = 1): string {
  return curve(scaled(points, k)) ?? '';
}
