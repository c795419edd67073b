import { expect } from '@open-wc/testing';
import { parseResults, RESULTS_LIMITS } from '../../src/lib/results-data.js';

/** The contract's example, plus a third row; each case below breaks one thing in a fresh copy. */
const valid = () => ({
  benchmarks: ['CodeSpecWeave-Bench', 'DeepSWE-v1.1'],
  backbones: [
    {
      name: 'Backbone A',
      rows: [
        { label: 'Base model', role: 'baseline', scores: { 'DeepSWE-v1.1': 54.42 } },
        { label: '+ SFT', scores: { 'DeepSWE-v1.1': null } },
        { label: '+ CodeSpecWeave', role: 'highlight', scores: { 'DeepSWE-v1.1': 62.98 } },
      ],
    },
  ],
});
type Data = ReturnType<typeof valid> & Record<string, unknown>;
const row = (d: Data, r: number) => d.backbones[0]!.rows[r] as Record<string, unknown>;

describe('parseResults', () => {
  it('fills the defaults and keeps the scores', () => {
    const parsed = parseResults(valid());
    expect(parsed.title).to.equal('');
    expect(parsed.metric).to.equal('Score');
    expect(parsed.unit).to.equal('%');
    expect(parsed.domain).to.deep.equal([0, 100]);
    expect(parsed.decimals).to.equal(2);
    expect(parsed.note).to.equal('');
    const rows = parsed.backbones[0]!.rows;
    expect(rows.map((r) => r.role)).to.deep.equal(['baseline', null, 'highlight']);
    expect(rows[0]!.scores['DeepSWE-v1.1']).to.equal(54.42);
    expect(rows[1]!.scores['DeepSWE-v1.1']).to.equal(null);
    expect(rows[0]!.scores['CodeSpecWeave-Bench']).to.equal(undefined);
  });

  it('accepts rows without scores, and scores inside a custom domain', () => {
    const d = valid() as Data;
    d.domain = [-10, 10];
    row(d, 0).scores = { 'DeepSWE-v1.1': -5 };
    delete row(d, 1).scores;
    row(d, 2).scores = { 'DeepSWE-v1.1': 10 };
    const parsed = parseResults(d);
    expect(parsed.backbones[0]!.rows[0]!.scores['DeepSWE-v1.1']).to.equal(-5);
    expect(Object.keys(parsed.backbones[0]!.rows[1]!.scores)).to.deep.equal([]);
  });

  const cases: [string, (d: Data) => unknown, string][] = [
    ['not an object', () => [], 'data: expected an object, got an array of 0'],
    ['no benchmarks', (d) => ({ ...d, benchmarks: [] }), 'data.benchmarks: expected at least one benchmark, got an empty array'],
    ['benchmarks not an array', (d) => ({ ...d, benchmarks: 'x' }), 'data.benchmarks: expected an array, got "x"'],
    ['an empty benchmark name', (d) => ({ ...d, benchmarks: ['a', ' '] }), 'data.benchmarks[1]: expected a non-empty string, got " "'],
    ['a duplicate benchmark', (d) => ({ ...d, benchmarks: ['a', 'a'] }), 'data.benchmarks[1]: duplicate benchmark "a"'],
    ['no backbones', (d) => ({ ...d, backbones: [] }), 'data.backbones: expected at least one backbone, got an empty array'],
    ['a backbone without a name', (d) => ({ ...d, backbones: [{ rows: [] }] }), 'data.backbones[0].name: expected a non-empty string, got nothing'],
    [
      'a duplicate backbone',
      (d) => ({ ...d, backbones: [d.backbones[0], d.backbones[0]] }),
      'data.backbones[1].name: duplicate backbone "Backbone A"',
    ],
    ['no rows', (d) => ({ ...d, backbones: [{ name: 'A', rows: [] }] }), 'data.backbones[0].rows: expected at least one row, got an empty array'],
    ['a row without a label', (d) => (delete row(d, 1).label, d), 'data.backbones[0].rows[1].label: expected a non-empty string, got nothing'],
    [
      'an unknown benchmark',
      (d) => ((row(d, 1).scores = { X: 1 }), d),
      'data.backbones[0].rows[1].scores: unknown benchmark "X"',
    ],
    [
      'two baseline rows',
      (d) => ((row(d, 1).role = 'baseline'), d),
      'data.backbones[0].rows[1].role: a second "baseline" row; rows[0] is already the baseline',
    ],
    [
      'two highlight rows',
      (d) => ((row(d, 1).role = 'highlight'), d),
      'data.backbones[0].rows[2].role: a second "highlight" row; rows[1] is already the highlight',
    ],
    [
      'an unknown role',
      (d) => ((row(d, 1).role = 'base'), d),
      'data.backbones[0].rows[1].role: expected one of "baseline", "highlight", got "base"',
    ],
    [
      'a non-numeric score',
      (d) => ((row(d, 0).scores = { 'DeepSWE-v1.1': 'abc' }), d),
      'data.backbones[0].rows[0].scores["DeepSWE-v1.1"]: expected a number from 0 to 100, got "abc"',
    ],
    [
      'a score out of the domain',
      (d) => ((row(d, 0).scores = { 'DeepSWE-v1.1': 100.5 }), d),
      'data.backbones[0].rows[0].scores["DeepSWE-v1.1"]: expected a number from 0 to 100, got 100.5',
    ],
    [
      'a score out of a custom domain',
      (d) => ({ ...d, domain: [0, 1] }),
      'data.backbones[0].rows[0].scores["DeepSWE-v1.1"]: expected a number from 0 to 1, got 54.42',
    ],
    ['scores not an object', (d) => ((row(d, 0).scores = [1]), d), 'data.backbones[0].rows[0].scores: expected an object, got an array of 1'],
    ['decimals not an integer', (d) => ({ ...d, decimals: 1.5 }), 'data.decimals: expected an integer from 0 to 6, got 1.5'],
    ['a reversed domain', (d) => ({ ...d, domain: [100, 0] }), 'data.domain: expected min < max, got [100, 0]'],
  ];
  for (const [name, breakIt, message] of cases) {
    it(`rejects ${name}`, () => {
      expect(() => parseResults(breakIt(valid() as Data))).to.throw(message);
      try {
        parseResults(breakIt(valid() as Data));
      } catch (error) {
        expect((error as Error).message).to.equal(message);
      }
    });
  }

  it('keeps a benchmark called "__proto__" as data, not as a prototype', () => {
    const parsed = parseResults(JSON.parse('{"benchmarks":["__proto__"],"backbones":[{"name":"A","rows":[{"label":"r","scores":{"__proto__":5}}]}]}'));
    expect(parsed.backbones[0]!.rows[0]!.scores['__proto__']).to.equal(5);
  });

  describe('limits, each named in its error', () => {
    const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `r${i}` }));
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, () => unknown, string][] = [
      ['501 benchmarks', () => ({ benchmarks: names(501, 'b'), backbones: [] }), 'data.benchmarks: 501 benchmarks is over the limit of 500'],
      [
        '1,001 backbones',
        () => ({ benchmarks: ['b'], backbones: names(1_001, 'a').map((name) => ({ name, rows: rows(1) })) }),
        'data.backbones: 1,001 backbones is over the limit of 1,000',
      ],
      [
        '100,001 rows in all',
        () => ({ benchmarks: ['b'], backbones: [{ name: 'a', rows: rows(60_000) }, { name: 'b', rows: rows(40_001) }] }),
        'data.backbones: 100,001 rows in all is over the limit of 100,000',
      ],
      [
        'more cells than 2,000,000',
        () => ({ benchmarks: names(500, 'b'), backbones: [{ name: 'a', rows: rows(4_001) }] }),
        'data.backbones: 2,000,500 cells (4,001 rows × 500 benchmarks) is over the limit of 2,000,000',
      ],
      [
        'a row label of 501 characters',
        () => ({ benchmarks: ['b'], backbones: [{ name: 'a', rows: [{ label: long(501) }] }] }),
        'data.backbones[0].rows[0].label: 501 characters is over the limit of 500',
      ],
      [
        'a backbone name of 501 characters',
        () => ({ benchmarks: ['b'], backbones: [{ name: long(501), rows: rows(1) }] }),
        'data.backbones[0].name: 501 characters is over the limit of 500',
      ],
      [
        'a benchmark name of 10 MB',
        () => ({ benchmarks: [long(10_000_000)], backbones: [] }),
        'data.benchmarks[0]: 10,000,000 characters is over the limit of 500',
      ],
      ['a title of 2,001 characters', () => ({ ...valid(), title: long(2_001) }), 'data.title: 2,001 characters is over the limit of 2,000'],
      ['a note of 2,001 characters', () => ({ ...valid(), note: long(2_001) }), 'data.note: 2,001 characters is over the limit of 2,000'],
    ];
    for (const [name, make, message] of cases) {
      it(`refuses ${name}`, () => {
        const input = make();
        const start = performance.now();
        expect(() => parseResults(input)).to.throw(message);
        expect(performance.now() - start, 'refused at once').to.be.below(1_000);
      });
    }

    it('accepts every limit exactly', () => {
      const L = RESULTS_LIMITS;
      const parsed = parseResults({
        title: long(L.text),
        benchmarks: [long(L.label), ...names(L.benchmarks - 1, 'b')],
        backbones: [{ name: long(L.label), rows: [{ label: long(L.label) }, ...rows(L.cells / L.benchmarks - 1)] }],
      });
      expect(parsed.backbones[0]!.rows).to.have.length(4_000);
      const wide = parseResults({ benchmarks: ['b'], backbones: names(L.backbones, 'a').map((name, i) => ({ name, rows: rows(i ? 99 : 1_099) })) });
      expect(wide.backbones.reduce((n, b) => n + b.rows.length, 0)).to.equal(L.rows);
    });
  });
});
