/**
 * The leaderboard's words that only its rare parts write (src/components/leaderboard-table/rare-parts.ts:
 * a flag field's toggle and its spoken yes and no, a link field's text, a row's footnote marker, the axis of a
 * domain not from 0), registered by that chunk as it arrives: most first views draw none of them.
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
} as const;
