// Svelte 5 template types for the four tags (`codespecweave-widgets/svelte`, type-only). With
// `import type {} from 'codespecweave-widgets/svelte'` (or the package name in `compilerOptions.types`),
// `svelte-check` checks `<leaderboard-table data={board} onsort-change={onSort} />`: the data shape,
// the attributes and each event's `detail`; `data={42}` is an error.
//
// Svelte 5 sets a prop on a custom element as a property when the element has it (once the tag
// is defined), so an object `data` works on the client. Server-rendered (SvelteKit SSR) it becomes
// the attribute `data="[object Object]"`: pass `data={JSON.stringify(board)}` or `src` there
// (docs/frameworks.md).
//
// svelte is the consumer's dependency, not this package's: only a Svelte project imports this entry.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- @ts-expect-error would fail where svelte is installed
// @ts-ignore -- resolved in the consumer's project (svelte ≥ 5), absent from this one
import type { HTMLAttributes } from 'svelte/elements';
import type { BibtexCard } from './components/bibtex-card/bibtex-card.js';
import type { LeaderboardTable } from './components/leaderboard-table/leaderboard-table.js';
import type { RequirementWeb } from './components/requirement-web/requirement-web.js';
import type { ResultsToggle } from './components/results-toggle/results-toggle.js';
import type { CswErrorDetail, CswLoadDetail, Motion, Theme } from './internal/csw-element.js';
import type { BibtexCopyDetail, BibtexDownloadDetail, BibtexFormat, BibtexInput } from './components/bibtex-card/bibtex-card.types.js';
import type { FilterChangeDetail, LeaderboardInput, LeaderboardSort, SortChangeDetail } from './components/leaderboard-table/leaderboard-table.types.js';
import type { RequirementSelectDetail, RequirementWebInput, RequirementWebLayout } from './components/requirement-web/requirement-web.types.js';
import type { ResultsInput, SelectionChangeDetail } from './components/results-toggle/results-toggle.types.js';

type Handler<Detail> = (event: CustomEvent<Detail>) => void;

/** What every tag takes in a Svelte template, beside the usual HTML attributes. */
export interface CswSvelteProps<Input> {
  /** The data as an object (set as a property) or as JSON text (the only form that survives SSR). */
  data?: Input | string | null;
  /** URL of a JSON (or CSV) file with the data. */
  src?: string | null;
  theme?: Theme;
  motion?: Motion;
  /** Level (1–6) of the element's title heading. */
  'heading-level'?: number | `${number}`;
  'oncsw-error'?: Handler<CswErrorDetail>;
  'oncsw-load'?: Handler<CswLoadDetail>;
}

export interface LeaderboardTableSvelteProps extends CswSvelteProps<LeaderboardInput> {
  sort?: LeaderboardSort;
  searchable?: boolean;
  'onsort-change'?: Handler<SortChangeDetail>;
  'onfilter-change'?: Handler<FilterChangeDetail>;
}

export interface ResultsToggleSvelteProps extends CswSvelteProps<ResultsInput> {
  backbone?: string;
  benchmark?: string;
  open?: boolean;
  'onselection-change'?: Handler<SelectionChangeDetail>;
}

export interface RequirementWebSvelteProps extends CswSvelteProps<RequirementWebInput> {
  selected?: string | null;
  layout?: RequirementWebLayout;
  'onrequirement-select'?: Handler<RequirementSelectDetail>;
}

export interface BibtexCardSvelteProps extends CswSvelteProps<BibtexInput> {
  bibtex?: string;
  format?: BibtexFormat;
  filename?: string;
  heading?: string;
  key?: string;
  'onbibtex-copy'?: Handler<BibtexCopyDetail>;
  'onbibtex-download'?: Handler<BibtexDownloadDetail>;
}

type Tag<Props, E extends HTMLElement> = Omit<HTMLAttributes<E>, keyof Props> & Props;

declare global {
  // Svelte 5 reads element types from this namespace (svelte/svelte-html.d.ts); interfaces merge.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace svelteHTML {
    interface IntrinsicElements {
      'leaderboard-table': Tag<LeaderboardTableSvelteProps, LeaderboardTable>;
      'results-toggle': Tag<ResultsToggleSvelteProps, ResultsToggle>;
      'requirement-web': Tag<RequirementWebSvelteProps, RequirementWeb>;
      'bibtex-card': Tag<BibtexCardSvelteProps, BibtexCard>;
    }
  }
}
