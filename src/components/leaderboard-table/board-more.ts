/**
 * The "+N more" panel (the frameworks past the legend's largest groups: a search field and the first
 * matches) and the styles of what only a reader's acts draw (the panel, a switched-off legend
 * button, the no-match row, a download button with nothing to download): in the acts' chunk
 * (./board-acts.ts), since the panel opens only on a reader's act and the rest follows one. Like the
 * rest of the chunk it imports nothing of the first view but lit-html (a file of its own anyway):
 * what it uses of the legend comes as a {@link MoreKit} (./board-legend.ts's MORE_KIT).
 */
import { html, type TemplateResult } from 'lit/html.js';
import { matchFrameworks } from '../../lib/leaderboard-filter.js';
import type { DEFAULT_GROUP_LABEL } from '../../lib/leaderboard-data.js';
import type { groupWords } from '../../lib/leaderboard-words.js';
import type { midSentence } from '../../lib/locale-phrases.js';
import type { LegendView } from './board-legend.js';
import type { Locale, LocaleStrings } from '../../lib/locale.js';
import actsEnglish from '../../locales/en/leaderboard-acts.js';

/** Registers the panel's English words with the first view's `registerEnglish` (passed in: see above). The acts' loader calls it. */
export function registerActsWordsEnglish(registerEnglish: (part: LocaleStrings) => void): void {
  registerEnglish(actsEnglish);
}

/** Matches listed at once in the "+N more" panel; typing narrows them. */
const MORE_MAX = 50;

/** What the panel takes from the legend (see above). */
export interface MoreKit {
  /** A framework's toggle button, as the legend draws it. */
  button: (view: LegendView, name: string) => TemplateResult;
  /** The default groups' own phrase, else the author's label in `custom`'s {group} (the legend's groupsPhrase). */
  phrase: (view: LegendView, byDefault: 'leaderboard.moreLegend', custom: 'leaderboard.moreLegendOf') => string;
  groupWords: typeof groupWords;
  midSentence: typeof midSentence;
  DEFAULT_GROUP_LABEL: typeof DEFAULT_GROUP_LABEL;
}

/** The panel: a search field over the frameworks behind "+N more", and the first matches as toggle buttons. */
export function renderMore(view: LegendView, { button, phrase, groupWords, midSentence, DEFAULT_GROUP_LABEL }: MoreKit): TemplateResult {
  const { rest, filter, act, groupLabel, locale: l } = view;
  const matches = matchFrameworks(rest, filter.moreQuery, MORE_MAX + 1, groupWords(groupLabel, l).none);
  const cut = matches.length > MORE_MAX;
  const byDefault = groupLabel === DEFAULT_GROUP_LABEL;
  const group = midSentence(l, groupLabel);
  return html`<div id="more" class="more" role="group" aria-label=${phrase(view, 'leaderboard.moreLegend', 'leaderboard.moreLegendOf')}>
    <label>${byDefault ? l.t('leaderboard.findFramework') : l.t('leaderboard.findGroup', { group })}<input type="search" .value=${filter.moreQuery} @input=${act} /></label>
    <div class="legend">${matches.slice(0, MORE_MAX).map((name) => button(view, name))}</div>
    <p class="muted">${matches.length === 0 ? (byDefault ? l.t('leaderboard.noFrameworkMatch') : l.t('leaderboard.noGroupMatch', { group })) : cut ? l.t('leaderboard.firstOf', { shown: MORE_MAX, n: rest.length }) : ''}</p>
  </div>`;
}

/** "Show all", beside the legend once a reader has hidden a group (so only after an act). */
export function renderShowAll(act: (event: Event) => void, l: Locale): TemplateResult {
  return html`<button type="button" class="button show-all no-print" @click=${act}>${l.t('leaderboard.showAll')}</button>`;
}

/**
 * The body's one row when a filter or search leaves no entry (an empty board shows no table): the
 * words over the rank and model columns, which every form shows, then an empty cell under each other
 * column with that column's class, so a form that hides a column (a phone's the group and gap, a
 * board without groups the group) hides its cell too. One cell spanning every column made columns
 * of its own where the header's were hidden, which took the room of those shown (as the windowed
 * body's spacers did). The words stay on one line, drawn over the empty cells beside them.
 */
export function noMatchRow(fields: number, l: Locale): TemplateResult {
  const fieldCells = Array.from({ length: fields }, () => html`<td class="field"></td>`);
  return html`<tr><td class="none" colspan="2">${l.t('leaderboard.noMatch')}</td><td class="framework"></td><td class="score"></td><td class="gap"></td>${fieldCells}</tr>`;
}

/** The count under a filtered board: "Showing 3 of 10 entries" (a board at rest shows all: the first view's countEntries). */
export function showingOf(shown: number, total: number, l: Locale): string {
  return l.t('leaderboard.showingOf', { shown, n: total });
}

// The styles of what only a reader's acts draw (see above): added to a board's shadow root (the
// shared ChunkStyles, after the element's and the rare parts' sheets) in the update after its first
// filtering act, before anything of it is drawn. The no-match row is 13 px inside the 15 px table.
// CSS text through a local tag, which the build minifies as any css`` literal (see
// rare-parts.styles.ts); comments go outside the literal: they would ship.
const css = (text: TemplateStringsArray): string => text[0]!;

export const actsCss = css`
  .more {
    flex-basis: 100%;
    display: grid;
    gap: 0.5em;
    padding: 0.5em 0;
  }
  .legend-item[aria-pressed='false'] {
    text-decoration: line-through;
  }
  .legend-item[aria-pressed='false'] rect {
    fill-opacity: 0;
  }
  .none {
    color: var(--_muted);
    font-size: 0.8667em;
    white-space: nowrap;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  @media print {
    .more {
      display: none;
    }
  }
`;
