import { expect } from '@open-wc/testing';
import { readCsv } from '../../src/lib/csv.js';
import { CSV_RULES, readPlainResults, RESULTS_LIMITS, scaleOf } from '../../src/lib/results-data.js';
import { parseResults } from '../support/results-parse.js';
import { describeHeadline } from '../../src/lib/results-view.js';
import type { ResultsInput } from '../../src/components/results-toggle/results-toggle.types.js';
// As a Next.js or Vite project imports a data file (resolveJsonModule): `domain` is `number[]` here.
import ratingJson from '../fixtures/rating-results.json';
import { resultsFromCsv } from '../../src/lib/results-csv.js';
import { DataError } from '../../src/lib/validate.js';

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
      'data.backbones[0].rows[1].scores: unknown benchmark "X" (data.benchmarks has "CodeSpecWeave-Bench", "DeepSWE-v1.1")',
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
    ['scores not an object', (d) => ((row(d, 0).scores = 'x'), d), 'data.backbones[0].rows[0].scores: expected an object, got "x"'],
    // A list in the benchmarks' order, the likeliest other shape: the keys to write are shown.
    [
      'scores as a list',
      (d) => ((row(d, 0).scores = [1]), d),
      'data.backbones[0].rows[0].scores: expected an object of scores by benchmark: { "CodeSpecWeave-Bench": …, "DeepSWE-v1.1": … }, got an array of 1',
    ],
    ['rows without backbones', (d) => ({ benchmarks: d.benchmarks, rows: [] }), 'data.backbones: expected an array, got nothing (data has "benchmarks", "rows")'],
    ['decimals not an integer', (d) => ({ ...d, decimals: 1.5 }), 'data.decimals: expected an integer from 0 to 6, got 1.5'],
    ['a reversed domain', (d) => ({ ...d, domain: [100, 0] }), 'data.domain: expected min < max, got [100, 0]'],
  ];
  for (const [name, breakIt, message] of cases) {
    it(`rejects ${name}`, () => {
      // The plain reader never takes bad input: it leaves it to the full validation, which words it.
      expect(readPlainResults(breakIt(valid() as Data)), 'not read as plain').to.equal(undefined);
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
        expect(readPlainResults(input), 'not read as plain').to.equal(undefined);
        expect(() => parseResults(input)).to.throw(message);
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
      const wideInput = { benchmarks: ['b'], backbones: names(L.backbones, 'a').map((name, i) => ({ name, rows: rows(i ? 99 : 1_099) })) };
      const wide = parseResults(wideInput);
      expect(wide.backbones.reduce((n, b) => n + b.rows.length, 0)).to.equal(L.rows);
      // So does the plain reader, with the same result.
      expect(readPlainResults(wideInput)).to.deep.equal(wide);
    });
  });
});

