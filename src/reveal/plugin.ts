import { fitScale } from '../lib/deck-fit.js';
import { deckSizeOf, DECK_ELEMENT_TAGS, elementsOf, SELECTOR, slideOf, slidesWithElements } from './dom.js';
import { SlideFitter } from './fit.js';
import { installKeys } from './keys.js';
import { isPrintRun, preparePrint } from './print.js';
import { followScrollView, linkedSlide } from './scroll-view.js';
import { adoptSheet, BASE_CSS, dropSheets, SCROLL_VIEW_CSS } from './styles.js';
import type { CodeSpecWeavePlugin, CodeSpecWeaveRevealOptions, RevealApi } from './types.js';

export { DECK_ELEMENT_TAGS };
export type { CodeSpecWeavePlugin, CodeSpecWeaveRevealOptions, RevealApi };

/**
 * The reveal.js plugin (`codespecweave-widgets/reveal`, id `codespecweave`): every element on a
 * slide fitted to the room the slide leaves, with no author CSS. docs/decks.md is its manual.
 * This module is its life cycle; each concern has its own module beside it:
 *
 * - fit.ts: each slide's elements get the largest shared `font-size` at which the slide is whole,
 *   with smallest text `text` px (18) at 1280 × 720 where it fits, never below `minText` (14); the
 *   compact forms in between, and the fallbacks past them. Two side by side share the room.
 * - When (here): as each slide is shown (the current one first, then the rest in the background),
 *   again when an element's data changes (`csw-load`) or it grows (a presenter opens Full results;
 *   `csw-view-change` when, kept to its room, it grows inside without resizing),
 *   and when a resize changes the deck's scale.
 * - theme.ts: each slide's background sets its `color-scheme`; `theme="auto"` elements follow it.
 * - styles.ts: reveal.js's phone scroll view laid out at the phone's width at scale 1 (instead of a
 *   960 px slide shrunk to 0.39), and the compact forms' rules.
 * - print.ts: `?print-pdf` waits (reveal.js waits for a plugin's `init` promise) for every element's
 *   data, turns motion off and fits every slide for paper first: each element whole on its page.
 * - scroll-view.ts: in the phone's scroll view a link opens at its slide and the URL names the slide on screen.
 * - keys.ts: while focus is inside an element its keys are its own; Escape hands them back.
 */
