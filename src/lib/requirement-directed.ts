/**
 * A directed requirement's ties in words (see nodeRelation in requirement-graph.ts). A module of its
 * own, importing nothing but types: only a web with directed links words them so, and such a web
 * waits for requirement-web's on-demand chunk to be drawn (its arrowheads are there), so this comes
 * with that chunk and shares no module with the first view. Pure: no DOM, no Lit.
 */
import type { Connection, Say } from './requirement-graph.js';

/**
 * "depends on 2 · is needed by 3" (the data's verbs, else the language's), each side only when it
 * has links; undirected links are counted as "connected". `t` is the reader's language.
 */
export function directedRelationText(connections: readonly Connection[], verbs: { out: string; in: string }, t: Say): string {
  const count = (direction?: 'out' | 'in') => connections.filter((c) => c.direction === direction).length;
  const parts: string[] = [];
  const out = count('out');
  const into = count('in');
  const both = count(undefined);
  if (out) parts.push(t('web.verbCount', { verb: verbs.out, n: out }));
  if (into) parts.push(t('web.verbCount', { verb: verbs.in, n: into }));
  if (both) parts.push(t('web.connectedCount', { n: both }));
  return parts.join(' · ');
}
