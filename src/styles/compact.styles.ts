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
 * With `fit`, the host also gives up its content-based minimum size, so a grid cell or a flex slide
 * can hand it less room than its content asks for, and the fitting makes the content fit that.
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
  :host([fit]) {
    min-height: 0;
    min-width: 0;
  }
  /* FitController's probes, each for one synchronous layout: the element with nothing in it (does
     the page give it a height?), and very tall (which ancestor does not grow with it?). */
  :host([data-fit-probe='empty']) [part~='base'] {
    display: none !important;
  }
  :host([data-fit-probe='tall']) {
    height: 100000px !important;
    min-height: 100000px !important;
  }
  /* Its first fitting in a box (a page's first frames, a slide just shown) changes its size several
     times in a few frames: unseen meanwhile (opacity, so its text stays measurable). */
  @media screen {
    :host([data-fit-busy='first']) {
      opacity: 0;
    }
  }
  /* requirement-web lays its web out for a 600 px page when printed (its print layout): drawn at
     that size, not stretched to a wider slide, its height on paper is what the fitting measured. */
  @media print {
    :host(:is([fit], [data-fit-by])) [part~='web'] {
      max-width: 600px;
      margin-inline: auto;
    }
  }
  /* On paper, not whole even at the smallest text: the view zoomed down to the box (--_fit-zoom, set by FitController). */
  :host([data-fit-zoom]) [part~='base'] {
    zoom: var(--_fit-zoom, 1);
  }
  /* Not whole even at the smallest text: it scrolls inside its box rather than spill out of it. */
  :host([data-fit-overflow]) {
    overflow: auto;
  }
`;
