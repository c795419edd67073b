// demo/playground.html: the playground with the built library (loaded by the page) and its CSV
// readers, so "Download JSON" works for CSV too.
import * as library from '../../dist/codespecweave-widgets.js';
import './playground.js';

const playground = document.querySelector('csw-playground');
const read = library.readCsv;
if (read && library.leaderboardFromCsv) playground.csvReaders['leaderboard-table'] = (text) => library.leaderboardFromCsv(read(text));
if (read && library.resultsFromCsv) playground.csvReaders['results-toggle'] = (text) => library.resultsFromCsv(read(text));
