import { css } from 'lit';

/**
 * Built on the host styles (`.button`, `.toolbar`, `.muted`, `.no-print`,
 * tokens); restyle the entry and the citation through `::part(code)` and
 * `::part(citation)`. The entry's roles take the library's token colours, which
 * pass WCAG AA on `--csw-surface-2` in light and dark: entry type and macros
 * `--csw-negative`, key `--csw-accent`, values `--csw-positive`, field names
 * the text colour, punctuation and comments `--csw-muted`.
 */
export const bibtexCardStyles = css`
  .header {
    justify-content: space-between;
    margin-bottom: 0.75rem;
  }
  /* The tabs sit closer to each other than to Copy and Download: one control. */
  [part='formats'] {
    gap: 2px;
  }

  .code,
  .citation,
  .warning {
    margin: 0;
    padding: 0.75rem 1rem;
    background: var(--_surface-2);
    border-radius: calc(var(--_radius) * 0.75);
  }
  .code {
    overflow-x: auto;
    font: 0.8125rem/1.55 ui-monospace, Menlo, Consolas, monospace;
    tab-size: 4;
  }
  /* A reference-list entry: hanging indent, as APA and MLA set it. */
  .citation {
    padding-left: 2.5rem;
    text-indent: -1.5rem;
  }
  .warning {
    margin-bottom: 0.75rem;
    border-left: 4px solid var(--_negative);
  }

  .t-type,
  .t-macro {
    color: var(--_negative);
  }
  .t-key {
    color: var(--_accent);
  }
  .t-value {
    color: var(--_positive);
  }
  .t-punct,
  .t-comment {
    color: var(--_muted);
  }

  .note,
  .status {
    margin: 0.5rem 0 0;
    font-size: 0.875rem;
  }

  @media print {
    .code {
      white-space: pre-wrap;
    }
  }
`;
