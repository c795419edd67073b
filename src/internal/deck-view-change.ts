/**
 * The internal event a deck plugin fits again on (`csw-view-change`, not API: made here, out of the
 * manifest's sight). An element fitted by a deck's plugin (`data-fit-by`) whose view changed (a
 * reader's selection opened a panel) and which is kept to its room by max-height shows the change by
 * scrolling inside, not by resizing, so no ResizeObserver tells the plugin. Told once a frame, after
 * the layout the change brings. A chunk the base loads at the first update of an element a deck fits
 * (csw-element.ts's `updated`): a first view outside a deck never runs it.
 */
const due = new WeakSet<HTMLElement>();

export function tellDeck(host: HTMLElement): void {
  if (due.has(host)) return;
  due.add(host);
  requestAnimationFrame(() => {
    due.delete(host);
    host.dispatchEvent(new Event('csw-view-change', { bubbles: true, composed: true }));
  });
}
