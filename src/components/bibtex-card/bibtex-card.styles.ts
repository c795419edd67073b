import { css } from 'lit';

/**
 * Token colours use light-dark(), which follows the `color-scheme` the host
 * styles set for `theme` (and print); each is overridable with a
 * `--bibtex-card-*` property. All pass WCAG AA on the code background.
 */
export const bibtexCardStyles = css`
  :host {
    --_code-background: var(--bibtex-card-code-background, var(--_surface-2));
  }

  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    margin-bottom: 0.75rem;
  }
  .title {
    margin: 0;
  }

  .formats {
    display: inline-flex;
  }
  .tab {
    border-radius: 0;
    margin-left: -1px;
  }
  .tab:first-child {
    margin-left: 0;
    border-radius: calc(var(--_radius) * 0.75) 0 0 calc(var(--_radius) * 0.75);
  }
  .tab:last-child {
    border-radius: 0 calc(var(--_radius) * 0.75) calc(var(--_radius) * 0.75) 0;
  }
  .tab:focus-visible {
    position: relative;
    z-index: 1;
  }
  .icon {
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .code,
  .citation {
    margin: 0;
    padding: 0.75rem 1rem;
    background: var(--_code-background);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
  }
  .code {
    overflow-x: auto;
    white-space: pre;
    overflow-wrap: normal;
    font-family: var(--bibtex-card-code-font, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
    font-size: 0.8125rem;
    line-height: 1.55;
    tab-size: 4;
  }
  .code code {
    font: inherit;
  }
  /* A reference-list entry: hanging indent, as APA and MLA set it. */
  .citation {
    padding-left: 2.5rem;
    text-indent: -1.5rem;
    line-height: 1.6;
  }

  .t-type {
    color: var(--bibtex-card-type-color, light-dark(#6f42c1, #d2a8ff));
    font-weight: 600;
  }
  .t-key {
    color: var(--bibtex-card-key-color, light-dark(#0550ae, #79c0ff));
  }
  .t-field {
    color: var(--bibtex-card-field-color, light-dark(#953800, #ffa657));
  }
  .t-value {
    color: var(--bibtex-card-value-color, light-dark(#116329, #7ee787));
  }
  .t-macro {
    color: var(--bibtex-card-macro-color, light-dark(#a40e26, #ff7b72));
    font-style: italic;
  }
  .t-punct,
  .t-comment {
    color: var(--_muted);
  }
  .t-comment {
    font-style: italic;
  }

  .warning {
    margin: 0 0 0.75rem;
    padding: 0.5rem 0.8rem;
    border: 1px solid light-dark(#9a6700, #d29922);
    border-left-width: 4px;
    border-radius: calc(var(--_radius) * 0.75);
    background: light-dark(#fff8c5, #2b2111);
    font-size: 0.9rem;
  }
  .note {
    margin: 0.5rem 0 0;
    font-size: 0.875rem;
  }
  .status {
    margin: 0.5rem 0 0;
    min-height: 1.3em;
    font-size: 0.875rem;
    color: var(--_muted);
  }
  .status:empty {
    margin: 0;
    min-height: 0;
  }

  /* The copy fallback's textarea: selectable, never seen. */
  .clipboard-buffer {
    position: fixed;
    top: 0;
    left: 0;
    width: 1px;
    height: 1px;
    padding: 0;
    border: 0;
    opacity: 0;
    pointer-events: none;
  }

  @container (max-width: 480px) {
    .header {
      flex-direction: column;
      align-items: stretch;
    }
    .citation {
      padding-left: 1.75rem;
      text-indent: -1rem;
    }
  }

  @media print {
    .toolbar,
    .status {
      display: none;
    }
    .code {
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      overflow: visible;
    }
  }
`;
