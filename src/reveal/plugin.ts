import { recheckPageSchemes } from '../internal/color-scheme.js';
import { fitScale, hostFontFor, largestFitting, schemeForBackground, type DeckSize } from '../lib/deck-fit.js';

/**
 * The reveal.js plugin (`codespecweave-widgets/reveal`, id `codespecweave`): every element on a
 * slide fitted to the room the slide leaves, with no author CSS. docs/decks.md is its manual.
 *
 * - Size: each slide's elements get the largest `font-size` at which the slide is whole (nothing
 *   below its bottom edge, nothing scrolling inside an element), between the size that makes their
 *   smallest text `text` px at 1280 × 720 (18 by default) and the size for `minText` (14). Elements
 *   on one slide share one size, so two side by side share the room. An element that does not fit
 *   even at `minText` keeps that size and scrolls inside its share of the slide (the documented
 *   fallback: a slide of its own, or hidden parts, fit it whole).
 * - When: as each slide is shown (the current one first, then the rest in the background), again
 *   when an element's data changes (`csw-load`) or it grows (a presenter opens Full results).
 * - Theme: each slide's background (the theme's, or its own `data-background-color`) sets the
 *   slide's `color-scheme`, which `theme="auto"` elements follow: dark elements on a dark deck.
 * - Phones: reveal.js's scroll view lays each slide out at the phone's width at scale 1 (instead of
 *   shrinking a 960 px slide to 0.39), the elements at a reader's size.
 * - `?print-pdf`: reveal.js waits for a plugin's `init` promise before it lays out the PDF pages, so
 *   the plugin waits there for every element's data (`ready`, at most `readyTimeout` ms), turns
 *   motion off and fits every slide first: each element is whole on its page.
 * - Keys: while focus is inside an element its arrow keys and letters are its own (reveal.js only
 *   exempts plain inputs); Escape hands focus back to the deck.
 */

export const DECK_ELEMENT_TAGS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'] as const;
const SELECTOR = DECK_ELEMENT_TAGS.join(',');
/** The share of a page an element may fill when fitted on screen for paper (see fitSlide). */
const PRINT_RESERVE = 0.85;

export interface CodeSpecWeaveRevealOptions {
  /** Smallest text wanted, in screen px at 1280 × 720 (default 18). */
  text?: number;
  /** Never below this (default 14). */
  minText?: number;
  /** How long `?print-pdf` waits for an element's data, in ms (default 8000). */
  readyTimeout?: number;
  /** Follow each slide's background with `color-scheme` (default true). */
  followTheme?: boolean;
  /** Lay reveal.js's phone scroll view out at the phone's width (default true). */
  scrollView?: boolean;
}

/** The part of reveal.js's API the plugin uses (reveal.js 4–6). */
export interface RevealApi {
  getConfig(): { width?: number | string; height?: number | string; margin?: number; view?: string | null; keyboardCondition?: unknown };
  configure?(options: Record<string, unknown>): void;
  getRevealElement(): HTMLElement | null;
  getViewportElement?(): HTMLElement | null;
  getSlidesElement?(): HTMLElement | null;
  getCurrentSlide(): HTMLElement | undefined;
  getSlideBackground?(slide: HTMLElement): HTMLElement | undefined;
  isScrollView?(): boolean;
  getScale?(): number;
  layout?(): void;
  isPrintView?(): boolean;
  on(type: string, listener: (event: Event) => void): void;
  off?(type: string, listener: (event: Event) => void): void;
}

interface DeckElement extends HTMLElement {
  readonly ready?: Promise<unknown>;
  readonly updateComplete?: Promise<unknown>;
}

