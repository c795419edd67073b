// First: Lit's hydration, before any Lit element class is defined (see the module; issue 12).
import '../../internal/hydrate-support.js';
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
