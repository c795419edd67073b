/**
 * What `<results-toggle>` shows, derived from validated data and a selection:
 * the headline, the bars, the axis and the full table. Pure: no Lit, no DOM.
 *
 * Numbers are rounded once, on display, from the unrounded data: 62.98 − 54.42
 * is "+8.56pp", and an average is the mean of the raw scores, rounded at the end.
 */
import { linearScale } from './linear-scale.js';
import { roundHalfAway } from './format.js';
import { scaleOf, type ParsedBackbone, type ParsedResults, type ParsedRow, type RowRole } from './results-data.js';
import { EN, formatScore, scoreOf, spokenScore, spreadOf, unitWords, type Spread } from './results-score.js';
import { registerEnglish } from './locale.js';
import viewEnglish from '../locales/en/results-view.js';
import { pointsText } from './locale-phrases.js';
import { spokenDelta } from './locale-spoken.js';

registerEnglish(viewEnglish);

// The table's half lives in results-table.ts, imported on its own: it is a chunk the element loads only
// when the Full results table opens (a re-export here would put it back in the first view).
export { EN, scoreOf, unitWords };

/** Width of a bar track in SVG user units; the track stretches to its column on screen. */
export const TRACK = 1000;

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

/** A value with its unit in words, for screen readers: (54.42, "%", 2) → "54.42 percent"; null → "no score". */
export function spokenValue(value: number | null, unit: string, decimals: number, locale = EN): string {
  return spokenScore(value, undefined, unit, decimals, locale);
}

/**
 * The rows a backbone's headline and Δ compare, as {@link comparedRows} does, except when it has no
 * baseline: with `data.baseline: false`, or rows that carry roles but none is the `baseline`, no row is
 * the base (`baseline` -1) and the headline is about the highlight row (-1 when none: the best one, see
 * {@link bestRow}). A backbone that marks no role at all compares its first row with its last, as before.
 */
export function baselineOf(data: { baseline: boolean }, rows: readonly { role: RowRole | null }[]): { baseline: number; highlight: number } {
  const roles = rows.some((row) => row.role !== null);
  if (data.baseline && (!roles || rows.some((row) => row.role === 'baseline'))) return comparedRows(rows);
  return { baseline: -1, highlight: rows.findIndex((row) => row.role === 'highlight') };
}

/** The row with the highest value on `benchmark` (the first of ties), or -1 when none has a value. */
export function bestRow(rows: readonly ParsedRow[], benchmark: string): number {
  let best = -1;
  let top = -Infinity;
  rows.forEach((row, i) => {
    const value = scoreOf(row, benchmark);
    if (value !== null && value > top) [best, top] = [i, value];
  });
  return best;
}

/**
 * A difference in words: "up 8.56 percentage points", "down 1.20 points". "unchanged" only when the two
 * values are equal; a difference too small to show at `decimals` is "up less than 0.01 percentage points"
 * (with 0 decimals, "down less than 1 percentage point"), never "unchanged".
 */
export function spokenChange(delta: number, data: { unit: string; decimals: number }, locale = EN): string {
  return spokenDelta(locale, delta, data);
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
  /** No baseline: the row shown is the best of `of` rows on the benchmark (not a highlight row); 0 otherwise. */
  bestOf: number;
}

/**
 * What a reader hears after picking a backbone or benchmark: the backbone, then the headline's
 * sentence (the benchmark, the two figures and the change, units in words).
 */
export function selectionAnnouncement(backbone: ParsedBackbone, headline: Headline, locale = EN): string {
  return locale.t('results.selection', { backbone: backbone.name, sentence: headline.sentence });
}

