import { expect } from '@open-wc/testing';
import { buildCitationSvg, charWidth, textWidth, withFallback, wrapPieces, type CitationPalette } from '../../src/lib/citation-svg.js';
import { formatCitation } from '../../src/lib/bibtex-format.js';
import { readWhole, shownEntry } from '../../src/lib/bibtex-pick.js';
import { prepareEntry, readBibliography } from '../../src/lib/bibtex-view.js';

/** The card's full reader (a formatted view's entry has its fields only from it, not from the first view's scan). */
const READER = { readWhole, shownEntry };
import { PAPER_BIBTEX as PAPER } from '../fixtures/paper-bibtex.js';

const PALETTE: CitationPalette = {
  surface: 'rgb(255, 255, 255)',
  surface2: 'rgb(244, 246, 248)',
  text: 'rgb(27, 31, 36)',
  muted: 'rgb(87, 96, 106)',
  accent: 'rgb(11, 92, 173)',
  positive: 'rgb(26, 127, 55)',
  negative: 'rgb(207, 34, 46)',
};
const FONTS = { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', monoFamily: 'ui-monospace, Menlo, Consolas, monospace' };

const parse = (text: string) => {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.querySelector('parsererror'), text.slice(0, 300)).to.equal(null);
  return doc;
};
const squash = (text: string) => text.replace(/\s+/g, '');
const lineText = (line: { text: string }[]) => line.map((piece) => piece.text).join('');

