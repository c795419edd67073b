// Public types of <results-toggle>. The shape and its validation live in src/lib/results-data.ts
// (pure logic, tested without a DOM); this module re-exports them beside the event types.
export type { BenchmarkInput, ParsedResults, ResultsBackbone, ResultsData, ResultsRow, RowRole } from '../../lib/results-data.js';
export type { ScoreInput, Spread } from '../../lib/results-score.js';
export { ROW_ROLES } from '../../lib/results-data.js';
import type { ResultsData } from '../../lib/results-data.js';

/**
 * What an author may pass as `data` of `<results-toggle>`: `benchmarks` and `backbones` are
 * required, every other field has a default. The element validates it into `ParsedResults`.
 */
export type ResultsInput = ResultsData;

/** `detail` of `selection-change`: the names now selected. */
export interface SelectionChangeDetail {
  backbone: string;
  benchmark: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'selection-change': CustomEvent<SelectionChangeDetail>;
  }
}
