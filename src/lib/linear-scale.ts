/**
 * A linear map from a data domain onto a range, clamped so a bar never leaves
 * its track.
 *
 * Written by hand rather than taken from d3-scale: `scaleLinear` pulls in
 * d3-interpolate, d3-color and d3-format, 9.1 KB min+gzip, close to a quarter of
 * the 40 KB budget for all four elements, for what is one line of arithmetic
 * on a fixed domain (no ticks, no nice(), no interpolation of colours). Framework
 * colours no longer use d3-scale's `scaleOrdinal` either (0.9 KB for what a modulo
 * does), so d3-scale is only a dev dependency now: the leaderboard bench's
 * hand-written floor uses it as an author would.
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