describe('parseResults: real tables (uncertainty, published averages, notes, tags, groups)', () => {
  const base = (rows: unknown[], extra: Record<string, unknown> = {}) => ({ benchmarks: ['X', 'Y'], backbones: [{ name: 'A', rows }], ...extra });
  const parsedRow = (rows: unknown[], extra?: Record<string, unknown>) => parseResults(base(rows, extra)).backbones[0]!.rows;

  it('reads { value, std } and { value, low, high } beside plain numbers, spreads kept apart', () => {
    const [r] = parsedRow([{ label: 'r', scores: { X: { value: 99.3, std: 1.2 }, Y: { value: 38.6, low: 35.9, high: 41.4 } } }]);
    expect(r!.scores).to.deep.equal({ X: 99.3, Y: 38.6 });
    expect(r!.spread).to.deep.equal({ X: { std: 1.2 }, Y: { low: 35.9, high: 41.4 } });
    const [plain] = parsedRow([{ label: 'r', scores: { X: 1 } }]);
    expect(plain!.spread, 'no spread object on a row without one').to.equal(undefined);
    const [missing] = parsedRow([{ label: 'r', scores: { X: { value: null, std: 2 } } }]);
    expect([missing!.scores.X, missing!.spread]).to.deep.equal([null, undefined]);
  });

  it('keeps a published average, a note and tags; data.average and data.baseline', () => {
    const parsed = parseResults(base([{ label: 'r', scores: { X: 1 }, average: 48.7, note: 'Reported by the authors.', tags: ['tool use', 'teacher: GPT-4'] }], { average: false, baseline: false }));
    const r = parsed.backbones[0]!.rows[0]!;
    expect([r.average, r.note, r.tags]).to.deep.equal([48.7, 'Reported by the authors.', ['tool use', 'teacher: GPT-4']]);
    expect([parsed.average, parsed.baseline]).to.deep.equal([false, false]);
    const defaults = parseResults(base([{ label: 'r' }]));
    expect([defaults.average, defaults.baseline, defaults.backbones[0]!.rows[0]!.note, defaults.backbones[0]!.rows[0]!.tags]).to.deep.equal([true, true, '', []]);
    expect('average' in defaults.backbones[0]!.rows[0]!, 'no average unless given').to.equal(false);
  });

  it('benchmarks as { name, group }, mixed with plain names', () => {
    const parsed = parseResults({
      benchmarks: [{ name: 'LIBERO-Spatial', group: 'LIBERO' }, { name: 'LIBERO-Goal', group: 'LIBERO' }, 'CALVIN', { name: 'Bridge' }],
      backbones: [{ name: 'A', rows: [{ label: 'r', scores: { 'LIBERO-Goal': 80, CALVIN: 3 } }] }],
    });
    expect(parsed.benchmarks).to.deep.equal(['LIBERO-Spatial', 'LIBERO-Goal', 'CALVIN', 'Bridge']);
    expect(parsed.groups).to.deep.equal(['LIBERO', 'LIBERO', '', '']);
  });

  const bad: [string, unknown, string][] = [
    ['a negative std', base([{ label: 'r', scores: { X: { value: 5, std: -1 } } }]), 'data.backbones[0].rows[0].scores["X"].std: expected a number of 0 or more, got -1'],
    ['std and an interval', base([{ label: 'r', scores: { X: { value: 5, std: 1, low: 4, high: 6 } } }]), 'data.backbones[0].rows[0].scores["X"]: expected either std or low and high, got both'],
    ['low without high', base([{ label: 'r', scores: { X: { value: 5, low: 4 } } }]), 'data.backbones[0].rows[0].scores["X"].high: expected a number with its pair, got nothing'],
    ['a value outside its interval', base([{ label: 'r', scores: { X: { value: 50, low: 35.9, high: 41.4 } } }]), 'data.backbones[0].rows[0].scores["X"]: expected low ≤ value ≤ high, got 35.9, 50, 41.4'],
    ['an interval end out of the domain', base([{ label: 'r', scores: { X: { value: 50, low: 40, high: 140 } } }]), 'data.backbones[0].rows[0].scores["X"].high: expected a number from 0 to 100, got 140'],
    ['a score object without a value', base([{ label: 'r', scores: { X: { std: 1 } } }]), 'data.backbones[0].rows[0].scores["X"].value: expected a number, got nothing'],
    ['an unknown field in a score', base([{ label: 'r', scores: { X: { value: 1, sd: 1 } } }]), 'data.backbones[0].rows[0].scores["X"]: unknown field "sd"; a score object has value and std, or value, low and high'],
    ['a non-numeric value in a score object', base([{ label: 'r', scores: { X: { value: '99.3' } } }]), 'data.backbones[0].rows[0].scores["X"].value: expected a number from 0 to 100, got "99.3"'],
    ['an average out of the domain', base([{ label: 'r', average: 148.7 }]), 'data.backbones[0].rows[0].average: expected a number from 0 to 100, got 148.7'],
    ['an average as text', base([{ label: 'r', average: '48.70' }]), 'data.backbones[0].rows[0].average: expected a number from 0 to 100, got "48.70"'],
    ['tags not a list', base([{ label: 'r', tags: 'tool use' }]), 'data.backbones[0].rows[0].tags: expected an array, got "tool use"'],
    ['an empty tag', base([{ label: 'r', tags: ['ok', ''] }]), 'data.backbones[0].rows[0].tags[1]: expected a non-empty string, got ""'],
    ['too many tags', base([{ label: 'r', tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }]), 'data.backbones[0].rows[0].tags: 13 tags is over the limit of 12'],
    ['a note that is not text', base([{ label: 'r', note: 3 }]), 'data.backbones[0].rows[0].note: expected a string, got 3'],
    ['average not a boolean', base([{ label: 'r' }], { average: 'no' }), 'data.average: expected true or false, got "no"'],
    ['a baseline row with baseline: false', base([{ label: 'r', role: 'baseline' }], { baseline: false }), 'data.backbones[0].rows[0].role: a "baseline" row, but data.baseline is false'],
    ['a benchmark object without a name', { benchmarks: [{ group: 'G' }], backbones: [{ name: 'A', rows: [{ label: 'r' }] }] }, 'data.benchmarks[0].name: expected a non-empty string, got nothing'],
    ['a duplicate benchmark object', { benchmarks: ['a', { name: 'a', group: 'G' }], backbones: [{ name: 'A', rows: [{ label: 'r' }] }] }, 'data.benchmarks[1].name: duplicate benchmark "a"'],
    ['an empty group', { benchmarks: [{ name: 'a', group: ' ' }], backbones: [{ name: 'A', rows: [{ label: 'r' }] }] }, 'data.benchmarks[0].group: expected a non-empty string, got " "'],
  ];
  for (const [name, input, message] of bad) {
    it(`rejects ${name}`, () => {
      expect(readPlainResults(input), 'not read as plain').to.equal(undefined);
      expect(() => parseResults(input)).to.throw(message);
      try {
        parseResults(input);
      } catch (error) {
        expect((error as Error).message).to.equal(message);
      }
    });
  }
});

