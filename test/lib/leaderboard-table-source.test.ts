import { expect } from '@open-wc/testing';
import { leaderboardFromTable, parseScoreCell, type TableText } from '../../src/lib/leaderboard-table-source.js';

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
        { model: 'GPT-6 Astra', framework: 'Codex', score: 74, url: 'https://example.org' },
        { model: 'Other', framework: '', score: null, url: undefined },
      ],
      decimals: 1,
      metric: 'Score',
      title: 'Frontier model comparison',
    });
  });

  it('finds columns in any order, takes "Pass rate (%)" as the metric, and keeps the decimals shown', () => {
    const data = leaderboardFromTable({
      caption: '',
      headers: ['Agent framework', 'Pass rate (%)', 'Model'],
      rows: [cells('Codex', '54.42%', 'M'), cells('Codex', '60.1', 'N')],
    });
    expect(data).to.deep.equal({
      entries: [
        { model: 'M', framework: 'Codex', score: 54.42, url: undefined },
        { model: 'N', framework: 'Codex', score: 60.1, url: undefined },
      ],
      decimals: 2,
      metric: 'Pass rate',
    });
  });

  it('without known headers: first column the model, last the score; bad cells stay text for validation', () => {
    const data = leaderboardFromTable({ caption: '', headers: ['Name', 'Notes', 'Value'], rows: [cells('A', 'x', 'abc')] });
    expect(data.entries).to.deep.equal([{ model: 'A', framework: '', score: 'abc', url: undefined }]);
    expect(data.metric).to.equal('Value');
  });
});
