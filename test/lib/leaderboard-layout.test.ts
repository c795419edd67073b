import { expect } from '@open-wc/testing';
import { DATE_FIELD_EM, FIELD_MIN_EM, PRINT_ROOM_PX, SCORE_MIN_EM, fieldColumnEm as fieldColumnWith, headingColumnEm as headingColumnWith, underRow, underRowOnPaper, valueWordEm } from '../../src/lib/leaderboard-layout.js';
import { estimateTextWidth, type MeasureText } from '../../src/lib/text-fit.js';

// Measured with the estimate where no measure is given (the element passes its canvas).
const fieldColumnEm = (label: string, type: string, measure: MeasureText = estimateTextWidth) => fieldColumnWith(label, type, measure);
const headingColumnEm = (label: string, leastEm: number) => headingColumnWith(label, leastEm, estimateTextWidth);

describe('leaderboard-layout: fieldColumnEm', () => {
  it('short headings keep the least width; a date its own', () => {
    expect(fieldColumnEm('Date', 'date')).to.equal(DATE_FIELD_EM);
    expect(fieldColumnEm('Cost', 'number')).to.equal(FIELD_MIN_EM);
  });

  it('a long word gets the room to stay whole, with the button chrome beside it', () => {
    for (const label of ['Parameters', 'Veröffentlichungsdatum', 'HellaSwag (10-shot)', 'パラメータ数']) {
      const em = fieldColumnEm(label, 'number');
      const word = label.split(' ')[0]!;
      expect(em, label).to.be.at.least(Math.min(16, estimateTextWidth(word, 1, true) + 2.5) - 0.05);
    }
    expect(fieldColumnEm('Veröffentlichungsdatum', 'date')).to.be.above(fieldColumnEm('Date', 'date'));
  });

  it('words break at punctuation, so a long identifier needs only its longest part', () => {
    expect(fieldColumnEm('swe_bench_verified_resolved', 'number')).to.equal(fieldColumnEm('verified_', 'number'));
  });

  it('measures with the font of the element when it is given one', () => {
    const wide = (text: string, size: number) => text.length * size;
    // 10 em of word, 2.5 of the button's chrome, 0.15 of slack for the canvas's bold and rounding.
    expect(fieldColumnEm('Parameters', 'number', wide)).to.equal(12.7);
  });

  it('is bounded: one absurd word does not take the whole board', () => {
    expect(fieldColumnEm('x'.repeat(200), 'text')).to.equal(16);
  });
});

describe('leaderboard-layout: two lines and values', () => {
  it('a heading of several words gets the room for two lines, its words whole (the header clamps at two)', () => {
    // One em a character: "Cost per" | "task ($)" is the narrowest split, 8em, and the chrome beside it.
    const perChar = (text: string, size: number) => text.length * size;
    expect(fieldColumnEm('Cost per task ($)', 'number', perChar)).to.equal(Math.round((8 + 2.5 + 0.15) * 10) / 10);
    // "Agent scaffold" | "and harness": 7em at half an em a character, not the longest word's 4em.
    const half = (text: string, size: number) => (text.length * size) / 2;
    expect(fieldColumnEm('Agent scaffold and harness', 'text', half)).to.equal(Math.round((7 + 2.5 + 0.15) * 10) / 10);
  });

  it('a text column takes its values\u2019 widest word too, within the same bound', () => {
    const perChar = (text: string, size: number) => text.length * size * 0.6;
    const values = ['SWE-agent 1.0 + retrieval', 'OpenHands CodeAct v2.1', 'x'];
    const em = valueWordEm(values, perChar);
    expect(em).to.be.closeTo(9 * 0.6 + 1.28 + 0.15, 1e-9);
    expect(fieldColumnWith('Agent', 'text', perChar, em)).to.equal(Math.round(Math.max(7, em) * 10) / 10);
    expect(fieldColumnWith('Agent', 'text', perChar, 40)).to.equal(16);
    expect(valueWordEm([], perChar)).to.equal(0);
  });

  it('measures only the longest few words of a thousand values', () => {
    let measured = 0;
    const counting = (text: string, size: number) => (measured++, text.length * size);
    valueWordEm(Array.from({ length: 1000 }, (_, i) => `model-${'x'.repeat(i % 50)} run ${i}`), counting);
    expect(measured).to.be.at.most(8);
  });
});

describe('leaderboard-layout: headingColumnEm', () => {
  it('the score column on a phone: its least width, or its metric\u2019s longest word', () => {
    expect(headingColumnEm('Score', SCORE_MIN_EM)).to.equal(SCORE_MIN_EM);
    expect(headingColumnEm('Genauigkeit', SCORE_MIN_EM)).to.be.above(SCORE_MIN_EM);
    expect(headingColumnEm('% Resolved', SCORE_MIN_EM)).to.equal(headingColumnEm('Resolved', SCORE_MIN_EM));
  });
});

describe('leaderboard-layout: underRow', () => {
  // [all, fields under, group under too], room, has fields, has a group
  const table: [string, [number, number, number, number, boolean, boolean], { fields: boolean; group: boolean; gap: boolean }][] = [
    ['no fields, fits: nothing moves', [600, 600, 500, 700, false, true], { fields: false, group: false, gap: false }],
    ['no fields, too wide: the group goes under', [760, 760, 600, 700, false, true], { fields: false, group: true, gap: false }],
    ['no fields and no group, too wide: the gap steps aside', [760, 760, 760, 700, false, false], { fields: false, group: false, gap: true }],
    ['a table that fits stays a table', [640, 500, 400, 680, true, true], { fields: false, group: false, gap: false }],
    ['fields under, and the rest fits', [1100, 700, 600, 768, true, true], { fields: true, group: false, gap: false }],
    ['fields under, and still too wide: the group too', [1100, 700, 560, 600, true, true], { fields: true, group: true, gap: false }],
    ['and still too wide: the gap steps aside', [1100, 700, 492, 490, true, true], { fields: true, group: true, gap: true }],
    ['fields under and no group, still too wide: the gap steps aside', [1100, 700, 700, 600, true, false], { fields: true, group: false, gap: true }],
    ['exactly as wide (a pixel of slack) is a table', [681, 500, 400, 680, true, true], { fields: false, group: false, gap: false }],
    ['unmeasured (hidden, 0 px): nothing moves', [900, 700, 600, 0, true, true], { fields: false, group: false, gap: false }],
    ['not a number: nothing moves', [Number.NaN, Number.NaN, Number.NaN, 500, true, true], { fields: false, group: false, gap: false }],
  ];
  for (const [name, [all, fieldsUnder, groupUnder, room, hasFields, hasGroup], expected] of table) {
    it(name, () => {
      expect(underRow({ all, fieldsUnder, groupUnder }, room, hasFields, hasGroup)).to.deep.equal(expected);
    });
  }

  it('on paper the room is at most an A4 text width', () => {
    expect(PRINT_ROOM_PX).to.equal(718);
    const need = (all: number, fieldsUnder: number) => ({ all, fieldsUnder, groupUnder: fieldsUnder - 100 });
    expect(underRowOnPaper(need(900, 600), 1280, true, true)).to.deep.equal({ fields: true, group: false, gap: false });
    expect(underRowOnPaper(need(700, 600), 1280, true, true)).to.deep.equal({ fields: false, group: false, gap: false });
    expect(underRowOnPaper(need(700, 600), 500, true, true)).to.deep.equal({ fields: true, group: true, gap: false });
    // The element's own padding and border take their share of the page.
    expect(underRowOnPaper(need(700, 600), 1280, true, true, 48)).to.deep.equal({ fields: true, group: false, gap: false });
  });
});
