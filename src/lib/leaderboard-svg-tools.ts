/**
 * What ./leaderboard-svg.ts's image shares with the leaderboard's first view (ranking, colours, the
 * bar scale, number formatting), handed to buildLeaderboardSvg as its `tools`: the element passes
 * this (every part of it is in its first view already) to the image writer's chunk, and the
 * `embed` command passes it too. Kept apart from the writer so the writer imports no first-view
 * module (see leaderboard-svg.ts).
 */
import { assignFrameworkColors } from './framework-colors.js';
import { formatCount, formatNumber, formatPoints, formatValue } from './format.js';
import { DEFAULT_SORT, frameworkNames, rankEntries, sortRows, summarize } from './leaderboard-rank.js';
import { linearScale } from './linear-scale.js';
import type { LeaderboardSvgTools } from './leaderboard-svg.js';

export const LEADERBOARD_SVG_TOOLS: LeaderboardSvgTools = {
  DEFAULT_SORT,
  frameworkNames,
  rankEntries,
  sortRows,
  summarize,
  assignFrameworkColors,
  linearScale,
  formatCount,
  formatNumber,
  formatPoints,
  formatValue,
};
