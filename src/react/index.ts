'use client';
// `codespecweave-widgets/react`: the four elements as React components, made with @lit/react.
// Unlike a plain tag, a wrapper always sets `data` (and every other prop the element has) as a
// property, whatever the load order, and maps camelCase event props to the elements' events.
// Importing this module registers the four tags (guarded, like every entry).
//
// `'use client'`: a Next.js App Router server component may render the wrappers (the build keeps
// the directive as the first line of dist/react/index.js; vite.config.ts). Their props must then
// be serializable (data objects, strings); event props need a client component around them.
//
// Reader state (`sort`, `selected`, `backbone`, `benchmark`, `format`) is controlled when given and
// uncontrolled otherwise, with `default…` as the start (start-state.ts).
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import type { CswErrorDetail, CswLoadDetail } from '../internal/csw-element.js';
import { BibtexCard as BibtexCardElement } from '../components/bibtex-card/bibtex-card.js';
import type { BibtexCopyDetail, BibtexDownloadDetail, BibtexFormat } from '../components/bibtex-card/bibtex-card.types.js';
import { LeaderboardTable as LeaderboardTableElement } from '../components/leaderboard-table/leaderboard-table.js';
import type { FilterChangeDetail, LeaderboardSort, SortChangeDetail } from '../components/leaderboard-table/leaderboard-table.types.js';
import { RequirementWeb as RequirementWebElement } from '../components/requirement-web/requirement-web.js';
import type { RequirementSelectDetail } from '../components/requirement-web/requirement-web.types.js';
import { ResultsToggle as ResultsToggleElement } from '../components/results-toggle/results-toggle.js';
import type { SelectionChangeDetail } from '../components/results-toggle/results-toggle.types.js';
import { withStartState } from './start-state.js';
import { warnMissingDataInDevelopment } from './missing-data.js';
import '../define.js';
export type * from './jsx.js';

void warnMissingDataInDevelopment();

/** The events every element fires: bad input, and the moment it shows its data (or the error). */
const common = {
  onCswError: 'csw-error' as EventName<CustomEvent<CswErrorDetail>>,
  onCswLoad: 'csw-load' as EventName<CustomEvent<CswLoadDetail>>,
};

const LitLeaderboardTable = createComponent({
  react: React,
  tagName: 'leaderboard-table',
  elementClass: LeaderboardTableElement,
  displayName: 'LitLeaderboardTable',
  events: {
    ...common,
    onSortChange: 'sort-change' as EventName<CustomEvent<SortChangeDetail>>,
    onFilterChange: 'filter-change' as EventName<CustomEvent<FilterChangeDetail>>,
  },
});

const LitResultsToggle = createComponent({
  react: React,
  tagName: 'results-toggle',
  elementClass: ResultsToggleElement,
  displayName: 'LitResultsToggle',
  events: { ...common, onSelectionChange: 'selection-change' as EventName<CustomEvent<SelectionChangeDetail>> },
});

const LitRequirementWeb = createComponent({
  react: React,
  tagName: 'requirement-web',
  elementClass: RequirementWebElement,
  displayName: 'LitRequirementWeb',
  events: { ...common, onRequirementSelect: 'requirement-select' as EventName<CustomEvent<RequirementSelectDetail>> },
});

const LitBibtexCard = createComponent({
  react: React,
  tagName: 'bibtex-card',
  elementClass: BibtexCardElement,
  displayName: 'LitBibtexCard',
  events: {
    ...common,
    onBibtexCopy: 'bibtex-copy' as EventName<CustomEvent<BibtexCopyDetail>>,
    onBibtexDownload: 'bibtex-download' as EventName<CustomEvent<BibtexDownloadDetail>>,
  },
});

/** `detail` of the event `onFormatChange` receives (bibtex-card reflects `format`; the wrapper reports it). */
export interface FormatChangeDetail {
  format: BibtexFormat;
}

export type LeaderboardTableProps = React.ComponentProps<typeof LitLeaderboardTable> & {
  /** The starting sort; a reader may change it (uncontrolled). `sort` instead is controlled. */
  defaultSort?: LeaderboardSort;
};
export type ResultsToggleProps = React.ComponentProps<typeof LitResultsToggle> & {
  /** The starting backbone; a reader may change it. `backbone` instead is controlled (with `onSelectionChange`). */
  defaultBackbone?: string;
  /** The starting benchmark; a reader may change it. `benchmark` instead is controlled. */
  defaultBenchmark?: string;
};
export type RequirementWebProps = React.ComponentProps<typeof LitRequirementWeb> & {
  /** The requirement selected at the start; a reader may change it. `selected` instead is controlled. */
  defaultSelected?: string;
};
export type BibtexCardProps = React.ComponentProps<typeof LitBibtexCard> & {
  /** The starting format; a reader may change it. `format` instead is controlled (with `onFormatChange`). */
  defaultFormat?: BibtexFormat;
  /** A reader picked another format (or a controlled `format` was refused and put back). */
  onFormatChange?: (event: CustomEvent<FormatChangeDetail>) => void;
};

/** `<leaderboard-table>`: `sort`/`defaultSort`, `onSortChange`, `onFilterChange`, `onCswError`, `onCswLoad`. */
export const LeaderboardTable = withStartState<LeaderboardTableProps, LeaderboardTableElement>(LitLeaderboardTable, 'LeaderboardTable', [
  { prop: 'sort', defaultProp: 'defaultSort', handler: 'onSortChange' },
]);

/** `<results-toggle>`: `backbone`/`defaultBackbone`, `benchmark`/`defaultBenchmark`, `onSelectionChange`, `onCswError`, `onCswLoad`. */
export const ResultsToggle = withStartState<ResultsToggleProps, ResultsToggleElement>(LitResultsToggle, 'ResultsToggle', [
  { prop: 'backbone', defaultProp: 'defaultBackbone', handler: 'onSelectionChange' },
  { prop: 'benchmark', defaultProp: 'defaultBenchmark', handler: 'onSelectionChange' },
]);

/** `<requirement-web>`: `selected`/`defaultSelected`, `onRequirementSelect`, `onCswError`, `onCswLoad`. */
export const RequirementWeb = withStartState<RequirementWebProps, RequirementWebElement>(LitRequirementWeb, 'RequirementWeb', [
  { prop: 'selected', defaultProp: 'defaultSelected', handler: 'onRequirementSelect' },
]);

/** `<bibtex-card>`: `format`/`defaultFormat`, `onFormatChange`, `onBibtexCopy`, `onBibtexDownload`, `onCswError`, `onCswLoad`. */
export const BibtexCard = withStartState<BibtexCardProps, BibtexCardElement>(LitBibtexCard, 'BibtexCard', [], {
  prop: 'format',
  defaultProp: 'defaultFormat',
  handler: 'onFormatChange',
  eventName: 'format-change',
});
