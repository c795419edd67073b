/**
 * A board's option attributes (`heading`, `description`, `metric`, `unit`, `decimals`,
 * `group-label`) over its data: a chunk, with lib/data-options.ts's reading and overlay, loaded for
 * the first board with one (most boards take every option from their data; lazy-module.ts's
 * optionsModule). What it takes of the first view (the text limit, formatCount) comes as
 * arguments: imported, those modules would be split out of the first view's file.
 */
import { OptionsOverlay, type OptionLimits } from '../../lib/data-options.js';
import type { LeaderboardData } from '../../lib/leaderboard-data.js';

/** The option attributes as the element holds them (null: absent, the data's own option stays). */
export interface BoardOptionValues {
  heading: string | null;
  description: string | null;
  metric: string | null;
  unit: string | null;
  decimals: string | null;
  groupLabel: string | null;
}

/** One board's option attributes over its data (an attribute set to a bad value keeps its last good one). */
export class BoardOptions {
  readonly #overlay = new OptionsOverlay<LeaderboardData>();

  /**
   * `value`'s data as given with `options` over it (undefined without data); with `flag`, each
   * attribute's problem ('' once there is none) is passed to it.
   */
  apply(options: BoardOptionValues, value: LeaderboardData | undefined, limits: Omit<OptionLimits, 'auto'>, flag?: (name: string, problem: string) => void): LeaderboardData | undefined {
    const { heading, description, metric, unit, decimals, groupLabel } = options;
    const reading = this.#overlay.read({ heading, description, metric, unit, decimals, 'group-label': groupLabel }, { auto: true, ...limits });
    if (flag) for (const [name, problem] of reading.problems) flag(name, problem);
    return value && this.#overlay.apply(value, reading.overrides);
  }
}
