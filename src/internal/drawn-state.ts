/**
 * The custom state `csw-drawn` (CSS `:state(csw-drawn)`), set once an element's first update has
 * drawn its shadow root. `loading-reserve.css` (scripts/reserve-css.mjs) keeps an element's room until
 * then, not only until its tag is defined: from its definition to its first update an element is
 * empty (Lit draws in a microtask, later when the first update waits for a chunk or its strings),
 * and another element's first update that measures its width in that moment laid the page out
 * without that room. A page opened at a later section, its elements defined after it had scrolled
 * there (the README snippet's loader, or a library slower than the first paint), was then clamped
 * back to the top: 969 px to 0 on the docs' blog post at 1280 px.
 *
 * Browsers without custom states (before Chromium 125, Safari 17.4, Firefox 126; Chromium 90–124
 * took only `--`-prefixed names and throws on this one) keep the room until the definition only.
 */
export function markDrawn(host: HTMLElement): void {
  try {
    host.attachInternals().states.add('csw-drawn');
  } catch {
    // No custom states here, or internals attached already (a subclass's own): nothing is lost but
    // the room in the moment above.
  }
}
