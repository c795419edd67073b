import { LitElement, isServer, render, type PropertyValues } from 'lit';
import { LazyModule } from './lazy-module.js';

type Binding = typeof import('./hydrate-binding.js');

/**
 * Lit's hydration and the check for its markers (./hydrate-binding.ts), loaded only by a page that
 * has server-rendered elements (the prerender command's declarative shadow DOM): ~2 KB gzip that
 * every other page would download for nothing. Resolves to undefined when it cannot load: the
 * element then replaces the server's view (the next server-rendered element tries the load again).
 */
const bindingChunk = new LazyModule<Binding>(() => import('./hydrate-binding.js'));
const loadBinding = () => bindingChunk.load().catch(() => undefined);

/** ReactiveElement's update (properties reflected, element marked updated) without LitElement's render. */
const reactiveUpdate = Object.getPrototypeOf(LitElement.prototype).update as (changed: PropertyValues) => void;

/**
 * How long a server-rendered element's first update waits for its `src` data before it renders
 * without it (its own loading view): 3 s. Any newer source (`data`, another `src`) ends the wait at once.
 */
export const HYDRATION_DATA_WAIT_MS = 3000;

/**
 * Whether the HTML parser may have yet to read `element`'s children: the document is still being
 * parsed. That is where a classic script in `<head>` without `defer` has the element defined: its
 * constructor and `connectedCallback` run at its start tag, before the parser reaches the
 * declarative shadow root (`<template shadowrootmode>`) right inside it. (An element a script
 * creates meanwhile waits too, as it would behind a deferred script.)
 */
const parsing = () => document.readyState === 'loading';
/** Runs `then` once the document is parsed: every element's children read, declarative shadow roots attached. */
const afterParsing = (then: () => void) => document.addEventListener('DOMContentLoaded', then, { once: true });

/** The properties that are a source of an element's data: a value of one is newer than the page's `src`. */
const SOURCE_PROPERTIES: ReadonlySet<PropertyKey> = new Set(['data', 'dataAttribute', 'src']);
/**
 * Elements that had a source set on them before they were upgraded (`el.data = …` before the
 * script defining the tag ran, as a framework or a page's own script may do). Lit takes such
 * values off the element while constructing it and sets them again only in the first update, which
 * a server-rendered element holds: without this, that first update would wait the full
 * HYDRATION_DATA_WAIT_MS for a `src` the newer value makes moot.
 */
const sourceSetBeforeUpgrade = new WeakSet<object>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = abstract new (...args: any[]) => T;

/** What the mixin adds, as the element sees it. */
export declare abstract class HydrationMember {
  /** The shadow root came from the server (declarative shadow DOM): the first update hydrates it. */
  protected get serverRendered(): boolean;
  /**
   * Holds the first update of a server-rendered element until `hydrate` has loaded and the data
   * `startData` starts (its `src`) settles (at most
   * {@link HYDRATION_DATA_WAIT_MS}, or until {@link releaseHydration}).
   */
  protected holdFirstUpdate(data: () => Promise<unknown> | undefined): void;
  /** A newer source arrived: the first update goes ahead without waiting for the old one. */
  protected releaseHydration(): void;
}

/**
 * Hydration of a server-rendered element, as a mixin over LitElement's lifecycle (`update`,
 * `createRenderRoot`, `scheduleUpdate`): the first update binds to the server's nodes with Lit's
 * `hydrate` instead of drawing them again. Should the server's markup not match this first render
 * (the data changed since the page was built, `src` failed or is late here), hydration throws
 * "Hydration value mismatch": the element then replaces the server's view (keeping its `<style>`s
 * and stylesheet links) and renders; so it does when hydration could not load.
 */
