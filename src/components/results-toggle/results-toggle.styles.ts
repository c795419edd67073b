import { css } from 'lit';

// Terse on purpose (comments outside the css: they would ship): the element's
// entry, Lit included, must stay within 24 KB gzip.
// - Every length is in em (hairlines and the 44 px touch minimum aside), so a
//   host font-size scales text, bars and spacing alike; at a 16 px host it
//   looks as the rem values it replaced. An em inside a smaller font (legend,
//   .small) is divided by that font's factor to keep the same length.
// - The radio groups are native radios drawn as segmented `.button`s; beyond a
//   dozen options a native select (.field).
// - The bars are one grid whose rows are subgrids: columns line up and a long
//   label wraps in its own column. Under 30em each row is a wrapping flex
//   line: label, then value and Δ together (.nums, which drop under a label
//   too long to share the line, never splitting its words), then the bar.
// - The Full results table's styles are in full-results.styles.ts, loaded with
//   the table (the first view draws only its button).
// - The headline: the difference and its two values on one wrapping line
//   (the pair drops under the difference when narrow), the rows on a line under.
// - Ticks sit at the quarters of the fixed domain, so equal grid columns place
//   them without measuring text.
// - Legends in small capitals, not text-transform: uppercase, which screen
//   readers get as the accessible name ("MODEL BACKBONE").
// - Bars: 3:1 or more against the surface in both themes (WCAG 1.4.11).
// - Print: the chosen options in ink (kept fill, bold, a black frame) while the
//   others print pale; words never break inside (overflow-wrap: normal).
// - The chart first: from 52em wide (a wide column) the toggles stand in a
//   column of their own (16em at most) beside the headline and bars, which
//   still leaves the track 16em or more beside a row's label and figures;
//   narrower (a 768 px screen, a 680 px blog column, a slide), they stay above
//   it as rows of buttons that wrap, and the bars take the whole width (beside
//   them from 38em the bars got 70-100 px, the toggles the rest; issue 35).
// - A slide's compact forms from "tight" on (data-deck-compact, set by the
//   reveal.js plugin or `fit`, docs/decks.md): wide but short, a slide has no
//   height for the toggles above the chart (a printed deck's slide spilled
//   onto a second page), so they stay beside it from 38em, in a column of
//   16-20em that leaves the chart 24em, each figure on one line, with their
//   buttons' sides in.
// - The axis labels 0, 50 and 100 only on a track under 15em (its own
//   container: a slide's form, long labels beside it): five would collide,
//   a rating's "3000" first.
// - Many options (.compact, more than 6): the toggles stay above the chart
//   as rows of chips at every width, so the bars stay by the headline.
// - Labels break only between words (break-word, not the host's anywhere):
//   a column is at least its longest word wide (min-content), a word
//   longer than the whole line aside.
// - Whiskers are SVG geometry styled here: no style attribute anywhere, so
//   a strict CSP (style-src 'self') holds.
export const resultsToggleStyles = css`
  :host {
    --_hi: var(--results-toggle-highlight, var(--_accent));
    --_lo: var(--results-toggle-baseline, var(--_muted));
    --_bar: var(--results-toggle-bar, light-dark(#5b8cc2, #4a7fb8));
  }
  /*
   * Loading reserve (host.styles.ts .reserve): the content height of a typical view (two backbones,
   * four benchmarks, two rows: the paper's training results) at this inner width, measured at
   * 320–1600 px; narrow boxes stack the toggles and wrap more.
   */
  .reserve {
    --_reserve: 25.5em;
  }
  @container (max-width: 52em) {
    .reserve {
      --_reserve: 33em;
    }
  }
  @container (max-width: 38em) {
    .reserve {
      --_reserve: 37em;
    }
  }
  @container (max-width: 30em) {
    .reserve {
      --_reserve: 41em;
    }
  }
  @container (max-width: 22em) {
    .reserve {
      --_reserve: 45em;
    }
  }
  @container (max-width: 18.5em) {
    .reserve {
      --_reserve: 53em;
    }
  }
  .view > * + *,
  .full > * + * {
    margin-top: 1em;
  }
  p,
  figure,
  fieldset,
  ul {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .toggles {
    gap: 0.5em 1.5em;
    align-items: start;
  }
  .options {
    gap: 0.35em;
  }
  .figures {
    gap: 0 1em;
    align-items: baseline;
  }
  .legend,
  .context {
    display: block;
    padding: 0 0 0.35em;
    font-weight: 600;
    font-variant-caps: all-small-caps;
    letter-spacing: 0.02em;
  }
  .field {
    display: flex;
    flex-direction: column;
    max-width: 100%;
  }
  select {
    max-width: 100%;
  }
  label {
    position: relative;
    display: flex;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
  }
  input:checked + span {
    background: var(--_accent);
    color: var(--_accent-text);
  }
  input:focus-visible + span {
    outline: 3px solid var(--_focus);
  }
  .delta {
    font-size: 2.25em;
    font-weight: 700;
  }
  .values {
    font-size: 1.25em;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .label,
  label,
  th {
    overflow-wrap: break-word;
  }
  .label {
    max-width: 16em;
  }
  label {
    max-width: 100%;
  }
  .subgroup {
    display: flex;
    flex-direction: column;
    max-width: 100%;
  }
  .subgroup legend {
    padding: 0 0 0.2em;
    float: inline-start;
  }
  .mark {
    padding-inline-start: 0.15em;
    font-size: 0.75em;
    color: var(--_muted);
  }
  .tag {
    display: inline-block;
    margin: 0.1em 0 0 0.2em;
    padding: 0 0.45em;
    border: 1px solid var(--_border);
    border-radius: 1em;
    font-size: 0.75em;
    font-weight: 400;
    color: var(--_muted);
    white-space: nowrap;
  }
  .notes {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .notes li {
    display: block;
    padding: 0;
    border: 0;
  }
  .notes .mark {
    padding: 0 0.4em 0 0;
  }
  .whisker {
    fill: none;
    stroke: var(--_text);
    stroke-width: 1.5px;
    vector-effect: non-scaling-stroke;
  }
  .bars {
    display: grid;
    grid-template-columns: minmax(min-content, 1fr) minmax(6em, 2fr) auto auto;
    gap: 0 0.75em;
    font-variant-numeric: tabular-nums;
  }
  .bars > *,
  li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    align-items: center;
  }
  li {
    padding: 0.3em 0;
    border-top: 1px solid var(--_border);
  }
  .legend,
  .context,
  .muted,
  .rows,
  .small {
    font-size: 0.8em;
    color: var(--_muted);
  }
  .legend,
  .context {
    font-size: 1em;
  }
  .highlight {
    font-weight: 600;
    fill: var(--_hi);
  }
  .track {
    grid-column: 2;
    width: 100%;
    height: 1.5em;
  }
  .small .track,
  .small.track {
    height: auto;
    min-height: 1.875em;
  }
  .nums {
    display: contents;
  }
  .num {
    text-align: end;
  }
  .num + .num {
    grid-column: 4;
  }
  line {
    stroke: var(--_border);
    vector-effect: non-scaling-stroke;
  }
  rect {
    fill: var(--_bar);
  }
  rect.baseline {
    fill: var(--_lo);
  }
  .animate {
    transition: all 0.35s;
  }
  .ticks {
    container-type: inline-size;
    display: grid;
    grid-template-columns: repeat(4, 1fr) 0;
    white-space: nowrap;
  }
  .ticks > * {
    justify-self: start;
  }
  .ticks * + * {
    translate: -50%;
  }
  .ticks :last-child {
    translate: -100%;
  }
  /*
   * Numbers and the author's labels take their direction from their own first letter: "+7.90pp" and
   * "+ SFT" read left to right in a right-to-left layout (not "7.90pp+"), an Arabic label right to left.
   * Not the two "from ← to" lines: their arrow is written for the layout's own direction.
   */
  .num,
  .delta,
  .label {
    unicode-bidi: plaintext;
  }
  /* Right to left (the base's dir): the axis runs from the right, so each tick's label hangs the other way. */
  [dir='rtl'] .ticks * + * {
    translate: 50%;
  }
  [dir='rtl'] .ticks :last-child {
    translate: 100%;
  }
  .up {
    color: var(--_positive);
  }
  .down {
    color: var(--_negative);
  }
  /* (Not the layout of an element fitted on screen: it prints as fitted; see csw-element.ts.) */
  @media print {
    :host(:not([data-fitted='screen'])) .view {
      overflow-wrap: normal;
    }
    /* Longer than a page (its full table open: host.styles.ts), it breaks between these, each whole, the chart's heading blocks with the chart. */
    [part='toggles'],
    [part='headline'] {
      break-inside: avoid;
      break-after: avoid;
    }
    [part='bars'] {
      break-inside: avoid;
    }
    input:checked + span,
    select {
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
      outline: 2px solid #000;
      outline-offset: -2px;
    }
    :host(:not([data-fitted='screen'])) :is(input:checked + span, select) {
      font-weight: 700;
    }
  }
  @container (min-width: 52em) {
    .view {
      display: grid;
      grid-template-columns: fit-content(16em) minmax(0, 1fr);
      column-gap: 1.25em;
      align-items: start;
    }
    .view > * {
      grid-column: 1 / -1;
    }
    .view > .toggles {
      grid-column: 1;
      grid-row: span 2;
      flex-direction: column;
      row-gap: 1em;
    }
    .view > [part='headline'],
    .view > .bars {
      grid-column: 2;
    }
    .view > .bars {
      grid-template-columns: auto minmax(6em, 1fr) auto auto;
      column-gap: 0.5em;
    }
    .view.compact {
      display: block;
    }
    .view.compact > .toggles {
      flex-direction: row;
    }
  }
  @container (min-width: 38em) {
    :host([data-deck-compact~='tight']) .view:not(.compact) {
      display: grid;
      grid-template-columns: fit-content(clamp(16em, 100% - 24em, 20em)) minmax(min-content, 1fr);
      column-gap: 1em;
      align-items: start;
    }
    :host([data-deck-compact~='tight']) .view > * {
      grid-column: 1 / -1;
    }
    :host([data-deck-compact~='tight']) .view:not(.compact) > .toggles {
      grid-column: 1;
      grid-row: span 2;
      flex-direction: column;
      row-gap: 0.75em;
    }
    :host([data-deck-compact~='tight']) .view > [part='headline'],
    :host([data-deck-compact~='tight']) .view > .bars {
      grid-column: 2;
    }
    :host([data-deck-compact~='tight']) .view > .bars {
      grid-template-columns: minmax(min-content, max-content) minmax(6em, 1fr) auto auto;
      column-gap: 0.5em;
    }
    :host([data-deck-compact~='tight']) .toggles .button {
      padding-inline: 0.6em;
    }
    :host([data-deck-compact~='tight']) .num {
      white-space: nowrap;
    }
  }
  @container (max-width: 15em) {
    .ticks > :nth-child(even) {
      visibility: hidden;
    }
  }
  @container (max-width: 30em) {
    .bars > *,
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: 0.75em;
    }
    .bars {
      display: block;
    }
    .bars > * > :first-child,
    li > :first-child {
      flex: 1 1 auto;
      max-width: 100%;
    }
    .nums {
      display: flex;
      gap: 0.75em;
      margin-inline-start: auto;
    }
    .num {
      min-width: 4.5em;
    }
    .track {
      flex-basis: 100%;
      order: 1;
    }
  }
`;
