import { LazyModule } from '../../internal/lazy-module.js';
import { DATA_KIT } from '../../lib/leaderboard-data.js';

/**
 * The board's modules loaded on first use (the shared loader: `module` once here, then used at once,
 * synchronously; `load()` to ask for it; a failed load is asked for again next time).
 */
export type { LazyModule };

/** What only some boards draw (./rare-parts.ts: fields, an axis): such a board's view waits for it. */
export const rareParts = new LazyModule(() => import('./rare-parts.js'));

/**
 * The full validation of the data (lib/leaderboard-parse.ts: fields, links, notes, intervals,
 * colours, and the wording of every problem), for the first data that is not a plain board
 * (readPlainLeaderboard) or that is wrong: until it is here such data is not shown. Made over the
 * first view's DATA_KIT, which the chunk takes rather than imports.
 */
export const parserModule = new LazyModule(() => import('../../lib/leaderboard-parse.js').then((module) => module.leaderboardParser(DATA_KIT)));

/**
 * The option attributes' reading and overlay (lib/data-options.ts: `heading`, `metric`, `unit`…),
 * for the first board with one: most boards take every option from their data.
 */
export const optionsModule = new LazyModule(() => import('../../lib/data-options.js'));
