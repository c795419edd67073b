/**
 * Registers a tag once. A blog post that pastes two embeds loads the library
 * twice; the second copy must neither throw ("already been used with this
 * registry") nor replace the first.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  try {
    customElements.define(tag, constructor);
  } catch {
    // Another copy won a race between get() and define(): the tag is taken, which is all we need.
  }
}
