/**
 * results-toggle's own words (pickers, chart, notes), registered by
 * src/components/results-toggle/results-toggle.ts for the modules it renders with.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'common.noteMark': '(note {n})',
  'common.noteLabel': 'Note {n}:',
  'results.backbone': 'Model',
  'results.benchmark': 'Benchmark',
  'results.full': 'Full results',
  'results.setting': 'Setting',
  'results.score': 'Score',
  'results.deltaBase': 'Δ vs. base',
  /** The bar list's accessible name. */
  'results.barsLabel': '{metric} on {benchmark}, {backbone}',
  'results.barsShown#one': 'Showing {shown} of {n} setting; Full results has all.',
  'results.barsShown#other': 'Showing {shown} of {n} settings; Full results has all.',
  'results.tableFailed': 'the table could not be loaded; close and open Full results to try again.',
} as const;
