import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { ViewModule } from '../../internal/lazy-module.js';
import type { Citation, PreparedEntry } from '../../lib/bibtex-view.js';

/**
 * The APA/MLA formatters (and the biblatex model) with how a citation is drawn (card-citation.ts): a
 * chunk apart, outside the card's first view, loaded once per page by the first formatted view (which
 * renders "…" meanwhile and again once they are here: `formatters.request`), a pointer or focus on the
 * tabs, or idle time after a card is drawn. Offline, or with the chunk missing on the server, `failed`
 * says so instead of waiting forever.
 */
export const formatters = new ViewModule(() => import('./card-citation.js'));

/**
 * The card's APA and MLA citations, from the formatters once they are here, made once per entry;
 * and the formatters fetched once the card has rendered and the page is idle, so switching to APA
 * or MLA is immediate.
 */
export class CitationFormatter implements ReactiveController {
  #citations?: { apa: Citation; mla: Citation };

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  // After the first render only (never on a server, where hosts do not update after rendering).
  hostUpdated(): void {
    formatters.warm();
  }

  /** A new entry is shown: its citations are made again when asked for. */
  forget(): void {
    this.#citations = undefined;
  }

  /** The APA or MLA citation of `prepared` ([] while the formatters load or when it cannot be read). */
  citation(prepared: PreparedEntry | undefined, format: 'apa' | 'mla'): Citation {
    const formatter = formatters.module;
    if (!formatter || !prepared?.entry) return [];
    const { entry, index } = prepared;
    this.#citations ??= { apa: formatter.formatCitation(entry, 'apa', index), mla: formatter.formatCitation(entry, 'mla', index) };
    return this.#citations[format];
  }
}
