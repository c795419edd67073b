import { expect } from '@open-wc/testing';
import { parseResults, type ResultsData } from '../../src/lib/results-data.js';
import {
  axisTicks,
  comparedRows,
  describeBars,
  describeHeadline,
  describeTable,
  resultsCsvRows,
  rowAverage,
  spokenChange,
} from '../../src/lib/results-view.js';
import { BENCHMARKS, resultsData } from '../fixtures/results-data.js';

const B = BENCHMARKS;
const DATA = resultsData();
const data = parseResults(DATA);
const [A, MIMO] = data.backbones as [typeof data.backbones[0], typeof data.backbones[0]];
const only = (rows: ResultsData['backbones'][0]['rows'], extra: Partial<ResultsData> = {}) =>
  parseResults({ benchmarks: ['X'], backbones: [{ name: 'A', rows }], ...extra });

describe('comparedRows', () => {
  const cases: [string, (string | null)[], { baseline: number; highlight: number }][] = [
    ['roles win', [null, 'highlight', 'baseline'], { baseline: 2, highlight: 1 }],
    ['no roles: first against last', [null, null, null], { baseline: 0, highlight: 2 }],
    ['only a baseline: the last other row', ['baseline', null, null], { baseline: 0, highlight: 2 }],
    ['only a highlight: the first other row', [null, 'highlight', null], { baseline: 0, highlight: 1 }],
    ['highlight first, no baseline', ['highlight', null], { baseline: 1, highlight: 0 }],
    ['a single row: nothing to compare', [null], { baseline: 0, highlight: -1 }],
    ['a single highlight row', ['highlight'], { baseline: -1, highlight: 0 }],
  ];
  for (const [name, roles, expected] of cases) {
    it(name, () => {
      expect(comparedRows(roles.map((role) => ({ role: role as never })))).to.deep.equal(expected);
    });
  }
});

