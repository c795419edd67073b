/**
 * What `<results-toggle>` shows, derived from validated data and a selection:
 * the headline, the bars, the axis and the full table. Pure: no Lit, no DOM.
 *
 * Numbers are rounded once, on display, from the unrounded data: 62.98 − 54.42
 * is "+8.56pp", and an average is the mean of the raw scores, rounded at the end.
 */
import { linearScale } from './linear-scale.js';
import { formatNumber, formatPoints, formatValue, roundHalfAway } from './format.js';
import type { ParsedBackbone, ParsedResults, ParsedRow, RowRole } from './results-data.js';

/** Width of a bar track in SVG user units; the track stretches to its column on screen. */
export const TRACK = 1000;

export function scoreOf(row: ParsedRow, benchmark: string): number | null {
  const value = row.scores[benchmark];
  return typeof value === 'number' ? value : null;
}

/**
 * The two rows the headline compares, as indexes (-1: none). The `baseline` and
 * `highlight` roles win; without them the first other row is the baseline and
 * the last other row the highlight, so a table that marks nothing compares its
 * first row with its last. A single row has nothing to compare with.
 */
export function comparedRows(rows: readonly { role: RowRole | null }[]): { baseline: number; highlight: number } {
  let baseline = rows.findIndex((row) => row.role === 'baseline');
  let highlight = rows.findIndex((row) => row.role === 'highlight');
  if (baseline < 0) baseline = rows.findIndex((_, i) => i !== highlight);
  for (let i = rows.length - 1; highlight < 0 && i >= 0; i--) if (i !== baseline) highlight = i;
  return { baseline, highlight };
}

/** Differences of percentages are percentage points ("pp"), never a relative percent. */
const pointSuffix = (unit: string) => (unit === '%' ? 'pp' : unit);

/**
 * A difference in words: "up 8.56 percentage points", "down 1.20 points". "unchanged" only when the two
 * values are equal; a difference too small to show at `decimals` is "up less than 0.01 percentage points"
 * (with 0 decimals, "down less than 1 percentage point"), never "unchanged".
 */
export function spokenChange(delta: number, { unit, decimals }: { unit: string; decimals: number }): string {
  if (delta === 0) return 'unchanged';
  const direction = delta > 0 ? 'up' : 'down';
  const amount = (text: string) => `${text} ${unit === '%' ? 'percentage point' : 'point'}${text === '1' ? '' : 's'}`;
  return signAt(delta, decimals) === 0
    ? `${direction} less than ${amount(formatNumber(10 ** -decimals, decimals))}`
    : `${direction} ${amount(formatNumber(Math.abs(delta), decimals))}`;
}

/** +1 for a gain, -1 for a loss, 0 when it rounds to zero at `decimals`, NaN when unknown. */
function signAt(delta: number | null, decimals: number): number {
  // `+ 0` makes a negative zero plain 0: a rounded zero has no sign.
  return delta === null ? NaN : Math.sign(roundHalfAway(delta, decimals)) + 0;
}

export interface Headline {
  /** Label of the baseline row, or '' when there is none. */
  fromLabel: string;
  toLabel: string;
  fromText: string;
  toText: string;
  /** The signed difference ("+8.56pp", "−1.20pp"; a rounded zero is "0pp", unsigned), or "—" when a value is missing or nothing is compared. */
  deltaText: string;
  /** 1 up, -1 down, 0 when the difference rounds to zero at `decimals` (shown unsigned, `0pp`), NaN unknown. */
  sign: number;
  /** The sentence a screen reader reads. */
  sentence: string;
}

export function describeHeadline(data: ParsedResults, backbone: ParsedBackbone, benchmark: string): Headline {
  const { unit, decimals } = data;
  const { baseline, highlight } = comparedRows(backbone.rows);
  const fromRow = backbone.rows[baseline];
  const toRow = backbone.rows[highlight];
  const from = fromRow ? scoreOf(fromRow, benchmark) : null;
  const to = toRow ? scoreOf(toRow, benchmark) : null;
  const delta = from !== null && to !== null ? to - from : null;
  const fromText = formatValue(from, unit, decimals);
  const toText = formatValue(to, unit, decimals);
  const sign = signAt(delta, decimals);
  const has = (label: string, text: string) => `${label} ${text === '—' ? 'has no score' : `has ${text}`}`;
  let sentence: string;
  if (!fromRow || !toRow) {
    const only = (fromRow ?? toRow)!;
    sentence = `${benchmark}: ${has(only.label, fromRow ? fromText : toText)}.`;
  } else if (delta === null) {
    sentence = `${benchmark}: no difference to show; ${has(fromRow.label, fromText)}, ${has(toRow.label, toText)}.`;
  } else {
    sentence = `${benchmark}, ${toRow.label} against ${fromRow.label}: ${spokenChange(delta, data)}, from ${fromText} to ${toText}.`;
  }
  return {
    fromLabel: fromRow?.label ?? '',
    toLabel: toRow?.label ?? '',
    fromText,
    toText,
    deltaText: formatPoints(delta, decimals, pointSuffix(unit)),
    sign,
    sentence,
  };
}