export interface CodeSpecWeavePlugin {
  id: 'codespecweave';
  init(deck: RevealApi): Promise<void> | void;
  destroy(): void;
  /** Fits one slide now (or every slide with an element); resolves when done. */
  fit(slide?: HTMLElement): Promise<void>;
  /** Resolves when no fitting is queued or running (tests and print runs wait for it). */
  settled(): Promise<void>;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An element's own updates, and the ones its ResizeObserver asks for after a size change, are done. */
async function settle(elements: readonly DeckElement[]): Promise<void> {
  await Promise.all(elements.map((element) => element.updateComplete));
  await frame();
  await Promise.all(elements.map((element) => element.updateComplete));
  await frame();
}

/**
 * The scroll view's layout: each slide at the phone's width and scale 1, as tall as its content,
 * the elements at a reader's size (19 px, so their smallest text, 0.75–0.8 of it, is over 14 px). Selectors name
 * reveal.js's own scroll-view classes, so the sheet does nothing in the other views.
 */
const SCROLL_VIEW_CSS = `
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
 * `data-deck-compact` is the plugin's first resort for an element that is not whole at full size:
 * the parts a room does not need step aside (the reader's toolbar of downloads, the swipe hint, and
 * the element's own title when the slide has a heading of its own, which it would repeat).
 */
const BASE_CSS = `
.reveal :is(${SELECTOR}) { text-align: start; display: block; }
.reveal [data-deck-compact]::part(toolbar),
.reveal [data-deck-compact]::part(hint),
.reveal [data-deck-compact~="title"]::part(title) { display: none; }
@media print {
  /* requirement-web lays its web out for a 600 px page when printed (its print layout): drawn at
     that size, not stretched to a 960 px slide, its height is what the fitting measured. */
  .reveal requirement-web::part(web) { max-width: 600px; margin-inline: auto; }
}`;

function adoptSheet(css: string): CSSStyleSheet | undefined {
  // A constructed sheet: allowed under `style-src 'self'` (no inline <style>), and removable.
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  } catch {
    return undefined;
  }
}

function deckSizeOf(deck: RevealApi): DeckSize {
  const config = deck.getConfig();
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
  return { width: number(config.width, 960), height: number(config.height, 700), margin: typeof config.margin === 'number' ? config.margin : 0.04 };
}

/** The slide an element sits on: its nearest `<section>` inside the deck. */
function slideOf(element: Element): HTMLElement | null {
  return element.closest('section');
}

/** Elements of this slide, not of a slide nested in it (a vertical stack). */
function elementsOf(slide: HTMLElement): DeckElement[] {
  return [...slide.querySelectorAll<DeckElement>(SELECTOR)].filter((element) => slideOf(element) === slide);
}

/** Where an element starts in its slide, in slide px (its offsetTop may be relative to a grid inside the slide). */
function topInSlide(element: HTMLElement, slide: HTMLElement): number {
  const scale = slide.getBoundingClientRect().height / (slide.offsetHeight || 1) || 1;
  return (element.getBoundingClientRect().top - slide.getBoundingClientRect().top) / scale;
}

/** Whether the slide has a heading of its own outside the elements (an element's title would repeat it). */
function slideHasHeading(slide: HTMLElement): boolean {
  return [...slide.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some((heading) => slideOf(heading) === slide);
}

export function createCodeSpecWeaveReveal(options: CodeSpecWeaveRevealOptions = {}): CodeSpecWeavePlugin {
  const text = options.text ?? 18;
  const minText = Math.min(options.minText ?? 14, text);
  const readyTimeout = options.readyTimeout ?? 8000;
  let deck: RevealApi | undefined;
  let sheets: CSSStyleSheet[] = [];
  let queue = Promise.resolve();
  let pending = 0;
  const fitted = new WeakSet<HTMLElement>();
  /** The scale each slide was fitted for: a resize that changes it fits the slides again. */
  const fittedScale = new WeakMap<HTMLElement, number>();
  const cleanups: (() => void)[] = [];
  let resizeObserver: ResizeObserver | undefined;
  let scrollView = false;
  let printRun = false;
  /** The slide being fitted now, and each element's height after its slide was last fitted. */
  let fitting: HTMLElement | undefined;
  const heights = new WeakMap<Element, number>();

  const scheduled = (task: () => Promise<void>): Promise<void> => {
    pending++;
    const run = queue.then(task).catch((error: unknown) => console.warn('codespecweave reveal plugin:', error));
    queue = run.finally(() => pending--);
    return queue;
  };

  /** Makes a slide measurable while it is fitted: reveal.js hides slides away from the current one. */
  async function withLayout(slide: HTMLElement, task: () => Promise<void>): Promise<void> {
    const hidden: [HTMLElement, string, string][] = [];
    for (let node: HTMLElement | null = slide; node && node.localName === 'section'; node = node.parentElement) {
      if (getComputedStyle(node).display === 'none') {
        hidden.push([node, node.style.display, node.style.visibility]);
        node.style.display = 'block';
        node.style.visibility = 'hidden';
      }
    }
    try {
      await task();
    } finally {
      for (const [node, display, visibility] of hidden) {
        node.style.display = display;
        node.style.visibility = visibility;
      }
    }
  }

  function followTheme(slide: HTMLElement): void {
    if (options.followTheme === false || !deck) return;
    const background = deck.getSlideBackground?.(slide);
    const own = background ? getComputedStyle(background).backgroundColor : '';
    const viewport = deck.getViewportElement?.() ?? document.body;
    const scheme = schemeForBackground(own) ?? schemeForBackground(getComputedStyle(viewport).backgroundColor) ?? schemeForBackground(getComputedStyle(document.body).backgroundColor);
    if (!scheme || slide.style.colorScheme === scheme) return;
    slide.style.colorScheme = scheme;
    // `color-scheme` inherits into the elements, whose `theme="auto"` follows it once re-read.
    recheckPageSchemes();
  }

  async function waitReady(elements: readonly DeckElement[]): Promise<void> {
    const ready = Promise.all(
      elements.map(async (element) => {
        await customElements.whenDefined(element.localName);
        await element.ready;
        // What it loads on first use for the view it shows (an open Full results table) is in.
        await element.updateComplete;
      }),
    );
    await Promise.race([ready, timeout(readyTimeout)]);
  }

  /** Fits one slide's elements: the largest shared font size at which the slide is whole. */
  async function fitSlide(slide: HTMLElement): Promise<void> {
    if (!deck) return;
    const elements = elementsOf(slide);
    if (!elements.length) return;
    followTheme(slide);
    await waitReady(elements);
    if (scrollView) {
      // The scroll view's sheet sizes them for a phone; a slide size would shrink their text.
      for (const element of elements) {
        element.style.removeProperty('font-size');
        element.style.removeProperty('max-height');
        element.style.removeProperty('overflow-y');
      }
      return;
    }
    const size = deckSizeOf(deck);
    const scale = fitScale(size, deck.getScale?.() ?? 1);
    const high = hostFontFor(text, scale);
    const low = hostFontFor(minText, scale);
    // Fitted on screen for a PDF made from the print dialog, an element's paper layout (a panel under
    // a web instead of beside it) may be taller: keep a reserve. Under print media (a PDF made with
    // print emulation from the start, as page.pdf() runs) the paper layout itself is fitted.
    const room = printRun && !matchMedia('print').matches ? size.height * PRINT_RESERVE : size.height;
    const first = !fitted.has(slide);
    for (const element of elements) element.removeAttribute('data-deck-compact');
    fittedScale.set(slide, scale);
    // A slide fitted for the first time changes size several times in a few frames: hide it meanwhile.
    if (first) for (const element of elements) element.style.visibility = 'hidden';
    fitting = slide;
    try {
      await withLayout(slide, async () => {
        const fits = async (fontSize: number): Promise<boolean> => {
          for (const element of elements) {
            element.style.fontSize = `${fontSize}px`;
            element.style.removeProperty('max-height');
            element.style.removeProperty('overflow-y');
            element.style.removeProperty('zoom');
          }
          await settle(elements);
          // A slide is whole when its content ends inside the slide and no element scrolls inside.
          const top = slide.getBoundingClientRect().top;
          const scale = slide.getBoundingClientRect().height / (slide.offsetHeight || 1) || 1;
          const bottom = Math.max(slide.scrollHeight, ...elements.map((element) => (element.getBoundingClientRect().bottom - top) / scale));
          return bottom <= room + 1 && elements.every((element) => element.scrollHeight <= element.clientHeight + 1);
        };
        // Whole at full size: done. Otherwise the compact form first (text size matters more in a room
        // than a download button), at the largest size that fits; then the smallest size, scrolling.
        let result = { size: high, fits: await fits(high) };
        if (!result.fits) {
          const compact = slideHasHeading(slide) ? 'title' : '';
          for (const element of elements) element.setAttribute('data-deck-compact', compact);
          result = await largestFitting(low, high, fits);
        }
        if (!result.fits && printRun) {
          // On paper nothing can scroll: the smallest size, then the whole element zoomed down to its page.
          for (const element of elements) {
            const top = topInSlide(element, slide);
            // 0.9: reveal.js lays the PDF page out again (its own top offset and centring), so the
            // element's place on paper is not quite where it was measured.
            if (top + element.offsetHeight > room) element.style.setProperty('zoom', String(Math.max(0.3, (0.9 * (room - top)) / element.offsetHeight)));
          }
        } else if (!result.fits) {
          // The fallback: the smallest size, and each element scrolls inside its share of what the slide leaves.
          for (const element of elements) {
            const top = topInSlide(element, slide);
            element.style.maxHeight = `${Math.max(room - top, room / 3)}px`;
            element.style.overflowY = 'auto';
            element.setAttribute('data-prevent-swipe', '');
          }
        }
      });
    } finally {
      fitting = undefined;
    }
    fitted.add(slide);
    for (const element of elements) heights.set(element, element.scrollHeight);
    if (first) for (const element of elements) element.style.removeProperty('visibility');
    // reveal.js centres a slide by its height: the height just changed.
    if (slide === deck.getCurrentSlide()) deck.layout?.();
  }

  function allSlides(): HTMLElement[] {
    const root = deck?.getSlidesElement?.() ?? deck?.getRevealElement() ?? document;
    const slides = new Set<HTMLElement>();
    for (const element of root.querySelectorAll(SELECTOR)) {
      const slide = slideOf(element);
      if (slide) slides.add(slide);
    }
    return [...slides];
  }

  /** The current slide first (the one the room sees), then every other slide with an element. */
  function fitAll(): Promise<void> {
    const current = deck?.getCurrentSlide();
    const slides = allSlides().sort((a, b) => Number(b === current) - Number(a === current));
    for (const slide of slides) void scheduled(() => fitSlide(slide));
    return queue;
  }

  function keysBelongToDeck(event: KeyboardEvent): boolean {
    if (event.defaultPrevented) return false;
    const active = document.activeElement;
    return !(active && (DECK_ELEMENT_TAGS as readonly string[]).includes(active.localName));
  }

  function onEscape(event: KeyboardEvent): void {
    const active = document.activeElement as HTMLElement | null;
    if (event.key !== 'Escape' || event.defaultPrevented || !active || !(DECK_ELEMENT_TAGS as readonly string[]).includes(active.localName)) return;
    // After the event, so reveal.js (which also hears it) still sees the element focused.
    setTimeout(() => active.blur());
  }

  const plugin: CodeSpecWeavePlugin = {
    id: 'codespecweave',
    async init(reveal: RevealApi): Promise<void> {
      deck = reveal;
      sheets = [adoptSheet(BASE_CSS), options.scrollView === false ? undefined : adoptSheet(SCROLL_VIEW_CSS)].filter((sheet): sheet is CSSStyleSheet => !!sheet);
      if (!reveal.getConfig().keyboardCondition) reveal.configure?.({ keyboardCondition: keysBelongToDeck });
      document.addEventListener('keydown', onEscape);
      cleanups.push(() => document.removeEventListener('keydown', onEscape));

      printRun = reveal.getConfig().view === 'print' || /print-pdf/i.test(window.location.search);
      if (printRun) {
        // A PDF wants each chart's final frame, and every element whole before reveal.js paginates:
        // fitted in the layout it will print in. An element lays itself out for paper while
        // `printing` (the base element's print state, set on beforeprint and under print media);
        // here it is set first, since the PDF is printed after the fitting.
        for (const element of document.querySelectorAll<DeckElement & { printing?: boolean }>(SELECTOR)) {
          element.setAttribute('motion', 'none');
          element.printing = true;
        }
        await fitAll();
        return;
      }

      const onShown = () => {
        const nowScroll = !!reveal.isScrollView?.();
        if (nowScroll !== scrollView) {
          scrollView = nowScroll;
          void fitAll();
          return;
        }
        const current = reveal.getCurrentSlide();
        const scale = fitScale(deckSizeOf(reveal), reveal.getScale?.() ?? 1);
        if (current && fitted.has(current) && Math.abs((fittedScale.get(current) ?? scale) - scale) > 0.01) {
          void fitAll();
          return;
        }
        if (current && !fitted.has(current)) void scheduled(() => fitSlide(current));
      };
      const onReady = () => {
        scrollView = !!reveal.isScrollView?.();
        void fitAll();
      };
      reveal.on('ready', onReady);
      reveal.on('slidechanged', onShown);
      reveal.on('resize', onShown);
      cleanups.push(() => {
        reveal.off?.('ready', onReady);
        reveal.off?.('slidechanged', onShown);
        reveal.off?.('resize', onShown);
      });

      // New data, or an element that grew (Full results opened by hand): fit its slide again.
      const refit = (element: Element) => {
        const slide = slideOf(element);
        if (slide && fitted.has(slide)) void scheduled(() => fitSlide(slide));
      };
      const onLoad = (event: Event) => refit(event.target as Element);
      document.addEventListener('csw-load', onLoad);
      cleanups.push(() => document.removeEventListener('csw-load', onLoad));
      resizeObserver = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          const slide = slideOf(element);
          // The plugin's own trials resize the slide it is fitting: only other changes count.
          if (!slide || slide === fitting) continue;
          const height = element.scrollHeight;
          const before = heights.get(element);
          heights.set(element, height);
          if (before !== undefined && Math.abs(height - before) > 0.1 * before) refit(element);
        }
      });      for (const element of document.querySelectorAll(SELECTOR)) resizeObserver.observe(element);
    },
    destroy(): void {
      resizeObserver?.disconnect();
      for (const cleanup of cleanups.splice(0)) cleanup();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
      deck = undefined;
    },
    fit(slide?: HTMLElement): Promise<void> {
      return slide ? scheduled(() => fitSlide(slide)) : fitAll();
    },
    async settled(): Promise<void> {
      while (pending > 0) await queue;
    },
  };
  return plugin;
}

/**
 * The default export reveal.js takes as it is: `Reveal.initialize({ plugins: [CodeSpecWeaveReveal] })`
 * (reveal.js calls a plugin given as a function). With options:
 * `plugins: [() => CodeSpecWeaveReveal({ text: 20 })]`.
 */
export default function CodeSpecWeaveReveal(options?: CodeSpecWeaveRevealOptions): CodeSpecWeavePlugin {
  return createCodeSpecWeaveReveal(options);
}
