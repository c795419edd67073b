import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { DEFAULT_VERBS, type Connection, type RequirementGraph, type RequirementWebData } from '../../lib/requirement-graph.js';
import { formatCount } from '../../lib/format.js';

/** The most connections the panel lists by name, per direction; the rest are counted ("and 40 more"). */
const PANEL_CONNECTIONS = 60;

/** What the panel, the legend and the list show. */
export interface PanelView {
  value: RequirementWebData;
  graph: RequirementGraph;
  /** The selected requirement's place, or -1. */
  current: number;
  relation: (index: number) => string;
  /** A connection's button was pressed (its `data-id` is the requirement). */
  onConnection: (event: Event) => void;
}

/** A connection list's sections: outgoing, incoming (named by the data's verbs), then undirected. */
function sections(connections: readonly Connection[], value: RequirementWebData): { title: string; list: Connection[] }[] {
  const verbs = value.verbs ?? DEFAULT_VERBS;
  return [
    { title: capitalise(verbs.out), list: connections.filter((c) => c.direction === 'out') },
    { title: capitalise(verbs.in), list: connections.filter((c) => c.direction === 'in') },
    { title: '', list: connections.filter((c) => !c.direction) },
  ].filter((s) => s.list.length);
}

/** The panel about the selection: its text, its page, and what it is tied to, each way apart. */
export function renderDetail({ value, graph, current, relation, onConnection }: PanelView): TemplateResult {
  const requirement = value.requirements[current];
  // No aria-live: a selection is announced in one sentence (see the element); the panel's ~50 words
  // stay here for a reader to move through at their own pace.
  if (!requirement) {
    return html`<div part="detail" class="detail">
      <p class="muted">Select a requirement to see its connections. All ${formatCount(value.requirements.length)} share ${value.hub.label}.</p>
    </div>`;
  }
  const connections = graph.connections(current);
  const name = (c: Connection) => value.requirements[graph.indexOf(c.id)]!.label;
  return html`<div part="detail" class="detail">
    <p class="eyebrow muted">${requirement.label}</p>
    ${requirement.group ? html`<p class="group muted">Group: ${requirement.group}</p>` : nothing}
    <p class="heading" ?hidden=${!requirement.heading}>${requirement.heading}</p>
    <p class="text" ?hidden=${!requirement.detail}>${requirement.detail}</p>
    ${requirement.url ? html`<p class="page"><a part="link" href=${requirement.url}>Open ${requirement.label}</a></p>` : nothing}
    <p class="count">
      ${connections.length
        ? html`<strong>${capitalise(relation(current))}</strong><span class="muted"> · every requirement also shares ${value.hub.label}</span>`
        : html`<strong>${capitalise(relation(current))}</strong>`}
    </p>
    ${sections(connections, value).map(({ title, list }, s) => {
      const shown = list.slice(0, PANEL_CONNECTIONS);
      return html`${title ? html`<p class="direction" id="direction-${s}">${title}</p>` : nothing}
        <ul class="connections toolbar" aria-labelledby=${title ? `direction-${s}` : nothing}>
          ${shown.map(
            (c) => html`<li class="toolbar">
              <button class="button" type="button" data-id=${c.id} @click=${onConnection}>${name(c)}</button>
              ${c.label ? html`<span class="muted">${c.label}</span>` : nothing}
            </li>`,
          )}
          ${list.length > shown.length ? html`<li class="muted">and ${formatCount(list.length - shown.length)} more (see the list)</li>` : nothing}
        </ul>`;
    })}
  </div>`;
}

/**
 * The text alternative: every requirement with what it is connected to (each way apart, named by
 * the verbs). Visible with "Show as list". An overview's list (thousands of items) is built only
 * when opened: its nodes are named buttons already, and building the list would cost more than
 * the web.
 */
export function renderList({ value, graph, relation }: PanelView, open: boolean, build: boolean): TemplateResult {
  return html`<div id="list" class=${open ? 'list' : 'list sr-only'}>
    <p class="list-title">${formatCount(value.requirements.length)} requirements, all tied to ${value.hub.label}</p>
    ${build
      ? html`<ul>
          ${guard([value], () =>
            value.requirements.map((r, i) => {
              const parts = sections(graph.connections(i), value).map(
                ({ title, list }) =>
                  `${title ? title.toLowerCase() : 'connected to'} ${list.map((c) => value.requirements[graph.indexOf(c.id)]!.label).join(', ')}`,
              );
              return html`<li>
                <strong>${r.label}</strong>${r.group ? ` (${r.group})` : ''}: ${parts.length ? parts.join('; ') : relation(i)}.
                ${r.heading}
              </li>`;
            }),
          )}
        </ul>`
      : nothing}
  </div>`;
}

/**
 * The groups' legend: one toggle button per group (`aria-pressed`), its colour and its name;
 * pressed groups are singled out on the web (the others step back). Requirements with no group
 * keep the neutral dot and are not listed.
 */
export function renderLegend(graph: RequirementGraph, highlighted: ReadonlySet<string>, onToggle: (event: Event) => void): TemplateResult | typeof nothing {
  if (!graph.groups.length) return nothing;
  return html`<div part="legend" class="legend" role="group" aria-label="Groups">
    ${graph.groups.map(
      (group, i) => html`<button class="button legend-item" type="button" data-group=${group} aria-pressed=${String(highlighted.has(group))} @click=${onToggle}>
        <span class="swatch g${i % GROUP_COLOURS}" aria-hidden="true"></span>${group}
      </button>`,
    )}
  </div>`;
}

/** How many colours the palette has (the styles' `.g0` … `.g7`); more groups reuse them in turn. */
export const GROUP_COLOURS = 8;

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
