import type { ReactiveControllerHost } from '@lit/reactive-element';

/**
 * A module an element loads on first use (`import()`: what its first view does not draw), kept once
 * per page, so every element after the first finds it here and draws with it at once: the one loader
 * of the elements' on-demand chunks (requirement-web's attention and flow parts, the card's APA/MLA
 * formatters, the leaderboard's rare parts, full validation and option overlay). A failed load
 * (offline, a deploy in between) sets `failed`; the next `load()` tries again.
 */
export class LazyModule<M> {
  /** The module, once here: used at once, synchronously. */
  module?: M;
  /** A load has failed (a later one may have brought the module since: `module` is read first). */
  failed?: boolean;
  #loading?: Promise<M>;

  constructor(private readonly importer: () => Promise<M>) {}

  /** The module (one request per page at a time; after a failure, a new one). */
  load(): Promise<M> {
    return (this.#loading ??= this.importer().then(
      (module) => (this.module = module),
      (error: unknown) => {
        this.failed = true;
        this.#loading = undefined;
        throw error;
      },
    ));
  }
}

/**
 * A lazy module a view draws with once it is here (requirement-web's on-demand chunk, the card's
 * formatters): the view asks for it in `willUpdate` (`request`: the host updates again once it is
 * here) and hands the load to the base's `waitFor`, so `updateComplete` waits for it and a test or
 * an author sees the view drawn with it, never the view before. After a failed load such views draw
 * without it rather than wait forever. A class of its own so that an element that only loads (the
 * leaderboard) leaves these out of its first view.
 */
export class ViewModule<M> extends LazyModule<M> {
  #warmed?: boolean;

  /** Whether a view that `wants` the module still waits for it. */
  waiting(wants: boolean): boolean {
    return wants && !this.module && !this.failed;
  }

  /** Resolves (never rejects) once the module is here or has failed. */
  settle(): Promise<unknown> {
    return this.load().catch(() => undefined);
  }

  /**
   * For `willUpdate`: a view that wants the module loads it; `host` updates again once it is here or
   * has failed. Returns that for the host's `waitFor` (`this.waitFor(chunk.request(this, wants))`),
   * undefined when nothing is to wait for.
   */
  request(host: ReactiveControllerHost, wants: boolean): Promise<unknown> | undefined {
    return this.waiting(wants) ? this.settle().then(() => host.requestUpdate()) : undefined;
  }

  /**
   * From a host's `updated` (never on a server, where hosts do not update after rendering): the
   * module is fetched once the page is idle after a first view is drawn, so a reader's first act
   * usually finds it here.
   */
  warm(): void {
    if (this.#warmed) return;
    this.#warmed = true;
    (globalThis.requestIdleCallback ?? setTimeout)(() => void this.settle());
  }
}
