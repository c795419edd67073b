/**
 * The graph of a requirement web: one index of its requirements (id → place in the data), their
 * degrees, and their neighbours, asked for by the parser, the layout and the element alike. Pure:
 * no DOM, no Lit. The data's shape and its validation are in requirement-web-data.ts.
 */
import { registerEnglish, type Params, type StringKey } from './locale.js';
import { localeFor } from './locale-loading.js';
import type { RequirementVerbs } from './requirement-web-data.js';
import graphEnglish from '../locales/en/requirement-graph.js';

registerEnglish(graphEnglish);

export type {
  Requirement,
  RequirementHub,
  RequirementLink,
  RequirementVerbs,
  RequirementWebData,
} from './requirement-web-data.js';

/** One neighbour of a requirement, with what the link between them says. */
export interface Connection {
  id: string;
  label: string;
  /**
   * Which way the link runs, seen from the requirement asked about: `out` (it is the link's
   * source), `in` (its target), or absent for an undirected link.
   */
  direction?: 'out' | 'in';
}

/** What a graph is built from: parsed data, or a layout's input (ids and links alone). */
export interface GraphData {
  requirements: readonly { id: string; group?: string }[];
  links: readonly { source: string; target: string; label?: string; directed?: boolean }[];
}

/**
 * The requirements as places 0…n−1 (their order in the data, which is also their nodes' order in
 * the drawing) and the links between them. Built once per data (see {@link graphOf}); neighbour
 * lists are built when first asked for: an overview's 200,000 links would make 400,000 entries
 * nobody reads until they select.
 */
export class RequirementGraph {
  readonly size: number;
  /** Each link's ends, as places (a link to an unknown id is -1: the parser never gives one). */
  readonly sources: Int32Array;
  readonly targets: Int32Array;
  /** The groups, in the order they first appear ('' is no group and is not listed). */
  readonly groups: string[];
  readonly #index: Map<string, number>;
  readonly #data: GraphData;
  #degree?: Int32Array;
  /** Neighbours as one flat table (compressed rows): row i is `#ends[#start[i] … #start[i+1]]`. */
  #start?: Int32Array;
  #ends?: Int32Array;
  #connections = new Map<number, Connection[]>();

  constructor(data: GraphData, index?: Map<string, number>) {
    this.#data = data;
    this.size = data.requirements.length;
    if (!index) {
      index = new Map();
      data.requirements.forEach((r, i) => index!.set(r.id, i));
    }
    this.#index = index;
    const count = data.links.length;
    this.sources = new Int32Array(count);
    this.targets = new Int32Array(count);
    data.links.forEach((link, i) => {
      this.sources[i] = index.get(link.source) ?? -1;
      this.targets[i] = index.get(link.target) ?? -1;
    });
    const groups = new Set<string>();
    for (const r of data.requirements) if (r.group) groups.add(r.group);
    this.groups = [...groups];
  }

