import type { ReactiveController, ReactiveElement } from 'lit';
import type { WebLayout } from '../../lib/requirement-layout/types.js';
import { onDemand, type OnDemand } from './on-demand-loader.js';
import type { WebActs } from './web-acts.js';

/** What the input needs of the element: its layout, the graph's index, and what a reader's act does. */
export interface WebInputHost extends ReactiveElement {
  /** The layout drawn (undefined before there is one). */
  readonly webLayout: WebLayout | undefined;
  /** The selected requirement's id, or null. */
  readonly selected: string | null;
  /** The place of requirement `id` in the data, or -1. */
  indexOf(id: string | null): number;
  /** Selects `id`, or clears the selection when it is already selected (null: clears). */
  toggle(id: string | null): void;
  /** Escape: clears the selection; false when there was none (the key is then the page's). */
  clearSelection(): boolean;
  /** +1 (next), -1 (previous) or 0 for a key: ← and → follow the visual direction (swapped right to left). */
  arrowStep(key: string): number;
}

/** An act on the drawing (its event's type), or `escape`: Escape anywhere in the element. */
export type ActKind = 'click' | 'keydown' | 'focusin' | 'focusout' | 'pointerdown' | 'pointerover' | 'pointerleave' | 'escape';

/**
 * Pointer, touch, keyboard and focus on the web's drawing (a controller, kept out of the element
 * class): the node focus and the pointer are on and the tab stop (state the drawing shows), here;
 * what each act does (which node it is on, taps taken to the nearest node, Enter and Space
 * toggling, the arrows, Escape) is in the on-demand chunk (web-acts.ts), which a web at rest does
 * not draw with. The chunk is fetched once the page is idle after the first drawing (see the
 * element's `updated`) and on a reader's first act, whichever comes first: an act before it is here
 * is kept, in order, and done once it is (a first click selects, a first key moves), and
 * `updateComplete` waits for that. Listeners sit on the drawing's wrapper (see the drawing); Escape
 * on the host, so the toolbar and panel hear it too.
 */
export class WebInput implements ReactiveController {
  /** The node focus is on, if any (its callout and ring show while it is). */
  focusedId: string | null = null;
  hoverId: string | null = null;
  /** Focus is on a node and came from the keyboard: the hint on arrow keys shows. */
  keyboardFocus = false;
  /**
   * The node holding the one tab stop of the web (roving tabindex): the last focused or selected.
   */
  tabStop: string | null = null;
  #acts?: WebActs;

  /** `track` is the element's `waitFor`: an act waiting for the chunk goes there, so `updateComplete` waits for it. */
  constructor(
    private readonly host: WebInputHost,
    private readonly track: (work: Promise<unknown>) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.#escape);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.#escape);
  }

  /** Moves focus to node `index` (drawn in data order). */
  focusNode(index: number): void {
    this.host.renderRoot.querySelectorAll<SVGGElement>('[part="node"]')[index]?.focus();
  }

  /** Every listener of the drawing's wrapper. */
  readonly act = (event: Event): void => this.#act(event.type as ActKind, event);

  /** With nothing selected, Escape is left to the page (a deck may use it). */
  readonly #escape = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') this.#act('escape', event);
  };

  #act(kind: ActKind, event: Event, target = event.target as Element | null): void {
    const module = onDemand.module;
    if (module) return this.#actsOf(module).act(kind, event, target, false);
    // Not here yet: what the chunk would keep from the page is kept now (a node's keys from
    // scrolling it, Escape that clears a selection from a deck); the act waits for the chunk.
    const { key, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
    if (kind === 'keydown' ? !altKey && !ctrlKey && !metaKey && /^(Enter| |Arrow(Left|Right|Up|Down)|Home|End)$/.test(key) : kind === 'escape' && this.host.selected) {
      event.preventDefault();
      if (kind === 'escape') event.stopPropagation();
    }
    this.track(
      onDemand.load().then(
        (loaded) => this.#actsOf(loaded).act(kind, event, target, true),
        () => {
          // Offline (the chunk failed; the next act asks again): a click, Enter or Space on a node
          // still toggles it, though no tap goes to the nearest node and no arrow moves.
          const id = target?.closest<SVGElement>('[part="node"]')?.dataset.id;
          if (id && (kind === 'click' || (event.defaultPrevented && /^(Enter| )$/.test(key)))) this.host.toggle(id);
        },
      ),
    );
  }

  #actsOf(module: OnDemand): WebActs {
    return (this.#acts ??= new module.WebActs(this.host, this));
  }
}
