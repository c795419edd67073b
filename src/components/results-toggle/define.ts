// Registers <results-toggle> (guarded: a second copy of the library on the page defines nothing twice).
import { defineElement } from '../../internal/define-element.js';
import { ResultsToggle } from './results-toggle.js';

defineElement('results-toggle', ResultsToggle);

export { ResultsToggle };
export type * from './results-toggle.types.js';

declare global {
  interface HTMLElementTagNameMap {
    'results-toggle': ResultsToggle;
  }
}
