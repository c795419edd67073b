import type { ReactiveControllerHost } from '@lit/reactive-element';
import { isServer } from 'lit';

/** The web's drawing for a reader's attention (web-selection.ts): here once loaded, per page. */
export type Attention = typeof import('./web-selection.js');
let attention: Attention | undefined;
let loading: Promise<Attention> | undefined;

/** Loads the selection's chunk once per page (also the prerender's `preload`: a server draws a `selected` web at once). */
export const loadAttention = (): Promise<Attention> => (loading ??= import('./web-selection.js').then((module) => (attention = module)));

/**
 * What the web draws only on a reader's attention (a selection's panel and highlight, callouts on
 * hover and focus, the focus ring, the keyboard hint's corner) is a chunk apart: a web at rest, the
 * first view, draws none of it. It is fetched once the page is idle after the web is first drawn,
 * so a reader's first click or key usually finds it here; a selection, hover or focus before that
 * loads it and draws again when it arrives (`updateComplete` waits for that: see the element).
 * Offline, or with the chunk missing, `failed` says so: the web still selects and announces, with
 * no panel text or highlight, instead of waiting forever.
 */
export class AttentionLoader {
  failed = false;
  #warmed = false;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** The chunk, once here. */
  get module(): Attention | undefined {
    return attention;
  }

  /** After the web is first drawn: fetched while the reader reads it (never on a server). */
  warm(): void {
    if (this.#warmed || isServer) return;
    this.#warmed = true;
    const load = () => void loadAttention().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
  }

  /** Whether a view that `wants` the chunk is still waiting for it. */
  waiting(wants: boolean): boolean {
    return wants && !attention && !this.failed;
  }

  /** For willUpdate: a view that wants the chunk loads it, then updates again. */
  request(wants: boolean): void {
    if (!this.waiting(wants)) return;
    loadAttention().then(
      () => this.host.requestUpdate(),
      () => ((this.failed = true), this.host.requestUpdate()),
    );
  }

  /** For getUpdateComplete: resolves once the chunk is here or has failed. */
  settle(): Promise<unknown> {
    return loadAttention().catch(() => (this.failed = true));
  }
}
