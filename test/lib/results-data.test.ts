import { expect } from '@open-wc/testing';
import { parseResults } from '../../src/lib/results-data.js';

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
});
