import { hydrate } from '@lit-labs/ssr-client';

/**
 * What binds a server's view to its element (see ./hydration.ts), in the chunk that brings Lit's
 * `hydrate`: loaded only by a page with server-rendered elements, so a page without any never
 * downloads either.
 */
export { hydrate };

/** Whether `root` holds Lit's server markers (`<!--lit-part …-->`), which hydration binds to. */
export function hasRootMarker(root: Node): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Comment).data.startsWith('lit-part')) return true;
  return false;
}
