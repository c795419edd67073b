/**
 * Plane geometry for the web's layouts: boxes and their overlaps, a spatial grid, ellipses, points.
 * Pure and small, tested case by case (test/lib/requirement-layout-modules.test.ts).
 */
import type { Box, Point } from './types.js';
import { PAD } from './types.js';

/** A box, or a line segment from (x1, y1) to (x2, y2) filed under its bounding box. */
type Obstacle = Box & { segment?: [number, number, number, number] };

/**
 * A uniform grid of boxes and line segments (edges), so each label is tested only against its
 * neighbourhood (1,044 nodes stay fast).
 */
export class BoxGrid {
  #cells = new Map<number, Obstacle[]>();
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
    this.#file(box);
  }

  /** Adds the segment from `a` to `b`: a box then hits it only where the segment crosses it. */
  addSegment(a: Point, b: Point): void {
    this.#file({ x: Math.min(a[0], b[0]), y: Math.min(a[1], b[1]), width: Math.abs(a[0] - b[0]), height: Math.abs(a[1] - b[1]), segment: [a[0], a[1], b[0], b[1]] });
  }

  #file(obstacle: Obstacle): void {
    this.#someCell(obstacle, (key) => {
      const cell = this.#cells.get(key);
      if (cell) cell.push(obstacle);
      else this.#cells.set(key, [obstacle]);
      return false;
    });
  }

  /** Whether `box` overlaps any box added, or is crossed by any segment. */
  hits(box: Box): boolean {
    return this.#someCell(box, (key) =>
      this.#cells.get(key)?.some((other) => (other.segment ? segmentCrossesBox(other.segment, box) : boxesOverlap(box, other))),
    );
  }
}

/**
 * Whether the segment from (x1, y1) to (x2, y2) passes through the inside of `box` (Liang–Barsky
 * clipping: the part of the segment left inside the box's four half-planes is not empty).
 */
export function segmentCrossesBox([x1, y1, x2, y2]: readonly [number, number, number, number], box: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  // Each side's half-plane, in turn: the segment's rate towards it (p) and its start's distance
  // inside it (q). Four calls, not a loop over four pairs: a layout makes millions of these tests,
  // and the pairs were its garbage (1,044 requirements: docs/performance.md).
  const clip = (p: number, q: number): boolean => {
    // Parallel to this side: inside only if on its inner side (touching does not count).
    if (!p) return q > 0;
    if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
    return true;
  };
  return clip(x1 - x2, x1 - box.x) && clip(x2 - x1, box.x + box.width - x1) && clip(y1 - y2, y1 - box.y) && clip(y2 - y1, box.y + box.height - y1) && t0 < t1;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function inside(box: Box, bounds: Box): boolean {
  return box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width && box.y + box.height <= bounds.y + bounds.height;
}

export function inflate(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

/** Where labels may go: the canvas less half its margin. */
export function canvasBounds(width: number, height: number): Box {
  return inflate({ x: 0, y: 0, width, height }, -PAD / 2);
}

/** Ramanujan's approximation of an ellipse's perimeter. */
export function ellipsePerimeter(a: number, b: number): number {
  const h = ((a - b) / (a + b)) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

/**
 * `count` points evenly spaced by length along an ellipse around (cx, cy)
 * (on an ellipse, equal angles are not equal lengths), clockwise from the top,
 * the first `offset` of a step along, each with the ellipse's outward normal.
 * Lengths come from a table of 360 steps.
 */
export interface EllipsePoint {
  x: number;
  y: number;
  dx: number;
  dy: number;
}

export function alongEllipse(cx: number, cy: number, a: number, b: number, count: number, offset: number): EllipsePoint[] {
  const steps = 360;
  const angle = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / steps;
  const lengths = [0];
  for (let i = 1; i <= steps; i++) {
    const [t0, t1] = [angle(i - 1), angle(i)];
    lengths.push(lengths[i - 1]! + Math.hypot(a * (Math.cos(t1) - Math.cos(t0)), b * (Math.sin(t1) - Math.sin(t0))));
  }
  const points: EllipsePoint[] = [];
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
export function minorAxisToClear(a: number, clearX: number, clearY: number): number {
  const t = (clearX / a) ** 2;
  return t >= 1 ? Infinity : clearY / Math.sqrt(1 - t);
}

/** The point a fraction `t` of the way from `from` to `to`. */
export function lerp(from: Point, to: Point, t: number): Point {
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
}

/** The point `distance` from `from` towards `to`. */
export function pointTowards(from: Point, to: Point, distance: number): Point {
  return lerp(from, to, distance / (Math.hypot(to[0] - from[0], to[1] - from[1]) || 1));
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
