import { html, isServer, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { CswElement } from '../../internal/csw-element.js';
import { downloadFile, fileSlug } from '../../internal/download.js';
import { emit } from '../../internal/emit.js';
import { serializeSvg, svgToPng } from '../../internal/export-image.js';
import { errorMessage } from '../../lib/json.js';
import { describeValue } from '../../lib/validate.js';
import { connectedCountText, connectionsById, parseRequirementWeb, type Connection, type RequirementWebData } from '../../lib/requirement-graph.js';
import { layoutRequirementWeb, placeCallouts, type LabelPlacement, type NodeLayout, type WebLayout } from '../../lib/requirement-layout.js';
import { estimateTextWidth, type MeasureText } from '../../lib/text-fit.js';
import { hostStyles } from '../../styles/host.styles.js';
import { requirementWebStyles } from './requirement-web.styles.js';
import { REQUIREMENT_WEB_LAYOUTS, type RequirementSelectDetail, type RequirementWebLayout } from './requirement-web.types.js';
import type { RequirementWebInput } from './requirement-web.types.js';

let canvasContext: CanvasRenderingContext2D | undefined;

/** Measures text with a canvas in the element's own font, so labels are placed by their real width. */
function canvasMeasure(fontFamily: string): MeasureText {
  // A DOM-less host (jsdom: no ResizeObserver, and a canvas that only logs "not implemented") estimates.
  if (typeof ResizeObserver !== 'function') return estimateTextWidth;
  // A new canvas always has a 2D context to give.
  const context = (canvasContext ??= document.createElement('canvas').getContext('2d')!);
  // Setting `font` parses it: only when it changes. Widths are remembered (wrapping asks again and again).
  const widths = new Map<string, number>();
  return (text, fontSize, bold = false) => {
    const font = `${bold ? 'bold ' : ''}${fontSize}px ${fontFamily}`;
    const key = `${font}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      if (context.font !== font) context.font = font;
      width = context.measureText(text).width;
      widths.set(key, width);
    }
    return width;
  };
}

/**
 * The drawing is as wide as a container `width` px wide minus the panel's border
 * and padding; the SVG then scales by its viewBox, so a few px of error only
 * scale the picture. Hidden (width 0): a typical column, until shown.
 */
function drawingWidth(width: number): number {
  return width > 0 ? width - 2 - 2 * Math.min(24, Math.max(12, width * 0.025)) : 640;
}

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
 * requirement highlights what it is connected to and explains it.
 *
 * @tag requirement-web
 * @summary Requirements that look independent, drawn around the one decision they share.
 *
 * @csspart base - The wrapper around the element's content.
 * @csspart web - The `<svg>` of the web.
 * @csspart hub - The shared component in the middle (radial) or on the right (flow).
 * @csspart node - One requirement (a `<g>` with `data-id`, a toggle button).
 * @csspart edge - One edge: requirement to hub (`.hub-edge`) or requirement to requirement (`.link`).
 * @csspart detail - The panel about the selected requirement.
 * @csspart error - The error panel shown over the last valid web.
 *
 * @cssprop --requirement-web-edge - Colour of the edges to the hub (default: `--csw-border`).
 * @cssprop --requirement-web-link - Colour of the links between requirements (default: `--csw-muted`).
 * @cssprop --requirement-web-node - Fill of a requirement's dot (default: `--csw-surface`).
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
  #connections = new Map<string, Connection[]>();
  /** Each requirement's place in the data, which is also its node's place in the drawing. */
  #indexById = new Map<string, number>();
  #measure?: MeasureText;
  /** The container width the web was laid out for. */
  #layoutWidth = 0;
  /**
   * Labels are placed by their measured width, so a change of font after the data arrived
   * (`--csw-font-family` set later, a web font that finishes loading, a deck's theme) must lay the
   * web out again. No event says so; a hidden sample of text in the element's font changes size,
   * and a ResizeObserver on it does.
   */
  #fontObserver?: ResizeObserver;
  #fontProbe?: Element;
  #fontProbeWidth = 0;
  #fontChanged = false;
  /** The selection shown: `selected` when it names a requirement, else null. */
  #current: string | null = null;
  /** The id the reader last selected (not the author): new data without it clears it quietly. */
  #readerSelection: string | null = null;

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

  /** Id of the selected requirement; reflects the reader's selection, and setting it selects. */
  @property({ reflect: true }) selected: string | null = null;

  /** `radial` (hub in the middle) or `flow` (requirements left, hub right). */
  @property() layout: RequirementWebLayout = 'radial';

  constructor() {
    super();
    // Escape anywhere in the element (a node, the toolbar, the panel) clears the selection. On the
    // host, so one listener hears them all; the base keeps the other keys from the page, not Escape.
    this.addEventListener('keydown', (event) => this.#handleEscape(event));
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
    const fontChanged = this.#fontChanged;
    this.#fontChanged = false;
    if (dataChanged) {
      this.#connections = value ? connectionsById(value) : new Map();
      this.#indexById = new Map(value?.requirements.map((r, i) => [r.id, i]));
      if (this.#indexOf(this.#tabStop) < 0) this.#tabStop = null;
    }
    // A server has no canvas nor computed style: estimated widths there; the browser measures.
    if (dataChanged || fontChanged) this.#measure = isServer ? estimateTextWidth : canvasMeasure(getComputedStyle(this).fontFamily || 'sans-serif');
    // Laid out at the container's width, which the base's ResizeObserver reports (a frame later,
    // so a new height never resizes the element inside the observer's callback). Until it first
    // reports, the width is read at once, so the web never flashes at a default width; while
    // hidden (width 0) the last layout stays.
    // A server lays out at the default width (0: a typical column).
    const width = value && !isServer ? this.containerWidth || this.#layoutWidth || this.clientWidth : 0;
    if (value && (dataChanged || fontChanged || changed.has('layout') || width !== this.#layoutWidth)) {
      this.#layoutWidth = width;
      this.#layout = value.requirements.length
        ? layoutRequirementWeb({ ...value, kind: this.layout === 'flow' ? 'flow' : 'radial', width: drawingWidth(width), measure: this.#measure! })
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
    return (this.#connections.get(id ?? '') ?? []).map((c) => c.id);
  }

  #select(id: string | null): void {
    if (id === this.#current) return;
    this.selected = id;
    this.#current = id;
    this.#readerSelection = id;
    if (id) this.#tabStop = id;
    emit<RequirementSelectDetail>(this, 'requirement-select', { id, connected: this.#neighbours(id) });
  }

  /** Selects `id`, or clears the selection when `id` is already selected. */
  #toggle(id: string | null): void {
    this.#select(id === this.#current ? null : id);
  }

  /** The id of the node an event happened on, found from the event's target (never from coordinates: slides scale). */
  #idOf(event: Event): string | null {
    return (event.target as Element).closest<SVGGElement>('[part="node"]')?.dataset.id ?? null;
  }

  #focusNode(index: number): void {
    this.renderRoot.querySelectorAll<SVGGElement>('[part="node"]')[index]?.focus();
  }

  // Lit calls these listeners with the element as `this`.

  // A click on the background clears; a click on the selected node toggles it off.
  #handleClick(event: MouseEvent): void {
    this.#toggle(this.#idOf(event));
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
  }

  #handleFocusOut(): void {
    this.focusedId = null;
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
    const probe = this.renderRoot.querySelector('.font-probe') ?? undefined;
    // jsdom has no ResizeObserver (the base says so once); the web then keeps its first font.
    if (probe === this.#fontProbe || typeof ResizeObserver !== 'function') return;
    this.#fontObserver ??= new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]!.contentRect.width;
      // Zero while hidden: nothing to compare.
      if (!width) return;
      if (this.#fontProbeWidth && width !== this.#fontProbeWidth) {
        // In the next frame, as the base does with its own observer: laying the web out inside
        // this callback would resize what other observers watch ("ResizeObserver loop …").
        requestAnimationFrame(() => {
          this.#fontChanged = true;
          this.requestUpdate();
        });
      }
      this.#fontProbeWidth = width;
    });
    this.#fontObserver.disconnect();
    this.#fontProbe = probe;
    // The font the web was just laid out in; the observer's first report may already see a newer one.
    this.#fontProbeWidth = probe?.getBoundingClientRect().width ?? 0;
    if (probe) this.#fontObserver.observe(probe);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#fontObserver?.disconnect();
    this.#fontProbe = undefined;
  }

  protected renderView(value: RequirementWebData): TemplateResult {
    const layout = this.#layout;
    return html`
      <span class="font-probe" aria-hidden="true">Requirement web · Mg</span>
      <p class="title" ?hidden=${!value.title}>${value.title}</p>
      <p class="summary muted" ?hidden=${!value.summary}>${value.summary}</p>
      ${layout
        ? html`<div class="toolbar no-print">
              <button class="button" type="button" aria-expanded=${String(this.listOpen)} aria-controls="list" @click=${this.#toggleList}>
                ${this.listOpen ? 'Hide list' : 'Show as list'}
              </button>
              ${['svg', 'png'].map(
                (format) =>
                  html`<button class="button" type="button" data-format=${format} @click=${this.#handleDownload}>Download ${format.toUpperCase()}</button>`,
              )}
            </div>
            ${this.#renderWeb(value, layout)} ${this.#renderDetail(value)} ${this.#renderList(value)}`
        : html`<p class="empty">No requirements to show.</p>`}
    `;
  }

  #renderWeb(value: RequirementWebData, layout: WebLayout): TemplateResult {
    const current = this.#current;
    const neighbours = new Set(this.#neighbours(current));
    const tabStop = this.#tabStop ?? current ?? layout.nodes[0]!.id;
    const count = layout.nodes.length;
    // Large webs skip the wider invisible hit circles: a thousand more shapes to lay out, and
    // their targets would overlap their neighbours' anyway.
    const dense = count > 150;
    // Listeners sit on a wrapper: on the <svg> itself they would make Chrome add it to the tab order.
    return html`<div
      class="web-wrap"
      @click=${this.#handleClick}
      @keydown=${this.#handleKeydown}
      @focusin=${this.#handleFocusIn}
      @focusout=${this.#handleFocusOut}
      @pointerover=${this.#handlePointerOver}
      @pointerleave=${this.#handlePointerLeave}
    ><svg
      part="web"
      class=${dense || layout.links.length > 150 ? 'web dense' : 'web'}
      role="group"
      aria-label="Requirement web: ${count} requirement${count === 1 ? '' : 's'} sharing ${value.hub.label}"
      viewBox="0 0 ${layout.width} ${layout.height}"
      font-size=${layout.fontSize}
    >
      <g class="edges" aria-hidden="true">
        ${guard([layout], () => [
          layout.hubEdges.map((e) => svg`<path part="edge" class="edge hub-edge" data-source=${e.source} data-target=${e.target} d=${e.d}></path>`),
          layout.links.map((e) => svg`<path part="edge" class="edge link" data-source=${e.source} data-target=${e.target} d=${e.d}></path>`),
        ])}
      </g>
      <g class="nodes">
        ${layout.nodes.map(
          (node, i) => svg`<g
            part="node"
            class=${node.id === current || neighbours.has(node.id) ? 'node lit' : 'node'}
            data-id=${node.id}
            role="button"
            tabindex=${node.id === tabStop ? 0 : -1}
            aria-pressed=${String(node.id === current)}
            aria-label="${value.requirements[i]!.label} (${connectedCountText(this.#connections.get(node.id)?.length ?? 0).toLowerCase()})"
            transform="translate(${node.x} ${node.y})"
          >${dense ? nothing : svg`<circle class="hit" r=${node.r + 5}></circle>`}<circle class="dot" r=${node.r}></circle></g>`,
        )}
        ${this.#renderNodeLabels(layout, current, neighbours)}
      </g>
      ${current ? this.#renderHighlightedEdges(layout, current) : nothing}
      <g part="hub" class="hub" aria-hidden="true">
        <rect x=${layout.hub.box.x} y=${layout.hub.box.y} width=${layout.hub.box.width} height=${layout.hub.box.height} rx="8"></rect>
        ${this.#renderLabel(layout.hub.label, layout, 'hub-label')}
      </g>
      ${current ? this.#renderHighlightedNodes(layout, current, neighbours) : nothing} ${this.#renderFocusRing(layout)}
      <g class="callouts" aria-hidden="true">${this.#renderCallouts(layout, current, neighbours)}</g>
    </svg></div>`;
  }

  /**
   * A selection veils the whole web and draws its edges again on top, thicker.
   * One veil instead of dimming each node and edge: changing the opacity of
   * thousands of SVG shapes makes Chrome lay the whole drawing out again
   * (~1 s at 1,044 requirements); a veil and a few copies cost next to nothing.
   */
  #renderHighlightedEdges(layout: WebLayout, current: string) {
    const links = layout.links.filter((e) => e.source === current || e.target === current);
    return svg`<rect class="veil" x="0" y="0" width=${layout.width} height=${layout.height}></rect>
      <g class="highlight" aria-hidden="true">
        <path class="hl hub-edge" d=${layout.hubEdges[this.#indexOf(current)]!.d}></path>
        ${links.map((e) => svg`<path class="hl link" d=${e.d}></path>`)}
      </g>`;
  }

  /** The selected node and its neighbours again, above the veil (they take no clicks: the nodes below do). */
  #renderHighlightedNodes(layout: WebLayout, current: string, neighbours: Set<string>) {
    return svg`<g class="highlight-nodes" aria-hidden="true">
      ${[current, ...neighbours].map((id) => {
        const node = layout.nodes[this.#indexOf(id)]!;
        return svg`<g class=${id === current ? 'copy selected' : 'copy neighbour'} data-copy-of=${id} transform="translate(${node.x} ${node.y})"
          >${this.#renderDot(node, layout)}</g
        >`;
      })}
    </g>`;
  }

  /** The focused node's ring, drawn on top of everything so a selection's veil never hides it. */
  #renderFocusRing(layout: WebLayout) {
    const node = layout.nodes[this.#indexOf(this.focusedId)];
    return node ? svg`<circle class="focus-ring" aria-hidden="true" cx=${node.x} cy=${node.y} r=${node.r + 5}></circle>` : nothing;
  }

  /** Labels that did not fit (or were shortened), shown in full for the hovered, focused and selected nodes and the selection's neighbours. */
  #renderCallouts(layout: WebLayout, current: string | null, neighbours: Set<string>) {
    // First come, first placed: the node the reader points at wins the best spot.
    const active = new Set([this.hoverId, this.focusedId, current, ...neighbours]);
    const requests = [...active].flatMap((id) => {
      const index = this.#indexOf(id);
      const label = layout.nodes[index]?.label;
      return index >= 0 && (!label || label.truncated) ? [{ index, label: this.value!.requirements[index]!.label }] : [];
    });
    return placeCallouts(layout, requests, this.#measure!).map((placement) => this.#renderLabel(placement, layout, 'label callout'));
  }

  /**
   * The labels at rest, in a layer of their own after the nodes rather than inside each node's
   * `<g role="button">`: the node's `aria-label` is its name, and a label drawn inside it but
   * shortened ("Minimum / allocation per…") or split into lines would not match that name
   * (WCAG 2.5.3; axe's label-content-name-mismatch reads text even under aria-hidden).
   * Labels take no pointer events, so clicks still land on the nodes.
   */
  #renderNodeLabels(layout: WebLayout, current: string | null, neighbours: Set<string>) {
    return svg`<g class="node-labels" aria-hidden="true">${layout.nodes.map((node) =>
      node.label
        ? this.#renderLabel(node.label, layout, node.id === current || neighbours.has(node.id) ? 'label lit' : 'label')
        : nothing,
    )}</g>`;
  }

  /** A node's dot and its label, drawn inside a copy's translated `<g>`. */
  #renderDot(node: NodeLayout, layout: WebLayout) {
    return svg`<circle class="dot" r=${node.r}></circle>${node.label ? this.#renderLabel(node.label, layout, 'label', node) : nothing}`;
  }

  /** A label's lines; inside a node's `<g>`, `origin` is the node, to offset back to its origin. */
  #renderLabel(label: LabelPlacement, layout: WebLayout, className: string, origin = { x: 0, y: 0 }) {
    const x = label.x - origin.x;
    const lines = label.lines;
    return svg`<text class=${className} x=${x} y=${label.y - origin.y} text-anchor=${label.anchor}>${
      lines.length === 1 ? lines[0] : lines.map((text, i) => svg`<tspan x=${x} dy=${i ? layout.lineHeight : 0}>${text}</tspan>`)
    }</text>`;
  }

  #renderDetail(value: RequirementWebData): TemplateResult {
    const requirement = value.requirements[this.#indexOf(this.#current)];
    const connections = this.#connections.get(requirement?.id ?? '') ?? [];
    return html`<div part="detail" class="detail" aria-live="polite">
      ${requirement
        ? html`<p class="eyebrow muted">${requirement.label}</p>
            <p class="heading" ?hidden=${!requirement.heading}>${requirement.heading}</p>
            <p class="text" ?hidden=${!requirement.detail}>${requirement.detail}</p>
            <p class="count">
              <strong>${connectedCountText(connections.length)}</strong><span class="muted"> · every requirement also shares ${value.hub.label}</span>
            </p>
            ${connections.length
              ? html`<ul class="connections toolbar">
                  ${connections.map(
                    (c) => html`<li class="toolbar">
                      <button class="button" type="button" data-id=${c.id} @click=${this.#handleConnectionClick}>
                        ${value.requirements[this.#indexOf(c.id)]!.label}
                      </button>
                      ${c.label ? html`<span class="muted">${c.label}</span>` : nothing}
                    </li>`,
                  )}
                </ul>`
              : nothing}`
        : html`<p class="muted">Select a requirement to see its connections. All ${value.requirements.length} share ${value.hub.label}.</p>`}
    </div>`;
  }

  /** The text alternative: every requirement with what it is connected to. Visible with "Show as list". */
  #renderList(value: RequirementWebData): TemplateResult {
    return html`<div id="list" class=${this.listOpen ? 'list' : 'list sr-only'}>
      <p class="list-title">${value.requirements.length} requirements, all tied to ${value.hub.label}</p>
      <ul>
        ${guard([value], () =>
          value.requirements.map((r) => {
            const names = this.#neighbours(r.id).map((id) => value.requirements[this.#indexOf(id)]!.label);
            return html`<li>
              <strong>${r.label}</strong>: ${names.length ? `connected to ${names.join(', ')}` : 'no connected requirements'}.
              ${r.heading}
            </li>`;
          }),
        )}
      </ul>
    </div>`;
  }
}
