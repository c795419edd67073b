/**
 * What a reader's acts do to a board, a chunk the first view does not carry (issue 40): a header's
 * click, Enter or Space sorts (lib/leaderboard-header-sort.ts), the legend's and the flags' toggles,
 * Show all, "+N more" and the searches filter (lib/leaderboard-filter.ts: the matching comes with
 * the acts, since nothing is filtered before one), "+N more" opens its panel (./board-more.ts, with
 * the styles of what acts draw), Download CSV / SVG / PNG load their writers, and
 * each act is said in the live region (lib/leaderboard-announce.ts, whose English the loader
 * registers). ./board-input.ts fetches it when the page is idle after a board is first drawn and
 * on a reader's first pointer, focus or key in the board, and keeps an act that comes before it in
 * a queue, done once it is here.
 *
 * It imports no module of the first view at run time (only types): a chunk that does makes a
 * consumer's bundler split that module into a file of its own in every first view
 * (docs/performance.md#size). What it uses of the first view comes as arguments: the board through
 * {@link BoardActsHost} (the element's), the helpers as an {@link ActsKit} (./board-input.ts's
 * ACTS_KIT).
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import type { emit } from '../../internal/emit.js';
import type { SvgExport } from '../../internal/export-image.js';
import type { BoardFacts } from '../../lib/leaderboard-board.js';
import type { decimalsFor, LeaderboardData } from '../../lib/leaderboard-data.js';
import type { formatNumber } from '../../lib/format.js';
import { columnLabel, filterSentence, searchSentence, sortSentence } from '../../lib/leaderboard-announce.js';
import { filterRows, matchFrameworks } from '../../lib/leaderboard-filter.js';
import { formatSortSpec, nextSort } from '../../lib/leaderboard-header-sort.js';
import type { LeaderboardSort, SortSpec } from '../../lib/leaderboard-rank.js';
import type { LeaderboardSvgTools } from '../../lib/leaderboard-svg.js';
import type { GroupWords } from '../../lib/leaderboard-words.js';
import type { Locale } from '../../lib/locale.js';
import type { BoardFilter } from './board-filter.js';
import type { FilterChangeDetail, SortChangeDetail } from './leaderboard-table.types.js';
import type { Row } from './row-view.js';

/** The element draws the filtered rows and the "+N more" panel's matches with these, once a reader has filtered. */
export { filterRows, matchFrameworks };
export { registerSentencesEnglish } from '../../lib/leaderboard-announce.js';
/** The "+N more" panel and the styles of what acts draw (see board-more.ts). */
export { actsCss, noMatchRow, registerActsWordsEnglish, renderMore, renderShowAll, showingOf } from './board-more.js';

/** Search announces once typing pauses this long (ms), not at every key. */
const SEARCH_QUIET = 400;

/** The first view's helpers the acts use (see above). */
export interface ActsKit {
  emit: typeof emit;
  decimalsFor: typeof decimalsFor;
  formatNumber: typeof formatNumber;
  /** The image writer's share of the first view (LEADERBOARD_SVG_TOOLS). */
  tools: LeaderboardSvgTools;
}

/** The board as it is drawn at the moment of an act. */
export interface BoardNow {
  value: LeaderboardData;
  spec: SortSpec;
  /** The rows shown, filtered and sorted. */
  rows: readonly Row[];
  board: BoardFacts;
  locale: Locale;
  /** How the legend's groups are named in speech (groupWords of the board's `groupLabel`). */
  words: GroupWords;
  /** The group column's heading as drawn (the author's `groupLabel`, or the default's in the reader's language): how a sort by it is said. */
  groupHeading: string;
}

/** What the acts read and change of their board: the element's, handed over by ./board-input.ts. */
export interface BoardActsHost {
  /** The board: events go out from it, its shadow root holds the controls. */
  readonly element: ReactiveElement;
  readonly filter: BoardFilter;
  now(): BoardNow;
  /** A reader's sort: the `sort` attribute, and the reader's choice (a lower-is-better board no longer turns the default round). */
  sortBy(sort: LeaderboardSort): void;
  /** Says `text` in the board's live region. */
  say(text: string): void;
  /** The element's `waitFor`: its `updateComplete` waits for `work`. */
  track(work: Promise<unknown>): void;
  /** The update in flight, rendered (the base's `updateRendered`, which does not wait for `track`'s work). */
  rendered(): Promise<unknown>;
  /** The base's image download (errors go to the board's error panel). */
  downloadImage(format: 'svg' | 'png', name: string, build: () => SvgExport | Promise<SvgExport>): Promise<void>;
  reportError(message: string): void;
}

/**
 * One board's acts, made on its first act after the chunk is here. Each control says what it is
 * by what the first view draws anyway: a header button its column (`data-key`), a legend button its
 * framework, a flag toggle its flag, a download button its format (`data-download`), the board's
 * search field its part; the "+N more" panel's field and toggle and Show all their own.
 */
