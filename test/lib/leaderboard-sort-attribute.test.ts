import { expect } from '@open-wc/testing';
import { readSortAttribute, type SortContext } from '../../src/lib/leaderboard-sort-attribute.js';

const board = (over: Partial<SortContext> = {}): SortContext => ({ fieldKeys: [], hasData: true, lowerIsBetter: false, chosen: false, ...over });
const BUILT_IN = 'sort: expected rank, model, framework, score or gap, then :asc or :desc';

describe('readSortAttribute: what the leaderboard makes of its sort attribute', () => {
  it('a valid built-in sort is shown and clears the report', () => {
    expect(readSortAttribute('model:asc', board())).to.deep.equal({ sort: 'model:asc', spec: { key: 'model', direction: 'asc' }, problem: '' });
  });

  it('no sort (attribute removed, null, empty) is the default, score descending', () => {
    for (const given of [null, undefined, '']) {
      expect(readSortAttribute(given, board())).to.deep.equal({ sort: given, spec: { key: 'score', direction: 'desc' }, problem: '' });
    }
  });

  it('a lower-is-better board nobody sorted turns the default round; a chosen sort stays', () => {
    expect(readSortAttribute('score:desc', board({ lowerIsBetter: true }))).to.deep.equal({ sort: 'score:asc', spec: { key: 'score', direction: 'asc' }, problem: '' });
    expect(readSortAttribute('score:desc', board({ lowerIsBetter: true, chosen: true })).spec).to.deep.equal({ key: 'score', direction: 'desc' });
    expect(readSortAttribute('gap:desc', board({ lowerIsBetter: true })).sort).to.equal('gap:desc');
  });

  it("a field's key is valid with the data's fields, and names them in the message", () => {
    const fields = board({ fieldKeys: ['date', 'verified'] });
    expect(readSortAttribute('date:desc', fields).spec).to.deep.equal({ key: 'date', direction: 'desc' });
    expect(readSortAttribute('size:desc', fields).problem).to.equal('sort: expected rank, model, framework, score, gap, date or verified, then :asc or :desc, got "size:desc"');
  });

  it("a field's key before the data arrives waits for the fields: no spec, no message yet", () => {
    expect(readSortAttribute('date:desc', board({ hasData: false }))).to.deep.equal({ sort: 'date:desc', spec: null, problem: undefined });
    // A value that could never be a sort is reported at once, data or not.
    expect(readSortAttribute('sideways', board({ hasData: false })).problem).to.equal(`${BUILT_IN}, got "sideways"`);
  });

  it('bad values keep the last sort (spec null) and say what was given', () => {
    const cases: [unknown, string][] = [
      ['score:up', '"score:up"'],
      ['score:desc:x', '"score:desc:x"'],
      ['constructor:asc', '"constructor:asc"'],
      ['__proto__:desc', '"__proto__:desc"'],
    ];
    for (const [given, described] of cases) {
      const reading = readSortAttribute(given, board());
      expect(reading.spec, String(given)).to.equal(null);
      expect(reading.problem).to.equal(`${BUILT_IN}, got ${described}`);
    }
  });

  it('a number set from code is no sort', () => {
    const reading = readSortAttribute(42, board());
    expect(reading.spec).to.equal(null);
    expect(reading.problem).to.match(/^sort: expected .*, got 42$/);
  });
});
