/**
 * What the leaderboard says in its live region after a reader's action: one short
 * sentence naming what changed and how many entries show. Pure text, so the wording
 * is tested as a table and quoted in the docs.
 */
import type { FieldKind, SortKey, SortSpec } from './leaderboard-rank.js';
import { formatCount } from './format.js';

const DIRECTIONS: Record<SortKey | FieldKind, [asc: string, desc: string]> = {
  number: ['lowest first', 'highest first'],
  text: ['A to Z', 'Z to A'],
  link: ['A to Z', 'Z to A'],
  date: ['oldest first', 'newest first'],
  flag: ['no first', 'yes first'],
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

/** "Sorted by Pass rate, highest first. 10 entries."; a field column says it by its type ("Date, newest first"). */
export function sortSentence(columnLabel: string, spec: SortSpec, shown: number, kind?: FieldKind): string {
  const [asc, desc] = DIRECTIONS[(kind ?? spec.key) as SortKey] ?? DIRECTIONS.text;
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
export function filterSentence(
  shownFrameworks: readonly string[],
  allFrameworks: number,
  shown: number,
  total: number,
  words: GroupWords = FRAMEWORK_WORDS,
): string {
  const names = shownFrameworks.map((name) => name || words.none);
  const counts = shown === total ? countEntries(total) : `${formatCount(shown)} of ${countEntries(total)}`;
  const only = words.only?.length ? `, ${listNames(words.only)} only` : '';
  if (names.length === allFrameworks) return `Showing all ${words.plural}${only}: ${counts}.`;
  if (names.length === 0) return `Showing no ${words.plural}${only}: ${counts}.`;
  const which = names.length <= 3 ? listNames(names) : `${formatCount(names.length)} of ${formatCount(allFrameworks)} ${words.plural}`;
  return `Showing ${which}${only}: ${counts}.`;
}

/** How the legend's groups are named in speech; `only`: the flag filters on ("Verified"). */
export interface GroupWords {
  /** "frameworks", "organisation groups". */
  plural: string;
  /** The name of entries without a group: "No framework". */
  none: string;
  only?: readonly string[];
}

export const FRAMEWORK_WORDS: GroupWords = { plural: 'frameworks', none: 'No framework' };

/** The words for a `groupLabel`: the default keeps "frameworks"; "Organisation" → "organisation groups", "No organisation". */
export function groupWords(groupLabel: string): GroupWords {
  if (groupLabel === 'Agent framework') return FRAMEWORK_WORDS;
  const lower = groupLabel.toLocaleLowerCase();
  return { plural: `${lower} groups`, none: `No ${lower}` };
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
