/**
 * A module of the board loaded on first use (`import()`), and kept: `module` once it is here (then
 * used at once, synchronously), `load()` to ask for it. A failed load (offline, a deploy in
 * between) is asked for again next time.
 */
export class LazyModule<M> {
  /** The module, once loaded. */
  module?: M;
  #loading?: Promise<M>;

  constructor(private readonly importer: () => Promise<M>) {}

  load(): Promise<M> {
    return (this.#loading ??= this.importer().then(
      (module) => (this.module = module),
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    ));
  }
}

/** What only some boards draw (./rare-parts.ts: fields, an axis): such a board's view waits for it. */
export const rareParts = new LazyModule(() => import('./rare-parts.js'));

/**
 * The full validation of the data (lib/leaderboard-parse.ts: fields, links, notes, intervals,
 * colours, and the wording of every problem), for the first data that is not a plain board
 * (readPlainLeaderboard) or that is wrong: until it is here such data is not shown.
 */
export const parserModule = new LazyModule(() => import('../../lib/leaderboard-parse.js'));

/**
 * The option attributes' reading and overlay (lib/data-options.ts: `heading`, `metric`, `unit`…),
 * for the first board with one: most boards take every option from their data.
 */
export const optionsModule = new LazyModule(() => import('../../lib/data-options.js'));
