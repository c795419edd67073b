import { isDeckElement } from './dom.js';
import type { RevealApi } from './types.js';

/**
 * Keys inside an element are its own: its radio groups and nodes use the arrow keys, its search
 * field takes letters, and reveal.js only exempts plain inputs. Escape hands the keys back to the
 * deck. Returns the clean-up.
 */
export function installKeys(deck: RevealApi): () => void {
  const keysBelongToDeck = (event: KeyboardEvent): boolean => !event.defaultPrevented && !isDeckElement(document.activeElement);
  if (!deck.getConfig().keyboardCondition) deck.configure?.({ keyboardCondition: keysBelongToDeck });
  const onEscape = (event: KeyboardEvent): void => {
    const active = document.activeElement as HTMLElement | null;
    if (event.key !== 'Escape' || event.defaultPrevented || !isDeckElement(active)) return;
    // After the event, so reveal.js (which also hears it) still sees the element focused.
    setTimeout(() => active.blur());
  };
  document.addEventListener('keydown', onEscape);
  return () => document.removeEventListener('keydown', onEscape);
}
