import { expect } from '@open-wc/testing';
import { FIRST_ROWS, firstScreenRows, windows } from '../../src/lib/row-window.js';
import { nextChunkSize } from '../../src/lib/row-growth.js';
import { visibleRows } from '../../src/lib/visible-rows.js';

describe('row-window: visibleRows', () => {
  const table: [string, [number, number, number, number, number?], { start: number; end: number }][] = [
    ['top of a long board: at least a block of buffer below', [0, 400, 40, 10_000], { start: 0, end: 30 }],
    ['scrolled to row 100: at least a block either side', [4000, 400, 40, 10_000], { start: 90, end: 130 }],
    ['a small scroll within the block renders the same rows', [4100, 400, 40, 10_000], { start: 90, end: 130 }],
    ['the end is clamped', [399_600, 400, 40, 10_000], { start: 9980, end: 10_000 }],
    ['scrolled past the end (rows removed): still rows near the end', [1_000_000, 400, 40, 2000], { start: 1980, end: 2000 }],
    ['negative offsets are the top', [-50, 400, 40, 5000], { start: 0, end: 30 }],
    ['empty', [0, 400, 40, 0], { start: 0, end: 0 }],
    ['block size 1', [400, 80, 40, 100, 1], { start: 9, end: 14 }],
  ];
  for (const [name, [offset, viewport, rowHeight, total, block], expected] of table) {
    it(name, () => {
      expect(visibleRows(offset, viewport, rowHeight, total, block)).to.deep.equal(expected);
    });
  }

  it('always covers the viewport', () => {
    for (let offset = 0; offset < 40_000; offset += 37) {
      const { start, end } = visibleRows(offset, 500, 40, 1000);
      const first = Math.floor(offset / 40);
      const last = Math.min(999, Math.floor((offset + 500) / 40));
      expect(start).to.be.at.most(first);
      expect(end).to.be.above(Math.min(last, 999));
    }
  });
});

describe('row-window: nextChunkSize', () => {
  const table: [string, [number, number], number][] = [
    ['a fast step grows the next one', [100, 10], 400],
    ['a slow step shrinks it', [400, 160], 100],
    ['never below 50 rows', [100, 1000], 50],
    ['never above 1,000 rows', [100, 0.5], 1000],
    ['an unmeasured step assumes 0.2 ms a row', [0, 0], 200],
  ];
  for (const [name, [size, ms], expected] of table) {
    it(name, () => expect(nextChunkSize(size, ms)).to.equal(expected));
  }
});

describe('row-window: firstScreenRows', () => {
  const table: [string, [number, number], number][] = [
    ['a 900 px screen at 16 px: 26 rows of 35.2 px, and 2 more', [900, 16], 28],
    ['a 600 px screen', [600, 16], 20],
    ['a larger font shows fewer rows', [900, 24], 20],
    ['a tall screen: at most FIRST_ROWS', [2400, 16], FIRST_ROWS],
    ['a tiny screen: at least 10', [100, 16], 10],
    ['no screen measured (0, NaN): FIRST_ROWS', [0, 16], FIRST_ROWS],
    ['no font size measured: FIRST_ROWS', [900, Number.NaN], FIRST_ROWS],
  ];
  for (const [name, [viewport, font], expected] of table) {
    it(name, () => {
      expect(firstScreenRows(viewport, font)).to.equal(expected);
    });
  }
});

describe('row-window: windows', () => {
  const table: [number, boolean][] = [
    [0, false],
    [2000, false],
    [2001, true],
    [100_000, true],
  ];
  for (const [total, expected] of table) {
    it(`${total} rows: ${expected ? 'windowed' : 'every row in the document'}`, () => expect(windows(total)).to.equal(expected));
  }
});