describe('citation-svg', () => {
  it('the BibTeX view: every character of the entry as <text>, parts coloured as on screen', () => {
    const prepared = prepareEntry(readBibliography(PAPER)!);
    const svg = buildCitationSvg({ title: 'Cite this work', code: prepared.lines, width: 640, palette: PALETTE, ...FONTS });
    const doc = parse(svg.text);
    const texts = [...doc.querySelectorAll('text')];
    expect(texts[0]!.textContent).to.equal('Cite this work');
    expect(texts[0]!.getAttribute('font-weight')).to.equal('700');
    // Wrapped, so more lines than the entry has, but nothing lost or added but spaces.
    expect(texts.length - 1).to.be.greaterThan(PAPER.split('\n').length);
    expect(squash(texts.slice(1).map((t) => t.textContent).join(''))).to.equal(squash(PAPER));
    const key = [...doc.querySelectorAll('tspan')].find((t) => t.textContent === 'cai2026requirementsinteractscalinglonghorizon')!;
    expect(key.getAttribute('fill')).to.equal(PALETTE.accent);
    const type = [...doc.querySelectorAll('tspan')].find((t) => t.textContent!.includes('misc'))!;
    expect(type.getAttribute('fill')).to.equal(PALETTE.negative);
    expect(texts[1]!.getAttribute('font-family')).to.equal(FONTS.monoFamily);
    expect(doc.documentElement.getAttribute('width')).to.equal('640');
    expect(Number(doc.documentElement.getAttribute('height'))).to.equal(svg.height);
    expect(doc.querySelector('svg > rect')!.getAttribute('fill')).to.equal(PALETTE.surface);
  });

  it('wrapped entry lines stay inside the box and hang four columns in', () => {
    const prepared = prepareEntry(readBibliography(PAPER)!);
    const svg = buildCitationSvg({ title: 'Cite this work', code: prepared.lines, width: 480, palette: PALETTE, ...FONTS });
    const doc = parse(svg.text);
    const texts = [...doc.querySelectorAll('text')].slice(1);
    const lines = texts.map((t) => t.textContent!);
    const x = (i: number) => Number(texts[i]!.getAttribute('x'));
    const room = 480 - 2 * 24 - 2 * 16;
    for (const [i, line] of lines.entries()) expect(x(i) - 40 + textWidth(line, true) * 13, line).to.be.at.most(room);
    // Indents are x offsets (they hold where a viewer collapses spaces): the line's own 6 columns; its
    // continuation hangs 4 columns from the box's edge, as on screen (.line's padding and text-indent).
    const author = lines.findIndex((line) => line.startsWith('author={'));
    expect(x(0)).to.equal(40);
    expect(x(author)).to.equal(40 + 6 * 0.6 * 13);
    expect(x(author + 1)).to.equal(40 + 4 * 0.6 * 13);
    expect(lines[author + 1]).to.match(/^\S/);
    expect(texts[author]!.getAttribute('xml:space')).to.equal('preserve');
  });

  it('the APA view: the citation\'s words, its italic run in italics, a hanging indent', () => {
    const prepared = prepareEntry(readBibliography(PAPER, READER)!, null, READER);
    const apa = formatCitation(prepared.entry!, 'apa', prepared.index);
    const svg = buildCitationSvg({ title: 'Diese Arbeit zitieren', citation: apa, width: 560, palette: PALETTE, ...FONTS });
    const doc = parse(svg.text);
    const texts = [...doc.querySelectorAll('text')].slice(1);
    expect(texts.length).to.be.greaterThan(2);
    expect(squash(texts.map((t) => t.textContent).join(''))).to.equal(squash(apa.join('')));
    const italic = [...doc.querySelectorAll('tspan[font-style="italic"]')].map((t) => t.textContent).join(' ');
    expect(squash(italic)).to.equal(squash(apa[1]!));
    expect(Number(texts[1]!.getAttribute('x'))).to.be.closeTo(Number(texts[0]!.getAttribute('x')) + 4 * 0.36 * 16, 0.1);
    for (const text of texts) expect(text.getAttribute('font-family')).to.equal(FONTS.fontFamily);
    const room = 560 - 2 * 24 - 2 * 16;
    for (const text of texts) expect(textWidth(text.textContent!) * 16, text.textContent!).to.be.at.most(room);
  });

  it('is inert: no script, no event attributes, no external reference; markup in the data stays text', () => {
    const title = '<script>alert(1)</script> & "Q" <img onerror=x>';
    const svg = buildCitationSvg({ title, citation: ['A & B <i>', 'T\u0000itle', '.'], width: 600, palette: PALETTE, ...FONTS });
    const doc = parse(svg.text);
    expect(doc.querySelector('script, image, foreignObject, a, use')).to.equal(null);
    for (const node of doc.querySelectorAll('*')) for (const { name } of node.attributes) expect(name).not.to.match(/^on|href/i);
    expect(doc.querySelector('text')!.textContent).to.equal(title);
    expect(squash([...doc.querySelectorAll('text')].slice(1).map((t) => t.textContent).join(''))).to.equal('A&B<i>Title.');
  });

  it('Chinese and Japanese titles wrap between characters; an RTL heading is set from the right', () => {
    const title = '引用本文：当需求相互作用时，通过相互依赖的规格说明扩展长时程编码能力的研究与实践';
    const svg = buildCitationSvg({ title, citation: ['x'], width: 320, palette: PALETTE, ...FONTS, dir: 'rtl' });
    const doc = parse(svg.text);
    const heads = [...doc.querySelectorAll('text[font-weight="700"]')];
    expect(heads.length).to.be.greaterThan(1);
    expect(heads.map((t) => t.textContent).join('')).to.equal(title);
    expect(heads[0]!.getAttribute('direction')).to.equal('rtl');
    expect(heads[0]!.getAttribute('x')).to.equal(String(320 - 24));
  });

  it('fonts always end in a generic family', () => {
    expect(withFallback('"Source Serif 4"', 'sans-serif')).to.equal('"Source Serif 4", sans-serif');
    expect(withFallback('Inter, system-ui, sans-serif', 'sans-serif')).to.equal('Inter, system-ui, sans-serif');
    expect(withFallback('Menlo, sans-serif', 'monospace')).to.equal('Menlo, sans-serif, monospace');
    expect(withFallback('ui-monospace, monospace', 'monospace')).to.equal('ui-monospace, monospace');
    expect(withFallback('', 'monospace')).to.equal('monospace');
  });

  describe('wrapPieces', () => {
    it('breaks at spaces, keeps styles apart, drops the space at a break', () => {
      const lines = wrapPieces([{ text: 'alpha beta ', style: '' }, { text: 'gamma delta', style: 'i' }], textWidth('alpha beta'));
      expect(lines.map(lineText)).to.deep.equal(['alpha beta', 'gamma', 'delta']);
      expect(lines[1]).to.deep.equal([{ text: 'gamma', style: 'i' }]);
    });

    it('a URL breaks after "/" or "." before a letter, never before punctuation; an over-long word is cut', () => {
      const url = 'https://arxiv.org/abs/2610.40256';
      const lines = wrapPieces([{ text: url, style: '' }], 12, true);
      expect(lines.map(lineText).join('')).to.equal(url);
      for (const line of lines) expect(textWidth(lineText(line), true)).to.be.at.most(12);
      expect(lines.map(lineText)).to.deep.equal(['https://arxiv.org/', 'abs/2610.40256']);
      const long = wrapPieces([{ text: 'x'.repeat(50), style: '' }], 10, true);
      expect(long.map(lineText)).to.deep.equal(['x'.repeat(16), 'x'.repeat(16), 'x'.repeat(16), 'xx']);
      expect(wrapPieces([{ text: 'Sun, X., & Luo, F.', style: '' }], 100).map(lineText)).to.deep.equal(['Sun, X., & Luo, F.']);
    });

    it('CJK is one em a character and breaks anywhere', () => {
      expect(charWidth('引')).to.equal(1);
      expect(charWidth('引', true)).to.equal(1);
      expect(charWidth('m')).to.be.greaterThan(charWidth('i'));
      const lines = wrapPieces([{ text: 'この研究を引用する', style: '' }], 4);
      expect(lines.map(lineText)).to.deep.equal(['この研究', 'を引用す', 'る']);
    });

    it('continuation lines hang in', () => {
      const lines = wrapPieces([{ text: 'one two three four', style: '' }], 6, true, 2.4);
      expect(lines.map(lineText)).to.deep.equal(['one two', '    three', '    four']);
    });
  });
});
