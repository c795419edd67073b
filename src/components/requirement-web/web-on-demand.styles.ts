// The styles of what requirement-web draws only on demand (web-on-demand.ts): for a reader's
// attention, the keyboard hint's corners, a selection's veil and highlighted edges and dots, the
// focus ring, the callouts and the selection's bold or faded labels, and the selected requirement's
// panel; and for data with directed links or groups, their heads, colours and legend. A web at rest
// with neither draws none of it, so they come with the on-demand chunk; the element adds them to its
// shadow root when the chunk is first here (and, on a server, to its class's styles in `preload`, as a server draws
// a `selected` web's panel at once). Terse on purpose (comments outside the css: they would ship).
// - Directed links: solid (the arrowhead says which way), heads filled in the link's colour.
// - Groups: the Okabe–Ito palette (told apart with any common colour-vision deficiency), the dark
//   ends lightened on a dark surface; a requirement with no group keeps the neutral dot. The legend
//   singles groups out: the rest step back (their names stay 4.5:1, in the muted colour); a
//   selection's lit labels stay bold (.lit after .dim).
// - Hint: shown while a keyboard has focus on a node, over the drawing's top edge (nothing moves),
//   in a corner where it covers no label (see the element), or when every corner is taken in a row
//   of its own under the drawing, as tall as its lines (on a phone it wraps): laid over the
//   drawing's foot, it covered the hidden-names note. The page under it moves while a keyboard is
//   in the web, not at rest.
// - Only the nodes and their labels take the pointer: the veil, the copies above it and callouts
//   let it through to the node below.
// - An overview: its note (in the wide grid's `note` row) and its rings, which stand for its spokes
//   (every dot on one is tied to the hub), in the hub edges' colour and width.
// - A pointer over a node: its dot's ring widens, as its callout shows (a pointer's first move over
//   the web asks for the chunk; the ring and the name come together).
// - A selection: the web steps back behind a light veil (lines stay 3:1), the selection is drawn
//   again on top; the other labels step back in the muted text colour, still 4.5:1.
//
// Text, not Lit's css`` result: importing `css` here would share Lit's css-tag module between the
// first view and this chunk, which a consumer's bundler then splits into a file of its own (as
// results-toggle's full-results.styles.ts). The element wraps the text with `unsafeCSS`. This local
// tag returns the text, and the build minifies it as any css`` literal
// (scripts/minify-literals-plugin.mjs).
const css = (text: TemplateStringsArray): string => text[0]!;

/** The on-demand styles, as CSS text. */
export const onDemandCss = css`
  .overview-note {
    margin: 0 0 0.5em;
    font-size: 0.875em;
  }
  @container (min-width: 38em) {
    .overview-note {
      grid-area: note;
    }
  }
  .ring {
    fill: none;
    stroke: var(--_edge);
    stroke-width: calc(1.25em / 13);
  }
  .link.directed {
    stroke-dasharray: none;
  }
  .arrows {
    fill: var(--requirement-web-link, var(--_muted));
  }
  .g0 { --_g: var(--requirement-web-group-0, #e69f00); }
  .g1 { --_g: var(--requirement-web-group-1, #56b4e9); }
  .g2 { --_g: var(--requirement-web-group-2, #009e73); }
  .g3 { --_g: var(--requirement-web-group-3, #f0e442); }
  .g4 { --_g: var(--requirement-web-group-4, light-dark(#0072b2, #3d9bd6)); }
  .g5 { --_g: var(--requirement-web-group-5, #d55e00); }
  .g6 { --_g: var(--requirement-web-group-6, #cc79a7); }
  .g7 { --_g: var(--requirement-web-group-7, light-dark(#5a5a5a, #bbb)); }
  .node.dim .dot {
    fill-opacity: 0.25;
    stroke-opacity: 0.35;
  }
  .label.dim {
    fill: var(--_muted);
    font-weight: 400;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375em;
    margin: 0 0 0.75em;
  }
  .swatch {
    display: inline-block;
    width: 0.75em;
    height: 0.75em;
    margin-inline-end: 0.4em;
    border: 1px solid var(--_accent);
    border-radius: 50%;
    background: var(--_g);
    vertical-align: -0.05em;
  }

  .hint {
    position: absolute;
    top: 0;
    left: 0;
    z-index: 1;
    margin: 0;
    padding: 0.25em 0.5em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.5);
    background: var(--_surface);
    color: var(--_text);
    font-size: 0.8125em;
    pointer-events: none;
  }
  .hint.top-right,
  .hint.bottom-right {
    left: auto;
    right: 0;
  }
  .hint.bottom-left,
  .hint.bottom-right {
    top: auto;
    bottom: 0;
  }
  .web-wrap.hint-below {
    display: grid;
  }
  .hint.below {
    grid-row: 2;
    position: static;
    justify-self: start;
    margin-top: 0.25em;
  }
  .hint[hidden] {
    display: none;
  }

  .veil,
  .highlight,
  .highlight-nodes,
  .focus-ring,
  .callouts {
    pointer-events: none;
  }
  .hl-arrows {
    fill: var(--_accent);
  }
  .veil {
    fill: var(--_surface);
    opacity: 0.2;
  }
  .hl {
    fill: none;
    stroke: var(--_accent);
    stroke-width: calc(3.5em / 13);
  }
  .hl.link {
    stroke-dasharray: calc(8em / 13) calc(4em / 13);
  }
  .focus-ring {
    fill: none;
    stroke: var(--_focus);
    stroke-width: calc(2.5em / 13);
  }
  .node:hover .dot {
    stroke-width: calc(3em / 13);
  }
  .neighbour .dot {
    stroke-width: calc(3.5em / 13);
  }
  .selected .dot {
    fill: var(--_accent);
    stroke: var(--_text);
    stroke-width: calc(3em / 13);
  }
  .label.faded {
    fill: var(--_muted);
  }
  .label.lit,
  .callout {
    font-weight: 700;
  }

  .eyebrow {
    font-size: 0.8em;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .heading {
    font-size: 1.05em;
    font-weight: 700;
  }
  .connections {
    column-gap: 1em;
    margin: 0.5em 0 0;
    padding: 0;
    list-style: none;
  }
  .connections .muted {
    font-size: 0.85em;
  }
  .direction {
    margin: 0.6em 0 0;
    font-weight: 700;
    font-size: 0.9em;
  }
  .direction + .connections {
    margin-top: 0.25em;
  }
`;
