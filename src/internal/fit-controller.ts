import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { compactForms, FIT_MIN_TEXT, FIT_TEXT, fitThroughForms, fitThroughFormsNow, paperZoom, SMALLEST_TEXT_RATIO, targetHostFont } from '../lib/deck-fit.js';
import type { FitResult, FitSizes } from '../lib/deck-fit.js';
import { fillsRoom, isWhole, leastRowsHeight, screenScale, scrollersOf, settle, settleNow, smallestTextRatio, WholeNowhere } from './fit-measure.js';

interface RoomSize {
  width: number;
  height: number;
}

/**
 * Whether the box changed enough to fit again: any shrinking (what fitted may no longer), growth of
 * more than 2 % (room for larger text), and being shown (from no size). Not a scrollbar's 15 px
 * coming or going, nor a page printed 1.2 % wider than the window: refitting then (its trials take
 * frames) would be caught half-way by the print.
 */
function isNewRoom(before: RoomSize, now: RoomSize): boolean {
  const axis = (a: number, b: number) => b < a - 0.5 || b > a * 1.02 + 0.5;
  return before.width === 0 ? now.width > 0 : axis(before.width, now.width) || axis(before.height, now.height);
}

/**
 * What only `fit` needs in an element's own sheet, adopted by its shadow root when it is first
 * fitted (by the base's ChunkStyles, handed in as `adoptSheet`; a constructed sheet: allowed under
 * a strict CSP): the host gives up its content-based minimum
 * height, so a grid cell or a flex slide can hand it less room than its content asks for; its first
 * fitting in a box (a slide just shown) changes its size several times in a few frames, so it is
 * unseen meanwhile (opacity: its text stays measurable); and
 * requirement-web's web, printed after a fitting for paper, is drawn for a 600 px page (its print
 * layout), not stretched to a wider slide, so its height on paper is what the fitting measured (a
 * web fitted on screen prints as fitted: data-fitted="screen", see csw-element.ts).
 */
export const FIT_CSS =
  ":host([fit]) { min-height: 0 } @media screen { :host([data-fit-busy='first']) { opacity: 0 } } @media print { :host([fit]:not([data-fitted='screen'])) [part~='web'] { max-width: 600px; margin-inline: auto } }";

/** A fitting that another took over (the reveal.js plugin) or that `fit` was taken from. */
class FitStopped extends Error {}

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
 * fits its width only. Not whole even at the smallest text, it scrolls inside its box; on paper,
 * where nothing scrolls, its view is zoomed down to the box instead. A print that comes during a
 * fitting (its trials take frames) has it finished at once, inside `beforeprint`.
 * An element the reveal.js plugin fits (`data-fit-by`) is left to it.
 */
export class FitController implements ReactiveController {
  readonly #host: FitHost;
  /** What the view shows (data, language): a change refits. Fitting waits while the first is undefined. */
  readonly #key: () => readonly unknown[];
  /** The element lays itself out for paper (where nothing scrolls). */
  readonly #printing: () => boolean;
  readonly #adoptSheet: () => void;
  #observer?: ResizeObserver;
  #observed?: Element;
  #observedSize: RoomSize = { width: 0, height: 0 };
  #fittedKey: readonly unknown[] = [];
  #fitted = false;
  #running = false;
  #again = false;
  /** The fitting under way, counted: one that a print finished at once (#onBeforePrint) stops the frames' one at its next trial. */
  #run = 0;
  /** The font size the fitting under way started from: a print finishing it starts there too, and so makes the same trials. */
  #startedAt = 0;
  /** Whether the view is still whole where the last fitting left it whole (unset when it left it scrolling). */
  #stillWhole?: () => boolean;
  /** A check of #stillWhole is due in the next frame. */
  #checkDue = false;
  /** Fittings in a row for content changes alone: bounded, so a view that never settles cannot refit forever. */
  #contentRefits = 0;

  /** `adoptSheet` adds FIT_CSS to the host's shadow root (once): the base's adopter, so this chunk imports none of it. */
  constructor(host: FitHost, key: () => readonly unknown[], printing: () => boolean, adoptSheet: () => void) {
    this.#host = host;
    this.#key = key;
    this.#printing = printing;
    this.#adoptSheet = adoptSheet;
    host.addController(this);
  }

