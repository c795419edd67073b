/**
 * What a leaderboard's data makes of the board before any sort, filter or language: the
 * frameworks and which of them get a legend button, their colours, the ranks, the summary and the
 * footnote numbers (the bar axis, which few boards draw, is the element's axis chunk's). Derived once per data (the element redoes it only for new
 * data or a new language), and pure, so a 100,000-framework legend is tested in Node.
 */
import { assignFrameworkColors } from './framework-colors.js';
import type { LeaderboardData, LeaderboardEntry } from './leaderboard-data.js';
import { frameworkCounts, frameworkNames, legendFrameworks, rankEntries, sortKeys, summarize, type LeaderboardSummary, type RankedRow, type SortKeys } from './leaderboard-rank.js';

/** Legend buttons shown before "+N more". */
export const LEGEND_MAX = 12;

export interface BoardFacts {
  /** Every framework, in first-seen order ('' for entries without one). */
  frameworks: string[];
  /** The frameworks with a legend button: all of them, or the `LEGEND_MAX` largest groups (in `frameworks` order). */
  legend: string[];
  /** The frameworks behind "+N more" (none when every one has a button). */
  rest: string[];
  /** Some entry has a framework: the framework column and the legend are drawn. */
  named: boolean;
  colors: Map<string, string>;
  ranked: RankedRow<LeaderboardEntry>[];
  /** The ranked rows' order by each sort key, made on a key's first sort and kept with the data. */
  sortKeys: SortKeys;
  summary: LeaderboardSummary<LeaderboardEntry> | null;
  /** Footnote numbers of the entries' notes, by text, in first-seen order. */
  notes: Map<string, number>;
}

/**
 * Note text → its footnote number, in input order, one number per distinct text (thirty rows
 * with the same note share one footnote).
 */
export function noteNumbers(entries: readonly LeaderboardEntry[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const { note } of entries) if (note && !numbers.has(note)) numbers.set(note, numbers.size + 1);
  return numbers;
}

export function describeBoard(value: LeaderboardData, legendMax = LEGEND_MAX): BoardFacts {
  const counts = frameworkCounts(value.entries);
  const frameworks = frameworkNames(value.entries);
  const legend = legendFrameworks(frameworks, counts, legendMax);
  const inLegend = new Set(legend);
  const options = { higherIsBetter: value.higherIsBetter !== false };
  const ranked = rankEntries(value.entries, options);
  return {
    frameworks,
    legend,
    rest: legend.length === frameworks.length ? [] : frameworks.filter((name) => !inLegend.has(name)),
    named: frameworks.some((name) => name !== ''),
    colors: assignFrameworkColors(frameworks, value.colors, counts),
    ranked,
    sortKeys: sortKeys(ranked),
    summary: summarize(value.entries, options),
    notes: noteNumbers(value.entries),
  };
}
