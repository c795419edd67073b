import { html, type TemplateResult } from 'lit/html.js';
import type { Locale } from '../../lib/locale.js';

/**
 * What the "Save as image" disclosure holds once a reader opens it: Download SVG and Download PNG of
 * the view shown, Escape to close it, and their styles. A chunk (issue 40): the card's first view
 * draws only the closed disclosure (its summary), so it loads this when a reader first opens it (or
 * points at or focuses the summary), or when the page is idle after the card is drawn; the card's
 * `updateComplete` waits for it. It imports Lit's template engine only (a file of its own already),
 * nothing else of the first view.
 */

/** The open menu's two buttons; a pick closes the menu, then `onPick` saves the image. */
export function renderImageMenu(onPick: (format: 'svg' | 'png') => void, locale: Locale): TemplateResult {
  return html`<div class="menu">
    ${(['svg', 'png'] as const).map(
      (format) =>
        html`<button
          class="button"
          data-image=${format}
          @click=${(event: Event) => (closeImageMenu((event.currentTarget as Element).closest('details')!), onPick(format))}
        >
          ${locale.t(format === 'svg' ? 'common.downloadSvg' : 'common.downloadPng')}
        </button>`,
    )}
  </div>`;
}

/**
 * Escape closes the open image menu and gives focus back to its summary. That Escape is the
 * menu's: it must not also reach a slide deck (reveal.js opens its overview on Escape).
 */
export function handleImageMenuKey(event: KeyboardEvent): void {
  const menu = event.currentTarget as HTMLDetailsElement;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  event.stopPropagation();
  menu.open = false;
  menu.querySelector('summary')!.focus();
}

/** Closes the menu after a pick: its buttons go, so focus, if it was on one, returns to the summary. */
function closeImageMenu(menu: HTMLDetailsElement): void {
  const focused = menu.contains((menu.getRootNode() as ShadowRoot).activeElement);
  menu.open = false;
  if (focused) menu.querySelector('summary')!.focus();
}

/**
 * The open menu's styles: a column of buttons dropped below the summary, at the toolbar's end side,
 * and the summary's chevron turned up (drawn closed by the card's own styles).
 */
export const imageMenuCss = `
  .image[open] > summary::after {
    margin-top: 0.2em;
    transform: rotate(225deg);
  }
  .menu {
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + 0.25em);
    z-index: 1;
    display: flex;
    flex-direction: column;
    gap: 0.25em;
    padding: 0.25em;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    white-space: nowrap;
  }
`;