export function describeHeadline(data: ParsedResults, backbone: ParsedBackbone, benchmark: string, locale = EN): Headline {
  // The benchmark's own unit and decimals where it has them (a rating: "+120", not "+120.00pp").
  const scale = scaleOf(data, benchmark);
  const { unit, decimals } = scale;
  const rows = backbone.rows;
  const compared = baselineOf(data, rows);
  const baseline = compared.baseline;
  let highlight = compared.highlight;
  // No baseline and no highlight: the headline is about the best row on this benchmark.
  const bestOf = baseline < 0 && highlight < 0 ? rows.length : 0;
  if (bestOf) highlight = Math.max(0, bestRow(rows, benchmark));
  const fromRow = rows[baseline];
  const toRow = rows[highlight];
  const from = fromRow ? scoreOf(fromRow, benchmark) : null;
  const to = toRow ? scoreOf(toRow, benchmark) : null;
  const delta = from !== null && to !== null ? to - from : null;
  const fromText = fromRow ? formatScore(from, spreadOf(fromRow, benchmark), unit, decimals, locale) : '';
  const toText = toRow ? formatScore(to, spreadOf(toRow, benchmark), unit, decimals, locale) : '';
  const sign = signAt(delta, decimals);
  // Spoken with units as words ("54.42 percent"): the visible "54.42%" is hidden from screen readers.
  const fromSpoken = fromRow ? spokenScore(from, spreadOf(fromRow, benchmark), unit, decimals, locale) : '';
  const toSpoken = toRow ? spokenScore(to, spreadOf(toRow, benchmark), unit, decimals, locale) : '';
  const has = (label: string, value: number | null, text: string) =>
    value === null ? locale.t('results.hasNone', { label }) : locale.t('results.has', { label, value: text });
  let sentence: string;
  if (baseline < 0) {
    const said = has(toRow!.label, to, toSpoken);
    // (The count as written before, "of 1044 rows", in English; the language's own digits elsewhere.)
    sentence = bestOf > 1 && to !== null
      ? locale.t('results.sentenceBest', { benchmark, has: said, n: locale.formatLang === 'en' ? String(bestOf) : bestOf })
      : locale.t('results.sentenceOne', { benchmark, has: said });
  } else if (!fromRow || !toRow) {
    const only = (fromRow ?? toRow)!;
    sentence = locale.t('results.sentenceOne', { benchmark, has: fromRow ? has(only.label, from, fromSpoken) : has(only.label, to, toSpoken) });
  } else if (delta === null) {
    sentence = locale.t('results.sentenceNone', { benchmark, from: has(fromRow.label, from, fromSpoken), to: has(toRow.label, to, toSpoken) });
  } else {
    sentence = locale.t('results.sentence', {
      benchmark,
      to: toRow.label,
      from: fromRow.label,
      change: spokenDelta(locale, delta, scale),
      fromValue: fromSpoken,
      toValue: toSpoken,
    });
  }
  return {
    fromLabel: fromRow?.label ?? '',
    toLabel: toRow?.label ?? '',
    fromText,
    toText,
    deltaText: pointsText(locale, delta, decimals, unit),
    sign,
    sentence,
    bestOf,
  };
}

export interface Bar {
  label: string;
  kind: RowRole | 'other';
  valueText: string;
  /** The value in words ("54.42 percent", "no score"), for screen readers. */
  valueSpoken: string;
  /** Δ vs. the baseline ("+8.56pp"); "base" on the baseline row; "—" when either value is missing; '' with no baseline. */
  deltaText: string;
  /** The Δ in words, for screen readers. */
  deltaSpoken: string;
  sign: number;
  /** Geometry on a track {@link TRACK} units wide. */
  x: number;
  width: number;
  /** The spread as a whisker on the track (±std or low–high, clamped to the domain), or null. */
  whisker: { from: number; to: number } | null;
  /** Footnote number of the row's note (see noteNumbers), 0 for none. */
  note: number;
  tags: readonly string[];
}

