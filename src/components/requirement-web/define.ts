// Registers <requirement-web> (guarded: a second copy of the library on the page defines nothing twice).
import { defineElement } from '../../internal/define-element.js';
import { RequirementWeb } from './requirement-web.js';

defineElement('requirement-web', RequirementWeb);

export { RequirementWeb };
export type * from './requirement-web.types.js';

declare global {
  interface HTMLElementTagNameMap {
    'requirement-web': RequirementWeb;
  }
}
