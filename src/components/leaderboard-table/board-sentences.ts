import { LazyModule } from '../../internal/lazy-module.js';
import { registerEnglish } from '../../lib/locale.js';

type Sentences = typeof import('../../lib/leaderboard-announce.js');

/**
 * The sentences said after a reader's action: loaded on the first one, shared by every board; its
 * English part registered here with the first view's locale (the chunk imports nothing of the
 * first view: docs/performance.md#size). A failed load is tried again at the next act.
 */
const sentences = new LazyModule<Sentences>(() =>
  import('../../lib/leaderboard-announce.js').then((module) => {
    module.registerSentencesEnglish(registerEnglish);
    return module;
  }),
);

/**
 * What the board says after a reader's act (sorted, filtered, searched), from a chunk loaded on the
 * first act: the first view does not need it (~0.6 KB min+gzip). What is still to be said goes to
 * `track` (the element's `waitFor`), so its `updateComplete` waits for it (a test, a deck, a
 * framework read the announcement after it). A failed load says nothing rather than throw in a click.
 */
export class LazySentences {
  constructor(
    private readonly announce: (text: string) => void,
    private readonly track: (work: Promise<unknown>) => void,
  ) {}

  /**
   * Says what `sentence` makes of the sentences module, once it is here and `after` has settled
   * (never the element's `updateComplete`, which waits for this in turn: its `updateRendered()`).
   */
  say(sentence: (words: Sentences) => string, after?: Promise<unknown>): void {
    this.track(
      Promise.all([sentences.load(), after])
        .then(([module]) => this.announce(sentence(module)))
        .catch(() => undefined),
    );
  }
}
