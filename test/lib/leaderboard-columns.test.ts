import { expect } from '@open-wc/testing';
import { cellDigits, cellNumber, columnUnit, pickScoreColumn, splitHeader } from '../../src/lib/leaderboard-columns.js';
import { decimalsFor, type LeaderboardData } from '../../src/lib/leaderboard-data.js';
import { leaderboardFromCsv, leaderboardFromTable, parseLeaderboardData } from '../support/leaderboard-parse.js';
import { readCsv } from '../../src/lib/csv.js';
import { formatNumber, formatValue } from '../../src/lib/format.js';
import { BFCL_COLUMNS, bfclLikeCsv } from '../fixtures/leaderboards.js';

const cells = (...texts: string[]) => texts.map((text) => ({ text }));
/** A score as the board shows it: its digits as written (decimals "auto") and the board's unit. */
const shown = (data: LeaderboardData, i: number) => {
  const entry = data.entries[i]!;
  return formatValue(entry.score, data.unit, decimalsFor(entry.score ?? 0, data.decimals, entry.digits));
};

describe('leaderboard-columns: CSV and table cells kept as written', () => {
  const numbers: [string, number | null, number][] = [
    ['84.50%', 84.5, 2],
    ['61.0', 61, 1],
    [' 74 ', 74, 0],
    ['$1.20', 1.2, 2],
    ['−3.25', -3.25, 2],
    ['1e-3', 0.001, 0],
    ['1,234', null, 0],
    ['74 ± 2', null, 0],
    ['N/A', null, 0],
  ];
  for (const [text, number, digits] of numbers) {
    it(`${JSON.stringify(text)} → ${number} with ${digits} digits`, () => {
      expect([cellNumber(text), cellDigits(text)]).to.deep.equal([number, digits]);
    });
  }

  const headers: [string, [string, string]][] = [
    ['Cost ($)', ['Cost', '$']],
    ['Pass@1 (%)', ['Pass@1', '%']],
    ['Accuracy [%]', ['Accuracy', '%']],
    ['Resolved %', ['Resolved', '%']],
    ['% Resolved', ['Resolved', '%']],
    ['Percent correct (pass@2)', ['Percent correct (pass@2)', '']],
    ['%', ['%', '%']],
  ];
  for (const [header, split] of headers) it(`splitHeader(${JSON.stringify(header)})`, () => expect(splitHeader(header)).to.deep.equal(split));

  it('a column unit: the header\'s, else the one every cell carries, else none', () => {
    expect(columnUnit('Score', ['84.50%', '—', '61.00%'])).to.equal('%');
    expect(columnUnit('Score', ['84.50%', '61.0'])).to.equal('');
    expect(columnUnit('Cost ($)', ['1.2', '3'])).to.equal('$');
    expect(columnUnit('Cost', ['$1.20', 'N/A'])).to.equal('$');
  });

  const picks: [string, string[], string[][], number][] = [
    ['"Pass" (a count) before "Accuracy": Accuracy', ['Model', 'Pass', 'Accuracy'], [[], ['44', '30'], ['88.0', '60.0']], 2],
    ['"Resolved" after a count', ['Model', 'Tasks', 'Resolved'], [[], ['500', '500'], ['74.4', '70.2']], 2],
    ['cells with "%" under a plain header', ['Model', 'Pass', 'Result'], [[], ['44', '30'], ['88.0%', '60.0%']], 2],
    ['no score named: the first number column', ['Model', 'Elo', 'Votes'], [[], ['1061', '932'], ['4000', '2000']], 1],
    ['a named column with a bad cell is still the score', ['Model', 'Pass', 'Score'], [[], ['44'], ['abc']], 2],
    ['nothing numeric and nothing named', ['Model', 'Notes'], [[], ['fine']], -1],
  ];
  for (const [name, heads, columns, index] of picks) {
    it(`pickScoreColumn: ${name}`, () => expect(pickScoreColumn(heads, (i) => columns[i] ?? [], [1, 2].filter((i) => i < heads.length))).to.equal(index));
  }
});

