import { scaleLinear } from 'd3-scale';

/**
 * The labels of a bar column whose domain does not start at 0: d3-scale's ticks over the domain,
 * with the domain's own start and end always among them, so a bar's length is never read as a
 * ratio from zero. Each is a position (0–100, as the bars' viewBox) and the value there.
 *
 * Its own module, loaded only by a board that needs an axis: scaleLinear brings d3-interpolate,
 * d3-color and d3-format (10.8 KB min+gzip measured with esbuild), over a third of the
 * leaderboard's 24 KB first-view budget, for a label pair most boards never draw.
 */
export interface AxisTick {
  value: number;
  /** Position along the bar, 0 (start) to 100 (end). */
  at: number;
}

export function axisTicks(domain: readonly [number, number], count = 4): AxisTick[] {
  const [start, end] = domain;
  const scale = scaleLinear().domain([start, end]).range([0, 100]);
  const values = [start, ...scale.ticks(count).filter((value) => value > start && value < end), end];
  // Labels closer than an eighth of the track to the start or end would collide with those two.
  return values
    .map((value) => ({ value, at: scale(value) }))
    .filter((tick, i, all) => i === 0 || i === all.length - 1 || (tick.at >= 12.5 && tick.at <= 87.5));
}
