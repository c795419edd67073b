import type { ReactiveController, ReactiveElement } from 'lit';
import { LazyModule } from '../../internal/lazy-module.js';
import type { RovingFocusController } from '../../internal/roving-focus.js';
import { nearestNode } from '../../lib/requirement-layout/geometry.js';
import type { WebLayout } from '../../lib/requirement-layout/types.js';

/** What the input needs of the element: its layout, the graph's index, and what a reader's act does. */
export interface WebInputHost extends ReactiveElement {
  /** The layout drawn (undefined before there is one). */
  readonly webLayout: WebLayout | undefined;
  /** The place of requirement `id` in the data, or -1. */
  indexOf(id: string | null): number;
  /** Selects `id`, or clears the selection when it is already selected (null: clears). */
  toggle(id: string | null): void;
  /** Escape: clears the selection; false when there was none (the key is then the page's). */
  clearSelection(): boolean;
  /** +1 (next), -1 (previous) or 0 for a key: ← and → follow the visual direction (swapped right to left). */
  arrowStep(key: string): number;
}

/**
 * Pointer, touch, keyboard and focus on the web's drawing (a controller, kept out of the element
 * class): which node an event is on, taps taken to the nearest node, Enter and Space toggling a
 * node, and the node focus and the pointer are on (state the drawing shows). The arrows, Home and
 * End are the library's one roving-focus pattern (RovingFocusController: → and ↓ to the next node
 * in data order, ← and ↑ back, wrapping; ← and → swapped in a right-to-left language), with the
 * tab stop written by the drawing's template (`tabStop`), not by the controller: see its
 * `syncTabIndex`. So a web at rest needs none of the controller: it is loaded (a chunk of its own,
 * as bibtex-card's tabs load it) when a reader first focuses or points at a node, and a key pressed
 * before it is here is kept from the page and given to it once it is (see keydown). Listeners sit
 * on the drawing's wrapper (see the drawing); Escape on the host, so the toolbar and panel hear it too.
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
  /**
   * Where the finger touched down. A tap's click comes where the browser moved it (Chrome's touch
   * adjustment snaps it onto some clickable thing near the finger, not the nearest), so the
   * nearest node is found from the finger's own point.
   */
  #touchPoint?: { x: number; y: number };
  /**
   * The arrows, Home and End among the nodes drawn (focus moves; `focusIn` then takes the tab stop),
   * loaded once (a failed load, offline, is tried again on the next focus).
   */
  readonly #roving = new LazyModule<RovingFocusController<SVGGElement>>(() =>
    import('../../internal/roving-focus.js').then(
      ({ RovingFocusController }) =>
        new RovingFocusController(this.host, {
          items: () => this.#nodes(),
          syncTabIndex: false,
          // The drawing is `direction: ltr` whatever the language (see the styles): the language says.
          rtl: () => this.host.arrowStep('ArrowRight') < 0,
        }),
    ),
  );
  /**
   * `track` is the element's `waitFor`: the controller's load, and a key waiting for it, go there
   * while in flight, so `updateComplete` waits for them.
   */
  constructor(
    private readonly host: WebInputHost,
    private readonly track: (work: Promise<unknown>) => void,
  ) {
    host.addController(this);
  }

  #nodes(): SVGGElement[] {
    return [...this.host.renderRoot.querySelectorAll<SVGGElement>('[part="node"]')];
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

  /** The id of the node an event happened on, found from the event's target (never from coordinates: slides scale). */
  #idOf(event: Event, under = event.target as Element | null): string | null {
    // A node, or its label or the label's box (part of its target: a finger lands on the words as often as on the dot).
    const target = under?.closest<SVGElement>('[part="node"], [data-for]');
    return target?.dataset.id ?? target?.dataset.for ?? null;
  }

  #update(): void {
    this.host.requestUpdate();
  }

  readonly pointerDown = (event: PointerEvent): void => {
    this.#touchPoint = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : undefined;
  };

  /**
   * A click on the background clears; a click on the selected node toggles it off. A finger covers
   * several dots of a dense web, which has no room for 44 px circles: a tap goes to the nearest
   * node within 22 px each way (a tap on a label, anywhere in its box, keeps its node). The point
   * is taken into the drawing by the SVG's box on screen, in client px, so a slide's transform or
   * zoom is included.
   */
  readonly click = (event: MouseEvent): void => {
    const layout = this.host.webLayout!;
    const touch = (event as PointerEvent).pointerType === 'touch';
    const { x, y } = (touch && this.#touchPoint) || { x: event.clientX, y: event.clientY };
    this.#touchPoint = undefined;
    const under = touch ? (this.host.renderRoot as ShadowRoot).elementFromPoint(x, y) : (event.target as Element);
    const drawing = this.host.renderRoot.querySelector('svg')!;
    const box = drawing.getBoundingClientRect();
    // Screen to layout units through the viewBox (the layout's band, or one held at another height).
    const view = drawing.viewBox.baseVal;
    const k = box.width / (view?.width || layout.width);
    const [left, top] = view?.width ? [view.x, view.y] : [0, layout.top];
    const nearest = touch && !under?.closest('[data-for]') ? nearestNode(layout.nodes, left + (x - box.left) / k, top + (y - box.top) / k, 22 / k) : -1;
    this.host.toggle(layout.nodes[nearest]?.id ?? this.#idOf(event, under));
  };

  readonly keydown = (event: KeyboardEvent): void => {
    const id = this.#idOf(event);
    if (id && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.host.toggle(id);
      return;
    }
    // (The base keeps the key from a slide deck; the controller keeps it from scrolling the page.)
    const roving = this.#roving.module;
    if (roving) return roving.handleKeydown(event);
    // Before the controller is here (focus came a moment ago): the key is kept from scrolling the
    // page now and given to the controller once it has loaded, on the node that has focus then (a
    // second key may have moved it), else on the node it was pressed on.
    const node = (event.target as Element | null)?.closest('[part="node"]');
    if (!node || event.altKey || event.ctrlKey || event.metaKey || !/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(event.key)) return;
    event.preventDefault();
    const { key } = event;
    this.track(
      this.#roving.load().then(() => {
        const focused = (this.host.renderRoot as ShadowRoot).activeElement;
        const target = focused?.matches('[part="node"]') ? focused : node;
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
      }),
    );
  };

  readonly focusIn = (event: FocusEvent): void => {
    if (!this.#roving.module) this.track(this.#roving.load());
    const id = this.#idOf(event);
    if (id) this.tabStop = id;
    this.focusedId = id;
    // The keyboard hint is for keyboard readers: not shown when a click put focus there.
    this.keyboardFocus = !!id && (event.target as Element).matches(':focus-visible');
    this.#update();
  };

  readonly focusOut = (): void => {
    this.focusedId = null;
    this.keyboardFocus = false;
    this.#update();
  };

  readonly pointerOver = (event: PointerEvent): void => {
    // A reader pointing at the web may go on with the keys: the controller is fetched meanwhile.
    if (!this.#roving.module) this.track(this.#roving.load());
    const id = this.#idOf(event);
    if (id === this.hoverId) return;
    this.hoverId = id;
    this.#update();
  };

  readonly pointerLeave = (): void => {
    if (this.hoverId === null) return;
    this.hoverId = null;
    this.#update();
  };

  /** With nothing selected, Escape is left to the page (a deck may use it). */
  readonly #escape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    // The panel is about to empty under a reader who was in it: continue from the node.
    const fromPanel = event.composedPath().some((node) => node instanceof Element && node.matches('[part="detail"]'));
    if (!this.host.clearSelection()) return;
    event.preventDefault();
    event.stopPropagation();
    if (fromPanel) this.focusNode(this.host.indexOf(this.tabStop));
  };
}
