import { expect } from '@open-wc/testing';
import { linearScale } from '../../src/lib/linear-scale.js';

describe('linearScale', () => {
  const cases: [string, [number, number], [number, number], number, number][] = [
    ['maps the low end', [0, 100], [0, 480], 0, 0],
    ['maps the high end', [0, 100], [0, 480], 100, 480],
    ['maps proportionally', [0, 100], [0, 480], 74, 355.2],
    ['maps a shifted domain', [40, 80], [0, 100], 50, 25],
    ['clamps below the domain', [0, 100], [0, 480], -5, 0],
    ['clamps above the domain', [0, 100], [0, 480], 120, 480],
    ['maps onto a reversed range', [0, 100], [200, 0], 25, 150],
    ['maps a degenerate domain to the middle', [5, 5], [0, 100], 5, 50],
  ];
  for (const [name, domain, range, value, expected] of cases) {
    it(name, () => expect(linearScale(domain, range)(value)).to.be.closeTo(expected, 1e-9));
  }
});
