// The full validation of requirement-web's data as the element's loader calls it
// (src/components/requirement-web/on-demand-loader.ts): handed the first view's number words, which
// the chunk does not import. For the tests and the bench, which read data as the element does.
import { formatCount } from '../../src/lib/format.js';
import { formatLimit } from '../../src/lib/limits.js';
import { parseRequirementWeb as parseWithWords, type RequirementWebData } from '../../src/lib/requirement-web-data.js';

export const parseRequirementWeb = (raw: unknown): RequirementWebData => parseWithWords(raw, { formatCount, formatLimit });
