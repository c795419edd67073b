/**
 * Keys pressed on one of the element's controls (every focusable thing in it is one) are that
 * control's: they must not also drive a slide deck listening on the document, which reveal.js
 * does whatever `defaultPrevented` says. In a text field that is every key but Tab and Escape
 * (typing "f" must not go full screen); elsewhere the keys that press, move and scroll. Tab,
 * Escape and shortcuts with a modifier still reach the page. Bound on the render shell's wrapper.
 */
export function keepControlKeys(event: KeyboardEvent): void {
  if (event.key === 'Tab' || event.key === 'Escape' || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.composedPath()[0] as Element;
  const typing = target.matches('input:not([type="radio"], [type="checkbox"]), textarea, select, [contenteditable]');
  if (typing || /^(Arrow|Home$|End$|Page| $|Enter$)/.test(event.key)) event.stopPropagation();
}

/**
 * reveal.js looks for `data-prevent-swipe` from the event target upwards, and outside the shadow
 * root the target is the host: so while a region of the element scrolls sideways, the host carries
 * the attribute too, and a swipe scrolls the region instead of changing the slide. An attribute the
 * author set stays, and stays theirs.
 */
export class SideScrollMarker {
  readonly #host: HTMLElement;
  /** Whether `data-prevent-swipe` on the host is this element's doing (not the author's). */
  #marked = false;

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  /** Call after each render with whether a region scrolls sideways. */
  mark(overflowing: boolean): void {
    const host = this.#host;
    if (overflowing && !host.hasAttribute('data-prevent-swipe')) {
      host.setAttribute('data-prevent-swipe', '');
      this.#marked = true;
    } else if (!overflowing && this.#marked) {
      host.removeAttribute('data-prevent-swipe');
      this.#marked = false;
    }
  }
}
