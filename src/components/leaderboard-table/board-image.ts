/**
 * Download SVG / PNG: an image of the board as the reader leaves it (the rows shown, in their
 * order), drawn by the same writer as the `embed` command's image. A chunk loaded on the first
 * click with the file naming, so neither is in the first view.
 */
import { fileSlug } from '../../internal/download.js';
import type { LeaderboardData } from '../../lib/leaderboard-data.js';
import type { SortSpec } from '../../lib/leaderboard-rank.js';
import { buildLeaderboardSvg, type LeaderboardSvgTools } from '../../lib/leaderboard-svg.js';
import { DARK_PALETTE, LIGHT_PALETTE } from '../../lib/static-svg.js';

/** The board as the reader sees it at the click (taken then, whatever changes while this loads). */
export interface BoardSnapshot {
  value: LeaderboardData;
  spec: SortSpec;
  hiddenFrameworks: ReadonlySet<string>;
  query: string;
  dark: boolean;
  /** The first view's ranking, colours, scale and formatting (LEADERBOARD_SVG_TOOLS): passed, not imported here (see leaderboard-svg.ts). */
  tools: LeaderboardSvgTools;
}

/** The file's name without its extension: the title made safe, else "leaderboard". */
export function boardImageName(value: LeaderboardData): string {
  return fileSlug(value.title, 'leaderboard');
}

export function boardSvg({ value, spec, hiddenFrameworks, query, dark, tools }: BoardSnapshot): ReturnType<typeof buildLeaderboardSvg> {
  // The image writer takes one number of digits: with `decimals: "auto"`, the most any score has.
  const decimals = value.decimals === 'auto' ? Math.max(0, ...value.entries.map((entry) => entry.digits ?? 0)) : value.decimals;
  return buildLeaderboardSvg({ data: { ...value, decimals, ownDigits: value.decimals === 'auto' }, sort: spec, filter: { hiddenFrameworks, query }, palette: dark ? DARK_PALETTE : LIGHT_PALETTE }, tools);
}
