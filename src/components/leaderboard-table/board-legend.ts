import { html, nothing, type TemplateResult } from 'lit';
import type { LeaderboardField } from '../../lib/leaderboard-data.js';
import { DEFAULT_GROUP_LABEL, groupWords } from '../../lib/leaderboard-words.js';
import type { MoreKit } from './board-more.js';
import type { Locale, StringKey } from '../../lib/locale.js';
import type { BoardFilter } from './board-filter.js';
import { boardActs } from './board-input.js';
import { rareParts } from './lazy-module.js';
import { midSentence } from '../../lib/locale-phrases.js';

/** What the legend shows: derived by the element with the data, read here (no state of its own). */
export interface LegendView {
  /** The frameworks with a legend button: all of them, or the largest groups. */
  legend: readonly string[];
  /** The frameworks behind "+N more". */
  rest: readonly string[];
  colors: ReadonlyMap<string, string>;
  /** Some entry has a framework: the legend is drawn (flags may still be). */
  named: boolean;
  flags: readonly LeaderboardField[];
  /** The data's `groupLabel`, or the default. */
  groupLabel: string;
  filter: BoardFilter;
  /** Every control's listener (BoardInput's `act`). */
  act: (event: Event) => void;
  locale: Locale;
}

/**
 * The legend and flag toggles, Show all and "+N more", as template functions (the panel "+N more"
 * opens is drawn by the acts' chunk, ./board-more.ts: it opens on a reader's act, which brings it). "Show
 * all" and "+N more" sit beside the legend part, not in it: `[part="legend"] button` stays one per
 * framework shown there.
 */
export function renderLegend(view: LegendView): TemplateResult {
  const { rest, flags, filter, act, locale: t } = view;
  // Flags come with the fields, in the rare parts' chunk a board with fields is held for; "Show all"
  // only once a reader has hidden a group, with the acts' chunk that act brought.
  return html`<div class="filters">${view.named ? renderLegendItems(view) : nothing}${flags.length ? rareParts.module!.renderFlagToggles(flags, filter.flags, act, t) : nothing}${rest.length
      ? html`<button type="button" class="button more-toggle" aria-expanded=${filter.moreOpen ? 'true' : 'false'} aria-controls="more" @click=${act}>${t.t('leaderboard.moreFrameworks', { n: rest.length })}</button>`
      : nothing}${filter.hidden.size ? boardActs.module!.renderShowAll(act, t) : nothing}${rest.length && filter.moreOpen ? boardActs.module!.renderMore(view, MORE_KIT) : nothing}</div>`;
}

function renderLegendButton({ colors, filter, act, groupLabel, locale }: LegendView, name: string): TemplateResult {
  return html`<button type="button" class="button legend-item" data-framework=${name} @click=${act} aria-pressed=${filter.hidden.has(name) ? 'false' : 'true'}>
    <svg class="chip" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" rx="2" fill=${colors.get(name)!}></rect></svg>${name || groupWords(groupLabel, locale).none}
  </button>`;
}

/** The default groups' own phrase (`default`), else the author's label as given in `custom`'s {group}. */
function groupsPhrase({ groupLabel, locale }: LegendView, byDefault: StringKey, custom: StringKey): string {
  return groupLabel === DEFAULT_GROUP_LABEL ? locale.t(byDefault) : locale.t(custom, { group: groupLabel });
}

/**
 * The legend: a group of independent toggle buttons (several pressed at once), each its own tab
 * stop, which is what WAI-ARIA gives a group of toggle buttons outside a toolbar. Not the library's
 * roving tab stop (RovingFocusController, as the card's tabs and the web's nodes have): it adds to a
 * first view over its budget (docs/performance.md, "Measurements once kept in comments") keys the
 * legend never had; the tab order through it is at most twelve buttons ("+N more" holds the rest).
 */
function renderLegendItems(view: LegendView): TemplateResult {
  return html`<div part="legend" class="legend" role="group" aria-label=${groupsPhrase(view, 'leaderboard.legend', 'leaderboard.legendOf')}>
    ${view.legend.map((name) => renderLegendButton(view, name))}
  </div>`;
}

/** What the "+N more" panel (./board-more.ts, in the acts' chunk) takes from the legend: handed over, not imported (see board-acts.ts). */
const MORE_KIT: MoreKit = { button: renderLegendButton, phrase: groupsPhrase, groupWords, midSentence, DEFAULT_GROUP_LABEL };
