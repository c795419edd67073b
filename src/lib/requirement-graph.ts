/**
 * The data of a requirement web, its validation, and the graph questions the
 * element asks of it (who is connected to whom). Pure: no DOM, no Lit.
 */
import { formatLimit } from './limits.js';
import { DataError, expectArray, expectObject, expectString, optionalString } from './validate.js';
import { formatCount } from './format.js';

/**
 * Limits of a web. Under them a web settles (drawn, or an overview of rings for the largest) in
 * about 2 s at most on a 2-core machine; over them the element names the limit instead of freezing
 * the tab. A label is a name: 1,000 characters is pages of it.
 */
export const MAX_REQUIREMENTS = 20_000;
export const MAX_LINKS = 200_000;
export const MAX_LABEL_LENGTH = 1_000;

function checkCount(list: unknown[], path: string, limit: number, noun: string): void {
  if (list.length > limit) {
    throw new DataError(path, `${formatCount(list.length)} ${noun}s is over the limit of ${formatLimit(limit)} ${noun}s`);
  }
}

/** The shared component every requirement is tied to (a module, a class, a decision). */
export interface RequirementHub {
  id: string;
  /** Shown in the hub; defaults to `id`. */
  label: string;
}

export interface Requirement {
  id: string;
  /** Shown on the web; defaults to `id`. */
  label: string;
  /** The one-line takeaway shown in the detail panel ("A fair split needs a shared policy."). */
  heading: string;
  /** What the requirement asks, shown in the detail panel. */
  detail: string;
}

/** A tie between two requirements (undirected: both ends count each other as connected). */
export interface RequirementLink {
  source: string;
  target: string;
  /** What the two share ("minimum allocations"), shown in the detail panel. */
  label: string;
}

export interface RequirementWebData {
  title: string;
  summary: string;
  hub: RequirementHub;
  requirements: Requirement[];
  links: RequirementLink[];
}

/**
 * Validates untrusted JSON into {@link RequirementWebData}, or throws a
 * {@link DataError} naming the path: duplicate ids, an id shared with the hub,
 * a link to an unknown id or to the hub, and a self-link are errors. A link
 * given twice (in either direction) is kept once. No requirements at all is
 * valid: the element shows an empty state.
 */
