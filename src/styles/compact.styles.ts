import { css } from 'lit';

/**
 * The compact forms, in each element's own sheet: `data-deck-compact` on the host holds the form
 * the fitting chose (COMPACT_STEPS in src/lib/deck-fit.ts), set by the `fit` attribute's
 * FitController or by the reveal.js plugin; one copy for both, and it holds in any deck tool since
 * it needs no sheet in the page.
 * - `trim` hides the reader's tools (the toolbar, the download buttons, the swipe hint);
 * - `title` the element's own title under a slide heading that it would repeat;
 * - `tight` takes padding and line spacing in (text keeps its size);
 * - `dense` hides parts that repeat what the element shows (the leaderboard's summary figures and
 *   row count) and results-toggle's closed "Full results" button (opened, it stays, to close it);
 *   results-toggle reads `dense` in its own sheet too (a layout, not a part to hide).
 * - `fields-under` (a wide leaderboard's fields under their rows) is the leaderboard's own layout.
 * What only `fit` needs is in its own sheet, loaded with it (fit-controller.ts).
 */
export const compactStyles = css`
  :host([data-deck-compact~='trim']) :is([part~='toolbar'], [part~='hint'], [part~='download']),
  :host([data-deck-compact~='trim']) [part~='actions'] > button:not([aria-expanded]),
  :host([data-deck-compact~='title']) [part~='title'],
  :host([data-deck-compact~='dense']) :is([part~='summary'], [part~='count']),
  :host([data-deck-compact~='dense']) [part~='actions']:has(> [aria-expanded='false']) {
    display: none !important;
  }
  :host([data-deck-compact~='tight']) {
    line-height: 1.2;
  }
  :host([data-deck-compact~='tight']) [part~='base'] {
    padding: 0.5em 0.75em;
  }
`;
