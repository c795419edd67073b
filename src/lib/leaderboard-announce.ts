/**
 * What the leaderboard says in its live region after a reader's action: one short
 * sentence naming what changed and how many entries show. Pure text, so the wording
 * is tested as a table and quoted in the docs.
 */
import type { SortSpec } from './leaderboard-rank.js';
import { formatCount } from './format.js';

const DIRECTIONS: Record<SortSpec['key'], [asc: string, desc: string]> = {
  rank: ['best first', 'worst first'],
  model: ['A to Z', 'Z to A'],
  framework: ['A to Z', 'Z to A'],
  score: ['lowest first', 'highest first'],
  gap: ['smallest first', 'largest first'],
};

/** "10 entries", "1 entry". */
export function countEntries(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'entry' : 'entries'}`;
}

/** "Sorted by Pass rate, highest first. 10 entries." */
export function sortSentence(columnLabel: string, spec: SortSpec, shown: number): string {
  const [asc, desc] = DIRECTIONS[spec.key];
  return `Sorted by ${columnLabel}, ${spec.direction === 'asc' ? asc : desc}. ${countEntries(shown)}.`;
}

/** "Codex", "Codex and Aider", "Codex, Aider and OpenHands". */
function listNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * After a legend toggle: "Showing Codex and Framework A: 4 of 10 entries.", every framework
 * shown: "Showing all frameworks: 10 entries.", none: "Showing no frameworks: 0 of 10 entries.",
 * more than three: "Showing 5 of 8 frameworks: 40 of 50 entries."
 */
export function filterSentence(shownFrameworks: readonly string[], allFrameworks: number, shown: number, total: number): string {
  const names = shownFrameworks.map((name) => name || 'No framework');
  const counts = shown === total ? countEntries(total) : `${formatCount(shown)} of ${countEntries(total)}`;
  if (names.length === allFrameworks) return `Showing all frameworks: ${counts}.`;
  if (names.length === 0) return `Showing no frameworks: ${counts}.`;
  const which = names.length <= 3 ? listNames(names) : `${formatCount(names.length)} of ${formatCount(allFrameworks)} frameworks`;
  return `Showing ${which}: ${counts}.`;
}

/** After typing in the search field: '3 entries match "astra".', '1 entry matches "x".', 'No entries match "zz".' */
export function searchSentence(query: string, shown: number, total: number): string {
  const needle = query.trim();
  if (!needle) return `Search cleared: ${countEntries(shown)}${shown === total ? '' : ` of ${formatCount(total)}`}.`;
  // A pasted essay is not read back whole.
  const quoted = needle.length > 40 ? `${needle.slice(0, 39)}…` : needle;
  if (shown === 0) return `No entries match "${quoted}".`;
  return `${countEntries(shown)} ${shown === 1 ? 'matches' : 'match'} "${quoted}".`;
}
