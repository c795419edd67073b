import { expect } from '@open-wc/testing';
import { decimalsFor, digitsOf, readPlainLeaderboard } from '../../src/lib/leaderboard-data.js';
import { leaderboardFromCsv, parseLeaderboardData } from '../support/leaderboard-parse.js';
import { readCsv } from '../../src/lib/csv.js';
import { scaleLinear } from 'd3-scale';
import { axisTicks, niceTicks } from '../../src/lib/leaderboard-axis.js';
import { messageOf } from '../support/message-of.js';

const csv = (text: string) => leaderboardFromCsv(readCsv(text));

describe('leaderboard-data', () => {
  describe('digitsOf / decimalsFor: each score with its own digits', () => {
    const cases: [number, number][] = [[78.8, 1], [23.94, 2], [74, 0], [0.125, 3], [1e-7, 6], [1234.5, 1], [-3.25, 2]];
    for (const [value, digits] of cases) it(`digitsOf(${value}) → ${digits}`, () => expect(digitsOf(value)).to.equal(digits));
    it('decimalsFor: a fixed count wins; "auto" takes the given digits, else the shortest form', () => {
      expect(decimalsFor(78.8, 2)).to.equal(2);
      expect(decimalsFor(78.8, 'auto')).to.equal(1);
      expect(decimalsFor(78.8, 'auto', 2)).to.equal(2);
    });
  });

  describe('parseLeaderboardData: the new keys', () => {
    it('fills neutral defaults: no title, "Score", "Group", no fields, higher is better', () => {
      const data = parseLeaderboardData({ entries: [{ model: 'A', score: 1 }] });
      expect([data.groupLabel, data.fields, data.higherIsBetter, data.decimals, data.title, data.metric]).to.deep.equal(['Group', [], true, 1, '', 'Score']);
    });

    it('reads fields of every type, links, a note and a reference row', () => {
      const data = parseLeaderboardData({
        groupLabel: 'Organisation',
        decimals: 'auto',
        higherIsBetter: false,
        title: '',
        fields: [
          { key: 'date', label: 'Date', type: 'date' },
          { key: 'verified', label: 'Verified', type: 'flag' },
          { key: 'cost', label: 'Cost', type: 'number', unit: '$', decimals: 2 },
          { key: 'logs', type: 'link' },
          { key: 'edit', label: 'Edit format', type: 'text' },
        ],
        entries: [
          {
            model: 'Claude-Opus-4.5-20251101-thinking-32k',
            framework: 'Anthropic',
            score: 78.8,
            fields: { date: '2025-11-24', verified: true, cost: 1.5, logs: 'https://example.org/logs', edit: 'diff' },
            links: [{ label: 'logs', url: 'https://example.org/l' }, { label: 'trajs', url: 'https://example.org/t' }],
            note: '  Run with 32k thinking tokens.  ',
          },
          { model: 'Baseline', score: 50, reference: true, fields: { verified: false } },
        ],
      });
      expect(data.groupLabel).to.equal('Organisation');
      expect([data.decimals, data.higherIsBetter, data.title]).to.deep.equal(['auto', false, '']);
      expect(data.fields!.map((f) => [f.key, f.label, f.type, f.unit, f.decimals])).to.deep.equal([
        ['date', 'Date', 'date', '', 'auto'],
        ['verified', 'Verified', 'flag', '', 'auto'],
        ['cost', 'Cost', 'number', '$', 2],
        ['logs', 'logs', 'link', '', 'auto'],
        ['edit', 'Edit format', 'text', '', 'auto'],
      ]);
      const [first, second] = data.entries;
      expect({ ...first!.fields }).to.deep.equal({ date: '2025-11-24', verified: true, cost: 1.5, logs: 'https://example.org/logs', edit: 'diff' });
      expect(first!.links).to.have.length(2);
      expect(first!.note).to.equal('Run with 32k thinking tokens.');
      expect(second!.reference).to.equal(true);
      expect({ ...second!.fields }).to.deep.equal({ date: null, verified: false, cost: null, logs: null, edit: null });
    });

    const bad: [string, unknown, string][] = [
      ['a field of an unknown type', { fields: [{ key: 'x', type: 'money' }], entries: [] }, 'data.fields[0].type: expected one of "number", "text", "date", "flag", "link", got "money"'],
      ['a field named like a built-in column', { fields: [{ key: 'score', type: 'number' }], entries: [] }, 'data.fields[0].key: "score" is a built-in column (rank, model, framework, score, gap); choose another key'],
      ['a field key with a colon', { fields: [{ key: 'a:b', type: 'text' }], entries: [] }, 'data.fields[0].key: expected a name of up to 60 characters without ":", got "a:b"'],
      ['two fields with one key', { fields: [{ key: 'a', type: 'text' }, { key: 'a', type: 'date' }], entries: [] }, 'data.fields[1].key: "a" is already the key of another field'],
      ['a date that is no ISO date', { fields: [{ key: 'date', type: 'date' }], entries: [{ model: 'A', score: 1, fields: { date: '06/01/2025' } }] }, 'data.entries[0].fields.date: expected a date as YYYY-MM-DD (or YYYY-MM, YYYY), got "06/01/2025"'],
      ['a flag that is text', { fields: [{ key: 'v', type: 'flag' }], entries: [{ model: 'A', score: 1, fields: { v: 'yes' } }] }, 'data.entries[0].fields.v: expected true or false, got "yes"'],
      ['a number field that is text', { fields: [{ key: 'cost', type: 'number' }], entries: [{ model: 'A', score: 1, fields: { cost: '$3' } }] }, 'data.entries[0].fields.cost: expected a number, got "$3"'],
      ['a value for no declared field', { entries: [{ model: 'A', score: 1, fields: { date: '2025' } }] }, 'data.entries[0].fields: "date" is not a key of data.fields (none declared)'],
      ['a link without a url', { entries: [{ model: 'A', score: 1, links: [{ label: 'logs' }] }] }, 'data.entries[0].links[0].url: expected a non-empty string, got nothing'],
      // The likeliest other shapes: a bare list of rows, rows under another key, "name" for "model".
      ['a bare list of rows', [{ model: 'A', score: 1 }], 'data: expected an object with the rows in "entries": { "entries": [ … ] }, got an array of 1'],
      ['rows under another key', { title: 'T', rows: [{ model: 'A', score: 1 }] }, 'data.entries: expected an array, got nothing (data has "title", "rows")'],
      ['name for model', { entries: [{ name: 'A', score: 1 }] }, 'data.entries[0].model: expected a non-empty string, got nothing (data.entries[0] has "name", "score")'],
      ['reference as text', { entries: [{ model: 'A', score: 1, reference: 'yes' }] }, 'data.entries[0].reference: expected true or false, got "yes"'],
      ['decimals neither a count nor auto', { decimals: 'some', entries: [] }, 'data.decimals: expected an integer from 0 to 6, or "auto", got "some"'],
      ['higherIsBetter as text', { higherIsBetter: 'no', entries: [] }, 'data.higherIsBetter: expected true or false, got "no"'],
      ['21 fields', { fields: Array.from({ length: 21 }, (_, i) => ({ key: `f${i}`, type: 'text' })), entries: [] }, 'data.fields: 21 fields, over the limit of 20'],
    ];
    for (const [name, raw, message] of bad) {
      it(`names ${name}`, () => expect(messageOf(() => parseLeaderboardData(raw))).to.equal(message));
    }
  });

  describe('leaderboardFromCsv', () => {
    it('maps the named columns in any order and case, keeps digits as written, infers field types', () => {
      const data = csv(
        'Score,MODEL,framework,date,verified,cost,logs,url,note,low,high\n' +
          '78.80,Claude-Opus-4.5,Anthropic,2025-11-24,yes,1.50,https://example.org/a,https://example.org/m,First run,76.1,80.2\n' +
          '23.94,"Tiny, model",—,2024-03-01,no,,https://example.org/b,,,,\n' +
          '\n' +
          ',Missing,OpenAI,2024-01,no,0.2,https://example.org/c,,,,\n',
      );
      expect(data.decimals).to.equal('auto');
      expect(data.fields).to.deep.equal([
        { key: 'date', label: 'date', type: 'date' },
        { key: 'verified', label: 'verified', type: 'flag' },
        { key: 'cost', label: 'cost', type: 'number' },
        { key: 'logs', label: 'logs', type: 'link' },
      ]);
      expect(data.entries).to.deep.equal([
        {
          model: 'Claude-Opus-4.5', score: 78.8, framework: 'Anthropic', low: 76.1, high: 80.2, url: 'https://example.org/m', note: 'First run', digits: 2,
          fields: { date: '2025-11-24', verified: true, cost: 1.5, logs: 'https://example.org/a' }, fieldDigits: { cost: 2 },
        },
        { model: 'Tiny, model', score: 23.94, digits: 2, fields: { date: '2024-03-01', verified: false, cost: null, logs: 'https://example.org/b' } },
        { model: 'Missing', score: null, framework: 'OpenAI', fields: { date: '2024-01', verified: false, cost: 0.2, logs: 'https://example.org/c' }, fieldDigits: { cost: 1 } },
      ]);
      // What the element then validates: no error, the digits kept.
      const parsed = parseLeaderboardData(data);
      expect(parsed.entries.map((entry) => entry.digits)).to.deep.equal([2, 2, undefined]);
    });

    it('takes a board whose scores leave 0–100 (Elo) with the rounded extent as its domain and no unit', () => {
      const data = csv('model,score\nvicuna-13b,1061\nllama-13b,932\ngpt-4,1287\n');
      expect(data.domain).to.deep.equal([900, 1300]);
      expect(data.unit).to.equal('');
      expect(() => parseLeaderboardData(data)).not.to.throw();
    });

    it('reads a reference column', () => {
      const data = csv('model,score,reference\ngpt-4-0314,50,true\nother,60,\n');
      expect(data.entries.map((entry) => entry.reference ?? false)).to.deep.equal([true, false]);
    });

    const bad: [string, string, string][] = [
      ['a score that is no number (row 12: the header is row 1)', `model,score\n${'m,1\n'.repeat(10)}x,abc\n`, 'row 12, column "score": expected a number from 0 to 100, got "abc"'],
      ['a score over 100 among percentages', 'model,score\na,50\nb,\nc,abc\n', 'row 4, column "score": expected a number from 0 to 100, got "abc"'],
      ['a missing model', 'model,score\n,50\n', 'row 2, column "model": expected a model name, got an empty cell'],
      ['no score column nor any column of numbers', 'model,notes\na,fine\n', 'CSV: row 1: expected a column named "score" (or a column of numbers), got "model", "notes"'],
      ['no header', '', 'CSV: expected a header row naming model and score'],
      ['a bad low bound, named by its header', 'Model,Score,Low\na,50,low?\n', 'row 2, column "Low": expected a number from 0 to 100, got "low?"'],
    ];
    for (const [name, text, message] of bad) it(`names ${name}`, () => expect(messageOf(() => csv(text))).to.equal(message));

    it('an out-of-domain score in CSV on an Elo board is fine; a text one names only "a number"', () => {
      expect(messageOf(() => csv('model,score\na,1200\nb,n/a?\n'))).to.equal('row 3, column "score": expected a number, got "n/a?"');
    });
  });

  describe('axisTicks: d3 ticks between a labelled start and end', () => {
    const domains: [number, number, number][] = [[400, 1400, 4], [35, 95, 4], [0.001, 0.0042, 5], [-3, 7, 10], [900, 1300, 4], [1, 1.5, 3], [1e6, 3.5e6, 4], [20, 100, 2]];
    for (const [start, stop, count] of domains) {
      it(`niceTicks(${start}, ${stop}, ${count}) equals d3-scale's scaleLinear().ticks()`, () => {
        expect(niceTicks(start, stop, count)).to.deep.equal(scaleLinear().domain([start, stop]).ticks(count));
      });
    }
    it('[400, 1400]: evenly spaced from end to end', () => {
      expect(axisTicks([400, 1400]).map((tick) => [tick.value, tick.at])).to.deep.equal([[400, 0], [600, 20], [800, 40], [1000, 60], [1200, 80], [1400, 100]]);
    });
    it('[35, 95]: the ends always, ticks too close to them dropped', () => {
      const ticks = axisTicks([35, 95]);
      expect(ticks[0]).to.deep.equal({ value: 35, at: 0 });
      expect(ticks.at(-1)).to.deep.equal({ value: 95, at: 100 });
      expect(ticks.slice(1, -1).every((tick) => tick.at >= 12.5 && tick.at <= 87.5)).to.equal(true);
    });
  });
});

