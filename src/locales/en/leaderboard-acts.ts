/**
 * The leaderboard's words that only a reader's acts draw (src/components/leaderboard-table/board-more.ts,
 * in the acts' chunk): the "+N more" panel, Show all, the no-match row and the count of a filtered
 * board, registered by that chunk as it arrives.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'leaderboard.showAll': 'Show all',
  'leaderboard.noMatch': 'No entries match.',
  /** Under the table while a filter or search hides rows: {n} is the whole board. */
  'leaderboard.showingOf#one': 'Showing {shown} of {n} entry',
  'leaderboard.showingOf#other': 'Showing {shown} of {n} entries',
  /** The panel's group name; with an author's `groupLabel`, `leaderboard.moreLegendOf` ({group}: that label). */
  'leaderboard.moreLegend': 'More groups',
  'leaderboard.findFramework': 'Find a group',
  'leaderboard.moreLegendOf': 'More {group}',
  /** {group}: the author's label, mid-sentence ("Find organisation"). */
  'leaderboard.findGroup': 'Find {group}',
  'leaderboard.noGroupMatch': 'No {group} matches.',
  'leaderboard.noFrameworkMatch': 'No group matches.',
  'leaderboard.firstOf': 'The first {shown} of {n}: type to narrow.',
} as const;
