import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { CswElement } from '../../internal/csw-element.js';
import { downloadFile, fileSlug } from '../../internal/download.js';
import { emit } from '../../internal/emit.js';
import { serializeSvg, svgToPng } from '../../internal/export-image.js';
import { hostStyles } from '../../styles/host.styles.js';
import { connectedCountText, connectionsById, parseRequirementWeb, type Connection, type RequirementWebData } from '../../lib/requirement-graph.js';
import { layoutRequirementWeb, placeCallouts, type LabelPlacement, type WebLayout } from '../../lib/requirement-layout.js';
import { estimateTextWidth, type MeasureText } from '../../lib/text-fit.js';
import { requirementWebStyles } from './requirement-web.styles.js';
import { REQUIREMENT_WEB_LAYOUTS, type RequirementSelectDetail, type RequirementWebLayout } from './requirement-web.types.js';

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** Measures text with a canvas in the element's own font, so labels are placed by their real width. */
function canvasMeasure(fontFamily: string): MeasureText {
  canvasContext ??= document.createElement('canvas').getContext('2d');
  const context = canvasContext;
  if (!context || !fontFamily) return estimateTextWidth;
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
 * @fires csw-error - Bad input, or a `selected` id that names no requirement; `detail.message` says what.
 *
 * @slot - Fallback content shown before the data arrives and to readers without JavaScript.
 */
export class RequirementWeb extends CswElement<RequirementWebData> {
  static override styles = [hostStyles, requirementWebStyles];

  #layout?: WebLayout;
  #connections = new Map<string, Connection[]>();
  #labels = new Map<string, string>();
  #indexById = new Map<string, number>();
  #measure: MeasureText = estimateTextWidth;
  #attributeErrors = new Map<string, string>();
  #widthPending = false;

  /** The selection actually shown: `selected` when it names a requirement, else null. */
  @state() private current: string | null = null;
  /** The node holding the one tab stop of the web (roving tabindex). */
  @state() private focusId: string | null = null;
  @state() private hoverId: string | null = null;
  /** Whether focus is on a node (its callout shows while it is). */
  @state() private nodeFocused = false;
  @state() private listOpen = false;
  /**
   * The container width the web is laid out for. It follows `containerWidth`
   * a task later: a new layout changes the element's height, and doing that
   * inside the ResizeObserver's callback would be a resize loop.
   */
  @state() private layoutWidth = 0;

  /** Id of the selected requirement; reflects the reader's selection, and setting it selects. */
  @property({ reflect: true }) selected: string | null = null;

  /** `radial` (hub in the middle) or `flow` (requirements left, hub right). */
  @property() layout: RequirementWebLayout = 'radial';

  protected parseData(raw: unknown): RequirementWebData {
    return parseRequirementWeb(raw);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const value = this.value;
    const layoutChanged = changed.has('layout');
    // Re-checked with new data too: valid data clears the error panel.
    if (layoutChanged || changed.has('value')) {
      const bad = !REQUIREMENT_WEB_LAYOUTS.includes(this.layout);
      this.#flag('layout', bad ? `layout: expected "radial" or "flow", got "${String(this.layout)}"` : '');
    }
    if (changed.has('value')) {
      this.#connections = value ? connectionsById(value) : new Map();
      this.#labels = new Map(value?.requirements.map((r) => [r.id, r.label]));
      this.#indexById = new Map(value?.requirements.map((r, i) => [r.id, i]));
      if (this.focusId && !this.#labels.has(this.focusId)) this.focusId = null;
      this.#measure = canvasMeasure(getComputedStyle(this).fontFamily);
    }
    if (changed.has('containerWidth') && this.containerWidth !== this.layoutWidth) {
      this.#afterResize();
    }
    // The first layout reads the width at once, so the web never flashes at a default width
    // (but not from inside the ResizeObserver's callback, when a hidden element is shown).
    const fromObserver = changed.has('containerWidth') && changed.get('containerWidth') !== undefined;
    if (value && !this.layoutWidth && !fromObserver) this.layoutWidth = this.clientWidth;
    if (value && (changed.has('value') || layoutChanged || changed.has('layoutWidth'))) {
      this.#layout = value.requirements.length
        ? layoutRequirementWeb({
            hub: value.hub,
            requirements: value.requirements,
            links: value.links,
            kind: this.layout === 'flow' ? 'flow' : 'radial',
            width: this.#drawingWidth(),
            measure: this.#measure,
          })
        : undefined;
    }
    if (changed.has('selected') || changed.has('value')) {
      const id = this.selected || null;
      const known = id !== null && this.#labels.has(id);
      // Before the data arrives there is nothing to check against: keep the id for later.
      this.#flag('selected', id !== null && value && !known ? `selected: no requirement with id "${id}"` : '');
      this.current = known ? id : null;
    }
  }

  /**
   * Takes the new container width in a task of its own, after the
   * ResizeObserver's callbacks are done. A message, not a frame: frames pause
   * in a background tab, and a deck in one must still lay out.
   */
  #afterResize(): void {
    if (this.#widthPending) return;
    this.#widthPending = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      this.#widthPending = false;
      this.layoutWidth = this.containerWidth;
    };
    channel.port2.postMessage(null);
  }

  /**
   * Reports a problem with an attribute (not with the data), and clears it
   * again once the attribute is fixed, unless another error took its place.
   */
  #flag(attribute: 'layout' | 'selected', message: string): void {
    const previous = this.#attributeErrors.get(attribute);
    if (message) {
      this.#attributeErrors.set(attribute, message);
      this.reportError(message);
    } else if (previous) {
      this.#attributeErrors.delete(attribute);
      if (this.errorText === previous) this.errorText = '';
    }
  }

  /**
   * The drawing is as wide as the container minus the panel's border and
   * padding; the SVG then scales by its viewBox, so a few px of error only
   * scale the picture. Hidden (width 0): a typical column, until shown.
   */
  #drawingWidth(): number {
    const width = this.layoutWidth;
    if (width <= 0) return 640;
    return width - 2 - 2 * Math.min(24, Math.max(12, width * 0.025));
  }

  #select(id: string | null): void {
    if (id === this.current) return;
    this.selected = id;
    this.current = id;
    if (id) this.focusId = id;
    const connected = id ? (this.#connections.get(id) ?? []).map((c) => c.id) : [];
    emit<RequirementSelectDetail>(this, 'requirement-select', { id, connected });
  }

  /** The node an event happened on, found from the event's target (never from coordinates: slides scale). */
  #nodeOf(event: Event): SVGGElement | null {
    for (const target of event.composedPath()) {
      if (target instanceof SVGGElement && target.getAttribute('part') === 'node') return target;
      if (target === event.currentTarget) break;
    }
    return null;
  }

  #handleClick = (event: MouseEvent): void => {
    const node = this.#nodeOf(event);
    const id = node?.dataset.id ?? null;
    // A click on the background clears; a click on the selected node toggles it off.
    this.#select(id === this.current ? null : id);
  };

  #handleKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      if (this.current === null) return;
      event.preventDefault();
      event.stopPropagation();
      this.#select(null);
      return;
    }
    const node = this.#nodeOf(event);
    const nodes = this.#layout?.nodes;
    if (!node || !nodes) return;
    const index = this.#indexById.get(node.dataset.id ?? '') ?? 0;
    let next = -1;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (index + 1) % nodes.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (index - 1 + nodes.length) % nodes.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = nodes.length - 1;
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const id = node.dataset.id ?? null;
        this.#select(id === this.current ? null : id);
        return;
      }
      default:
        return;
    }
    // Arrows stay inside the web: a deck must not change slides while a reader moves between nodes.
    event.preventDefault();
    event.stopPropagation();
    this.focusId = nodes[next]!.id;
    this.#nodeElements()[next]?.focus();
  };

  #handleFocusIn = (event: FocusEvent): void => {
    const id = this.#nodeOf(event)?.dataset.id;
    if (id && id !== this.focusId) this.focusId = id;
    this.nodeFocused = Boolean(id);
  };

  #handleFocusOut = (): void => {
    this.nodeFocused = false;
  };

  #handlePointerOver = (event: PointerEvent): void => {
    const id = this.#nodeOf(event)?.dataset.id ?? null;
    if (id !== this.hoverId) this.hoverId = id;
  };

  #handlePointerLeave = (): void => {
    this.hoverId = null;
  };

  #handlePanelKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.current !== null) {
      event.stopPropagation();
      this.#select(null);
      this.#nodeElements()[this.#indexById.get(this.focusId ?? '') ?? -1]?.focus();
    }
  };

  #handleConnectionClick = async (event: Event): Promise<void> => {
    const id = (event.currentTarget as HTMLElement).dataset.id ?? null;
    this.#select(id);
    // The panel is about to change under the reader: continue from the node just selected.
    await this.updateComplete;
    this.#nodeElements()[this.#indexById.get(id ?? '') ?? -1]?.focus();
  };

  #nodeElements(): NodeListOf<SVGGElement> {
    return this.renderRoot.querySelectorAll<SVGGElement>('[part="node"]');
  }

  #exportSvg() {
    const web = this.renderRoot.querySelector<SVGSVGElement>('svg[part="web"]');
    const base = this.renderRoot.querySelector('.base');
    if (!web || !base) return null;
    return serializeSvg(web, getComputedStyle(base).backgroundColor || '#ffffff');
  }

  #fileName(extension: string): string {
    return `${fileSlug(this.value?.title || this.value?.hub.label || '', 'requirement-web')}.${extension}`;
  }

  #downloadSvg = (): void => {
    const image = this.#exportSvg();
    if (image) downloadFile(this.#fileName('svg'), image.text, 'image/svg+xml');
  };

  #downloadPng = async (): Promise<void> => {
    const image = this.#exportSvg();
    if (!image) return;
    try {
      downloadFile(this.#fileName('png'), await svgToPng(image), 'image/png');
    } catch (error) {
      this.reportError(`Download PNG: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  #toggleList = (): void => {
    this.listOpen = !this.listOpen;
  };

  protected renderView(value: RequirementWebData): TemplateResult {
    const layout = this.#layout;
    return html`
      ${value.title ? html`<p class="title">${value.title}</p>` : nothing}
      ${value.summary ? html`<p class="summary muted">${value.summary}</p>` : nothing}
      ${layout
        ? html`<div class="toolbar no-print">
              <button class="button" type="button" aria-expanded=${this.listOpen ? 'true' : 'false'} aria-controls="list" @click=${this.#toggleList}>
                ${this.listOpen ? 'Hide list' : 'Show as list'}
              </button>
              <button class="button" type="button" @click=${this.#downloadSvg}>Download SVG</button>
              <button class="button" type="button" @click=${this.#downloadPng}>Download PNG</button>
            </div>
            ${this.#renderWeb(value, layout)} ${this.#renderDetail(value)} ${this.#renderList(value)}`
        : html`<p class="empty">No requirements to show.</p>`}
    `;
  }

  #renderWeb(value: RequirementWebData, layout: WebLayout): TemplateResult {
    const current = this.current;
    const neighbours = new Set(current ? this.#connections.get(current)?.map((c) => c.id) : []);
    const tabStop = this.focusId ?? current ?? layout.nodes[0]?.id;
    const count = value.requirements.length;
    // Large webs skip the wider invisible hit circles: a thousand more shapes to lay out, and
    // their targets would overlap their neighbours' anyway.
    const dense = count > 150;
    const name = `Requirement web: ${count} requirement${count === 1 ? '' : 's'} sharing ${value.hub.label}`;
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
      class=${layout.nodes.length > 150 || layout.links.length > 150 ? 'web dense' : 'web'}
      role="group"
      aria-label=${name}
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
        ${layout.nodes.map((node) => {
          const id = node.id;
          const connections = this.#connections.get(id)?.length ?? 0;
          return svg`<g
            part="node"
            class=${id === current || neighbours.has(id) ? 'node lit' : 'node'}
            data-id=${id}
            role="button"
            tabindex=${id === tabStop ? 0 : -1}
            aria-pressed=${id === current ? 'true' : 'false'}
            aria-label="${this.#labels.get(id)} (${connectedCountText(connections).toLowerCase()})"
            transform="translate(${node.x} ${node.y})"
          >
            ${dense ? nothing : svg`<circle class="hit" r=${node.r + 5}></circle>`}
            <circle class="dot" r=${node.r}></circle>
            ${node.label ? this.#renderLabel(node.label, layout, node.x, node.y, 'label') : nothing}
          </g>`;
        })}
      </g>
      ${current ? this.#renderHighlight(layout, current, neighbours) : nothing}
      <g part="hub" class="hub" aria-hidden="true">
        <rect x=${layout.hub.box.x} y=${layout.hub.box.y} width=${layout.hub.width} height=${layout.hub.height} rx="8"></rect>
        <text x=${layout.hub.x} y=${layout.hub.y - ((layout.hub.lines.length - 1) * layout.lineHeight) / 2 + layout.hub.fontSize * 0.35} text-anchor="middle" font-size=${layout.hub.fontSize}>
          ${layout.hub.lines.map((text, i) => svg`<tspan x=${layout.hub.x} dy=${i ? layout.lineHeight : 0}>${text}</tspan>`)}
        </text>
      </g>
      ${current ? this.#renderHighlightedNodes(layout, current, neighbours) : nothing}
      ${this.#renderFocusRing(layout)}
      <g class="callouts" aria-hidden="true">${this.#renderCallouts(layout, current, neighbours)}</g>
    </svg></div>`;
  }

  /**
   * A selection veils the whole web and draws its edges again on top, thicker.
   * One veil instead of dimming each node and edge: changing the opacity of
   * thousands of SVG shapes makes Chrome lay the whole drawing out again
   * (~1 s at 1,044 requirements); a veil and a few copies cost next to nothing.
   */
  #renderHighlight(layout: WebLayout, current: string, neighbours: Set<string>) {
    const edges = [
      ...layout.hubEdges.filter((e) => e.source === current),
      ...layout.links.filter((e) => (e.source === current && neighbours.has(e.target)) || (e.target === current && neighbours.has(e.source))),
    ];
    return svg`<rect class="veil" x="0" y="0" width=${layout.width} height=${layout.height}></rect>
      <g class="highlight" aria-hidden="true">
        ${edges.map((e) => svg`<path class=${e.target === layout.hub.id ? 'hl hub-edge' : 'hl link'} d=${e.d}></path>`)}
      </g>`;
  }

  /** The selected node and its neighbours again, above the veil (they take no clicks: the nodes below do). */
  #renderHighlightedNodes(layout: WebLayout, current: string, neighbours: Set<string>) {
    return svg`<g class="highlight-nodes" aria-hidden="true">
      ${[current, ...neighbours].map((id) => {
        const node = layout.nodes[this.#indexById.get(id)!]!;
        return svg`<g class=${id === current ? 'copy selected' : 'copy neighbour'} data-copy-of=${id} transform="translate(${node.x} ${node.y})">
          <circle class="dot" r=${node.r}></circle>
          ${node.label ? this.#renderLabel(node.label, layout, node.x, node.y, 'label') : nothing}
        </g>`;
      })}
    </g>`;
  }

  /** The focused node's ring, drawn on top of everything so a selection's veil never hides it. */
  #renderFocusRing(layout: WebLayout) {
    const index = this.nodeFocused ? this.#indexById.get(this.focusId ?? '') : undefined;
    const node = index === undefined ? undefined : layout.nodes[index];
    return node ? svg`<circle class="focus-ring" aria-hidden="true" cx=${node.x} cy=${node.y} r=${node.r + 5}></circle>` : nothing;
  }

  /** Labels that did not fit (or were shortened), shown in full for the hovered, focused and selected nodes and the selection's neighbours. */
  #renderCallouts(layout: WebLayout, current: string | null, neighbours: Set<string>) {
    const focused = this.nodeFocused ? this.focusId : null;
    // First come, first placed: the node the reader points at wins the best spot.
    const active = new Set([this.hoverId, focused, current, ...neighbours]);
    const requests: { index: number; label: string }[] = [];
    for (const id of active) {
      const index = id === null ? undefined : this.#indexById.get(id);
      const node = index === undefined ? undefined : layout.nodes[index];
      if (node && (!node.label || node.label.truncated)) requests.push({ index: index!, label: this.#labels.get(node.id) ?? node.id });
    }
    return placeCallouts(layout, requests, this.#measure).map((placement) => this.#renderLabel(placement, layout, 0, 0, 'label callout'));
  }

  #renderLabel(label: LabelPlacement, layout: WebLayout, ox: number, oy: number, className: string) {
    // Node labels sit inside the node's translated <g>: offset back to the node's origin.
    const x = label.x - ox;
    const lines = label.lines;
    return svg`<text class=${className} x=${x} y=${label.y - oy} text-anchor=${label.anchor}>${
      lines.length === 1 ? lines[0] : lines.map((text, i) => svg`<tspan x=${x} dy=${i ? layout.lineHeight : 0}>${text}</tspan>`)
    }</text>`;
  }

  #renderDetail(value: RequirementWebData): TemplateResult {
    const id = this.current;
    const requirement = id ? value.requirements.find((r) => r.id === id) : undefined;
    if (!requirement) {
      return html`<div part="detail" class="detail" aria-live="polite">
        <p class="muted hint">Select a requirement to see its connections. All ${value.requirements.length} share ${value.hub.label}.</p>
      </div>`;
    }
    const connections = this.#connections.get(requirement.id) ?? [];
    return html`<div part="detail" class="detail" aria-live="polite" @keydown=${this.#handlePanelKeydown}>
      <p class="eyebrow">${requirement.label}</p>
      ${requirement.heading ? html`<p class="heading">${requirement.heading}</p>` : nothing}
      ${requirement.detail ? html`<p class="text">${requirement.detail}</p>` : nothing}
      <p class="count"><strong>${connectedCountText(connections.length)}</strong><span class="muted"> · every requirement also shares ${value.hub.label}</span></p>
      ${connections.length
        ? html`<ul class="connections">
            ${connections.map(
              (c) => html`<li>
                <button class="button" type="button" data-id=${c.id} @click=${this.#handleConnectionClick}>${this.#labels.get(c.id)}</button>
                ${c.label ? html`<span class="muted">${c.label}</span>` : nothing}
              </li>`,
            )}
          </ul>`
        : nothing}
    </div>`;
  }

  /** The text alternative: every requirement with what it is connected to. Visible with "Show as list". */
  #renderList(value: RequirementWebData): TemplateResult {
    return html`<div id="list" class=${this.listOpen ? 'list' : 'list sr-only'}>
      <p class="list-title">${value.requirements.length} requirements, all tied to ${value.hub.label}</p>
      <ul>
        ${guard([value], () => value.requirements.map((r) => {
          const connections = this.#connections.get(r.id) ?? [];
          const names = connections.map((c) => this.#labels.get(c.id)).join(', ');
          return html`<li>
            <strong>${r.label}</strong>: ${connections.length ? `connected to ${names}` : 'no connected requirements'}.
            ${r.heading ? html` ${r.heading}` : nothing}
          </li>`;
        }))}
      </ul>
    </div>`;
  }
}
