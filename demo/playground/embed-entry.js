// The `embed` command's own functions that the playground's "iframe (hosts without scripts)" form
// runs in the browser, so its snippet and its embed page are the command's, not a copy of them:
// the fixed height rule, the element's title, the snippet and the page around the element. None of
// them needs Node. Storybook's Playground imports this file as it is (Vite reads the TypeScript);
// demo/playground.html loads it bundled (d3 inlined) as demo/vendor/playground-embed.js, which
// `npm run build:demo` writes (scripts/build-demo.mjs).
export { fixedHeight } from '../../src/ssr/embed-height.ts';
export { elementTitle } from '../../src/ssr/embed-images.ts';
export { embedPageHtml, iframeSnippet } from '../../src/ssr/embed-page.ts';

// The library's CSV readers (the elements' own): the iframe form embeds CSV as the JSON they make
// of it, and "Download JSON" gives that JSON.
import { readCsv } from '../../src/lib/csv.ts';
import { leaderboardFromCsv } from '../../src/lib/leaderboard-csv-source.ts';
import { DATA_KIT } from '../../src/lib/leaderboard-data.ts';
import { resultsFromCsv } from '../../src/lib/results-csv.ts';
import { CSV_RULES } from '../../src/lib/results-data.ts';

/** CSV text → the element's data object, for the two elements that read CSV (null for the others). */
export function csvData(tag, text) {
  if (tag === 'leaderboard-table') return leaderboardFromCsv(readCsv(text), DATA_KIT);
  if (tag === 'results-toggle') return resultsFromCsv(readCsv(text), CSV_RULES);
  return null;
}
