import { css } from 'lit';

// Every length is in em (a host font-size scales the whole board; at a 16 px page it looks as the
// rem values it replaces). Where an element sets its own font size, its lengths are converted to
// its size: inside the table (15 px at a 16 px host) 0.45rem of padding is 0.48em.
//
// Sticky cells cost layout time on every row, so the model column only sticks
// while the table overflows sideways ([data-overflowing], set after layout),
// and the header only while a long board scrolls inside the element (.windowed: its rules come with
// the windowing chunk, ./row-windowing.ts).
// The table is laid out with fixed column widths: a board that arrives in parts,
// or re-sorts, then lays out only its new rows instead of measuring every cell again. The widths
// still follow the content: the element sizes the model and framework columns by their longest
// names (classes m-s/m-m/m-l, f-s/f-m/f-l), each field column by its heading's longest word
// (--_w on its header, their sum --_fields, set by the element), the bar takes what is left.
// A board whose table with its field columns would not fit puts the fields under their rows
// ([data-fields-under], decided by the element from the table's least width against its room, or
// the deck fitting's data-deck-compact token "fields-under"); only a board without fields can
// still scroll sideways, with edge shadows (and on touch screens a hint) saying so.
// What only some boards draw (field columns, rows' links, notes, intervals and ties, reference rows, a
// domain's axis, flag toggles) is styled by ./rare-parts.styles.ts, which comes with the chunk that draws it (issue 40);
// what only a reader's acts draw (the "+N more" panel, a switched-off legend button, the no-match
// row, a disabled download) by ./board-more.ts's sheet, in the acts' chunk.
/**
 * The number above its bar, so the bar keeps the whole cell: a blog column's board (the 40em
 * container query) and paper (@media print, there written out under a condition) alike.
 */
const numberAboveBar = css`
  .num {
    display: block;
    min-width: 0;
    margin: 0;
    text-align: start;
  }
  .bar {
    display: block;
    width: 100%;
    min-width: 0;
  }
`;

