// The styles of what only some boards draw, in the rare parts' chunk (./rare-parts.ts) with the code
// that draws it, not in the first view's sheet (issue 40): the field columns (their pre-measure
// count nf-N, header widths, alignment, a phone's room for model and score), the rows' links,
// footnote markers and notes, an interval's whiskers and text, "tied with leader" (which only
// overlapping intervals give), reference rows ("Ref.", a dashed bar), the axis of a domain not from
// 0, and the flag toggles' legend style. (A row of a board without them keeps its empty interval and
// tie spans: inline and empty, they draw nothing.) The element adds them to a board's shadow root when it first
// renders with the chunk here (lazy-module.ts's rareStyles, a ChunkStyles), before that render is painted,
// and a server's `preload()` adds them to the class's styles, so a prerendered board has them too.
// Any board with these parts shows the chunk's styles: a board that needs the chunk is held until
// it is here, print included.
//
// After the element's own sheet in the cascade: a rule here wins over one there of the same
// specificity, so every rule about these parts is here, its container and print variants after
// its base rule (`.axis`, `.ci` padding), and none of the element's sheet styles them.
//
// Text, not Lit's css`` result (see full-results.styles.ts): the element wraps it with `unsafeCSS`.
// This local tag returns the text, and the build minifies it as any css`` literal
// (scripts/minify-literals-plugin.mjs). Comments go outside the literal: they would ship.
const css = (text: TemplateStringsArray): string => text[0]!;

/** The rare parts' styles, as CSS text. */
export const rarePartsCss = css`
  .nf-1 {
    --_nf: 1;
  }
  .nf-2 {
    --_nf: 2;
  }
  .nf-3 {
    --_nf: 3;
  }
  .nf-4 {
    --_nf: 4;
  }
  .nf-5 {
    --_nf: 5;
  }
  .nf-6 {
    --_nf: 6;
  }
  .nf-7 {
    --_nf: 7;
  }
  .nf-8 {
    --_nf: 8;
  }
  .nf-9 {
    --_nf: 9;
  }
  .nf-10 {
    --_nf: 10;
  }
  .nf-11 {
    --_nf: 11;
  }
  .nf-12 {
    --_nf: 12;
  }
  .nf-13 {
    --_nf: 13;
  }
  .nf-14 {
    --_nf: 14;
  }
  .nf-15 {
    --_nf: 15;
  }
  .nf-16 {
    --_nf: 16;
  }
  .nf-17 {
    --_nf: 17;
  }
  .nf-18 {
    --_nf: 18;
  }
  .nf-19 {
    --_nf: 19;
  }
  .nf-20 {
    --_nf: 20;
  }
  thead .field {
    width: var(--_w, 7em);
  }
  thead .field.date {
    width: var(--_w, 7.6em);
  }
  td.field.date,
  td.field.number {
    white-space: nowrap;
  }
  .field.number button {
    justify-content: flex-end;
  }
  .field.number,
  .field.flag {
    text-align: end;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.6em;
    font-size: 0.8667em;
    font-weight: 400;
  }
  .mark {
    margin-inline-start: 0.15em;
    color: var(--_muted);
    font-weight: 400;
  }
  .notes {
    margin: 0.5em 0 0;
    padding-inline-start: 1.6em;
    color: var(--_muted);
    font-size: 0.8125em;
  }
  .axis {
    padding: 0 0.64em 0.3em calc(0.64em + 4.7333em);
    font-size: 1em;
    font-weight: 400;
  }
  .ticks {
    display: flex;
    justify-content: space-between;
    color: var(--_muted);
    font-size: 0.8667em;
    border-top: 1px solid var(--_muted);
  }
  .whisker {
    stroke: var(--_text);
    stroke-width: 1.5;
  }
  .ci,
  .tie {
    display: block;
    color: var(--_muted);
    font-size: 0.8667em;
  }
  .tie {
    white-space: normal;
  }
  .ci:empty,
  .tie:empty {
    display: none;
  }
  .ci {
    padding-inline-start: 6.04em;
  }
  .ref {
    color: var(--_muted);
    font-size: 0.8667em;
  }
  .reference rect[part='bar'] {
    fill-opacity: 0.35;
    stroke-dasharray: 3 2;
  }
  .under {
    display: none;
  }
  @container (max-width: 40em) {
    .ci {
      padding-inline-start: 0;
    }
    .ticks span:not(:first-child, :last-child) {
      display: none;
    }
    .axis {
      padding-inline: 0.4em;
    }
  }
  @container (max-width: 30em) {
    table:not(.nf-0) {
      min-width: calc(3.2em + 9em + 8em + var(--_fields, var(--_nf, 0) * 7.6em));
    }
    table:not(.nf-0) thead .model {
      width: 9em;
    }
    table:not(.nf-0) thead .score {
      width: 8em;
    }
  }
  @media print {
    :host(:not([data-fitted='screen'])) :is(.ci, .axis) {
      padding-inline-start: 0.64em;
    }
  }
`;