export class BoardActs implements ReactiveController {
  #searchTimer = 0;

  constructor(
    private readonly host: BoardActsHost,
    private readonly kit: ActsKit,
  ) {
    host.element.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#searchTimer);
  }

  /** A reader's act on `control` (a click, or typing in a search field). */
  act(control: HTMLElement): void {
    const { key, framework, flag, download } = control.dataset;
    const { filter, element } = this.host;
    if (control.matches('[part="search"]')) this.#search((control as HTMLInputElement).value);
    else if (key) this.#sort(key);
    else if (framework !== undefined) {
      const hidden = new Set(filter.hidden);
      if (!hidden.delete(framework)) hidden.add(framework);
      this.#filter(hidden, filter.flags);
    } else if (flag) this.#filter(filter.hidden, filter.flags.includes(flag) ? filter.flags.filter((k) => k !== flag) : [...filter.flags, flag]);
    else if (download) void this.#download(download);
    else if (control.classList.contains('show-all')) void this.#showAll();
    else {
      // The "+N more" panel: its field's text, or its toggle.
      if (control instanceof HTMLInputElement) filter.moreQuery = control.value;
      else filter.moreOpen = !filter.moreOpen;
      element.requestUpdate();
    }
  }

  /** Clicking the sorted column reverses it; another column starts in its default direction. */
  #sort(key: string): void {
    const { value, spec, rows, locale, groupHeading } = this.host.now();
    const field = value.fields?.find((candidate) => candidate.key === key);
    const next = nextSort(spec, key, value.higherIsBetter !== false, field?.type);
    this.host.sortBy(formatSortSpec(next) as LeaderboardSort);
    this.kit.emit<SortChangeDetail>(this.host.element, 'sort-change', next);
    // Sorting keeps the count: it can be said now.
    this.host.say(sortSentence(columnLabel(next.key, value, groupHeading, locale), next, rows.length, field?.type, locale));
  }

  #filter(hidden: ReadonlySet<string>, flags: readonly string[]): void {
    const { filter, element } = this.host;
    filter.hidden = hidden;
    filter.flags = flags;
    filter.revision++;
    element.requestUpdate();
    const { value, board } = this.host.now();
    const shown = board.frameworks.filter((framework) => !hidden.has(framework));
    const detail: FilterChangeDetail = { frameworks: shown };
    if (value.fields?.some((field) => field.type === 'flag')) detail.flags = [...flags];
    this.kit.emit<FilterChangeDetail>(element, 'filter-change', detail);
    // Said once the rows are filtered: the count is the new one.
    this.host.track(
      this.host.rendered().then(() => {
        const { rows, locale, words, groupHeading } = this.host.now();
        const only = flags.map((key) => columnLabel(key, value, groupHeading, locale));
        this.host.say(filterSentence(shown, board.frameworks.length, rows.length, value.entries.length, { ...words, only }, locale));
      }),
    );
  }

  /** Shows every framework again; focus moves to the first legend item, as this button goes away. */
  async #showAll(): Promise<void> {
    this.#filter(new Set(), this.host.filter.flags);
    await this.host.element.updateComplete;
    this.host.element.renderRoot.querySelector<HTMLElement>('.legend-item')?.focus();
  }

  #search(query: string): void {
    const { filter } = this.host;
    filter.query = query;
    filter.revision++;
    this.host.element.requestUpdate();
    // One sentence when typing pauses, not one per key.
    clearTimeout(this.#searchTimer);
    this.#searchTimer = window.setTimeout(() => {
      const { rows, value, locale } = this.host.now();
      this.host.say(searchSentence(filter.query, rows.length, value.entries.length, locale));
    }, SEARCH_QUIET);
  }

  /** Download CSV, SVG or PNG of the board as the reader leaves it; each writer is a chunk of its own, loaded on its first download. */
  async #download(format: string): Promise<void> {
    // The view as it is now, whatever changes while the writer loads.
    const { value, spec, rows, board } = this.host.now();
    if (format === 'csv') {
      const { downloadCsv } = await import('./csv-export.js');
      return downloadCsv(value, rows, board.summary?.leaders[0], this.kit);
    }
    const { hidden: hiddenFrameworks, query } = this.host.filter;
    const dark = this.host.element.renderRoot.querySelector('[part~="base"]')?.classList.contains('scheme-dark') ?? false;
    const snapshot = { value, spec, hiddenFrameworks, query, dark, tools: this.kit.tools };
    const image = format === 'svg' ? 'svg' : 'png';
    let writer: typeof import('./board-image.js');
    try {
      writer = await import('./board-image.js');
    } catch {
      return this.host.reportError(`Download ${image.toUpperCase()}: the image writer could not be loaded`);
    }
    await this.host.downloadImage(image, writer.boardImageName(value), () => writer.boardSvg(snapshot));
  }
}
