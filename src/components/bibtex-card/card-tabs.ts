/**
 * The format tabs' keys (issue 40): a chunk loaded when a reader first focuses or points at the tabs.
 * The card's first view needs none of it: its template puts the tab stop on the selected tab, and
 * selection follows focus. It imports nothing of the card's first view (the roving controller is
 * only here), so a consumer's bundler splits nothing out of it.
 */
import type { ReactiveControllerHost } from '@lit/reactive-element';
import { RovingFocusController } from '../../internal/roving-focus.js';

/** The tabs' controller, and the replay of a key pressed before it was here. */
export interface FormatTabKeys extends RovingFocusController {
  /**
   * A key the card kept from the page before this chunk was here, given to the controller now: on
   * the tab that has focus now (a second key may have moved it), else on the tab it was pressed on.
   */
  replay(pressedOn: HTMLElement, key: string): void;
}

/**
 * One tab stop; arrows move among the tabs, wrapping around (← and → as the reader sees them: in a
 * right-to-left card ← goes to the next tab), Home and End to the ends, and the selection follows
 * focus: `pick` gets the focused tab's `data-format`.
 */
export function formatTabKeys(host: ReactiveControllerHost & HTMLElement, pick: (format: string | undefined) => void): FormatTabKeys {
  const root = host.shadowRoot!;
  const tabs = new RovingFocusController(host, {
    items: () => [...root.querySelectorAll<HTMLElement>('[role="tab"]')],
    onMove: (tab) => pick(tab.dataset.format),
  });
  return Object.assign(tabs, {
    replay(pressedOn: HTMLElement, key: string): void {
      const focused = root.activeElement;
      const target = focused?.getAttribute('role') === 'tab' ? focused : pressedOn;
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
    },
  });
}
