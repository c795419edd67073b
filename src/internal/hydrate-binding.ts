import { hydrate } from '@lit-labs/ssr-client';
import type { PropertyValues, ReactiveElement, RenderOptions } from 'lit';

/**
 * What only a server-rendered element runs (see ./hydration.ts): Lit's `hydrate`, the check for its
 * markers, and the hold of the first update while the element's `src` data is on its way. A chunk
 * loaded only by a page with server-rendered elements (the prerender command's declarative shadow
 * DOM): ~2.5 KB gzip that every other page would download for nothing.
 *
 * It imports nothing of the first view (only types, and Lit's own `@lit-labs/ssr-client`): a lazy
 * chunk's import of a first-view module splits that module into a file of its own, gzipped apart
 * (docs/performance.md#size).
 */

/**
 * How long a server-rendered element's first update waits for its `src` data before it renders
 * without it (its own loading view): 3 s from the moment this chunk is here (the download itself
 * started when the element connected, beside this chunk's). Any newer source (`data`, another
 * `src`) ends the wait at once.
 */
export const HYDRATION_DATA_WAIT_MS = 3000;

/** The server-rendered element, as its first update sees it. */
export interface ServerRenderedHost extends ReactiveElement {
  readonly renderOptions: RenderOptions;
  render(): unknown;
}

/** A server-rendered element's first update, held (see `holdFirstUpdate`). */
export interface FirstUpdateHold {
  /** Resolves once the first update may run: the data settled, a newer source came, or the wait ran out. */
  readonly wait?: Promise<unknown>;
  /** A newer source arrived: the first update goes ahead without waiting for the old one. */
  release(): void;
  /**
   * The first update, bound to the server's nodes instead of drawing them again. False when it
   * could not be: without Lit's root marker (markup from another tool, or hand-written) or when the
   * server's markup does not match this first render (the data changed since the page was built,
   * `src` failed or is late here: "Hydration value mismatch"); the element then replaces the
   * server's view and renders.
   */
  hydrate(host: ServerRenderedHost, changed: PropertyValues): boolean;
}

/**
 * Holds a server-rendered element's first update until `data` (what its `src` fetch and its
 * page language's strings settle on, started when it connected) is here: a loading frame, or
 * English, would not match the server's view. At most {@link HYDRATION_DATA_WAIT_MS}, and not at
 * all once a newer source is set (`released`: one was set before this chunk arrived, or before the
 * element was upgraded).
 */
export function holdFirstUpdate(data: Promise<unknown> | undefined, released: boolean): FirstUpdateHold {
  let release = () => {};
  const ended = new Promise<void>((resolve) => (release = resolve));
  const limit = new Promise<void>((resolve) => setTimeout(resolve, HYDRATION_DATA_WAIT_MS));
  if (released) release();
  return { wait: data && Promise.race([data, ended, limit]), release: () => release(), hydrate: hydrateFirstUpdate };
}

function hydrateFirstUpdate(host: ServerRenderedHost, changed: PropertyValues): boolean {
  const root = host.renderRoot;
  if (!hasRootMarker(root)) return false;
  try {
    const view = host.render();
    reactiveUpdate(host).call(host, changed);
    hydrate(view, root, host.renderOptions);
    return true;
  } catch {
    return false;
  }
}

/**
 * ReactiveElement's `update` (properties reflected, the element marked updated) without
 * LitElement's render, which would draw a second copy: found as the first class up the element's
 * prototype chain without a `render` (LitElement's base), since importing Lit's classes here would
 * split them out of the first view's file.
 */
function reactiveUpdate(host: ServerRenderedHost): (changed: PropertyValues) => void {
  let prototype: object = host;
  while ('render' in prototype) prototype = Object.getPrototypeOf(prototype) as object;
  return (prototype as { update(changed: PropertyValues): void }).update;
}

/** Whether `root` holds Lit's server markers (`<!--lit-part …-->`), which hydration binds to. */
export function hasRootMarker(root: Node): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Comment).data.startsWith('lit-part')) return true;
  return false;
}
