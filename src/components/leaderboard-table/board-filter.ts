/**
 * What a reader filters the board by: the legend's framework toggles, the flag toggles ("Verified
 * only"), the search field and the "+N more" panel with its own search. State only, kept out of the
 * element class, which derives the rows from it (see `revision`) and draws the legend and the fields
 * with it. Only a reader's acts change it, in their chunk (board-acts.ts); a property set in code
 * never does, so `filter-change` is only ever a reader's act, and until a first act there is nothing
 * to filter by: the first view carries no matching (lib/leaderboard-filter.ts comes with the acts).
 */
export class BoardFilter {
  /** Frameworks the reader switched off in the legend. */
  hidden: ReadonlySet<string> = new Set();
  /** Flag fields the reader requires ("Verified only"), by key. */
  flags: readonly string[] = [];
  /** The board's search text. */
  query = '';
  /** The "+N more" panel is open, and what its search field holds. */
  moreOpen = false;
  moreQuery = '';
  /**
   * Moves whenever the rows shown may change (frameworks, flags, query): the element filters and
   * sorts again when it differs from the one it last filtered for, and only then (10,000 rows).
   */
  revision = 0;
}
