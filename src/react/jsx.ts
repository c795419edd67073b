// React 19 JSX types for the four plain tags, so `<leaderboard-table data={board}>` type-checks
// without a hand-written declaration. Type-only: importing it (or `codespecweave-widgets/react`,
// which does) adds the tags to `React.JSX.IntrinsicElements`.
//
// React 19 passes a prop to a custom element as a property when the element has it (once the tag
// is defined), otherwise as an attribute; its event props are the event names as written:
// `onsort-change`, not `onSortChange` (that form is the wrappers' in `codespecweave-widgets/react`).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CswErrorDetail, CswLoadDetail, Motion, Theme } from '../internal/csw-element.js';
import type { BibtexCard } from '../components/bibtex-card/bibtex-card.js';
import type { BibtexCopyDetail, BibtexDownloadDetail, BibtexFormat, BibtexInput } from '../components/bibtex-card/bibtex-card.types.js';
import type { LeaderboardTable } from '../components/leaderboard-table/leaderboard-table.js';
import type { FilterChangeDetail, LeaderboardInput, SortChangeDetail } from '../components/leaderboard-table/leaderboard-table.types.js';
import type { RequirementWeb } from '../components/requirement-web/requirement-web.js';
import type { RequirementSelectDetail, RequirementWebInput, RequirementWebLayout } from '../components/requirement-web/requirement-web.types.js';
import type { ResultsToggle } from '../components/results-toggle/results-toggle.js';
import type { ResultsInput, SelectionChangeDetail } from '../components/results-toggle/results-toggle.types.js';

/** A handler for one of the elements' `CustomEvent`s. */
export type CswEventHandler<Detail> = (event: CustomEvent<Detail>) => void;

/** What every tag takes in JSX: the element's data (an object, or JSON text) and the shared attributes. */
export type CswTagProps<E extends HTMLElement, Input> = DetailedHTMLProps<HTMLAttributes<E>, E> & {
  /** The data as an object (set as a property) or as JSON text. */
  data?: Input | string | null;
  /** URL of a JSON file with the data. */
  src?: string;
  theme?: Theme;
  motion?: Motion;
  /** Level (1–6) of the element's title heading. */
  'heading-level'?: number | `${number}`;
  'oncsw-error'?: CswEventHandler<CswErrorDetail>;
  'oncsw-load'?: CswEventHandler<CswLoadDetail>;
};

export type LeaderboardTableTagProps = CswTagProps<LeaderboardTable, LeaderboardInput> & {
  /** `key:direction`, keys `rank`, `model`, `framework`, `score`, `gap`. */
  sort?: string;
  searchable?: boolean;
  'onsort-change'?: CswEventHandler<SortChangeDetail>;
  'onfilter-change'?: CswEventHandler<FilterChangeDetail>;
};

export type ResultsToggleTagProps = CswTagProps<ResultsToggle, ResultsInput> & {
  backbone?: string;
  benchmark?: string;
  /** Full results open from the start (reflected). */
  open?: boolean;
  'onselection-change'?: CswEventHandler<SelectionChangeDetail>;
};

export type RequirementWebTagProps = CswTagProps<RequirementWeb, RequirementWebInput> & {
  selected?: string;
  layout?: RequirementWebLayout;
  'onrequirement-select'?: CswEventHandler<RequirementSelectDetail>;
};

export type BibtexCardTagProps = CswTagProps<BibtexCard, BibtexInput> & {
  bibtex?: string;
  format?: BibtexFormat;
  filename?: string;
  heading?: string;
  'onbibtex-copy'?: CswEventHandler<BibtexCopyDetail>;
  'onbibtex-download'?: CswEventHandler<BibtexDownloadDetail>;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'leaderboard-table': LeaderboardTableTagProps;
      'results-toggle': ResultsToggleTagProps;
      'requirement-web': RequirementWebTagProps;
      'bibtex-card': BibtexCardTagProps;
    }
  }
}
