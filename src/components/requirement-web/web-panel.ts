import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { OnDemand } from './on-demand-loader.js';
import type { Connection, RequirementGraph, RequirementVerbs, RequirementWebData, Say } from '../../lib/requirement-graph.js';

/** What the panel, the legend and the list show. */
export interface PanelView {
  value: RequirementWebData;
  graph: RequirementGraph;
  /** The selected requirement's place, or -1. */
  current: number;
  relation: (index: number) => string;
  /** The acts' listener (WebInput.act) for the panel's connections (`data-id`) and the legend's groups (`data-group`). */
  act: (event: Event) => void;
  /** The reader's language's strings (`this.i18n.t`); data strings never go through it. */
  t: Say;
  /** The data's verbs, else the language's (`web.verbOut`, `web.verbIn`). */
  verbs: RequirementVerbs;
  /** Requirement `index`'s connections in sections (see {@link sections}), for the selection's panel. */
  sections: (index: number) => Section[];
  /** The text as the start of a sentence. */
  capitalise: (text: string) => string;
}

/** Connections under a title (a verb, capitalised; '' for undirected ones). */
export interface Section {
  title: string;
  list: Connection[];
}

/** A connection list's sections: outgoing, incoming (named by the data's verbs), then undirected. */
export function sections(connections: readonly Connection[], verbs: RequirementVerbs): Section[] {
  return [
    { title: capitalise(verbs.out), list: connections.filter((c) => c.direction === 'out') },
    { title: capitalise(verbs.in), list: connections.filter((c) => c.direction === 'in') },
    { title: '', list: connections.filter((c) => !c.direction) },
  ].filter((s) => s.list.length);
}

/**
 * The panel: a prompt until a requirement is selected; then what it says and what it is tied to,
 * drawn by the on-demand chunk (web-on-demand.ts), an empty panel for the moment it takes to load.
 */
export function renderDetail(view: PanelView, attention: OnDemand | undefined): TemplateResult {
  const { value, current, t } = view;
  if (current >= 0) return attention ? attention.renderSelectionDetail(view) : html`<div part="detail" class="detail" aria-busy="true"></div>`;
  return html`<div part="detail" class="detail">
    <p class="muted">${t('web.prompt', { n: value.requirements.length, hub: value.hub.label })}</p>
  </div>`;
}

/**
 * The text alternative: every requirement with what it is connected to (each way apart, named by
 * the verbs). Visible with "Show as list". An overview's list (thousands of items) is built only
 * when opened: its nodes are named buttons already, and building the list would cost more than
 * the web.
 */
export function renderList({ value, graph, relation, t, verbs }: PanelView, open: boolean, build: boolean): TemplateResult {
  return html`<div id="list" class=${open ? 'list' : 'list sr-only'}>
    <p class="list-title">${t('web.listTitle', { n: value.requirements.length, hub: value.hub.label })}</p>
    ${build
      ? html`<ul>
          ${guard([value, t, verbs], () =>
            value.requirements.map((r, i) => {
              const parts = sections(graph.connections(i), verbs).map(({ title, list }) => {
                const names = list.map((c) => value.requirements[graph.indexOf(c.id)]!.label).join(t('common.comma'));
                return title ? t('web.verbNames', { verb: title.toLowerCase(), names }) : t('web.connectedTo', { names });
              });
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

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The buttons under the web: "Show as list" (the text alternative, toggled) and Download SVG / PNG
 * (each button's `data-format` says which: a reader's act, `act`, done by the on-demand chunk). The
 * element's handler runs with the element as `this`.
 */
export function renderToolbar(listOpen: boolean, onList: () => void, act: (event: Event) => void, t: Say): TemplateResult {
  return html`<div part="toolbar" class="toolbar no-print">
    <button class="button" type="button" aria-expanded=${String(listOpen)} aria-controls="list" @click=${onList}>${t(listOpen ? 'web.hideList' : 'web.showList')}</button>
    ${(['svg', 'png'] as const).map(
      (format) =>
        html`<button class="button" type="button" data-format=${format} @click=${act}>${t(format === 'svg' ? 'common.downloadSvg' : 'common.downloadPng')}</button>`,
    )}
  </div>`;
}
