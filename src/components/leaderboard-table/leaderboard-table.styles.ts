import { css } from 'lit';

// Every length is in em (a host font-size scales the whole board; at a 16 px page it looks as the
// rem values it replaces). Where an element sets its own font size, its lengths are converted to
// its size: inside the table (15 px at a 16 px host) 0.45rem of padding is 0.48em.
//
// Sticky cells cost layout time on every row, so the model column only sticks
// while the table overflows sideways ([data-overflowing], set after layout),
// and the header only while a long board scrolls inside the element (.windowed).
// The table is laid out with fixed column widths: a board that arrives in parts,
// or re-sorts, then lays out only its new rows instead of measuring every cell again.
export const leaderboardStyles = css`
  p {
    margin: 0;
  }

  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em 2.5em;
    margin: 0.75em 0;
  }
  dt {
    font-weight: 600;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
  }
  dt,
  dd,
  .foot {
    color: var(--_muted);
    font-size: 0.8125em;
  }
  /* 13 px inside the 15 px table. */
  .ci,
  .tie,
  .none,
  .fw {
    color: var(--_muted);
    font-size: 0.8667em;
  }
  .stat {
    display: block;
    color: var(--_text);
    font-size: 2.1538em;
    font-weight: 700;
    line-height: 1.2;
  }
  /*
   * Units shown short and heard as words: the shown unit is aria-hidden, and an empty generated
   * box with CSS alternative text says it ("74.0%" is heard "74.0 percent"). The text stays
   * "74.0%" for copying and find-in-page, with no second, hidden copy of the number.
   */
  .pct::after {
    content: '' / ' percent';
  }
  .pp::after {
    content: '' / ' percentage points';
  }

  .toolbar {
    margin-bottom: 0.75em;
  }
  .filters,
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375em;
  }
  .filters {
    margin-right: auto;
  }
  .more {
    flex-basis: 100%;
    display: grid;
    gap: 0.5em;
    padding: 0.5em 0;
  }
  [aria-pressed='false'] {
    text-decoration: line-through;
  }
  [aria-pressed='false'] rect {
    fill-opacity: 0;
  }
  /* On the accent fill of a pressed button, the swatch's outline takes the pressed text's colour (≥ 3:1 in both themes). */
  .legend-item[aria-pressed='true'] rect {
    stroke: var(--_accent-text);
  }
  /* The native field: it follows the host's color-scheme in the dark theme. */
  input {
    font: inherit;
    max-width: 100%;
    margin-left: 0.4em;
    padding: 0.35em 0.6em;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }

  .scroller {
    overflow-x: auto;
  }
  /* No scroll anchoring: resizing the spacers must not move the scroll position. */
  .windowed {
    overflow-y: auto;
    overflow-anchor: none;
    max-height: var(--leaderboard-table-max-height, 32em);
  }

  table {
    width: 100%;
    min-width: 40.5333em;
    table-layout: fixed;
    border-spacing: 0;
    font-size: 0.9375em;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.48em 0.64em;
    border-bottom: 1px solid var(--_border);
    text-align: left;
  }
  thead th {
    padding: 0;
    background: var(--_surface);
    border-bottom-width: 2px;
    white-space: nowrap;
  }
  thead .rank {
    width: 3.4em;
  }
  thead .framework {
    width: 22%;
  }
  thead .score {
    width: 36%;
  }
  thead .gap {
    width: 8em;
  }
  thead button {
    display: flex;
    gap: 0.3em;
    width: 100%;
    min-height: 2.6667em;
    padding: 0.48em 0.64em;
    border: 0;
    background: none;
    font-weight: 600;
    cursor: pointer;
  }
  [aria-sort] button,
  a {
    color: var(--_accent);
  }
  .fw {
    display: none;
    font-weight: 400;
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
  .framework {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .no-frameworks .framework {
    display: none;
  }
  .chip {
    width: 0.86em;
    height: 0.86em;
    margin-right: 0.4em;
    flex: none;
  }
  rect:not(.track) {
    stroke: var(--_muted);
  }
  svg * {
    vector-effect: non-scaling-stroke;
  }
  .num {
    display: inline-block;
    min-width: 4.2em;
    margin-right: 0.5333em;
    text-align: right;
  }
  .bar {
    width: calc(100% - 4.7333em);
    min-width: 5.3333em;
    height: 0.8533em;
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
    padding-left: 6.04em;
  }
  .ci:empty,
  .tie:empty {
    display: none;
  }

  /* Over 2,000 rows: one line per row, all of the same height. */
  .windowed td,
  .windowed tbody th {
    height: 2.6667em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
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
  /*
   * Rows below the first screen still showing the previous order keep their place (nothing below
   * moves) and show nothing. Clipped, not visibility: hidden, which re-lays out every row (~60 ms at
   * 1,000 rows against ~5 ms); aria-hidden keeps them from screen readers.
   */
  .stale {
    clip-path: inset(50%);
  }

  /* The space above is its lines' own: a board showing the table alone (count and hint hidden) ends at the table. */
  .foot {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1em;
  }
  .foot > * {
    margin-top: 0.5em;
  }

  /*
   * A phone-sized container: every row shows rank, model with its framework beneath, score and
   * bar, with nothing to scroll sideways and nothing sticky over the numbers. The framework and
   * gap columns step aside (the gap is the summary's spread and the CSV's gap column).
   */
  @container (max-width: 30em) {
    .stat {
      font-size: 1.7231em;
    }
    table {
      min-width: 0;
      font-size: 0.875em;
    }
    .framework,
    .gap {
      display: none;
    }
    thead .rank {
      width: 3.2em;
    }
    thead .score {
      width: 46%;
    }
    .fw {
      display: block;
    }
    .num {
      display: block;
      min-width: 0;
      margin: 0;
      text-align: left;
    }
    .bar {
      display: block;
      width: 100%;
      min-width: 0;
    }
    .ci {
      padding-left: 0;
    }
    .windowed td,
    .windowed tbody th {
      height: 3.6em;
    }
  }

  /* A finger needs 44 × 44 CSS px: header buttons, fields and the models' links too. */
  @media (pointer: coarse) {
    thead button,
    input {
      min-height: max(44px, 2.6667em);
    }
    .model a {
      display: inline-flex;
      align-items: center;
      min-width: 44px;
      min-height: 44px;
      margin-block: -0.48em;
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
    [part='hint'],
    .more-toggle,
    .more {
      display: none;
    }
  }
`;
