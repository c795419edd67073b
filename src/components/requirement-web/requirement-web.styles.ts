import { css } from 'lit';

// Buttons, toolbars (also the panel's list of connections), .muted, .sr-only and the tokens come from the host styles.
// Every length is in em (as the host styles are), so a host `font-size` scales the element; inside the
// SVG, whose font size is the labels' (13 px at a 16 px host), strokes are written as `calc(N em / 13)`:
// N px at a 16 px host, in proportion at any other.
export const requirementWebStyles = css`
  :host {
    /* Lines to the hub: 4.5:1 at rest, 3:1 under a selection's veil (light and dark). */
    --_edge: var(--requirement-web-edge, light-dark(#6e7781, #8b949e));
  }

  /*
   * Loading reserve (host.styles.ts .reserve): the content height of a typical web (the paper's
   * seven-requirement hero web; the 12-requirement task web is within 5 %) at this inner width,
   * measured at 320–1600 px. Radial: in a wide box the web grows with the width (cqi), up to its cap;
   * flow (layout="flow"): a band that is lower the wider it is. A selection (the selected attribute) adds its
   * detail panel, under the web below 48em.
   */
  .reserve {
    --_web: 36em;
    --_reserve: calc(var(--_web) + var(--_panel, 0em));
  }
  @container (min-width: 30em) {
    .reserve {
      --_web: 34em;
    }
  }
  @container (min-width: 38em) {
    .reserve {
      --_web: clamp(29em, 6.5em + 40cqi, 42em);
    }
  }
  :host([layout='flow']) .reserve {
    --_web: 19.5em;
  }
  @container (max-width: 48em) {
    :host([layout='flow']) .reserve {
      --_web: 21em;
    }
    :host([selected]) .reserve {
      --_panel: 9em;
    }
  }
  @container (max-width: 38em) {
    :host([layout='flow']) .reserve {
      --_web: 25em;
    }
    :host([selected]) .reserve {
      --_panel: 16em;
    }
  }
  @container (max-width: 26em) {
    :host([layout='flow']) .reserve {
      --_web: 30.5em;
    }
  }
  @container (max-width: 22em) {
    :host([layout='flow']) .reserve {
      --_web: 35em;
    }
  }

  .summary {
    margin: 0 0 0.75em;
    max-width: 65ch;
  }
  /* An overview's note and rings: web-on-demand.styles.ts. */

  .web-wrap {
    position: relative;
    margin: 0.5em 0 0.75em;
  }
  /* The keyboard hint's styles come with the on-demand chunk (web-on-demand.styles.ts). */
  /* A sample of text in the element's font: its size changes when the font does (see the class). */
  .font-probe {
    position: absolute;
    top: 0;
    left: 0;
    visibility: hidden;
    white-space: nowrap;
    pointer-events: none;
  }

  .web {
    display: block;
    width: 100%;
    /* The layout places each label by its anchor's side (start = left): in a right-to-left page,
       an inherited rtl would turn every "start" into the label's right end. The flow is mirrored by
       the layout itself (see mirrorGeometry); the words keep their own bidi order either way. */
    direction: ltr;
    height: auto;
    overflow: visible;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
  /* Only the nodes and their labels take the pointer (the veil, the copies above it and callouts
     too: web-on-demand.styles.ts). */
  .hub {
    pointer-events: none;
  }
  .node-labels .label {
    cursor: pointer;
  }
  /* A label's whole box (both lines and the gap between them) is its node's target. */
  .label-box {
    fill: transparent;
    cursor: pointer;
  }

  .edge {
    fill: none;
    stroke-width: calc(1.25em / 13);
  }
  .hub-edge {
    stroke: var(--_edge);
  }
  .link {
    stroke: var(--requirement-web-link, var(--_muted));
    stroke-dasharray: calc(5em / 13) calc(4em / 13);
  }
  /* Hundreds of edges: thinner, so the nodes stay apart, but the same colour (3:1 at rest and
     under a selection's veil: they are the web's information, not texture; labels keep a halo);
     and solid: dashing thousands of curves is the costliest part of laying out a large web. */
  .dense .edge {
    stroke-width: calc(0.75em / 13);
  }
  .dense .link {
    stroke-dasharray: none;
  }

  /* Directed links (solid, their heads filled): web-on-demand.styles.ts. */
  /* A selection's veil and highlighted edges and dots: web-on-demand.styles.ts. */

  .hub rect {
    fill: var(--_accent);
  }
  .hub-label {
    fill: var(--_accent-text);
    font-weight: 700;
    font-size: calc(14em / 13);
  }

  .node {
    cursor: pointer;
    outline: none;
  }
  .hit {
    fill: transparent;
  }
  .dot {
    fill: var(--_g, var(--requirement-web-node, var(--_surface)));
    stroke: var(--_accent);
    stroke-width: calc(2em / 13);
  }
  /* A pointer over a node (its dot's wider ring): web-on-demand.styles.ts, with the callout it shows. */

  /* Groups (their colours, the legend and what it singles out): web-on-demand.styles.ts. */

  .label {
    fill: var(--_text);
    /* A halo in the background colour keeps labels readable over edges, highlighted ones included. */
    stroke: var(--_surface);
    stroke-width: calc(4em / 13);
    stroke-linejoin: round;
    paint-order: stroke;
  }

  .detail,
  .list {
    margin-top: 0.75em;
  }
  /* Hidden but heard: the shared .sr-only margin again, so its 1 px box, placed after the panel,
     does not poke out under the card (a host with a max-height would scroll by that much). */
  .list.sr-only {
    margin: -1px;
  }
  .detail {
    padding: 0.75em 1em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--_surface-2);
  }
  .detail p {
    margin: 0 0 0.4em;
  }
  .detail p:last-child {
    margin-bottom: 0;
  }
  /* The selected requirement's panel (its label, heading and connections): web-on-demand.styles.ts. */
  .hidden-note {
    margin: 0 0 0.5em;
    font-size: 0.875em;
  }

  .list-title {
    margin: 0 0 0.25em;
    font-weight: 700;
  }
  .list ul {
    margin: 0;
    padding-inline-start: 1.25em;
  }
  /* A long list is laid out only when seen: at 1,044 requirements it would otherwise cost more than
     the web itself. Content skipped this way stays in the accessibility tree (unlike display: none).
     Not a short one: Chromium (150) makes no scroll anchoring adjustment for the layout that first
     decides a 'content-visibility: auto' box's state, so a reader opened at a section below a web
     saw it move by the web's change of height (15-25 px) when the web was first drawn. On screen
     only: the list is printed when the drawing shortens names (see the class), laid out whole. */
  @media screen {
    .list ul:has(> :nth-child(201)) {
      content-visibility: auto;
      contain-intrinsic-size: auto 20em;
    }
  }

  /* A finger: every node's target is at least 44 × 44 CSS px, but not as a circle (a dense web has
     no room for them): a tap goes to the nearest node within 22 px each way (see the class). */

  @container (max-width: 30em) {
    .detail {
      padding: 0.6em 0.75em;
    }
  }

  /*
   * Wide (38em and more, as results-toggle; BESIDE_FROM in web-room.ts): the panel stands beside
   * the web, level with the summary, so a reader sees a selection and what it is tied to and why at
   * once; it stays in view while a tall web scrolls past. The web's column is the rest
   * (minmax(0, 1fr): its width follows the container's, never the drawing's), and the web is laid
   * out for it.
   */
  @container (min-width: 38em) {
    .body {
      display: grid;
      grid-template:
        'summary detail' 'note detail' 'web detail' 'legend detail' 'toolbar detail' 1fr 'list list'
        / minmax(0, 1fr) var(--requirement-web-panel-width, clamp(15em, 36%, 24em));
      column-gap: 1.5em;
      align-items: start;
    }
    .summary {
      grid-area: summary;
    }
    .web-wrap {
      grid-area: web;
    }
    .body > .toolbar {
      grid-area: toolbar;
    }
    .web-foot {
      grid-area: legend;
    }
    .body > .detail {
      grid-area: detail;
      position: sticky;
      top: 0.75em;
      margin-top: 0;
    }
    .list {
      grid-area: list;
    }
  }

  /*
   * Paper: the web is laid out for the page's width (see the class), the panel under it, in its box;
   * not for a web fitted on screen (data-fitted="screen"), which prints as its box fitted it.
   */
  @media print {
    /* No stroke halo on paper: a PDF draws stroked text twice, and its text (copied, searched, read
       aloud) said every word twice. The label's box, filled, keeps edges off the words instead. */
    .label {
      stroke: none;
    }
    .label-box {
      fill: var(--_surface);
    }
    /* A web longer than a page breaks between its blocks (host.styles.ts): the drawing and its legend
       each whole, the title and summary with the drawing, the list's title with its first items. */
    .web-wrap,
    .web-foot {
      break-inside: avoid;
    }
    .summary,
    .overview-note,
    .list-title {
      break-inside: avoid;
      break-after: avoid;
    }
    /* Reader-only: the keyboard hint, and the note that names show on hover, focus or selection. */
    .hint,
    .hidden-note {
      display: none;
    }
    :host(:not([data-fitted='screen'])) .body {
      display: block;
    }
    :host(:not([data-fitted='screen'])) .body > .detail {
      position: static;
      margin-top: 0.75em;
      break-inside: avoid;
      max-width: 100%;
    }
  }
`;
