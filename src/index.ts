// The package's main entry for bundler users: classes, types and helpers.
// It registers nothing; import './define.js' (or one element's define) for that.
export { CswElement } from './internal/csw-element.js';
export type { CswErrorDetail, CswLoadDetail, Motion, Theme } from './internal/csw-element.js';
export { defineElement } from './internal/define-element.js';
export { DataError } from './lib/data-error.js';
export { registerLocale, SHIPPED_LOCALES } from './lib/locale-loading.js';
export type { LocaleStrings, StringKey, PluralCategory } from './lib/locale.js';

export { RequirementWeb } from './components/requirement-web/requirement-web.js';
export type * from './components/requirement-web/requirement-web.types.js';
export { ResultsToggle } from './components/results-toggle/results-toggle.js';
export type * from './components/results-toggle/results-toggle.types.js';
export { LeaderboardTable } from './components/leaderboard-table/leaderboard-table.js';
export type * from './components/leaderboard-table/leaderboard-table.types.js';
export { BibtexCard } from './components/bibtex-card/bibtex-card.js';
export type * from './components/bibtex-card/bibtex-card.types.js';
