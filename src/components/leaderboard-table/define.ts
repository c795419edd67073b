import { defineElement } from '../../internal/define-element.js';
import { LeaderboardTable } from './leaderboard-table.js';

export { LeaderboardTable };
export type * from './leaderboard-table.types.js';

defineElement('leaderboard-table', LeaderboardTable);

declare global {
  interface HTMLElementTagNameMap {
    'leaderboard-table': LeaderboardTable;
  }
}
