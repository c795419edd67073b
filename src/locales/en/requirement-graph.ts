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
  /** A part of a directed relation ("depends on 2 · is needed by 1 · 3 connected"): the undirected links. */
  'web.connectedCount': '{n} connected',
  /** A side of a directed relation ("depends on 2"): {verb} is the data's verb or `web.verbOut`/`web.verbIn`. */
  'web.verbCount': '{verb} {n}',
} as const;
