/**
 * Every word the four elements write, in English: the whole table, joined from its parts in ./en/.
 * The parts are what ships: each is registered (`registerEnglish`, src/lib/locale.ts) by the module
 * that writes its strings, so an element's first view carries only its own words and a chunk loaded
 * on first use (announcements, Full results, the web's on-demand and acts' chunks, the card's acts and reader) brings its own. This aggregate is for the types
 * (`StringKey` is its keys), the tests ("no English left" in each shipped language) and the docs;
 * no element or chunk imports it (test/lib/locale-tables.test.ts checks the built files).
 *
 * - `{name}` is a placeholder, filled by the caller; translations keep the same set of placeholders
 *   (in any order).
 * - `key#one`, `key#other` (and `#zero`, `#two`, `#few`, `#many` where a language has them) are the
 *   plural forms of one key, picked by the number in `{n}` with `Intl.PluralRules`; every plural key
 *   has an `#other` form.
 * - Data strings (an author's titles, labels, metric names, units other than "%") never come from
 *   here: they are shown as given. So are error messages about bad input (`data.entries[3].score:
 *   expected a number …`), which are for the page's author and name JSON paths.
 * - A key's prefix says which element it is about (`common.` for more than one); which part holds
 *   it says which module writes it: `common.yes` is the leaderboard's, in ./en/leaderboard-rare.ts.
 */
import bibtexCard from './en/bibtex-card.js';
import bibtexCardActs from './en/bibtex-card-acts.js';
import bibtexCardReader from './en/bibtex-card-reader.js';
import common from './en/common.js';
import fullResults from './en/full-results.js';
import leaderboardActs from './en/leaderboard-acts.js';
import leaderboardAnnounce from './en/leaderboard-announce.js';
import leaderboardRare from './en/leaderboard-rare.js';
import leaderboardTable from './en/leaderboard-table.js';
import leaderboardWords from './en/leaderboard-words.js';
import phrases from './en/phrases.js';
import spoken from './en/spoken.js';
import requirementGraph from './en/requirement-graph.js';
import requirementWeb from './en/requirement-web.js';
import requirementWebActs from './en/requirement-web-acts.js';
import requirementWebOnDemand from './en/requirement-web-on-demand.js';
import resultsScore from './en/results-score.js';
import resultsToggle from './en/results-toggle.js';
import resultsView from './en/results-view.js';

/** The parts by the module that registers each (the tests check that every key is in exactly one). */
export const EN_PARTS = {
  common,
  phrases,
  spoken,
  'results-score': resultsScore,
  'leaderboard-table': leaderboardTable,
  'leaderboard-words': leaderboardWords,
  'leaderboard-announce': leaderboardAnnounce,
  'leaderboard-rare': leaderboardRare,
  'leaderboard-acts': leaderboardActs,
  'results-toggle': resultsToggle,
  'results-view': resultsView,
  'full-results': fullResults,
  'requirement-web': requirementWeb,
  'requirement-web-on-demand': requirementWebOnDemand,
  'requirement-web-acts': requirementWebActs,
  'requirement-graph': requirementGraph,
  'bibtex-card': bibtexCard,
  'bibtex-card-acts': bibtexCardActs,
  'bibtex-card-reader': bibtexCardReader,
} as const;

export const en = {
  ...common,
  ...phrases,
  ...spoken,
  ...resultsScore,
  ...leaderboardTable,
  ...leaderboardWords,
  ...leaderboardAnnounce,
  ...leaderboardRare,
  ...leaderboardActs,
  ...resultsToggle,
  ...resultsView,
  ...fullResults,
  ...requirementWeb,
  ...requirementWebOnDemand,
  ...requirementWebActs,
  ...requirementGraph,
  ...bibtexCard,
  ...bibtexCardActs,
  ...bibtexCardReader,
} as const;
