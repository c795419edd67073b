import type { ReactiveController } from 'lit';
import { ChunkStyles } from '../../internal/chunk-styles.js';
import { emit } from '../../internal/emit.js';
import { ViewModule } from '../../internal/lazy-module.js';
import { decimalsFor } from '../../lib/leaderboard-data.js';
import { formatNumber } from '../../lib/format.js';
import { LEADERBOARD_SVG_TOOLS } from '../../lib/leaderboard-svg-tools.js';
import { registerEnglish } from '../../lib/locale.js';
import type { ActsKit, BoardActs, BoardActsHost } from './board-acts.js';

/**
 * What a reader's acts do (./board-acts.ts: sorting by a header, the legend's and flags' toggles,
 * the searches, the downloads, and what each says), a chunk: a board at rest draws none of it. Its
 * English sentences are registered as it arrives. One per page, shared by every board.
 */
export const boardActs = new ViewModule<typeof import('./board-acts.js')>(() =>
  import('./board-acts.js').then((module) => {
    module.registerSentencesEnglish(registerEnglish);
    module.registerActsWordsEnglish(registerEnglish);
    return module;
  }),
);

/**
 * The styles of what only acts draw (the "+N more" panel, a switched-off legend button, the no-match
 * row: board-more.ts's, text in the chunk): one sheet a page, added to a board's shadow root in the
 * update after its first act that filters or opens the panel, before that render is painted.
 */
export const actsStyles = new ChunkStyles<typeof import('./board-acts.js')>((module) => module.actsCss);

/** The first view's helpers the acts' chunk uses, handed to it rather than imported (see board-acts.ts). */
const ACTS_KIT: ActsKit = { emit, decimalsFor, formatNumber, tools: LEADERBOARD_SVG_TOOLS };

/** A reader about to act: the chunk is asked for then, ahead of the click or the first keystroke. */
const FIRST_ACTS = ['pointerdown', 'focusin', 'keydown'];

/**
 * A reader's acts on the board's controls (a controller, kept out of the element class): every
 * control's listener is `act`, which hands the act to the chunk, or, before it is here, keeps it in
 * order until it is (a first click on a header sorts, a first keystroke in the search filters, once
 * it arrives), and the element's `updateComplete` waits for that. The chunk is fetched once the page
 * is idle after a board is first drawn (`warm`, from the element's `updated`) and on a reader's
 * first pointer, focus or key in the board, whichever comes first, so a first act rarely waits. A
 * failed load is said in the error panel (the board stays) and asked for again at the next act.
 */
export class BoardInput implements ReactiveController {
  #acts?: BoardActs;

  constructor(private readonly host: BoardActsHost) {
    host.element.addController(this);
  }

  hostConnected(): void {
    for (const type of FIRST_ACTS) this.host.element.addEventListener(type, this.#fetch);
  }

  readonly #fetch = (): void => void boardActs.settle();

  /** The chunk is fetched once the page is idle (once a page, whichever board asks first). */
  warm(): void {
    boardActs.warm();
  }

  /** Every control's listener (a click, or `input` in a search field). */
  readonly act = (event: Event): void => {
    // The control, read now: `currentTarget` is gone once the event has been dispatched.
    const control = event.currentTarget as HTMLElement;
    const module = boardActs.module;
    if (module) return this.#actsOf(module).act(control);
    this.host.track(
      boardActs.load().then(
        (loaded) => this.#actsOf(loaded).act(control),
        // Said, not lost in silence: the board stays as it is, and the next act asks again.
        () => this.host.reportError('leaderboard-table: sorting, searching and downloads could not load (the page may be offline); try again'),
      ),
    );
  };

  #actsOf(module: typeof import('./board-acts.js')): BoardActs {
    return (this.#acts ??= new module.BoardActs(this.host, ACTS_KIT));
  }
}
