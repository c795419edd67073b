import { expect } from '@open-wc/testing';
import { type ResultsData } from '../../src/lib/results-data.js';
import { parseResults } from '../support/results-parse.js';
import {
  axisTicks,
  baselineOf,
  bestRow,
  comparedRows,
  noteNumbers,
  describeBars,
  describeHeadline,
  barRows,
  MAX_BARS,
  selectionAnnouncement,
  spokenChange,
  spokenValue,
  unitWords,
} from '../../src/lib/results-view.js';
// The table's half, a module of its own (the element loads it when the table opens).
import { MAX_PRINT_CELLS, MAX_PRINT_ROWS, pageSize, printRows, tableOf, tablePage } from '../../src/lib/results-table.js';
import { TABLE_SCORES } from '../../src/lib/results-score.js';

const { describeTable, resultsCsvRows, rowAverage } = tableOf(TABLE_SCORES);
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
      'DeepSWE-v1.1, + CodeSpecWeave against Base model: up 8.56 percentage points, from 54.42 percent to 62.98 percent.',
    );
  });

  it('MiMo-V2.5: 12.39% → 25.30% is +12.91pp', () => {
    const h = describeHeadline(data, MIMO, 'DeepSWE-v1.1');
    expect(h.deltaText).to.equal('+12.91pp');
    expect(h.sentence).to.contain('up 12.91 percentage points, from 12.39 percent to 25.30 percent');
  });

  it('a loss is a signed negative and reads "down"', () => {
    const d = only([
      { label: 'Base', role: 'baseline', scores: { X: 50 } },
      { label: 'New', role: 'highlight', scores: { X: 48.8 } },
    ]);
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect(h.deltaText).to.equal('−1.20pp');
    expect(h.sign).to.equal(-1);
    expect(h.sentence).to.contain('down 1.20 percentage points, from 50.00 percent to 48.80 percent');
  });

  it('a difference that rounds to zero is unsigned, and not "unchanged" unless the values are equal', () => {
    const d = only([{ label: 'Base', scores: { X: 50 } }, { label: 'New', scores: { X: 50.004 } }]);
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect(h.deltaText).to.equal('0.00pp');
    expect(h.sign).to.equal(0);
    expect(h.sentence).to.contain('up less than 0.01 percentage points, from 50.00 percent to 50.00 percent');
    const same = only([{ label: 'Base', scores: { X: 50 } }, { label: 'New', scores: { X: 50 } }]);
    const s = describeHeadline(same, same.backbones[0]!, 'X');
    expect([s.deltaText, s.sign]).to.deep.equal(['0.00pp', 0]);
    expect(s.sentence).to.contain('unchanged, from 50.00 percent to 50.00 percent');
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
    expect(h.sentence).to.equal('X, New against Base: down less than 1 percentage point, from 4 percent to 3 percent.');
    expect(describeBars(d, d.backbones[0]!, 'X')[1]).to.include({
      deltaText: '0pp',
      deltaSpoken: 'down less than 1 percentage point from the baseline',
    });
    const up = only([{ label: 'Base', scores: { X: 3.4 } }, { label: 'New', scores: { X: 3.5 } }], { decimals: 0 });
    const u = describeHeadline(up, up.backbones[0]!, 'X');
    expect([u.deltaText, u.fromText, u.toText]).to.deep.equal(['0pp', '3%', '4%']);
    expect(u.sentence).to.contain('up less than 1 percentage point, from 3 percent to 4 percent');
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
      'X: no difference to show; Base has no score, New has 7.00 percent.',
    );
  });

  it('a single row has nothing to compare', () => {
    const d = only([{ label: 'Only', scores: { X: 7 } }]);
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect([h.fromLabel, h.toLabel, h.fromText, h.deltaText]).to.deep.equal(['Only', '', '7.00%', '—']);
    expect(h.sentence).to.equal('X: Only has 7.00 percent.');
  });

  it('a unit other than % gives points, not percentage points', () => {
    const d = only([{ label: 'a', scores: { X: 0.5 } }, { label: 'b', scores: { X: 0.75 } }], { unit: '', domain: [0, 1] });
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect(h.deltaText).to.equal('+0.25');
    expect(h.sentence).to.contain('up 0.25 points, from 0.50 to 0.75');
  });
});

