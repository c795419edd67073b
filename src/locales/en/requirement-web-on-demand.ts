/**
 * requirement-web's words that only its on-demand chunk writes (the selected requirement's panel,
 * the groups' legend, an overview's note,
 * a directed requirement's counts, which only lib/requirement-directed.ts words, for webs that wait for the chunk): registered by
 * src/components/requirement-web/web-on-demand.ts when the chunk loads, so these strings are not in
 * the first view.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'web.overview': '{n} requirements and {links} links are too many to draw every tie: each requirement is a dot on its ring; select one to see its links.',
  'web.alsoShares': ' · every requirement also shares {hub}',
  'web.andMore': 'and {n} more (see the list)',
  'web.group': 'Group: {group}',
  'web.open': 'Open {label}',
  'web.groups': 'Groups',
  /** A part of a directed relation ("depends on 2 · is needed by 1 · 3 connected", lib/requirement-directed.ts): the undirected links. */
  'web.connectedCount': '{n} connected',
  /** A side of a directed relation ("depends on 2"): {verb} is the data's verb or `web.verbOut`/`web.verbIn`. */
  'web.verbCount': '{verb} {n}',
} as const;
