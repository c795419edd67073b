// The full validation of <results-toggle> data as the element uses it once its chunk is loaded: the
// lazy module (src/lib/results-parse.ts) over the first view's checks (results-data.ts's CSV_RULES),
// which it is given rather than imports (issue 40), for the tests and the bench.
import { CSV_RULES } from '../../src/lib/results-data.js';
import { resultsParser } from '../../src/lib/results-parse.js';

export const { parseResults, parseScoreObject } = resultsParser(CSV_RULES);
