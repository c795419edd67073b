/**
 * The leaderboard's announcements after a sort, a legend toggle or a search: registered by
 * src/lib/leaderboard-announce.ts, a chunk loaded on the first announcement, so these strings are
 * not in the first view.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'leaderboard.only': ', {flags} only',
  // Sort directions, by column kind, as the announcement says them.
  'leaderboard.rankAsc': 'best first',
  'leaderboard.rankDesc': 'worst first',
  'leaderboard.textAsc': 'A to Z',
  'leaderboard.textDesc': 'Z to A',
  'leaderboard.scoreAsc': 'lowest first',
  'leaderboard.scoreDesc': 'highest first',
  'leaderboard.gapAsc': 'smallest first',
  'leaderboard.gapDesc': 'largest first',
  'leaderboard.dateAsc': 'oldest first',
  'leaderboard.dateDesc': 'newest first',
  'leaderboard.flagAsc': 'no first',
  'leaderboard.flagDesc': 'yes first',
  /** After a sort: {column} is the header, {direction} one of the above, {entries} the count. */
  'leaderboard.sorted': 'Sorted by {column}, {direction}. {entries}.',
  /** After a legend toggle; {counts} is `leaderboard.entries` or `leaderboard.countOf`; {only} '' or `leaderboard.only`. */
  'leaderboard.countOf#one': '{shown} of {n} entry',
  'leaderboard.countOf#other': '{shown} of {n} entries',
  'leaderboard.filterAll': 'Showing all {groups}{only}: {counts}.',
  'leaderboard.filterNone': 'Showing no {groups}{only}: {counts}.',
  /** {which} is a list of up to three names, or `leaderboard.frameworksOf`. */
  'leaderboard.filterSome': 'Showing {which}{only}: {counts}.',
  'leaderboard.frameworksOf': '{shown} of {n} {groups}',
  /** After typing in the search field (once typing pauses). */
  'leaderboard.searchCleared': 'Search cleared: {entries}.',
  'leaderboard.searchClearedOf': 'Search cleared: {entries} of {total}.',
  'leaderboard.searchNone': 'No entries match "{query}".',
  'leaderboard.searchSome#one': '{n} entry matches "{query}".',
  'leaderboard.searchSome#other': '{n} entries match "{query}".',
} as const;
