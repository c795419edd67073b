import { defineElement } from '../../internal/define-element.js';
import { BibtexCard } from './bibtex-card.js';

defineElement('bibtex-card', BibtexCard);

declare global {
  interface HTMLElementTagNameMap {
    'bibtex-card': BibtexCard;
  }
}
