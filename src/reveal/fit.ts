import { compactForms, fitScale, fitThroughForms, hostFontFor, targetHostFont } from '../lib/deck-fit.js';
import type { FitResult } from '../lib/deck-fit.js';
import { fillsRoom, leastRowsHeight, scrollersOf, settle, showsRows, smallestTextRatio, WholeNowhere } from '../internal/fit-measure.js';
import { bottomInSlide, contentBelow, deckSizeOf, elementsOf, slideHasHeading, slideScale, timeout, topInSlide, withLayout } from './dom.js';
import { printRoom, zoomToPage } from './print.js';
import { followTheme } from './theme.js';
import type { DeckElement, RevealApi } from './types.js';

export interface FitOptions {
  text: number;
  minText: number;
  readyTimeout: number;
  followTheme: boolean;
}


/** Puts compact form `form` (src/lib/deck-fit.ts's compactForms) on each element: '' is the full form, no attribute. */
function setCompactForm(elements: readonly HTMLElement[], form: string): void {
  for (const element of elements) {
    if (form) element.setAttribute('data-deck-compact', form);
    else element.removeAttribute('data-deck-compact');
  }
}

/**
 * Fitting one slide's elements to the room it leaves: the largest shared `font-size` at which the
 * slide is whole (nothing below its bottom edge, nothing scrolling inside an element), between the
 * size that makes their smallest text `text` px at 1280 × 720 and the size for `minText`. The
 * smallest text is measured, not assumed: a table's 0.94 em needs a smaller host than a legend's
 * 0.75 em for the same 18 px. An element not whole at `text` px tries its compact forms in turn
 * (COMPACT_STEPS); one not whole even at `minText` in the last of them scrolls inside its share of
 * the slide on screen, and is zoomed to its page on paper.
 */
export class SlideFitter {
  /** Slides fitted at least once, and the scale each was fitted for (a resize that changes it fits again). */
  readonly fitted = new WeakSet<HTMLElement>();
  readonly fittedScale = new WeakMap<HTMLElement, number>();
  /** Each element's height after its slide was last fitted (a later change of >10 % fits again). */
  readonly heights = new WeakMap<Element, number>();
  /** The font size each element was last given: one set by someone else (an author, a test) is theirs. */
  readonly fonts = new WeakMap<Element, string>();
  /** Elements the last fitting left scrolling inside (the fallback): their overflow is known. */
  readonly scrolling = new WeakSet<Element>();
  /** The slide being fitted now: its elements' resizes are the fitting's own. */
  fitting: HTMLElement | undefined;
  scrollView = false;

  constructor(
    private readonly deck: RevealApi,
    private readonly options: FitOptions,
    private readonly printRun: boolean,
  ) {}

  async fitSlide(slide: HTMLElement): Promise<void> {
    const elements = elementsOf(slide);
    if (!elements.length) return;
    if (this.options.followTheme) followTheme(this.deck, slide);
    await this.#waitReady(elements);
    if (this.scrollView) {
      // The scroll view's sheet sizes them for a phone; a slide size would shrink their text.
      for (const element of elements) for (const name of ['font-size', 'max-height', 'overflow-y', 'zoom']) element.style.removeProperty(name);
      for (const element of elements) for (const name of ['data-fitted', 'data-fit-room']) element.removeAttribute(name);
      // No compact form: the full one, which under the slide's heading still leaves out the title (it would repeat the heading).
      setCompactForm(elements, compactForms({ heading: slideHasHeading(slide), fieldsUnder: false })[0]!);
      return;
    }
    // The plugin fits these per slide: an element's own `fit` (FitController) stands aside.
    for (const element of elements) element.setAttribute('data-fit-by', 'reveal');
    const first = !this.fitted.has(slide);
    const scale = fitScale(deckSizeOf(this.deck), this.deck.getScale?.() ?? 1);
    this.fittedScale.set(slide, scale);
    // A slide fitted for the first time changes size several times in a few frames: unseen meanwhile.
    if (first) for (const element of elements) element.setAttribute('data-deck-fitting', '');
    this.fitting = slide;
    try {
      await withLayout(slide, async () => {
        await this.#fit(slide, elements, scale);
        // Measured while the slide is laid out (a slide reveal.js hides has no heights to compare with).
        for (const element of elements) {
          this.heights.set(element, element.scrollHeight);
          this.fonts.set(element, element.style.fontSize);
        }
      }, this.printRun ? deckSizeOf(this.deck).width : undefined);
    } finally {
      this.fitting = undefined;
    }
    this.fitted.add(slide);
    // Fitted on screen, an element prints as it stands (a print from the browser's dialog, not
    // ?print-pdf): its paper layout stands aside (csw-element.ts). A print run fits for paper.
    for (const element of elements) element.setAttribute('data-fitted', this.printRun ? 'paper' : 'screen');
    if (first) for (const element of elements) element.removeAttribute('data-deck-fitting');
    // reveal.js centres a slide by its height: the height just changed.
    if (slide === this.deck.getCurrentSlide()) this.deck.layout?.();
  }

