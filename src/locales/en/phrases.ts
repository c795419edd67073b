/**
 * The phrases of numbers that src/lib/locale-phrases.ts writes (a difference in percentage points),
 * registered by that module: only the elements that write such phrases (results-toggle,
 * leaderboard-table) carry them. The same numbers in words for screen readers are ./spoken.ts. The
 * key stays `common.`: more than one element writes it.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** A signed difference of percentages as shown ("+8.56pp"); {n} carries its sign. */
  'common.points': '{n}pp',
} as const;
