import { LitElement, isServer, type PropertyValues } from 'lit';
import { LazyModule } from './lazy-module.js';
import type { FirstUpdateHold, ServerRenderedHost } from './hydrate-binding.js';

type ServerView = typeof import('./hydrate-binding.js');

/**
 * Everything only a server-rendered element runs (./hydrate-binding.ts: Lit's hydration, the check
 * for its markers, the hold of the first update while its `src` data is on its way), loaded only by
 * a page that has server-rendered elements (the prerender command's declarative shadow DOM), beside
 * the element's `src` download. Every other page carries only what tells such an element apart and
 * the hooks below that hold its first update. A failed load (the next server-rendered element tries
 * again) leaves the element to replace the server's view.
 */
const serverView = new LazyModule<ServerView>(() => import('./hydrate-binding.js'));

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
 * Elements that have a source newer than their page's `src`: one set while the first update is held
 * (before the chunk holding it is here, too), or set on them before they were upgraded (`el.data = …`
 * before the script defining the tag ran, as a framework or a page's own script may do). Lit takes
 * such values off the element while constructing it and sets them again only in the first update,
 * which a server-rendered element holds: without this, that first update would wait the full
 * HYDRATION_DATA_WAIT_MS for a `src` the newer value makes moot. A WeakSet, since Lit asks while
 * constructing, when this element's own fields do not exist yet.
 */
const newerSource = new WeakSet<object>();

/** A server's view that could not be hydrated is replaced: all but its `<style>`s and stylesheet links go. */
const KEPT_SERVER_NODES = 'style,link[rel=stylesheet]';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = abstract new (...args: any[]) => T;

/** What the mixin adds, as the element sees it. */
export declare abstract class HydrationMember {
  /** The shadow root came from the server (declarative shadow DOM): the first update hydrates it. */
  protected get serverRendered(): boolean;
  /**
   * Holds the first update of a server-rendered element until its hydration has loaded and the data
   * `startData` starts (its `src`) settles (at most HYDRATION_DATA_WAIT_MS, or until a newer source is set).
   */
  protected holdFirstUpdate(data: () => Promise<unknown> | undefined): void;
}

/**
 * Hydration of a server-rendered element, as a mixin over LitElement's lifecycle (`update`, `requestUpdate`,
 * `scheduleUpdate`): the first update binds to the server's nodes with Lit's `hydrate` instead of
 * drawing them again. Should that fail (no chunk, no Lit markers, or "Hydration value mismatch":
 * the data changed since the page was built, `src` failed or is late here), the element replaces the
 * server's view (keeping its `<style>`s and stylesheet links) and renders. What only such an
 * element runs is in ./hydrate-binding.ts.
 */
export function Hydration<B extends Constructor<LitElement>>(Base: B) {
  abstract class Hydrating extends Base {
    #serverRendered = false;
    #awaitingParser = false;
    /** The first update's wait: the chunk, then its hold (see holdFirstUpdate). */
    #wait?: Promise<unknown>;
    #hold?: FirstUpdateHold;

    protected get serverRendered(): boolean {
      return this.#serverRendered;
    }

    /**
     * Lit asks this, while constructing the element, of every reactive property, to find values
     * set before the upgrade (see newerSource). Answered as always; a source among them
     * is noted (in a WeakSet: this element's own fields do not exist yet at that point).
     */
    override hasOwnProperty(key: PropertyKey): boolean {
      const own = Object.prototype.hasOwnProperty.call(this, key);
      if (own && SOURCE_PROPERTIES.has(key)) newerSource.add(this);
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
      // The data (its `src` download) starts now, beside the chunk, not after it.
      const data = startData();
      this.#wait = serverView.load().then(
        ({ holdFirstUpdate }) => (this.#hold = holdFirstUpdate(data, newerSource.has(this))).wait,
        () => undefined,
      );
    }

    /** Any newer source (`data`, the attribute, another `src`) ends a server-rendered element's wait for its first `src`. */
    override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
      super.requestUpdate(...args);
      const [name, old] = args;
      // Only a change, once the hold began (not the element's own defaults and attributes as it
      // upgrades): a framework setting the same `src` again must not cut the wait short. (The name
      // first: Lit's constructor asks for an update before this class's fields exist.)
      if (SOURCE_PROPERTIES.has(name!) && this.#wait && (this as unknown as Record<string, unknown>)[name as string] !== old) {
        newerSource.add(this);
        this.#hold?.release();
      }
    }

    protected override update(changed: PropertyValues): void {
      if (this.#serverRendered && !this.hasUpdated) {
        // LitElement renders before a root's first child, and finds its earlier render there: a
        // server's view is hydrated or replaced instead, so Lit's render is the root's own.
        this.renderOptions.renderBefore = null;
        // (`render` is protected: the chunk calls it as Lit does.)
        if (this.#hold?.hydrate(this as unknown as ServerRenderedHost, changed)) return;
        // Not hydrated: drawn anew in place of the server's view.
        const root = this.renderRoot as ShadowRoot;
        root.replaceChildren(...[...root.children].filter((node) => node.matches(KEPT_SERVER_NODES)));
      }
      super.update(changed);
    }

    protected override scheduleUpdate(): void | Promise<unknown> {
      const wait = this.#wait;
      if (!wait || this.hasUpdated) return super.scheduleUpdate();
      return wait.then(() => super.scheduleUpdate());
    }
  }
  return Hydrating as unknown as Constructor<HydrationMember> & B;
}
