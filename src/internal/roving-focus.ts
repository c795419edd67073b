import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

/** A key's direction on screen: what the reader sees, whatever the writing direction. */
export type Direction = 'left' | 'right' | 'up' | 'down';

/** What can hold a tab stop: buttons and the like, or SVG shapes with a tabindex (a graph's nodes). */
type Focusable = HTMLElement | SVGElement;

export interface RovingFocusOptions<T extends Focusable = HTMLElement> {
  /** The items, in reading order, as rendered now (e.g. `() => [...root.querySelectorAll('[role=radio]')]`). */
  items: () => T[];
  /**
   * Which arrows move: `horizontal` (←/→: a toolbar, a radio row), `vertical` (↑/↓: a list) or
   * `both` (either pair: a radio group that may wrap onto lines). Default `both`.
   */
  orientation?: 'horizontal' | 'vertical' | 'both';
  /** From the last item on to the first (and back). Default true, as for radio groups. */
  wrap?: boolean;
  /**
   * The item that takes the tab stop when none has had focus yet, as an index; default the first
   * item marked `aria-checked`, `aria-selected` or `aria-pressed` `"true"`, else the first.
   */
  initial?: (items: T[]) => number;
  /**
   * For items laid out in two dimensions (a graph's nodes): the item an arrow leads to from
   * `from`, by its position on screen, or `undefined` to stay. Replaces the linear order for the arrows.
   */
  spatial?: (from: T, direction: Direction, items: T[]) => T | undefined;
  /** After an arrow, Home or End moved focus: selection follows focus in a radio group (`item.click()`). */
  onMove?: (item: T, index: number) => void;
  /**
   * Whether the controller writes every item's `tabindex` after each update (default true). False
   * when the host's template writes the one `tabindex="0"` itself and the controller only moves
   * focus: requirement-web's 20,000 nodes, where a loop over every item after each update (hover
   * and focus update it too) would cost more than the render, whose bindings touch the two nodes
   * that changed, and where the server's HTML must carry the tab stop anyway.
   */
  syncTabIndex?: boolean;
  /**
   * Whether the items run right to left, for ← and →. Default: the focused item's computed
   * `direction`. Give it where that is not the layout's: requirement-web's drawing keeps
   * `direction: ltr` (SVG text anchors would flip) and mirrors its layout itself.
   */
  rtl?: (item: T) => boolean;
}

/** A Map, not an object literal: `event.key` must never find `constructor` or `__proto__` (synthetic events). */
const ARROWS = new Map<string, Direction>([
  ['ArrowLeft', 'left'],
  ['ArrowRight', 'right'],
  ['ArrowUp', 'up'],
  ['ArrowDown', 'down'],
]);

/**
 * One tab stop for a group of items, arrows between them (WAI-ARIA's roving tabindex): the current
 * item has `tabindex="0"` and every other `-1`, so Tab enters and leaves the group in one step and
 * the arrows, Home and End move inside it. ← and → follow the screen: in a right-to-left layout
 * (the focused item's computed `direction`) → goes to the previous item. Bind `handleKeydown` and
 * `handleFocusin` on the group's container; the tab stop is set after every update of the host.
 */
export class RovingFocusController<T extends Focusable = HTMLElement> implements ReactiveController {
  readonly #options: RovingFocusOptions<T>;
  /** The item with the tab stop, once a reader has moved or focused one. */
  #current?: T;

  constructor(host: ReactiveControllerHost & HTMLElement, options: RovingFocusOptions<T>) {
    this.#options = options;
    host.addController(this);
  }

  hostUpdated(): void {
    this.sync();
  }

  /** The item that has the tab stop now. */
  get current(): T | undefined {
    const items = this.#options.items();
    if (this.#current && items.includes(this.#current)) return this.#current;
    if (!items.length) return undefined;
    const index = this.#options.initial?.(items) ?? items.findIndex((item) => /true/.test(stateOf(item)));
    return items[Math.max(0, Math.min(items.length - 1, index))];
  }

  /** Gives the tab stop to the current item (after a render added or replaced items). */
  sync(): void {
    if (this.#options.syncTabIndex === false) return;
    const current = this.current;
    for (const item of this.#options.items()) item.tabIndex = item === current ? 0 : -1;
  }

  /** Moves the tab stop and focus to `item` (e.g. after a pointer selection). */
  focus(item: T): void {
    this.#current = item;
    this.sync();
    item.focus();
  }

  /** Forgets the reader's last item: the tab stop goes back to `initial` (say, the selection set in code). */
  reset(): void {
    this.#current = undefined;
    this.sync();
  }

  /** For the container's `@focusin`: an item focused by a click or by Tab keeps the tab stop. */
  handleFocusin = (event: FocusEvent): void => {
    const item = this.#options.items().find((candidate) => event.composedPath().includes(candidate));
    if (item && item !== this.#current) {
      this.#current = item;
      this.sync();
    }
  };

  /** For the container's `@keydown`: arrows, Home and End; other keys pass. */
  handleKeydown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const items = this.#options.items();
    const from = items.find((item) => event.composedPath().includes(item));
    if (!from) return;
    const next = this.#target(event.key, from, items);
    if (next === undefined) return;
    event.preventDefault();
    if (next === from) return;
    this.focus(next);
    this.#options.onMove?.(next, items.indexOf(next));
  };

  /** Where `key` leads from `from`: an item, `from` itself (handled, no move), or undefined (not ours). */
  #target(key: string, from: T, items: T[]): T | undefined {
    if (key === 'Home') return items[0];
    if (key === 'End') return items[items.length - 1];
    const direction = ARROWS.get(key);
    if (!direction) return undefined;
    const { orientation = 'both', wrap = true, spatial } = this.#options;
    if (spatial) return spatial(from, direction, items) ?? from;
    const horizontal = direction === 'left' || direction === 'right';
    if ((orientation === 'horizontal' && !horizontal) || (orientation === 'vertical' && horizontal)) return undefined;
    // The item's direction, not the host's: an element renders the `dir` of its language on its base (lang="ar").
    const rtl = this.#options.rtl ? this.#options.rtl(from) : getComputedStyle(from).direction === 'rtl';
    const forward = direction === 'down' || direction === (rtl ? 'left' : 'right');
    let index = items.indexOf(from) + (forward ? 1 : -1);
    if (index < 0 || index >= items.length) {
      if (!wrap) return from;
      index = (index + items.length) % items.length;
    }
    return items[index];
  }
}

function stateOf(item: Focusable): string {
  return `${item.getAttribute('aria-checked')} ${item.getAttribute('aria-selected')} ${item.getAttribute('aria-pressed')}`;
}