  async #fit(slide: HTMLElement, elements: DeckElement[], scale: number): Promise<void> {
    const { text, minText } = this.options;
    const height = deckSizeOf(this.deck).height;
    const room = this.printRun ? printRoom(height) : height;
    for (const element of elements) element.style.removeProperty('zoom');
    if (this.printRun) for (const element of elements) for (const name of ['max-height', 'overflow-y']) element.style.removeProperty(name);
    if (this.printRun) for (const element of elements) element.removeAttribute('data-fit-room');
    // On screen each element keeps to what the slide leaves it (its top to the room's bottom, less a
    // note under it), during the trials and after: a state that grows later (Full results opened by
    // hand) scrolls inside it until it is fitted again, instead of running off the slide. Paper
    // cannot scroll: there the trials measure the element's own height.
    const below = new Map(elements.map((element) => [element, contentBelow(element, slide)]));
    const clamp = () => {
      if (this.printRun) return;
      for (const element of elements) {
        element.style.maxHeight = `${Math.max(room - topInSlide(element, slide) - (below.get(element) ?? 0), room / 3)}px`;
        element.style.overflowY = 'auto';
        // Kept to its share: a region that fills the room takes what the rest leaves (a windowed board's rows; fit-measure.ts's fillsRoom).
        element.setAttribute('data-fit-room', '');
      }
    };
    // The regions inside the elements that scroll (a wide table's), found once per form: a column
    // hidden sideways is as lost to the room as a row below the slide.
    let scrollers: HTMLElement[] | undefined;
    // The elements' rows alone, a line of the smallest allowed text each, taller than the slide:
    // whole in no form at any allowed size, so the fitting goes to its last resort at once
    // (deck-fit.ts). Told before the trials, or by rows that arrive during them (a long board's).
    const filling = elements.flatMap((element) => scrollersOf(element).filter(fillsRoom));
    const wholeNowhere = () => elements.reduce((sum, element) => sum + leastRowsHeight(element, minText / scale, filling), 0) > room;
    let lastResort = wholeNowhere();
    const fits = async (fontSize: number): Promise<boolean> => {
      for (const element of elements) element.style.fontSize = `${fontSize}px`;
      clamp();
      await settle(elements);
      if (!lastResort && wholeNowhere()) throw new WholeNowhere();
      scrollers ??= elements.flatMap((element) => scrollersOf(element));
      return (
        bottomInSlide(slide, elements) <= room + 1 &&
        elements.every((element) => element.scrollHeight <= element.clientHeight + 1) &&
        scrollers.every((scroller) => scroller.scrollWidth <= scroller.clientWidth + 1 && (!fillsRoom(scroller) || showsRows(scroller)))
      );
    };
    /** The host sizes for `text` and `minText` px: the smallest text of the slide's elements, measured at `guess`. */
    const sizesAt = async (guess: number) => {
      const whole = await fits(guess);
      const screenScale = slideScale(slide);
      const ratio = Math.min(...elements.map((element) => smallestTextRatio(element, screenScale)));
      return { high: targetHostFont(text, scale, ratio), low: targetHostFont(minText, scale, ratio), fits: whole };
    };

    // The first guess: the size the slide had (fitted again after a change), else the 0.75 floor's.
    const had = Number.parseFloat(elements[0]?.style.fontSize ?? '');
    const forms = compactForms({ heading: slideHasHeading(slide), fieldsUnder: elements.some((element) => element.localName === 'leaderboard-table') });
    // The fitting `fit` does too (src/lib/deck-fit.ts), for the slide's elements at one shared size.
    const setForm = (form: string) => {
      scrollers = undefined;
      setCompactForm(elements, form);
    };
    let low = 0;
    let high = 0;
    const fitForms = (guess: number) =>
      fitThroughForms(
        forms,
        {
          setForm,
          fits,
          sizesAt: async (at) => {
            const measured = await sizesAt(at);
            ({ high, low } = measured);
            return measured;
          },
        },
        guess,
        lastResort,
      );
    let result: FitResult;
    try {
      result = await fitForms(had > 0 ? had : hostFontFor(text, scale));
    } catch (error) {
      if (!(error instanceof WholeNowhere)) throw error;
      lastResort = true;
      result = await fitForms(Number.parseFloat(elements[0]!.style.fontSize) || hostFontFor(text, scale));
    }
    for (const element of elements) this.scrolling.delete(element);
    if (result.fits) return;
    if (this.printRun) {
      zoomToPage(elements, slide, room);
      return;
    }
    // The fallback on screen: the smallest size, each element scrolling inside its share of the
    // slide (clamp's), where a swipe scrolls it instead of changing slides.
    if (low < high) await fits(low);
    for (const element of elements) {
      element.setAttribute('data-prevent-swipe', '');
      this.scrolling.add(element);
    }
  }

  async #waitReady(elements: readonly DeckElement[]): Promise<void> {
    const ready = Promise.all(
      elements.map(async (element) => {
        await customElements.whenDefined(element.localName);
        await element.ready;
        // What it loads on first use for the view it shows (an open Full results table) is in.
        await element.updateComplete;
      }),
    );
    await Promise.race([ready, timeout(this.options.readyTimeout)]);
  }
}