describe('readPlainResults: plain data read in the first view, exactly as the full validation reads it', () => {
  const B = ['CodeSpecWeave-Bench', 'DeepSWE-v1.1'];
  const plain: [string, unknown][] = [
    ['the contract\'s example', valid()],
    ['every top-level option', { ...valid(), title: 'T', description: 'D', metric: 'Success rate', unit: '', domain: [-10, 110], decimals: 0, note: 'Paper Table 2', average: false }],
    ['options given as null (their defaults)', { ...valid(), title: null, metric: null, unit: null, domain: null, decimals: null, note: null, average: null, baseline: null }],
    ['rows without scores, null scores, no roles', { benchmarks: B, backbones: [{ name: 'A', rows: [{ label: 'a' }, { label: 'b', scores: null, role: null }, { label: 'c', scores: { [B[0]!]: null } }] }] }],
    ['no baseline, a highlight', { benchmarks: B, baseline: false, backbones: [{ name: 'A', rows: [{ label: 'a', role: 'highlight', scores: { [B[1]!]: 3 } }, { label: 'b' }] }] }],
    ['keys the reader does not know (ignored by both)', { ...valid(), $schema: 'x', backbones: [{ name: 'A', color: 'red', rows: [{ label: 'r', url: 'https://example.org' }] }] }],
    ['a benchmark named "constructor"', { benchmarks: ['constructor'], backbones: [{ name: 'A', rows: [{ label: 'r', scores: { constructor: 5 } }] }] }],
  ];
  for (const [name, input] of plain) {
    it(`reads ${name}`, () => {
      const read = readPlainResults(input);
      expect(read, 'read as plain').to.not.equal(undefined);
      expect(read).to.deep.equal(parseResults(input));
    });
  }

  // Valid, but more than the plain form: the full validation reads them (the element loads it for them).
  const rich: [string, unknown][] = [
    ['a benchmark with a group', { benchmarks: [{ name: 'X', group: 'G' }], backbones: [{ name: 'A', rows: [{ label: 'r' }] }] }],
    ['a benchmark with its own scale', { benchmarks: ['X', { name: 'Y', domain: [0, 3000], unit: '' }], backbones: [{ name: 'A', rows: [{ label: 'r' }] }] }],
    ['a score with a spread', { benchmarks: ['X'], backbones: [{ name: 'A', rows: [{ label: 'r', scores: { X: { value: 5, std: 1 } } }] }] }],
    ['a row\'s note, tags and average', { benchmarks: ['X'], backbones: [{ name: 'A', rows: [{ label: 'r', note: 'n' }, { label: 's', tags: ['t'] }, { label: 'u', average: 3 }] }] }],
    ['a domain beyond ±1e12 (within the full validation\'s ±1e15)', { domain: [-1e13, 1e13], benchmarks: ['X'], backbones: [{ name: 'A', rows: [{ label: 'r' }] }] }],
    ['a benchmark named "__proto__"', JSON.parse('{"benchmarks":["__proto__"],"backbones":[{"name":"A","rows":[{"label":"r","scores":{"__proto__":5}}]}]}')],
  ];
  for (const [name, input] of rich) {
    it(`leaves ${name} to the full validation`, () => {
      expect(readPlainResults(input)).to.equal(undefined);
      expect(() => parseResults(input)).to.not.throw();
    });
  }
});

