/**
 * A linear map from a data domain onto a range, clamped so a bar never leaves
 * its track.
 *
 * Written by hand rather than taken from d3-scale: `scaleLinear` pulls in
 * d3-interpolate, d3-color and d3-format (its cost: docs/performance.md, "Measurements
 * once kept in comments"), for what is one line of arithmetic on a fixed domain (no
 * nice(), no interpolation of colours). d3-scale is no run-time dependency: the axis
 * ticks of a domain not from 0 follow d3's algorithm in leaderboard-axis.ts, checked
 * against scaleLinear().ticks() in the tests.
 */
export type LinearScale = (value: number) => number;

export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value) => {
    const t = span === 0 ? 0.5 : (value - d0) / span;
    return r0 + (r1 - r0) * Math.min(1, Math.max(0, t));
  };
}