export const leaderboardStyles = css`
  /*
   * Loading reserve (host.styles.ts .reserve): the content height of a board at this inner width,
   * measured at 320–1600 px with 2 to 40 entries: the summary, legend and header, and a row's height
   * times the rows (a child <table> fallback's body rows, else a typical ten: the paper's
   * comparison); narrow boxes wrap the summary and legend and give each row two lines.
   */
  .reserve {
    --_head: 19em;
    --_row: 2.33em;
    --_reserve: calc(var(--_head) + var(--_rows, 10) * var(--_row));
  }
  @container (max-width: 56em) {
    .reserve {
      --_head: 21em;
      --_row: 2.5em;
    }
  }
  @container (max-width: 40em) {
    .reserve {
      --_head: 28.5em;
      --_row: 3em;
    }
  }
  @container (max-width: 22em) {
    .reserve {
      --_head: 34.5em;
      --_row: 3.4em;
    }
  }
  table {
    --_m: 10em;
    --_f: 8em;
    /* The gap column and the bar's least room: compacted in a blog column before anything scrolls. */
    --_g: 6.6em;
    /* The bar's least room, and the score heading's longest word (--_sw, set by the element). */
    --_b: max(9em, var(--_sw, 0em));
  }
  .m-m {
    --_m: 12.5em;
  }
  .m-l {
    --_m: 17em;
  }
  .f-m {
    --_f: 10.5em;
  }
  .f-l {
    --_f: 13em;
  }
  /* A gap heading with a long word (de, es, fr): the word whole, never broken inside. */
  .g-m {
    --_g: 7.6em;
  }
  .g-l {
    --_g: 8.8em;
  }

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
  /* The words are the reader's language's (set on the base by the element; English by default). */
  .pct::after {
    content: '' / var(--_pct-words, ' percent');
  }
  .pp::after {
    content: '' / var(--_pp-words, ' percentage points');
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
    margin-inline-end: auto;
  }
  /*
   * A pressed legend button is a dark plate in both themes, not the accent: every palette colour
   * and the neutral grey has at least 3:1 against it (Okabe–Ito blue, the darkest, 3.7:1), where
   * on the accent blue the first framework's chip all but vanished (1.3:1). The swatch's outline
   * takes the plate's text colour.
   */
  .legend-item[aria-pressed='true'] {
    background: var(--_plate);
    border-color: var(--_accent);
    color: var(--_plate-text);
  }
  .legend-item[aria-pressed='true'] rect {
    stroke: var(--_plate-text);
  }
  .base {
    --_plate: #0d1117;
    --_plate-text: #f0f3f6;
  }
  /* The native field: it follows the host's color-scheme in the dark theme. */
  input {
    font: inherit;
    max-width: 100%;
    margin-inline-start: 0.4em;
    padding: 0.35em 0.6em;
  }

  /* The containing block of the cells' screen-reader text (position: absolute) too: else, past the
     scrolled-out edge of a wide table, it would widen the page (to the left, right to left). */
  .scroller {
    position: relative;
    overflow-x: auto;
  }
  /*
   * An empty copy of the table, never seen: the element reads its least width as each column steps
   * under the model (#measure), so trying a form restyles an empty table, not a thousand rows.
   */
  .probe {
    height: 0;
    overflow: hidden;
    visibility: hidden;
  }

  table {
    width: 100%;
    /* rank + model + framework + gap + the bar's least room (9em) + the field columns (before they are measured, 7.6em each). */
    min-width: calc(3em + var(--_m) + var(--_f) + var(--_gap) + var(--_b) + var(--_fields, var(--_nf, 0) * 7.6em));
    /* The gap column: its width class's, or its heading whole on two lines (--_gw, measured by the element) if wider. */
    --_gap: max(var(--_g), var(--_gw, 0em));
    table-layout: fixed;
    border-spacing: 0;
    font-size: 0.9375em;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.48em 0.64em;
    border-bottom: 1px solid var(--_border);
    text-align: start;
  }
  thead th {
    padding: 0;
    background: var(--_surface);
    border-bottom-width: 2px;
    vertical-align: bottom;
  }
  /* "#", the gap and the arrow beside it whole, with the cell's padding (3em cut the "#"); the "#" never gives way to the arrow. */
  thead .rank {
    width: 3.2em;
  }
  thead .rank .label {
    flex-shrink: 0;
  }
  /* What the longest names need (a width with a percentage in calc()/max() is 'auto' to a table column in Chromium). */
  thead .model {
    width: var(--_m);
  }
  /* A wide board without fields gives long names room for one line, before the bar takes the rest (with fields, the fields' columns come first). */
  @container (min-width: 64em) {
    table.m-m.nf-0 {
      --_m: 15em;
    }
    table.m-l.nf-0 {
      --_m: 22em;
    }
  }
  thead .framework {
    width: var(--_f);
  }
  thead .gap {
    width: var(--_gap);
  }
  /*
   * A heading wraps between words and after - _ . / (the <wbr>s of breakable()), never inside a
   * word, onto two lines; only a column that truly lacks room for more ends it in an ellipsis, its
   * whole text in the button's title (hover) and shown whole while the button has focus.
   */
  .label {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: normal;
    word-break: normal;
    hyphens: manual;
    min-width: 0;
    text-align: start;
  }
  thead button:focus-visible .label {
    -webkit-line-clamp: none;
  }
  thead button {
    display: flex;
    align-items: flex-end;
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
    inset-inline-start: 0;
    z-index: 1;
    background: var(--_surface);
  }
  [data-overflowing] thead .model {
    z-index: 3;
  }

  .gap {
    text-align: end;
  }
  .gap button {
    justify-content: flex-end;
  }
  .gap .label {
    text-align: end;
  }
  /* Names break after - _ . / (breakable()); inside a word only when one word is wider than the whole column. */
  .model {
    overflow-wrap: break-word;
    hyphens: manual;
  }
  .print-line {
    font-weight: 600;
  }
  /* "Swipe to compare →" only where there is a finger to swipe. */
  [part='hint'] {
    display: none;
  }
  @media (pointer: coarse) {
    [part='hint']:not([hidden]) {
      display: block;
    }
  }
  td.score,
  td.gap {
    white-space: nowrap;
  }
  /* A long group name wraps after - _ . / or a space rather than end in an ellipsis ("DeepSeek-Co…" in a half-empty board). */
  .framework {
    overflow: hidden;
    text-overflow: ellipsis;
    overflow-wrap: normal;
  }
  table.no-frameworks {
    --_f: 0em;
  }
  .no-frameworks .framework,
  .no-frameworks .fw {
    display: none;
  }
  .chip {
    width: 0.86em;
    height: 0.86em;
    margin-inline-end: 0.4em;
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
    margin-inline-end: 0.5333em;
    text-align: end;
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

  .spacer td {
    height: 0;
    padding: 0;
    border: 0;
  }
  /* The rows below the first screen (their grid and their clip while stale) are styled by ./rows-below.ts, with the chunk that grows them. */

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
  /*
   * A blog column (up to 40em of container: 600 px at an 18 px body font, 640 px at 16 px; a 960 px slide at 23 px, about 40.5em inside its padding, keeps the full table): the framework moves
   * under the model, as on a phone, so model, score, bar and gap fit without scrolling sideways.
   */
  @container (max-width: 40em) {
    table.board {
      --_f: 0em;
      --_g: 5.8em;
      --_b: max(7.5em, var(--_sw, 0em));
    }
    table.g-m {
      --_g: 6.8em;
    }
    table.g-l {
      --_g: 8em;
    }
    table.m-l {
      --_m: 16.5em;
    }
    .framework {
      display: none;
    }
    .fw {
      display: block;
    }
    ${numberAboveBar}
    thead button {
      padding-inline: 0.4em;
    }
  }

  @container (max-width: 30em) {
    .stat {
      font-size: 1.7231em;
    }
    table {
      min-width: 0;
      font-size: 0.875em;
    }
    /* (The framework under the model and the number above its bar come from the 40em block, which applies here too.) */
    .gap {
      display: none;
    }
    thead .rank {
      width: 3.2em;
    }
    thead .model {
      width: auto;
    }
    /* The model and what is under it take the room; the number and its bar need little: the
       score heading's longest word (--_sw, set by the element), else a third. */
    thead .score {
      width: var(--_sw, 36%);
    }
  }

  /* The group under the model too, when the table without the fields still does not fit (as a blog column's board does below 40em). */
  [data-group-under] table.board {
    --_f: 0em;
  }
  [data-group-under] .framework {
    display: none;
  }
  [data-group-under] .fw {
    display: block;
  }
  /* And when even that does not fit, the gap column steps aside, as on a phone. */
  [data-gap-aside] table.board {
    --_g: 0em;
    --_gw: 0em;
  }
  [data-gap-aside] .gap {
    display: none;
  }
  /*
   * A table that still scrolls sideways (a board without fields between a phone and a blog column)
   * shows a shadow at each edge that hides columns, for a mouse too: the covers scroll with the
   * content (local) and hide the shadows (fixed to the box) at the ends.
   */
  [data-overflowing] {
    --_shade: color-mix(in srgb, var(--_muted) 55%, transparent);
    background:
      linear-gradient(to right, var(--_surface) 30%, transparent) left / 2em 100% no-repeat local,
      linear-gradient(to left, var(--_surface) 30%, transparent) right / 2em 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, var(--_shade), transparent) left / 0.9em 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, var(--_shade), transparent) right / 0.9em 100% no-repeat scroll;
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

  /*
   * Paper is its own layout: fields (then the group) under the model when the table would not fit
   * the page (the element decides it for paper as it prints, from the table's least width, which
   * therefore stays as on screen), every heading whole, the number above a bar as wide
   * as its cell (side by side, a squeezed score column drew "76.8%" over the gap and left the bar a
   * 10 px stub), and none of the reader's chrome: sort arrows, the hint, the edge shadows. What
   * makes rows and headings taller stands aside for a board fitted on screen: it prints as fitted.
   */
  @media print {
    /* A board longer than a page breaks between rows (host.styles.ts): what heads it stays whole, with the first rows. */
    .summary,
    [part='toolbar'] {
      break-inside: avoid;
      break-after: avoid;
    }
    .scroller {
      overflow: visible;
      max-height: none;
      background: none;
    }
    .model,
    th {
      position: static !important;
    }
    label,
    [part='hint'],
    .arrow,
    .more-toggle {
      display: none;
    }
    /* The header repeated on each page a long board takes: Chromium draws a button there on the
       first page only (an empty band above the rows on the others), its text as it draws any. */
    :host(:not([data-fitted='screen'])) th button {
      display: contents;
    }
    /*
     * Not for a board fitted on screen (fit or a deck plugin: data-fitted="screen", see
     * csw-element.ts): it prints in the form and text size its box gave it; these taller headings
     * and rows ran past that box (issue 36: Slidev's PDF cut rows 6–8). (numberAboveBar's rules,
     * each under that condition: selectors, not CSS nesting, which older browsers drop.)
     */
    :host(:not([data-fitted='screen'])) .label {
      display: block;
      overflow: visible;
    }
    :host(:not([data-fitted='screen'])) .num {
      display: block;
      min-width: 0;
      margin: 0;
      text-align: start;
    }
    :host(:not([data-fitted='screen'])) .bar {
      display: block;
      width: 100%;
      min-width: 0;
    }
    :host(:not([data-fitted='screen'])) td.gap {
      white-space: normal;
    }
  }
`;
