/**
 * The words of numbers said to screen readers (a value with its unit in words, a change "up 8.56
 * percentage points"), registered by src/lib/locale-spoken.ts: only results-toggle says them in its
 * first view; the leaderboard shows points and values (./phrases.ts) and never speaks these. Their
 * keys stay `common.`: they are words of numbers, not of one element.
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
  /** A signed difference of percentages, spoken. */
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
