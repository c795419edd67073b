import { html, isServer, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { CswElement } from '../../internal/csw-element.js';
import { downloadFile, fileSlug } from '../../internal/download.js';
import { emit } from '../../internal/emit.js';
import { serializeSvg, svgToPng } from '../../internal/export-image.js';
import { errorMessage } from '../../lib/json.js';
import { describeValue } from '../../lib/validate.js';
import { connectionsById, parseRequirementWeb, relationText, type Connection, type RequirementWebData } from '../../lib/requirement-graph.js';
import { layoutRequirementWeb, nearestNode, OVERVIEW_LINKS, OVERVIEW_REQUIREMENTS, placeCallouts, type LabelPlacement, type WebLayout } from '../../lib/requirement-layout.js';
import { estimateTextWidth, type MeasureText } from '../../lib/text-fit.js';
import { hostStyles } from '../../styles/host.styles.js';
import { requirementWebStyles } from './requirement-web.styles.js';
import { REQUIREMENT_WEB_LAYOUTS, type RequirementSelectDetail, type RequirementWebLayout } from './requirement-web.types.js';
import type { RequirementWebInput } from './requirement-web.types.js';
import { formatCount } from '../../lib/format.js';
import { canvasMeasure } from './canvas-measure.js';
import { DEFAULT_WIDTH, guessColumnWidth, WebRoom } from './web-room.js';

/**
 * Printed, the web is laid out for a page (about 6.25 in of a Letter or A4 sheet), not for the
 * screen it was on: a web laid out 1,200 px wide and shrunk onto paper prints its labels at 6 pt.
 */
const PRINT_WIDTH = 600;

/**
 * An overview draws its nodes this many per frame: 20,000 at once would hold the main thread for
 * seconds (a frozen tab); in steps, the rings, the hub and the first nodes show at once and the
 * rest follow within a few frames, each a short task.
 */
const NODES_PER_FRAME = 3000;

/** The most neighbours of a selection whose hidden labels are called out on the web. */
const MAX_CALLOUTS = 24;

/** The most connections the panel lists by name; the rest are counted ("and 40 more"). */
const PANEL_CONNECTIONS = 60;

/** Where each navigation key moves focus, from the focused node's index among `count` (wrapping). */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  ArrowUp: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * An interactive web of interdependent requirements: the shared component (the
 * hub) with the requirements tied to it and to each other. Selecting a
 * requirement highlights what it is connected to and explains it, and says so
 * in one sentence to a screen reader. From 2,000 requirements or 8,000 links the
 * web is an overview (rings, edges only for the selection); limits: 20,000
 * requirements, 200,000 links, labels of 1,000 characters. Sizes follow the
 * host's `font-size`; printed, the web is laid out for the page.
 *
 * @tag requirement-web
 * @summary Requirements that look independent, drawn around the one decision they share.
 *
 * @csspart web - The `<svg>` of the web.
 * @csspart hub - The shared component in the middle (radial) or on the right (flow).
 * @csspart node - One requirement (a `<g>` with `data-id`, a toggle button; its circles are placed by `cx`/`cy`).
 * @csspart edge - One edge: requirement to hub (`.hub-edge`) or requirement to requirement (`.link`).
 * @csspart detail - The panel about the selected requirement (beside the web from 38em, else under it).
 * @csspart toolbar - The buttons under the web: "Show as list", "Download SVG", "Download PNG".
 *
 * @cssprop --requirement-web-edge - Colour of the edges to the hub and an overview's rings (default: a grey at 4.5:1, light and dark).
 * @cssprop --requirement-web-link - Colour of the links between requirements (default: `--csw-muted`).
 * @cssprop --requirement-web-node - Fill of a requirement's dot (default: `--csw-surface`).
 * @cssprop --requirement-web-panel-width - Width of the panel beside the web, from 38em (default: `clamp(15em, 36%, 24em)`; a percentage is of the element's inner width).
 * @cssprop --csw-accent - Hub, selection and highlighted edges.
 *
 * @fires requirement-select - A reader selected a requirement or cleared the selection; `detail: { id, connected }` (`id` is null when cleared).
 * @fires csw-error - Bad input, a `selected` id that names no requirement, or an unknown `layout`; `detail.message` says what.
 *
 * @slot - Fallback content shown before the data arrives and to readers without JavaScript.
 */
export class RequirementWeb extends CswElement<RequirementWebData, RequirementWebInput> {
  static override styles = [hostStyles, requirementWebStyles];

  #layout?: WebLayout;
  /**
   * Each requirement's connections: all of them, built with the data, for webs drawn whole; for an
   * overview, each built when first asked for (a selection), and only the counts up front:
   * 200,000 links make 400,000 entries nobody reads until they select.
   */
  #connections = new Map<string, Connection[]>();
  #allConnections = true;
  #degree = new Map<string, number>();
  /** Each requirement's place in the data, which is also its node's place in the drawing. */
  #indexById = new Map<string, number>();
  #measure?: MeasureText;
  /** The column the web is laid out for, and the font: watched (see WebRoom). */
  #room = new WebRoom(this, () => this.printing);
  /** The selection shown: `selected` when it names a requirement, else null. */
  #current: string | null = null;
  /** The id the reader last selected (not the author): new data without it clears it quietly. */
  #readerSelection: string | null = null;
  /** The host's font size in px, which every length of the drawing follows. */
  #em = 16;
  /**
   * The first update of an element the server rendered (declarative shadow DOM) draws what the
   * server drew (default width, estimated text), so hydration matches; the next lays it out for
   * the browser's real width and font.
   */
  #serverFrame = false;
  /** How many of the layout's nodes are drawn (all, but while an overview is drawn in steps). */
  #nodesDrawn = 0;

  /**
   * Where the finger touched down. A tap's click comes where the browser moved it (Chrome's touch
   * adjustment snaps it onto some clickable thing near the finger, not the nearest), so the
   * nearest node is found from the finger's own point.
   */
  #touchPoint?: { x: number; y: number };

  /**
   * The node holding the one tab stop of the web (roving tabindex): the last
   * focused or selected. Not reactive: it changes along with `focusedId` or
   * the selection, which re-render.
   */
  #tabStop: string | null = null;

  /** The node focus is on, if any (its callout and ring show while it is). */
  @state() private focusedId: string | null = null;
  @state() private hoverId: string | null = null;
  @state() private listOpen = false;
  /** Focus is on a node and came from the keyboard: the hint on arrow keys shows. */
  @state() private keyboardFocus = false;

  /** Id of the selected requirement; reflects the reader's selection, and setting it selects. */
  @property({ reflect: true }) selected: string | null = null;

  /** `radial` (hub in the middle) or `flow` (requirements left, hub right). */
  @property() layout: RequirementWebLayout = 'radial';

  constructor() {
    super();
    // Escape anywhere in the element (a node, the toolbar, the panel) clears the selection. On the
    // host, so one listener hears them all; the base keeps the other keys from the page, not Escape.
    // (Not on a server: nothing is pressed there.)
    if (!isServer) this.addEventListener('keydown', (event) => this.#handleEscape(event));
  }

  protected parseData(raw: unknown): RequirementWebData {
    return parseRequirementWeb(raw);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const value = this.value;
    const dataChanged = changed.has('value');
    // Re-checked with new data too: valid data clears the error panel.
    if (dataChanged || changed.has('layout')) {
      // No layout (the attribute removed) is the default, radial.
      const known = !this.layout || REQUIREMENT_WEB_LAYOUTS.includes(this.layout);
      this.flagAttribute('layout', known ? '' : `layout: expected "radial" or "flow", got ${describeValue(this.layout)}`);
    }
    const fontChanged = this.#room.takeFontChange();
    if (dataChanged) {
      this.#allConnections = !value || (value.requirements.length < OVERVIEW_REQUIREMENTS && value.links.length < OVERVIEW_LINKS);
      this.#connections = value && this.#allConnections ? connectionsById(value) : new Map();
      this.#degree = new Map();
      if (value && !this.#allConnections) {
        for (const { source, target } of value.links) {
          this.#degree.set(source, (this.#degree.get(source) ?? 0) + 1);
          this.#degree.set(target, (this.#degree.get(target) ?? 0) + 1);
        }
      }
      this.#indexById = new Map();
      value?.requirements.forEach((r, i) => this.#indexById.set(r.id, i));
      if (this.#indexOf(this.#tabStop) < 0) this.#tabStop = null;
    }
    // The list names every requirement's connections: an overview builds them all once, when opened.
    if (value && this.listOpen && !this.#allConnections) {
      this.#connections = connectionsById(value);
      this.#allConnections = true;
    }
    // A server has no styles, canvas or width: it draws at DEFAULT_WIDTH, 16 px text, estimated widths
    // (the viewBox scales that picture to the element), and so does a hydrating browser's first frame.
    const wasServerFrame = this.#serverFrame;
    this.#serverFrame = !isServer && !this.hasUpdated && !!this.shadowRoot?.firstChild;
    const guess = isServer || this.#serverFrame;
    let relayout = dataChanged || fontChanged || wasServerFrame || changed.has('layout');
    if (guess) {
      this.#measure = estimateTextWidth;
      this.#em = 16;
    } else if (dataChanged || fontChanged || wasServerFrame) {
      const style = getComputedStyle(this);
      this.#measure = canvasMeasure(style.fontFamily || 'sans-serif');
      this.#em = parseFloat(style.fontSize) || 16;
    }
    // Laid out for the width of its column, measured when the room may have changed: new data, a
    // new font, the end of printing, a new container width (the base's observer) or a new column
    // width without one (a wider panel beside it: see WebRoom). Before the column exists
    // it is guessed (and checked once drawn); while hidden (width 0) the last layout stays.
    // Printed, the web stands under its panel (see the styles), laid out for the page.
    const room = this.#room;
    let width = room.laidOutFor;
    const columnChanged = room.takeColumnChange();
    room.guessed = false;
    if (!value || guess) width = DEFAULT_WIDTH;
    else if (this.printing) width = Math.min(guessColumnWidth(this.clientWidth, this.#em, false) || PRINT_WIDTH, PRINT_WIDTH);
    else if (!width || relayout || columnChanged || changed.has('containerWidth') || changed.has('printing')) {
      const measured = room.columnWidth();
      room.guessed = !measured && !width;
      width = measured || width || guessColumnWidth(this.clientWidth, this.#em, true) || DEFAULT_WIDTH;
    }
    if (width !== room.laidOutFor) relayout = true;
    if (value && relayout) {
      room.laidOutFor = width;
      // A new layout is drawn again in steps; one already drawn (a resize) at once.
      const count = value.requirements.length;
      // (A server draws them all: no reader waits on its thread, and hydration must match it.)
      if (dataChanged || !this.#nodesDrawn) this.#nodesDrawn = guess ? count : Math.min(count, NODES_PER_FRAME);
      this.#layout = value.requirements.length
        ? layoutRequirementWeb({
            ...value,
            kind: this.layout === 'flow' ? 'flow' : 'radial',
            width,
            measure: this.#measure!,
            em: this.#em,
          })
        : undefined;
    }
    if (dataChanged || changed.has('selected')) {
      let id = this.selected || null;
      if (id !== null && id === this.#readerSelection && !this.#indexById.has(id)) {
        // New data without the requirement the reader picked: nothing is wrong, the selection just ends.
        this.selected = id = this.#readerSelection = null;
      }
      const known = id !== null && this.#indexById.has(id);
      // Before the data arrives there is nothing to check against: keep the id for later.
      this.flagAttribute('selected', value && id !== null && !known ? `selected: no requirement with id "${id}"` : '');
      this.#current = known ? id : null;
    }
  }

  /** The place of requirement `id` in the data, or -1 (no such requirement, or none). */
  #indexOf(id: string | null | undefined): number {
    return this.#indexById.get(id ?? '') ?? -1;
  }

  /** The ids of the requirements linked to `id`, in data order. */
  #neighbours(id: string | null): string[] {
    return this.#connectionsOf(id).map((c) => c.id);
  }

  /** The requirements linked to `id` with what each link says, in data order. */
  #connectionsOf(id: string | null): Connection[] {
    const value = this.value;
    if (!value || id === null || !this.#indexById.has(id)) return [];
    let list = this.#connections.get(id);
    if (!list) {
      // One pass over the links for this requirement alone (an overview: see #connections).
      list = [];
      for (const link of value.links) {
        if (link.source === id) list.push({ id: link.target, label: link.label });
        else if (link.target === id) list.push({ id: link.source, label: link.label });
      }
      list.sort((a, b) => this.#indexOf(a.id) - this.#indexOf(b.id));
      this.#connections.set(id, list);
    }
    return list;
  }

  /** What requirement `id` is tied to, in words ("3 connected requirements", "shares … with 4 other requirements"). */
  #relation(id: string): string {
    const value = this.value!;
    const count = this.#allConnections ? (this.#connections.get(id)?.length ?? 0) : (this.#degree.get(id) ?? 0);
    return relationText(count, value.hub.label, value.requirements.length);
  }

  /** A reader's selection (never the author's: that goes through `selected`), told to a screen reader in one sentence. */
  #select(id: string | null): void {
    if (id === this.#current) return;
    this.selected = id;
    this.#current = id;
    this.#readerSelection = id;
    if (id) this.#tabStop = id;
    // The panel's text stays to be read at the reader's pace; only what changed is said.
    this.announce(id ? `${this.value!.requirements[this.#indexOf(id)]!.label} selected: ${this.#relation(id)}.` : 'Selection cleared.');
    emit<RequirementSelectDetail>(this, 'requirement-select', { id, connected: this.#neighbours(id) });
  }

  /** Selects `id`, or clears the selection when `id` is already selected. */
  #toggle(id: string | null): void {
    this.#select(id === this.#current ? null : id);
  }

  /** The id of the node an event happened on, found from the event's target (never from coordinates: slides scale). */
  #idOf(event: Event, under = event.target as Element | null): string | null {
    // A node, or its label (part of its target: a finger lands on the words as often as on the dot).
    const target = under?.closest<SVGElement>('[part="node"], [data-for]');
    return target?.dataset.id ?? target?.dataset.for ?? null;
  }

  #focusNode(index: number): void {
    this.renderRoot.querySelectorAll<SVGGElement>('[part="node"]')[index]?.focus();
  }

  // Lit calls these listeners with the element as `this`.

  #handlePointerDown(event: PointerEvent): void {
    this.#touchPoint = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : undefined;
  }

  // A click on the background clears; a click on the selected node toggles it off.
  // A finger covers several dots of a dense web, which has no room for 44 px circles: a tap goes to
  // the nearest node within 22 px each way (a tap on a label keeps its node). What a tap is on is
  // found at the finger's own point: the click comes where the browser moved it (Chrome's touch
  // adjustment snaps it onto some clickable thing nearby, not the nearest). The point is taken into
  // the drawing by the SVG's box on screen, in client px, so a slide's transform or zoom is included.
  #handleClick(event: MouseEvent): void {
    const nodes = this.#layout!.nodes;
    const touch = (event as PointerEvent).pointerType === 'touch';
    const { x, y } = (touch && this.#touchPoint) || { x: event.clientX, y: event.clientY };
    this.#touchPoint = undefined;
    const under = touch ? (this.renderRoot as ShadowRoot).elementFromPoint(x, y) : (event.target as Element);
    const box = this.renderRoot.querySelector('svg')!.getBoundingClientRect();
    const k = box.width / this.#layout!.width;
    const nearest = touch && !under?.closest('[data-for]') ? nearestNode(nodes, (x - box.left) / k, (y - box.top) / k + this.#layout!.top, 22 / k) : -1;
    this.#toggle(nodes[nearest]?.id ?? this.#idOf(event, under));
  }

  #handleKeydown(event: KeyboardEvent): void {
    const id = this.#idOf(event);
    const move = FOCUS_MOVES[event.key];
    if (id && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.#toggle(id);
    } else if (id && move) {
      // (The base keeps the key from a slide deck; this keeps it from scrolling the page.)
      event.preventDefault();
      this.#focusNode(move(this.#indexOf(id), this.#indexById.size));
    }
  }

  /** With nothing selected, Escape is left to the page (a deck may use it). */
  #handleEscape(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || this.#current === null) return;
    event.preventDefault();
    event.stopPropagation();
    // The panel is about to empty under a reader who was in it: continue from the node.
    const fromPanel = event.composedPath().some((node) => node instanceof Element && node.matches('[part="detail"]'));
    this.#select(null);
    if (fromPanel) this.#focusNode(this.#indexOf(this.#tabStop));
  }

  #handleFocusIn(event: FocusEvent): void {
    const id = this.#idOf(event);
    if (id) this.#tabStop = id;
    this.focusedId = id;
    // The keyboard hint is for keyboard readers: not shown when a click put focus there.
    this.keyboardFocus = !!id && (event.target as Element).matches(':focus-visible');
  }

  #handleFocusOut(): void {
    this.focusedId = null;
    this.keyboardFocus = false;
  }

  #handlePointerOver(event: PointerEvent): void {
    this.hoverId = this.#idOf(event);
  }

  #handlePointerLeave(): void {
    this.hoverId = null;
  }

  async #handleConnectionClick(event: Event): Promise<void> {
    const id = (event.currentTarget as HTMLElement).dataset.id!;
    this.#select(id);
    // The panel is about to change under the reader: continue from the node just selected.
    await this.updateComplete;
    this.#focusNode(this.#indexOf(id));
  }

  /** Saves the current view, selection included, as `<title>.svg` or `.png`. */
  async #handleDownload(event: Event): Promise<void> {
    const format = (event.currentTarget as HTMLElement).dataset.format as 'svg' | 'png';
    // The buttons are drawn with the web, so both are there.
    const web = this.renderRoot.querySelector<SVGSVGElement>('svg[part="web"]')!;
    const base = this.renderRoot.querySelector('.base')!;
    const name = `${fileSlug(this.value!.title || this.value!.hub.label, 'requirement-web')}.${format}`;
    try {
      const image = serializeSvg(web, getComputedStyle(base).backgroundColor);
      if (format === 'svg') downloadFile(name, image.text, 'image/svg+xml');
      else downloadFile(name, await svgToPng(image), 'image/png');
    } catch (error) {
      this.reportError(`Download ${format.toUpperCase()}: ${errorMessage(error)}`);
    }
  }

  #toggleList(): void {
    this.listOpen = !this.listOpen;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Hydrated as the server drew it: now lay it out for this browser.
    if (this.#serverFrame) this.requestUpdate();
    const total = this.#layout?.nodes.length ?? 0;
    if (this.#nodesDrawn < total) {
      requestAnimationFrame(() => {
        this.#nodesDrawn = Math.min(total, this.#nodesDrawn + NODES_PER_FRAME);
        this.requestUpdate();
      });
    }
  }

  protected renderView(value: RequirementWebData): TemplateResult {
    const layout = this.#layout;
    const count = value.requirements.length;
    // The graphic comes first, in reading and tab order: the toolbar is about it, and the panel
    // about a selection in it (beside it in a wide container, see the styles).
    return html`
      <span class="font-probe" aria-hidden="true">Requirement web · Mg</span>
      ${value.title ? this.renderHeading(value.title) : nothing}
      <div class="body">
        <p class="summary muted" ?hidden=${!value.summary}>${value.summary}</p>
        ${layout
          ? html`${layout.overview
                ? html`<p class="overview-note muted">
                    ${formatCount(count)} requirements and ${formatCount(value.links.length)} links are too many to draw
                    every tie: each requirement is a dot on its ring; select one to see its links.
                  </p>`
                : nothing}
              ${this.#renderWeb(value, layout)}
              <div part="toolbar" class="toolbar no-print">
                <button class="button" type="button" aria-expanded=${String(this.listOpen)} aria-controls="list" @click=${this.#toggleList}>
                  ${this.listOpen ? 'Hide list' : 'Show as list'}
                </button>
                ${['svg', 'png'].map(
                  (format) =>
                    html`<button class="button" type="button" data-format=${format} @click=${this.#handleDownload}>Download ${format.toUpperCase()}</button>`,
                )}
              </div>
              ${this.#renderDetail(value)} ${this.#renderList(value, layout)}`
          : html`<p class="empty">No requirements to show.</p>`}
      </div>
    `;
  }

  /**
   * Nodes are placed by their circles' `cx`/`cy`, never by a `transform` on each `<g>`: thousands
   * of transformed groups cost Chrome time that grows faster than their number (5,000: seconds).
   */
  #renderWeb(value: RequirementWebData, layout: WebLayout): TemplateResult {
    const current = this.#current;
    const neighbours = new Set(this.#neighbours(current));
    const tabStop = this.#tabStop ?? current ?? layout.nodes[0]!.id;
    const count = layout.nodes.length;
    const k = layout.scale;
    // Large webs skip the wider invisible hit circles: a thousand more shapes to lay out, and
    // their targets would overlap their neighbours' anyway.
    const dense = count > 150;
    const about = `${formatCount(count)} requirement${count === 1 ? '' : 's'} sharing ${value.hub.label}`;
    // Listeners sit on a wrapper: on the <svg> itself they would make Chrome add it to the tab order.
    return html`<div
      class="web-wrap"
      @click=${this.#handleClick}
      @keydown=${this.#handleKeydown}
      @focusin=${this.#handleFocusIn}
      @focusout=${this.#handleFocusOut}
      @pointerdown=${this.#handlePointerDown}
      @pointerover=${this.#handlePointerOver}
      @pointerleave=${this.#handlePointerLeave}
    ><p id="hint" class="hint" aria-hidden="true" ?hidden=${!this.keyboardFocus}>← → Arrow keys move between requirements · Enter selects · Esc clears</p
    ><span id="about" hidden>${about}</span><svg
      part="web"
      class=${dense || layout.links.length > 150 ? 'web dense' : 'web'}
      role="group"
      aria-labelledby=${value.title ? 'title' : nothing}
      aria-label=${value.title ? nothing : `Requirement web: ${about}`}
      aria-describedby="about hint"
      viewBox="0 ${layout.top} ${layout.width} ${layout.height}"
      font-size=${layout.fontSize}
    >
      <g class="edges" aria-hidden="true">
        ${guard([layout], () => [
          layout.rings.map((ring) => svg`<ellipse class="ring" cx=${layout.hub.x} cy=${layout.hub.y} rx=${ring.a} ry=${ring.b}></ellipse>`),
          layout.hubEdges.map((e) => svg`<path part="edge" class="edge hub-edge" data-source=${e.source} data-target=${e.target} d=${e.d}></path>`),
          layout.links.map((e) => svg`<path part="edge" class="edge link" data-source=${e.source} data-target=${e.target} d=${e.d}></path>`),
        ])}
      </g>
      <g class="nodes">
        ${(this.#nodesDrawn < count ? layout.nodes.slice(0, this.#nodesDrawn) : layout.nodes).map(
          (node, i) => svg`<g
            part="node"
            class="node"
            data-id=${node.id}
            role="button"
            tabindex=${node.id === tabStop ? 0 : -1}
            aria-pressed=${String(node.id === current)}
            aria-label="${value.requirements[i]!.label} (${this.#relation(node.id)})"
          >${dense ? nothing : svg`<circle class="hit" cx=${node.x} cy=${node.y} r=${node.r + 5 * k}></circle>`}<circle
              class="dot"
              cx=${node.x}
              cy=${node.y}
              r=${node.r}
            ></circle></g>`,
        )}
      </g>
      ${current ? this.#renderHighlightedEdges(layout, current) : nothing}
      <g part="hub" class="hub" aria-hidden="true">
        <rect x=${layout.hub.box.x} y=${layout.hub.box.y} width=${layout.hub.box.width} height=${layout.hub.box.height} rx=${8 * k}></rect>
        ${this.#renderLabel(layout.hub.label, layout, 'hub-label')}
      </g>
      ${current ? this.#renderHighlightedNodes(layout, current, neighbours) : nothing}
      ${this.#renderNodeLabels(layout, current, neighbours)} ${this.#renderFocusRing(layout)}
      <g class="callouts" aria-hidden="true">${this.#renderCallouts(layout, current, neighbours)}</g>
    </svg></div>`;
  }

  /**
   * A selection veils the whole web and draws its edges again on top, thicker.
   * One veil instead of dimming each node and edge: changing the opacity of
   * thousands of SVG shapes makes Chrome lay the whole drawing out again
   * (~1 s at 1,044 requirements); a veil and a few copies cost next to nothing.
   * Edges are drawn from the layout's path functions, so an overview (no edges at rest) draws
   * the selection's too.
   */
  #renderHighlightedEdges(layout: WebLayout, current: string) {
    const from = this.#indexOf(current);
    return svg`<rect class="veil" x="0" y=${layout.top} width=${layout.width} height=${layout.height}></rect>
      <g class="highlight" aria-hidden="true">
        <path class="hl hub-edge" d=${layout.hubEdgePath(from)}></path>
        ${this.#neighbours(current).map((id) => svg`<path class="hl link" d=${layout.linkPath(from, this.#indexOf(id))}></path>`)}
      </g>`;
  }

  /** The selected node and its neighbours again, above the veil (they take no clicks: the nodes below do). */
  #renderHighlightedNodes(layout: WebLayout, current: string, neighbours: Set<string>) {
    return svg`<g class="highlight-nodes" aria-hidden="true">
      ${[current, ...neighbours].map((id) => {
        const node = layout.nodes[this.#indexOf(id)]!;
        return svg`<g class=${id === current ? 'copy selected' : 'copy neighbour'} data-copy-of=${id}
          ><circle class="dot" cx=${node.x} cy=${node.y} r=${node.r}></circle></g
        >`;
      })}
    </g>`;
  }

  /** The focused node's ring, drawn on top of everything so a selection's veil never hides it. */
  #renderFocusRing(layout: WebLayout) {
    const node = layout.nodes[this.#indexOf(this.focusedId)];
    return node ? svg`<circle class="focus-ring" aria-hidden="true" cx=${node.x} cy=${node.y} r=${node.r + 5 * layout.scale}></circle>` : nothing;
  }

  /** Labels that did not fit (or were shortened), shown in full for the hovered, focused and selected nodes and the selection's neighbours. */
  #renderCallouts(layout: WebLayout, current: string | null, neighbours: Set<string>) {
    // First come, first placed: the node the reader points at wins the best spot. A selection with
    // hundreds of neighbours names the first few: placing each against every other is quadratic.
    const active = new Set([this.hoverId, this.focusedId, current, ...[...neighbours].slice(0, MAX_CALLOUTS)]);
    const requests = [...active].flatMap((id) => {
      const index = this.#indexOf(id);
      const label = layout.nodes[index]?.label;
      return index >= 0 && (!label || label.truncated) ? [{ index, label: this.value!.requirements[index]!.label }] : [];
    });
    return placeCallouts(layout, requests, this.#measure!).map((placement) => this.#renderLabel(placement, layout, 'label callout'));
  }

  /**
   * The labels at rest, in a layer of their own above the selection's edges (their halo hides a
   * highlighted line where it passes under a label) rather than inside each node's
   * `<g role="button">`: the node's `aria-label` is its name, and a label drawn inside it but
   * shortened ("Minimum / allocation per…") or split into lines would not match that name
   * (WCAG 2.5.3; axe's label-content-name-mismatch reads text even under aria-hidden).
   * Each label belongs to its node's target (`data-for`): a click or tap on the words selects.
   * During a selection, the selection's labels are bold and the rest muted (still 4.5:1).
   */
  #renderNodeLabels(layout: WebLayout, current: string | null, neighbours: Set<string>) {
    const rest = current ? 'label faded' : 'label';
    return svg`<g class="node-labels" aria-hidden="true">${layout.nodes.map((node) =>
      node.label
        ? this.#renderLabel(node.label, layout, node.id === current || neighbours.has(node.id) ? 'label lit' : rest, node.id)
        : nothing,
    )}</g>`;
  }

  /** A label's lines; `id` makes it part of that node's target. */
  #renderLabel(label: LabelPlacement, layout: WebLayout, className: string, id?: string) {
    const x = label.x;
    const lines = label.lines;
    return svg`<text class=${className} data-for=${id ?? nothing} x=${x} y=${label.y} text-anchor=${label.anchor}>${
      lines.length === 1 ? lines[0] : lines.map((text, i) => svg`<tspan x=${x} dy=${i ? layout.lineHeight : 0}>${text}</tspan>`)
    }</text>`;
  }

  #renderDetail(value: RequirementWebData): TemplateResult {
    const requirement = value.requirements[this.#indexOf(this.#current)];
    const connections = this.#connectionsOf(requirement?.id ?? null);
    const shown = connections.slice(0, PANEL_CONNECTIONS);
    // No aria-live: a selection is announced in one sentence (see #select); the panel's ~50 words
    // stay here for a reader to move through at their own pace.
    return html`<div part="detail" class="detail">
      ${requirement
        ? html`<p class="eyebrow muted">${requirement.label}</p>
            <p class="heading" ?hidden=${!requirement.heading}>${requirement.heading}</p>
            <p class="text" ?hidden=${!requirement.detail}>${requirement.detail}</p>
            <p class="count">
              ${connections.length
                ? html`<strong>${this.#relation(requirement.id)}</strong><span class="muted"> · every requirement also shares ${value.hub.label}</span>`
                : html`<strong>${capitalise(this.#relation(requirement.id))}</strong>`}
            </p>
            ${shown.length
              ? html`<ul class="connections toolbar">
                  ${shown.map(
                    (c) => html`<li class="toolbar">
                      <button class="button" type="button" data-id=${c.id} @click=${this.#handleConnectionClick}>
                        ${value.requirements[this.#indexOf(c.id)]!.label}
                      </button>
                      ${c.label ? html`<span class="muted">${c.label}</span>` : nothing}
                    </li>`,
                  )}
                  ${connections.length > shown.length
                    ? html`<li class="muted">and ${formatCount(connections.length - shown.length)} more (see the list)</li>`
                    : nothing}
                </ul>`
              : nothing}`
        : html`<p class="muted">Select a requirement to see its connections. All ${formatCount(value.requirements.length)} share ${value.hub.label}.</p>`}
    </div>`;
  }

  /**
   * The text alternative: every requirement with what it is connected to. Visible with "Show as
   * list". An overview's list (thousands of items) is built only when opened: its nodes are named
   * buttons already, and building the list would cost more than the web.
   */
  #renderList(value: RequirementWebData, layout: WebLayout): TemplateResult {
    const build = this.listOpen || !layout.overview;
    return html`<div id="list" class=${this.listOpen ? 'list' : 'list sr-only'}>
      <p class="list-title">${formatCount(value.requirements.length)} requirements, all tied to ${value.hub.label}</p>
      ${build
        ? html`<ul>
            ${guard([value], () =>
              value.requirements.map((r) => {
                const names = this.#neighbours(r.id).map((id) => value.requirements[this.#indexOf(id)]!.label);
                return html`<li>
                  <strong>${r.label}</strong>: ${names.length ? `connected to ${names.join(', ')}` : this.#relation(r.id)}.
                  ${r.heading}
                </li>`;
              }),
            )}
          </ul>`
        : nothing}
    </div>`;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
