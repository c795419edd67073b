import { expect } from '@open-wc/testing';
import { parseJson } from '../../src/lib/json.js';
import { safeUrl } from '../../src/lib/safe-url.js';
import { readCsv, toCsv } from '../../src/lib/csv.js';
import {
  DataError,
  expectNumber,
  expectString,
  optionalDecimals,
  optionalDomain,
} from '../../src/lib/validate.js';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(DataError);
    return (error as Error).message;
  }
  throw new Error('expected a DataError');
}

describe('validate', () => {
  const cases: [string, () => unknown, string][] = [
    ['non-number', () => expectNumber('abc', 'data.entries[3].score', [0, 100]), 'data.entries[3].score: expected a number from 0 to 100, got "abc"'],
    ['out of range', () => expectNumber(120, 'data.x', [0, 100]), 'data.x: expected a number from 0 to 100, got 120'],
    ['NaN', () => expectNumber(Number.NaN, 'data.x'), 'data.x: expected a number, got NaN'],
    ['missing string', () => expectString(undefined, 'data.model'), 'data.model: expected a string, got nothing'],
    ['empty string', () => expectString('  ', 'data.id', { nonEmpty: true }), 'data.id: expected a non-empty string, got "  "'],
    ['domain order', () => optionalDomain([100, 0], 'data.domain', [0, 100]), 'data.domain: expected min < max, got [100, 0]'],
    ['domain shape', () => optionalDomain([1], 'data.domain', [0, 100]), 'data.domain: expected a [min, max] pair, got an array of 1'],
    ['decimals', () => optionalDecimals(1.5, 'data.decimals', 1), 'data.decimals: expected an integer from 0 to 6, got 1.5'],
    ['malformed JSON', () => parseJson('{"a":', 'data attribute'), 'data attribute: invalid JSON'],
  ];
  for (const [name, fn, expected] of cases) {
    it(name, () => expect(messageOf(fn)).to.contain(expected));
  }

  it('passes valid values through', () => {
    expect(expectNumber(74, 'x', [0, 100])).to.equal(74);
    expect(optionalDomain(undefined, 'x', [0, 100])).to.deep.equal([0, 100]);
    expect(optionalDecimals(undefined, 'x', 1)).to.equal(1);
  });
});

describe('safeUrl', () => {
  const cases: [string, string | undefined][] = [
    ['https://example.org', 'https://example.org'],
    ['http://example.org/a?b', 'http://example.org/a?b'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['/relative/path', '/relative/path'],
    ['page.html#x', 'page.html#x'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,<b>x</b>', undefined],
    ['', undefined],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${expected}`, () => expect(safeUrl(input)).to.equal(expected));
  }
});

describe('csv', () => {
  it('quotes what needs quoting and round-trips', () => {
    const rows = [
      ['Model', 'Score'],
      ['GPT-6 "Astra", large', '74.0'],
      ['line\nbreak', ''],
    ];
    const csv = toCsv(rows);
    expect(csv.split('\r\n')[1]).to.equal('"GPT-6 ""Astra"", large",74.0');
    expect(readCsv(csv)).to.deep.equal(rows);
  });
});
