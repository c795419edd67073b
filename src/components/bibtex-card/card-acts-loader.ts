import { ChunkStyles } from '../../internal/chunk-styles.js';
import { ViewModule } from '../../internal/lazy-module.js';
import { withEnglish } from '../../lib/locale.js';

export type CardActs = typeof import('./card-acts.js');

/**
 * What a reader's acts do (card-acts.ts): the open "Save as image" menu (its buttons, Escape, its
 * styles), what follows Copy and Download, and their English words, registered when the chunk
 * arrives. A chunk the first view does not draw, fetched when the page is idle after a card is drawn
 * and when a reader points at or focuses the toolbar, so a first act usually finds it here. Until
 * then an open menu is empty and an act waits for it; `updateComplete` waits for both. One loader
 * per page, in a module of its own so that a test can hold or fail the chunk.
 */
export const acts = new ViewModule<CardActs>(() => import('./card-acts.js').then(withEnglish));

/** The open image menu's sheet (text in the chunk), one per page, added before the render that draws the menu. */
export const imageMenuStyles = new ChunkStyles<CardActs>((module) => module.imageMenuCss);
