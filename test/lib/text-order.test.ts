// compareAscii against the collator it stands in for: every pair of printable-ASCII names must sort
// as `Intl.Collator('en', { numeric: true, sensitivity: 'base' })` sorts them, and anything else is
// left to the collator.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { compareAscii, compareText } from '../../src/lib/text-order.js';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
/** Names shaped like a board's: letters, digits, the punctuation names carry, runs of digits with leading zeros. */
const name = fc
  .array(fc.oneof(fc.constantFrom(...PRINTABLE), fc.constantFrom('0', '00', '007', '9', '10', '1.5', '1.10', 'v2', ' ', '-', 'GPT-4o', 'Claude 3.5', 'agent')), { maxLength: 12 })
  .map((parts) => parts.join(''));

describe('text-order', () => {
  const cases: [string, string][] = [
    ['model 9', 'model 10'],
    ['Model 9', 'model 9'],
    ['a b', 'ab'],
    ['a-b', 'ab'],
    ['SWE-agent', 'SWE agent'],
    ['x01', 'x1'],
    ['0', '00'],
    ['1.5', '1.10'],
    ['GPT-4o (2024-08-06)', 'GPT-4o-mini'],
    ['', 'a'],
    ['Zeta', 'alpha'],
    ['a_b', 'a.b'],
    ['$5', '5'],
    ['~', '0'],
  ];
  for (const [a, b] of cases) {
    it(`${JSON.stringify(a)} vs ${JSON.stringify(b)}: the collator's order`, () => {
      expect(sign(compareAscii(a, b)!)).to.equal(sign(collator.compare(a, b)));
      expect(sign(compareAscii(b, a)!)).to.equal(sign(collator.compare(b, a)));
    });
  }

  it('any two printable-ASCII names: the collator\'s order (fast-check, seeded)', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sign(compareAscii(a, b)!), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).to.equal(sign(collator.compare(a, b)));
      }),
      { seed: 20261206, numRuns: 3000 },
    );
  });

  it('leaves other names to the collator: accents, other scripts, control characters, 16-digit numbers', () => {
    for (const [a, b] of [
      ['Müller', 'Muller'],
      ['通义千问', 'Qwen'],
      ['Ελληνικά', 'a'],
      ['a\tb', 'ab'],
      ['x1234567890123456', 'x2'],
    ]) {
      expect(compareAscii(a!, b!), `${a} vs ${b}`).to.equal(undefined);
      expect(sign(compareText(a!, b!))).to.equal(sign(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare(a!, b!)));
    }
  });
});
