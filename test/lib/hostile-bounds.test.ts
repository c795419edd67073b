// Issue 39: the pure code on the hostile corpus (test/fixtures/hostile/corpus.json). No clock: each
// bound is stated as work (characters measured, candidate tags tried) or as output (lines drawn).
import { expect } from '@open-wc/testing';
import corpus from '../fixtures/hostile/corpus.json';
import { wrapToWidth } from '../../src/lib/static-svg.js';
import { SVG_LINE_CAPS, wrapPieces } from '../../src/lib/citation-svg.js';
import { buildBibtexSvg } from '../../src/lib/bibtex-svg.js';
import { estimateTextWidth, type MeasureText } from '../../src/lib/text-fit.js';
import { capText, MAX_TEXT_CHARS } from '../../src/lib/limits.js';
import { isDeviceName } from '../../src/lib/file-name.js';
import { parseBibtexCardData } from '../../src/components/bibtex-card/bibtex-card.types.js';

const longWord = (length: number) => corpus.longTitle.unit.repeat(length);

/** A measure that counts the characters it is asked to measure: the work of a wrap. */
function countingMeasure(): { measure: MeasureText; chars: () => number } {
  let chars = 0;
  return {
    measure: (text, size, bold) => {
      chars += text.length;
      return estimateTextWidth(text, size, bold);
    },
    chars: () => chars,
  };
}

describe('text wrapping on a 100,000-character word', () => {
  it('wrapToWidth keeps its line cap and ends in "…"', () => {
    const lines = wrapToWidth(longWord(corpus.longTitle.length), 600, 20, { bold: true, maxLines: 12 });
    expect(lines.length).to.equal(12);
    expect(lines[11]).to.match(/…$/);
    for (const line of lines) expect(estimateTextWidth(line, 20, true)).to.be.at.most(600);
  });

  it('wrapToWidth measures no more for 100,000 characters than for 10,000: the lines past the cap cost nothing', () => {
    const work = (length: number) => {
      const counter = countingMeasure();
      wrapToWidth(longWord(length), 600, 20, { maxLines: 12, measure: counter.measure });
      return counter.chars();
    };
    const small = work(10_000);
    expect(work(corpus.longTitle.length)).to.equal(small);
    expect(work(2 * corpus.longTitle.length)).to.equal(small);
    // And a handful of lines' worth: a binary search per line, not a measurement per character.
    expect(small).to.be.below(12 * 200 * 20);
  });

  it('wrapToWidth on many words and mixed scripts: every line within the width, at most the cap', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => corpus.markup[i % corpus.markup.length]).join(' ');
    const lines = wrapToWidth(text, 400, 14, { maxLines: 50 });
    expect(lines.length).to.equal(50);
    for (const line of lines) expect(estimateTextWidth(line, 14)).to.be.at.most(400);
  });

  it('wrapPieces honours its line cap for a title, a citation and a code line', () => {
    for (const cap of [SVG_LINE_CAPS.title, SVG_LINE_CAPS.citation, SVG_LINE_CAPS.codeLine]) {
      const lines = wrapPieces([{ text: longWord(corpus.longTitle.length), style: '' }], 30, false, 0, cap);
      expect(lines.length).to.equal(cap);
      const last = lines[cap - 1]!.map((piece) => piece.text).join('');
      expect(last).to.match(/…$/);
      for (const line of lines) expect(line.reduce((sum, piece) => sum + piece.text.length * 0.56, 0)).to.be.at.most(30 + 1);
    }
    // A URL-like run breaks after its "/" and "." as before.
    const url = wrapPieces([{ text: 'https://doi.org/10.1000/abcdefghijklmnopqrstuvwxyz.abcdefghijklmnop', style: '' }], 20);
    expect(url.length).to.be.greaterThan(1);
    expect(url.map((line) => line.map((piece) => piece.text).join('')).join('')).to.equal('https://doi.org/10.1000/abcdefghijklmnopqrstuvwxyz.abcdefghijklmnop');
  });

  it('the card image of an entry with a 100,000-character title: at most the caps of lines', () => {
    const bibtex = `@article{long, title = {${longWord(corpus.longTitle.length)}}, author = {Doe, Jane}, journal = {J}, year = {2025}}`;
    const svg = buildBibtexSvg({ bibtex, title: longWord(MAX_TEXT_CHARS) });
    const texts = svg.text.match(/<text /g)!.length;
    // The heading (50), the label, the citation (40) and the BibTeX panel (40): never thousands.
    expect(texts).to.be.at.most(50 + 1 + 40 + 40);
    expect(svg.text.length).to.be.below(200_000);
  });
});

describe("bibtex-card's title, as long as the other elements' titles", () => {
  it('data.title over 2,000 characters is refused with the limit named; 2,000 is accepted', () => {
    expect(parseBibtexCardData({ bibtex: '@misc{a, title={A}}', title: longWord(MAX_TEXT_CHARS) }).title.length).to.equal(MAX_TEXT_CHARS);
    expect(() => parseBibtexCardData({ bibtex: '@misc{a, title={A}}', title: longWord(corpus.longTitle.length) })).to.throw(/data\.title: longer than the 2,000-character limit \(100,000 characters\)/);
  });

  it('capText cuts to the cap with "…" and never splits a surrogate pair', () => {
    expect(capText('short')).to.equal('short');
    expect(capText(longWord(5000))).to.have.length(MAX_TEXT_CHARS);
    const emoji = '😀'.repeat(2000);
    const cut = capText(emoji);
    expect(cut.length).to.be.at.most(MAX_TEXT_CHARS);
    expect(cut.endsWith('…')).to.equal(true);
    expect(/[\ud800-\udbff]…$/.test(cut)).to.equal(false);
  });
});

describe('output names', () => {
  it('every Windows device name of the corpus, with or without an extension, in any case', () => {
    for (const name of corpus.deviceIds) expect(isDeviceName(name), name).to.equal(true);
    for (const name of ['console', 'board', 'com10', 'nully', 'lpt']) expect(isDeviceName(name), name).to.equal(false);
  });
});
