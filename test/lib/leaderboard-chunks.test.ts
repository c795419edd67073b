import { expect } from '@open-wc/testing';
import { join } from 'node:path';
import { SRC, closure, imports } from '../support/source-imports.js';
import { DATA_KIT, readPlainEntry } from '../../src/lib/leaderboard-data.js';
import { leaderboardParser } from '../../src/lib/leaderboard-parse.js';

/**
 * The leaderboard's chunks (modules it loads with `import()`) against its first view (define.ts and
 * every module imported statically from it), in the source module graph: a chunk that imports a
 * first-view module at run time makes a consumer's bundler split that module out of the first
 * view's file into a file of its own, which costs every page that shows a board (issue 40,
 * docs/performance.md#size). So a chunk takes what it needs of the first view as arguments from
 * the element. `npm run size -- --modules --entry=leaderboard-table` shows the same on the built
 * files; this says which chunk brought a split back, without a build.
 */

/**
 * First-view modules a chunk still imports, by chunk, and why (what is left: docs/performance.md#size).
 * The full validation and the CSV and table readers take the data's limits, defaults, plain-entry
 * reader, error and wording from the element (lib/leaderboard-data.ts's DATA_KIT); the option
 * attributes' reader takes formatCount. What is left: validate.ts's typed checks, which only the
 * full validation uses here, throw the one DataError (lib/data-error.ts), which the base throws too.
 */
const STILL_SHARED: Record<string, string[]> = {
  'src/lib/leaderboard-parse.ts': ['src/lib/data-error.ts'],
};

describe('leaderboard-table: its chunks and its first view', () => {
  const firstView = closure(join(SRC, 'components/leaderboard-table/define.ts'));
  const leaderboardChunks = new Set<string>();
  // Its own modules' chunks, and the option attributes' reader (loaded by the shared internal/lazy-options.ts),
  // then the chunks those load (the acts' chunk loads the CSV and image writers on a first download).
  const add = (file: string): void => {
    for (const chunk of imports(file).dynamic) {
      if (firstView.has(chunk) || leaderboardChunks.has(chunk)) continue;
      leaderboardChunks.add(chunk);
      for (const module of closure(chunk)) add(module);
    }
  };
  for (const file of firstView) if (file.includes('leaderboard') || file.endsWith('/lazy-options.ts')) add(file);

  it('loads the chunks this checks (a renamed chunk must be named here again)', () => {
    for (const chunk of ['rare-parts', 'board-acts', 'board-image', 'csv-export', 'source-readers', 'leaderboard-parse', 'data-options'])
      expect([...leaderboardChunks].some((file) => file.includes(`/${chunk}.ts`)), chunk).to.equal(true);
  });

  it('no chunk imports a module of the first view but those listed as still shared', () => {
    const shared = [...leaderboardChunks].flatMap((chunk) =>
      [...closure(chunk)].filter((file) => file !== chunk && firstView.has(file) && !(STILL_SHARED[chunk] ?? []).includes(file)).map((file) => `${chunk} → ${file}`),
    );
    expect(shared).to.deep.equal([]);
  });

  it("the full validation reads a plain entry with the kit's reader, the first view's own (one validator, not a copy)", () => {
    const read: unknown[] = [];
    const { parseLeaderboardData } = leaderboardParser({ ...DATA_KIT, readPlainEntry: (item, domain) => (read.push(item), readPlainEntry(item, domain)) });
    const entries = [{ model: 'A', score: 1 }, { model: 'B', score: 2, note: 'not plain' }];
    const data = parseLeaderboardData({ entries });
    expect(read).to.deep.equal(entries);
    expect(data.entries.map(({ model }) => model)).to.deep.equal(['A', 'B']);
  });

  it("the readers' limits are the kit's: a smaller entry limit is the one a message names", () => {
    // (The limits' type is their literal values: a test's other value is cast.)
    const kit = { ...DATA_KIT, LEADERBOARD_LIMITS: { ...DATA_KIT.LEADERBOARD_LIMITS, entries: 1 } as unknown as typeof DATA_KIT.LEADERBOARD_LIMITS };
    const { parseLeaderboardData } = leaderboardParser(kit);
    expect(() => parseLeaderboardData({ entries: [{ model: 'A', score: 1 }, { model: 'B', score: 2 }] })).to.throw('data.entries: 2 entries, over the limit of 1');
  });
});
