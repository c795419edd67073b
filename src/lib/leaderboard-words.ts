/**
 * The leaderboard's words that its first render needs too (the count line, the legend's "No
 * framework"): kept apart from ./leaderboard-announce.ts, the sentences said after a reader's
 * action, which the element loads on first use.
 */
import { ENGLISH, registerEnglish, Locale } from './locale.js';
import wordsEnglish from '../locales/en/leaderboard-words.js';

registerEnglish(wordsEnglish);

/** The English locale: the default, so callers without a language read as before. */
const EN = ENGLISH;

import { DEFAULT_GROUP_LABEL } from './leaderboard-data.js';
import { midSentence } from './locale-phrases.js';

/** The default `groupLabel`, in English: the board's data says it when the author wrote none. */
export { DEFAULT_GROUP_LABEL };

/** "10 entries", "1 entry"; "10 Einträge". (Safe as a `map` callback: an index in `l`'s place is English.) */
export function countEntries(n: number, l?: Locale | number): string {
  return (l instanceof Locale ? l : EN).t('leaderboard.entries', { n });
}

/** How the legend's groups are named in speech; `only`: the flag filters on ("Verified"). */
export interface GroupWords {
  /** "frameworks", "organisation groups". */
  plural: string;
  /** The name of entries without a group: "No framework". */
  none: string;
  only?: readonly string[];
}

export const FRAMEWORK_WORDS: GroupWords = { plural: 'groups', none: 'No group' };

/** The words for a `groupLabel`: the default says "groups", "No group"; "Organisation" → "organisation groups", "No organisation". */
export function groupWords(groupLabel: string, l: Locale = EN): GroupWords {
  if (groupLabel === DEFAULT_GROUP_LABEL) return { plural: l.t('leaderboard.frameworks'), none: l.t('leaderboard.noFramework') };
  const group = midSentence(l, groupLabel);
  return { plural: l.t('leaderboard.groups', { group }), none: l.t('leaderboard.noGroup', { group }) };
}

/** The framework column's heading: the author's `groupLabel`, or the default in the reader's language. */
export function groupColumnLabel(groupLabel: string, l: Locale = EN): string {
  return groupLabel === DEFAULT_GROUP_LABEL ? l.t('leaderboard.framework') : groupLabel;
}
