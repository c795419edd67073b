import { expect } from '@open-wc/testing';
import { parseBibtex } from '../../src/lib/bibtex-parse.js';
import { scanPlainBibtex } from '../../src/lib/bibtex-scan.js';
import { HARNESS_CITATIONS, THESIS_REFERENCES, ZOTERO_LIBRARY } from '../fixtures/bib/exports.js';
import { BIBLATEX_EXAMPLES, ML_ENTRIES } from '../fixtures/bib/real-entries.js';
import { SIMCLR_ARXIV, SIMCLR_ICML2020 } from '../fixtures/bib/simclr-icml2020.js';
import { PAPER_BIBTEX } from '../fixtures/paper-bibtex.js';

// The card's first view colours a plain text of one entry with scanPlainBibtex and leaves every other
// text to the full reader (parseBibtex, a chunk). For any text it takes, it must give the reader's
// spans piece for piece, and the reader must find that one entry, well-formed, where the scan says.
const MAX = 2000;

/** What the scan gives for `text` agrees with the full reader, or the scan leaves it (undefined). True when taken. */
function agrees(text: string): boolean {
  const scan = scanPlainBibtex(text, MAX);
  if (!scan) return false;
  const { entries, spans } = parseBibtex(text, MAX);
  expect(spans, text.slice(0, 200)).to.deep.equal(scan.spans);
  expect(entries.length, text.slice(0, 200)).to.equal(1);
  const [entry] = entries;
  expect(entry!.error, text.slice(0, 200)).to.equal(undefined);
  expect([entry!.type, entry!.key, entry!.start, entry!.end]).to.deep.equal([scan.type, scan.key, scan.start, scan.end]);
  return true;
}

/** Each entry of a text of many, as its own text (its slice, as a card of that one entry is given it). */
const entriesOf = (text: string) => parseBibtex(text).entries.map((entry) => text.slice(entry.start, entry.end));

describe('scanPlainBibtex: the first view\'s scan of one plain entry', () => {
  it('takes the paper\'s entry and real single entries, each exactly as the full reader reads them', () => {
    for (const text of [PAPER_BIBTEX, SIMCLR_ICML2020, SIMCLR_ARXIV, `% a comment before\n${PAPER_BIBTEX}\ntext after`, '  @misc{key, title = {A {"}quoted{"} title}, month = jan, year = 2020,}  ']) {
      expect(agrees(text), text.slice(0, 80)).to.equal(true);
    }
  });

  it('agrees with the full reader on every entry of real bibliographies, and takes most of them', () => {
    let taken = 0;
    let all = 0;
    for (const library of [ML_ENTRIES, ZOTERO_LIBRARY, THESIS_REFERENCES, HARNESS_CITATIONS, BIBLATEX_EXAMPLES]) {
      for (const text of entriesOf(library)) {
        all++;
        if (agrees(text)) taken++;
      }
    }
    expect(all).to.be.greaterThan(100);
    // @string macros and malformed entries are the reader's; the rest is plain.
    expect(taken / all).to.be.greaterThan(0.8);
  });

  it('every truncation and every one-character deletion of the paper\'s entry: taken only when the full reader agrees', () => {
    for (let end = 0; end <= PAPER_BIBTEX.length; end++) agrees(PAPER_BIBTEX.slice(0, end));
    for (let at = 0; at < PAPER_BIBTEX.length; at++) agrees(PAPER_BIBTEX.slice(0, at) + PAPER_BIBTEX.slice(at + 1));
  });

  const left: [string, string][] = [
    ['two entries', `${PAPER_BIBTEX}\n${SIMCLR_ARXIV}`],
    ['an @string macro', `@string{jmlr = {Journal of ML}}\n${PAPER_BIBTEX}`],
    ['a @comment', '@comment{nothing here}'],
    ['a @preamble', '@preamble{"\\newcommand{\\x}{y}"}'],
    ['no entry', 'just text'],
    ['an empty text', ''],
    ['an unclosed entry', '@misc{key, title = {A}'],
    ['a field without "="', '@misc{key, title {A}}'],
    ['an entry in parentheses', '@misc(key, title = {A})'],
    ['values joined with "#"', '@misc{key, title = "A" # jan}'],
    // The ACL Anthology's entries: a card of one waits for the reader's chunk, as one of several does (issue 40).
    ['a value in double quotes', '@inproceedings{key, title = "A {"}quoted{"} title", year = 2020}'],
    ['an entry of 20,001 characters', `@misc{key, note = {${'x'.repeat(20_000)}}}`],
  ];
  for (const [name, text] of left) {
    it(`leaves ${name} to the full reader`, () => {
      expect(scanPlainBibtex(text, MAX)).to.equal(undefined);
    });
  }

  it('leaves an entry of more spans than the view colours to the full reader', () => {
    const fields = Array.from({ length: 400 }, (_, i) => `  f${i} = {v}`).join(',\n');
    expect(scanPlainBibtex(`@misc{key,\n${fields}\n}`, MAX)).to.equal(undefined);
  });
});
