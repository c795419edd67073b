import type { DeckSize } from '../lib/deck-fit.js';
import type { DeckElement, RevealApi } from './types.js';

/** The slide-side DOM helpers of the plugin: which elements a slide has, where they are, how big their text is. */

export const DECK_ELEMENT_TAGS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'] as const;
export const SELECTOR = DECK_ELEMENT_TAGS.join(',');

export const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function isDeckElement(element: Element | null): element is DeckElement {
  return !!element && (DECK_ELEMENT_TAGS as readonly string[]).includes(element.localName);
}

export function deckSizeOf(deck: RevealApi): DeckSize {
  const config = deck.getConfig();
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
  return { width: number(config.width, 960), height: number(config.height, 700), margin: typeof config.margin === 'number' ? config.margin : 0.04 };
}

/** The slide an element sits on: its nearest `<section>` inside the deck. */
export function slideOf(element: Element): HTMLElement | null {
  return element.closest('section');
}

/** Elements of this slide, not of a slide nested in it (a vertical stack). */
export function elementsOf(slide: HTMLElement): DeckElement[] {
  return [...slide.querySelectorAll<DeckElement>(SELECTOR)].filter((element) => slideOf(element) === slide);
}

/** How much reveal.js's transform scales the slide on screen (1 where nothing does). */
export function slideScale(slide: HTMLElement): number {
  return slide.getBoundingClientRect().height / (slide.offsetHeight || 1) || 1;
}

/** Where an element starts in its slide, in slide px (its offsetTop may be relative to a grid inside the slide). */
export function topInSlide(element: HTMLElement, slide: HTMLElement): number {
  return (element.getBoundingClientRect().top - slide.getBoundingClientRect().top) / slideScale(slide);
}

/**
 * Where the slide's content ends, in slide px: its last child's bottom, or an element that reaches
 * further (the slide's own box may be as tall as the deck, and the room on paper is less).
 */
export function bottomInSlide(slide: HTMLElement, elements: readonly HTMLElement[]): number {
  const top = slide.getBoundingClientRect().top;
  const scale = slideScale(slide);
  const boxes = [...slide.children, ...elements].filter((node) => getComputedStyle(node).position !== 'absolute');
  return Math.max(0, ...boxes.map((node) => (node.getBoundingClientRect().bottom - top) / scale));
}

/**
 * How much of the slide's content comes after an element (a source note under it), in slide px:
 * from the bottom of the slide's child that holds the element to the bottom of its last child.
 */
export function contentBelow(element: HTMLElement, slide: HTMLElement): number {
  let holder: HTMLElement = element;
  while (holder.parentElement && holder.parentElement !== slide) holder = holder.parentElement;
  const children = [...slide.children].filter((child) => child instanceof HTMLElement && getComputedStyle(child).position !== 'absolute');
  const last = children.at(-1);
  if (!last || holder.parentElement !== slide) return 0;
  return Math.max(0, (last.getBoundingClientRect().bottom - holder.getBoundingClientRect().bottom) / slideScale(slide));
}

/** Whether the slide has a heading of its own outside the elements (an element's title would repeat it). */
export function slideHasHeading(slide: HTMLElement): boolean {
  return [...slide.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some((heading) => slideOf(heading) === slide);
}

/** Makes a slide measurable while `task` runs (reveal.js hides slides away from the current one); `width`, a print run's page width, is set for it and kept. */
export async function withLayout(slide: HTMLElement, task: () => Promise<void>, width?: number): Promise<void> {
  // Unseen and untouchable meanwhile, but not `visibility: hidden`: the text measuring skips hidden text.
  const hidden: [HTMLElement, string][] = [];
  for (let node: HTMLElement | null = slide; node && node.localName === 'section'; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') {
      hidden.push([node, node.style.cssText]);
      node.style.display = 'block';
      node.style.opacity = '0';
      node.style.pointerEvents = 'none';
    }
  }
  // `?print-pdf` fits before reveal.js lays out its PDF pages: a slide shown here then took the
  // window's width (1280 px for a 960 px deck), and a web laid out that wide was 60 % taller on its
  // page than when it was measured. It is measured at the width it prints at.
  // The width is kept after (a print run's): given back the page's 998 px (960 and reveal.js's 4 %
  // margin), a board laid itself out shorter for it, reveal.js centred the slide on that height, and
  // at 960 px again (a frame later: its layout follows a ResizeObserver) the board ran 5 px past its
  // page, and the pair of elements onto a second page.
  const widthWas = slide.style.width;
  // (Important: reveal.js's print sheet sizes slides with !important rules of its own.)
  if (width && Math.abs(slide.offsetWidth - width) > 1) slide.style.setProperty('width', `${width}px`, 'important');
  try {
    await task();
  } finally {
    if (!width) slide.style.width = widthWas;
    for (const [node, css] of hidden) {
      node.style.removeProperty('display');
      node.style.removeProperty('opacity');
      node.style.removeProperty('pointer-events');
      if (node.style.cssText !== css) node.style.cssText = css;
    }
  }
}

/** Every slide with an element, in the deck's order. */
export function slidesWithElements(root: ParentNode): HTMLElement[] {
  const slides = new Set<HTMLElement>();
  for (const element of root.querySelectorAll(SELECTOR)) {
    const slide = slideOf(element);
    if (slide) slides.add(slide);
  }
  return [...slides];
}
