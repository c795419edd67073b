/**
 * Work an element's `updateComplete` waits for (a chunk on its way, a reader's act waiting for one,
 * a sentence still to say): so a test, a deck or a framework that awaits it sees the outcome, never
 * the view before. Kept by the base element (CswElement's `waitFor` and `getUpdateComplete`, the one
 * place the wait is written); elements and their controllers hand it their work through `waitFor`.
 */
export class PendingWork {
  readonly #work = new Set<Promise<unknown>>();

  /** Keeps `work` until it settles; a rejection is the caller's to handle: here it only ends the wait. */
  track(work: Promise<unknown>): void {
    const done: Promise<unknown> = work.then(
      () => this.#work.delete(done),
      () => this.#work.delete(done),
    );
    this.#work.add(done);
  }

  /** Something is still on its way. */
  get pending(): boolean {
    return this.#work.size > 0;
  }

  /** Resolves (never rejects) once nothing is pending, including work tracked while it waits. */
  async settled(): Promise<void> {
    while (this.#work.size) await Promise.all(this.#work);
  }
}
