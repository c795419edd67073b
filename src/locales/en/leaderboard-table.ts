/**
 * leaderboard-table's own words (headers, legend, search, cells, summary), registered by
 * src/components/leaderboard-table/leaderboard-table.ts for the modules it renders with.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** Appended (CSS alternative text) to a number whose visible "%" is hidden from screen readers. */
  'common.percentSuffix': ' percent',
  /** The same for a visible "pp". */
  'common.pointsSuffix': ' percentage points',
  'common.yes': 'yes',
  'common.no': 'no',
  'common.printed#one': 'First {shown} of {n} row printed.',
  'common.printed#other': 'First {shown} of {n} rows printed.',
  'leaderboard.rank': 'Rank',
  'leaderboard.model': 'Model',
  /** The framework column's default heading (`groupLabel`). */
  'leaderboard.framework': 'Group',
  'leaderboard.gap': 'Gap to best',
  'leaderboard.tied': 'tied with leader',
  'leaderboard.reference': 'Ref.',
  'leaderboard.link': 'link',
  'leaderboard.flagOnly': '{label} only',
  'leaderboard.empty': 'No entries to show yet.',
  'leaderboard.search': 'Search',
  'leaderboard.noMatch': 'No entries match.',
  /** Under the table while a filter or search hides rows: {n} is the whole board. */
  'leaderboard.showingOf#one': 'Showing {shown} of {n} entry',
  'leaderboard.showingOf#other': 'Showing {shown} of {n} entries',
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
  'leaderboard.showAll': 'Show all',
  'leaderboard.legend': 'Show groups',
  'leaderboard.moreLegend': 'More groups',
  'leaderboard.findFramework': 'Find a group',
  /**
   * With a `groupLabel` of the author's: {group} is that label (through `locale.midSentence` where it
   * stands inside a sentence: "Find organisation"), {groups} `leaderboard.frameworks` for the default
   * label, else `leaderboard.groups`; {flags} the flag fields' labels, listed.
   */
  'leaderboard.legendOf': 'Show {group}',
  'leaderboard.moreLegendOf': 'More {group}',
  'leaderboard.findGroup': 'Find {group}',
  'leaderboard.noGroupMatch': 'No {group} matches.',
  'leaderboard.noFrameworkMatch': 'No group matches.',
  'leaderboard.firstOf': 'The first {shown} of {n}: type to narrow.',
  /** Heard after a reference row's rank (shown as `leaderboard.reference`). */
  'leaderboard.referenceSpoken': 'reference, not ranked',
  /** A row's footnote marker, heard: the words around {n} are for screen readers only; {n} is shown. */
  'leaderboard.noteMark': 'note {n}',
  /** Under the score heading when the bars do not start at 0: {start} and {end} are the domain's numbers. */
  /** Under the table when a CSV file or a table has more columns than a board shows: {n} left out, {limit} shown. */
  'leaderboard.columnsLeftOut#one': '{n} more column of the file is not shown: a board shows the first {limit}.',
  'leaderboard.columnsLeftOut#other': '{n} more columns of the file are not shown: a board shows the first {limit}.',
  'leaderboard.axis': 'Bars from {start} to {end}, not from 0.',
} as const;
