import { expect } from '@open-wc/testing';
import { parseScoreCell, type TableText } from '../../src/lib/leaderboard-table-source.js';
import { leaderboardFromTable } from '../support/leaderboard-parse.js';

const cells = (...texts: string[]) => texts.map((text) => ({ text }));

describe('leaderboard-table-source', () => {
  const scores: [string, number | string | null][] = [
    ['74.0', 74],
    [' 74.0% ', 74],
    ['—', null],
    ['–', null],
    ['-', null],
    ['', null],
    ['N/A', null],
    ['1,234.5', '1,234.5'],
    ['abc', 'abc'],
    ['74 ± 2', '74 ± 2'],
  ];
  for (const [text, expected] of scores) {
    it(`parseScoreCell(${JSON.stringify(text)}) → ${JSON.stringify(expected)}`, () => {
      expect(parseScoreCell(text)).to.equal(expected);
    });
  }

  it('reads Model, Framework, Score (case-insensitive) into entries', () => {
    const table: TableText = {
      caption: ' Frontier model comparison ',
      headers: ['model', 'FRAMEWORK', 'Score'],
      rows: [
        [{ text: 'GPT-6 Astra', href: 'https://example.org' }, { text: 'Codex' }, { text: '74.0' }],
        cells('Other', '—', '—'),
        cells('', '', ''),
      ],
    };
    expect(leaderboardFromTable(table)).to.deep.equal({
      entries: [
        { model: 'GPT-6 Astra', framework: 'Codex', score: 74, url: 'https://example.org', digits: 1 },
        { model: 'Other', framework: '', score: null, url: undefined },
      ],
      decimals: 'auto',
      unit: '',
      metric: 'Score',
      title: 'Frontier model comparison',
    });
  });

  it('finds columns in any order, takes "Pass rate (%)" as the metric and "%" as the unit, and keeps the digits of each cell', () => {
    const data = leaderboardFromTable({
      caption: '',
      headers: ['Agent framework', 'Pass rate (%)', 'Model'],
      rows: [cells('Codex', '54.42%', 'M'), cells('Codex', '60.1', 'N')],
    });
    expect(data).to.deep.equal({
      entries: [
        { model: 'M', framework: 'Codex', score: 54.42, url: undefined, digits: 2 },
        { model: 'N', framework: 'Codex', score: 60.1, url: undefined, digits: 1 },
      ],
      decimals: 'auto',
      unit: '%',
      metric: 'Pass rate',
    });
  });

  it('without known headers: first column the model, last the score; bad cells stay text for validation', () => {
    const data = leaderboardFromTable({ caption: '', headers: ['Name', 'Notes', 'Value'], rows: [cells('A', 'x', 'abc')] });
    expect(data.entries).to.deep.equal([{ model: 'A', framework: '', score: 'abc', url: undefined }]);
    expect(data.metric).to.equal('Value');
  });

  it('keeps every numeric column of a 9-column Markdown table: the score by header, the rest as number fields', () => {
    const data = leaderboardFromTable({
      caption: 'Aider polyglot',
      headers: ['Model', 'Percent correct (pass@2)', 'Pass@1 (%)', 'Cost ($)', 'Edit format', 'Correct edit format', 'Command', 'Date', 'Seconds per case'],
      rows: [
        cells('gpt-5 (high)', '88.0%', '52.0', '29.08', 'diff', '91.6%', 'aider --model gpt-5', '2025-08-23', '194.0'),
        cells('o3-pro (high)', '84.9%', '—', '146.32', 'diff', '97.8%', 'aider --model o3-pro', '2025-06-10', '449.0'),
      ],
    });
    expect(data.metric).to.equal('Percent correct (pass@2)');
    expect(data.title).to.equal('Aider polyglot');
    expect(data.fields).to.deep.equal([
      { key: 'pass@1', label: 'Pass@1', type: 'number', unit: '%' },
      { key: 'cost', label: 'Cost', type: 'number', unit: '$' },
      { key: 'correct-edit-format', label: 'Correct edit format', type: 'number', unit: '%' },
      { key: 'seconds-per-case', label: 'Seconds per case', type: 'number' },
    ]);
    const entries = data.entries as { model: string; score: unknown; fields: Record<string, unknown> }[];
    expect(entries.map((entry) => [entry.model, entry.score])).to.deep.equal([['gpt-5 (high)', 88], ['o3-pro (high)', 84.9]]);
    expect(entries[1]!.fields).to.deep.equal({ 'pass@1': null, cost: 146.32, 'correct-edit-format': 97.8, 'seconds-per-case': 449 });
  });

  it('without a score header the first numeric column after the model is the score', () => {
    const data = leaderboardFromTable({ caption: '', headers: ['System', 'Org', 'Elo', 'Votes'], rows: [cells('vicuna-13b', 'LMSYS', '1061', '4,000'), cells('llama-13b', 'Meta', '932', '2000')] });
    expect((data.entries as { score: unknown }[]).map((entry) => entry.score)).to.deep.equal([1061, 932]);
    expect(data.metric).to.equal('Elo');
  });
});
