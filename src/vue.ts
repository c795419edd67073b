// Vue 3 template types for the four tags (`codespecweave-widgets/vue`, type-only). With it, `vue-tsc`
// checks `<leaderboard-table :data="board" @sort-change="onSort">`: the data shape, the attributes
// and each event's `detail`. Vue still needs `compilerOptions.isCustomElement` (README, Vue) so
// it leaves the tags to the browser instead of looking for Vue components.
import type { DefineComponent } from 'vue';
import type { CswErrorDetail, CswLoadDetail, Motion, Theme } from './internal/csw-element.js';
import type { BibtexCopyDetail, BibtexDownloadDetail, BibtexFormat, BibtexInput } from './components/bibtex-card/bibtex-card.types.js';
import type { FilterChangeDetail, LeaderboardInput, SortChangeDetail } from './components/leaderboard-table/leaderboard-table.types.js';
import type { RequirementSelectDetail, RequirementWebInput, RequirementWebLayout } from './components/requirement-web/requirement-web.types.js';
import type { ResultsInput, SelectionChangeDetail } from './components/results-toggle/results-toggle.types.js';

type Handler<Detail> = (event: CustomEvent<Detail>) => void;

/** What every tag takes in a Vue template. Prefer `:data.prop="…"` for objects: a property whatever the load order. */
export interface CswVueProps<Input> {
  data?: Input | string | null;
  src?: string;
  theme?: Theme;
  motion?: Motion;
  'heading-level'?: number | string;
  onCswError?: Handler<CswErrorDetail>;
  onCswLoad?: Handler<CswLoadDetail>;
}

export interface LeaderboardTableVueProps extends CswVueProps<LeaderboardInput> {
  sort?: string;
  searchable?: boolean;
  onSortChange?: Handler<SortChangeDetail>;
  onFilterChange?: Handler<FilterChangeDetail>;
}

export interface ResultsToggleVueProps extends CswVueProps<ResultsInput> {
  backbone?: string;
  benchmark?: string;
  /** Full results open from the start (reflected). */
  open?: boolean;
  onSelectionChange?: Handler<SelectionChangeDetail>;
}

export interface RequirementWebVueProps extends CswVueProps<RequirementWebInput> {
  selected?: string;
  layout?: RequirementWebLayout;
  onRequirementSelect?: Handler<RequirementSelectDetail>;
}

export interface BibtexCardVueProps extends CswVueProps<BibtexInput> {
  bibtex?: string;
  format?: BibtexFormat;
  filename?: string;
  heading?: string;
  onBibtexCopy?: Handler<BibtexCopyDetail>;
  onBibtexDownload?: Handler<BibtexDownloadDetail>;
}

declare module 'vue' {
  interface GlobalComponents {
    'leaderboard-table': DefineComponent<LeaderboardTableVueProps>;
    'results-toggle': DefineComponent<ResultsToggleVueProps>;
    'requirement-web': DefineComponent<RequirementWebVueProps>;
    'bibtex-card': DefineComponent<BibtexCardVueProps>;
  }
}
