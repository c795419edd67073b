/**
 * The data of a requirement web, its validation, and the graph questions the
 * element asks of it (who is connected to whom). Pure: no DOM, no Lit.
 */
import { DataError, expectArray, expectObject, expectString, optionalString } from './validate.js';

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
  const requirements = expectArray(data.requirements, 'data.requirements').map((item, i): Requirement => {
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

  const pairs = new Set<string>();
  const links: RequirementLink[] = [];
  (data.links == null ? [] : expectArray(data.links, 'data.links')).forEach((item, i) => {
    const path = `data.links[${i}]`;
    const entry = expectObject(item, path);
    const end = (name: 'source' | 'target'): string => {
      const id = expectString(entry[name], `${path}.${name}`, { nonEmpty: true });
      if (id === hub.id) throw new DataError(`${path}.${name}`, `"${id}" is the hub; every requirement is already tied to it`);
      if (!indexById.has(id)) throw new DataError(`${path}.${name}`, `no requirement with id "${id}"`);
      return id;
    };
    const source = end('source');
    const target = end('target');
    if (source === target) throw new DataError(path, `a requirement cannot link to itself ("${source}")`);
    const label = optionalString(entry.label, `${path}.label`, '');
    // The same key for a→b and b→a.
    const pair = source < target ? `${source}\u0000${target}` : `${target}\u0000${source}`;
    if (pairs.has(pair)) return;
    pairs.add(pair);
    links.push({ source, target, label });
  });

  return { title, summary, hub, requirements, links };
}

/** The `id` of the hub or a requirement and its `label`, which defaults to the id. */
function labelled(entry: Record<string, unknown>, path: string): { id: string; label: string } {
  const id = expectString(entry.id, `${path}.id`, { nonEmpty: true });
  const label = optionalString(entry.label, `${path}.label`, '');
  return { id, label: label.trim() ? label : id };
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
  const order = new Map(data.requirements.map((r, i) => [r.id, i]));
  const result = new Map<string, Connection[]>(data.requirements.map((r) => [r.id, []]));
  for (const link of data.links) {
    result.get(link.source)?.push({ id: link.target, label: link.label });
    result.get(link.target)?.push({ id: link.source, label: link.label });
  }
  for (const list of result.values()) list.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return result;
}

/** "No connected requirements", "1 connected requirement", "3 connected requirements". */
export function connectedCountText(count: number): string {
  return count ? `${count} connected requirement${count === 1 ? '' : 's'}` : 'No connected requirements';
}
