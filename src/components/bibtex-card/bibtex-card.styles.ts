import { css } from 'lit';

/**
 * Built on the host styles (`.button`, `.toolbar`, `.muted`, `.no-print`,
 * tokens); restyle the entry and the citation through `::part(code)` and
 * `::part(citation)`. The entry's roles take the library's token colours, which
 * pass WCAG AA (4.5:1, checked by a test) on `--csw-surface-2` in light and dark:
 * entry type and macros `--csw-negative`, key `--csw-accent`, values
 * `--csw-positive`, field names the text colour, punctuation and comments `--csw-muted`.
 *
 * Every length is in `em`, so a host `font-size` scales the card (at a 16 px host it
 * looks as it did in rem).
 */
export const bibtexCardStyles = css`
  /*
   * Loading reserve (host.styles.ts .reserve): the content height of a typical card (a nine-field
   * @misc entry) at this inner width, measured at 320–1600 px: the entry's lines wrap as the box
   * narrows, so the height falls with the width (cqi) down to the unwrapped card.
   */
  .reserve {
    --_reserve: max(17.5em, 50em - 80cqi);
  }
  @container (min-width: 64em) {
    .reserve {
      --_reserve: 16.5em;
    }
  }
  .header {
    justify-content: space-between;
    margin-bottom: 0.75em;
  }
  /* The tabs sit closer to each other than to Copy and Download: one control. */
  [part='formats'] {
    gap: 0.125em;
  }

  /* (The warning's box, the same, comes with the reader's chunk: card-reader.ts.) */
  .code,
  .citation {
    margin: 0;
    padding: 0.75em 1em;
    background: var(--_surface-2);
    border-radius: calc(var(--_radius) * 0.75);
  }
  /*
   * The entry wraps instead of scrolling, so every character shows at 320 px: each line is a
   * block whose continuation lines hang 4 characters in, and words longer than the line break
   * anywhere. Copy and Download take the entry's own text, never this layout.
   */
  .code {
    font: 0.8125em/1.55 ui-monospace, Menlo, Consolas, monospace;
    padding: 0.923em 1.231em;
    white-space: pre-wrap;
    tab-size: 4;
  }
  .line {
    display: block;
    padding-left: 2.4em;
    text-indent: -2.4em;
  }
  /* (A very long text's lines, .long, are styled by the reader's chunk: card-reader.ts.) */
  /* A reference-list entry: hanging indent, as APA and MLA set it. */
  .citation {
    padding-left: 2.5em;
    text-indent: -1.5em;
  }

  /* Download SVG / PNG: a disclosure whose buttons drop below it (their styles come with them: card-image-menu.ts). */
  .image {
    position: relative;
  }
  /* As tall as the toolbar's buttons (which the host styles make border-box; a summary and the menu's are not). */
  .image .button {
    box-sizing: border-box;
  }
  .image > summary {
    list-style: none;
  }
  /* Closed, its content hidden without Chromium's lock: a closed <details> hides it with
     content-visibility: hidden, and locking it, when its style is worked out during a layout (in this
     size container), clears the page's scroll anchor, so an element above that changes height in that
     frame moves what the reader looks at (docs/layout.md, "Scroll anchoring"). Nothing is in it while closed. */
  .image:not([open])::details-content {
    display: none;
    content-visibility: visible;
  }
  .image > summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron drawn, not a glyph: a "▾" from a fallback font made the summary taller than the buttons.
     Turned up while the menu is open, by the menu's sheet (card-image-menu.ts). */
  .image > summary::after {
    content: '';
    width: 0.35em;
    height: 0.35em;
    margin: -0.2em 0.1em 0;
    border: solid currentColor;
    border-width: 0 0.125em 0.125em 0;
    transform: rotate(45deg);
  }

  .t-type,
  .t-macro {
    color: var(--_negative);
  }
  .t-key {
    color: var(--_accent);
  }
  .t-value {
    color: var(--_positive);
  }
  .t-punct,
  .t-comment {
    color: var(--_muted);
  }

  .note,
  .status {
    margin: 0.571em 0 0;
    font-size: 0.875em;
  }

  /* On paper: ink on white, a rule instead of the grey box browsers drop. */
  @media print {
    .code,
    .citation {
      border: 1px solid #000;
    }
    /* A card longer than a page (a long bibliography: host.styles.ts) breaks between the entry's
       fields, each whole, the heading with what follows; a citation is kept whole. (A very long
       entry's lines are laid out on paper by the reader's chunk's sheet: card-reader.ts.) */
    .header {
      break-inside: avoid;
      break-after: avoid;
    }
    .line,
    .citation {
      break-inside: avoid;
    }
  }
`;
