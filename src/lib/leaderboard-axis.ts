/**
 * The labels of a bar column whose domain does not start at 0: "nice" ticks over the domain (1, 2
 * or 5 × a power of ten apart), with the domain's own start and end always among them, so a bar's
 * length is never read as a ratio from zero. Each is a position (0–100, as the bars' viewBox) and
 * the value there.
 *
 * The tick values are d3's: `tickStep` below is d3-array's `tickIncrement`, the algorithm
 * d3-scale's `scaleLinear().ticks()` runs, and test/lib/leaderboard-data.test.ts checks the result
 * against d3-scale itself (a dev dependency only). It is written out because importing scaleLinear
 * brings d3-interpolate, d3-color and d3-format into the first view, for a label pair (the figure:
 * docs/performance.md, "Measurements once kept in comments").
 */
export interface AxisTick {
  value: number;
  /** Position along the bar, 0 (start) to 100 (end). */
  at: number;
}

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** d3-array's tickIncrement: > 0 a step, < 0 the reciprocal of a step below 1. */
function tickIncrement(start: number, stop: number, count: number): number {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  return power >= 0 ? factor * 10 ** power : -(10 ** -power) / factor;
}

/** The values d3-scale's `scaleLinear().domain([start, stop]).ticks(count)` gives. */
export function niceTicks(start: number, stop: number, count: number): number[] {
  if (!(count > 0) || !(stop > start)) return [];
  const inc = tickIncrement(start, stop, count);
  const [i1, i2] = inc > 0 ? [Math.ceil(start / inc), Math.floor(stop / inc)] : [Math.ceil(start * -inc), Math.floor(stop * -inc)];
  const values: number[] = [];
  for (let i = i1; i <= i2; i++) values.push(inc > 0 ? i * inc : i / -inc);
  return values;
}

export function axisTicks(domain: readonly [number, number], count = 4): AxisTick[] {
  const [start, end] = domain;
  const at = (value: number) => ((value - start) / (end - start)) * 100;
  const values = [start, ...niceTicks(start, end, count).filter((value) => value > start && value < end), end];
  // Labels closer than an eighth of the track to the start or end would collide with those two.
  return values
    .map((value) => ({ value, at: at(value) }))
    .filter((tick, i, all) => i === 0 || i === all.length - 1 || (tick.at >= 12.5 && tick.at <= 87.5));
}
