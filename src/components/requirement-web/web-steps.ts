import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

/**
 * An overview draws its nodes this many per frame: 20,000 at once would hold the main thread for
 * seconds (a frozen tab); in steps, the rings, the hub and the first nodes show at once and the
 * rest follow within a few frames, each a short task.
 */
const NODES_PER_FRAME = 3000;

/**
 * How many of the layout's nodes are drawn: a new layout is drawn in steps of NODES_PER_FRAME, one
 * a frame after each update until all are there; a layout already drawn (a resize) at once. Only an
 * overview has that many nodes: this comes with requirement-web's on-demand chunk, which an overview
 * waits for, and the element makes one with its first overview (no import: the chunk's own code).
 */
export class StepDrawing implements ReactiveController {
  /** The nodes drawn now, in data order. */
  drawn = 0;
  #total = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /**
   * A new layout of `total` nodes. `restart`: new data, drawn again from the first step; `all`:
   * every node at once (a server: no reader waits on its thread, and hydration must match it).
   */
  laidOut(total: number, { restart, all }: { restart: boolean; all: boolean }): void {
    this.#total = total;
    if (restart || !this.drawn) this.drawn = all ? total : Math.min(total, NODES_PER_FRAME);
  }

  hostUpdated(): void {
    if (this.drawn >= this.#total) return;
    requestAnimationFrame(() => {
      this.drawn = Math.min(this.#total, this.drawn + NODES_PER_FRAME);
      this.host.requestUpdate();
    });
  }
}
