/**
 * What requirement-web draws only on demand, in a chunk loaded on first use (see
 * on-demand-loader.ts): for a reader's attention, the selected requirement's panel, its edges and
 * dots drawn again above a veil, the focused node's ring, the full labels called out on hover, focus
 * and selection, and the corner the keyboard hint takes; and the flow layout's geometry (`layout="flow"`,
 * and the column a radial web falls back to where its names have no room); and the drawing held at
 * a server's height while a server-rendered web hydrates; and for odd shapes of data (most webs
 * have none of them): directed links' arrowheads, groups' legend, colours and dimming, and what
 * singling a group out says, and an overview's note, rings and drawing in steps (2,000 requirements
 * and more). A radial web at rest without any of these, the first view of a page without server
 * markup, draws none of it, nor needs their styles (web-on-demand.styles.ts); a web with one waits
 * for the chunk to be drawn.
 */
// Only Lit's templates, from lit/html.js: what the chunk needs of the first view's modules comes
// in its arguments (PanelView, DrawingView), so a consumer's bundler gives it no module to share with
// the first view, and splits none of the first view's code into a file of its own for it.
import { html, nothing, svg, type TemplateResult } from 'lit/html.js';
import type { Connection, RequirementGraph, RequirementWebData, Say } from '../../lib/requirement-graph.js';
import type { registerEnglish as RegisterEnglish } from '../../lib/locale.js';
import type { WebLayout } from '../../lib/requirement-layout/types.js';
import type { DrawingView } from './web-drawing.js';
import type { PanelView } from './web-panel.js';
import webOnDemandEnglish from '../../locales/en/requirement-web-on-demand.js';

/**
 * Registers the words only this chunk writes (the panel's, the legend's) with locale.ts's
 * `registerEnglish`, which the loader gives when the chunk arrives (on-demand-loader.ts): locale.ts
 * is a first-view module, which this chunk does not import (see above).
 */
export const registerWords = (registerEnglish: typeof RegisterEnglish): void => registerEnglish(webOnDemandEnglish);

export { calloutsFor, hintCorner, MAX_CALLOUTS } from '../../lib/requirement-layout/callouts.js';
export { flowGeometry, mirrorGeometry } from '../../lib/requirement-layout/flow.js';
export { arrowEdge } from '../../lib/requirement-layout/arrows.js';
export { heldViewBox } from '../../lib/requirement-web-band.js';
export { directedRelationText } from '../../lib/requirement-directed.js';
export { onDemandCss } from './web-on-demand.styles.js';
export { StepDrawing } from './web-steps.js';

/**
 * What a hydrated web holds until it lays itself out again (see the element): the drawing's height
 * as the server drew it, and the line under it (the hidden-names note) up to what follows it, whose
 * margin collapses through the line's end; in px, 0 for none.
 */
export function heldSizes(root: ParentNode): { height: number; foot: number } {
  const height = root.querySelector('svg')?.getBoundingClientRect().height || 0;
  const foot = root.querySelector<HTMLElement>('.web-foot');
  const next = foot?.nextElementSibling?.getBoundingClientRect().top;
  return { height, foot: (foot && next !== undefined && next - foot.getBoundingClientRect().top) || 0 };
}

/**
 * An overview's note above its drawing: too many ties to draw each, so each requirement is a dot
 * on its ring, and a selection shows its links.
 */
export function renderOverviewNote({ requirements, links }: RequirementWebData, t: Say): TemplateResult {
  return html`<p class="overview-note muted">${t('web.overview', { n: requirements.length, links: links.length })}</p>`;
}

/** An overview's rings (radial), which stand for its spokes: every dot on one is tied to the hub. None for any other layout. */
export function renderRings({ rings, hub }: WebLayout) {
  return rings.map((ring) => svg`<ellipse class="ring" cx=${hub.x} cy=${hub.y} rx=${ring.a} ry=${ring.b}></ellipse>`);
}

/** The most connections the panel lists by name, per direction; the rest are counted ("and 40 more"). */
const PANEL_CONNECTIONS = 60;

/** The panel about the selection: its text, its page, and what it is tied to, each way apart. */
export function renderSelectionDetail({ value, graph, current, relation, act, t, sections, capitalise }: PanelView): TemplateResult {
  const requirement = value.requirements[current]!;
  // The author's own words (label, heading, text) take their direction from their first strong
  // letter (dir="auto"): an English label in a right-to-left page reads left to right, and the reverse.
  // No aria-live: a selection is announced in one sentence (see the element); the panel's ~50 words
  // stay here for a reader to move through at their own pace.
  const connections = graph.connections(current);
  const name = (c: Connection) => value.requirements[graph.indexOf(c.id)]!.label;
  return html`<div part="detail" class="detail">
    <p class="eyebrow muted" dir="auto">${requirement.label}</p>
    ${requirement.group ? html`<p class="group muted">${t('web.group', { group: requirement.group })}</p>` : nothing}
    <p class="heading" dir="auto" ?hidden=${!requirement.heading}>${requirement.heading}</p>
    <p class="text" dir="auto" ?hidden=${!requirement.detail}>${requirement.detail}</p>
    ${requirement.url ? html`<p class="page"><a part="link" href=${requirement.url}>${t('web.open', { label: requirement.label })}</a></p>` : nothing}
    <p class="count">
      ${connections.length
        ? html`<strong>${capitalise(relation(current))}</strong><span class="muted">${t('web.alsoShares', { hub: value.hub.label })}</span>`
        : html`<strong>${capitalise(relation(current))}</strong>`}
    </p>
    ${sections(current).map(({ title, list }, s) => {
      const shown = list.slice(0, PANEL_CONNECTIONS);
      return html`${title ? html`<p class="direction" id="direction-${s}">${title}</p>` : nothing}
        <ul class="connections toolbar" aria-labelledby=${title ? `direction-${s}` : nothing}>
          ${shown.map(
            (c) => html`<li class="toolbar">
              <button class="button" type="button" data-id=${c.id} @click=${act}>${name(c)}</button>
              ${c.label ? html`<span class="muted">${c.label}</span>` : nothing}
            </li>`,
          )}
          ${list.length > shown.length ? html`<li class="muted">${t('web.andMore', { n: list.length - shown.length })}</li>` : nothing}
        </ul>`;
    })}
  </div>`;
}


