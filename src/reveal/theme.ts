import { recheckPageSchemes } from '../internal/color-scheme.js';
import { schemeForBackground } from '../lib/deck-fit.js';
import type { RevealApi } from './types.js';

/**
 * The deck theme followed: each slide's background (its own `data-background-color`, else the
 * theme's on the viewport, else the page's) sets the slide's `color-scheme`, which inherits into
 * the elements; their `theme="auto"` follows it once re-read. Dark elements on a dark deck.
 */
export function followTheme(deck: RevealApi, slide: HTMLElement): void {
  const background = deck.getSlideBackground?.(slide);
  const own = background ? getComputedStyle(background).backgroundColor : '';
  const viewport = deck.getViewportElement?.() ?? document.body;
  const scheme =
    schemeForBackground(own) ?? schemeForBackground(getComputedStyle(viewport).backgroundColor) ?? schemeForBackground(getComputedStyle(document.body).backgroundColor);
  if (!scheme || slide.style.colorScheme === scheme) return;
  slide.style.colorScheme = scheme;
  recheckPageSchemes();
}
