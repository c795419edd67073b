import { html, nothing, svg, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { RequirementGraph, RequirementWebData } from '../../lib/requirement-graph.js';
import type { Corner } from '../../lib/requirement-layout/callouts.js';
import { boxesOverlap } from '../../lib/requirement-layout/geometry.js';
import type { LabelPlacement, WebLayout } from '../../lib/requirement-layout/types.js';
import type { Say } from '../../lib/requirement-graph.js';
import type { ViewBox } from '../../lib/requirement-web-band.js';
import type { OnDemand } from './on-demand-loader.js';
import type { WebInput } from './web-input.js';

/** What the drawing shows: the data and its layout, the selection and what the reader points at. */
export interface DrawingView {
  value: RequirementWebData;
  graph: RequirementGraph;
  layout: WebLayout;
  input: WebInput;
  /** The selected requirement's id, or null. */
  current: string | null;
  neighbours: Set<string>;
  /** How many nodes are drawn (all, but while an overview is drawn in steps: see web-steps.ts). */
  nodesDrawn: number;
  /** Each requirement's relation in words, for its name ("3 connected requirements"). */
  relation: (index: number) => string;
  /** Full labels shown on demand, by node index (see placeCallouts). */
  callouts: Map<number, LabelPlacement>;
  /** The groups the legend highlights (empty: none singled out; groups are coloured by the on-demand chunk). */
  highlighted: ReadonlySet<string>;
  /** Where the keyboard hint goes: a corner of the drawing free of labels, or under it. */
  hintAt: Corner | 'below';
  /** The part of the layout shown (see heldViewBox): its own band, or one held at the server's height. */
  viewBox: ViewBox;
  /** The reader's language's strings (`this.i18n.t`). */
  t: Say;
  /** What the web draws for a reader's attention (a selection, focus), once its chunk is here (see on-demand-loader.ts). */
  attention?: OnDemand;
}

/**
 * The web's drawing as a template (the element only decides what is in it). Nodes are placed by
 * their circles' `cx`/`cy`, never by a `transform` on each `<g>`: thousands of transformed groups
 * cost Chrome time that grows faster than their number (5,000: seconds).
 */
export function renderDrawing(view: DrawingView): TemplateResult {
  const { value, layout, input, current, attention, t } = view;
  const tabStop = input.tabStop ?? current ?? layout.nodes[0]!.id;
  const count = layout.nodes.length;
  const k = layout.scale;
  // Large webs skip the wider invisible hit circles: a thousand more shapes to lay out, and
  // their targets would overlap their neighbours' anyway.
  const dense = count > 150;
  const hidden = layout.hiddenLabels;
  const sharing = t('web.about', { n: count, hub: value.hub.label });
  const about = hidden && !layout.overview ? t('web.aboutHidden', { about: sharing, n: hidden }) : sharing;
  // Listeners sit on a wrapper: on the <svg> itself they would make Chrome add it to the tab order.
  return html`<div
    class=${input.keyboardFocus && view.hintAt === 'below' ? 'web-wrap hint-below' : 'web-wrap'}
    @click=${input.act}
    @keydown=${input.act}
    @focusin=${input.act}
    @focusout=${input.act}
    @pointerdown=${input.act}
    @pointerover=${input.act}
    @pointerleave=${input.act}
  ><p id="hint" class="hint ${view.hintAt}" aria-hidden="true" ?hidden=${!input.keyboardFocus || !attention}>${t('web.hint')}</p
  ><span id="about" hidden>${about}</span><svg
    part="web"
    class=${dense || layout.links.length > 150 ? 'web dense' : 'web'}
    role="group"
    aria-labelledby=${value.title ? 'title' : nothing}
    aria-label=${value.title ? nothing : t('web.label', { about })}
    aria-describedby="about hint"
    viewBox=${view.viewBox.join(' ')}
    font-size=${layout.fontSize}
  >
    <g class="edges" aria-hidden="true">
      ${guard([layout], () => [
        attention ? attention.renderRings(layout) : nothing,
        layout.hubEdges.map((e) => svg`<path part="edge" class="edge hub-edge" data-source=${e.source} data-target=${e.target} d=${e.d}></path>`),
        layout.links.map(
          (e) =>
            svg`<path part="edge" class=${e.directed ? 'edge link directed' : 'edge link'} data-source=${e.source} data-target=${e.target} d=${e.d}></path>`,
        ),
        layout.arrows ? svg`<path class="arrows" d=${layout.arrows}></path>` : nothing,
      ])}
    </g>
    <g class="nodes">
      ${(view.nodesDrawn < count ? layout.nodes.slice(0, view.nodesDrawn) : layout.nodes).map(
        (node, i) => svg`<g
          part="node"
          class=${attention ? `node${attention.groupClasses(view, i)}` : 'node'}
          data-id=${node.id}
          role="button"
          tabindex=${node.id === tabStop ? 0 : -1}
          aria-pressed=${String(node.id === current)}
          aria-label=${t('web.nodeLabel', { label: value.requirements[i]!.label, relation: view.relation(i) })}
        >${dense ? nothing : svg`<circle class="hit" cx=${node.x} cy=${node.y} r=${node.r + 5 * k}></circle>`}<circle
            class="dot"
            cx=${node.x}
            cy=${node.y}
            r=${node.r}
          ></circle></g>`,
      )}
    </g>
    ${current && attention ? attention.renderHighlightedEdges(view, current) : nothing}
    <g part="hub" class="hub" aria-hidden="true">
      <rect x=${layout.hub.box.x} y=${layout.hub.box.y} width=${layout.hub.box.width} height=${layout.hub.box.height} rx=${8 * k}></rect>
      ${renderLabel(layout.hub.label, layout, 'hub-label')}
    </g>
    ${current && attention ? attention.renderHighlightedNodes(view, current) : nothing} ${renderNodeLabels(view)}
    ${attention ? attention.renderFocusRing(view) : nothing}
    <g class="callouts" aria-hidden="true">${[...view.callouts.values()].map((placement) => renderLabel(placement, layout, 'label callout'))}</g>
  </svg></div>`;
}

/**
 * The labels at rest, in a layer of their own above the selection's edges (their halo hides a
 * highlighted line where it passes under a label) rather than inside each node's
 * `<g role="button">`: the node's `aria-label` is its name, and a label drawn inside it but
 * shortened ("Minimum / allocation per…") or split into lines would not match that name
 * (WCAG 2.5.3; axe's label-content-name-mismatch reads text even under aria-hidden).
 * Each label belongs to its node's target (`data-for`), its whole box included (both lines and
 * the gap between them): a click or tap on the words selects. During a selection, the selection's
 * labels are bold and the rest muted (still 4.5:1). A label shown in full as a callout is not
 * drawn at rest too (a name is never on the web twice), nor is one a callout had to cover (in a
 * crowded spot): two names drawn over each other read as neither.
 */
function renderNodeLabels(view: DrawingView) {
  const { layout, current, neighbours, callouts, attention } = view;
  const dense = layout.nodes.length > 150;
  const covering = [...callouts.values()].map((c) => c.box);
  const rest = current ? 'label faded' : 'label';
  return svg`<g class="node-labels" aria-hidden="true">${layout.nodes.map((node, i) => {
    const label = node.label;
    if (!label || callouts.has(i) || covering.some((box) => boxesOverlap(box, label.box))) return nothing;
    const box = label.box;
    // (Not in a dense web, as its nodes have no hit circles: one-line labels there, and a tap goes to the nearest dot.)
    return svg`${dense ? nothing : svg`<rect class="label-box" data-for=${node.id} x=${box.x} y=${box.y} width=${box.width} height=${box.height}></rect>`}${renderLabel(
      label,
      layout,
      (node.id === current || neighbours.has(node.id) ? 'label lit' : rest) + (attention ? attention.dimmed(view, i) : ''),
      node.id,
    )}`;
  })}</g>`;
}

/** A label's lines; `id` makes it part of that node's target. */
function renderLabel(label: LabelPlacement, layout: WebLayout, className: string, id?: string) {
  const x = label.x;
  const lines = label.lines;
  return svg`<text class=${className} data-for=${id ?? nothing} x=${x} y=${label.y} text-anchor=${label.anchor}>${
    lines.length === 1 ? lines[0] : lines.map((text, i) => svg`<tspan x=${x} dy=${i ? layout.lineHeight : 0}>${text}</tspan>`)
  }</text>`;
}
