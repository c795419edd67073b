/**
 * What a reader's acts on the web do (pointer, touch, keyboard, focus, hover; a selection, what it
 * says and the event it fires; the panel's connections; the legend's groups; saving an image), a
 * chunk of its own (on-demand-loader.ts's `webActs`): no view draws with it, so its first view carries
 * only web-input.ts, which keeps the state the drawing shows and hands each act here (queued until
 * the chunk is in; see WebInput.act). Imports nothing of the first view but types: what it needs of
 * the element comes through `host`, `input` (and its `kit`) and `emit`.
 */
import type { emit as Emit } from '../../internal/emit.js';
import type { registerEnglish as RegisterEnglish } from '../../lib/locale.js';
import { RovingFocusController } from '../../internal/roving-focus.js';
import type { RequirementWebData, Say } from '../../lib/requirement-graph.js';
import { nearestNode } from '../../lib/requirement-layout/nearest.js';
import type { RequirementSelectDetail } from './requirement-web.types.js';
import type { ActKind, WebInput, WebInputHost } from './web-input.js';
import { saveWeb } from './web-save.js';
import actsEnglish from '../../locales/en/requirement-web-acts.js';

/**
 * Registers the acts' English words (what a selection and a legend's toggle say) with locale.ts's
 * `registerEnglish`, which the loader gives when this chunk arrives (on-demand-loader.ts): locale.ts
 * is a first-view module, which this chunk does not import.
 */
export const registerWords = (registerEnglish: typeof RegisterEnglish): void => registerEnglish(actsEnglish);

/** The id of the node `under` is, or is the label (or label box) of; null for the background. */
function idOf(under: Element | null): string | null {
  // A node, or its label or the label's box (part of its target: a finger lands on the words as often as on the dot).
  const target = under?.closest<SVGElement>('[part="node"], [data-for]');
  return target?.dataset.id ?? target?.dataset.for ?? null;
}

/**
 * One element's acts. The arrows, Home and End are the library's one roving-focus pattern
 * (RovingFocusController: → and ↓ to the next node in data order, ← and ↑ back, wrapping; ← and →
 * swapped in a right-to-left language), with the tab stop written by the drawing's template
 * (`tabStop`), not by the controller: see its `syncTabIndex`.
 */
export class WebActs {
  /**
   * Where the finger touched down. A tap's click comes where the browser moved it (Chrome's touch
   * adjustment snaps it onto some clickable thing near the finger, not the nearest), so the
   * nearest node is found from the finger's own point.
   */
  #touchPoint?: { x: number; y: number };
  readonly #roving: RovingFocusController<SVGGElement>;

