// Issue 39: the pure code on the hostile corpus (test/fixtures/hostile/corpus.json). No clock: each
// bound is stated as work (characters measured, candidate tags tried) or as output (lines drawn).
import { expect } from '@open-wc/testing';
import corpus from '../fixtures/hostile/corpus.json';
import { wrapToWidth } from '../../src/lib/static-svg.js';
import { SVG_LINE_CAPS, wrapPieces } from '../../src/lib/citation-svg.js';
import { buildBibtexSvg } from '../../src/lib/bibtex-svg.js';
import { estimateTextWidth, type MeasureText } from '../../src/lib/text-fit.js';
import { capLanguageTag, capText, MAX_LANG_TAG_CHARS, MAX_TEXT_CHARS } from '../../src/lib/limits.js';
import { localeCandidates, negotiateLocale, tagOf } from '../../src/lib/locale-intl.js';
import { loadLocale } from '../../src/lib/locale-loading.js';
import { Locale } from '../../src/lib/locale.js';
import { parseLeaderboardData } from '../support/leaderboard-parse.js';
import { parseResults as parseResultsData } from '../support/results-parse.js';
import { formatScore } from '../../src/lib/results-score.js';
import { isDeviceName } from '../../src/lib/file-name.js';
import { parseBibtexCardData } from '../../src/components/bibtex-card/bibtex-card.types.js';

// Negotiation is the non-English chunk's, started by the first loadLocale of another language (imported alone it is not).
await loadLocale('qq');

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
    expect(parseBibtexCardData({ bibtex: '@misc{a, title={A}}', title: longWord(MAX_TEXT_CHARS) }).title).to.have.length(MAX_TEXT_CHARS);
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

describe('language tags: capped before negotiation', () => {
  const hugeTag = () => corpus.langTag.prefix + corpus.langTag.unit.repeat(Math.ceil((corpus.langTag.bytes - corpus.langTag.prefix.length) / corpus.langTag.unit.length));

  it(`an 8 KB tag is cut to ${MAX_LANG_TAG_CHARS} characters at a subtag boundary, and still negotiates to its language`, () => {
    const tag = hugeTag();
    expect(tag.length).to.be.at.least(corpus.langTag.bytes);
    const capped = capLanguageTag(tag);
    expect(capped.length).to.be.at.most(MAX_LANG_TAG_CHARS);
    expect(tag.startsWith(capped)).to.equal(true);
    expect(capped).not.to.match(/-$/);
    expect(tagOf(tag).length).to.be.at.most(MAX_LANG_TAG_CHARS);
    expect(negotiateLocale(tag)).to.equal('de');
    expect(negotiateLocale(`zh-Hant-TW-${'x-'.repeat(4000)}`)).to.equal('zh-CN');
    expect(capLanguageTag(' de-AT ')).to.equal('de-AT');
  });

  it('negotiation tries at most a small constant of candidate tags, however long the tag', () => {
    for (const tag of [hugeTag(), `zh-${'a-'.repeat(40_000)}`, `${'x'.repeat(64 * 1024)}`]) {
      const candidates = localeCandidates(tagOf(tag));
      expect(candidates.length).to.be.at.most(MAX_LANG_TAG_CHARS / 2 + 3);
      for (const candidate of candidates) expect(candidate.length).to.be.at.most(MAX_LANG_TAG_CHARS);
    }
    // The prefixes, most specific first, as before the cap.
    expect(localeCandidates('zh-hant-tw')).to.deep.equal(['zh-hant-tw', 'zh-hant', 'zh-hant', 'zh-tw', 'zh']);
    expect(localeCandidates('de-at')).to.deep.equal(['de-at', 'de']);
  });
});

describe('keys named by data: own properties only', () => {
  for (const key of corpus.keys) {
    it(`a board with a field keyed "${key}" that an entry leaves out is accepted`, () => {
      const board = parseLeaderboardData(
        JSON.parse(JSON.stringify({ fields: [{ key, label: `Field ${key}`, type: 'number' }], entries: [{ model: 'A', score: 70, fields: { [key]: 3 } }, { model: 'B', score: 60, fields: {} }] })),
      );
      expect(board.fields!.map((field) => field.key)).to.deep.equal([key]);
      expect(board.entries[1]!.fields![key]).to.equal(null);
      expect(Object.getPrototypeOf(board.entries[1]!.fields)).to.equal(null);
    });
  }

  it('registered strings: a "{constructor}" or "{__proto__}" placeholder prints itself, never a function source', () => {
    const locale = new Locale('xx', 'en', { 'leaderboard.gap': 'Gap {constructor} {toString} {__proto__} {n}' } as never, 'xx|en|1');
    const text = locale.t('leaderboard.gap' as never, { n: 3 });
    expect(text).to.equal('Gap {constructor} {toString} {__proto__} 3');
    expect(text).not.to.match(/function|native code/);
  });
});

describe('numbers: finite bounds on std, low, high and the domain', () => {
  const results = (score: unknown, domain?: unknown) => ({ benchmarks: ['A'], ...(domain ? { domain } : {}), backbones: [{ name: 'B', rows: [{ label: 'r', role: 'baseline', scores: { A: score } }] }] });
  for (const huge of corpus.hugeNumbers) {
    it(`std ${huge} is refused with the range named`, () => {
      expect(() => parseResultsData(results({ value: 50, std: Math.abs(huge) }))).to.throw(/\.std: expected a number from 0 to 100 \(the width of the scale\), got [\d.]+e\+\d+/);
    });
    it(`a domain end of ${huge} is refused`, () => {
      expect(() => parseResultsData(results(50, [0, huge]))).to.throw(/data\.domain\[1\]: expected a number within ±1e\+15, got /);
      expect(() => parseLeaderboardData({ domain: [huge > 0 ? -huge : huge, 100], entries: [{ model: 'A', score: 1 }] })).to.throw(/data\.domain\[0\]/);
    });
  }
  it('a std as wide as the scale is accepted and shown as a finite number', () => {
    const parsed = parseResultsData(results({ value: 50, std: 100 }));
    const spread = parsed.backbones[0]!.rows[0]!.spread!.A!;
    expect(formatScore(50, spread, '%', 2)).to.equal('50.00 ± 100.00%');
  });
  it('low and high stay inside the domain', () => {
    expect(() => parseResultsData(results({ value: 50, low: -1e308, high: 60 }))).to.throw(/\.low: expected a number from 0 to 100/);
    expect(() => parseLeaderboardData({ entries: [{ model: 'A', score: 50, low: 40, high: 1e308 }] })).to.throw(/\.high: expected a number from 0 to 100/);
  });
});
