/**
 * The shared strings: the base element (loading, error), the image and CSV buttons, the comma that
 * joins a run. Seeded into the English map by src/lib/locale.ts, so every element has them. (The
 * phrases of numbers, points and spoken changes, are ./phrases.ts: not every element writes them.)
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
} as const;