/**
 * A selection veils the whole web and draws its edges again on top, thicker (arrowheads too).
 * One veil instead of dimming each node and edge: changing the opacity of thousands of SVG shapes
 * makes Chrome lay the whole drawing out again (~1 s at 1,044 requirements); a veil and a few
 * copies cost next to nothing. Edges are drawn from the layout's path functions, so an overview
 * (no edges at rest) draws the selection's too.
 */
export function renderHighlightedEdges({ layout, graph, viewBox }: DrawingView, current: string) {
  const from = graph.indexOf(current);
  let arrows = '';
  const links = graph.connections(from).map((c) => {
    const other = graph.indexOf(c.id);
    const edge = c.direction === 'in' ? layout.linkEdge(other, from, true) : layout.linkEdge(from, other, c.direction === 'out');
    arrows += edge.arrow;
    return svg`<path class="hl link" d=${edge.d}></path>`;
  });
  return svg`<rect class="veil" x=${viewBox[0]} y=${viewBox[1]} width=${viewBox[2]} height=${viewBox[3]}></rect>
    <g class="highlight" aria-hidden="true">
      <path class="hl hub-edge" d=${layout.hubEdgePath(from)}></path>
      ${links} ${arrows ? svg`<path class="hl-arrows" d=${arrows}></path>` : nothing}
    </g>`;
}

/** The selected node and its neighbours again, above the veil (they take no clicks: the nodes below do). */
export function renderHighlightedNodes(view: DrawingView, current: string) {
  const { layout, graph, neighbours } = view;
  return svg`<g class="highlight-nodes" aria-hidden="true">
    ${[current, ...neighbours].map((id) => {
      const index = graph.indexOf(id);
      const node = layout.nodes[index]!;
      return svg`<g class="${id === current ? 'copy selected' : 'copy neighbour'}${colourOf(view, index)}" data-copy-of=${id}
        ><circle class="dot" cx=${node.x} cy=${node.y} r=${node.r}></circle></g
      >`;
    })}
  </g>`;
}

/** The focused node's ring, drawn on top of everything so a selection's veil never hides it. */
export function renderFocusRing({ layout, graph, input }: DrawingView) {
  const node = layout.nodes[graph.indexOf(input.focusedId)];
  return node ? svg`<circle class="focus-ring" aria-hidden="true" cx=${node.x} cy=${node.y} r=${node.r + 5 * layout.scale}></circle>` : nothing;
}

/** How many colours the palette has (the styles' `.g0` … `.g7`); more groups reuse them in turn. */
const GROUP_COLOURS = 8;

type GroupView = Pick<DrawingView, 'value' | 'graph' | 'highlighted'>;

/** Requirement `index`'s group colour (` g3`: its group's place among the data's groups, in turn), or '' for none. */
function colourOf({ value, graph }: GroupView, index: number): string {
  const group = value.requirements[index]!.group;
  return group ? ` g${graph.groups.indexOf(group) % GROUP_COLOURS}` : '';
}

/** ` dim` while the legend singles out groups requirement `index` is not in (the rest step back), else ''. */
export function dimmed({ value, highlighted }: GroupView, index: number): string {
  const group = value.requirements[index]!.group;
  return highlighted.size && !(group && highlighted.has(group)) ? ' dim' : '';
}

/**
 * A node's classes beyond `node` for its group: its colour and whether it steps back. Groups are
 * drawn with this chunk only (a web with groups waits for it): without it, every dot is neutral.
 */
export const groupClasses = (view: GroupView, index: number): string => colourOf(view, index) + dimmed(view, index);

/** The groups still in the data of `graph` of those singled out (the same set when all are). */
export function keptGroups(highlighted: ReadonlySet<string>, graph: RequirementGraph): ReadonlySet<string> {
  const kept = [...highlighted].filter((group) => graph.groups.includes(group));
  return kept.length === highlighted.size ? highlighted : new Set(kept);
}

/**
 * The groups' legend: one toggle button per group (`aria-pressed`), its colour and its name;
 * pressed groups are singled out on the web (the others step back): a click is the acts' (`act`:
 * web-acts.ts sets the groups singled out and says so). Requirements with no group keep the
 * neutral dot and are not listed.
 */
export function renderLegend({ graph, t, act }: PanelView, highlighted: ReadonlySet<string>): TemplateResult {
  return html`<div part="legend" class="legend" role="group" aria-label=${t('web.groups')}>
    ${graph.groups.map(
      (group, i) => html`<button class="button legend-item" type="button" data-group=${group} aria-pressed=${String(highlighted.has(group))} @click=${act}>
        <span class="swatch g${i % GROUP_COLOURS}" aria-hidden="true"></span>${group}
      </button>`,
    )}
  </div>`;
}
