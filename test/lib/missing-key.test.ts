import { expect } from '@open-wc/testing';
import { readKey } from '../../src/lib/missing-key.js';
import { expectArray, expectString } from '../../src/lib/validate-shape.js';
import { messageOf } from '../support/message-of.js';

describe('readKey: a missing key with the keys the object has instead', () => {
  it('reads a present key as its check does', () => {
    expect(readKey({ entries: [1] }, 'entries', 'data', expectArray)).to.deep.equal([1]);
  });

  it('names the other keys only when the key is missing', () => {
    expect(messageOf(() => readKey({ rows: [] }, 'entries', 'data', expectArray))).to.equal('data.entries: expected an array, got nothing (data has "rows")');
    // Present but wrong: the check's own message, nothing added.
    expect(messageOf(() => readKey({ entries: 'x', rows: [] }, 'entries', 'data', expectArray))).to.equal('data.entries: expected an array, got "x"');
    // A key set to undefined in code is missing, and not named as one it has.
    expect(messageOf(() => readKey({ entries: undefined, rows: [] }, 'entries', 'data', expectArray))).to.equal('data.entries: expected an array, got nothing (data has "rows")');
    // An empty object: nothing to name.
    expect(messageOf(() => readKey({}, 'entries', 'data', expectArray))).to.equal('data.entries: expected an array, got nothing');
  });

  it('names at most six keys, each cut at 40 characters, in the given order, other languages as written', () => {
    const keys = ['名前', 'スコア', 'x'.repeat(50), 'd', 'e', 'f', 'g'];
    const object = Object.fromEntries(keys.map((key) => [key, 1]));
    expect(messageOf(() => readKey(object, 'model', 'data.entries[3]', (value, at) => expectString(value, at, { nonEmpty: true })))).to.equal(
      `data.entries[3].model: expected a non-empty string, got nothing (data.entries[3] has "名前", "スコア", "${'x'.repeat(39)}…", "d", "e", "f", …)`,
    );
  });

  it('lets an error that is not about the data through unchanged', () => {
    const failure = new TypeError('not a data error');
    expect(() => readKey({ other: 1 }, 'entries', 'data', () => { throw failure; })).to.throw(failure);
  });
});