  hostConnected(): void {
    globalThis.addEventListener?.('beforeprint', this.#onBeforePrint);
    globalThis.addEventListener?.('afterprint', this.#onAfterPrint);
    // Moved to another place in the page (its box may be another): fitted again there.
    if (this.#fitted) this.refit();
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('beforeprint', this.#onBeforePrint);
    globalThis.removeEventListener?.('afterprint', this.#onAfterPrint);
    this.#observer?.disconnect();
    this.#observed = undefined;
  }

  /** The zoom a print set (#onBeforePrint), taken back after the print. */
  #printZoom = false;

  /**
   * A print that comes while a fitting is under way (marp --pdf prints once the network is idle and
   * a frame has passed: the board was still in its trials) cannot wait for its frames: the fitting
   * is finished now, inside this event, its trials made at once (each lays the element out
   * synchronously: fitThroughFormsNow, settleNow), from where the fitting under way started, so it
   * ends where that one would have; that one stops at its next trial. Measured under screen media
   * (the print's own comes after this event), as the fitting it finishes was: the element prints as
   * fitted on screen (data-fitted="screen", csw-element.ts). Not whole even at 12 px (on screen it
   * would scroll inside its box), or if the fitting fails (a layout that throws), the view as it
   * stands is zoomed down to its box for the print: paper's last resort.
   */
  #onBeforePrint = (): void => {
    const host = this.#host;
    if (!this.#running || !host.fit || host.hasAttribute('data-fit-by') || !host.getClientRects().length) return;
    // (Still running meanwhile: the updates its trials run ask for no fitting of their own.)
    this.#run++;
    let whole = false;
    try {
      whole = this.#fitNow();
    } catch (error) {
      console.warn('codespecweave-widgets fit:', error);
    }
    this.#running = false;
    this.#again = false;
    host.removeAttribute('data-fit-busy');
    if (!whole) this.#zoomForPrint();
  };

  /** The view, as it stands, zoomed down to its box until the print ends (paper cannot scroll). */
  #zoomForPrint(): void {
    const host = this.#host;
    const base = host.shadowRoot?.querySelector<HTMLElement>('[part~="base"]');
    if (!base || host.hasAttribute('data-fit-zoom')) return;
    base.style.removeProperty('zoom');
    const box = this.#findBox();
    const beside = box && box !== host ? box : null;
    const room = beside ? Math.max(roomIn(beside, host), 0) : host.clientHeight;
    // Zoomed, the view lays itself out anew for its narrower room (its container queries): measured
    // again, and zoomed further, a few times. Measured under screen media: a 10 % reserve.
    let zoom = 1;
    for (let step = 0; step < 4; step++) {
      const more = Math.min(paperZoom(0, host.scrollHeight, room, 0.9, 0), paperZoom(0, host.scrollWidth, host.clientWidth, 0.98, 0));
      if (more >= 1 || zoom <= 0.3) break;
      zoom = Math.max(0.3, zoom * more);
      base.style.setProperty('zoom', String(zoom));
      this.#printZoom = true;
    }
  }

  #onAfterPrint = (): void => {
    if (!this.#printZoom) return;
    this.#printZoom = false;
    this.#host.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.style.removeProperty('zoom');
  };

  hostUpdated(): void {
    const host = this.#host;
    // Nothing to fit (yet): the busy mark FitLoader set while this module loaded goes.
    const idle = () => void (this.#running || host.removeAttribute('data-fit-busy'));
    if (host.hasAttribute('data-fit-by')) {
      // Fitted by the reveal.js plugin (per slide): its sizes and forms are the plugin's to keep.
      this.#observer?.disconnect();
      this.#observed = undefined;
      this.#fitted = false;
      idle();
      return;
    }
    if (!host.fit) {
      if (this.#fitted) this.#clear();
      idle();
      return;
    }
    this.#adoptSheet();
    const key = this.#key();
    if (key[0] === undefined) return idle();
    if (key.every((value, i) => value === this.#fittedKey[i])) {
      // The same view: fitted already, or being fitted now (each trial of a fitting updates the element).
      if (this.#fitted) this.#checkStillWhole();
      if (this.#fitted || this.#running) return;
    }
    this.#fittedKey = key;
    this.#contentRefits = 0;
    this.refit();
  }

  /**
   * The view changed with the same data (a reader's selection opened a panel): still whole where it
   * was fitted? A box the element is kept to (its own height, or a slide's share) does not resize
   * when its content grows, so no ResizeObserver would tell. Checked in the next frame, after the
   * layout the change brings; fitted again if not.
   */
  #checkStillWhole(): void {
    if (this.#checkDue || this.#running || !this.#stillWhole) return;
    this.#checkDue = true;
    requestAnimationFrame(() => {
      this.#checkDue = false;
      // Fitted on screen, it prints as fitted (data-fitted="screen", csw-element.ts): not fitted again
      // while print media applies, where its view is laid out for paper (a windowed board's rows no
      // longer scroll). A board went from 18 to 12 px text and scrolled, half-way when printed.
      if (this.#host.getAttribute('data-fitted') === 'screen' && globalThis.matchMedia?.('print').matches) return;
      if (this.#running || !this.#stillWhole || this.#stillWhole()) return;
      if (this.#contentRefits++ < 3) this.refit(false);
    });
  }

  /**
   * Fits now, or once more after the fitting under way (what it measured may be stale). `unseen`:
   * the element was not shown fitted in this box before (a slide just shown), so it is hidden meanwhile.
   */
  refit(unseen = !this.#fitted): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    // While fitting (a few frames of trial sizes): tests and decks wait for it to go. The first
    // fitting in a box (a slide just shown) is unseen meanwhile (see compact.styles.ts).
    this.#host.setAttribute('data-fit-busy', unseen ? 'first' : '');
    const run = ++this.#run;
    this.#startedAt = 0;
    void (async () => {
      try {
        do {
          this.#again = false;
          await this.#fit(run);
        } while (this.#again && run === this.#run);
      } catch (error) {
        // Bad layout never breaks the page: the element keeps the last size it was given.
        if (!(error instanceof FitStopped)) console.warn('codespecweave-widgets fit:', error);
      } finally {
        // (Finished by a print meanwhile, #onBeforePrint, which cleared these itself.)
        if (run === this.#run) {
          this.#running = false;
          this.#host.removeAttribute('data-fit-busy');
        }
      }
    })();
  }

  #clear(): void {
    const host = this.#host;
    this.#fitted = false;
    this.#stillWhole = undefined;
    this.#observer?.disconnect();
    this.#observed = undefined;
    host.style.removeProperty('font-size');
    host.removeAttribute('data-deck-compact');
    host.removeAttribute('data-fitted');
    this.#unsqueeze();
  }

  /** The box the page gives the element (see the class comment), or null when its height is free. */
  #findBox(): Element | null {
    const host = this.#host;
    const style = getComputedStyle(host);
    // (Inline styles, set from script: allowed under a strict CSP, and no rule in every element's sheet.)
    const base = host.shadowRoot?.querySelector<HTMLElement>('[part~="base"]');
    base?.style.setProperty('display', 'none', 'important');
    const own = host.clientHeight - (Number.parseFloat(style.paddingTop) || 0) - (Number.parseFloat(style.paddingBottom) || 0);
    base?.style.removeProperty('display');
    if (own > 1) return host;
    const chain: Element[] = [];
    for (let node = layoutParent(host); node && node !== document.body && node !== document.documentElement; node = layoutParent(node)) chain.push(node);
    const before = chain.map((node) => node.getBoundingClientRect().height);
    const height = host.style.getPropertyValue('min-height');
    host.style.setProperty('min-height', '100000px', 'important');
    const after = chain.map((node) => node.getBoundingClientRect().height);
    host.style.setProperty('min-height', height);
    return chain.find((_, i) => before[i]! > 1 && Math.abs(after[i]! - before[i]!) < 1) ?? null;
  }

  #observe(target: Element, sizeOf: () => RoomSize): void {
    if (typeof ResizeObserver !== 'function') return;
    this.#observedSize = sizeOf();
    if (this.#observed === target) return;
    this.#observer?.disconnect();
    this.#observed = target;
    this.#observer = new ResizeObserver(() => {
      const size = sizeOf();
      if (!isNewRoom(this.#observedSize, size)) return;
      // From no size (hidden: a slide away from the current one) to one: shown now, fitted unseen.
      const shown = this.#observedSize.width === 0;
      this.#observedSize = size;
      this.#contentRefits = 0;
      this.refit(shown || !this.#fitted);
    });
    this.#observer.observe(target);
  }

  /**
   * One fitting over frames: each trial sets a size or a form and waits for the element's update and
   * the layout it chooses for it (settle). `run`: this fitting's number; a newer one (a print's,
   * made at once) stops it at its next trial.
   */
  async #fit(run: number): Promise<void> {
    const host = this.#host;
    await host.updateComplete;
    if (run !== this.#run) throw new FitStopped();
    const plan = this.#plan();
    if (!plan) return;
    // It starts from the size it had (a print finishing it starts there too).
    this.#startedAt = this.#startSize();
    const { forms, whole, measure } = plan;
    const stopped = () => host.hasAttribute('data-fit-by') || !host.fit || run !== this.#run;
    const setForm = (form: string) => {
      if (stopped()) throw new FitStopped();
      plan.setForm(form);
    };
    // Whole in no form at any allowed size (plan.wholeNowhere): straight to the last resort.
    let lastResort = plan.wholeNowhere();
    const fits = async (size: number): Promise<boolean> => {
      // Handed to the reveal.js plugin meanwhile, `fit` removed, or finished by a print: this fitting stops here.
      if (stopped()) throw new FitStopped();
      host.style.fontSize = `${size}px`;
      await settle([host]);
      // Rows that arrived meanwhile (a long board grows its rows in later tasks) may tell so only now.
      if (!lastResort && plan.wholeNowhere()) throw new WholeNowhere();
      return whole();
    };
    const sizesAt = async (guess: number) => measure(await fits(guess));
    const fitForms = (guess: number) => fitThroughForms(forms, { setForm, fits, sizesAt }, guess, lastResort);
    let result: FitResult;
    try {
      result = await fitForms(this.#startedAt);
    } catch (error) {
      if (!(error instanceof WholeNowhere)) throw error;
      lastResort = true;
      result = await fitForms(Number.parseFloat(host.style.fontSize) || this.#startedAt);
    }
    // An element may lay itself out once more after the last trial (a table sizing its columns for
    // its new width a frame later): whole as it finally stands, or fitted again from there.
    for (let again = 0; again < 2 && result.fits; again++) {
      await settle([host]);
      if (run !== this.#run) throw new FitStopped();
      if (whole()) break;
      result = await fitForms(result.size);
    }
    this.#finish(result, plan.beside, whole);
  }

  /**
   * The fitting under way finished at once (a print came: #onBeforePrint), with the same trials from
   * the same start: each lays the element out synchronously (settleNow: its pending update run, the
   * layout it chooses for the size chosen now, the layout read). Returns whether it is whole where it
   * is left (false: zoomed for the print).
   */
  #fitNow(): boolean {
    const host = this.#host;
    settleNow([host]);
    const plan = this.#plan();
    if (!plan) return true;
    const { forms, setForm, whole, measure } = plan;
    const fits = (size: number): boolean => {
      host.style.fontSize = `${size}px`;
      settleNow([host]);
      return whole();
    };
    const sizesAt = (guess: number) => measure(fits(guess));
    const lastResort = plan.wholeNowhere();
    // (From where the fitting under way started, or, caught before its first trial, from here.)
    let result = fitThroughFormsNow(forms, { setForm, fits, sizesAt }, this.#startedAt || this.#startSize(), lastResort);
    for (let again = 0; again < 2 && result.fits; again++) {
      settleNow([host]);
      if (whole()) break;
      result = fitThroughFormsNow(forms, { setForm, fits, sizesAt }, result.size, lastResort);
    }
    this.#finish(result, plan.beside, whole);
    return result.fits;
  }

  /** The size a fitting starts from: the one the element had, or the one for the wanted text at the 0.75 floor. */
  #startSize(): number {
    const had = Number.parseFloat(this.#host.style.fontSize);
    return had > 0 ? had : targetHostFont(FIT_TEXT, 1, SMALLEST_TEXT_RATIO);
  }

  /**
   * What a fitting needs before its trials, found on the page as it stands: the box (observed from
   * now on), the compact forms to try, how to set one, whether the view is whole, and the sizes for
   * the wanted and the smallest text measured in the layout. Null when there is nothing to fit (not
   * laid out: watched until it is).
   */
  #plan(): {
    beside: Element | null;
    forms: string[];
    setForm: (form: string) => void;
    whole: () => boolean;
    wholeNowhere: () => boolean;
    measure: (whole: boolean) => FitSizes;
  } | null {
    const host = this.#host;
    if (!host.isConnected || !host.fit || host.hasAttribute('data-fit-by')) return null;
    if (!host.getClientRects().length) {
      // Not laid out (a slide hidden with display: none: Slidev keeps every slide so, in one fixed
      // canvas): there is nothing to measure, and the nearest ancestor with a size is the canvas,
      // which does not change when the slide is shown, so watching it would never fit the element.
      // Watched itself instead: shown, it gets a size, and is fitted then (unseen meanwhile).
      this.#observe(host, () => ({ width: host.offsetWidth, height: 0 }));
      return null;
    }
    this.#unsqueeze();
    // What it is fitted for, from its first trial: a print that comes meanwhile keeps the layout the
    // trials are in (csw-element.ts), in which #onBeforePrint finishes the fitting; paper's own (a
    // board's fields one a line for A4) was three times as tall.
    host.setAttribute('data-fitted', this.#printing() ? 'paper' : 'screen');
    const box = this.#findBox();
    const target = box ?? host;
    // Layout px (a deck tool scaling its slides to the window changes no room); the height only of a
    // box: the element's own height follows its fitting when it has none.
    this.#observe(target, () => {
      const layout = target instanceof HTMLElement ? { width: target.offsetWidth, height: target.offsetHeight } : target.getBoundingClientRect();
      return { width: layout.width, height: box ? layout.height : 0 };
    });
    const beside = box && box !== host ? box : null;
    // A region that fills the room (fillsRoom: a windowed board's rows) is given it: the host is kept
    // to its box, and its sheet lets that region alone take what the rest leaves (data-fit-room).
    // Clipped there: printed, the board draws its rows whole instead of a window of them (a page
    // cannot scroll), and they ran on for pages past the slide.
    const room = box ? (beside ? Math.max(roomIn(beside, host), 0) : host.clientHeight) : Infinity;
    const filling = scrollersOf(host).filter(fillsRoom);
    if (box && filling.length) {
      host.style.maxHeight = `${room}px`;
      host.style.overflow = 'clip';
      host.setAttribute('data-fit-room', '');
    }
    // The slide's heading: in the box, or (an element the page sizes itself, a flex or grid slide's
    // child) in the slide or the container it sits in.
    const around = beside ?? host.closest('section') ?? host.parentElement;
    return {
      beside,
      forms: compactForms({ heading: !!around && hasHeadingBeside(around, host), fieldsUnder: host.localName === 'leaderboard-table' }),
      setForm: (form: string) => {
        if (form) host.setAttribute('data-deck-compact', form);
        else host.removeAttribute('data-deck-compact');
      },
      whole: () => isWhole(host) && scrollersOf(host).every(isWhole) && (!beside || holdsItsContent(beside)),
      // Its rows alone, a line of the smallest allowed text each, taller than the room (60 rows in a
      // 1280 × 720 slide): whole in no form at any allowed size.
      wholeNowhere: () => leastRowsHeight(host, FIT_MIN_TEXT, filling) > room,
      measure: (whole: boolean) => {
        const ratio = smallestTextRatio(host, screenScale(host));
        return { high: targetHostFont(FIT_TEXT, 1, ratio), low: targetHostFont(FIT_MIN_TEXT, 1, ratio), fits: whole };
      },
    };
  }

  /** Where a fitting leaves the element: fitted, and its last resort taken if it is not whole even so. */
  #finish(result: FitResult, beside: Element | null, whole: () => boolean): void {
    const host = this.#host;
    this.#fitted = true;
    // (data-fitted, set by #plan: fitted on screen, it prints as it stands, csw-element.ts keeping its
    // paper layout and its sheets' paper rules away; fitted for paper, it prints as fitted for paper.)
    this.#stillWhole = result.fits ? whole : undefined;
    if (result.fits) return;
    const room = beside ? Math.max(roomIn(beside, host), 0) : host.clientHeight;
    if (this.#printing()) {
      // Paper cannot scroll: the view is zoomed down to its box (below 12 px, but whole on its page).
      const zoom = paperZoom(0, host.scrollHeight, room, 0.98, 0.3);
      host.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.style.setProperty('zoom', String(zoom));
      host.setAttribute('data-fit-zoom', String(zoom));
      return;
    }
    // Not whole even at the smallest text: it scrolls inside its box (its own, or its share of the slide's).
    host.setAttribute('data-fit-overflow', '');
    host.style.overflow = 'auto';
    if (beside) host.style.maxHeight = `${room}px`;
  }

  /** Takes back what the last resort set (scrolling inside, or the zoom on paper), and the room a filling region was kept to. */
  #unsqueeze(): void {
    const host = this.#host;
    for (const name of ['max-height', 'overflow']) host.style.removeProperty(name);
    host.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.style.removeProperty('zoom');
    host.removeAttribute('data-fit-room');
    host.removeAttribute('data-fit-overflow');
    host.removeAttribute('data-fit-zoom');
  }
}
