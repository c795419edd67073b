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

  const hubRaw = expectObject(data.hub, 'data.hub');
  const hubId = expectString(hubRaw.id, 'data.hub.id', { nonEmpty: true });
  const hub: RequirementHub = { id: hubId, label: labelOr(hubRaw.label, 'data.hub.label', hubId) };

  const firstSeen = new Map<string, number>();
  const requirements = expectArray(data.requirements, 'data.requirements').map((item, i): Requirement => {
    const path = `data.requirements[${i}]`;
    const entry = expectObject(item, path);
    const id = expectString(entry.id, `${path}.id`, { nonEmpty: true });
    if (id === hubId) throw new DataError(`${path}.id`, `"${id}" is already the hub's id`);
    const earlier = firstSeen.get(id);
    if (earlier !== undefined) {
      throw new DataError(`${path}.id`, `duplicate id "${id}" (also data.requirements[${earlier}])`);
    }
    firstSeen.set(id, i);
    return {
      id,
      label: labelOr(entry.label, `${path}.label`, id),
      heading: optionalString(entry.heading, `${path}.heading`, ''),
      detail: optionalString(entry.detail, `${path}.detail`, ''),
    };
  });

  const linksRaw = data.links === undefined || data.links === null ? [] : expectArray(data.links, 'data.links');
  const pairs = new Set<string>();
  const links: RequirementLink[] = [];
  linksRaw.forEach((item, i) => {
    const path = `data.links[${i}]`;
    const entry = expectObject(item, path);
    const source = linkEnd(entry, 'source', path, firstSeen, hubId);
    const target = linkEnd(entry, 'target', path, firstSeen, hubId);
    if (source === target) throw new DataError(path, `a requirement cannot link to itself ("${source}")`);
    const label = optionalString(entry.label, `${path}.label`, '');
    const key = pairKey(source, target);
    if (pairs.has(key)) return;
    pairs.add(key);
    links.push({ source, target, label });
  });

  return { title, summary, hub, requirements, links };
}

function labelOr(value: unknown, path: string, fallback: string): string {
  const label = optionalString(value, path, '');
  return label.trim() === '' ? fallback : label;
}

function linkEnd(
  entry: Record<string, unknown>,
  end: 'source' | 'target',
  path: string,
  ids: Map<string, number>,
  hubId: string,
): string {
  const id = expectString(entry[end], `${path}.${end}`, { nonEmpty: true });
  if (id === hubId) {
    throw new DataError(`${path}.${end}`, `"${id}" is the hub; every requirement is already tied to it`);
  }
  if (!ids.has(id)) throw new DataError(`${path}.${end}`, `no requirement with id "${id}"`);
  return id;
}

/** The same key for a→b and b→a. */
function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
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
  if (count === 0) return 'No connected requirements';
  return `${count} connected requirement${count === 1 ? '' : 's'}`;
}
