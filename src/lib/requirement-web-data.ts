/**
 * The data of a requirement web and its validation. Pure: no DOM, no Lit. The questions the
 * element and the layout ask of it (who is connected to whom) are in requirement-graph.ts.
 */
import { DataError, describeValue } from './data-error.js';
import { expectArray, expectObject, expectString, optionalString } from './validate-shape.js';
import { safeUrl } from './safe-url.js';
import { readKey } from './missing-key.js';

/**
 * How the limits' messages write numbers ("20,001 requirements is over the limit of 20,000
 * requirements"): format.ts's `formatCount` and limits.ts's `formatLimit`, handed over by the caller
 * (requirement-web's loader, on-demand-loader.ts) rather than imported: this module is a chunk
 * beside a first view that has both, and a user's bundler would split them out of that first
 * view's file into one of their own.
 */
export interface NumberWords {
  formatCount: (value: number) => string;
  formatLimit: (value: number) => string;
}

/**
 * Limits of a web. Under them a web settles (drawn, or an overview of rings for the largest) in
 * about 2 s at most on a 2-core machine; over them the element names the limit instead of freezing
 * the tab. A label is a name: 1,000 characters is pages of it.
 */
export const MAX_REQUIREMENTS = 20_000;
export const MAX_LINKS = 200_000;
export const MAX_LABEL_LENGTH = 1_000;

function checkCount(list: unknown[], path: string, limit: number, noun: string, { formatCount, formatLimit }: NumberWords): void {
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
  /** Its group (a package, a team): requirements of one group share a colour. '' for none. */
  group?: string;
  /** Its page, linked from the detail panel: http(s), mailto or relative only ('' for none or an unsafe one). */
  url?: string;
}

/** A tie between two requirements: undirected (both ends count each other as connected) or, `directed`, from `source` to `target`. */
export interface RequirementLink {
  source: string;
  target: string;
  /** What the two share ("minimum allocations"), shown in the detail panel. */
  label: string;
  /** Drawn with an arrow from `source` to `target`; the panel lists it under `verbs.out` / `verbs.in`. */
  directed?: boolean;
}

/** How the panel, the list and the announcement name a directed link's two ends. */
export interface RequirementVerbs {
  /** What a requirement does to a link's target ("depends on", "imports"). */
  out: string;
  /** What it is to a link's source ("is needed by", "is imported by"). */
  in: string;
}

export const DEFAULT_VERBS: RequirementVerbs = { out: 'depends on', in: 'is needed by' };

export interface RequirementWebData {
  title: string;
  summary: string;
  hub: RequirementHub;
  requirements: Requirement[];
  links: RequirementLink[];
  /** Every link directed (`data.directed: true`); a link may also say so itself. */
  directed?: boolean;
  verbs?: RequirementVerbs;
}

/**
 * Validates untrusted JSON into {@link RequirementWebData}, or throws a
 * {@link DataError} naming the path: duplicate ids, an id shared with the hub,
 * a link to an unknown id or to the hub, and a self-link are errors. A link
 * given twice (in either direction) is kept once. No requirements at all is
 * valid: the element shows an empty state. The new optional fields (`group`, `url`,
 * `directed`, `verbs`) are present only when given, so data without them parses as before. A directed link is one pair per direction (a→b
 * and b→a are both kept: two modules may import each other). Its graph is built when first asked
 * for (`graphOf`): this module imports nothing of requirement-graph.ts, since requirement-web loads
 * it as a chunk beside a first view that has that module (a shared module would be split into a
 * file of its own by a user's bundler); readPlainRequirementWeb, in that first view, files its graph.
 * `words` writes the numbers of a limit's message (see NumberWords).
 */
