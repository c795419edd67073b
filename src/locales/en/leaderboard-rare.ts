/**
 * The leaderboard's words that only its rare parts write (src/components/leaderboard-table/rare-parts.ts:
 * a flag field's toggle and its spoken yes and no, a reference row's mark, a tie with the leader, a link field's text, a row's footnote marker, the axis of a
 * domain not from 0, the count of a file's columns a board leaves out), registered by that chunk as it arrives: most first views draw none of them.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** A flag field's toggle in the legend: {label} is the field's label. */
  'leaderboard.flagOnly': '{label} only',
  'common.yes': 'yes',
  'common.no': 'no',
  'leaderboard.link': 'link',
  /** A row's footnote marker, heard: the words around {n} are for screen readers only; {n} is shown. */
  'leaderboard.noteMark': 'note {n}',
  /** Under the score heading when the bars do not start at 0: {start} and {end} are the domain's numbers. */
  'leaderboard.axis': 'Bars from {start} to {end}, not from 0.',
  /** Under the table when a CSV file or a table has more columns than a board shows: {n} left out, {limit} shown. */
  'leaderboard.columnsLeftOut#one': '{n} more column of the file is not shown: a board shows the first {limit}.',
  'leaderboard.columnsLeftOut#other': '{n} more columns of the file are not shown: a board shows the first {limit}.',
  'leaderboard.tied': 'tied with leader',
  'leaderboard.reference': 'Ref.',
  /** Heard after a reference row's rank (shown as `leaderboard.reference`). */
  'leaderboard.referenceSpoken': 'reference, not ranked',
} as const;
