/**
 * What only some boards draw, in one chunk loaded when a board first needs any of it (the element
 * holds that board's view until it is here; `preload()` loads it on a server): the fields
 * (./board-fields.ts: their cells, toggles and column widths, and the count of a file's columns left out), the axis of a domain not from 0 (./board-axis.ts), and rows' notes, links
 * and intervals (./row-extras.ts), with their styles (./rare-parts.styles.ts). One chunk rather
 * than one each: every chunk that draws templates shares lit-html with the first view, and each
 * separate chunk would split another piece of the first view into a file of its own.
 *
 * For the same reason no module of this chunk imports a module of the first view at run time
 * (only types, and lit-html, which hydration's chunk already keeps in a file of its own): what it
 * uses of the first view (number decimals and formats, safe links, word breaks) the element passes at
 * each call, as a {@link RareKit} (row-view.ts's RARE_KIT). Its English words (src/locales/en/leaderboard-rare.ts)
 * are registered as it arrives (registerRareEnglish).
 */
import type { decimalsFor, digitsOf } from '../../lib/leaderboard-data.js';
import type { fieldColumnEm, valueWordEm } from '../../lib/leaderboard-layout.js';
import type { safeUrl } from '../../lib/safe-url.js';
import type { breakable, fieldHeading } from './breakable.js';
import type { LocaleStrings } from '../../lib/locale.js';
import type { formatValueIn } from '../../lib/locale-numbers.js';
import rareEnglish from '../../locales/en/leaderboard-rare.js';

/** What the rare parts take from the first view, passed in rather than imported (see above). */
export interface RareKit {
  decimalsFor: typeof decimalsFor;
  digitsOf: typeof digitsOf;
  safeUrl: typeof safeUrl;
  breakable: typeof breakable;
  fieldHeading: typeof fieldHeading;
  fieldColumnEm: typeof fieldColumnEm;
  valueWordEm: typeof valueWordEm;
  /** A value with its unit in the reader's language; with unit '' a bare number (an interval's bounds, the axis). */
  formatValueIn: typeof formatValueIn;
}

/** Registers the English words only these parts write, with the first view's `registerEnglish` (passed in: see above); the loader calls it before the chunk is used. */
export function registerRareEnglish(registerEnglish: (part: LocaleStrings) => void): void {
  registerEnglish(rareEnglish);
}

export { fieldCells, fieldColumnWidths, fieldsUnderCss, fieldsUnderRow, renderColumnsLeftOut, renderFlagToggles, setFieldWidths } from './board-fields.js';
export { renderAxis } from './board-axis.js';
export { renderNotes, rowExtras } from './row-extras.js';
export { rarePartsCss } from './rare-parts.styles.js';
