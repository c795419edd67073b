/**
 * The Full results table's words: registered by src/components/results-toggle/full-results.ts,
 * a chunk loaded when the table is first opened, so these strings are not in the first view.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'results.average': 'Average',
  'results.trainingData': 'Training data',
  'results.continued': '{name} (continued)',
  /** The full table's caption: {name} is `results.full`, {metric} one of the two after it. */
  'results.caption#one': '{name}: {metric}. Average is the unweighted mean of the {n} benchmark; the best value of each column within a backbone is bold.',
  'results.caption#other': '{name}: {metric}. Average is the unweighted mean of the {n} benchmarks; the best value of each column within a backbone is bold.',
  'results.metricPercent': '{metric}, in percent',
  'results.captionPublished': '{name}: {metric}. Average is the row\'s published average where it has one, else the unweighted mean of the {n} benchmarks; the best value of each column within a backbone is bold.',
  'results.captionNoAverage': '{name}: {metric}. The best value of each column within a backbone is bold.',
  'results.metricUnit': '{metric}, in {unit}',
  'results.previousRows': 'Previous rows',
  'results.nextRows': 'Next rows',
  /** Announced when a reader turns a page of the table. */
  'results.rowsAnnounce': 'Rows {first} to {last} of {total}.',
  'results.rowsRange': 'Rows {first}–{last} of {total}',
  'results.printed#one': 'First {shown} of {n} row printed; Download CSV has every row.',
  'results.printed#other': 'First {shown} of {n} rows printed; Download CSV has every row.',
  /** The cue over a full table that scrolls sideways; the Rtl form for right-to-left layouts. */
  'results.moreColumns': 'More columns to the right: scroll the table sideways',
  'results.moreColumnsRtl': 'More columns to the left: scroll the table sideways',
} as const;