describe('leaderboard-data at the limits', () => {
  it('validates 100,000 entries with 20 fields and three links each within a generous bound', function () {
    this.timeout(30_000);
    const fields = Array.from({ length: 20 }, (_, f) => ({ key: `f${f}`, type: (['number', 'text', 'date', 'flag', 'link'] as const)[f % 5] }));
    const value = (f: number, i: number) => [i / 7, `t${i}`, '2025-06-01', i % 2 === 0, `https://example.org/${i}`][f % 5];
    const entries = Array.from({ length: 100_000 }, (_, i) => ({
      model: `Model ${i}`,
      framework: `Org ${i % 50}`,
      score: i % 100,
      fields: Object.fromEntries(fields.map((field, f) => [field.key, value(f, i)])),
      links: [{ label: 'logs', url: 'https://example.org/l' }, { label: 'trajs', url: 'https://example.org/t' }, { label: 'site', url: 'https://example.org/s' }],
    }));
    const data = parseLeaderboardData({ fields, entries });
    expect(data.entries.length).to.equal(100_000);
  });
});

describe('readPlainLeaderboard: the first view\u2019s reader of a plain board', () => {
  const plain: unknown[] = [
    { entries: [] },
    { entries: [{ model: 'A', score: 74 }, { model: 'B', framework: 'X', score: null, url: 'https://example.org' }] },
    { title: 'T', description: 'D', metric: '  ', unit: '', domain: [20, 80], decimals: 'auto', groupLabel: ' Org ', higherIsBetter: false, entries: [{ model: 'A', framework: null, score: 41.5, url: null }] },
    { metric: 'Pass rate', decimals: 0, domain: null, entries: [{ model: 'A', score: 0 }] },
  ];
  for (const input of plain) {
    it(`reads ${JSON.stringify(input).slice(0, 60)} as the full validation does`, () => {
      expect(readPlainLeaderboard(input)).to.deep.equal(parseLeaderboardData(input));
    });
  }

  const notPlain: unknown[] = [
    null,
    [],
    { entries: 'x' },
    { entries: [{ model: 'A', score: 'abc' }] },
    { entries: [{ model: 'A', score: 101 }] },
    { entries: [{ model: ' ', score: 1 }] },
    { entries: [{ model: 'A', score: 1, low: 0 }] },
    { entries: [{ model: 'A', score: 1 }], colors: { X: 'red' } },
    { entries: [{ model: 'A', score: 1 }], fields: [] },
    { entries: [{ model: 'A', score: 1 }], domain: [5, 5] },
    { entries: [{ model: 'A', score: 1 }], decimals: 7 },
    { entries: [{ model: 'A', score: 1 }], higherIsBetter: 'no' },
    { entries: [{ model: 'A', score: 1 }], title: 3 },
    { entries: [{ model: 'x'.repeat(2001), score: 1 }] },
  ];
  for (const input of notPlain) {
    it(`leaves ${JSON.stringify(input)?.slice(0, 60)} to the full validation`, () => {
      expect(readPlainLeaderboard(input)).to.equal(undefined);
    });
  }
});
