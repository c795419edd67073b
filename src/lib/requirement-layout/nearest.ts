/**
 * Where a tap lands on a dense web: only a reader's tap reads it, so it is in requirement-web's chunk
 * of a reader's acts (web-acts.ts), not in geometry.ts, which the first view draws with.
 *
 * The node nearest (x, y) whose centre is within `reach` across and down (a square target of
 * 2 × reach around each node), or -1. Targets of nodes closer than that overlap; the nearest wins.
 */
export function nearestNode(nodes: readonly { x: number; y: number }[], x: number, y: number, reach: number): number {
  let best = -1;
  let nearest = Infinity;
  nodes.forEach((node, i) => {
    const distance = Math.hypot(node.x - x, node.y - y);
    if (Math.abs(node.x - x) <= reach && Math.abs(node.y - y) <= reach && distance < nearest) {
      best = i;
      nearest = distance;
    }
  });
  return best;
}
