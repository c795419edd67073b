import type { ReactiveController, ReactiveElement } from '@lit/reactive-element';
import { emit } from '../../internal/emit.js';
import type { FilterChangeDetail } from './leaderboard-table.types.js';

/** Search announces once typing pauses this long (ms), not at every key. */
const SEARCH_QUIET = 400;

export interface BoardFilterOptions {
  /** Every framework of the data, in legend order (what `filter-change` lists the shown ones of). */
  frameworks: () => readonly string[];
  /** The board has flag fields ("Verified"): `filter-change` then carries `flags`. */
  hasFlags: () => boolean;
  /** A reader changed the legend or flags: say what is shown (after `filter-change`). */
  filtered: (shown: readonly string[], flags: readonly string[]) => void;
  /** Typing in the search field paused: say how many rows match. */
  searched: () => void;
}

/**
 * What a reader filters the board by, and the input that changes it: the legend's framework
 * toggles, the flag toggles ("Verified only"), Show all, the search field and the "+N more" panel
 * with its own search. Kept out of the element class, which derives the rows from it (see
 * `revision`); a property set in code never goes through here, so `filter-change` is only ever a
 * reader's act.
 */
export class BoardFilter implements ReactiveController {
  /** Frameworks the reader switched off in the legend. */
  hidden: ReadonlySet<string> = new Set();
  /** Flag fields the reader requires ("Verified only"), by key. */
  flags: readonly string[] = [];
  /** The board's search text. */
  query = '';
  /** The "+N more" panel is open, and what its search field holds. */
  moreOpen = false;
  moreQuery = '';
  /**
   * Moves whenever the rows shown may change (frameworks, flags, query): the element filters and
   * sorts again when it differs from the one it last filtered for, and only then (10,000 rows).
   */
  revision = 0;
  #searchTimer = 0;

  constructor(
    private readonly host: ReactiveElement,
    private readonly options: BoardFilterOptions,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#searchTimer);
  }

  #set(hidden: ReadonlySet<string>, flags: readonly string[]): void {
    this.hidden = hidden;
    this.flags = flags;
    this.revision++;
    this.host.requestUpdate();
    const shown = this.options.frameworks().filter((framework) => !hidden.has(framework));
    const detail: FilterChangeDetail = { frameworks: shown };
    if (this.options.hasFlags()) detail.flags = [...flags];
    emit<FilterChangeDetail>(this.host, 'filter-change', detail);
    this.options.filtered(shown, flags);
  }

  readonly toggleFramework = (event: Event): void => {
    const name = (event.currentTarget as HTMLButtonElement).dataset.framework!;
    const hidden = new Set(this.hidden);
    if (!hidden.delete(name)) hidden.add(name);
    this.#set(hidden, this.flags);
  };

  readonly toggleFlag = (event: Event): void => {
    const key = (event.currentTarget as HTMLButtonElement).dataset.flag!;
    this.#set(this.hidden, this.flags.includes(key) ? this.flags.filter((k) => k !== key) : [...this.flags, key]);
  };

  /** Shows every framework again; focus moves to the first legend item, as this button goes away. */
  readonly showAll = async (): Promise<void> => {
    this.#set(new Set(), this.flags);
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>('.legend-item')?.focus();
  };

  readonly toggleMore = (): void => {
    this.moreOpen = !this.moreOpen;
    this.host.requestUpdate();
  };

  readonly searchMore = (event: Event): void => {
    this.moreQuery = (event.target as HTMLInputElement).value;
    this.host.requestUpdate();
  };

  readonly search = (event: Event): void => {
    this.query = (event.target as HTMLInputElement).value;
    this.revision++;
    this.host.requestUpdate();
    // One sentence when typing pauses, not one per key.
    clearTimeout(this.#searchTimer);
    this.#searchTimer = window.setTimeout(this.options.searched, SEARCH_QUIET);
  };
}
