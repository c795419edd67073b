/**
 * leaderboard-table's own words (headers, legend, search, cells, summary), registered by
 * src/components/leaderboard-table/leaderboard-table.ts for the modules it renders with. The words
 * only its chunks write are their parts: ./leaderboard-rare.ts (fields, notes, links, the axis),
 * ./leaderboard-acts.ts (what only acts draw: the "+N more" panel, Show all, the no-match row), and
 * ./leaderboard-announce.ts (what acts say).
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** Appended (CSS alternative text) to a number whose visible "%" is hidden from screen readers. */
  'common.percentSuffix': ' percent',
  /** The same for a visible "pp". */
  'common.pointsSuffix': ' percentage points',
  'common.printed#one': 'First {shown} of {n} row printed.',
  'common.printed#other': 'First {shown} of {n} rows printed.',
  'leaderboard.rank': 'Rank',
  'leaderboard.model': 'Model',
  /** The framework column's default heading (`groupLabel`). */
  'leaderboard.framework': 'Group',
  'leaderboard.gap': 'Gap to best',
  'leaderboard.empty': 'No entries to show yet.',
  'leaderboard.search': 'Search',
  /** "→" or "←" is added by the element, pointing the way the table scrolls. */
  'leaderboard.swipe': 'Swipe to compare',
  'leaderboard.highest': 'Highest {metric}',
  'leaderboard.noScores': 'No entry has a score yet.',
  'leaderboard.lowest': 'Lowest {metric}',
  /** The leaders named in the summary, when more than three tie: {names} are the first three. */
  'leaderboard.leadersMore': '{names} and {n} more',
  'leaderboard.spread': 'Spread',
  /** {best} and {worst} are values with their unit; {entries} is `leaderboard.entries`. */
  'leaderboard.spreadRange': '{best} to {worst} across {entries}',
  'leaderboard.moreFrameworks': '+{n} more',
  'leaderboard.legend': 'Show groups',
  /**
   * With a `groupLabel` of the author's: {group} is that label (through `locale.midSentence` where it
   * stands inside a sentence: "Find organisation"), {groups} `leaderboard.frameworks` for the default
   * label, else `leaderboard.groups`; {flags} the flag fields' labels, listed.
   */
  'leaderboard.legendOf': 'Show {group}',
} as const;