  /** The place of requirement `id`, or -1 (no such requirement, or none asked for). */
  indexOf(id: string | null | undefined): number {
    return id == null ? -1 : (this.#index.get(id) ?? -1);
  }

  has(id: string | null | undefined): boolean {
    return this.indexOf(id) >= 0;
  }

  /** How many links requirement `index` has, either way. */
  degree(index: number): number {
    if (!this.#degree) {
      const degree = new Int32Array(this.size);
      for (let i = 0; i < this.sources.length; i++) {
        if (this.sources[i]! >= 0 && this.targets[i]! >= 0) {
          degree[this.sources[i]!]!++;
          degree[this.targets[i]!]!++;
        }
      }
      this.#degree = degree;
    }
    return this.#degree[index] ?? 0;
  }

  /** The links of requirement `index`, each named by the other end, in data order of that end. */
  connections(index: number): Connection[] {
    if (index < 0 || index >= this.size) return [];
    let list = this.#connections.get(index);
    if (list) return list;
    this.#buildRows();
    const [start, ends] = [this.#start!, this.#ends!];
    const links = this.#data.links;
    const requirements = this.#data.requirements;
    const rows: { other: number; link: number }[] = [];
    for (let k = start[index]!; k < start[index + 1]!; k++) {
      const link = ends[k]!;
      rows.push({ other: this.sources[link] === index ? this.targets[link]! : this.sources[link]!, link });
    }
    rows.sort((a, b) => a.other - b.other || a.link - b.link);
    list = rows.map(({ other, link }) => {
      const entry = links[link]!;
      const connection: Connection = { id: requirements[other]!.id, label: entry.label ?? '' };
      if (entry.directed) connection.direction = this.sources[link] === index ? 'out' : 'in';
      return connection;
    });
    this.#connections.set(index, list);
    return list;
  }

  /** The ids linked to requirement `index` (either way), each once, in data order. */
  neighbours(index: number): string[] {
    const ids: string[] = [];
    for (const c of this.connections(index)) if (ids[ids.length - 1] !== c.id) ids.push(c.id);
    return ids;
  }

  /** One counting pass and one filling pass over the links: two typed arrays, no object per link. */
  #buildRows(): void {
    if (this.#start) return;
    const start = new Int32Array(this.size + 1);
    for (let i = 0; i < this.size; i++) start[i + 1] = start[i]! + this.degree(i);
    const fill = start.slice(0, this.size);
    const ends = new Int32Array(start[this.size]!);
    for (let link = 0; link < this.sources.length; link++) {
      const [a, b] = [this.sources[link]!, this.targets[link]!];
      if (a < 0 || b < 0) continue;
      ends[fill[a]!++] = link;
      ends[fill[b]!++] = link;
    }
    this.#start = start;
    this.#ends = ends;
  }
}

/** The graphs of parsed data (the parser adds each: it has the index already). */
export const graphs = new WeakMap<object, RequirementGraph>();

/** The graph of `data`, built once per data object. */
export function graphOf(data: GraphData): RequirementGraph {
  let graph = graphs.get(data);
  if (!graph) graphs.set(data, (graph = new RequirementGraph(data)));
  return graph;
}

/**
 * For each requirement id, the requirements linked to it in either direction,
 * in the order of `requirements` (so the panel lists them predictably). The
 * hub is not a neighbour: every requirement shares it.
 */
export function connectionsById(data: GraphData): Map<string, Connection[]> {
  const graph = graphOf(data);
  const result = new Map<string, Connection[]>();
  data.requirements.forEach((r, i) => result.set(r.id, graph.connections(i).map(({ id, label }) => ({ id, label }))));
  return result;
}

/** A string of the reader's language (`Locale.t`): the element passes its own; English when none is given. */
export type Say = (key: StringKey, params?: Params) => string;
const english: Say = (key, params) => localeFor('').t(key, params);

/** "No connected requirements", "1 connected requirement", "3 connected requirements" (`web.connected`, `web.noConnected`). */
export function connectedCountText(count: number, t: Say = english): string {
  return count ? t('web.connected', { n: count }) : t('web.noConnected');
}

/**
 * What a requirement is tied to, in words: "3 connected requirements", or, for one tied only to the
 * hub, what it shares with the others ("shares One coherent implementation with 4 other
 * requirements"), never "no connected requirements": every requirement shares the hub, and in a
 * web like the paper's hero (no links at all) that is the whole point.
 */
export function relationText(connected: number, hubLabel: string, requirementCount: number, t: Say = english): string {
  if (connected) return connectedCountText(connected, t);
  const others = requirementCount - 1;
  if (others < 1) return t('web.only', { hub: hubLabel });
  return t('web.shares', { hub: hubLabel, n: others });
}

/** How a directed requirement's ties are worded (requirement-directed.ts's `directedRelationText`, given by the caller). */
export type DirectedText = (connections: readonly Connection[], verbs: { out: string; in: string }, t: Say) => string;

/**
 * Requirement `index`'s ties in words, as its node and panel name them: an overview counts its
 * links (its neighbour lists are built only on demand: 200,000 links); a web with directed links
 * says each way apart ("depends on 2 · is needed by 1": `directedText`, which requirement-web has
 * with its on-demand chunk; without it, counted as connected); else "3 connected requirements", or
 * what it shares with the others when it has no link of its own.
 */
export function nodeRelation(
  graph: RequirementGraph,
  index: number,
  { hubLabel, overview, verbs, t = english, directedText }: { hubLabel: string; overview: boolean; verbs: RequirementVerbs; t?: Say; directedText?: DirectedText },
): string {
  if (overview) return relationText(graph.degree(index), hubLabel, graph.size, t);
  const connections = graph.connections(index);
  return directedText && connections.some((c) => c.direction) ? directedText(connections, verbs, t) : relationText(graph.neighbours(index).length, hubLabel, graph.size, t);
}
