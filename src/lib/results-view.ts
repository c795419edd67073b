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

/** A unit as a screen reader should say it: "%" is "percent", "pp" "percentage points"; others as written. */
export function unitWords(unit: string): string {
  return unit === '%' ? 'percent' : unit === 'pp' ? 'percentage points' : unit.trim();
}

/** A value with its unit in words, for screen readers: (54.42, "%", 2) → "54.42 percent"; null → "no score". */
export function spokenValue(value: number | null, unit: string, decimals: number): string {
  const text = formatNumber(value, decimals);
  if (text === '—') return 'no score';
  // A minus sign, not a hyphen: read as "minus".
  const words = unitWords(unit);
  return `${text.replace(/^-/, '−')}${words ? ` ${words}` : ''}`;
}

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
  /** The sentence a screen reader reads, units in words. */
  sentence: string;
}

/**
 * What a reader hears after picking a backbone or benchmark: the backbone, then the headline's
 * sentence (the benchmark, the two figures and the change, units in words).
 */
export function selectionAnnouncement(backbone: ParsedBackbone, headline: Headline): string {
  return `${backbone.name} on ${headline.sentence}`;
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
  // Spoken with units as words ("54.42 percent"): the visible "54.42%" is hidden from screen readers.
  const fromSpoken = spokenValue(from, unit, decimals);
  const toSpoken = spokenValue(to, unit, decimals);
  const has = (label: string, value: number | null, text: string) => `${label} ${value === null ? 'has no score' : `has ${text}`}`;
  let sentence: string;
  if (!fromRow || !toRow) {
    const only = (fromRow ?? toRow)!;
    sentence = `${benchmark}: ${fromRow ? has(only.label, from, fromSpoken) : has(only.label, to, toSpoken)}.`;
  } else if (delta === null) {
    sentence = `${benchmark}: no difference to show; ${has(fromRow.label, from, fromSpoken)}, ${has(toRow.label, to, toSpoken)}.`;
  } else {
    sentence = `${benchmark}, ${toRow.label} against ${fromRow.label}: ${spokenChange(delta, data)}, from ${fromSpoken} to ${toSpoken}.`;
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
  /** The value in words ("54.42 percent", "no score"), for screen readers. */
  valueSpoken: string;
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

/** Bars drawn at most: a chart of thousands of bars says nothing, and Full results lists every row. */
export const MAX_BARS = 40;

/**
 * Which rows of a backbone get a bar (indexes, in order): all of them up to `max`; beyond, the baseline
 * and the highlight always, and the first other rows up to `max`.
 */
export function barRows(rows: readonly { role: RowRole | null }[], max = MAX_BARS): number[] {
  if (rows.length <= max) return rows.map((_, i) => i);
  const { baseline, highlight } = comparedRows(rows);
  const keep = new Set([baseline, highlight].filter((i) => i >= 0));
  for (let i = 0; keep.size < max; i++) keep.add(i);
  return [...keep].sort((a, b) => a - b);
}

export function describeBars(
  data: ParsedResults,
  backbone: ParsedBackbone,
  benchmark: string,
  indexes: readonly number[] = barRows(backbone.rows),
): Bar[] {
  const { unit, decimals, domain } = data;
  const scale = trackScale(domain);
  // Bars grow from zero when the domain includes it, else from the domain's low end.
  const origin = scale(Math.min(Math.max(0, domain[0]), domain[1]));
  const { baseline } = comparedRows(backbone.rows);
  const base = baseline < 0 ? null : scoreOf(backbone.rows[baseline]!, benchmark);
  return indexes.map((i) => {
    const row = backbone.rows[i]!;
    const value = scoreOf(row, benchmark);
    const end = value === null ? origin : scale(value);
    const delta = value !== null && base !== null ? value - base : null;
    const sign = signAt(delta, decimals);
    const isBase = i === baseline;
    return {
      label: row.label,
      kind: isBase ? 'baseline' : (row.role ?? 'other'),
      valueText: formatValue(value, unit, decimals),
      valueSpoken: spokenValue(value, unit, decimals),
      deltaText: isBase ? 'base' : formatPoints(delta, decimals, pointSuffix(unit)),
      deltaSpoken: isBase ? 'the baseline' : delta === null ? 'no difference to show' : `${spokenChange(delta, data)} from the baseline`,
      sign: isBase ? NaN : sign,
      x: Math.min(origin, end),
      width: Math.abs(end - origin),
    };
  });
}

/** The axis title: the metric, with its unit when there is one ("Success rate (%)"). */
export function axisTitle({ metric, unit }: { metric: string; unit: string }): string {
  return unit ? `${metric} (${unit})` : metric;
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

export interface TableRow {
  label: string;
  role: RowRole | null;
  /** The row's values and Average as shown, formatted when read (a page at a time, not 100,000 rows up front). */
  readonly cells: TableCell[];
}

export interface TableGroup {
  name: string;
  rows: TableRow[];
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

/** A row of the full table whose cells are formatted only when read. */
class LazyRow implements TableRow {
  constructor(
    private readonly row: ParsedRow,
    private readonly benchmarks: readonly string[],
    private readonly decimals: number,
    private readonly best: readonly number[],
  ) {}
  get label(): string {
    return this.row.label;
  }
  get role(): RowRole | null {
    return this.row.role;
  }
  get cells(): TableCell[] {
    const { row, benchmarks, decimals, best } = this;
    const values = benchmarks.map((benchmark) => scoreOf(row, benchmark));
    values.push(rowAverage(row, benchmarks));
    return values.map((value, column) => ({
      text: formatNumber(value, decimals),
      best: value !== null && roundHalfAway(value, decimals) === best[column],
    }));
  }
}

/**
 * The full results: one group per backbone, a cell per benchmark plus the
 * Average (with a single benchmark, that benchmark's value). Bold marks the highest value of each
 * column within a backbone, compared as shown (at `decimals`, so ties are all bold), always: a lone
 * value in its column, and every value of a one-row backbone, is that column's best.
 *
 * One pass over the scores finds each column's best (a loop: `Math.max(...values)` overflows the
 * stack at ~125,000 values); the text of a row is made only when it is shown or exported.
 */
export function describeTable(data: ParsedResults): TableGroup[] {
  const { benchmarks, decimals } = data;
  const n = benchmarks.length;
  return data.backbones.map((backbone) => {
    // An empty column's best stays -Infinity, which no cell equals.
    const best: number[] = new Array<number>(n + 1).fill(-Infinity);
    for (const row of backbone.rows) {
      let sum = 0;
      let complete = true;
      for (let column = 0; column < n; column++) {
        const value = scoreOf(row, benchmarks[column]!);
        if (value === null) {
          complete = false;
          continue;
        }
        sum += value;
        const shown = roundHalfAway(value, decimals);
        if (shown > best[column]!) best[column] = shown;
      }
      // The same sum, in the same order, as rowAverage: the bold average is the one shown.
      const average = complete ? roundHalfAway(sum / n, decimals) : -Infinity;
      if (average > best[n]!) best[n] = average;
    }
    return { name: backbone.name, rows: backbone.rows.map((row) => new LazyRow(row, benchmarks, decimals, best)) };
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

/** Options shown as a radio group; a longer list is a native select (keyboard and screen readers know it). */
export const MAX_RADIOS = 12;

/** A paged table prints whole up to this many rows; beyond, the page shown (the CSV has every row). */
export const MAX_PRINT_ROWS = 5_000;

/**
 * Cells of the full table rendered per page (rows × columns), and rows at most: bound a page's cost
 * whatever the shape. 200 rows of the paper's five columns, or 192 of a dozen benchmarks, render in
 * about 100 ms here; pages of 416 rows took twice that.
 */
export const PAGE_CELLS = 2_500;
export const PAGE_ROWS = 200;

/** Rows per page of the full table for `columns` value columns: from 5 to {@link PAGE_ROWS}. */
export function pageSize(columns: number): number {
  return Math.min(PAGE_ROWS, Math.max(5, Math.floor(PAGE_CELLS / Math.max(1, columns + 1))));
}

/** One line of a page: a backbone's header row (`row` -1) or one of its rows. */
export interface PageLine {
  group: number;
  row: number;
  /** 1-based position in the whole table (header row 1, then each group header and its rows), for aria-rowindex. */
  index: number;
  /** A group header repeated at the top of a page whose group began on an earlier one. */
  continued: boolean;
}

export interface TablePage {
  lines: PageLine[];
  /** The page shown (clamped), 0-based, and how many there are. */
  page: number;
  pages: number;
  /** Rows shown (1-based, inclusive) and in all, counting data rows only. */
  first: number;
  last: number;
  total: number;
  /** Rows of the whole table, header and group rows included (aria-rowcount). */
  rowCount: number;
}

/**
 * The data rows `[page × size, (page + 1) × size)` of the full table, each group's header row before
 * its first row on the page. Linear in the number of groups, not rows, so paging 100,000 rows is instant.
 */
export function tablePage(groups: readonly { rows: readonly unknown[] }[], page: number, size: number): TablePage {
  const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const p = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const from = p * size;
  const to = Math.min(total, from + size);
  const lines: PageLine[] = [];
  // `offset`: data rows before this group; `index`: this group's header position in the whole table.
  let offset = 0;
  let index = 2;
  groups.forEach((group, g) => {
    const n = group.rows.length;
    const start = Math.max(from, offset);
    const end = Math.min(to, offset + n);
    if (start < end) {
      lines.push({ group: g, row: -1, index, continued: start > offset });
      for (let r = start - offset; r < end - offset; r++) lines.push({ group: g, row: r, index: index + 1 + r, continued: false });
    }
    offset += n;
    index += n + 1;
  });
  return { lines, page: p, pages, first: total ? from + 1 : 0, last: to, total, rowCount: index - 1 };
}
