/**
 * The radial layout: the hub in the middle, requirements evenly spaced around it on one ring, or
 * on several as their number grows. Rings are ellipses as wide as the container allows, taller
 * than wide in a narrow one.
 */
import { alongEllipse, clamp, ellipsePerimeter, lerp, minorAxisToClear, pointTowards } from './geometry.js';
import { GAP, PAD, type Geometry, type Point, type Sizes } from './types.js';

/** Rings as concentric ellipses, outermost first, filled in proportion to their length. */
export function radialGeometry({ width, n, r, lineHeight, hubWidth, hubHeight, maxLabelWidth, labelRows }: Sizes): Geometry {
  const dense = n > 150;
  const clearX = hubWidth / 2 + r + 14;
  const clearY = hubHeight / 2 + r + 14;
  // Along a ring, centres at least this far apart: room for a label row, or just for the dots.
  // (Labels of three lines, on a phone, need their own height and a margin between neighbours.)
  const spacing = n <= 30 ? Math.max(44, 3 * lineHeight, labelRows * lineHeight + 6) : dense ? 2 * r + 3 : lineHeight + 6;
  const ringGap = dense ? 2 * r + 4 : 2 * lineHeight + 2 * r;
  const preferred = Math.max((n * spacing) / (2 * Math.PI), clamp(width * 0.28, 110, 260));
  // Room for labels beside the widest ring; where there is none (a narrow container), labels go above and below.
  let room = width / 2 - PAD - (dense ? 0 : r + GAP + maxLabelWidth);
  if (room < clearX + 10) room = width / 2 - PAD - Math.max(r, maxLabelWidth / 2);
  // 10 px clear of the hub where there is room; in a tight one (a large host font in a column) down
  // to 2, which layoutAt16 makes room for.
  const a = Math.max(Math.min(clearX + 10, width / 2 - r - PAD / 2), Math.min(preferred, room));
  // A circle where the container allows; a narrow one stretches the ring upwards instead of
  // cramping it (continuously, so resizing never jumps). Large webs take more rings first.
  const stretch = dense ? 0 : Math.max(0, 0.85 * preferred - a) * 2;
  let b = Math.max(Math.min(a + stretch, 1.6 * a), minorAxisToClear(a, clearX, clearY));

  // Rings `ringGap` inside each other while they clear the hub; taller until they hold every node.
  let rings: { a: number; b: number; capacity: number }[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    rings = [];
    for (let ra = a, rb = b; rings.length === 0 || (ra > clearX && rb > minorAxisToClear(ra, clearX, clearY)); ra -= ringGap, rb -= ringGap) {
      rings.push({ a: ra, b: rb, capacity: Math.floor(ellipsePerimeter(ra, rb) / spacing) });
    }
    if (rings.reduce((total, ring) => total + ring.capacity, 0) >= n) break;
    b *= 1.12;
  }
  // The fewest outer rings that hold every node, each given a share in proportion to its capacity
  // (rounded cumulatively, so the shares add up to n).
  let used = 0;
  let capacity = 0;
  while (used < rings.length && capacity < n) capacity += rings[used++]!.capacity;

  const height = Math.ceil(2 * (b + r + GAP + labelRows * lineHeight + PAD));
  const cx = width / 2;
  const cy = height / 2;
  const nodes: Geometry['nodes'] = [];
  let filled = 0;
  let placed = 0;
  rings.slice(0, used).forEach((ring, k) => {
    filled += ring.capacity;
    const upTo = Math.round((n * filled) / capacity);
    // Every other ring is turned by half a step, so neighbouring rings do not line up.
    // A loop, not push(...points): a spread as long as the data overflows the stack.
    for (const point of alongEllipse(cx, cy, ring.a, ring.b, upTo - placed, k % 2 ? 0.5 : 0)) nodes.push(point);
    placed = upTo;
  });

  const centre: Point = [cx, cy];
  const around = Math.hypot(clearX, clearY);
  return {
    height,
    hub: centre,
    nodes,
    rings: rings.slice(0, used).map(({ a, b }) => ({ a, b })),
    hubEdge: (node) => [pointTowards(centre, [node.x, node.y], Math.min(hubWidth, hubHeight) / 2), [node.x, node.y]],
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
      const control = pointTowards(centre, [cx + mx, cy + my], distance);
      // The curve is pulled 85% of the way to the control point (what d3's curveBundle.beta(0.85) does).
      const middle = lerp(control, [(p.x + q.x) / 2, (p.y + q.y) / 2], 0.15);
      return [[p.x, p.y], middle, [q.x, q.y]];
    },
  };
}
