import { expect } from '@open-wc/testing';
import { formatCount, formatNumber, formatPoints, formatValue, roundHalfAway } from '../../src/lib/format.js';

describe('format', () => {
  it('formatCount groups thousands as en-US does, without Intl (whose first use loads locale data: ~20 ms on a phone)', () => {
    for (const n of [0, 7, 999, 1000, 1044, 99_999, 100_000, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(n), String(n)).to.equal(n.toLocaleString('en-US'));
    }
    expect(formatCount(1_000_000)).to.equal('1,000,000');
  });

  const numbers: [number | null, number, string][] = [
    [74, 1, '74.0'],
    [54.42, 2, '54.42'],
    [1.005, 2, '1.01'],
    [8.555, 2, '8.56'],
    [-0.001, 2, '0.00'],
    [null, 1, '—'],
    [Number.NaN, 1, '—'],
  ];
  for (const [value, decimals, expected] of numbers) {
    it(`formatNumber(${value}, ${decimals}) → ${expected}`, () => {
      expect(formatNumber(value, decimals)).to.equal(expected);
    });
  }

  const points: [number | null, number, string][] = [
    [62.98 - 54.42, 2, '+8.56pp'],
    [25.3 - 12.39, 2, '+12.91pp'],
    [-1.2, 2, '−1.20pp'],
    [0, 1, '0.0pp'],
    [null, 2, '—'],
  ];
  for (const [delta, decimals, expected] of points) {
    it(`formatPoints(${delta}, ${decimals}) → ${expected}`, () => {
      expect(formatPoints(delta, decimals)).to.equal(expected);
    });
  }

  it('formatValue adds the unit, but not to a missing value', () => {
    expect(formatValue(54.42, '%', 2)).to.equal('54.42%');
    expect(formatValue(null, '%', 2)).to.equal('—');
  });

  it('roundHalfAway rounds halves away from zero', () => {
    expect(roundHalfAway(2.5, 0)).to.equal(3);
    expect(roundHalfAway(-2.5, 0)).to.equal(-3);
  });
});

describe('formatAtLeast (a figure quoted from a source)', () => {
  const cases: [number | null, number, string][] = [
    [48.7, 2, '48.70'],
    [48.725, 2, '48.725'],
    [50, 1, '50.0'],
    [97.4, 1, '97.4'],
    [49.3, 0, '49.3'],
    [0.1 + 0.2, 2, '0.300000000000'],
    [null, 2, '—'],
    [Number.POSITIVE_INFINITY, 2, '—'],
  ];
  for (const [value, decimals, expected] of cases) {
    it(`${value} at ${decimals} → ${expected}`, async () => {
      const { formatAtLeast } = await import('../../src/lib/format.js');
      expect(formatAtLeast(value, decimals)).to.equal(expected);
    });
  }
});
