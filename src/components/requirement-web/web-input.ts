import type { ReactiveController, ReactiveElement } from 'lit';
import { emit } from '../../internal/emit.js';
import type { RequirementGraph, RequirementWebData, Say } from '../../lib/requirement-graph.js';
import type { WebLayout } from '../../lib/requirement-layout/types.js';
import { onDemand, webActs } from './on-demand-loader.js';
import type { WebActs } from './web-acts.js';
import type { WebSaver } from './web-save.js';

/** The element's words and data as the acts word a selection: read when an act is done. */
export interface WebNow {
  value: RequirementWebData;
  graph: RequirementGraph;
  /** The reader's language's strings. */
  t: Say;
  /** Requirement `index`'s ties in words, as its node is named ("3 connected requirements"). */
  relation: (index: number) => string;
  /** The reader's language runs right to left (← and → swap). */
  rtl: boolean;
}

/**
 * What the acts (web-acts.ts, in the on-demand chunk) need of the element: its layout and the
 * graph's index, its `selected` attribute, and, as functions the element hands over (they reach
 * its base's protected parts), its live region, its `updateComplete` and its words.
 */
export interface WebInputHost extends ReactiveElement {
  /** The layout drawn (undefined before there is one). */
  readonly webLayout: WebLayout | undefined;
  /** The `selected` attribute: a reader's selection is reflected there. */
  selected: string | null;
  /** The place of requirement `id` in the data, or -1. */
  indexOf(id: string | null): number;
}

/** The element's own functions the acts use (see WebInputHost): `report` shows a message in the error panel (the view stays), and with `describe` and `download` saves an image (web-save.ts). */
export interface WebInputKit extends WebSaver {
  /** The base's `waitFor`: `updateComplete` waits for `work`. */
  track(work: Promise<unknown>): void;
  /** Says `text` in the element's live region. */
  say(text: string): void;
  /** The update in flight, rendered (the base's `updateRendered`: it does not wait for `track`'s work). */
  rendered(): Promise<unknown>;
  now(): WebNow;
}

/** An act on the drawing (its event's type), or `escape`: Escape anywhere in the element. */
export type ActKind = 'click' | 'keydown' | 'focusin' | 'focusout' | 'pointerdown' | 'pointerover' | 'pointerleave' | 'escape';

/**
 * Pointer, touch, keyboard and focus on the web's drawing, and the panel's, legend's and Download
 * buttons (a controller, kept out of the element class): the state the drawing shows (the selection,
 * the node focus and the pointer are on, the tab stop, the groups singled out) is here; what each act
 * does (which node it is on, taps taken to the nearest node, Enter and Space toggling, the arrows,
 * Escape, selecting and saying so, the panel's connections, the legend, saving the view as an image,
 * read when the act is done) is in the acts' chunk
 * (web-acts.ts), which no view draws with. The chunk is fetched once the page is idle
 * after the first drawing (see the element's `updated`) and on a reader's first act, whichever comes
 * first, the on-demand chunk beside it (what an act draws: a selection's panel, a callout): an act before it is here is kept, in order, and done once it is (a first click selects, a
 * first key moves), and `updateComplete` waits for that. Offline (the chunk failed), a reader's
 * click or key is said in the error panel and the web stays as it is; the next act asks again.
 * Listeners sit on the drawing's wrapper (see the drawing); Escape on the host, so the toolbar and
 * panel hear it too.
 */
export class WebInput implements ReactiveController {
  /** The requirement selected and shown (the `selected` attribute when it names one), or null. */
  current: string | null = null;
  /** The id a reader last selected (not the author): new data without it clears it quietly. */
  chosen: string | null = null;
  /** The groups the legend singles out (drawn by the on-demand chunk, whose legend sets them). */
  highlighted: ReadonlySet<string> = new Set();
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

  constructor(
    private readonly host: WebInputHost,
    readonly kit: WebInputKit,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.#escape);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.#escape);
  }

  /** Every listener of the drawing's wrapper, and of the panel's, legend's and Download buttons. */
  readonly act = (event: Event): void => this.#act(event.type as ActKind, event);

  /** With nothing selected, Escape is left to the page (a deck may use it). */
  readonly #escape = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') this.#act('escape', event);
  };

  #act(kind: ActKind, event: Event, target = event.target as Element | null): void {
    const module = webActs.module;
    if (module) return void this.#actsOf(module).act(kind, event, target, false);
    // Not here yet: what the chunk would keep from the page is kept now (a node's keys from
    // scrolling it, Escape that clears a selection from a deck); the act waits for the chunk.
    const { key, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
    if (kind === 'keydown' ? !altKey && !ctrlKey && !metaKey && /^(Enter| |Arrow(Left|Right|Up|Down)|Home|End)$/.test(key) : kind === 'escape' && this.host.selected) {
      event.preventDefault();
      if (kind === 'escape') event.stopPropagation();
    }
    // What the act will draw is asked for at once too, not once the act has been done.
    void onDemand.settle();
    this.kit.track(
      webActs.load().then(
        (loaded) => this.#actsOf(loaded).act(kind, event, target, true),
        // Offline: a click, or a key kept for a node, is said, not lost in silence (the next act asks again).
        () => void ((kind === 'click' || event.defaultPrevented) && this.kit.report('requirement-web: selecting and downloads could not load (the page may be offline); try again')),
      ),
    );
  }

  #actsOf(module: typeof import('./web-acts.js')): WebActs {
    return (this.#acts ??= new module.WebActs(this.host, this, emit));
  }
}
