// `codespecweave-widgets/react`: the four elements as React components, made with @lit/react.
// Unlike a plain tag, a wrapper always sets `data` (and every other prop the element has) as a
// property, whatever the load order, and maps camelCase event props to the elements' events.
// Importing this module registers the four tags (guarded, like every entry).
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import type { CswErrorDetail, CswLoadDetail } from '../internal/csw-element.js';
import { BibtexCard as BibtexCardElement } from '../components/bibtex-card/bibtex-card.js';
import type { BibtexCopyDetail, BibtexDownloadDetail } from '../components/bibtex-card/bibtex-card.types.js';
import { LeaderboardTable as LeaderboardTableElement } from '../components/leaderboard-table/leaderboard-table.js';
import type { FilterChangeDetail, SortChangeDetail } from '../components/leaderboard-table/leaderboard-table.types.js';
import { RequirementWeb as RequirementWebElement } from '../components/requirement-web/requirement-web.js';
import type { RequirementSelectDetail } from '../components/requirement-web/requirement-web.types.js';
import { ResultsToggle as ResultsToggleElement } from '../components/results-toggle/results-toggle.js';
import type { SelectionChangeDetail } from '../components/results-toggle/results-toggle.types.js';
import '../define.js';
export type * from './jsx.js';

/** The events every element fires: bad input, and the moment it shows its data (or the error). */
const common = {
  onCswError: 'csw-error' as EventName<CustomEvent<CswErrorDetail>>,
  onCswLoad: 'csw-load' as EventName<CustomEvent<CswLoadDetail>>,
};

/** `<leaderboard-table>`: `onSortChange`, `onFilterChange`, `onCswError`, `onCswLoad`. */
export const LeaderboardTable = createComponent({
  react: React,
  tagName: 'leaderboard-table',
  elementClass: LeaderboardTableElement,
  displayName: 'LeaderboardTable',
  events: {
    ...common,
    onSortChange: 'sort-change' as EventName<CustomEvent<SortChangeDetail>>,
    onFilterChange: 'filter-change' as EventName<CustomEvent<FilterChangeDetail>>,
  },
});

/** `<results-toggle>`: `onSelectionChange`, `onCswError`, `onCswLoad`. */
export const ResultsToggle = createComponent({
  react: React,
  tagName: 'results-toggle',
  elementClass: ResultsToggleElement,
  displayName: 'ResultsToggle',
  events: { ...common, onSelectionChange: 'selection-change' as EventName<CustomEvent<SelectionChangeDetail>> },
});

/** `<requirement-web>`: `onRequirementSelect`, `onCswError`, `onCswLoad`. */
export const RequirementWeb = createComponent({
  react: React,
  tagName: 'requirement-web',
  elementClass: RequirementWebElement,
  displayName: 'RequirementWeb',
  events: { ...common, onRequirementSelect: 'requirement-select' as EventName<CustomEvent<RequirementSelectDetail>> },
});

/** `<bibtex-card>`: `onBibtexCopy`, `onBibtexDownload`, `onCswError`, `onCswLoad`. */
export const BibtexCard = createComponent({
  react: React,
  tagName: 'bibtex-card',
  elementClass: BibtexCardElement,
  displayName: 'BibtexCard',
  events: {
    ...common,
    onBibtexCopy: 'bibtex-copy' as EventName<CustomEvent<BibtexCopyDetail>>,
    onBibtexDownload: 'bibtex-download' as EventName<CustomEvent<BibtexDownloadDetail>>,
  },
});