describe('describeHeadline', () => {
  it('rounds the difference once: 62.98 − 54.42 is +8.56pp', () => {
    const h = describeHeadline(data, A, 'DeepSWE-v1.1');
    expect(h.deltaText).to.equal('+8.56pp');
    expect([h.fromText, h.toText]).to.deep.equal(['54.42%', '62.98%']);
    expect([h.fromLabel, h.toLabel]).to.deep.equal(['Base model', '+ CodeSpecWeave']);
    expect(h.sign).to.equal(1);
    expect(h.sentence).to.equal(
      'DeepSWE-v1.1, + CodeSpecWeave against Base model: up 8.56 percentage points, from 54.42% to 62.98%.',
    );
  });

  it('MiMo-V2.5: 12.39% → 25.30% is +12.91pp', () => {
    const h = describeHeadline(data, MIMO, 'DeepSWE-v1.1');
    expect(h.deltaText).to.equal('+12.91pp');
    expect(h.sentence).to.contain('up 12.91 percentage points, from 12.39% to 25.30%');
  });

  it('a loss is a signed negative and reads "down"', () => {
    const d = only([
      { label: 'Base', role: 'baseline', scores: { X: 50 } },
      { label: 'New', role: 'highlight', scores: { X: 48.8 } },
    ]);
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect(h.deltaText).to.equal('−1.20pp');
    expect(h.sign).to.equal(-1);
    expect(h.sentence).to.contain('down 1.20 percentage points, from 50.00% to 48.80%');
  });

  it('a difference that rounds to zero is unsigned, and not "unchanged" unless the values are equal', () => {
    const d = only([{ label: 'Base', scores: { X: 50 } }, { label: 'New', scores: { X: 50.004 } }]);
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect(h.deltaText).to.equal('0.00pp');
    expect(h.sign).to.equal(0);
    expect(h.sentence).to.contain('up less than 0.01 percentage points, from 50.00% to 50.00%');
    const same = only([{ label: 'Base', scores: { X: 50 } }, { label: 'New', scores: { X: 50 } }]);
    const s = describeHeadline(same, same.backbones[0]!, 'X');
    expect([s.deltaText, s.sign]).to.deep.equal(['0.00pp', 0]);
    expect(s.sentence).to.contain('unchanged, from 50.00% to 50.00%');
  });

  it('decimals 0: 3.5 → 3.4 is 0pp (never −0pp) and reads "down less than 1 percentage point"', () => {
    const d = only(
      [
        { label: 'Base', role: 'baseline', scores: { X: 3.5 } },
        { label: 'New', role: 'highlight', scores: { X: 3.4 } },
      ],
      { decimals: 0 },
    );
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect([h.deltaText, h.fromText, h.toText, h.sign]).to.deep.equal(['0pp', '4%', '3%', 0]);
    expect(h.sentence).to.equal('X, New against Base: down less than 1 percentage point, from 4% to 3%.');
    expect(describeBars(d, d.backbones[0]!, 'X')[1]).to.include({
      deltaText: '0pp',
      deltaSpoken: 'down less than 1 percentage point from the baseline',
    });
    const up = only([{ label: 'Base', scores: { X: 3.4 } }, { label: 'New', scores: { X: 3.5 } }], { decimals: 0 });
    const u = describeHeadline(up, up.backbones[0]!, 'X');
    expect([u.deltaText, u.fromText, u.toText]).to.deep.equal(['0pp', '3%', '4%']);
    expect(u.sentence).to.contain('up less than 1 percentage point, from 3% to 4%');
  });

  it('a missing value shows "—" and no difference', () => {
    const h = describeHeadline(data, MIMO, 'SWE-bench Pro');
    expect(h.deltaText).to.equal('—');
    expect(h.fromText).to.equal('—');
    expect(h.sign).to.be.NaN;
    expect(h.sentence).to.equal(
      'SWE-bench Pro: no difference to show; Base model has no score, + CodeSpecWeave has no score.',
    );
    const d = only([{ label: 'Base', scores: {} }, { label: 'New', scores: { X: 7 } }]);
    expect(describeHeadline(d, d.backbones[0]!, 'X').sentence).to.equal(
      'X: no difference to show; Base has no score, New has 7.00%.',
    );
  });

  it('a single row has nothing to compare', () => {
    const d = only([{ label: 'Only', scores: { X: 7 } }]);
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect([h.fromLabel, h.toLabel, h.fromText, h.deltaText]).to.deep.equal(['Only', '', '7.00%', '—']);
    expect(h.sentence).to.equal('X: Only has 7.00%.');
  });

  it('a unit other than % gives points, not percentage points', () => {
    const d = only([{ label: 'a', scores: { X: 0.5 } }, { label: 'b', scores: { X: 0.75 } }], { unit: '', domain: [0, 1] });
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect(h.deltaText).to.equal('+0.25');
    expect(h.sentence).to.contain('up 0.25 points, from 0.50 to 0.75');
  });
});

describe('spokenChange', () => {
  const cases: [number, string, number, string][] = [
    [8.56, '%', 2, 'up 8.56 percentage points'],
    [-1.2, '%', 2, 'down 1.20 percentage points'],
    [0, '%', 2, 'unchanged'],
    [-0, '%', 0, 'unchanged'],
    [0.004, '%', 2, 'up less than 0.01 percentage points'],
    [-0.004, '%', 2, 'down less than 0.01 percentage points'],
    [-0.1, '%', 0, 'down less than 1 percentage point'],
    [0.4, '', 0, 'up less than 1 point'],
    [0.00004, '', 4, 'up less than 0.0001 points'],
    [1, '%', 0, 'up 1 percentage point'],
    [1, '%', 1, 'up 1.0 percentage points'],
    [0.5, '%', 0, 'up 1 percentage point'],
    [0.25, '', 2, 'up 0.25 points'],
  ];
  for (const [delta, unit, decimals, expected] of cases) {
    it(`${delta} (${unit || 'no unit'}, ${decimals} decimals) → ${expected}`, () => {
      expect(spokenChange(delta, { unit, decimals })).to.equal(expected);
    });
  }
});

