/**
 * The plain web, read at once: what most webs are (a hub, requirements with a label, heading,
 * detail and group, undirected links with a label), read by this small reader in the first view.
 * Anything else (directed links, verbs, urls, over a limit) and every wrong input goes to the full
 * validation, `parseRequirementWeb` (requirement-web-data.ts), which words the problem and which
 * requirement-web loads as a chunk on first need (issue 40): a page of plain webs never loads it.
 * For any input this reads, the result equals the full validation's (test/lib/requirement-web-plain.test.ts
 * holds the two equal, case by case). Pure: no DOM, no Lit.
 */
import { graphs, RequirementGraph, type Requirement, type RequirementLink, type RequirementWebData } from './requirement-graph.js';

/**
 * The limits of requirement-web-data.ts (MAX_REQUIREMENTS, MAX_LINKS, MAX_LABEL_LENGTH), which a
 * plain web keeps within: written here, not imported, because that module is the chunk and the
 * first view importing from it would make a user's bundler split it into a file of its own (the
 * test holds these equal to its own).
 */
export const PLAIN_LIMITS = { requirements: 20_000, links: 200_000, label: 1_000 };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A string, or '' for absent (undefined, null); undefined for anything else. */
const text = (value: unknown): string | undefined => (value == null ? '' : typeof value === 'string' ? value : undefined);

/** The data of a plain web, as parseRequirementWeb gives it, or undefined for any other input (the full validation then reads it). */
export function readPlainRequirementWeb(raw: unknown): RequirementWebData | undefined {
  if (!isObject(raw) || raw.directed != null || raw.verbs != null || !isObject(raw.hub)) return;
  const title = text(raw.title);
  const summary = text(raw.summary);
  const hub = named(raw.hub);
  const list = raw.requirements;
  const rawLinks = raw.links ?? [];
  if (title === undefined || summary === undefined || !hub || !Array.isArray(list) || !Array.isArray(rawLinks)) return;
  if (list.length > PLAIN_LIMITS.requirements || rawLinks.length > PLAIN_LIMITS.links) return;
  const indexById = new Map<string, number>();
  const requirements: Requirement[] = [];
  for (const entry of list) {
    const requirement = isObject(entry) && entry.url == null ? named(entry) : undefined;
    const heading = requirement && text(entry.heading);
    const detail = requirement && text(entry.detail);
    const group = requirement && text(entry.group)?.trim();
    if (!requirement || heading === undefined || detail === undefined || group === undefined) return;
    if (requirement.id === hub.id || indexById.has(requirement.id)) return;
    indexById.set(requirement.id, requirements.length);
    requirements.push(group ? { ...requirement, heading, detail, group } : { ...requirement, heading, detail });
  }
  // Undirected pairs, each kept once whichever way it is given (as the full validation keys them).
  const pairs = new Set<number>();
  const links: RequirementLink[] = [];
  const count = requirements.length;
  for (const entry of rawLinks) {
    if (!isObject(entry) || (entry.directed != null && entry.directed !== false)) return;
    const source = indexById.get(entry.source as string);
    const target = indexById.get(entry.target as string);
    const label = text(entry.label);
    if (source === undefined || target === undefined || source === target || label === undefined) return;
    const pair = source < target ? source * count + target : target * count + source;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    links.push({ source: requirements[source]!.id, target: requirements[target]!.id, label });
  }
  const result: RequirementWebData = { title, summary, hub, requirements, links };
  graphs.set(result, new RequirementGraph(result, indexById));
  return result;
}

/** An id (a non-empty string) and its label (the id when empty), within the label limit; undefined otherwise. */
function named(entry: Record<string, unknown>): { id: string; label: string } | undefined {
  const id = entry.id;
  const label = text(entry.label);
  if (typeof id !== 'string' || !id.trim() || label === undefined) return;
  const shown = label.trim() ? label : id;
  return shown.length > PLAIN_LIMITS.label ? undefined : { id, label: shown };
}