export function Hydration<B extends Constructor<LitElement>>(Base: B) {
  abstract class Hydrating extends Base {
    #serverRendered = false;
    #awaitingParser = false;
    #wait?: Promise<unknown>;
    #release?: () => void;
    #binding?: Binding;

    protected get serverRendered(): boolean {
      return this.#serverRendered;
    }

    /**
     * Lit asks this, while constructing the element, of every reactive property, to find values
     * set before the upgrade (see sourceSetBeforeUpgrade). Answered as always; a source among them
     * is noted (in a WeakSet: this element's own fields do not exist yet at that point).
     */
    override hasOwnProperty(key: PropertyKey): boolean {
      const own = Object.prototype.hasOwnProperty.call(this, key);
      if (own && SOURCE_PROPERTIES.has(key) && !this.hasUpdated) sourceSetBeforeUpgrade.add(this);
      return own;
    }

    override connectedCallback(): void {
      if (!isServer && !this.hasUpdated && !this.shadowRoot && (this.#awaitingParser || parsing())) {
        // Defined before the parser read this element's children: Lit would attach a shadow root now,
        // and the parser's declarative one, a moment later, would fail ("A second declarative shadow
        // root cannot be created on a host") and leave the server's view as an inert <template>. So
        // nothing starts (no render root, no controllers, no update) until the document is parsed;
        // then the element connects as if the script had been deferred. A reconnection meanwhile waits too.
        if (!this.#awaitingParser) {
          this.#awaitingParser = true;
          afterParsing(() => {
            this.#awaitingParser = false;
            if (this.isConnected) this.connectedCallback();
          });
        }
        return;
      }
      // Before Lit makes its render root: a declarative shadow root is already attached by the parser.
      if (!isServer && !this.hasUpdated && this.shadowRoot) this.#serverRendered = true;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Not connected yet as far as Lit and the controllers know (see connectedCallback).
      if (this.#awaitingParser) return;
      super.disconnectedCallback();
    }

    protected holdFirstUpdate(startData: () => Promise<unknown> | undefined): void {
      if (!this.#serverRendered || this.hasUpdated || this.#wait) return;
      const data = startData();
      const released = new Promise<void>((resolve) => (this.#release = resolve));
      const limit = new Promise<void>((resolve) => setTimeout(resolve, HYDRATION_DATA_WAIT_MS));
      this.#wait = Promise.all([
        loadBinding().then((binding) => (this.#binding = binding)),
        data && Promise.race([data, released, limit]),
      ]);
      // A source set before the upgrade is newer than the page's `src`: no wait for that.
      if (sourceSetBeforeUpgrade.has(this)) this.releaseHydration();
    }

    protected releaseHydration(): void {
      this.#release?.();
    }

    /** Any newer source (`data`, the attribute, another `src`) ends a server-rendered element's wait for its first `src`. */
    override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
      super.requestUpdate(...args);
      const [name, old] = args;
      // Only a change: a framework setting the same `src` again must not cut the wait short.
      if ((name === 'data' || name === 'dataAttribute' || name === 'src') && (this as unknown as Record<string, unknown>)[name] !== old) this.releaseHydration();
    }

    protected override update(changed: PropertyValues): void {
      if (!this.#serverRendered || this.hasUpdated) return super.update(changed);
      const binding = this.#binding;
      try {
        // Without Lit's root marker (markup from another tool, or hand-written) hydrate would bind nothing.
        if (!binding?.hasRootMarker(this.renderRoot)) throw new Error('no hydration');
        const view = this.render();
        reactiveUpdate.call(this, changed);
        binding.hydrate(view, this.renderRoot, this.renderOptions);
      } catch {
        this.#clearServerView();
        render(this.render(), this.renderRoot, this.renderOptions);
      }
    }

    /** LitElement renders before a shadow root's first child: a server's view is hydrated or replaced instead (see `update`). */
    protected override createRenderRoot(): HTMLElement | DocumentFragment {
      const root = super.createRenderRoot();
      if (this.#serverRendered) this.renderOptions.renderBefore = null;
      return root;
    }

    #clearServerView(): void {
      this.renderOptions.renderBefore = null;
      for (const node of [...this.renderRoot.childNodes]) {
        if (node.nodeName !== 'STYLE' && !(node.nodeName === 'LINK' && (node as HTMLLinkElement).rel === 'stylesheet')) node.remove();
      }
    }

    protected override scheduleUpdate(): void | Promise<unknown> {
      const wait = this.#wait;
      if (!wait || this.hasUpdated) return super.scheduleUpdate();
      return wait.then(() => super.scheduleUpdate());
    }
  }
  return Hydrating as unknown as Constructor<HydrationMember> & B;
}