describe('units in words', () => {
  it('says "%" as percent and "pp" as percentage points; other units as written; a missing value as no score', () => {
    const cases: [number | null, string, number, string][] = [
      [54.42, '%', 2, '54.42 percent'],
      [8.5, 'pp', 1, '8.5 percentage points'],
      [-3, '%', 0, '−3 percent'],
      [0.5, '', 2, '0.50'],
      [12, ' ms', 0, '12 ms'],
      [null, '%', 2, 'no score'],
    ];
    for (const [value, unit, decimals, expected] of cases) expect(spokenValue(value, unit, decimals), expected).to.equal(expected);
    expect(unitWords('%')).to.equal('percent');
    expect(unitWords('pp')).to.equal('percentage points');
  });

  it('the announcement names the backbone, the benchmark, both figures and the change', () => {
    const h = describeHeadline(data, MIMO, 'DeepSWE-v1.1');
    expect(selectionAnnouncement(MIMO, h)).to.equal(
      'MiMo-V2.5 on DeepSWE-v1.1, + CodeSpecWeave against Base model: up 12.91 percentage points, from 12.39 percent to 25.30 percent.',
    );
  });

  it('bars carry their value in words', () => {
    expect(describeBars(data, A, 'SWE-bench Pro').map((b) => b.valueSpoken)).to.deep.equal(['20.50 percent', 'no score', '24.40 percent']);
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

describe('barRows', () => {
  const rows = (n: number, roles: Record<number, 'baseline' | 'highlight'> = {}) =>
    Array.from({ length: n }, (_, i) => ({ role: roles[i] ?? null }));
  it('every row up to the limit', () => {
    expect(barRows(rows(3))).to.deep.equal([0, 1, 2]);
    expect(barRows(rows(MAX_BARS))).to.have.length(MAX_BARS);
  });
  it('beyond it, the baseline and highlight always, then the first others, in order', () => {
    expect(barRows(rows(10, { 7: 'baseline', 9: 'highlight' }), 4)).to.deep.equal([0, 1, 7, 9]);
    expect(barRows(rows(10_000), 5)).to.deep.equal([0, 1, 2, 3, 9_999]);
  });
});

describe('tablePage', () => {
  const groups = [{ rows: [1, 2, 3] }, { rows: [1, 2] }, { rows: [1, 2, 3, 4] }];
  const lines = (page: number, size: number) =>
    tablePage(groups, page, size).lines.map((l) => `${l.group}:${l.row}@${l.index}${l.continued ? '+' : ''}`);
  it('one page holds everything, each group header before its rows, with its position in the whole table', () => {
    const page = tablePage(groups, 0, 100);
    expect(lines(0, 100)).to.deep.equal(['0:-1@2', '0:0@3', '0:1@4', '0:2@5', '1:-1@6', '1:0@7', '1:1@8', '2:-1@9', '2:0@10', '2:1@11', '2:2@12', '2:3@13']);
    expect(page).to.include({ page: 0, pages: 1, first: 1, last: 9, total: 9, rowCount: 13 });
  });
  it('a group split across pages repeats its header, marked continued', () => {
    expect(lines(1, 4)).to.deep.equal(['1:-1@6+', '1:1@8', '2:-1@9', '2:0@10', '2:1@11', '2:2@12']);
    expect(tablePage(groups, 1, 4)).to.include({ first: 5, last: 8, pages: 3 });
  });
  it('clamps a page out of range', () => {
    expect(tablePage(groups, 99, 4)).to.include({ page: 2, first: 9, last: 9 });
    expect(tablePage(groups, -3, 4)).to.include({ page: 0, first: 1 });
  });
  it('pages of about 2,500 cells, from 5 to 200 rows', () => {
    expect(pageSize(5)).to.equal(200);
    expect(pageSize(13)).to.equal(178);
    expect(pageSize(101)).to.equal(24);
    expect(pageSize(501)).to.equal(5);
  });
  it('finds a page of 100,000 rows by the groups\' lengths, not by visiting the rows', () => {
    const big = Array.from({ length: 100 }, () => ({ rows: new Array(1_000).fill(0) }));
    // Rows no one may read: a visit to any of them throws.
    for (const group of big) for (let i = 0; i < group.rows.length; i++) Object.defineProperty(group.rows, i, { get: () => { throw new Error('a row was read'); } });
    const page = tablePage(big, 250, 200);
    expect(page).to.include({ first: 50_001, last: 50_200, pages: 500 });
  });
});

describe('real tables: uncertainty, published averages, no baseline', () => {
  const parse = (rows: ResultsData['backbones'][0]['rows'], extra: Partial<ResultsData> = {}) =>
    parseResults({ benchmarks: ['X', 'Y'], decimals: 1, backbones: [{ name: 'A', rows }], ...extra });

  it('headline and bars carry ± std and intervals, shown and spoken', () => {
    const d = parse([
      { label: 'Base', role: 'baseline', scores: { X: { value: 99.3, std: 1.2 }, Y: { value: 38.6, low: 35.9, high: 41.4 } } },
      { label: 'New', role: 'highlight', scores: { X: { value: 100, std: 0 }, Y: 40 } },
    ]);
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect([h.fromText, h.toText, h.deltaText]).to.deep.equal(['99.3 ± 1.2%', '100.0 ± 0.0%', '+0.7pp']);
    expect(h.sentence).to.equal('X, New against Base: up 0.7 percentage points, from 99.3 plus or minus 1.2 percent to 100.0 plus or minus 0.0 percent.');
    const y = describeHeadline(d, d.backbones[0]!, 'Y');
    expect(y.fromText).to.equal('38.6% (35.9–41.4%)');
    expect(y.sentence).to.contain('from 38.6 percent, from 35.9 to 41.4 percent to 40.0 percent');
    const bars = describeBars(d, d.backbones[0]!, 'Y');
    expect(bars[0]).to.include({ valueText: '38.6% (35.9–41.4%)', valueSpoken: '38.6 percent, from 35.9 to 41.4 percent' });
    expect(bars[0]!.whisker).to.deep.equal({ from: 359, to: 414 });
    expect(bars[1]!.whisker).to.equal(null);
    const x = describeBars(d, d.backbones[0]!, 'X');
    // ± std around the value, clamped to the domain (100 ± 0 sits on the end).
    expect(x[0]!.whisker!.from).to.be.closeTo(981, 1e-9);
    expect(x[0]!.whisker!.to).to.equal(1000);
    expect(x[0]!.valueSpoken).to.equal('99.3 plus or minus 1.2 percent');
  });

  it('the table shows spreads in cells, the Average as published (48.70, not the mean 48.73), and bolds it as shown', () => {
    const d = parseResults({
      benchmarks: ['p', 'q', 'r'],
      backbones: [{ name: 'A', rows: [
        { label: 'a', scores: { p: { value: 48.5, std: 1.25 }, q: 48.9, r: 48.8 }, average: 48.7 },
        { label: 'b', scores: { p: { value: 38.6, low: 35.9, high: 41.4 }, q: 40, r: 41 } },
        { label: 'c', scores: { p: 1, q: 2 }, average: 48.725 },
      ] }],
    });
    const [a] = describeTable(d);
    expect(a!.rows.map((row) => row.cells.map((c) => (c.best ? `*${c.text}*` : c.text)))).to.deep.equal([
      ['*48.50 ± 1.25*', '*48.90*', '*48.80*', '48.70'],
      ['38.60 (35.90–41.40)', '40.00', '41.00', '39.87'],
      ['1.00', '2.00', '—', '*48.725*'],
    ]);
    const csv = resultsCsvRows(d);
    expect(csv[0]).to.deep.equal(['Backbone', 'Training data', 'Role', 'p', 'p std', 'p low', 'p high', 'q', 'r', 'Average']);
    expect(csv[1]).to.deep.equal(['A', 'a', '', '48.50', '1.25', '', '', '48.90', '48.80', '48.70']);
    expect(csv[2]).to.deep.equal(['A', 'b', '', '38.60', '', '35.90', '41.40', '40.00', '41.00', '39.87']);
  });

  it('average: false hides the column, in the table and the CSV; tags and notes get CSV columns', () => {
    const d = parse([{ label: 'a', scores: { X: 1, Y: 2 }, tags: ['tool use', 'GPT-4 teacher'], note: 'Reported.' }], { average: false });
    expect(describeTable(d)[0]!.rows[0]!.cells.map((c) => c.text)).to.deep.equal(['1.0', '2.0']);
    expect(resultsCsvRows(d)).to.deep.equal([
      ['Backbone', 'Training data', 'Role', 'X', 'Y', 'Tags', 'Note'],
      ['A', 'a', '', '1.0', '2.0', 'tool use; GPT-4 teacher', 'Reported.'],
    ]);
  });

  it('no baseline row (a highlight, no baseline): no row is "base", no Δ; the headline is the highlight with its value', () => {
    const d = parse([
      { label: 'WizardMath', scores: { X: 54.9 } },
      { label: 'MetaMath', scores: { X: 77.7 } },
      { label: 'ScaleQuest', role: 'highlight', scores: { X: 73.1 } },
    ]);
    expect(baselineOf(d, d.backbones[0]!.rows)).to.deep.equal({ baseline: -1, highlight: 2 });
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect([h.fromLabel, h.toLabel, h.fromText, h.toText, h.deltaText, h.bestOf]).to.deep.equal(['', 'ScaleQuest', '', '73.1%', '—', 0]);
    expect(h.sentence).to.equal('X: ScaleQuest has 73.1 percent.');
    const bars = describeBars(d, d.backbones[0]!, 'X');
    expect(bars.map((b) => [b.kind, b.deltaText, b.deltaSpoken])).to.deep.equal([
      ['other', '', ''],
      ['other', '', ''],
      ['highlight', '', ''],
    ]);
    expect(JSON.stringify([h, bars, resultsCsvRows(d)])).not.to.match(/\bbase(line)?\b/i);
  });

  it('data.baseline: false with no roles: the headline is the best row, "the highest of 3"', () => {
    const d = parse([{ label: 'a', scores: { X: 10 } }, { label: 'b', scores: { X: 30 } }, { label: 'c', scores: { X: 20 } }], { baseline: false });
    const h = describeHeadline(d, d.backbones[0]!, 'X');
    expect([h.toLabel, h.toText, h.bestOf]).to.deep.equal(['b', '30.0%', 3]);
    expect(h.sentence).to.equal('X: b has 30.0 percent, the highest of 3 rows.');
    expect(describeBars(d, d.backbones[0]!, 'X').every((b) => b.deltaText === '')).to.equal(true);
    // No values at all: the first row, with no score.
    expect(describeHeadline(d, d.backbones[0]!, 'Y').sentence).to.equal('Y: a has no score.');
  });

  it('a backbone that marks no role still compares its first row with its last (as before)', () => {
    const d = parse([{ label: 'a', scores: { X: 10 } }, { label: 'b', scores: { X: 30 } }]);
    expect(baselineOf(d, d.backbones[0]!.rows)).to.deep.equal({ baseline: 0, highlight: 1 });
    expect(describeBars(d, d.backbones[0]!, 'X')[0]!.deltaText).to.equal('base');
  });

  it('footnote numbers: one per distinct note, in row order; bars carry theirs', () => {
    const d = parse([
      { label: 'a', note: 'First.', scores: { X: 1 } },
      { label: 'b', scores: { X: 2 } },
      { label: 'c', note: 'Second.', scores: { X: 3 } },
      { label: 'd', note: 'First.', scores: { X: 4 } },
    ]);
    const notes = noteNumbers(d);
    expect([...notes]).to.deep.equal([['First.', 1], ['Second.', 2]]);
    expect(describeBars(d, d.backbones[0]!, 'X', undefined, notes).map((b) => b.note)).to.deep.equal([1, 0, 2, 1]);
  });

  it('bestRow: the first of the highest, -1 with no value', () => {
    const d = parse([{ label: 'a', scores: { X: 5 } }, { label: 'b', scores: { X: 7 } }, { label: 'c', scores: { X: 7 } }]);
    expect(bestRow(d.backbones[0]!.rows, 'X')).to.equal(1);
    expect(bestRow(d.backbones[0]!.rows, 'Y')).to.equal(-1);
  });
});

describe('printRows: print bounded by rows and by cells', () => {
  const cases: [number, number, number][] = [
    [900, 5, 900],
    [1_000, 5, 1_000],
    [5_000, 5, 1_000],
    [5_000, 1, 3_000],
    [5_001, 2, 2_000],
    [100_000, 5, 1_000],
    [5_000, 12, 461],
    [5_000, 501, 11],
    [10, 501, 10],
    [1, 1_000_000, 1],
  ];
  for (const [total, columns, expected] of cases) {
    it(`${total} rows × ${columns} columns → ${expected} printed, at most ${MAX_PRINT_CELLS} cells`, () => {
      const n = printRows(total, columns);
      expect(n).to.equal(expected);
      expect(n <= MAX_PRINT_ROWS && (n === 1 || n * (columns + 1) <= MAX_PRINT_CELLS)).to.equal(true);
    });
  }
});
