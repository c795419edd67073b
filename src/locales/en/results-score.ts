/**
 * The spoken score words of src/lib/results-score.ts (units, spreads, intervals), registered there.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** A unit in words: "in percent" (a table caption). */
  'common.percentWords': 'percent',
  /** A score with its spread, spoken: {value} and {spread} are numbers (a "%" unit wraps the whole in `common.percentSpoken`). */
  'common.plusMinus': '{value} plus or minus {spread}',
  /** A score with its interval, spoken: each of {value}, {low}, {high} a spoken value. */
  'common.rangeSpoken': '{value}, from {low} to {high}',
} as const;
