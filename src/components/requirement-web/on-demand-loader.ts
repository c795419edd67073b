import type { ReactiveControllerHost } from '@lit/reactive-element';
import { isServer } from 'lit';

/** What a web at rest in its radial form does not draw (web-on-demand.ts): here once loaded, per page. */
export type OnDemand = typeof import('./web-on-demand.js');
let onDemand: OnDemand | undefined;
let loading: Promise<OnDemand> | undefined;

/** Loads the web's on-demand chunk once per page (also the prerender's `preload`: a server draws it at once). */
export const loadOnDemand = (): Promise<OnDemand> => (loading ??= import('./web-on-demand.js').then((module) => (onDemand = module)));

/**
 * What requirement-web draws only on demand is a chunk apart (web-on-demand.ts): a reader's
 * attention (a selection's panel and highlight, callouts on hover and focus, the focus ring, the
 * keyboard hint's corner) and the flow layout (`layout="flow"`, or the column a radial web falls
 * back to in a room too narrow for its names), and the drawing held at the server's height while
 * server markup hydrates. The first view of a radial web at rest draws none of it. It is fetched
 * once the page is idle after the web is first drawn, so a reader's first click or key usually
 * finds it here; a view that needs it before that loads it and draws again when it
 * arrives (`updateComplete` waits for that: see the element). Offline, or with the chunk missing,
 * `failed` says so instead of waiting forever: the web still selects and announces, with no panel
 * text or highlight, and a flow is drawn radial.
 */
export class OnDemandLoader {
  failed = false;
  #warmed = false;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** The chunk, once here. */
  get module(): OnDemand | undefined {
    return onDemand;
  }

  /** After the web is first drawn: fetched while the reader reads it (never on a server). */
  warm(): void {
    if (this.#warmed || isServer) return;
    this.#warmed = true;
    const load = () => void loadOnDemand().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
  }

  /** Whether a view that `wants` the chunk is still waiting for it. */
  waiting(wants: boolean): boolean {
    return wants && !onDemand && !this.failed;
  }

  /** For willUpdate: a view that wants the chunk loads it, then updates again. */
  request(wants: boolean): void {
    if (!this.waiting(wants)) return;
    loadOnDemand().then(
      () => this.host.requestUpdate(),
      () => ((this.failed = true), this.host.requestUpdate()),
    );
  }

  /** For getUpdateComplete: resolves once the chunk is here or has failed. */
  settle(): Promise<unknown> {
    return loadOnDemand().catch(() => (this.failed = true));
  }
}