describe('a CSV in BFCL\'s published shape (36 columns, "Rank" first, "%" scores)', () => {
  const input = leaderboardFromCsv(readCsv(bfclLikeCsv(120)));
  const data = parseLeaderboardData(input);

  it('loads: the score is "Overall Acc" with its "%" and digits, "Organization" the group, "Model Link" the link', () => {
    expect(BFCL_COLUMNS.length).to.equal(36);
    expect(data.entries.length).to.equal(120);
    expect([data.metric, data.unit, data.decimals]).to.deep.equal(['Overall Acc', '%', 'auto']);
    expect(shown(data, 0)).to.equal('84.50%');
    expect(shown(data, 1)).to.equal('79.63%');
    expect(data.entries[1]!.model).to.equal('Claude-Opus-4-1-20250805 (Prompt, thinking, 32k)');
    expect(data.entries.slice(0, 4).map((entry) => entry.framework)).to.deep.equal(['Zhipu AI', 'Anthropic', 'OpenAI', 'Meta']);
    expect(data.entries[3]!.url).to.equal('https://example.org/models/3');
  });

  it('keeps the first 20 other columns as fields and counts the 12 it leaves out', () => {
    expect(data.fields!.length).to.equal(20);
    expect(data.columnsLeftOut).to.equal(12);
    expect(data.fields!.slice(0, 3).map((field) => [field.key, field.label, field.type, field.unit])).to.deep.equal([
      ['Rank (column 1)', 'Rank', 'number', ''],
      ['Total Cost', 'Total Cost', 'number', '$'],
      ['Latency Mean (s)', 'Latency Mean (s)', 'number', ''],
    ]);
    // The rank a file gives is a field of its own; the board still ranks by the score.
    expect(data.entries[0]!.fields!['Rank (column 1)']).to.equal(1);
  });

  it('keeps each number field\'s digits ("1.30" stays two) and a missing cost missing', () => {
    const cost = 'Total Cost';
    expect(data.entries[1]!.fields![cost]).to.equal(1.37);
    expect(data.entries[4]!.fields![cost]).to.equal(null);
    expect(data.entries[0]!.fieldDigits![cost]).to.equal(2);
  });
});

describe('CSV and tables keep what was written', () => {
  const csv = (text: string) => parseLeaderboardData(leaderboardFromCsv(readCsv(text)));
  const table = (headers: string[], rows: string[][], caption = '') => parseLeaderboardData(leaderboardFromTable({ caption, headers, rows: rows.map((row) => cells(...row)) }));

  const cases: [string, () => LeaderboardData, string[], string, string][] = [
    ['CSV "84.50%" and "61.00%": the unit and both digits', () => csv('model,score\nA,84.50%\nB,61.00%\n'), ['84.50%', '61.00%'], '%', 'Score'],
    ['CSV "61.0" without a unit: no "%" invented', () => csv('model,score\nA,61.0\nB,7\n'), ['61.0', '7'], '', 'Score'],
    ['CSV "score (%)" header: the unit from the header', () => csv('model,score (%)\nA,61.0\n'), ['61.0%'], '%', 'Score'],
    ['CSV "Accuracy" without a "score" column', () => csv('Model,Pass,Accuracy\nQwen3-Coder-480B-A35B-Instruct,44,88.0\nB,30,60.5\n'), ['88.0', '60.5'], '', 'Accuracy'],
    ['table "Pass" before "Accuracy" picks Accuracy', () => table(['Model', 'Pass', 'Accuracy'], [['A', '44', '88.0'], ['B', '30', '60.0']]), ['88.0', '60.0'], '', 'Accuracy'],
    ['table "84.50%" cells', () => table(['Model', 'Score'], [['A', '84.50%'], ['B', '61.0%']]), ['84.50%', '61.0%'], '%', 'Score'],
    ['table "Resolved (%)" header', () => table(['Model', 'Resolved (%)'], [['A', '61.0']]), ['61.0%'], '%', 'Resolved'],
    ['SWE-bench\'s CSV: "% Resolved" and "Org"', () => csv('Model,Org,% Resolved,Date\nClaude 4 Opus,Anthropic,73.20,2025-05-22\nOpenHands,All Hands,65.80,2025-04-01\n'), ['73.20%', '65.80%'], '%', 'Resolved'],
  ];
  for (const [name, make, values, unit, metric] of cases) {
    it(name, () => {
      const data = make();
      expect(data.entries.map((_, i) => shown(data, i))).to.deep.equal(values);
      expect([data.unit, data.metric]).to.deep.equal([unit, metric]);
    });
  }

  it('a table with a "Rank" column keeps it as a field under its own label', () => {
    const data = table(['Rank', 'Model', 'Score'], [['1', 'A', '74.0'], ['2', 'B', '60.0']]);
    expect(data.fields!.map((field) => [field.key, field.label])).to.deep.equal([['rank (column 1)', 'Rank']]);
    expect(data.entries.map((entry) => entry.score)).to.deep.equal([74, 60]);
  });

  it('a table with 30 number columns: 20 fields and 9 left out (one is the score)', () => {
    const headers = ['Model', ...Array.from({ length: 30 }, (_, i) => `Task ${i + 1}`)];
    const data = table(headers, [['A', ...Array.from({ length: 30 }, (_, i) => String(i))]]);
    expect([data.metric, data.fields!.length, data.columnsLeftOut]).to.deep.equal(['Task 1', 20, 9]);
  });
});

