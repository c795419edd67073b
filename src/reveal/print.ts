import { paperZoom } from '../lib/deck-fit.js';
import { SELECTOR, topInSlide } from './dom.js';
import type { DeckElement, RevealApi } from './types.js';

/**
 * `?print-pdf`: reveal.js waits for a plugin's `init` promise before it lays out the PDF pages, so
 * the plugin fits every slide for paper first. This module holds what is particular to paper.
 */

/** The share of a page an element may fill when fitted on screen for paper (see printRoom). */
export const PRINT_RESERVE = 0.85;

export function isPrintRun(deck: RevealApi): boolean {
  return deck.getConfig().view === 'print' || /print-pdf/i.test(window.location.search);
}

/**
 * A PDF wants each chart's final frame, and every element in the layout it will print in: an
 * element lays itself out for paper while `printing` (the base element's print state, set on
 * beforeprint and under print media); it is set here first, since the PDF is printed after the fitting.
 */
export function preparePrint(): void {
  for (const element of document.querySelectorAll<DeckElement>(SELECTOR)) {
    element.setAttribute('motion', 'none');
    element.printing = true;
  }
}

/**
 * The share of a page a slide's content may fill when fitted under print media. reveal.js lays each
 * PDF page out again (its own top offset, whole px): a slide fitted to the last pixel came out a few
 * px taller than its page, and reveal.js then gave it a second page, its element (which never
 * breaks across pages) alone on it, the heading alone on the first; with `pdfMaxPagesPerSlide: 1`
 * the element was cut off the PDF. 3 % of a 700 px page (21 px) keeps every slide on its page.
 */
export const PRINT_MEDIA_RESERVE = 0.97;

/**
 * The room on a page, in slide px. Fitted on screen for a PDF made from the print dialog, an
 * element's paper layout (a panel under a web instead of beside it) may be taller: keep a reserve.
 * Under print media (a PDF made with print emulation from the start, as page.pdf() runs) the paper
 * layout itself is fitted, and nearly the whole page is room.
 */
export function printRoom(height: number): number {
  return height * (matchMedia('print').matches ? PRINT_MEDIA_RESERVE : PRINT_RESERVE);
}

/**
 * On paper nothing can scroll: an element too tall even at the smallest size is zoomed down (CSS
 * `zoom`, which lays it out smaller, unlike a transform) so it ends inside its page, with room to
 * spare for reveal.js's own page layout (paperZoom): 10 % when fitted on screen for a PDF made from
 * the print dialog, 5 % when fitted under print media. docs/decks.md gives the figures.
 */
export function zoomToPage(elements: readonly HTMLElement[], slide: HTMLElement, room: number): void {
  // Measured in the paper layout itself (print media), reveal.js only moves the slide as a whole: 5 %.
  const reserve = matchMedia('print').matches ? 0.95 : 0.9;
  for (const element of elements) {
    const zoom = paperZoom(topInSlide(element, slide), element.offsetHeight, room, reserve);
    if (zoom < 1) element.style.setProperty('zoom', String(zoom));
  }
}