describe('describeBars', () => {
  it('gives each row its value, Δ vs. the baseline and its geometry on the fixed domain', () => {
    const bars = describeBars(data, A, 'DeepSWE-v1.1');
    expect(bars.map((b) => [b.label, b.kind, b.valueText, b.deltaText])).to.deep.equal([
      ['Base model', 'baseline', '54.42%', 'base'],
      ['+ SFT', 'other', '50.00%', '−4.42pp'],
      ['+ CodeSpecWeave', 'highlight', '62.98%', '+8.56pp'],
    ]);
    expect(bars.map((b) => b.deltaSpoken)).to.deep.equal([
      'the baseline',
      'down 4.42 percentage points from the baseline',
      'up 8.56 percentage points from the baseline',
    ]);
    expect(bars[0]!.x).to.equal(0);
    expect(bars[0]!.width).to.be.closeTo(544.2, 1e-9);
    expect(bars[2]!.width).to.be.closeTo(629.8, 1e-9);
  });

  it('a missing value has no bar and no Δ', () => {
    const bars = describeBars(data, A, 'SWE-bench Pro');
    expect(bars[1]).to.include({ valueText: '—', deltaText: '—', deltaSpoken: 'no difference to show', width: 0 });
  });

  it('bars grow from zero when the domain spans it', () => {
    const d = only([{ label: 'a', scores: { X: -5 } }, { label: 'b', scores: { X: 5 } }], { domain: [-10, 10] });
    const [a, b] = describeBars(d, d.backbones[0]!, 'X');
    expect([a!.x, a!.width, b!.x, b!.width]).to.deep.equal([250, 250, 500, 250]);
  });
});

describe('axisTicks', () => {
  it('puts five fixed ticks at the quarters of the domain', () => {
    expect(axisTicks([0, 100]).map((t) => [t.text, t.x])).to.deep.equal([
      ['0', 0],
      ['25', 250],
      ['50', 500],
      ['75', 750],
      ['100', 1000],
    ]);
    expect(axisTicks([0, 1], 400).map((t) => [t.text, t.x])).to.deep.equal([
      ['0', 0],
      ['0.25', 100],
      ['0.5', 200],
      ['0.75', 300],
      ['1', 400],
    ]);
  });
});

