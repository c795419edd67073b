import { expect } from '@open-wc/testing';
import {
  frameworkCounts,
  frameworkNames,
  legendFrameworks,
  parseSortSpec,
  rankEntries,
  sortKeys,
  sortRows,
  summarize,
  type RankableEntry,
  type RankedRow,
  type SortSpec,
} from '../../src/lib/leaderboard-rank.js';
import { filterRows, matchFrameworks } from '../../src/lib/leaderboard-filter.js';
import { defaultDirection, formatSortSpec, nextSort } from '../../src/lib/leaderboard-header-sort.js';
import { leaderboardCsvRows } from '../../src/lib/leaderboard-csv.js';
import { compareText } from '../../src/lib/text-order.js';
import { formatNumber } from '../../src/lib/format.js';

/** The order a sort must give, by a comparator over the values themselves: missing last, ties by index (the reference for sortRows' counting sort). */
function referenceOrder(rows: readonly RankedRow[], { key, direction }: SortSpec): number[] {
  const value = (row: RankedRow): string | number | null => {
    const builtIn: Record<string, string | number | null> = { model: row.entry.model, framework: row.entry.framework || null, rank: row.rank, gap: row.gap, score: row.entry.score };
    if (key in builtIn) return builtIn[key]!;
    const field = row.entry.fields?.[key] ?? null;
    return typeof field === 'boolean' ? Number(field) : field === '' ? null : field;
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === null || y === null) return Number(x === null) - Number(y === null) || a.index - b.index;
      return sign * (typeof x === 'string' ? compareText(x, y as string) : x - (y as number)) || a.index - b.index;
    })
    .map((row) => row.index);
}

const e = (model: string, score: number | null, framework = '', extra: Partial<RankableEntry> = {}): RankableEntry => ({
  model,
  framework,
  score,
  ...extra,
});

