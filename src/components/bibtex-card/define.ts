// First: Lit's hydration, before any Lit element class is defined (see the module; issue 12).
import '../../internal/hydrate-support.js';
import { defineElement } from '../../internal/define-element.js';
import { BibtexCard } from './bibtex-card.js';

defineElement('bibtex-card', BibtexCard);

declare global {
  interface HTMLElementTagNameMap {
    'bibtex-card': BibtexCard;
  }
}
