// The Full results table's styles: a chunk with the table (full-results.ts), not in the first view,
// which draws only the disclosure's button (issue 40). The element adds them to its shadow root when
// it first renders the table (and, on a server, to its class's styles in `preload`). Terse on purpose
// (comments outside the css: they would ship).
// - Under 30em the table stacks: a row is its label, then one line per column, "name  value"
//   (td::before from data-key, with empty alt text so it is not read twice; nothing when the table
//   is wide); no column is ever out of sight.
// - The table's scroller is positioned so its .sr-only (absolute) texts scroll with it instead of
//   widening the element.
// - A table wider than its room shows a cue line and an edge shadow (background-attachment
//   local/scroll) while it scrolls sideways; right to left, the shadow is at the left end.
// - Print: the table in a smaller type, never cut by its scroller.
//
// Text, not Lit's css`` result: importing `css` here would share Lit's css-tag module (0.6 KB) between
// the first view and this chunk, which a consumer's bundler then splits into a file of its own. The
// element wraps the text with `unsafeCSS` (its first view has Lit's css-tag anyway). This local tag
// returns the text, and the build minifies it as any css`` literal (scripts/minify-literals-plugin.mjs).
const css = (text: TemplateStringsArray): string => text[0]!;

/** The table's styles, as CSS text. */
export const fullResultsCss = css`
  .cue {
    display: none;
  }
  .full:has(.scroll[data-overflow]) .cue {
    display: block;
  }
  .scroll[data-overflow] {
    background:
      linear-gradient(to left, var(--_surface) 30%, transparent) right / 3em 100% no-repeat local,
      radial-gradient(farthest-side at 100% 50%, light-dark(#0003, #fff3), transparent) right / 1em 100% no-repeat scroll;
  }
  [dir='rtl'] .scroll[data-overflow] {
    background:
      linear-gradient(to right, var(--_surface) 30%, transparent) left / 3em 100% no-repeat local,
      radial-gradient(farthest-side at 0% 50%, light-dark(#0003, #fff3), transparent) left / 1em 100% no-repeat scroll;
  }
  .pager [aria-disabled='true'] {
    color: var(--_muted);
    border-color: var(--_border);
    cursor: default;
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
    padding: 0.35em 0.6em;
    border-bottom: 1px solid var(--_border);
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
  tbody th {
    font-weight: 400;
    min-width: 9em;
  }
  th[colspan] {
    font-weight: 600;
    background: var(--_surface-2);
  }
  .dense th,
  .dense td {
    padding-inline: 0.35em;
  }
  .dense tbody th {
    min-width: 7em;
  }
  thead th.group {
    text-align: center;
    background: none;
  }
  @media print {
    .scroll {
      overflow: visible;
    }
    /* The caption and the print bound's line with the table's first rows (its rows each whole: host.styles.ts). */
    #caption,
    .print-bound {
      break-inside: avoid;
      break-after: avoid;
    }
    table {
      font-size: 0.7em;
    }
    th,
    td {
      padding: 0.25em 0.35em;
    }
    tbody th {
      min-width: 0;
    }
  }
  @container (max-width: 30em) {
    thead {
      position: absolute;
      clip-path: inset(50%);
      width: 1px;
      height: 1px;
      overflow: hidden;
    }
    table,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      border-bottom: 1px solid var(--_border);
      padding: 0.35em 0;
    }
    th,
    td {
      border: 0;
      padding: 0.1em 0;
    }
    tbody th {
      min-width: 0;
      font-weight: 600;
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: 1em;
    }
    td::before {
      content: attr(data-key) / '';
      color: var(--_muted);
      text-align: start;
      white-space: normal;
    }
  }
`;
