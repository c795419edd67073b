// What a reader sees of an element while its data is on its way, found by text and by the
// fallback's slot rather than by the base element's internal class names (issue 40).

/** The "Loading…" line (by its text; also shown above a view that new data is replacing), or null. */
export function loadingLine(el: Element): HTMLElement | null {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('p')].find((p) => /Loading/.test(p.textContent ?? '')) ?? null;
}

/** The room kept for the view while it loads: the box around the loading line and the fallback's slot, or null when none is kept. */
export function fallbackRoom(el: Element): HTMLElement | null {
  const box = el.shadowRoot!.querySelector('slot')?.parentElement;
  return box && !box.matches('[part~="base"]') && loadingLine(el)?.parentElement === box ? box : null;
}
