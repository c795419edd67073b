// The classic-script entry (dist/codespecweave-widgets.iife.js): the all-in-one library as the
// global `CodeSpecWeaveWidgets`, and the reveal.js plugin as `window.CodeSpecWeaveReveal`, so a deck
// opened from file:// writes `Reveal.initialize({ plugins: [CodeSpecWeaveReveal] })` (docs/decks.md).
import CodeSpecWeaveReveal from './reveal/plugin.js';

export * from './define.js';

(globalThis as { CodeSpecWeaveReveal?: typeof CodeSpecWeaveReveal }).CodeSpecWeaveReveal ??= CodeSpecWeaveReveal;
