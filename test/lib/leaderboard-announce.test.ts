import { expect } from '@open-wc/testing';
import { registerSentencesEnglish, filterSentence as filterIn, searchSentence as searchIn, sortSentence as sortIn } from '../../src/lib/leaderboard-announce.js';
import { DEFAULT_GROUP_LABEL, countEntries, groupWords } from '../../src/lib/leaderboard-words.js';
import { ENGLISH, registerEnglish } from '../../src/lib/locale.js';

// As the element does when the chunk arrives (board-input.ts).
registerSentencesEnglish(registerEnglish);
const sortSentence = (column: string, spec: Parameters<typeof sortIn>[1], shown: number) => sortIn(column, spec, shown, undefined, ENGLISH);
const filterSentence = (names: string[], all: number, shown: number, total: number) => filterIn(names, all, shown, total, groupWords(DEFAULT_GROUP_LABEL, ENGLISH), ENGLISH);
const searchSentence = (query: string, shown: number, total: number) => searchIn(query, shown, total, ENGLISH);

describe('leaderboard-announce', () => {
  it('counts entries', () => {
    expect([0, 1, 2, 10_000].map(countEntries)).to.deep.equal(['0 entries', '1 entry', '2 entries', '10,000 entries']);
  });

  const sorts: [string, Parameters<typeof sortSentence>, string][] = [
    ['score, highest first', ['Pass rate', { key: 'score', direction: 'desc' }, 10], 'Sorted by Pass rate, highest first. 10 entries.'],
    ['score, lowest first', ['Pass rate', { key: 'score', direction: 'asc' }, 1], 'Sorted by Pass rate, lowest first. 1 entry.'],
    ['model A to Z', ['Model', { key: 'model', direction: 'asc' }, 6], 'Sorted by Model, A to Z. 6 entries.'],
    ['framework Z to A', ['Agent framework', { key: 'framework', direction: 'desc' }, 6], 'Sorted by Agent framework, Z to A. 6 entries.'],
    ['rank', ['Rank', { key: 'rank', direction: 'asc' }, 6], 'Sorted by Rank, best first. 6 entries.'],
    ['gap', ['Gap to best', { key: 'gap', direction: 'desc' }, 6], 'Sorted by Gap to best, largest first. 6 entries.'],
  ];
  for (const [name, args, expected] of sorts) it(`sort: ${name}`, () => expect(sortSentence(...args)).to.equal(expected));

  const filters: [string, Parameters<typeof filterSentence>, string][] = [
    ['two shown', [['Codex', 'Framework A'], 5, 4, 10], 'Showing Codex and Framework A: 4 of 10 entries.'],
    ['one shown', [['Codex'], 5, 2, 10], 'Showing Codex: 2 of 10 entries.'],
    ['three shown', [['A', 'B', 'C'], 5, 6, 10], 'Showing A, B and C: 6 of 10 entries.'],
    ['more than three', [['A', 'B', 'C', 'D'], 5, 8, 10], 'Showing 4 of 5 groups: 8 of 10 entries.'],
    ['all', [['A', 'B'], 2, 10, 10], 'Showing all groups: 10 entries.'],
    ['none', [[], 2, 0, 10], 'Showing no groups: 0 of 10 entries.'],
    ['no framework', [[''], 2, 1, 10], 'Showing No group: 1 of 10 entries.'],
  ];
  for (const [name, args, expected] of filters) it(`filter: ${name}`, () => expect(filterSentence(...args)).to.equal(expected));

  const searches: [string, Parameters<typeof searchSentence>, string][] = [
    ['several', ['astra', 3, 10], '3 entries match "astra".'],
    ['one', [' astra ', 1, 10], '1 entry matches "astra".'],
    ['none', ['zz', 0, 10], 'No entries match "zz".'],
    ['cleared', ['', 10, 10], 'Search cleared: 10 entries.'],
    ['cleared, a filter still on', ['  ', 4, 10], 'Search cleared: 4 entries of 10.'],
    ['a long query is cut', ['x'.repeat(100), 0, 10], `No entries match "${'x'.repeat(39)}…".`],
  ];
  for (const [name, args, expected] of searches) it(`search: ${name}`, () => expect(searchSentence(...args)).to.equal(expected));
});