export function parseRequirementWeb(raw: unknown, words: NumberWords): RequirementWebData {
  const data = expectObject(raw, 'data');
  const title = optionalString(data.title, 'data.title', '');
  const summary = optionalString(data.summary, 'data.summary', '');
  const hub = labelled(readKey(data, 'hub', 'data', expectObject), 'data.hub', words);
  const directed = optionalBoolean(data.directed, 'data.directed');
  const verbs = parseVerbs(data.verbs);

  const indexById = new Map<string, number>();
  const rawRequirements = readKey(data, 'requirements', 'data', expectArray);
  checkCount(rawRequirements, 'data.requirements', MAX_REQUIREMENTS, 'requirement', words);
  const requirements = rawRequirements.map((item, i): Requirement => {
    const path = `data.requirements[${i}]`;
    const entry = expectObject(item, path);
    const { id, label } = labelled(entry, path, words);
    const earlier = indexById.get(id);
    if (id === hub.id) throw new DataError(`${path}.id`, `"${id}" is already the hub's id`);
    if (earlier !== undefined) throw new DataError(`${path}.id`, `duplicate id "${id}" (also data.requirements[${earlier}])`);
    indexById.set(id, i);
    const requirement: Requirement = {
      id,
      label,
      heading: optionalString(entry.heading, `${path}.heading`, ''),
      detail: optionalString(entry.detail, `${path}.detail`, ''),
    };
    // Present only when given (data without them parses as before).
    const group = optionalString(entry.group, `${path}.group`, '').trim();
    if (group) requirement.group = group;
    // An unsafe scheme (javascript:, data:) is dropped, never linked: see safeUrl.
    const url = safeUrl(optionalString(entry.url, `${path}.url`, ''));
    if (url) requirement.url = url;
    return requirement;
  });

  // Each pair as one number (index × count + index), so 200,000 links need no key strings.
  const pairs = new Set<number>();
  const links: RequirementLink[] = [];
  const rawLinks = data.links == null ? [] : expectArray(data.links, 'data.links');
  checkCount(rawLinks, 'data.links', MAX_LINKS, 'link', words);
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
    const oneWay = directed || (entry.directed !== undefined && optionalBoolean(entry.directed, `data.links[${i}].directed`));
    // Undirected: the same key for a→b and b→a. Directed: one per direction, negative so the two never meet.
    const pair = oneWay ? -(source * count + target) - 1 : source < target ? source * count + target : target * count + source;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    const link: RequirementLink = { source: requirements[source]!.id, target: requirements[target]!.id, label };
    if (oneWay) link.directed = true;
    links.push(link);
  }

  const result: RequirementWebData = { title, summary, hub, requirements, links };
  if (directed) result.directed = true;
  if (verbs !== DEFAULT_VERBS) result.verbs = verbs;
  return result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalBoolean(value: unknown, path: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new DataError(path, `expected true or false, got ${describeValue(value)}`);
  return value;
}

function parseVerbs(raw: unknown): RequirementVerbs {
  if (raw === undefined || raw === null) return DEFAULT_VERBS;
  const verbs = expectObject(raw, 'data.verbs');
  const out = optionalString(verbs.out, 'data.verbs.out', '').trim() || DEFAULT_VERBS.out;
  return { out, in: optionalString(verbs.in, 'data.verbs.in', '').trim() || DEFAULT_VERBS.in };
}

/** The `id` of the hub or a requirement and its `label`, which defaults to the id; either at most {@link MAX_LABEL_LENGTH} characters. */
function labelled(entry: Record<string, unknown>, path: string, { formatCount, formatLimit }: NumberWords): { id: string; label: string } {
  const id = readKey(entry, 'id', path, (value, at) => expectString(value, at, { nonEmpty: true }));
  const label = optionalString(entry.label, `${path}.label`, '');
  const shown = label.trim() ? label : id;
  if (shown.length > MAX_LABEL_LENGTH) {
    throw new DataError(`${path}.${shown === label ? 'label' : 'id'}`, `${formatCount(shown.length)} characters is over the limit of ${formatLimit(MAX_LABEL_LENGTH)} characters`);
  }
  return { id, label: shown };
}

