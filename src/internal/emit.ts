/** Dispatches a bubbling, composed CustomEvent so it crosses shadow roots to page listeners. */
export function emit<T>(target: EventTarget, name: string, detail: T): boolean {
  return target.dispatchEvent(
    new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: false }),
  );
}
