import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { Citation, PreparedEntry } from '../../lib/bibtex-view.js';

type Formatter = typeof import('../../lib/bibtex-format.js');
/** The APA/MLA formatters (and the biblatex model), once loaded: a chunk apart, outside the card's first view. */
let formatter: Formatter | undefined;
let loading: Promise<Formatter> | undefined;

/** Loads the formatters once per page (the first formatted view, a pointer or focus on the tabs, or idle time). */
export const loadFormatter = (): Promise<Formatter> => (loading ??= import('../../lib/bibtex-format.js').then((loaded) => (formatter = loaded)));

/**
 * The card's APA and MLA citations, from formatters loaded on first use: asked for by a formatted
 * view (which renders "…" meanwhile and again once they are here), fetched anyway once the card
 * has rendered and the page is idle (so switching to APA is immediate), and made once per entry.
 * Offline, or with the chunk missing on the server, `failed` says so instead of waiting forever.
 */
export class CitationFormatter implements ReactiveController {
  /** The formatters could not be loaded: the view says so. */
  failed = false;
  #citations?: { apa: Citation; mla: Citation };
  #warmed = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** The formatters are here: `citation` gives the real citation, not []. */
  get loaded(): boolean {
    return !!formatter;
  }

  // After the first render only (never on a server, where hosts do not update after rendering).
  hostUpdated(): void {
    if (this.#warmed) return;
    this.#warmed = true;
    // Fetched while the reader reads the entry, so switching to APA or MLA is immediate.
    (globalThis.requestIdleCallback ?? setTimeout)(() => void loadFormatter().catch(() => undefined));
  }

  /** Whether a view that `wants` a citation is still waiting for the formatters. */
  waiting(wants: boolean): boolean {
    return wants && !formatter && !this.failed;
  }

  /** For willUpdate: a view that wants a citation loads the formatters, then updates again. */
  request(wants: boolean): void {
    if (!this.waiting(wants)) return;
    loadFormatter().then(
      () => this.host.requestUpdate(),
      () => ((this.failed = true), this.host.requestUpdate()),
    );
  }

  /** For getUpdateComplete: resolves once the formatters are loaded or have failed. */
  settle(): Promise<unknown> {
    return loadFormatter().catch(() => (this.failed = true));
  }

  /** A new entry is shown: its citations are made again when asked for. */
  forget(): void {
    this.#citations = undefined;
  }

  /** The APA or MLA citation of `prepared` ([] while the formatters load or when it cannot be read). */
  citation(prepared: PreparedEntry | undefined, format: 'apa' | 'mla'): Citation {
    if (!formatter || !prepared?.entry) return [];
    const { entry, index } = prepared;
    this.#citations ??= { apa: formatter.formatCitation(entry, 'apa', index), mla: formatter.formatCitation(entry, 'mla', index) };
    return this.#citations[format];
  }
}
