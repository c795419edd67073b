import { expect } from '@open-wc/testing';
import { downloadFile } from '../../src/internal/download.js';
import { MAX_FILE_NAME_BYTES, safeFileName } from '../../src/lib/file-name.js';

const bytes = (text: string) => new TextEncoder().encode(text).length;
const FAMILY = '👨‍👩‍👧‍👦';

describe('safeFileName', () => {
  const cases: [string, string, string, string][] = [
    // [what, name, extension, expected]
    ['a plain name gets its extension', 'paper', '.bib', 'paper.bib'],
    ['an extension already there is kept as written', 'Paper.BIB', '.bib', 'Paper.BIB'],
    ['Windows device name con', 'con', '.bib', '_con.bib'],
    ['nul with its extension', 'nul.bib', '.bib', '_nul.bib'],
    ['COM1 in capitals', 'COM1', '.csv', '_COM1.csv'],
    ['lpt9', 'lpt9', '.bib', '_lpt9.bib'],
    ['a device name before another dot', 'aux.tar', '.gz', '_aux.tar.gz'],
    ['a name that only starts like a device is fine', 'console', '.bib', 'console.bib'],
    // Fixed cases from the property-based runs (issue 25): the console devices.
    ['CONIN$', 'CONIN$', '.csv', '_CONIN$.csv'],
    ['conout$ with an extension', 'conout$.txt', '.png', '_conout$.txt.png'],
    ['conin$ already ending in the extension', 'conin$.bib', '.bib', '_conin$.bib'],
    ['a name that only contains conin$ is fine', 'myconin$', '.bib', 'myconin$.bib'],
    ['right-to-left override removed (gpj.bib shown as bib.jpg)', '\u202Egpj.bib', '.bib', 'gpj.bib'],
    ['right-to-left mark and isolates removed', 'a\u200Fb\u2067c\u2069', '.bib', 'abc.bib'],
    ['control characters removed', 'a\u0000b\u0007c\u001Fd\u007Fe\u0085', '.bib', 'abcde.bib'],
    ['a lone surrogate removed', 'a\uD800b', '.bib', 'ab.bib'],
    ['characters Windows refuses become "-"', 'a<b>:c"d/e\\f|g?h*i', '.bib', 'a-b-c-d-e-f-g-h-i.bib'],
    ['path traversal', '../../etc/passwd', '.bib', 'etc-passwd.bib'],
    ['leading dots and dashes (hidden files, options)', '...-rf', '.bib', 'rf.bib'],
    ['trailing dots and spaces (Windows drops them)', 'name. . ', '.bib', 'name.bib'],
    ['only dots', '.....', '.bib', ''],
    ['only spaces', '     ', '.bib', ''],
    ['empty', '', '.csv', ''],
    ['letters of every script stay', 'müller 李', '.bib', 'müller 李.bib'],
  ];
  for (const [what, name, extension, expected] of cases) {
    it(`${what}: ${JSON.stringify(name)} → ${JSON.stringify(expected)}`, () => {
      expect(safeFileName(name, extension)).to.equal(expected);
    });
  }

  it(`cuts CJK text to at most ${MAX_FILE_NAME_BYTES} UTF-8 bytes with the extension`, () => {
    const name = safeFileName('引'.repeat(300), '.bib');
    expect(bytes(name)).to.be.at.most(MAX_FILE_NAME_BYTES);
    expect(bytes(name)).to.be.greaterThan(MAX_FILE_NAME_BYTES - 4);
    expect(name).to.match(/^引+\.bib$/);
  });

  it('never splits an emoji, even a family joined with zero-width joiners', () => {
    const name = safeFileName(`a${FAMILY.repeat(40)}`, '.bib');
    expect(bytes(name)).to.be.at.most(MAX_FILE_NAME_BYTES);
    const stem = name.slice(1, -4);
    expect(stem.length).to.be.greaterThan(0);
    expect(stem).to.equal(FAMILY.repeat(stem.length / FAMILY.length));
  });

  it('never splits a surrogate pair', () => {
    const name = safeFileName('𝒜'.repeat(100), '.bib');
    expect(name).to.match(/^(𝒜)+\.bib$/u);
    expect(bytes(name)).to.be.at.most(MAX_FILE_NAME_BYTES);
  });

  it('100,000 dots, spaces or dashes settle at once (no quadratic trailing-run regex)', () => {
    for (const filler of ['.', ' ', '-', '. ']) {
      // The quadratic regex took 5–9 s for each: four of them meet the runner's timeout (no time is asserted).
      const name = safeFileName(`a${filler.repeat(100_000)}b${filler.repeat(100_000)}`, '.bib');
      expect(bytes(name)).to.be.at.most(MAX_FILE_NAME_BYTES);
      expect(name).to.match(/^a.*\.bib$/);
      expect(name).not.to.match(/[. ]\.bib$/);
    }
  });
});

describe('downloadFile: every element saves under a safe name', () => {
  const cases: [string, string][] = [
    ['con.csv', '_con.csv'],
    ['nul.svg', '_nul.svg'],
    ['\u202Ereport.png', 'report.png'],
    ['...', 'download'],
    [`${'表'.repeat(100)}.csv`, `${'表'.repeat(65)}.csv`],
  ];
  for (const [given, expected] of cases) {
    it(`${JSON.stringify(given.slice(0, 12))} → ${JSON.stringify(expected.slice(0, 12))}`, () => {
      const click = HTMLAnchorElement.prototype.click;
      let saved = '';
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        saved = this.download;
      };
      try {
        expect(downloadFile(given, 'a,b', 'text/csv')).to.equal(expected);
        expect(saved).to.equal(expected);
      } finally {
        HTMLAnchorElement.prototype.click = click;
      }
    });
  }
});
