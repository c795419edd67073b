import { expect } from '@open-wc/testing';
import { join } from 'node:path';
import { SRC, closure, imports } from '../support/source-imports.js';

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
 * The full validation and the CSV and table readers share the data's shape, limits and the error
 * they throw (lib/data-error.ts; validate.ts's typed checks are theirs alone now); the option
 * attributes' reader shares nothing (it takes formatCount from the element).
 */
const STILL_SHARED: Record<string, string[]> = {
  'src/lib/leaderboard-parse.ts': ['src/lib/format.ts', 'src/lib/leaderboard-data.ts', 'src/lib/limits.ts', 'src/lib/data-error.ts'],
  'src/components/leaderboard-table/source-readers.ts': ['src/lib/format.ts', 'src/lib/leaderboard-data.ts', 'src/lib/limits.ts', 'src/lib/data-error.ts'],
};

describe('leaderboard-table: its chunks and its first view', () => {
  const firstView = closure(join(SRC, 'components/leaderboard-table/define.ts'));
  const leaderboardChunks = new Set<string>();
  for (const file of firstView) if (file.includes('leaderboard')) for (const chunk of imports(file).dynamic) if (!firstView.has(chunk)) leaderboardChunks.add(chunk);

  it('loads the chunks this checks (a renamed chunk must be named here again)', () => {
    for (const chunk of ['rare-parts', 'board-image', 'csv-export', 'source-readers', 'leaderboard-announce', 'leaderboard-parse', 'data-options'])
      expect([...leaderboardChunks].some((file) => file.includes(`/${chunk}.ts`)), chunk).to.equal(true);
  });

  it('no chunk imports a module of the first view but those listed as still shared', () => {
    const shared = [...leaderboardChunks].flatMap((chunk) =>
      [...closure(chunk)].filter((file) => file !== chunk && firstView.has(file) && !(STILL_SHARED[chunk] ?? []).includes(file)).map((file) => `${chunk} → ${file}`),
    );
    expect(shared).to.deep.equal([]);
  });
});
