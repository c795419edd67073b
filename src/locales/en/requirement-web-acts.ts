/**
 * requirement-web's words that only a reader's acts write (what a selection and a legend's toggle
 * say): registered by src/components/requirement-web/web-acts.ts when the acts' chunk loads, so they
 * are not in the first view, and are there whichever of the acts' and the on-demand chunk comes
 * first. Translations keep them in their one table, as before.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  /** Said when a reader selects a requirement or clears the selection. */
  'web.selected': '{label} selected: {relation}.',
  'web.cleared': 'Selection cleared.',
  /** Said when a reader singles groups out in the legend, or shows them all again. */
  'web.groupFilter#one': 'Showing {groups}: {shown} of {n} requirement.',
  'web.groupFilter#other': 'Showing {groups}: {shown} of {n} requirements.',
  'web.allGroups': 'All groups shown.',
} as const;
