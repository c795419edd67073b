/**
 * What the leaderboard says in its live region after a reader's action: one short
 * sentence naming what changed and how many entries show. Pure text, so the wording
 * is tested as a table and quoted in the docs. Every function takes the reader's
 * locale: the words are its table's, the counts its numbers. The element loads this module on a
 * reader's first action (it is not in the first view). It imports nothing the first view has at
 * run time (only types): a chunk that imports a first-view module makes a consumer's bundler split
 * that module into a file of its own in every first view (docs/performance.md#size). So its English
 * part is registered with the first view's `registerEnglish`, handed over by the loader
 * (registerSentencesEnglish).
 */
import type { FieldKind, SortKey, SortSpec } from './leaderboard-rank.js';
import type { Locale, LocaleStrings, StringKey } from './locale.js';
import { listOf } from './locale-list.js';
import type { GroupWords } from './leaderboard-words.js';
import announceEnglish from '../locales/en/leaderboard-announce.js';

/** Registers this chunk's English with `registerEnglish` (locale.ts's, passed in: see above). Call it before the first sentence. */
export function registerSentencesEnglish(registerEnglish: (part: LocaleStrings) => void): void {
  registerEnglish(announceEnglish);
}

/** "10 entries", "1 entry", as the first view's count line says it (leaderboard-words.ts's countEntries). */
const countEntries = (n: number, l: Locale) => l.t('leaderboard.entries', { n });

/** The prefix of each sort direction's pair of keys (`leaderboard.scoreAsc`, `leaderboard.scoreDesc`). */
const DIRECTIONS: Record<SortKey | FieldKind, string> = {
  number: 'score',
  text: 'text',
  link: 'text',
  date: 'date',
  flag: 'flag',
  rank: 'rank',
  model: 'text',
  framework: 'text',
  score: 'score',
  gap: 'gap',
};

/** The built-in columns' message keys (a Map: a field keyed `constructor` must never find Object's). */
const BUILT_IN_COLUMNS = new Map([
  ['rank', 'leaderboard.rank'],
  ['model', 'leaderboard.model'],
  ['gap', 'leaderboard.gap'],
] as const);

/**
 * A column's name as a reader hears it in a sentence ("Sorted by Release date, newest first"): a
 * built-in column's in the reader's language, the metric, the group column's heading as the board
 * shows it (`groupHeading`: the author's `groupLabel`, or the default's in the reader's language,
 * leaderboard-words.ts's groupColumnLabel), or a field's label. Only the sentences name columns, so
 * it comes with them.
 */
export function columnLabel(key: string, board: { metric: string; fields?: readonly { key: string; label: string }[] }, groupHeading: string, l: Locale): string {
  if (key === 'score') return board.metric;
  if (key === 'framework') return groupHeading;
  const builtIn = BUILT_IN_COLUMNS.get(key as 'rank');
  if (builtIn) return l.t(builtIn);
  return board.fields?.find((field) => field.key === key)?.label ?? key;
}

/** "Sorted by Pass rate, highest first. 10 entries."; a field column says it by its type ("Date, newest first"). */
export function sortSentence(columnLabel: string, spec: SortSpec, shown: number, kind: FieldKind | undefined, l: Locale): string {
  const base = DIRECTIONS[(kind ?? spec.key) as SortKey] ?? 'text';
  const direction = l.t(`leaderboard.${base}${spec.direction === 'asc' ? 'Asc' : 'Desc'}` as StringKey);
  return l.t('leaderboard.sorted', { column: columnLabel, direction, entries: countEntries(shown, l) });
}

/**
 * After a legend toggle (`words`: how the board names its groups, leaderboard-words.ts's groupWords): "Showing Codex and Framework A: 4 of 10 entries.", every framework
 * shown: "Showing all frameworks: 10 entries.", none: "Showing no frameworks: 0 of 10 entries.",
 * more than three: "Showing 5 of 8 frameworks: 40 of 50 entries."
 */
export function filterSentence(
  shownFrameworks: readonly string[],
  allFrameworks: number,
  shown: number,
  total: number,
  words: GroupWords,
  l: Locale,
): string {
  const { plural, none, only: flags } = words;
  const names = shownFrameworks.map((name) => name || none);
  const counts = shown === total ? countEntries(total, l) : l.t('leaderboard.countOf', { shown, n: total });
  const only = flags?.length ? l.t('leaderboard.only', { flags: listOf(l, flags) }) : '';
  if (names.length === allFrameworks) return l.t('leaderboard.filterAll', { groups: plural, only, counts });
  if (names.length === 0) return l.t('leaderboard.filterNone', { groups: plural, only, counts });
  const which = names.length <= 3 ? listOf(l, names) : l.t('leaderboard.frameworksOf', { shown: names.length, n: allFrameworks, groups: plural });
  return l.t('leaderboard.filterSome', { which, only, counts });
}

/** After typing in the search field: '3 entries match "astra".', '1 entry matches "x".', 'No entries match "zz".' */
export function searchSentence(query: string, shown: number, total: number, l: Locale): string {
  const needle = query.trim();
  if (!needle) return shown === total ? l.t('leaderboard.searchCleared', { entries: countEntries(shown, l) }) : l.t('leaderboard.searchClearedOf', { entries: countEntries(shown, l), total });
  // A pasted essay is not read back whole.
  const quoted = needle.length > 40 ? `${needle.slice(0, 39)}…` : needle;
  if (shown === 0) return l.t('leaderboard.searchNone', { query: quoted });
  return l.t('leaderboard.searchSome', { n: shown, query: quoted });
}
