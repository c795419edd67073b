import { ChunkStyles } from '../../internal/chunk-styles.js';
import { LazyModule } from '../../internal/lazy-module.js';
import { DATA_KIT } from '../../lib/leaderboard-data.js';
import { registerEnglish } from '../../lib/locale.js';

/**
 * The board's modules loaded on first use (the shared loader: `module` once here, then used at once,
 * synchronously; `load()` to ask for it; a failed load is asked for again next time).
 */
export type { LazyModule };

/** What only some boards draw (./rare-parts.ts: fields, an axis): such a board's view waits for it. Its English words are registered as it arrives. */
export const rareParts = new LazyModule(() =>
  import('./rare-parts.js').then((module) => {
    module.registerRareEnglish(registerEnglish);
    return module;
  }),
);

/**
 * The rare parts' styles (text in their chunk, ./rare-parts.styles.ts): one sheet every board of the
 * page shares, added to a board's shadow root in the update that first draws with the chunk.
 */
export const rareStyles = new ChunkStyles<typeof import('./rare-parts.js')>((module) => module.rarePartsCss);

/**
 * The fields-under form's sheet (text in the rare parts' chunk, ./board-fields.ts): added to a board
 * with fields when it is first measured, after the rare parts' sheet.
 */
export const fieldsStyles = new ChunkStyles<typeof import('./rare-parts.js')>((module) => module.fieldsUnderCss);

/**
 * The full validation of the data (lib/leaderboard-parse.ts: fields, links, notes, intervals,
 * colours, and the wording of every problem), for the first data that is not a plain board
 * (readPlainLeaderboard) or that is wrong: until it is here such data is not shown. Made over the
 * first view's DATA_KIT, which the chunk takes rather than imports.
 */
export const parserModule = new LazyModule(() => import('../../lib/leaderboard-parse.js').then((module) => module.leaderboardParser(DATA_KIT)));

/**
 * What only the rows below a board's first screen run (./rows-below.ts: growing them in parts, their
 * grid of the header's columns, their clip while stale, and its styles): asked for by the rows'
 * controller when a board has such rows, or a re-sort or filter leaves rows to re-bind or remove.
 */
export const rowsBelow = new LazyModule(() => import('./rows-below.js'));

/** Their sheet (text in that chunk): added to a board's shadow root in the update the chunk is first here for it, before any such row is drawn. */
export const rowsBelowStyles = new ChunkStyles<typeof import('./rows-below.js')>((module) => module.rowsBelowCss);

/**
 * Windowing (./row-windowing.ts: the window's measures and scroll listener, and its styles), for a
 * board of more than WINDOW_THRESHOLD entries: such a board is held until it is here.
 */
export const rowWindowing = new LazyModule(() => import('./row-windowing.js'));

/** The windowed body's sheet (text in that chunk): added to a board's shadow root in the update that first windows it. */
export const windowingStyles = new ChunkStyles<typeof import('./row-windowing.js')>((module) => module.windowingCss);
