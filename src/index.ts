// The package's main entry for bundler users: classes, types and helpers.
// It registers nothing; import './define.js' (or one element's define) for that.
export { CswElement } from './internal/csw-element.js';
export type { CswErrorDetail, Motion, Theme } from './internal/csw-element.js';
export { defineElement } from './internal/define-element.js';
export { DataError } from './lib/validate.js';
