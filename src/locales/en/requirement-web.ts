/**
 * requirement-web's own words (toolbar, names, panel, announcements), registered by
 * src/components/requirement-web/requirement-web.ts for the modules it renders with. The words only
 * the on-demand chunk writes (the selection's panel, the groups' legend) are its own part,
 * ./requirement-web-on-demand.ts.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'web.showList': 'Show as list',
  'web.hideList': 'Hide list',
  'web.empty': 'No requirements to show.',
  'web.about#one': '{n} requirement sharing {hub}',
  'web.about#other': '{n} requirements sharing {hub}',
  /** The web's accessible name when the data has no title. */
  'web.label': 'Requirement web: {about}',
  'web.hint': '← → Arrow keys move between requirements · Enter selects · Esc clears',
  /** A node's accessible name: its label and what it is tied to. */
  'web.nodeLabel': '{label} ({relation})',
  'web.prompt': 'Select a requirement to see its connections. All {n} share {hub}.',
  'web.listTitle': '{n} requirements, all tied to {hub}',
  'web.connectedTo': 'connected to {names}',
  /** The default `verbs` of directed links (the detail panel's two lists). */
  'web.verbOut': 'depends on',
  'web.verbIn': 'is needed by',
  'web.hiddenNote#one': '{n} name is hidden or shortened for room: hover, focus or select a requirement to see it in full.',
  'web.hiddenNote#other': '{n} names are hidden or shortened for room: hover, focus or select a requirement to see it in full.',
  'web.aboutHidden#one': '{about}; {n} name shown on focus, hover or selection',
  'web.aboutHidden#other': '{about}; {n} names shown on focus, hover or selection',
  /** A side of a directed relation in the list ("depends on Memory, Cache"). */
  'web.verbNames': '{verb} {names}',
} as const;
