/**
 * The phrases of numbers that src/lib/locale-phrases.ts writes (percentage points, spoken values and
 * changes), registered by that module: only the elements that write such phrases (results-toggle,
 * leaderboard-table) carry them. Their keys stay `common.`: more than one element writes them.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** What "—" (a missing value) means, said to screen readers. */
  'common.noScore': 'no score',
  /** A percentage, spoken: the visible "%" is hidden from screen readers. */
  'common.percentSpoken': '{n} percent',
  'common.pointsWords': 'percentage points',
  /** A signed difference of percentages as shown ("+8.56pp"); {n} carries its sign. */
  'common.points': '{n}pp',
  /** The same, spoken. */
  'common.pointsSpoken#one': '{n} percentage point',
  'common.pointsSpoken#other': '{n} percentage points',
  /** A difference in another unit (Elo, seconds), spoken. */
  'common.unitPointsSpoken#one': '{n} point',
  'common.unitPointsSpoken#other': '{n} points',
  'common.up': 'up {amount}',
  'common.down': 'down {amount}',
  'common.upLess': 'up less than {amount}',
  'common.downLess': 'down less than {amount}',
  'common.unchanged': 'unchanged',
} as const;
