import { css } from 'lit';

// Terse on purpose (comments outside the css: they would ship): the element's
// entry, Lit included, must stay within 24 KB gzip.
// - The radio groups are native radios drawn as segmented `.button`s.
// - The bars are one grid whose rows are subgrids: columns line up and a long
//   label wraps in its own column. Under 480 px each row is a wrapping flex
//   line: label, then value and Δ together (.nums, which drop under a label
//   too long to share the line, never splitting its words), then the bar.
// - The table's scroller is positioned so its .sr-only (absolute) texts scroll
//   with it instead of widening the element.
// - The headline: the difference and its two values on one wrapping line
//   (the pair drops under the difference when narrow), the rows on a line under.
// - Ticks sit at the quarters of the fixed domain, so equal grid columns place
//   them without measuring text.
export const resultsToggleStyles = css`
  :host {
    --_hi: var(--results-toggle-highlight, var(--_accent));
    --_lo: var(--results-toggle-baseline, var(--_muted));
    --_bar: var(--results-toggle-bar, light-dark(#8eb4dc, #35618f));
  }
  .view > * + *,
  .full > * + * {
    margin-top: 1rem;
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
    gap: 0.5rem 1.5rem;
  }
  .options {
    gap: 0.35rem;
  }
  .figures {
    gap: 0 1rem;
    align-items: baseline;
  }
  legend,
  .context {
    padding: 0 0 0.35rem;
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
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
    font-size: 2.25rem;
    font-weight: 700;
  }
  .values {
    font-size: 1.25rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .bars {
    display: grid;
    grid-template-columns: minmax(5rem, 1fr) minmax(6rem, 2fr) auto auto;
    gap: 0 0.75rem;
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
    padding: 0.3rem 0;
    border-top: 1px solid var(--_border);
  }
  legend,
  .context,
  .muted,
  .rows,
  .small {
    font-size: 0.8rem;
    color: var(--_muted);
  }
  .highlight {
    font-weight: 600;
    fill: var(--_hi);
  }
  .track {
    grid-column: 2;
    width: 100%;
    height: 1.5rem;
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
  .up {
    color: var(--_positive);
  }
  .down {
    color: var(--_negative);
  }
  .scroll {
    overflow-x: auto;
    position: relative;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    overflow-wrap: normal;
  }
  td {
    white-space: nowrap;
  }
  th,
  td {
    padding: 0.35rem 0.6rem;
    border-bottom: 1px solid var(--_border);
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
  tbody th {
    font-weight: 400;
    min-width: 9rem;
  }
  th[colspan] {
    font-weight: 600;
    background: var(--_surface-2);
  }
  @media print {
    .scroll {
      overflow: visible;
    }
    table {
      font-size: 0.75rem;
      overflow-wrap: anywhere;
    }
    th,
    td {
      padding: 0.2rem 0.3rem;
    }
    tbody th {
      min-width: 0;
    }
  }
  @container (max-width: 480px) {
    .bars > *,
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: 0.75rem;
    }
    .bars {
      display: block;
    }
    .bars > * > :first-child,
    li > :first-child {
      flex: 1 1 auto;
    }
    .nums {
      display: flex;
      gap: 0.75rem;
      margin-left: auto;
    }
    .num {
      min-width: 4.5rem;
    }
    .track {
      flex-basis: 100%;
      order: 1;
    }
  }
`;
