import { expect } from '@open-wc/testing';
import { axisTicks } from '../../src/lib/leaderboard-axis.js';
import { describeBoard, noteNumbers } from '../../src/lib/leaderboard-board.js';
import { parseLeaderboardData } from '../support/leaderboard-parse.js';
import { columnLabel } from '../../src/lib/leaderboard-announce.js';
import { groupColumnLabel } from '../../src/lib/leaderboard-words.js';
import { ENGLISH } from '../../src/lib/locale.js';
import { registerEnglish } from '../../src/lib/locale.js';
import { loadLocale, localeFor } from '../../src/lib/locale-loading.js';
import leaderboardEnglish from '../../src/locales/en/leaderboard-table.js';

// The element registers its English part (columnLabel writes its column names); here, alone, the test does.
registerEnglish(leaderboardEnglish);

describe('describeBoard: what the data makes of the board', () => {
  it('a small board: every framework in the legend, ranks with ties, summary', () => {
    const data = parseLeaderboardData({
      entries: [
        { model: 'Claude-Opus-4.5', framework: 'CodeSpecWeave', score: 74.2 },
        { model: 'GPT-5.1', framework: 'OpenHands', score: 74.2 },
        { model: 'Gemini-3-Pro', framework: 'CodeSpecWeave', score: 61.5 },
        { model: 'Qwen3-Coder', framework: 'SWE-agent', score: null },
      ],
    });
    const board = describeBoard(data);
    expect(board.frameworks).to.deep.equal(['CodeSpecWeave', 'OpenHands', 'SWE-agent']);
    expect(board.legend).to.deep.equal(board.frameworks);
    expect(board.rest).to.deep.equal([]);
    expect(board.named).to.equal(true);
    expect([...board.colors.keys()]).to.deep.equal(board.frameworks);
    expect(board.ranked.map((row) => row.rank)).to.deep.equal([1, 1, 3, null]);
    expect(board.summary!.leaders.map((entry) => entry.model)).to.deep.equal(['Claude-Opus-4.5', 'GPT-5.1']);
  });

  it('more frameworks than the legend holds: the largest groups get buttons, in data order; the rest behind "+N more"', () => {
    // 15 frameworks: F0 has 1 entry, F1 2 … F14 15; the 12 largest are F3…F14.
    const entries = Array.from({ length: 15 }, (_, f) => Array.from({ length: f + 1 }, (_, i) => ({ model: `Model ${f}-${i}`, framework: `F${f}`, score: 50 + i }))).flat();
    const board = describeBoard(parseLeaderboardData({ entries }));
    expect(board.legend).to.deep.equal(Array.from({ length: 12 }, (_, i) => `F${i + 3}`));
    expect(board.rest).to.deep.equal(['F0', 'F1', 'F2']);
    expect(describeBoard(parseLeaderboardData({ entries }), 20).rest).to.deep.equal([]);
  });

  it('no framework anywhere: not named; a lower-is-better board leads with its lowest; an axis when the domain starts above 0', () => {
    const data = parseLeaderboardData({
      higherIsBetter: false,
      domain: [20, 80],
      entries: [
        { model: 'A', score: 41.5 },
        { model: 'B', score: 23.25 },
      ],
    });
    const board = describeBoard(data);
    expect(board.named).to.equal(false);
    expect(board.summary!.leaders[0]!.model).to.equal('B');
    // The axis is drawn by the element's chunk of rare parts, from the domain.
    expect(axisTicks(data.domain).at(0)).to.deep.equal({ value: 20, at: 0 });
    expect(axisTicks(data.domain).at(-1)).to.deep.equal({ value: 80, at: 100 });
  });

  it('noteNumbers: one number per distinct note, in first-seen order', () => {
    const data = parseLeaderboardData({
      entries: [
        { model: 'A', score: 1, note: 'Run with a 32k thinking budget.' },
        { model: 'B', score: 2 },
        { model: 'C', score: 3, note: 'Self-reported.' },
        { model: 'D', score: 4, note: 'Run with a 32k thinking budget.' },
      ],
    });
    expect([...noteNumbers(data.entries)]).to.deep.equal([
      ['Run with a 32k thinking budget.', 1],
      ['Self-reported.', 2],
    ]);
  });
});

describe('columnLabel: a column as a sentence names it', () => {
  const board = {
    metric: 'Resolved (%)',
    groupLabel: 'Group',
    fields: [
      { key: 'date', label: 'Release date' },
      { key: 'constructor', label: 'Built by' },
    ],
  };
  /** As the acts name a column: the group column by the heading the board draws (groupColumnLabel). */
  const label = (key: string, data: typeof board = board, l = ENGLISH) => columnLabel(key, data, groupColumnLabel(data.groupLabel, l), l);

  it('built-in columns, the metric, the default group label, fields, and an unknown key as given', () => {
    expect(['rank', 'model', 'framework', 'score', 'gap', 'date', 'other'].map((key) => label(key))).to.deep.equal([
      'Rank',
      'Model',
      'Group',
      'Resolved (%)',
      'Gap to best',
      'Release date',
      'other',
    ]);
  });

  it("a field keyed like an Object member is the field, never Object's own", () => {
    expect(label('constructor')).to.equal('Built by');
    expect(label('toString')).to.equal('toString');
  });

  it("the author's group label as written; the default one in the reader's language", async () => {
    expect(label('framework', { ...board, groupLabel: 'Organisation' })).to.equal('Organisation');
    expect(groupColumnLabel('Organisation')).to.equal('Organisation');
    await loadLocale('de');
    const german = localeFor('de');
    expect(label('framework', board, german)).to.equal('Gruppe');
    expect(label('gap', board, german)).to.equal('Abstand zur Spitze');
    expect(label('date', board, german)).to.equal('Release date');
  });
});
