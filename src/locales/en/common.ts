/**
 * The shared strings: the base element (loading, error), the image and CSV buttons, and the
 * phrases `Locale` itself writes (points, spoken changes). Seeded into the English map by
 * src/lib/locale.ts, so every element has them.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'common.loading': 'Loading…',
  'common.error': 'Error:',
  'common.downloadCsv': 'Download CSV',
  'common.downloadSvg': 'Download SVG',
  'common.downloadPng': 'Download PNG',
  /** Joins the items of a spoken or visible run ("54.42 percent, up 8.56 …"). */
  'common.comma': ', ',
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