describe('a JSON file as TypeScript types it', () => {
  it('casts to ResultsInput (domain as number[]) and is checked at run time: a rating on its own scale', () => {
    const input = ratingJson as ResultsInput;
    const data = parseResults(input);
    expect(scaleOf(data, 'Codeforces')).to.deep.equal({ domain: [0, 3000], unit: '', decimals: 0 });
    expect(describeHeadline(data, data.backbones[0]!, 'Codeforces')).to.include({ fromText: '1134', toText: '2029', deltaText: '+895' });
    expect(describeHeadline(data, data.backbones[0]!, 'MATH-500').deltaText).to.equal('+7.1pp');
    expect(data.average, 'no mean across scales').to.equal(false);
  });

  const domains: [string, unknown, string][] = [
    ['three numbers', [0, 50, 100], 'data.domain: expected a [min, max] pair, got an array of 3'],
    ['min not below max', [100, 0], 'data.domain: expected min < max, got [100, 0]'],
    ['a benchmark\'s domain that is not numbers', ['a', 'b'], 'data.benchmarks[0].domain[0]: expected a number, got "a"'],
  ];
  for (const [name, domain, message] of domains) {
    it(`a domain of ${name} is named`, () => {
      const own = name.startsWith('a benchmark');
      const raw = { benchmarks: [own ? { name: 'X', domain } : 'X'], backbones: [{ name: 'B', rows: [{ label: 'r' }] }], ...(own ? {} : { domain }) };
      expect(() => parseResults(raw)).to.throw(message);
    });
  }
});

