import { adoptStyles, unsafeCSS, type CSSResult } from 'lit';
import { LazyModule } from '../../internal/lazy-module.js';
import { DATA_KIT } from '../../lib/leaderboard-data.js';

/**
 * The board's modules loaded on first use (the shared loader: `module` once here, then used at once,
 * synchronously; `load()` to ask for it; a failed load is asked for again next time).
 */
export type { LazyModule };

/** What only some boards draw (./rare-parts.ts: fields, an axis): such a board's view waits for it. */
export const rareParts = new LazyModule(() => import('./rare-parts.js'));

type RareParts = typeof import('./rare-parts.js');
/** The rare parts' styles (text in their chunk, ./rare-parts.styles.ts), as one sheet every board of the page shares. */
let rareStyles: CSSResult | undefined;
export const rareStylesOf = (module: RareParts): CSSResult => (rareStyles ??= unsafeCSS(module.rarePartsCss));

/**
 * Adds the rare parts' styles to a board's shadow root (once), in the update that first draws with
 * the chunk, so nothing it draws is shown unstyled: a constructed sheet, as Lit adopts the class's
 * (a strict CSP holds), appended after the sheets already there (the element's, and fit's or the
 * fields-under form's, which may have come first), where Lit's `adoptStyles` would replace them.
 * (The elements' chunks each adopt their styles so; a shared helper is to replace this.)
 */
export function adoptRareStyles(root: ShadowRoot, module: RareParts): void {
  if (styledRoots.has(root)) return;
  styledRoots.add(root);
  const styles = rareStylesOf(module);
  const sheet = styles.styleSheet;
  // Without constructed sheets (an engine before 2023) Lit's adoptStyles appends a <style> of the text.
  if (!sheet) adoptStyles(root, [styles]);
  else if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
/** The shadow roots given the rare parts' styles. */
const styledRoots = new WeakSet<ShadowRoot>();

/**
 * The full validation of the data (lib/leaderboard-parse.ts: fields, links, notes, intervals,
 * colours, and the wording of every problem), for the first data that is not a plain board
 * (readPlainLeaderboard) or that is wrong: until it is here such data is not shown. Made over the
 * first view's DATA_KIT, which the chunk takes rather than imports.
 */
export const parserModule = new LazyModule(() => import('../../lib/leaderboard-parse.js').then((module) => module.leaderboardParser(DATA_KIT)));

/**
 * The option attributes' reading and overlay (./board-options.ts over lib/data-options.ts: `heading`,
 * `metric`, `unit`…), for the first board with one: most boards take every option from their data.
 */
export const optionsModule = new LazyModule(() => import('./board-options.js'));
