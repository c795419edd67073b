/**
 * The headline sentences and axis words of src/lib/results-view.ts, registered there (the element,
 * its image export and the server's embedded images use them).
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** The axis title: the metric and its unit ("Success rate (%)"). */
  'results.axisTitle': '{metric} ({unit})',
  /** The baseline row's Δ, shown and spoken. */
  'results.base': 'base',
  'results.baseSpoken': 'the baseline',
  'results.fromBase': '{change} from the baseline',
  'results.noDifference': 'no difference to show',
  'results.has': '{label} has {value}',
  'results.hasNone': '{label} has no score',
  /** The headline's sentence for screen readers, in three cases. */
  'results.sentenceOne': '{benchmark}: {has}.',
  'results.sentenceNone': '{benchmark}: no difference to show; {from}, {to}.',
  'results.sentence': '{benchmark}, {to} against {from}: {change}, from {fromValue} to {toValue}.',
  'results.sentenceBest': '{benchmark}: {has}, the highest of {n} rows.',
  'results.highestOf': 'highest of {n}',
  /** After a reader's pick: {sentence} is one of the three above. */
  'results.selection': '{backbone} on {sentence}',
} as const;
