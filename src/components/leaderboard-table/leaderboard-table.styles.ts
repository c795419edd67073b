import { css } from 'lit';

// Sticky cells cost layout time on every row, so the model column only sticks
// while the table overflows sideways ([data-overflowing], set after layout),
// and the header only while a long board scrolls inside the element (.windowed).
export const leaderboardStyles = css`
  p {
    margin: 0;
  }

  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 2.5rem;
    margin: 0.75rem 0;
  }
  dt {
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
  }
  dt,
  dd,
  .ci,
  .tie,
  .none,
  .foot {
    color: var(--_muted);
    font-size: 0.8125rem;
  }
  .stat {
    display: block;
    color: var(--_text);
    font-size: 1.75rem;
    font-weight: 700;
    line-height: 1.2;
  }

  .toolbar {
    margin-bottom: 0.75rem;
  }
  .filters,
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
  .filters {
    margin-right: auto;
  }
  [aria-pressed='false'] {
    text-decoration: line-through;
  }
  [aria-pressed='false'] rect {
    fill-opacity: 0;
  }
  /* The native field: it follows the host's color-scheme in the dark theme. */
  input {
    font: inherit;
    max-width: 100%;
    margin-left: 0.4rem;
    padding: 0.35rem 0.6rem;
  }

  .scroller {
    overflow-x: auto;
  }
  /* No scroll anchoring: resizing the spacers must not move the scroll position. */
  .windowed {
    overflow-y: auto;
    overflow-anchor: none;
    max-height: var(--leaderboard-table-max-height, 32rem);
  }

  table {
    width: 100%;
    min-width: 38rem;
    border-spacing: 0;
    font-size: 0.9375rem;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.45rem 0.6rem;
    border-bottom: 1px solid var(--_border);
    text-align: left;
  }
  thead th {
    padding: 0;
    background: var(--_surface);
    border-bottom-width: 2px;
    white-space: nowrap;
  }
  thead button {
    display: flex;
    gap: 0.3em;
    width: 100%;
    min-height: 2.5rem;
    padding: 0.45rem 0.6rem;
    border: 0;
    background: none;
    font-weight: 600;
    cursor: pointer;
  }
  [aria-sort] button,
  a {
    color: var(--_accent);
  }
  .model {
    min-width: 7em;
  }
  [data-overflowing] .model {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--_surface);
  }
  .windowed thead th {
    position: sticky;
    top: 0;
    z-index: 2;
  }
  [data-overflowing] thead .model {
    z-index: 3;
  }

  .gap {
    text-align: right;
  }
  .gap button {
    justify-content: flex-end;
  }
  .framework,
  .score,
  .gap {
    white-space: nowrap;
  }
  .no-frameworks .framework {
    display: none;
  }
  .chip {
    width: 0.8rem;
    height: 0.8rem;
    margin-right: 0.4em;
  }
  rect:not(.track) {
    stroke: var(--_muted);
  }
  svg * {
    vector-effect: non-scaling-stroke;
  }
  .score {
    width: 40%;
  }
  .num {
    display: inline-block;
    min-width: 4.2em;
    margin-right: 0.5rem;
    text-align: right;
  }
  .bar {
    width: calc(100% - 4.7em - 0.5rem);
    min-width: 5rem;
    height: 0.8rem;
    vertical-align: middle;
    overflow: visible;
  }
  .track {
    fill: var(--_surface-2);
  }
  .whisker {
    stroke: var(--_text);
    stroke-width: 1.5;
  }
  .ci,
  .tie {
    display: block;
  }
  .ci {
    padding-left: calc(4.7em + 0.5rem);
  }
  .ci:empty,
  .tie:empty {
    display: none;
  }

  /* Over 1,000 rows: one line per row, all of the same height. */
  .windowed td,
  .windowed tbody th {
    height: 2.5rem;
    white-space: nowrap;
  }
  .windowed .ci,
  .windowed .tie {
    display: inline;
    padding-left: 0.4em;
  }
  .spacer td {
    height: 0;
    padding: 0;
    border: 0;
  }

  .foot {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin-top: 0.5rem;
  }

  @container (max-width: 480px) {
    .stat {
      font-size: 1.4rem;
    }
    table {
      font-size: 0.875rem;
    }
  }

  @media print {
    .scroller {
      overflow: visible;
      max-height: none;
    }
    table {
      min-width: 0;
    }
    .model,
    th {
      position: static !important;
    }
    label,
    [part='hint'] {
      display: none;
    }
  }
`;