export function createCodeSpecWeaveReveal(options: CodeSpecWeaveRevealOptions = {}): CodeSpecWeavePlugin {
  const text = options.text ?? 18;
  const fitOptions = {
    text,
    minText: Math.min(options.minText ?? 14, text),
    readyTimeout: options.readyTimeout ?? 8000,
    followTheme: options.followTheme !== false,
  };
  let deck: RevealApi | undefined;
  let fitter: SlideFitter | undefined;
  let sheets: CSSStyleSheet[] = [];
  let queue = Promise.resolve();
  let pending = 0;
  const cleanups: (() => void)[] = [];

  const scheduled = (task: () => Promise<void>): Promise<void> => {
    pending++;
    const run = queue.then(task).catch((error: unknown) => console.warn('codespecweave reveal plugin:', error));
    queue = run.finally(() => pending--);
    return queue;
  };
  let printRun = false;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  /** Until the slide's elements keep their heights for three frames (a panel's opening transition), at most half a second. */
  const heightsHeld = async (slide: HTMLElement) => {
    const heights = () => elementsOf(slide).map((element) => element.scrollHeight).join();
    for (let i = 0, last = heights(), same = 0; i < 30 && same < 3; i++) {
      await frame();
      const now = heights();
      same = now === last ? same + 1 : 0;
      last = now;
    }
  };
  const fitOne = (slide: HTMLElement, checkAfter = true): Promise<void> =>
    scheduled(async () => {
      await fitter?.fitSlide(slide);
      // A view that grew while its slide was being fitted or just after (a selection's panel laid
      // out a frame late, or still opening) told no one: its events are not counted while the
      // trials resize it, and kept to its room it does not resize. Checked once more when its
      // heights hold, and fitted again if it runs past its room (not on paper: the print waits for
      // this queue, and nothing scrolls there).
      if (!checkAfter || printRun || !fitter) return;
      await heightsHeld(slide);
      const scrolling = fitter.scrolling;
      if (elementsOf(slide).some((element) => element.scrollHeight > element.clientHeight + 1 && !scrolling.has(element))) void fitOne(slide, false);
    });

  /** The current slide first (the one the room sees), then every other slide with an element. */
  function fitAll(): Promise<void> {
    const current = deck?.getCurrentSlide();
    const slides = slidesWithElements(deck?.getSlidesElement?.() ?? deck?.getRevealElement() ?? document);
    slides.sort((a, b) => Number(b === current) - Number(a === current));
    for (const slide of slides) void fitOne(slide);
    return queue;
  }

  /** Shown, or resized: a change of view or of scale fits everything again, a new slide itself. */
  function follow(reveal: RevealApi, fits: SlideFitter, linked: string | undefined): void {
    const onShown = () => {
      const nowScroll = !!reveal.isScrollView?.();
      if (nowScroll !== fits.scrollView) {
        fits.scrollView = nowScroll;
        void fitAll();
        return;
      }
      const current = reveal.getCurrentSlide();
      const scale = fitScale(deckSizeOf(reveal), reveal.getScale?.() ?? 1);
      if (current && fits.fitted.has(current) && Math.abs((fits.fittedScale.get(current) ?? scale) - scale) > 0.01) void fitAll();
      else if (current && !fits.fitted.has(current)) void fitOne(current);
    };
    const onReady = () => {
      fits.scrollView = !!reveal.isScrollView?.();
      void fitAll();
      if (options.scrollView !== false) cleanups.push(followScrollView(reveal, linked, () => plugin.settled()));
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
      if (slide && fits.fitted.has(slide)) void fitOne(slide);
    };
    const onLoad = (event: Event) => refit(event.target as Element);
    document.addEventListener('csw-load', onLoad);
    /** An element resized, or its view changed inside a room it is kept to: its slide is fitted again if it needs to be. */
    const changed = (element: HTMLElement) => {
      const slide = slideOf(element);
      // The fitting's own trials resize the slide it is fitting: only other changes count.
      if (!slide || slide === fits.fitting) return;
      // A font size set since by someone else (an author sizing one element by hand) is theirs to keep.
      if (fits.fonts.has(element) && fits.fonts.get(element) !== element.style.fontSize) return;
      const height = element.scrollHeight;
      // A slide reveal.js hides (display: none, away from the current one) and shows again has not
      // changed: its elements' 0 in between is no height to compare with.
      if (height === 0) return;
      const before = fits.heights.get(element);
      fits.heights.set(element, height);
      // Fitted again when it changed by more than a tenth, or when it no longer fits its room (a
      // selection's panel a little taller than the web): a few px scrolling inside is not whole.
      const overflows = element.scrollHeight > element.clientHeight + 1 && !fits.scrolling.has(element);
      if (before !== undefined && (Math.abs(height - before) > 0.1 * before || overflows)) refit(element);
    };
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) changed(entry.target as HTMLElement);
    });
    // (The element's own event: kept to its room by max-height, it grows inside without resizing.)
    const onViewChange = (event: Event) => changed(event.target as HTMLElement);
    document.addEventListener('csw-view-change', onViewChange);
    for (const element of document.querySelectorAll(SELECTOR)) observer.observe(element);
    cleanups.push(() => {
      document.removeEventListener('csw-load', onLoad);
      document.removeEventListener('csw-view-change', onViewChange);
      observer.disconnect();
    });
  }

  const plugin: CodeSpecWeavePlugin = {
    id: 'codespecweave',
    async init(reveal: RevealApi): Promise<void> {
      deck = reveal;
      printRun = isPrintRun(reveal);
      fitter = new SlideFitter(reveal, fitOptions, printRun);
      sheets = [adoptSheet(BASE_CSS), options.scrollView === false ? undefined : adoptSheet(SCROLL_VIEW_CSS)].filter((sheet): sheet is CSSStyleSheet => !!sheet);
      cleanups.push(installKeys(reveal));
      if (printRun) {
        preparePrint();
        await fitAll();
        return;
      }
      follow(reveal, fitter, linkedSlide());
    },
    destroy(): void {
      for (const cleanup of cleanups.splice(0)) cleanup();
      dropSheets(sheets);
      deck = undefined;
      fitter = undefined;
    },
    fit(slide?: HTMLElement): Promise<void> {
      return slide ? fitOne(slide) : fitAll();
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