  constructor(
    private readonly host: WebInputHost,
    private readonly input: WebInput,
    private readonly emit: typeof Emit,
  ) {
    this.#roving = new RovingFocusController<SVGGElement>(host, {
      items: () => [...host.renderRoot.querySelectorAll<SVGGElement>('[part="node"]')],
      syncTabIndex: false,
      // The drawing is `direction: ltr` whatever the language (see the styles): the language says.
      rtl: () => input.kit.now().rtl,
    });
  }

  /** A reader's selection (never the author's: that goes through `selected`), told to a screen reader in one sentence. */
  #select(id: string | null): void {
    const { host, input } = this;
    if (id === input.current) return;
    host.selected = input.current = input.chosen = id;
    if (id) input.tabStop = id;
    const { value, graph, t, relation } = input.kit.now();
    const index = graph.indexOf(id);
    // The panel's text stays to be read at the reader's pace; only what changed is said.
    input.kit.say(id ? t('web.selected', { label: value.requirements[index]!.label, relation: relation(index) }) : t('web.cleared'));
    this.emit<RequirementSelectDetail>(host, 'requirement-select', { id, connected: id ? graph.neighbours(index) : [] });
  }

  /** Selects `id`, or clears the selection when it is already selected. */
  #toggle(id: string | null): void {
    this.#select(id === this.input.current ? null : id);
  }

  /** Moves focus to node `index` (drawn in data order). */
  #focusNode(index: number): void {
    this.host.renderRoot.querySelectorAll<SVGGElement>('[part="node"]')[index]?.focus();
  }

  /**
   * Act `kind` of `event` on `target` (the element it happened on: read when it happened, as a
   * finished event's target is gone). `late`: the act came before the chunk and was kept until now.
   */
  act(kind: ActKind, event: Event, target: Element | null, late: boolean): void | Promise<void> {
    const { host, input } = this;
    const id = idOf(target);
    switch (kind) {
      case 'pointerdown': {
        const { pointerType, clientX, clientY } = event as PointerEvent;
        this.#touchPoint = pointerType === 'touch' ? { x: clientX, y: clientY } : undefined;
        return;
      }
      case 'click':
        return this.#click(event as MouseEvent, target, late);
      case 'keydown':
        return this.#keydown(event as KeyboardEvent, id, target, late);
      case 'escape':
        return this.#escape(event as KeyboardEvent);
      case 'focusin':
        if (id) input.tabStop = id;
        input.focusedId = id;
        // The keyboard hint is for keyboard readers: not shown when a click put focus there.
        input.keyboardFocus = !!id && !!target?.matches(':focus-visible');
        break;
      case 'focusout':
        input.focusedId = null;
        input.keyboardFocus = false;
        break;
      case 'pointerover':
        if (id === input.hoverId) return;
        input.hoverId = id;
        break;
      case 'pointerleave':
        if (input.hoverId === null) return;
        input.hoverId = null;
    }
    host.requestUpdate();
  }

  /**
   * A click on the background clears; a click on the selected node toggles it off. A finger covers
   * several dots of a dense web, which has no room for 44 px circles: a tap goes to the nearest
   * node within 22 px each way (a tap on a label, anywhere in its box, keeps its node). The point
   * is taken into the drawing by the SVG's box on screen, in client px, so a slide's transform or
   * zoom is included.
   */
  #click(event: MouseEvent, target: Element | null, late: boolean): void | Promise<void> {
    const host = this.host;
    // The panel's connections, the legend's groups (drawn by this chunk) and Download SVG / PNG.
    const button = target?.closest<HTMLElement>('button[data-id], button[data-group], button[data-format]');
    const { id, group, format } = button?.dataset ?? {};
    // A download kept until the chunk came saves the view the acts before it left, once it is drawn.
    if (format) return late ? this.input.kit.rendered().then(() => this.#download(format)) : this.#download(format);
    if (button) return void (id ? this.#connection(id) : this.#singleOut(group!));
    const layout = host.webLayout!;
    const touch = (event as PointerEvent).pointerType === 'touch';
    const { x, y } = (touch && this.#touchPoint) || { x: event.clientX, y: event.clientY };
    this.#touchPoint = undefined;
    const under = touch ? (host.renderRoot as ShadowRoot).elementFromPoint(x, y) : target;
    const drawing = host.renderRoot.querySelector('svg')!;
    const box = drawing.getBoundingClientRect();
    // Screen to layout units through the viewBox (the layout's band, or one held at another height).
    const view = drawing.viewBox.baseVal;
    const k = box.width / (view?.width || layout.width);
    const [left, top] = view?.width ? [view.x, view.y] : [0, layout.top];
    const nearest = touch && !under?.closest('[data-for]') ? nearestNode(layout.nodes, left + (x - box.left) / k, top + (y - box.top) / k, 22 / k) : -1;
    this.#toggle(layout.nodes[nearest]?.id ?? idOf(under));
  }

  /** A connection in the selection's panel: selects it, and the reader goes on from its node (the panel is about to change under them). */
  async #connection(id: string): Promise<void> {
    this.#select(id);
    await this.host.updateComplete;
    this.#focusNode(this.host.indexOf(id));
  }

  /** Saves the view as it is now, selection included, as `<title>.svg` or `.png` (see web-save.ts). */
  #download(format: string): void {
    const root = this.host.renderRoot;
    const kit = this.input.kit;
    const { value } = kit.now();
    const background = getComputedStyle(root.querySelector('.base')!).backgroundColor;
    void saveWeb(format as 'svg' | 'png', root.querySelector<SVGSVGElement>('svg[part="web"]')!, background, value.title || value.hub.label, kit);
  }

  /** A legend's group toggled: the groups it singles out (the others step back), and what a screen reader is told of it. */
  #singleOut(group: string): void {
    const { input } = this;
    const { value, t } = input.kit.now();
    const { next, said } = toggleGroup(input.highlighted, group, value, t);
    input.highlighted = next;
    input.kit.say(said);
    this.host.requestUpdate();
  }

  #keydown(event: KeyboardEvent, id: string | null, target: Element | null, late: boolean): void {
    const key = event.key;
    if (id && (key === 'Enter' || key === ' ')) {
      event.preventDefault();
      this.#toggle(id);
      return;
    }
    // (The base keeps the key from a slide deck; the controller keeps it from scrolling the page.)
    if (!late) return this.#roving.handleKeydown(event);
    // A key pressed before the chunk was here, that the first view kept from the page (an arrow,
    // Home or End on a node): given to the controller now, on the node that has focus now (a second
    // key may have moved it), else on the node it was pressed on.
    if (!event.defaultPrevented) return;
    const focused = (this.host.renderRoot as ShadowRoot).activeElement;
    const node = focused?.matches('[part="node"]') ? focused : target?.closest('[part="node"]');
    node?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  }

  /** With nothing selected, Escape is left to the page (a deck may use it). */
  #escape(event: KeyboardEvent): void {
    // The panel is about to empty under a reader who was in it: continue from the node.
    const fromPanel = event.composedPath().some((node) => node instanceof Element && node.matches('[part="detail"]'));
    if (this.input.current === null) return;
    this.#select(null);
    event.preventDefault();
    event.stopPropagation();
    if (fromPanel) this.#focusNode(this.host.indexOf(this.input.tabStop));
  }
}

/** The groups singled out once `group` is toggled, and what a screen reader is told of it. */
function toggleGroup(highlighted: ReadonlySet<string>, group: string, value: RequirementWebData, t: Say): { next: Set<string>; said: string } {
  const next = new Set(highlighted);
  if (!next.delete(group)) next.add(group);
  const shown = value.requirements.filter((r) => r.group && next.has(r.group)).length;
  const n = value.requirements.length;
  return { next, said: next.size ? t('web.groupFilter', { groups: [...next].join(t('common.comma')), shown, n }) : t('web.allGroups') };
}
