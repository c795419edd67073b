import { SMALLEST_TEXT_RATIO } from '../lib/deck-fit.js';

/**
 * What fitting an element measures on the page, shared by the `fit` attribute (FitController) and
 * the reveal.js plugin (src/reveal/): when an element's layout has settled after a size change, how
 * big its smallest text is, and whether anything inside it scrolls.
 */

/** The elements as fitting sees them: their updates can be awaited, or run at once. */
export interface FittedElement extends HTMLElement {
  readonly updateComplete?: Promise<unknown>;
  readonly isUpdatePending?: boolean;
}

export const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The next task: the page's input and rendering may come between. A message, not a timer: nested
 * timers are held to 4 ms each, and to a second in a background tab, where a fitting would crawl.
 */
const task = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });

/**
 * An element's own updates are done, and a layout it chooses for its width in em (the leaderboard's
 * form, requirement-web's room) is chosen for its font size now (`csw-font-size`: its
 * ResizeObserver would choose it a frame after the fitting measured). Between trials it yields a
 * task, not frames: the trial's layout is the one its measure forces, and two frames a trial (as it
 * waited before) made a small element's first fitting about three times as long, unseen meanwhile,
 * for the same trials and the same result (docs/performance.md, "Fitting").
 */
export async function settle(elements: readonly FittedElement[]): Promise<void> {
  await Promise.all(elements.map((element) => element.updateComplete));
  await task();
  await Promise.all(elements.map((element) => element.updateComplete));
  // (An event, not an import: the reveal plugin is a bundle of its own; see ContainerWidthController.)
  for (const element of elements) element.dispatchEvent(new Event('csw-font-size'));
  // An element that lays itself out again for what the event told it (requirement-web's WebRoom) has.
  if (elements.some((element) => element.isUpdatePending)) await Promise.all(elements.map((element) => element.updateComplete));
}

/**
 * settle's work done at once, for a fitting that cannot wait for a frame (a print came: inside
 * `beforeprint` the page is laid out for paper as soon as the event returns). Each element's
 * pending update is run now (Lit's `performUpdate`: protected, but what its own scheduler calls, and
 * what the base element does for print, csw-element.ts), and the layout it chooses for its new font
 * size is chosen now (`csw-font-size`: ContainerWidthController and requirement-web's WebRoom read
 * their widths at once, as their ResizeObservers would a frame later), then run too. The layout the
 * fitting reads next is forced by that read.
 */
export function settleNow(elements: readonly FittedElement[]): void {
  const updateNow = (element: FittedElement) => {
    // (Bounded: an update that asks for another, once or twice, as a scheduled one would.)
    for (let i = 0; i < 3 && element.isUpdatePending; i++) (element as unknown as { performUpdate(): void }).performUpdate();
  };
  for (const element of elements) {
    updateNow(element);
    element.dispatchEvent(new Event('csw-font-size'));
    updateNow(element);
  }
}

/**
 * The share of its host's font size that an element's smallest visible text is drawn at, measured
 * (its shadow trees walked, SVG text at its drawing's scale): 0.8 for most legends and ticks, more
 * when the compact form hid the smallest parts. Visually hidden text (1 px boxes) does not count.
 * `scale` is how much a transform (a deck's) scales the element on screen. Falls back to
 * SMALLEST_TEXT_RATIO when nothing is measurable (hidden, or no text yet).
 */
export function smallestTextRatio(element: HTMLElement, scale: number): number {
  const host = Number.parseFloat(getComputedStyle(element).fontSize);
  let smallest = Infinity;
  const walk = (root: ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('title, style')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible') continue;
      const ctm = parent instanceof SVGGraphicsElement ? parent.getScreenCTM() : null;
      const px = Number.parseFloat(style.fontSize) * (ctm ? Math.hypot(ctm.a, ctm.b) : scale);
      if (px < smallest) smallest = px;
    }
    for (const child of root.querySelectorAll('*')) if (child.shadowRoot) walk(child.shadowRoot);
  };
  if (element.shadowRoot) walk(element.shadowRoot);
  return Number.isFinite(smallest) && host > 0 ? smallest / (host * scale) : SMALLEST_TEXT_RATIO;
}

/** How much a transform (a deck's scaling of its slides) scales an element on screen (1 where nothing does). */
export function screenScale(element: HTMLElement): number {
  return element.getBoundingClientRect().width / (element.offsetWidth || 1) || 1;
}

/**
 * The regions inside an element's shadow tree that scroll (a table's wrapper, a panel): where a
 * view that does not fit hides part of itself sideways or below.
 */
export function scrollersOf(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walk = (root: ShadowRoot) => {
    for (const node of root.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(node);
      if (/auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY)) found.push(node);
      if (node.shadowRoot) walk(node.shadowRoot);
    }
  };
  if (element.shadowRoot) walk(element.shadowRoot);
  return found;
}

/**
 * Whether a region scrolls by design and, fitted into a box, takes the height the rest of its
 * element leaves there: a windowed board's rows (its sheet, row-windowing.ts, sets `--_fit-fill` on
 * them; with `data-fit-room` on the host they fill it). A board of 2,500 rows has no view that
 * would be whole without it: fitted as any other, it ran every trial down to 12 px and then
 * scrolled twice, the element in its box and the rows in the element.
 */
export function fillsRoom(box: Element): boolean {
  return getComputedStyle(box).getPropertyValue('--_fit-fill') !== '';
}

/** The rows a region that fills the room must show whole (or all it has): a list, not a line or two of it. */
const FILL_ROWS = 3;

/**
 * Whether a region of table rows shows FILL_ROWS of them whole below its header (sticky in it), or
 * all it has. Rows it has not drawn (a window's spacers, 0 px at the top) do not count.
 */
export function showsRows(region: Element): boolean {
  const { bottom } = region.getBoundingClientRect();
  const top = region.querySelector('thead')?.getBoundingClientRect().bottom ?? region.getBoundingClientRect().top;
  const rows = [...region.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect()).filter((row) => row.height > 1);
  const shown = rows.filter((row) => row.top >= top - 1 && row.bottom <= bottom + 1).length;
  return shown >= Math.min(FILL_ROWS, rows.length);
}

/**
 * The least height, in the element's px, its table rows can take with their text at `text` px: one
 * line a row that holds text (rows of the regions in `filling`, which fill the room, left out: those
 * scroll by design; found once per fitting, not walked again at each trial). Rows still arriving (a
 * long board grows its rows in later tasks) are counted once they are in. A view whose rows are
 * taller than its room even so is whole at no allowed size.
 */
export function leastRowsHeight(element: HTMLElement, text: number, filling: readonly Element[]): number {
  const root = element.shadowRoot;
  if (!root) return 0;
  let rows = 0;
  for (const row of root.querySelectorAll('tr')) if (row.textContent?.trim() && row.getClientRects().length && !filling.some((region) => region.contains(row))) rows++;
  return rows * text;
}

/**
 * Thrown by a fitting's trial when rows that arrived during the fitting (a long board grows its rows
 * in later tasks) make its view whole nowhere (leastRowsHeight): the fitting goes to its last resort.
 */
export class WholeNowhere extends Error {}

/**
 * Whether a box shows all it holds: nothing beyond its edges that a reader would have to scroll to
 * (1 px of rounding allowed); for a region that fills the room (fillsRoom), nothing hidden sideways
 * and its first rows (showsRows).
 */
export function isWhole(box: Element): boolean {
  return box.scrollWidth <= box.clientWidth + 1 && (box.scrollHeight <= box.clientHeight + 1 || (fillsRoom(box) && showsRows(box)));
}