describe('rowAverage and describeTable', () => {
  it('averages the raw scores, only when every benchmark has one', () => {
    expect(rowAverage(A.rows[0]!, B)).to.be.closeTo(41.305, 1e-9);
    expect(rowAverage(A.rows[1]!, B)).to.equal(null);
  });

  it('rounds the average once, at the end (0.006 and 0 average 0.003 → 0.00, not 0.01)', () => {
    const d = parseResults({ benchmarks: ['p', 'q'], domain: [0, 1], backbones: [{ name: 'A', rows: [{ label: 'r', scores: { p: 0.006, q: 0 } }] }] });
    expect(describeTable(d)[0]!.rows[0]!.cells.map((c) => c.text)).to.deep.equal(['0.01', '0.00', '0.00']);
  });

  it('shows every backbone × row with the Average, and bolds the best of each column per backbone', () => {
    const [a, mimo] = describeTable(data);
    const cells = (row: { cells: { text: string; best: boolean }[] }) => row.cells.map((c) => (c.best ? `*${c.text}*` : c.text));
    expect(a!.name).to.equal('Backbone A');
    expect(a!.rows.map(cells)).to.deep.equal([
      ['30.10', '54.42', '60.20', '20.50', '41.31'],
      ['33.30', '50.00', '*61.00*', '—', '—'],
      ['*38.00*', '*62.98*', '*61.00*', '*24.40*', '*46.60*'],
    ]);
    // A column with no value has no best.
    expect(mimo!.rows.map(cells)).to.deep.equal([
      ['—', '12.39', '—', '—', '—'],
      ['—', '*25.30*', '—', '—', '—'],
    ]);
  });

  const cells = (row: { cells: { text: string; best: boolean }[] }) => row.cells.map((c) => (c.best ? `*${c.text}*` : c.text));
  const boldCases: [string, ResultsData['backbones'][0]['rows'], string[][]][] = [
    [
      'a lone value in its column (the others null or missing) is bold',
      [
        { label: 'a', scores: { p: 40, q: null } },
        { label: 'b', scores: { p: 50 } },
      ],
      [
        ['40.00', '—', '—'],
        ['*50.00*', '—', '—'],
      ],
    ],
    [
      'a lone value that is not the row with the best other values',
      [
        { label: 'a', scores: { p: 40, q: 10 } },
        { label: 'b', scores: { p: 50, q: null } },
      ],
      [
        ['40.00', '*10.00*', '*25.00*'],
        ['*50.00*', '—', '—'],
      ],
    ],
    [
      'every cell of a one-row backbone is bold',
      [{ label: 'only', scores: { p: 12.5, q: 7 } }],
      [['*12.50*', '*7.00*', '*9.75*']],
    ],
    [
      'a one-row backbone with a missing value: the missing cells are not bold',
      [{ label: 'only', scores: { p: 12.5 } }],
      [['*12.50*', '—', '—']],
    ],
    [
      'ties are all bold',
      [
        { label: 'a', scores: { p: 50, q: 3 } },
        { label: 'b', scores: { p: 50, q: 3 } },
      ],
      [
        ['*50.00*', '*3.00*', '*26.50*'],
        ['*50.00*', '*3.00*', '*26.50*'],
      ],
    ],
  ];
  for (const [name, rows, expected] of boldCases) {
    it(`bold: ${name}`, () => {
      const d = parseResults({ benchmarks: ['p', 'q'], backbones: [{ name: 'A', rows }, { name: 'B', rows: [{ label: 'x', scores: { p: 99, q: 99 } }] }] });
      const [a, b] = describeTable(d);
      expect(a!.rows.map(cells)).to.deep.equal(expected);
      // Best is per backbone: B's 99s do not take A's bold away, and B's single row is bold throughout.
      expect(b!.rows.map(cells)).to.deep.equal([['*99.00*', '*99.00*', '*99.00*']]);
    });
  }

  it('ties are compared as shown: 61.004 and 60.996 are both the best 61.00', () => {
    const d = parseResults({ benchmarks: ['p'], backbones: [{ name: 'A', rows: [{ label: 'a', scores: { p: 61.004 } }, { label: 'b', scores: { p: 60.996 } }, { label: 'c', scores: { p: 1 } }] }] });
    expect(describeTable(d)[0]!.rows.map((r) => r.cells[0]!.best)).to.deep.equal([true, true, false]);
  });

  it('with a single benchmark, the Average is that benchmark', () => {
    const d = only([{ label: 'a', scores: { X: 1.234 } }]);
    expect(describeTable(d)[0]!.rows[0]!.cells.map((c) => c.text)).to.deep.equal(['1.23', '1.23']);
    expect(resultsCsvRows(d)[0]).to.deep.equal(['Backbone', 'Training data', 'Role', 'X', 'Average']);
  });

  it('CSV rows: values as shown, missing values empty', () => {
    const rows = resultsCsvRows(data);
    expect(rows[0]).to.deep.equal(['Backbone', 'Training data', 'Role', ...B, 'Average']);
    expect(rows[2]).to.deep.equal(['Backbone A', '+ SFT', '', '33.30', '50.00', '61.00', '', '']);
    expect(rows[4]).to.deep.equal(['MiMo-V2.5', 'Base model', 'baseline', '', '12.39', '', '', '']);
    expect(rows).to.have.length(6);
  });
});
