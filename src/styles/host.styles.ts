import { css } from 'lit';
import { compactStyles } from './compact.styles.js';

/**
 * Styles every element shares: the `--csw-*` design tokens resolved into
 * private `--_*` variables (light, dark, auto, print), host sizing for
 * container queries, focus rings, buttons, the error panel and reduced motion.
 *
 * Public knobs are `--csw-*` (whole library); each element may add
 * `--<tag>-*` that fall back to them. Private variables start with `--_`.
 *
 * Every length is in `em` (never `rem` or `px`, but for hairlines and the 44 px touch
 * minimum), so one `font-size` on the host scales all an element draws: a deck author
 * writes `.reveal leaderboard-table { font-size: 28px }` and gets a slide-sized chart.
 * At a 16 px page the em values equal the rem values they replace.
 */
const sharedRules = css`
  /*
   * Tokens: each is the page's --csw-* value, else a light/dark pair picked by
   * light-dark() from the color-scheme where it is used: the base part's (below).
   * The host itself keeps the page's color-scheme (it sets none), so that the
   * element can read what the page chose around it.
   */
  :host {
    display: block;
    box-sizing: border-box;
    max-width: 100%;
    min-width: 0;
    font-family: var(--csw-font-family, inherit);
    color: var(--_text);
    line-height: 1.45;
    --_text: var(--csw-text, light-dark(#1b1f24, #e6edf3));
    --_muted: var(--csw-muted, light-dark(#57606a, #a3adb8));
    --_surface: var(--csw-surface, light-dark(#fff, #161b22));
    --_surface-2: var(--csw-surface-2, light-dark(#f4f6f8, #21262d));
    --_border: var(--csw-border, light-dark(#d0d7de, #3d444d));
    --_accent: var(--csw-accent, light-dark(#0b5cad, #6cb6ff));
    --_accent-text: var(--csw-accent-text, light-dark(#fff, #0d1117));
    --_positive: var(--csw-positive, light-dark(#1a7f37, #56d364));
    --_negative: var(--csw-negative, light-dark(#b42318, #ff7b72));
    --_danger-surface: var(--csw-danger-surface, light-dark(#fff1f0, #3b1618));
    --_danger-border: var(--csw-danger-border, light-dark(#d1242f, #ff7b72));
    --_focus: var(--csw-focus, light-dark(#0b5cad, #6cb6ff));
    --_radius: var(--csw-radius, 8px);
    --_transition: var(--csw-transition, 180ms ease);
  }

  /*
   * The scheme the element shows, on its base part (everything it draws, the slotted fallback
   * too, is inside): the class the base sets (scheme-light, scheme-dark: theme="auto" following the
   * page's color-scheme, else prefers-color-scheme; a pinned theme), a class, never an inline style,
   * so it holds under a strict CSP. Before that class is known (a server's render, the first frame)
   * the system's scheme, or the pinned theme from the attribute.
   */
  .base {
    color-scheme: light dark;
  }
  :host([theme='light']) .base,
  .base.scheme-light {
    color-scheme: light;
  }
  :host([theme='dark']) .base,
  .base.scheme-dark {
    color-scheme: dark;
  }

  :host([hidden]) {
    display: none !important;
  }

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  .base {
    container-type: inline-size;
    position: relative;
    background: var(--_surface);
    color: var(--_text);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: clamp(0.75em, 2.5cqi, 1.5em);
    max-width: 100%;
    overflow-wrap: anywhere;
  }

  .sr-only {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  button {
    font: inherit;
    color: inherit;
  }

  .button {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    /* At its 0.875em font size: 36 px tall and 5.6 px × 12.8 px padding at a 16 px host. */
    min-height: 2.571em;
    padding: 0.4em 0.914em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--_surface-2);
    color: var(--_text);
    cursor: pointer;
    font-size: 0.875em;
    transition:
      background-color var(--_transition),
      border-color var(--_transition);
  }
  .button:hover {
    border-color: var(--_accent);
  }
  .button[aria-pressed='true'],
  .button[aria-selected='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }

  .title {
    margin: 0 0 0.217em;
    font-size: 1.15em;
    font-weight: 700;
    line-height: 1.3;
  }
  .muted {
    color: var(--_muted);
  }

  [part='error'] {
    margin: 0 0 0.833em;
    padding: 0.667em 0.889em;
    border: 1px solid var(--_danger-border);
    border-left-width: 4px;
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--_danger-surface);
    color: var(--_text);
    font-size: 0.9em;
    white-space: pre-wrap;
  }

  .empty {
    margin: 0;
    padding: 1em 0;
    color: var(--_muted);
  }
  /*
   * While src loads and nothing is shown yet: the loading line and the author's fallback in a box
   * about as tall as the finished view, so the page below does not move when the data arrives (issue
   * 27). --_reserve is each element's estimate of its content's height (its styles set it from its
   * width: cqi here is a percentage of the element's inner width); the author's
   * --csw-reserve-height is the whole element's height, so the frame (border and padding) comes off
   * it. min-block-size: a taller fallback still shows whole. Gone with the data or an error (the
   * box is only rendered while loading), and on paper (print shows the fallback, no empty room).
   */
  .reserve {
    --_frame: calc(2 * clamp(0.75em, 2.5cqi, 1.5em) + 2px);
    min-block-size: calc(var(--csw-reserve-height, calc(var(--_reserve, 0px) + var(--_frame))) - var(--_frame));
    /* Whatever the fallback holds (a wide child table), it scrolls inside the element, never the page. */
    overflow-x: auto;
  }
  /*
   * The author's fallback (while loading, and alone without data): never wider than the element.
   * A BibTeX <pre> (what docs/bibtex-card.md recommends) keeps its line breaks but wraps its long
   * lines, as the card's own view does: shown unwrapped it made a 375 px page 993 px wide while the
   * card loaded. These rules win over the browser's own pre { white-space: pre }; a page's own
   * rule for pre wins over them, and then the reserve's overflow keeps the page's width.
   * loading-reserve.css gives the fallback these rules before the tag is defined too
   * (scripts/reserve-css.mjs reads them from here).
   */
  ::slotted(*) {
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  ::slotted(pre) {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  @media print {
    .reserve {
      min-block-size: 0;
    }
  }
  /* While src loads: a small line above the author's fallback (internal/src-loader.ts's LOADING_CSS, with the chunk that draws it). */

  /* Not *::before/*::after: on a 1,000-node web that selector triples style recalculation. */
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
  :host([motion='none']) * {
    transition: none !important;
    animation: none !important;
  }

  /* A finger needs 44 × 44 CSS px (WCAG 2.5.5), whatever the font size. */
  @media (pointer: coarse) {
    .button {
      min-height: max(44px, 2.571em);
      min-width: 44px;
    }
  }

  /*
   * Print: the current view, dark ink on white, nothing clipped or scrolled away. Browsers drop
   * backgrounds when printing, so a pressed button printed as on screen (white on accent) comes out
   * palest of all: pressed and selected states keep their fill and add weight and a dark frame.
   * The weight (wider text, more lines) not for an element fitted on screen (data-fitted="screen",
   * see csw-element.ts): it prints in the form and size its box gave it.
   */
  @media print {
    .button[aria-pressed='true'],
    .button[aria-selected='true'] {
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
      outline: 2px solid #000;
      outline-offset: -2px;
    }
    :host(:not([data-fitted='screen'])) :is(.button[aria-pressed='true'], .button[aria-selected='true']) {
      font-weight: 700;
    }
    :host,
    .base {
      color-scheme: light !important;
    }
    /*
     * Page breaks. An element that fits a page prints whole on one: PrintController (media-query.ts)
     * measures it as the page is laid out for paper and marks it. A longer one starts where it falls,
     * under the text before it, and breaks between its blocks: each kept whole (a row, a list item;
     * a figure, a legend: the elements' own print rules), its title and description with what
     * follows. A heading or a lead paragraph is whole too: else Chrome breaks between its lines, leaving the title alone at
     * a page's foot, rather than before the element. (Avoiding breaks in every host moved one taller
     * than a page whole onto a fresh page, where it broke all the same, and left the page before it
     * blank under the page's heading.) Unmeasured (no script, a browser that prints a copy of the
     * page) an element breaks as a long one does.
     */
    :host([data-print-whole]) {
      break-inside: avoid;
    }
    .title,
    .title + .muted {
      break-inside: avoid;
      break-after: avoid;
    }
    tr,
    li {
      break-inside: avoid;
    }
    .base {
      overflow: visible !important;
    }
    .no-print {
      display: none !important;
    }
  }
`;

/**
 * Every element's sheets start with these: the shared rules above, then the compact forms
 * (compact.styles.ts), each its own sheet. (Interpolated at the end of one css`` sheet, the compact
 * forms came out of the template minifier with a stray ";" after them; a server-rendered page joins
 * an element's sheets into one <style>, where that ";" swallowed the next sheet's first rule: every
 * element's own `:host` variables, so a page without scripts drew its highlight unstyled.)
 */
export const hostStyles = [sharedRules, compactStyles];