export function parseRequirementWeb(raw: unknown): RequirementWebData {
  const data = expectObject(raw, 'data');
  const title = optionalString(data.title, 'data.title', '');
  const summary = optionalString(data.summary, 'data.summary', '');
  const hub = labelled(expectObject(data.hub, 'data.hub'), 'data.hub');

  const indexById = new Map<string, number>();
  const rawRequirements = expectArray(data.requirements, 'data.requirements');
  checkCount(rawRequirements, 'data.requirements', MAX_REQUIREMENTS, 'requirement');
  const requirements = rawRequirements.map((item, i): Requirement => {
    const path = `data.requirements[${i}]`;
    const entry = expectObject(item, path);
    const { id, label } = labelled(entry, path);
    const earlier = indexById.get(id);
    if (id === hub.id) throw new DataError(`${path}.id`, `"${id}" is already the hub's id`);
    if (earlier !== undefined) throw new DataError(`${path}.id`, `duplicate id "${id}" (also data.requirements[${earlier}])`);
    indexById.set(id, i);
    return {
      id,
      label,
      heading: optionalString(entry.heading, `${path}.heading`, ''),
      detail: optionalString(entry.detail, `${path}.detail`, ''),
    };
  });

  // Each pair as one number (index × count + index), so 200,000 links need no key strings.
  const pairs = new Set<number>();
  const links: RequirementLink[] = [];
  const rawLinks = data.links == null ? [] : expectArray(data.links, 'data.links');
  checkCount(rawLinks, 'data.links', MAX_LINKS, 'link');
  const count = requirements.length;
  // One pass, no closures or strings per link: paths are written only for a message.
  const endIndex = (raw: unknown, i: number, name: 'source' | 'target'): number => {
    const index = typeof raw === 'string' ? indexById.get(raw) : undefined;
    if (index !== undefined) return index;
    const path = `data.links[${i}].${name}`;
    const id = expectString(raw, path, { nonEmpty: true });
    if (id === hub.id) throw new DataError(path, `"${id}" is the hub; every requirement is already tied to it`);
    throw new DataError(path, `no requirement with id "${id}"`);
  };
  for (let i = 0; i < rawLinks.length; i++) {
    const item = rawLinks[i];
    const entry = isObject(item) ? item : expectObject(item, `data.links[${i}]`);
    const source = endIndex(entry.source, i, 'source');
    const target = endIndex(entry.target, i, 'target');
    if (source === target) throw new DataError(`data.links[${i}]`, `a requirement cannot link to itself ("${requirements[source]!.id}")`);
    const label = typeof entry.label === 'string' ? entry.label : optionalString(entry.label, `data.links[${i}].label`, '');
    // The same key for a→b and b→a.
    const pair = source < target ? source * count + target : target * count + source;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    links.push({ source: requirements[source]!.id, target: requirements[target]!.id, label });
  }

  return { title, summary, hub, requirements, links };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `id` of the hub or a requirement and its `label`, which defaults to the id; either at most {@link MAX_LABEL_LENGTH} characters. */
function labelled(entry: Record<string, unknown>, path: string): { id: string; label: string } {
  const id = expectString(entry.id, `${path}.id`, { nonEmpty: true });
  const label = optionalString(entry.label, `${path}.label`, '');
  const shown = label.trim() ? label : id;
  if (shown.length > MAX_LABEL_LENGTH) {
    throw new DataError(`${path}.${shown === label ? 'label' : 'id'}`, `${formatCount(shown.length)} characters is over the limit of ${formatLimit(MAX_LABEL_LENGTH)} characters`);
  }
  return { id, label: shown };
}

/** One neighbour of a requirement, with what the link between them says. */
export interface Connection {
  id: string;
  label: string;
}

/**
 * For each requirement id, the requirements linked to it in either direction,
 * in the order of `requirements` (so the panel lists them predictably). The
 * hub is not a neighbour: every requirement shares it.
 */
export function connectionsById(data: Pick<RequirementWebData, 'requirements' | 'links'>): Map<string, Connection[]> {
  const order = new Map<string, number>();
  const lists: (Connection & { order: number })[][] = [];
  data.requirements.forEach((r, i) => {
    order.set(r.id, i);
    lists.push([]);
  });
  for (const link of data.links) {
    const a = order.get(link.source);
    const b = order.get(link.target);
    if (a === undefined || b === undefined) continue;
    lists[a]!.push({ id: link.target, label: link.label, order: b });
    lists[b]!.push({ id: link.source, label: link.label, order: a });
  }
  // Sorted by the place each neighbour has in the data (kept on the entry: no lookups while sorting).
  const result = new Map<string, Connection[]>();
  data.requirements.forEach((r, i) => {
    const list = lists[i]!;
    if (list.length > 1) list.sort((x, y) => x.order - y.order);
    result.set(r.id, list.map(({ id, label }) => ({ id, label })));
  });
  return result;
}


/** "No connected requirements", "1 connected requirement", "3 connected requirements". */
export function connectedCountText(count: number): string {
  return count ? `${formatCount(count)} connected requirement${count === 1 ? '' : 's'}` : 'No connected requirements';
}

/**
 * What a requirement is tied to, in words: "3 connected requirements", or, for one tied only to the
 * hub, what it shares with the others ("shares One coherent implementation with 4 other
 * requirements"), never "no connected requirements": every requirement shares the hub, and in a
 * web like the paper's hero (no links at all) that is the whole point.
 */
export function relationText(connected: number, hubLabel: string, requirementCount: number): string {
  if (connected) return connectedCountText(connected);
  const others = requirementCount - 1;
  if (others < 1) return `the only requirement on ${hubLabel}`;
  return `shares ${hubLabel} with ${formatCount(others)} other requirement${others === 1 ? '' : 's'}`;
}