/** A spread's ends on the track: value ± std, or low and high; clamped by the scale. */
function whiskerOf(value: number | null, spread: Spread | undefined, scale: (v: number) => number): Bar['whisker'] {
  if (value === null || !spread) return null;
  const [low, high] = spread.std !== undefined ? [value - spread.std, value + spread.std] : [spread.low, spread.high];
  // Rounded to a thousandth of a unit (a millionth of the track): 40.3 − 1.1 is 391.99999999999994 otherwise.
  const at = (v: number) => Math.round(scale(v) * 1000) / 1000;
  return { from: at(low), to: at(high) };
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
  notes: ReadonlyMap<string, number> = new Map(),
  locale = EN,
): Bar[] {
  const own = scaleOf(data, benchmark);
  const { unit, decimals, domain } = own;
  const scale = trackScale(domain);
  // Bars grow from zero when the domain includes it, else from the domain's low end.
  const origin = scale(Math.min(Math.max(0, domain[0]), domain[1]));
  const { baseline } = baselineOf(data, backbone.rows);
  const base = baseline < 0 ? null : scoreOf(backbone.rows[baseline]!, benchmark);
  return indexes.map((i) => {
    const row = backbone.rows[i]!;
    const value = scoreOf(row, benchmark);
    const end = value === null ? origin : scale(value);
    const delta = value !== null && base !== null ? value - base : null;
    const sign = signAt(delta, decimals);
    const isBase = i === baseline;
    const spread = spreadOf(row, benchmark);
    const noBase = baseline < 0;
    return {
      label: row.label,
      kind: isBase ? 'baseline' : (row.role ?? 'other'),
      valueText: formatScore(value, spread, unit, decimals, locale),
      valueSpoken: spokenScore(value, spread, unit, decimals, locale),
      deltaText: noBase ? '' : isBase ? locale.t('results.base') : pointsText(locale, delta, decimals, unit),
      deltaSpoken: noBase
        ? ''
        : isBase
          ? locale.t('results.baseSpoken')
          : delta === null
            ? locale.t('results.noDifference')
            : locale.t('results.fromBase', { change: spokenDelta(locale, delta, own) }),
      sign: isBase || noBase ? NaN : sign,
      x: Math.min(origin, end),
      width: Math.abs(end - origin),
      whisker: whiskerOf(value, spread, scale),
      note: (row.note && notes.get(row.note)) || 0,
      tags: row.tags,
    };
  });
}

/** The axis title: the metric, with its unit when there is one ("Success rate (%)"). */
export function axisTitle({ metric, unit }: { metric: string; unit: string }, locale = EN): string {
  return unit ? locale.t('results.axisTitle', { metric, unit }) : metric;
}

export interface Tick {
  text: string;
  /** Position on a track of `width` units. */
  x: number;
}

/** Five ticks at the quarters of the fixed domain (0, 25, 50, 75, 100 for [0, 100]): they never move. */
export function axisTicks(domain: readonly [number, number], width = TRACK, locale = EN): Tick[] {
  const scale = trackScale(domain, width);
  return [0, 1, 2, 3, 4].map((i) => {
    const at = domain[0] + ((domain[1] - domain[0]) * i) / 4;
    const value = Math.round(at * 1e6) / 1e6;
    // English as before (String: "1000", no grouping); another language's own digits and decimal mark.
    const text = locale.numbers?.number(value, /\.(\d+)$/.exec(String(value))?.[1]!.length ?? 0) ?? String(value);
    return { text, x: scale(at) };
  });
}

/** The compared rows of `backbone` on `benchmark` have values: the baseline (and the highlight, where there is one) or, without a baseline, any row. */
function comparable(data: ParsedResults, backbone: ParsedBackbone, benchmark: string): boolean {
  const { baseline, highlight } = baselineOf(data, backbone.rows);
  const valued = (i: number) => i >= 0 && scoreOf(backbone.rows[i]!, benchmark) !== null;
  if (baseline >= 0) return valued(baseline) && (highlight < 0 || valued(highlight));
  return highlight >= 0 ? valued(highlight) : backbone.rows.some((row) => scoreOf(row, benchmark) !== null);
}

/**
 * The benchmark a view of `backbone` opens on: the first where its compared rows have values, so the
 * first headline is a comparison ("54.42% → 62.98%"), not "— → 75.73%"; the first benchmark when
 * none has.
 */
export function firstBenchmark(data: ParsedResults, backbone: ParsedBackbone): string {
  return data.benchmarks.find((benchmark) => comparable(data, backbone, benchmark)) ?? data.benchmarks[0]!;
}

/** The backbone the element opens on: the first with a benchmark where its compared rows have values, else the first. */
export function firstBackbone(data: ParsedResults): ParsedBackbone {
  return data.backbones.find((backbone) => data.benchmarks.some((benchmark) => comparable(data, backbone, benchmark))) ?? data.backbones[0]!;
}

/** Options shown as a radio group; a longer list is a native select (keyboard and screen readers know it). */
export const MAX_RADIOS = 12;

/** Options beyond which a radio group is compact (chips in rows, the toggles above the chart): 11 buttons stacked buried the bars. */
export const MAX_ROOMY = 6;

/**
 * Footnote numbers: each distinct `note` text of the rows, 1-based, in the order rows give them (rows with
 * the same text share a number).
 */
export function noteNumbers(data: ParsedResults): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const backbone of data.backbones) for (const row of backbone.rows) if (row.note && !numbers.has(row.note)) numbers.set(row.note, numbers.size + 1);
  return numbers;
}