export interface Bar {
  label: string;
  kind: RowRole | 'other';
  valueText: string;
  /** Δ vs. the baseline ("+8.56pp"); "base" on the baseline row; "—" when either value is missing. */
  deltaText: string;
  /** The Δ in words, for screen readers. */
  deltaSpoken: string;
  sign: number;
  /** Geometry on a track {@link TRACK} units wide. */
  x: number;
  width: number;
}

/** The fixed domain onto a track, clamped so a bar never leaves it. */
export function trackScale(domain: readonly [number, number], width = TRACK) {
  return linearScale(domain, [0, width]);
}

export function describeBars(data: ParsedResults, backbone: ParsedBackbone, benchmark: string): Bar[] {
  const { unit, decimals, domain } = data;
  const scale = trackScale(domain);
  // Bars grow from zero when the domain includes it, else from the domain's low end.
  const origin = scale(Math.min(Math.max(0, domain[0]), domain[1]));
  const { baseline } = comparedRows(backbone.rows);
  const base = baseline < 0 ? null : scoreOf(backbone.rows[baseline]!, benchmark);
  return backbone.rows.map((row, i) => {
    const value = scoreOf(row, benchmark);
    const end = value === null ? origin : scale(value);
    const delta = value !== null && base !== null ? value - base : null;
    const sign = signAt(delta, decimals);
    const isBase = i === baseline;
    return {
      label: row.label,
      kind: isBase ? 'baseline' : (row.role ?? 'other'),
      valueText: formatValue(value, unit, decimals),
      deltaText: isBase ? 'base' : formatPoints(delta, decimals, pointSuffix(unit)),
      deltaSpoken: isBase ? 'the baseline' : delta === null ? 'no difference to show' : `${spokenChange(delta, data)} from the baseline`,
      sign: isBase ? NaN : sign,
      x: Math.min(origin, end),
      width: Math.abs(end - origin),
    };
  });
}

export interface Tick {
  text: string;
  /** Position on a track of `width` units. */
  x: number;
}

/** Five ticks at the quarters of the fixed domain (0, 25, 50, 75, 100 for [0, 100]): they never move. */
export function axisTicks(domain: readonly [number, number], width = TRACK): Tick[] {
  const scale = trackScale(domain, width);
  return [0, 1, 2, 3, 4].map((i) => {
    const value = domain[0] + ((domain[1] - domain[0]) * i) / 4;
    return { text: String(Math.round(value * 1e6) / 1e6), x: scale(value) };
  });
}

export interface TableCell {
  text: string;
  /** The best value of its column within its backbone (ties: all of them). */
  best: boolean;
}

export interface TableGroup {
  name: string;
  rows: { label: string; role: RowRole | null; cells: TableCell[] }[];
}

/** The unweighted mean of a row's benchmark scores, or null unless every benchmark has one. */
export function rowAverage(row: ParsedRow, benchmarks: readonly string[]): number | null {
  let sum = 0;
  for (const benchmark of benchmarks) {
    const value = scoreOf(row, benchmark);
    if (value === null) return null;
    sum += value;
  }
  return sum / benchmarks.length;
}

/**
 * The full results: one group per backbone, a cell per benchmark plus the
 * Average (with a single benchmark, that benchmark's value). Bold marks the highest value of each
 * column within a backbone, compared as shown (at `decimals`, so ties are all bold), always: a lone
 * value in its column, and every value of a one-row backbone, is that column's best.
 */
export function describeTable(data: ParsedResults): TableGroup[] {
  const { benchmarks, decimals } = data;
  return data.backbones.map((backbone) => {
    const values = backbone.rows.map((row) => {
      const scores = benchmarks.map((benchmark) => scoreOf(row, benchmark));
      scores.push(rowAverage(row, benchmarks));
      return scores;
    });
    const shown = (value: number | null) => (value === null ? NaN : roundHalfAway(value, decimals));
    const best = values[0]!.map((_, column) => {
      const present = values.map((row) => shown(row[column]!)).filter((value) => !Number.isNaN(value));
      // Even a lone value is its column's best. An empty column's max is -Infinity, which no cell equals.
      // A loop, not Math.max(...present): a spread's arguments overflow the stack at ~125,000 rows.
      return present.reduce((best, value) => (value > best ? value : best), -Infinity);
    });
    return {
      name: backbone.name,
      rows: backbone.rows.map((row, r) => ({
        label: row.label,
        role: row.role,
        cells: values[r]!.map((value, column) => ({
          text: formatNumber(value, decimals),
          best: shown(value) === best[column],
        })),
      })),
    };
  });
}

/** The full table as CSV rows: values as shown (at `decimals`), a missing value as an empty field. */
export function resultsCsvRows(data: ParsedResults, groups = describeTable(data)): string[][] {
  return [
    ['Backbone', 'Training data', 'Role', ...data.benchmarks, 'Average'],
    ...groups.flatMap((group) =>
      group.rows.map((row) => [
        group.name,
        row.label,
        row.role ?? '',
        ...row.cells.map((cell) => (cell.text === '—' ? '' : cell.text)),
      ]),
    ),
  ];
}
