import { SELECTOR } from './dom.js';

/**
 * The plugin's style sheets, adopted by the document (constructed sheets: allowed under
 * `style-src 'self'`, no inline <style>, and removed again by `destroy()`).
 */

/**
 * The scroll view's layout: each slide at the phone's width and scale 1, as tall as its content,
 * the elements at a reader's size (19 px, so their smallest text, 0.75–0.8 of it, is over 14 px). Selectors name
 * reveal.js's own scroll-view classes, so the sheet does nothing in the other views.
 */
export const SCROLL_VIEW_CSS = `
.reveal-viewport.reveal-scroll { scroll-snap-type: none !important; }
.reveal-viewport.reveal-scroll .reveal .scroll-page { height: auto !important; }
.reveal-viewport.reveal-scroll .reveal .scroll-page-sticky,
.reveal-viewport.reveal-scroll .reveal .scroll-page-content {
  position: relative !important; top: auto !important; height: auto !important; overflow: visible !important;
}
.reveal-viewport.reveal-scroll .reveal .scroll-page section {
  position: relative !important; top: auto !important; left: auto !important;
  width: auto !important; height: auto !important; transform: none !important;
  padding: 1.5rem 1rem !important; box-sizing: border-box;
}
.reveal-viewport.reveal-scroll .reveal .scroll-snap-point { display: none; }
.reveal-viewport.reveal-scroll .reveal :is(${SELECTOR}) {
  font-size: 19px !important; max-height: none !important; overflow: visible !important;
}`;

/**
 * In every view: reveal.js centres slide text, which the elements' own layouts should not inherit.
 * The compact forms the fitting chooses (`data-deck-compact`) are in the elements' own sheets
 * (src/styles/compact.styles.ts), the same for `fit` in any deck tool.
 * `data-deck-fitting` marks an element whose slide is fitted for the first time: unseen for the few
 * frames that takes (opacity, so its text stays measurable).
 */
export const BASE_CSS = `
.reveal :is(${SELECTOR}) { text-align: start; display: block; }
.reveal [data-deck-fitting] { opacity: 0; }
@media print {
  /* requirement-web lays its web out for a 600 px page when printed (its print layout): drawn at
     that size, not stretched to a 960 px slide, its height is what the fitting measured. (Fitted
     on screen, it prints as fitted: data-fitted="screen".) */
  .reveal requirement-web:not([data-fitted='screen'])::part(web) { max-width: 600px; margin-inline: auto; }
}`;

export function adoptSheet(css: string): CSSStyleSheet | undefined {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  } catch {
    return undefined;
  }
}

export function dropSheets(sheets: readonly CSSStyleSheet[]): void {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
}
