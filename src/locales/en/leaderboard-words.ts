/**
 * The counts and group names of src/lib/leaderboard-words.ts, registered there (the element and
 * its announcements both use them).
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'leaderboard.entries#one': '{n} entry',
  'leaderboard.entries#other': '{n} entries',
  'leaderboard.noFramework': 'No group',
  'leaderboard.noGroup': 'No {group}',
  'leaderboard.groups': '{group} groups',
  'leaderboard.frameworks': 'groups',
} as const;
