import { css } from 'lit';

// Buttons, toolbars (also the panel's list of connections), .muted, .sr-only and the tokens come from the host styles.
export const requirementWebStyles = css`
  .summary {
    margin: 0 0 0.75rem;
    max-width: 65ch;
  }

  .web-wrap {
    margin-top: 0.5rem;
  }
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
    overflow: visible;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
  /* Only the nodes take the pointer: the veil, the copies above it, labels and callouts let it
     through to the node below. */
  .veil,
  .highlight,
  .highlight-nodes,
  .focus-ring,
  .label,
  .callouts {
    pointer-events: none;
  }

  .edge {
    fill: none;
    stroke-width: 1.25;
  }
  .hub-edge {
    stroke: var(--requirement-web-edge, var(--_border));
  }
  .link {
    stroke: var(--requirement-web-link, var(--_muted));
    stroke-dasharray: 5 4;
  }
  /* Hundreds of edges: lighter, so the nodes and labels stay readable, and solid: dashing
     thousands of curves is the costliest part of laying out a large web. */
  .dense .edge {
    stroke-width: 0.75;
    stroke-opacity: 0.45;
  }
  .dense .link {
    stroke-dasharray: none;
  }

  /* A selection: the web steps back behind a veil, the selection is drawn again on top. */
  .veil {
    fill: var(--_surface);
    opacity: 0.72;
  }
  .hl {
    fill: none;
    stroke: var(--_accent);
    stroke-width: 3.5;
  }
  .hl.link {
    stroke-dasharray: 8 4;
  }

  .hub rect {
    fill: var(--_accent);
  }
  .hub-label {
    fill: var(--_accent-text);
    font-weight: 700;
    font-size: calc(1em + 1px);
  }

  .node {
    cursor: pointer;
    outline: none;
  }
  .hit {
    fill: transparent;
  }
  .dot {
    fill: var(--requirement-web-node, var(--_surface));
    stroke: var(--_accent);
    stroke-width: 2;
  }
  .node:hover .dot {
    stroke-width: 3;
  }
  .focus-ring {
    fill: none;
    stroke: var(--_focus);
    stroke-width: 2.5;
  }
  .neighbour .dot {
    stroke-width: 3.5;
  }
  .selected .dot {
    fill: var(--_accent);
    stroke: var(--_text);
    stroke-width: 3;
  }

  .label {
    fill: var(--_text);
    /* A halo in the background colour keeps labels readable over edges. */
    stroke: var(--_surface);
    stroke-width: 4px;
    stroke-linejoin: round;
    paint-order: stroke;
  }
  /* Drawn again above the veil (as a copy): the label below would show through around the bold copy. */
  .label.lit {
    visibility: hidden;
  }
  .copy .label,
  .callout {
    font-weight: 700;
  }

  .detail,
  .list {
    margin-top: 0.75rem;
  }
  .detail {
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--_surface-2);
  }
  .detail p {
    margin: 0 0 0.4rem;
  }
  .detail p:last-child {
    margin-bottom: 0;
  }
  .eyebrow {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .heading {
    font-size: 1.05rem;
    font-weight: 700;
  }
  .connections {
    column-gap: 1rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
  }
  .connections .muted {
    font-size: 0.85rem;
  }

  .list-title {
    margin: 0 0 0.25rem;
    font-weight: 700;
  }
  .list ul {
    margin: 0;
    padding-left: 1.25rem;
    /* Laid out only when seen: at 1,044 requirements the list would otherwise cost more than the
       web itself. Content skipped this way stays in the accessibility tree (unlike display: none). */
    content-visibility: auto;
    contain-intrinsic-size: auto 20rem;
  }

  @container (max-width: 480px) {
    .detail {
      padding: 0.6rem 0.75rem;
    }
  }
`;
