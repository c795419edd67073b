// The leaderboard's full validation and its CSV and table readers as the element uses them once
// their chunks are loaded: the lazy modules (src/lib/leaderboard-parse.ts, leaderboard-csv-source.ts,
// leaderboard-table-source.ts) over the first view's DATA_KIT (lib/leaderboard-data.ts), which they
// are given rather than import (issue 40), for the tests and the bench.
import { DATA_KIT } from '../../src/lib/leaderboard-data.js';
import { leaderboardParser } from '../../src/lib/leaderboard-parse.js';
import { leaderboardFromCsv as fromCsvRows } from '../../src/lib/leaderboard-csv-source.js';
import { leaderboardFromTable as fromTableText, type TableText } from '../../src/lib/leaderboard-table-source.js';

export const { parseLeaderboardData } = leaderboardParser(DATA_KIT);
export const leaderboardFromCsv = (rows: readonly (readonly string[])[]) => fromCsvRows(rows, DATA_KIT);
export const leaderboardFromTable = (text: TableText) => fromTableText(text, DATA_KIT);
