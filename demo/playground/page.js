// demo/playground.html: the playground with the built library (loaded by the page) and its CSV
// readers, so "Download JSON" works for CSV too; for the iframe form, the `embed` command's
// functions (bundled by `npm run build:demo`) and the classic-script bundle its embed page inlines.
import * as library from '../../dist/codespecweave-widgets.js';
import './playground.js';

const playground = document.querySelector('csw-playground');
const read = library.readCsv;
if (read && library.leaderboardFromCsv) playground.csvReaders['leaderboard-table'] = (text) => library.leaderboardFromCsv(read(text));
if (read && library.resultsFromCsv && library.CSV_RULES) playground.csvReaders['results-toggle'] = (text) => library.resultsFromCsv(read(text), library.CSV_RULES);
const embedTools = import('../vendor/playground-embed.js');
playground.embedTools = () => embedTools;
// The bundle exports no CSV reader: the embed tools carry the library's own.
void embedTools.then((tools) => {
  for (const tag of ['leaderboard-table', 'results-toggle']) playground.csvReaders[tag] ??= (text) => tools.csvData(tag, text);
});
playground.bundleUrl = new URL('../../dist/codespecweave-widgets.iife.js', import.meta.url).href;
// The HTML forms' loader line names the module this page loaded, so a copied form works on this server.
playground.loaderUrl = new URL('../../dist/codespecweave-widgets.js', import.meta.url).href;
