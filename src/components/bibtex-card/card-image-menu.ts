import { html, nothing, type TemplateResult } from 'lit';
import type { Locale } from '../../lib/locale.js';

/**
 * Download SVG and PNG of the view shown, behind one disclosure ("Save as image"): the card's own two
 * actions stay Copy and Download .bib, and the toolbar keeps to one row at 375 px. Its two buttons
 * are rendered only while it is open.
 */
export function renderImageMenu(open: boolean, onToggle: (open: boolean) => void, onPick: (format: 'svg' | 'png') => void, locale: Locale): TemplateResult {
  return html`<details
    part="image"
    class="image"
    @keydown=${handleImageMenuKey}
    @toggle=${(event: Event) => onToggle((event.currentTarget as HTMLDetailsElement).open)}
  >
    <summary class="button">${locale.t('bibtex.image')}</summary>
    ${open
      ? html`<div class="menu">
          ${(['svg', 'png'] as const).map(
            (format) =>
              html`<button class="button" data-image=${format} @click=${() => onPick(format)}>
                ${locale.t(format === 'svg' ? 'common.downloadSvg' : 'common.downloadPng')}
              </button>`,
          )}
        </div>`
      : nothing}
  </details>`;
}

/**
 * Escape closes the open image menu and gives focus back to its summary. That Escape is the
 * menu's: it must not also reach a slide deck (reveal.js opens its overview on Escape).
 */
function handleImageMenuKey(event: KeyboardEvent): void {
  const menu = event.currentTarget as HTMLDetailsElement;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  event.stopPropagation();
  menu.open = false;
  menu.querySelector('summary')!.focus();
}

/** Closes the menu in `root` after a pick: its buttons go, so focus, if it was on one, returns to the summary. */
export function closeImageMenu(root: ShadowRoot): void {
  const menu = root.querySelector<HTMLDetailsElement>('details[part="image"]')!;
  const focused = menu.contains(root.activeElement);
  menu.open = false;
  if (focused) menu.querySelector('summary')!.focus();
}
