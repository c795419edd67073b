import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { compactForms, FIT_MIN_TEXT, FIT_TEXT, fitThroughForms, SMALLEST_TEXT_RATIO, targetHostFont } from '../lib/deck-fit.js';
import { isWhole, screenScale, scrollersOf, settle, smallestTextRatio } from './fit-measure.js';

interface FitHost extends ReactiveControllerHost, HTMLElement {
  fit: boolean;
}

/** The element's parent in the laid-out tree: its slot when slotted, the shadow host at a shadow root's top. */
function layoutParent(node: Element): Element | null {
  return node.assignedSlot ?? node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
}

/** The content box of `box` on screen: where what it holds must stay. */
function contentEdges(box: Element): { top: number; bottom: number; scale: number } {
  const rect = box.getBoundingClientRect();
  const style = getComputedStyle(box);
  const scale = box instanceof HTMLElement ? screenScale(box) : 1;
  const px = (value: string) => (Number.parseFloat(value) || 0) * scale;
  return {
    top: rect.top + px(style.borderTopWidth) + px(style.paddingTop),
    bottom: rect.bottom - px(style.borderBottomWidth) - px(style.paddingBottom),
    scale,
  };
}

/** The in-flow children of `box` (absolutely placed ones, a deck's page number, are not its content). */
function flowChildren(box: Element): Element[] {
  return [...box.children].filter((child) => {
    const style = getComputedStyle(child);
    return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed';
  });
}

/** Whether everything `box` holds is inside its content box (a slide whose content, centred or not, runs off neither edge). */
function holdsItsContent(box: Element): boolean {
  const { top, bottom } = contentEdges(box);
  return flowChildren(box).every((child) => {
    const rect = child.getBoundingClientRect();
    return rect.top >= top - 1 && rect.bottom <= bottom + 1;
  });
}

/** The room, in the element's px, from its top to the box's bottom less what follows it there (a note under it). */
function roomIn(box: Element, host: HTMLElement): number {
  const { bottom, scale } = contentEdges(box);
  let holder: Element = host;
  for (let parent = layoutParent(holder); parent && parent !== box; parent = layoutParent(holder)) holder = parent;
  const last = flowChildren(box).at(-1);
  const below = last && holder !== host.ownerDocument.documentElement ? Math.max(0, last.getBoundingClientRect().bottom - holder.getBoundingClientRect().bottom) : 0;
  return (bottom - below - host.getBoundingClientRect().top) / scale;
}

