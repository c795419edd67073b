/**
 * requirement-web's words that only its on-demand chunk writes (what a reader's selection says, the
 * selected requirement's panel, the groups' legend and what singling a group out says, an overview's note): registered by
 * src/components/requirement-web/web-on-demand.ts when the chunk loads, so these strings are not in
 * the first view.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** Said when a reader selects a requirement or clears the selection (web-acts.ts). */
  'web.selected': '{label} selected: {relation}.',
  'web.cleared': 'Selection cleared.',
  'web.overview': '{n} requirements and {links} links are too many to draw every tie: each requirement is a dot on its ring; select one to see its links.',
  'web.alsoShares': ' · every requirement also shares {hub}',
  'web.andMore': 'and {n} more (see the list)',
  'web.group': 'Group: {group}',
  'web.open': 'Open {label}',
  'web.groups': 'Groups',
  'web.groupFilter#one': 'Showing {groups}: {shown} of {n} requirement.',
  'web.groupFilter#other': 'Showing {groups}: {shown} of {n} requirements.',
  'web.allGroups': 'All groups shown.',
} as const;
