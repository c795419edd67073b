import { ViewModule } from '../../internal/lazy-module.js';

/**
 * The APA/MLA formatters (and the biblatex model) with how a citation is made once per entry and
 * drawn (card-citation.ts): a chunk apart, outside the card's first view, loaded once per page by the
 * first formatted view (which renders "…" meanwhile and again once they are here:
 * `formatters.request`), a pointer or focus on the tabs, or idle time after a card is drawn (the
 * card's `updated`), so switching to APA or MLA is immediate. Offline, or with the chunk missing on
 * the server, `failed` says so instead of waiting forever. A module of its own so that a test can
 * hold or fail the chunk.
 */
export const formatters = new ViewModule(() => import('./card-citation.js'));