describe('CSV out keeps what CSV in read', () => {
  it('scores and number fields with their written digits, units in the headers, and it reads back the same', async () => {
    const { leaderboardCsvRows } = await import('../../src/lib/leaderboard-csv.js');
    const { rankEntries } = await import('../../src/lib/leaderboard-rank.js');
    const { toCsv } = await import('../../src/lib/csv.js');
    const data = parseLeaderboardData(leaderboardFromCsv(readCsv('model,score (%),Cost ($)\nQwen3-Coder-480B-A35B-Instruct,84.50,1.30\nB,61.0,N/A\n')));
    const rows = leaderboardCsvRows(rankEntries(data.entries), () => 2, { fields: data.fields, unit: data.unit, formatNumber });
    expect(rows[0]!.slice(0, 4)).to.deep.equal(['rank', 'model', 'framework', 'score (%)']);
    expect(rows[0]!.at(-1)).to.equal('Cost ($)');
    expect(rows.slice(1).map((row) => [row[3], row.at(-1)])).to.deep.equal([['84.50', '1.30'], ['61.0', null]]);
    const again = parseLeaderboardData(leaderboardFromCsv(readCsv(toCsv(rows))));
    expect(again.entries.map((_, i) => shown(again, i))).to.deep.equal(['84.50%', '61.0%']);
    expect(again.fields!.find((field) => field.label === 'Cost')!.unit).to.equal('$');
  });
});

describe('the image keeps what CSV in read', () => {
  it('the SVG export writes each score with its written digits and unit, the summary too', async () => {
    const { buildLeaderboardSvg } = await import('../../src/lib/leaderboard-svg.js');
    const { LEADERBOARD_SVG_TOOLS } = await import('../../src/lib/leaderboard-svg-tools.js');
    const data = parseLeaderboardData(leaderboardFromCsv(readCsv('model,score\nGLM-4.5 (FC),84.50%\nQwen3-Coder-480B-A35B-Instruct,61.0%\n')));
    const decimals = Math.max(...data.entries.map((entry) => entry.digits ?? 0));
    const { text } = buildLeaderboardSvg({ data: { ...data, decimals, ownDigits: true } }, LEADERBOARD_SVG_TOOLS);
    const texts = [...text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(texts).to.include.members(['84.50%', '61.0%']);
    expect(texts.some((line) => line.includes('(84.50% to 61.0% across 2 entries)'))).to.equal(true);
    expect(texts).not.to.include('61.00%');
  });
});
