// `codespecweave-widgets/reveal`: the reveal.js plugin, with the four elements registered (guarded,
// so a page that also loads the all-in-one script defines nothing twice). docs/decks.md.
import '../define.js';

export { default, createCodeSpecWeaveReveal, DECK_ELEMENT_TAGS } from './plugin.js';
export type { CodeSpecWeavePlugin, CodeSpecWeaveRevealOptions, RevealApi } from './plugin.js';