describe('resultsFromCsv (long form)', () => {
  const csv = (text: string) => resultsFromCsv(readCsv(text), CSV_RULES);
  it('one line per backbone × row × benchmark, in the order they first appear; spreads, roles and row fields', () => {
    const data = csv(
      [
        'backbone,label,role,benchmark,value,std,low,high,average,note,tags',
        'Mistral-7B,Base model,baseline,GSM8K,40.3,1.1,,,16.9,,',
        'Mistral-7B,Base model,,MATH,14.2,,,,,,',
        'Mistral-7B,+ WeaveSpec,highlight,GSM8K,99.3,1.2,,,48.7,"Three seeds, mean ± std.",tool use; teacher: GPT-4',
        'Mistral-7B,+ WeaveSpec,,MATH,38.6,,35.9,41.4,,,',
        'Llama-3-8B,Base model,baseline,MATH,,,,,,,',
        '',
      ].join('\r\n'),
    );
    expect(data.benchmarks).to.deep.equal(['GSM8K', 'MATH']);
    expect(data.backbones.map((b) => b.name)).to.deep.equal(['Mistral-7B', 'Llama-3-8B']);
    expect(data.backbones[0]!.rows).to.deep.equal([
      { label: 'Base model', role: 'baseline', average: 16.9, scores: { GSM8K: { value: 40.3, std: 1.1, low: undefined, high: undefined }, MATH: 14.2 } },
      {
        label: '+ WeaveSpec',
        role: 'highlight',
        average: 48.7,
        note: 'Three seeds, mean ± std.',
        tags: ['tool use', 'teacher: GPT-4'],
        scores: { GSM8K: { value: 99.3, std: 1.2, low: undefined, high: undefined }, MATH: { value: 38.6, std: undefined, low: 35.9, high: 41.4 } },
      },
    ]);
    expect(data.backbones[1]!.rows[0]!.scores).to.deep.equal({ MATH: null });
    const parsed = parseResults(data);
    expect(parsed.backbones[0]!.rows[1]!.spread).to.deep.equal({ GSM8K: { std: 1.2 }, MATH: { low: 35.9, high: 41.4 } });
  });

  it('only the four needed columns; headers in any case and order', () => {
    const data = csv('Value,Benchmark,LABEL,backbone\n62.98,DeepSWE-v1.1,+ CodeSpecWeave,Backbone A\n');
    expect(data).to.deep.equal({ unit: '', decimals: 2, benchmarks: ['DeepSWE-v1.1'], backbones: [{ name: 'Backbone A', rows: [{ label: '+ CodeSpecWeave', scores: { 'DeepSWE-v1.1': 62.98 } }] }] });
  });

  describe('values as written', () => {
    const shown = (text: string) => {
      const data = parseResults(csv(text));
      const backbone = data.backbones[0]!;
      return data.benchmarks.map((benchmark) => describeHeadline(data, backbone, benchmark)).map((h) => [h.fromText, h.toText, h.deltaText]);
    };
    const cases: [string, string, string[][]][] = [
      ['"66.5" is "66.5", not "66.50%"', 'backbone,label,role,benchmark,value\nQwen2.5-7B,Base,baseline,MATH-500,61.0\nQwen2.5-7B,+ RL,highlight,MATH-500,66.5\n', [['61.0', '66.5', '+5.5']]],
      ['"%" in the cells: values in percent, gains in points', 'backbone,label,role,benchmark,value\nA,Base,baseline,X,54.42%\nA,Ours,highlight,X,62.98%\n', [['54.42%', '62.98%', '+8.56pp']]],
      ['"value (%)" in the header', 'backbone,label,role,benchmark,value (%)\nA,Base,baseline,X,54.4\nA,Ours,highlight,X,63\n', [['54.4%', '63.0%', '+8.6pp']]],
      [
        'a rating beside percentages gets its own axis and no unit, never "pp"',
        'backbone,label,role,benchmark,value\nDeepSeek-R1,V3,baseline,AIME 2024,39.2\nDeepSeek-R1,R1,highlight,AIME 2024,79.8\nDeepSeek-R1,V3,baseline,Codeforces,717\nDeepSeek-R1,R1,highlight,Codeforces,2029\n',
        [['39.2', '79.8', '+40.6'], ['717', '2029', '+1312']],
      ],
    ];
    for (const [name, text, expected] of cases) it(name, () => expect(shown(text)).to.deep.equal(expected));

    it('the rating\'s axis is the rounded extent of its values', () => {
      const data = parseResults(csv('backbone,label,benchmark,value\nA,r,AIME,39.2\nA,r,Codeforces,717\nA,s,Codeforces,2029\nA,s,AIME,79.8\n'));
      expect(scaleOf(data, 'Codeforces')).to.deep.equal({ domain: [0, 3000], unit: '', decimals: 0 });
      expect(scaleOf(data, 'AIME')).to.deep.equal({ domain: [0, 100], unit: '', decimals: 1 });
    });
  });

  const H = 'backbone,label,role,benchmark,value,std,low,high,average';
  const bad: [string, string, string][] = [
    ['nothing', '', 'CSV: expected a header row naming backbone, label, benchmark and value, got nothing'],
    ['a header only', `${H}\n`, 'CSV: expected at least one line after the header'],
    ['no value column', 'backbone,label,benchmark\nA,r,X\n', 'row 1: expected a "value" column'],
    ['an unknown column', 'backbone,label,benchmark,value,score\n', 'row 1, column 5: unknown column "score"; expected backbone, label, role, benchmark, value, std, low, high, average, note, tags'],
    ['a column twice', 'backbone,label,benchmark,value,Value\n', 'row 1, column 5: a second "value" column'],
    ['a non-numeric value', `${H}\nA,r,,X,1\nA,s,,X,n/a\n`, 'row 3, column "value": expected a number, got "n/a"'],
    ['an empty label', `${H}\nA,,,X,1\n`, 'row 2, column "label": expected a non-empty text, got an empty cell'],
    ['an unknown role', `${H}\nA,r,base,X,1\n`, 'row 2, column "role": expected "baseline", "highlight" or nothing, got "base"'],
    ['two lines for one cell', `${H}\nA,r,,X,1\nA,r,,X,2\n`, 'row 3, column "benchmark": a second line for "r" of "A" on "X"'],
    ['two averages for one row', `${H}\nA,r,,X,1,,,,10\nA,r,,Y,2,,,,11\n`, 'row 3, column "average": "r" of "A" already has average 10, got 11'],
    ['a negative std', `${H}\nA,r,,X,1,-2\n`, 'row 2, column "std": expected a number of 0 or more, got -2'],
    ['a value outside its interval', `${H}\nA,r,,X,50,,35.9,41.4\n`, 'row 2, column "value": expected low ≤ value ≤ high, got 35.9, 50, 41.4'],
    ['low without high', `${H}\nA,r,,X,50,,35.9,\n`, 'row 2, column "high": expected a number with its pair, got nothing'],
    ['a std and an interval', `${H}\nA,r,,X,50,1,49,51\n`, 'row 2, column "std": expected either std or low and high, got both'],
    ['a non-numeric average', `${H}\nA,r,,X,1,,,,about 48.7\n`, 'row 2, column "average": expected a number, got "about 48.7"'],
  ];
  for (const [name, text, message] of bad) {
    it(`rejects ${name}, naming the row and column`, () => {
      let caught: unknown;
      try {
        csv(text);
      } catch (error) {
        caught = error;
      }
      expect(caught, 'a DataError').to.be.instanceOf(DataError);
      expect((caught as Error).message).to.equal(message);
    });
  }
});
