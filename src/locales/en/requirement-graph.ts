/**
 * The relation phrases of src/lib/requirement-graph.ts ("shares … with 3 other requirements"),
 * registered there.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'web.noConnected': 'No connected requirements',
  'web.connected#one': '{n} connected requirement',
  'web.connected#other': '{n} connected requirements',
  'web.only': 'the only requirement on {hub}',
  'web.shares#one': 'shares {hub} with {n} other requirement',
  'web.shares#other': 'shares {hub} with {n} other requirements',
} as const;
