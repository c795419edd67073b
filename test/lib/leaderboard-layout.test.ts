import { expect } from '@open-wc/testing';
import { DATE_FIELD_EM, FIELD_MIN_EM, PRINT_ROOM_PX, fieldColumnEm, underRow, underRowOnPaper } from '../../src/lib/leaderboard-layout.js';
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

describe('leaderboard-layout: underRow', () => {
  const table: [string, [number, number, number, boolean, boolean], { fields: boolean; group: boolean }][] = [
    ['no fields, fits: nothing moves', [600, 600, 700, false, true], { fields: false, group: false }],
    ['no fields, too wide: the group goes under', [760, 760, 700, false, true], { fields: false, group: true }],
    ['no fields and no group: nothing to move', [760, 760, 700, false, false], { fields: false, group: false }],
    ['a table that fits stays a table', [640, 500, 680, true, true], { fields: false, group: false }],
    ['fields under, and the rest fits', [1100, 700, 768, true, true], { fields: true, group: false }],
    ['fields under, and still too wide: the group too', [1100, 700, 600, true, true], { fields: true, group: true }],
    ['exactly as wide (a pixel of slack) is a table', [681, 500, 680, true, true], { fields: false, group: false }],
    ['unmeasured (hidden, 0 px): nothing moves', [900, 700, 0, true, true], { fields: false, group: false }],
    ['not a number: nothing moves', [Number.NaN, Number.NaN, 500, true, true], { fields: false, group: false }],
  ];
  for (const [name, [all, fieldsUnder, room, hasFields, hasGroup], expected] of table) {
    it(name, () => {
      expect(underRow({ all, fieldsUnder }, room, hasFields, hasGroup)).to.deep.equal(expected);
    });
  }

  it('on paper the room is at most an A4 text width', () => {
    expect(PRINT_ROOM_PX).to.equal(718);
    expect(underRowOnPaper({ all: 900, fieldsUnder: 600 }, 1280, true, true)).to.deep.equal({ fields: true, group: false });
    expect(underRowOnPaper({ all: 700, fieldsUnder: 600 }, 1280, true, true)).to.deep.equal({ fields: false, group: false });
    expect(underRowOnPaper({ all: 700, fieldsUnder: 600 }, 500, true, true)).to.deep.equal({ fields: true, group: true });
  });
});