describe('leaderboard-rank', () => {
  describe('rankEntries: ranks, ties and gaps against hand-computed tables', () => {
    const cases: { name: string; scores: (number | null)[]; ranks: (number | null)[]; gaps: (number | null)[] }[] = [
      { name: 'ties share a rank (74, 74, 60 → 1, 1, 3)', scores: [74, 74, 60], ranks: [1, 1, 3], gaps: [0, 0, 14] },
      { name: 'input order does not matter', scores: [60, 74, 74], ranks: [3, 1, 1], gaps: [14, 0, 0] },
      { name: 'a tie in the middle skips the next rank', scores: [90, 80, 80, 80, 70], ranks: [1, 2, 2, 2, 5], gaps: [0, 10, 10, 10, 20] },
      { name: 'null scores are unranked', scores: [null, 50, null, 40], ranks: [null, 1, null, 2], gaps: [null, 0, null, 10] },
      { name: 'only nulls', scores: [null, null], ranks: [null, null], gaps: [null, null] },
      { name: 'the paper: 74.0 leads, 44.0 is 30pp behind', scores: [74.0, 44.0], ranks: [1, 2], gaps: [0, 30] },
      { name: 'zero is a score, not a missing one', scores: [0, 10], ranks: [2, 1], gaps: [10, 0] },
      { name: 'empty', scores: [], ranks: [], gaps: [] },
    ];
    for (const { name, scores, ranks, gaps } of cases) {
      it(name, () => {
        const rows = rankEntries(scores.map((score, i) => e(`m${i}`, score)));
        expect(rows.map((row) => row.rank)).to.deep.equal(ranks);
        expect(rows.map((row) => row.gap)).to.deep.equal(gaps);
        expect(rows.map((row) => row.index)).to.deep.equal(scores.map((_, i) => i));
      });
    }

    it('marks rows whose interval overlaps the leader as tied with it', () => {
      const rows = rankEntries([
        e('leader', 74, '', { low: 70, high: 78 }),
        e('overlaps', 69, '', { low: 66, high: 71 }),
        e('touches', 65, '', { low: 60, high: 70 }),
        e('apart', 60, '', { low: 55, high: 69.9 }),
        e('no interval but inside the leader’s', 72),
        e('none', 50),
        e('missing', null),
      ]);
      expect(rows.map((row) => row.tiedWithLeader)).to.deep.equal([false, true, true, false, true, false, false]);
    });

    it('a leader without an interval ties only with intervals that reach its score', () => {
      const rows = rankEntries([e('a', 74), e('b', 70, '', { high: 74 }), e('c', 70, '', { high: 73.9 })]);
      expect(rows.map((row) => row.tiedWithLeader)).to.deep.equal([false, true, false]);
    });

    it('ranks as "1 + how many scores are better" on seeded boards with ties, nulls, reference rows and lower-is-better scores', () => {
      let seed = 7;
      const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
      for (const higherIsBetter of [true, false]) {
        for (const n of [1, 2, 17, 500]) {
          const entries = Array.from({ length: n }, (_, i) => e(`m${i}`, random() < 0.1 ? null : Math.round(random() * 40) / 4 - 5, '', random() < 0.05 ? { reference: true } : {}));
          const scored = entries.filter((entry) => entry.score !== null && !entry.reference).map((entry) => entry.score!);
          const better = (a: number, b: number) => (higherIsBetter ? a > b : a < b);
          const best = scored.reduce<number | null>((top, score) => (top === null || better(score, top) ? score : top), null);
          const rows = rankEntries(entries, { higherIsBetter });
          rows.forEach((row, i) => {
            const { score, reference } = entries[i]!;
            const ranked = score !== null && !reference;
            expect(row.rank, `${n} entries, row ${i}`).to.equal(ranked ? 1 + scored.filter((other) => better(other, score)).length : null);
            expect(row.gap).to.equal(ranked ? Math.abs(best! - score) : null);
          });
        }
      }
    });
  });

  describe('sortRows', () => {
    const rows = rankEntries([
      e('Beta', 60, 'Codex'),
      e('alpha', null, 'Aider'),
      e('Gamma', 74, ''),
      e('Delta', 74, 'Codex'),
      e('model 10', 44, 'Aider'),
      e('model 9', 60, 'Bolt'),
    ]);
    const order = (spec: SortSpec) => sortRows(rows, spec).map((row) => row.entry.model);
    const table: [SortSpec, string[]][] = [
      [{ key: 'score', direction: 'desc' }, ['Gamma', 'Delta', 'Beta', 'model 9', 'model 10', 'alpha']],
      [{ key: 'score', direction: 'asc' }, ['model 10', 'Beta', 'model 9', 'Gamma', 'Delta', 'alpha']],
      [{ key: 'rank', direction: 'asc' }, ['Gamma', 'Delta', 'Beta', 'model 9', 'model 10', 'alpha']],
      [{ key: 'rank', direction: 'desc' }, ['model 10', 'Beta', 'model 9', 'Gamma', 'Delta', 'alpha']],
      [{ key: 'gap', direction: 'asc' }, ['Gamma', 'Delta', 'Beta', 'model 9', 'model 10', 'alpha']],
      [{ key: 'gap', direction: 'desc' }, ['model 10', 'Beta', 'model 9', 'Gamma', 'Delta', 'alpha']],
      [{ key: 'model', direction: 'asc' }, ['alpha', 'Beta', 'Delta', 'Gamma', 'model 9', 'model 10']],
      [{ key: 'model', direction: 'desc' }, ['model 10', 'model 9', 'Gamma', 'Delta', 'Beta', 'alpha']],
      [{ key: 'framework', direction: 'asc' }, ['alpha', 'model 10', 'model 9', 'Beta', 'Delta', 'Gamma']],
      [{ key: 'framework', direction: 'desc' }, ['Beta', 'Delta', 'model 9', 'alpha', 'model 10', 'Gamma']],
    ];
    for (const [spec, expected] of table) {
      it(`${formatSortSpec(spec)}: stable, case-insensitive, numeric-aware, missing last`, () => {
        expect(order(spec)).to.deep.equal(expected);
      });
    }

    it('does not change its input', () => {
      const before = rows.map((row) => row.index);
      sortRows(rows, { key: 'model', direction: 'desc' });
      expect(rows.map((row) => row.index)).to.deep.equal(before);
    });

    for (const [spec, expected] of table) {
      it(`${formatSortSpec(spec)} with the data's sortKeys: the same order`, () => {
        expect(sortRows(rows, spec, sortKeys(rows)).map((row) => row.entry.model)).to.deep.equal(expected);
      });
    }
  });

  describe('sortKeys: the order by each key made once per data', () => {
    // Real-shaped: 600 rows, long and non-Latin names, names equal but for case, numbered names,
    // missing scores and fields, and a text field.
    const names = ['Claude 3.5 Sonnet (2024-10-22) + OpenHands CodeAct v2.1', 'claude 3.5 sonnet (2024-10-22) + openhands codeact v2.1', '通义千问 Qwen2.5-Coder-32B-Instruct', 'Müller-Agent', 'model 9', 'model 10', 'Ærø', 'Ελληνικά', ''];
    const entries = Array.from({ length: 600 }, (_, i) =>
      e(`${names[i % names.length]}${i % 7 ? ` #${i % 50}` : ''}`, i % 11 === 0 ? null : (i * 37) % 101, i % 5 ? `Framework ${(i * 13) % 17}` : '', {
        fields: { released: i % 3 ? `2024-${String((i % 12) + 1).padStart(2, '0')}` : null, cost: i % 4 ? ((i * 7) % 23) / 10 : null, open: i % 2 === 0 },
      }),
    );
    const ranked = rankEntries(entries);
    const keys = ['model', 'framework', 'score', 'rank', 'gap', 'released', 'cost', 'open'];

    for (const key of keys) {
      for (const direction of ['asc', 'desc'] as const) {
        it(`${key}:${direction}: the same order as a comparator sort by the values, on the whole board and on a searched subset`, () => {
          const withKeys = sortKeys(ranked);
          expect(sortRows(ranked, { key, direction }, withKeys).map((row) => row.index)).to.deep.equal(referenceOrder(ranked, { key, direction }));
          const searched = filterRows(ranked, new Set(['Framework 3']), 'claude');
          expect(searched.length).to.be.above(10);
          expect(sortRows(searched, { key, direction }, withKeys).map((row) => row.index)).to.deep.equal(referenceOrder(searched, { key, direction }));
          expect(sortRows(searched, { key, direction }).map((row) => row.index), 'keys made from the subset').to.deep.equal(referenceOrder(searched, { key, direction }));
        });
      }
    }

    it('re-sorts with the keys without a comparison sort: rows are counted into their places, in any input order', () => {
      const withKeys = sortKeys(ranked);
      for (const key of keys) withKeys(key);
      const sort = Array.prototype.sort;
      let comparisonSorts = 0;
      Array.prototype.sort = function (this: unknown[], compare?: (a: unknown, b: unknown) => number) {
        if (compare) comparisonSorts++;
        return sort.call(this, compare) as unknown[];
      } as typeof sort;
      try {
        for (const key of keys) for (const direction of ['asc', 'desc'] as const) sortRows(ranked, { key, direction }, withKeys);
      } finally {
        Array.prototype.sort = sort;
      }
      expect(comparisonSorts).to.equal(0);
      // Rows handed over in another order still tie by their place in the data.
      const shuffled = [...ranked].reverse();
      expect(sortRows(shuffled, { key: 'framework', direction: 'desc' }, withKeys).map((row) => row.index)).to.deep.equal(referenceOrder(ranked, { key: 'framework', direction: 'desc' }));
    });

    it('reads each row\'s value once per key, then never again: re-sorts, either direction, any subset', () => {
      let reads = 0;
      const counted = rankEntries(
        entries.map((entry) => {
          const fields = entry.fields!;
          return { ...entry, fields: { get released() { reads++; return fields.released!; } } };
        }),
      );
      const withKeys = sortKeys(counted);
      sortRows(counted, { key: 'released', direction: 'desc' }, withKeys);
      expect(reads, 'the first sort reads each row once').to.equal(600);
      sortRows(counted, { key: 'released', direction: 'asc' }, withKeys);
      sortRows(filterRows(counted, new Set(), 'model'), { key: 'released', direction: 'desc' }, withKeys);
      expect(reads, 'later sorts read none').to.equal(600);
    });
  });

  describe('sort specs', () => {
    const specs: [string | null, SortSpec | null][] = [
      ['score:desc', { key: 'score', direction: 'desc' }],
      ['model:asc', { key: 'model', direction: 'asc' }],
      [' gap:desc ', { key: 'gap', direction: 'desc' }],
      ['rank:asc', { key: 'rank', direction: 'asc' }],
      ['score', null],
      ['Score:desc', null],
      ['score:up', null],
      ['points:asc', null],
      ['score:desc:x', null],
      ['', null],
      [null, null],
    ];
    for (const [text, expected] of specs) {
      it(`parseSortSpec(${JSON.stringify(text)})`, () => {
        expect(parseSortSpec(text)).to.deep.equal(expected);
      });
    }

    it('nextSort reverses the same column and starts another in its default direction', () => {
      expect(nextSort({ key: 'score', direction: 'desc' }, 'score')).to.deep.equal({ key: 'score', direction: 'asc' });
      expect(nextSort({ key: 'score', direction: 'asc' }, 'score')).to.deep.equal({ key: 'score', direction: 'desc' });
      expect(nextSort({ key: 'score', direction: 'desc' }, 'model')).to.deep.equal({ key: 'model', direction: 'asc' });
      expect(nextSort({ key: 'model', direction: 'asc' }, 'score')).to.deep.equal({ key: 'score', direction: 'desc' });
      expect(defaultDirection('gap')).to.equal('asc');
    });
  });

  describe('filterRows', () => {
    const rows = rankEntries([e('GPT-6 Astra', 74, 'Codex'), e('Model B', 60, 'Claude Code'), e('astral', 50, 'Aider')]);
    const models = (hidden: string[], query: string) => filterRows(rows, new Set(hidden), query).map((row) => row.entry.model);
    const table: [string[], string, string[]][] = [
      [[], '', ['GPT-6 Astra', 'Model B', 'astral']],
      [['Codex'], '', ['Model B', 'astral']],
      [[], 'ASTR', ['GPT-6 Astra', 'astral']],
      [[], ' claude ', ['Model B']],
      [['Aider'], 'astr', ['GPT-6 Astra']],
      [['Codex', 'Claude Code', 'Aider'], '', []],
      [[], 'nothing like it', []],
    ];
    for (const [hidden, query, expected] of table) {
      it(`hidden ${JSON.stringify(hidden)}, query ${JSON.stringify(query)}`, () => {
        expect(models(hidden, query)).to.deep.equal(expected);
      });
    }
  });

  describe('filterRows: the text a search matches, lower-cased once per data', () => {
    const entries = Array.from({ length: 300 }, (_, i) => e(`Model ${i.toString(36).toUpperCase()}-İ${i % 7}`, i % 13 ? i % 101 : null, `Framework ${'ABCDE'[i % 5]}`));
    const ranked = rankEntries(entries);
    const queries = ['model 1', 'MODEL 2', ' framework c ', 'i̇3', 'no such thing', ''];

    it('finds the rows whose model or framework contains the query, case-insensitive, for any query, hidden framework and subset', () => {
      const expected = (rows: typeof ranked, hidden: Set<string>, query: string) => {
        const needle = query.trim().toLocaleLowerCase();
        return rows.filter((row) => !hidden.has(row.entry.framework) && (row.entry.model.toLocaleLowerCase().includes(needle) || row.entry.framework.toLocaleLowerCase().includes(needle))).map((row) => row.index);
      };
      for (const query of queries) {
        for (const hidden of [new Set<string>(), new Set(['Framework B'])]) {
          expect(filterRows(ranked, hidden, query).map((row) => row.index), JSON.stringify(query)).to.deep.equal(expected(ranked, hidden, query));
        }
      }
      const some = ranked.filter((row) => row.index % 3 === 0);
      expect(filterRows(some, new Set(), 'model 1').map((row) => row.index)).to.deep.equal(expected(some, new Set(), 'model 1'));
    });

    it('reads each model once, at the first search of the rows: later keystrokes read none', () => {
      let reads = 0;
      const counted = rankEntries(
        entries.map((entry) => ({
          ...entry,
          get model() {
            reads++;
            return entry.model;
          },
        })),
      );
      filterRows(counted, new Set(['Framework A']), '');
      expect(reads, 'nothing before a search').to.equal(0);
      filterRows(counted, new Set(), 'model 1');
      expect(reads).to.equal(300);
      for (const query of ['model 2', 'model 2a', 'framework d']) filterRows(counted, new Set(['Framework A']), query);
      expect(reads, 'later searches read none').to.equal(300);
    });
  });

  it('frameworkNames: distinct, A→Z, no framework last', () => {
    expect(frameworkNames([e('a', 1, 'codex'), e('b', 1, ''), e('c', 1, 'Aider'), e('d', 1, 'codex'), e('e', 1, 'Bolt')])).to.deep.equal([
      'Aider',
      'Bolt',
      'codex',
      '',
    ]);
  });

  describe('summarize', () => {
    it('the paper: 74.0 (GPT-6 Astra · Codex) to 44.0, a 30.0pp spread', () => {
      const summary = summarize([e('GPT-6 Astra', 74, 'Codex'), e('x', 60, 'y'), e('z', 44, 'w'), e('n', null)]);
      expect(summary).to.deep.include({ best: 74, worst: 44, spread: 30, scored: 3 });
      expect(summary!.leaders.map((entry) => entry.model)).to.deep.equal(['GPT-6 Astra']);
    });
    it('lists every leader of a tie, and is null without scores', () => {
      expect(summarize([e('a', 70), e('b', 70), e('c', 1)])!.leaders.map((entry) => entry.model)).to.deep.equal(['a', 'b']);
      expect(summarize([e('a', null)])).to.equal(null);
      expect(summarize([])).to.equal(null);
    });
  });

  it('leaderboardCsvRows: header, values as given, gap rounded like on screen, missing empty', () => {
    const rows = sortRows(
      rankEntries([e('A, "quoted"', 74, 'Codex', { low: 70, high: 78 }), e('B', 62.3, ''), e('C', null, 'X')]),
      { key: 'score', direction: 'desc' },
    );
    expect(leaderboardCsvRows(rows, 1, { formatNumber })).to.deep.equal([
      ['rank', 'model', 'framework', 'score', 'low', 'high', 'gap'],
      [1, 'A, "quoted"', 'Codex', 74, 70, 78, '0.0'],
      [2, 'B', '', 62.3, null, null, '11.7'],
      [null, 'C', 'X', null, null, null, null],
    ]);
  });

  describe('legend: largest groups first, the rest behind "+N more"', () => {
    const entries = [e('a', 1, 'Codex'), e('b', 2, 'Codex'), e('c', 3, 'Aider'), e('d', 4, 'Zed'), e('f', 5, 'Zed'), e('g', 6, 'Zed'), e('h', 7, '')];
    it('counts entries per framework', () => {
      expect([...frameworkCounts(entries)]).to.deep.equal([['Codex', 2], ['Aider', 1], ['Zed', 3], ['', 1]]);
    });
    it('keeps every framework when they fit, in A→Z order', () => {
      const names = frameworkNames(entries);
      expect(legendFrameworks(names, frameworkCounts(entries), 4)).to.deep.equal(['Aider', 'Codex', 'Zed', '']);
    });
    it('keeps the largest groups (ties A→Z), still shown A→Z', () => {
      const names = frameworkNames(entries);
      expect(legendFrameworks(names, frameworkCounts(entries), 2)).to.deep.equal(['Codex', 'Zed']);
      expect(legendFrameworks(names, frameworkCounts(entries), 3)).to.deep.equal(['Aider', 'Codex', 'Zed']);
    });
    it('finds frameworks by name, case-insensitively, up to a limit; "" as "No framework"', () => {
      const names = ['Aider', 'Codex', 'Codium', ''];
      expect(matchFrameworks(names, 'COD', 10)).to.deep.equal(['Codex', 'Codium']);
      expect(matchFrameworks(names, 'cod', 1)).to.deep.equal(['Codex']);
      expect(matchFrameworks(names, 'no frame', 10)).to.deep.equal(['']);
      expect(matchFrameworks(names, '  ', 2)).to.deep.equal(['Aider', 'Codex']);
    });
    it('finds entries without a framework by the name their button shows in the reader\'s language', () => {
      const names = ['Aider', 'Codex', ''];
      expect(matchFrameworks(names, 'ohne', 10, 'Ohne Framework')).to.deep.equal(['']);
      expect(matchFrameworks(names, 'no frame', 10, 'Ohne Framework')).to.deep.equal([]);
      expect(matchFrameworks(names, '框架', 10, '无框架')).to.deep.equal(['']);
    });
    it('handles 100,000 distinct frameworks quickly and prototype names as plain names', () => {
      const many = Array.from({ length: 100_000 }, (_, i) => e(`m${i}`, i % 100, i === 5 ? '__proto__' : i === 6 ? 'constructor' : `F${i}`));
      // No time is asserted (the bench measures it idle); quadratic, these would meet the runner's timeout.
      const names = frameworkNames(many);
      const kept = legendFrameworks(names, frameworkCounts(many), 12);
      expect(kept.length).to.equal(12);
      expect(names).to.include('__proto__');
      expect(frameworkCounts(many).get('constructor')).to.equal(1);
    });
  });

  describe('real boards (issue 22)', () => {
    it('lower is better: the lowest ranks first, ties share a rank, the gap is measured upwards', () => {
      const rows = rankEntries([e('a', 3.2), e('b', 0.5), e('c', 0.5), e('d', null), e('e', 1.25)], { higherIsBetter: false });
      expect(rows.map((row) => row.rank)).to.deep.equal([4, 1, 1, null, 3]);
      expect(rows.map((row) => row.gap === null ? null : Math.round(row.gap * 100) / 100)).to.deep.equal([2.7, 0, 0, null, 0.75]);
      expect(rows[0]!.gap).to.be.closeTo(2.7, 1e-9);
      expect(rows[4]!.gap).to.be.closeTo(0.75, 1e-9);
      const summary = summarize([e('a', 3.2), e('b', 0.5), e('e', 1.25)], { higherIsBetter: false })!;
      expect([summary.best, summary.worst, summary.leaders.map((x) => x.model)]).to.deep.equal([0.5, 3.2, ['b']]);
      expect(summary.spread).to.be.closeTo(2.7, 1e-9);
      expect(defaultDirection('score', false)).to.equal('asc');
      expect(nextSort({ key: 'model', direction: 'asc' }, 'score', false)).to.deep.equal({ key: 'score', direction: 'asc' });
    });

    it('a reference row is not ranked, has no gap, is never the leader and stays out of the summary', () => {
      const entries = [e('judge', 50, '', { reference: true }), e('x', 48), e('y', 45), e('top-ref', 90, '', { reference: true })];
      const rows = rankEntries(entries);
      expect(rows.map((row) => [row.rank, row.gap])).to.deep.equal([[null, null], [1, 0], [2, 3], [null, null]]);
      const summary = summarize(entries)!;
      expect([summary.best, summary.worst, summary.scored, summary.leaders.map((x) => x.model)]).to.deep.equal([48, 45, 2, ['x']]);
      // Sorted by score it keeps its place among the others.
      expect(sortRows(rows, { key: 'score', direction: 'desc' }).map((row) => row.entry.model)).to.deep.equal(['top-ref', 'judge', 'x', 'y']);
    });

    it('field keys are valid sorts on a board that has them', () => {
      expect(parseSortSpec('date:desc')).to.equal(null);
      expect(parseSortSpec('date:desc', ['date', 'verified'])).to.deep.equal({ key: 'date', direction: 'desc' });
      expect(parseSortSpec('date:sideways', ['date'])).to.equal(null);
      expect(defaultDirection('date', true, 'date')).to.equal('desc');
      expect(defaultDirection('org', true, 'text')).to.equal('asc');
    });

    it('sorts by a field: dates as ISO text, flags true first, numbers, missing last in both directions', () => {
      const rows = rankEntries([
        e('a', 1, '', { fields: { date: '2025-06-01', verified: true, cost: 2 } }),
        e('b', 2, '', { fields: { date: '2024-12-31', verified: false, cost: null } }),
        e('c', 3, '', { fields: { date: null, verified: true, cost: 0.5 } }),
        e('d', 4, '', {}),
      ]);
      const order = (key: string, direction: 'asc' | 'desc') => sortRows(rows, { key, direction }).map((row) => row.entry.model).join('');
      expect(order('date', 'desc')).to.equal('abcd');
      expect(order('date', 'asc')).to.equal('bacd');
      expect(order('verified', 'desc')).to.equal('acbd');
      expect(order('cost', 'asc')).to.equal('cabd');
      expect(order('cost', 'desc')).to.equal('acbd');
    });

    it('a flag filter keeps only the rows whose flag is true', () => {
      const rows = rankEntries([e('a', 1, 'X', { fields: { v: true } }), e('b', 2, 'X', { fields: { v: false } }), e('c', 3, 'Y', {})]);
      expect(filterRows(rows, new Set(), '', ['v']).map((row) => row.entry.model)).to.deep.equal(['a']);
      expect(filterRows(rows, new Set(['X']), '', ['v']).map((row) => row.entry.model)).to.deep.equal([]);
    });

    it('CSV out adds the fields in order, links, notes and the reference mark, only when a row has them', () => {
      const rows = rankEntries([
        e('a', 78.8, 'Org', { fields: { date: '2025-06-01', verified: true }, links: [{ label: 'logs', url: 'https://x/l' }, { label: 'site', url: 'https://x/s' }], note: 'n1' }),
        e('ref', 50, '', { reference: true, fields: { date: null, verified: false } }),
      ]);
      const fields = [{ key: 'date' }, { key: 'verified' }];
      expect(leaderboardCsvRows(rows, () => 1, { fields, formatNumber })).to.deep.equal([
        ['rank', 'model', 'framework', 'score', 'low', 'high', 'gap', 'date', 'verified', 'links', 'note', 'reference'],
        [1, 'a', 'Org', 78.8, null, null, '0.0', '2025-06-01', 'true', 'logs https://x/l\nsite https://x/s', 'n1', null],
        [null, 'ref', '', 50, null, null, null, null, 'false', '', null, 'true'],
      ]);
    });
  });
});
