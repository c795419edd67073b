// A lazy chunk's load in a test file of its own (a page of its own, where the chunk is not loaded
// when it starts), stood in for: refused as offline until the test sets `online`, then held until it
// calls `release()`, then the real import (or the module the test hands back). One stub for every
// offline or held chunk test (the leaderboard's rows below and windowing, the web's and the card's
// acts and formatters, the base's `src` chunk).
import type { LazyModule } from '../../src/internal/lazy-module.js';

export interface ChunkGate {
  /** Loads fail (as offline) while false; once true, they wait for `release()`. */
  online: boolean;
  /** How many times the element asked for the chunk (`load()` calls, the idle request included). */
  readonly asked: number;
  /** Lets every held load through (to the real import), now and after. */
  release(): void;
  /** Gives the chunk its own `load` back, and its `failed` as it was. */
  restore(): void;
}

/**
 * Stands in for `chunk.load`. A refused load does what LazyModule does on a failed import (`failed`
 * set, the next load asks again), so a view that draws without a failed chunk does so here too.
 * Every load waits on the one hold: the element's idle request may come before a reader's act, and
 * `release()` lets both through.
 *
 * `module`: for a chunk this page has loaded already, which the test has taken away again
 * (`chunk.module = undefined`, as if it had not come yet): the held loads hand it back on release.
 * The real `load` would not, since LazyModule keeps its first load's promise and sets `module` once.
 */
export function holdOrFail<M>(chunk: LazyModule<M>, { online = false, module }: { online?: boolean; module?: M } = {}): ChunkGate {
  const { load, failed } = chunk;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const gate = {
    online,
    asked: 0,
    release,
    restore: () => void Object.assign(chunk, { load, failed }),
  };
  chunk.load = () => {
    gate.asked++;
    if (gate.online) return held.then(() => (module ? (chunk.module = module) : load.call(chunk)));
    chunk.failed = true;
    return Promise.reject(new Error('offline'));
  };
  return gate;
}