/** A heading in the box other than the element's own (a slide's title): the element's title would repeat it. */
function hasHeadingBeside(box: Element, host: HTMLElement): boolean {
  return [...box.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some((heading) => !host.contains(heading));
}

/**
 * `fit`: the element fits its whole view inside the box the page gives it (a slide of any deck
 * tool, a grid cell, a fixed-height card), width and height: first through its compact forms, then
 * by text size, from smallest text FIT_TEXT px down to FIT_MIN_TEXT (src/lib/deck-fit.ts, the
 * fitting the reveal.js plugin does per slide). It refits when the box changes size
 * (ResizeObserver), and when the data or the language does (`key`).
 *
 * The box: the element itself when the page sets its height (a height, a stretched grid cell or
 * flex item); otherwise the nearest ancestor whose height does not follow its content (a slide, a
 * fixed card), found by probing: made very tall for one synchronous layout, the element's
 * auto-height ancestors grow and that one does not. With neither (an element in a page's flow) it
 * fits its width only. Not whole even at the smallest text, it scrolls inside its box.
 * An element the reveal.js plugin fits (`data-fit-by`) is left to it.
 */
export class FitController implements ReactiveController {
  readonly #host: FitHost;
  /** What the view shows (data, language): a change refits. Fitting waits while the first is undefined. */
  readonly #key: () => readonly unknown[];
  #observer?: ResizeObserver;
  #observed?: Element;
  #observedSize = '';
  #fittedKey: readonly unknown[] = [];
  #fitted = false;
  #running = false;
  #again = false;

  constructor(host: FitHost, key: () => readonly unknown[]) {
    this.#host = host;
    this.#key = key;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observed = undefined;
  }

  hostUpdated(): void {
    const host = this.#host;
    if (!host.fit || host.hasAttribute('data-fit-by')) {
      if (this.#fitted) this.#clear();
      return;
    }
    const key = this.#key();
    if (key[0] === undefined) return;
    if (this.#fitted && key.every((value, i) => value === this.#fittedKey[i])) return;
    this.#fittedKey = key;
    this.refit();
  }

  /** Fits now, or once more after the fitting under way (what it measured may be stale). */
  refit(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    // While fitting (a few frames of trial sizes): tests and decks wait for it to go.
    this.#host.setAttribute('data-fit-busy', '');
    void (async () => {
      try {
        do {
          this.#again = false;
          await this.#fit();
        } while (this.#again);
      } catch (error) {
        // Bad layout never breaks the page: the element keeps the last size it was given.
        console.warn('codespecweave-widgets fit:', error);
      } finally {
        this.#running = false;
        this.#host.removeAttribute('data-fit-busy');
      }
    })();
  }

  #clear(): void {
    const host = this.#host;
    this.#fitted = false;
    this.#observer?.disconnect();
    this.#observed = undefined;
    for (const name of ['font-size', 'max-height']) host.style.removeProperty(name);
    host.removeAttribute('data-deck-compact');
    host.removeAttribute('data-fit-overflow');
  }

  /** The box the page gives the element (see the class comment), or null when its height is free. */
  #findBox(): Element | null {
    const host = this.#host;
    const style = getComputedStyle(host);
    host.setAttribute('data-fit-probe', 'empty');
    const own = host.clientHeight - (Number.parseFloat(style.paddingTop) || 0) - (Number.parseFloat(style.paddingBottom) || 0);
    host.removeAttribute('data-fit-probe');
    if (own > 1) return host;
    const chain: Element[] = [];
    for (let node = layoutParent(host); node && node !== document.body && node !== document.documentElement; node = layoutParent(node)) chain.push(node);
    const before = chain.map((node) => node.getBoundingClientRect().height);
    host.setAttribute('data-fit-probe', 'tall');
    const after = chain.map((node) => node.getBoundingClientRect().height);
    host.removeAttribute('data-fit-probe');
    return chain.find((_, i) => before[i]! > 1 && Math.abs(after[i]! - before[i]!) < 1) ?? null;
  }

  #observe(target: Element, sizeOf: () => string): void {
    if (typeof ResizeObserver !== 'function') return;
    this.#observedSize = sizeOf();
    if (this.#observed === target) return;
    this.#observer?.disconnect();
    this.#observed = target;
    this.#observer = new ResizeObserver(() => {
      // Only a change of the room: the element's own height follows its fitting when its box is an ancestor.
      const size = sizeOf();
      if (size === this.#observedSize) return;
      this.#observedSize = size;
      this.refit();
    });
    this.#observer.observe(target);
  }

  async #fit(): Promise<void> {
    const host = this.#host;
    await host.updateComplete;
    if (!host.isConnected || !host.fit || host.hasAttribute('data-fit-by')) return;
    host.removeAttribute('data-fit-overflow');
    host.style.removeProperty('max-height');
    const box = this.#findBox();
    const target = box ?? host;
    // Whole px: sub-pixel jitter is no new room.
    this.#observe(target, () => {
      const rect = target.getBoundingClientRect();
      return box ? `${Math.round(rect.width)}×${Math.round(rect.height)}` : `${Math.round(rect.width)}`;
    });
    const beside = box && box !== host ? box : null;
    const forms = compactForms({ heading: !!beside && hasHeadingBeside(beside, host), fieldsUnder: host.localName === 'leaderboard-table' });

    const setForm = (form: string) => {
      if (form) host.setAttribute('data-deck-compact', form);
      else host.removeAttribute('data-deck-compact');
    };
    const whole = () => isWhole(host) && scrollersOf(host).every(isWhole) && (!beside || holdsItsContent(beside));
    const fits = async (size: number): Promise<boolean> => {
      host.style.fontSize = `${size}px`;
      await settle([host]);
      return whole();
    };
    const sizesAt = async (guess: number) => {
      await fits(guess);
      const ratio = smallestTextRatio(host, screenScale(host));
      return { high: targetHostFont(FIT_TEXT, 1, ratio), low: targetHostFont(FIT_MIN_TEXT, 1, ratio) };
    };
    const had = Number.parseFloat(host.style.fontSize);
    let result = await fitThroughForms(forms, { setForm, fits, sizesAt }, had > 0 ? had : targetHostFont(FIT_TEXT, 1, SMALLEST_TEXT_RATIO));
    // An element may lay itself out once more after the last trial (a table sizing its columns for
    // its new width a frame later): whole as it finally stands, or fitted again from there.
    for (let again = 0; again < 2 && result.fits; again++) {
      await settle([host]);
      if (whole()) break;
      result = await fitThroughForms(forms, { setForm, fits, sizesAt }, result.size);
    }
    this.#fitted = true;
    if (result.fits) return;
    // Not whole even at the smallest text: it scrolls inside its box (its own, or its share of the slide's).
    host.setAttribute('data-fit-overflow', '');
    if (beside) host.style.maxHeight = `${Math.max(roomIn(beside, host), 0)}px`;
  }
}
