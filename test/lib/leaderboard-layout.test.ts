import { expect } from '@open-wc/testing';
import { DATE_FIELD_EM, FIELD_MIN_EM, PRINT_ROOM_PX, fieldColumnEm, fieldsUnder } from '../../src/lib/leaderboard-layout.js';
import { estimateTextWidth } from '../../src/lib/text-fit.js';

describe('leaderboard-layout: fieldColumnEm', () => {
  it('short headings keep the least width; a date its own', () => {
    expect(fieldColumnEm('Date', 'date')).to.equal(DATE_FIELD_EM);
    expect(fieldColumnEm('Cost', 'number')).to.equal(FIELD_MIN_EM);
  });

  it('a long word gets the room to stay whole, with the button chrome beside it', () => {
    for (const label of ['Parameters', 'Veröffentlichungsdatum', 'HellaSwag (10-shot)', 'パラメータ数']) {
      const em = fieldColumnEm(label, 'number');
      const word = label.split(' ')[0]!;
      expect(em, label).to.be.at.least(Math.min(16, estimateTextWidth(word, 1, true) + 2.6) - 0.05);
    }
    expect(fieldColumnEm('Veröffentlichungsdatum', 'date')).to.be.above(fieldColumnEm('Date', 'date'));
  });

  it('words break at punctuation, so a long identifier needs only its longest part', () => {
    expect(fieldColumnEm('swe_bench_verified_resolved', 'number')).to.equal(fieldColumnEm('verified_', 'number'));
  });

  it('is bounded: one absurd word does not take the whole board', () => {
    expect(fieldColumnEm('x'.repeat(200), 'text')).to.equal(16);
  });
});

describe('leaderboard-layout: fieldsUnder', () => {
  const table: [string, [number, number, number], { screen: boolean; print: boolean }][] = [
    ['no fields: never under', [0, 2000, 300], { screen: false, print: false }],
    ['a table that fits stays a table, also on paper', [2, 640, 680], { screen: false, print: false }],
    ['a table wider than its box goes under', [4, 1100, 768], { screen: true, print: true }],
    ['exactly as wide (a pixel of slack) is a table', [1, 681, 680], { screen: false, print: false }],
    ['a wide screen fits it, paper does not', [3, 900, 1280], { screen: false, print: true }],
    ['unmeasured (hidden, 0 px): nothing decided', [3, 900, 0], { screen: false, print: false }],
    ['not a number: nothing decided', [3, Number.NaN, 500], { screen: false, print: false }],
  ];
  for (const [name, [fields, need, room], expected] of table) {
    it(name, () => {
      expect(fieldsUnder(fields, need, room)).to.deep.equal(expected);
    });
  }

  it('paper is an A4 text width', () => {
    expect(PRINT_ROOM_PX).to.equal(718);
    expect(fieldsUnder(1, PRINT_ROOM_PX, 2000).print).to.equal(false);
    expect(fieldsUnder(1, PRINT_ROOM_PX + 2, 2000).print).to.equal(true);
  });
});
