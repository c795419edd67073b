// The data shape and its validation live in src/lib/leaderboard-data.ts (every parser in
// src/lib/<element>-data.ts); this module keeps the element's public types in one place.
import type { SortDirection, SortKey } from '../../lib/leaderboard-rank.js';

export type { SortDirection, SortKey, LeaderboardSort } from '../../lib/leaderboard-rank.js';
export {
  LEADERBOARD_LIMITS,
  type Decimals,
  type FieldType,
  type FieldValue,
  type LeaderboardData,
  type LeaderboardEntry,
  type LeaderboardEntryInput,
  type LeaderboardField,
  type LeaderboardFieldInput,
  type LeaderboardInput,
  type LeaderboardLink,
} from '../../lib/leaderboard-data.js';

/** `detail` of `sort-change`: `key` is a built-in column or a field's key. */
export interface SortChangeDetail {
  key: SortKey | (string & {});
  direction: SortDirection;
}

/** `detail` of `filter-change`: the frameworks still shown, in legend order, and the flag fields required ("Verified only"). */
export interface FilterChangeDetail {
  frameworks: string[];
  flags?: string[];
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sort-change': CustomEvent<SortChangeDetail>;
    'filter-change': CustomEvent<FilterChangeDetail>;
  }
}
