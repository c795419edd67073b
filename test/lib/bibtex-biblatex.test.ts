import { expect } from '@open-wc/testing';
import { entryIndex, isParentOnly, parentKeys, parseDate, readWork } from '../../src/lib/biblatex-model.js';
import { citationText, prepareCitation } from '../../src/lib/bibtex-citation.js';
import { formatCitation } from '../../src/lib/bibtex-format.js';
import { parseBibtex } from '../../src/lib/bibtex-parse.js';
import { BIBLATEX_EXAMPLES } from '../fixtures/bib/real-entries.js';

const read = (text: string, key: string) => {
  const { entries } = parseBibtex(text);
  return readWork(entries.find((e) => e.key === key)!, entryIndex(entries));
};

describe('biblatex dates', () => {
  const cases: [string, ReturnType<typeof parseDate>][] = [
    ['2006', { start: { year: 2006, month: 0, day: 0 } }],
    ['1991-03', { start: { year: 1991, month: 3, day: 0 } }],
    ['2005-10-16', { start: { year: 2005, month: 10, day: 16 } }],
    ['1885/1888', { start: { year: 1885, month: 0, day: 0 }, end: { year: 1888, month: 0, day: 0 } }],
    ['1968-05-19/1968-05-25', { start: { year: 1968, month: 5, day: 19 }, end: { year: 1968, month: 5, day: 25 } }],
    ['1988/', { start: { year: 1988, month: 0, day: 0 }, end: null }],
    ['1988/..', { start: { year: 1988, month: 0, day: 0 }, end: null }],
    ['{2019}', { start: { year: 2019, month: 0, day: 0 } }],
    ['circa 1850', { start: { year: 1850, month: 0, day: 0 } }],
    ['soon', undefined],
    ['', undefined],
  ];
  for (const [value, expected] of cases) {
    it(JSON.stringify(value), () => expect(parseDate(value)).to.deep.equal(expected));
  }
  it('a BibTeX year with a month macro', () => {
    expect(parseDate('2020', 'September')).to.deep.equal({ start: { year: 2020, month: 9, day: 0 } });
    expect(parseDate('2010', '4')).to.deep.equal({ start: { year: 2010, month: 4, day: 0 } });
  });
  it('ranges and open ends print in both styles', () => {
    const apa = (date: string) => citationText(formatCitation(parseBibtex(`@book{k, author={Ann Lee}, title={T}, date={${date}}}`).entries[0]!, 'apa'));
    const mla = (date: string) => citationText(formatCitation(parseBibtex(`@book{k, author={Ann Lee}, title={T}, date={${date}}}`).entries[0]!, 'mla'));
    expect(apa('1885/1888')).to.equal('Lee, A. (1885–1888). T.');
    expect(apa('1988/')).to.equal('Lee, A. (1988–present). T.');
    expect(mla('1988/')).to.equal('Lee, Ann. T. 1988–.');
    expect(apa('2005-10-16')).to.equal('Lee, A. (2005). T.');
  });
});

describe('biblatex inheritance (crossref, xdata)', () => {
  it('an incollection takes booktitle and booksubtitle from its collection, and its publisher and date', () => {
    const work = read(BIBLATEX_EXAMPLES, 'westfahl:space');
    expect(work.fields.booktitle).to.equal('Space and Beyond');
    expect(work.fields.booksubtitle).to.equal('The Frontier Theme in Science Fiction');
    expect(work.fields.publisher).to.equal('Greenwood');
    expect(work.fields.date).to.equal('2000');
    expect(work.fields.title).to.equal('The True Frontier');
    expect(work.date).to.deep.equal({ start: { year: 2000, month: 0, day: 0 } });
  });

  it('maps titles by parent type: mvbook → maintitle, book → booktitle and bookauthor, periodical → journaltitle', () => {
    const text = `
@mvbook{mv, author={Knuth, Donald E.}, title={Computers \\& Typesetting}, subtitle={Five Volumes}, publisher={Addison-Wesley}, volumes=5, label={CT}}
@book{a, title={The {\\TeX}book}, volume={A}, date=1984, crossref={mv}}
@book{host, author={Kant, Immanuel}, title={Kritik}, subtitle={Zwei}, publisher={de Gruyter}, date=1968}
@inbook{part, title={Teil}, pages={1--9}, crossref={host}}
@periodical{jcg, title={Computers and Graphics}, subtitle={An Issue}, volume=35, date=2011}
@article{art, author={Ann Lee}, title={Paper}, crossref={jcg}}`;
    const a = read(text, 'a');
    expect([a.fields.maintitle, a.fields.mainsubtitle, a.fields.title, a.fields.author, a.fields.publisher]).to.deep.equal([
      'Computers \\& Typesetting',
      'Five Volumes',
      'The {\\TeX}book',
      'Knuth, Donald E.',
      'Addison-Wesley',
    ]);
    // `label` is never inherited (biblatex's list), nor the parent's own title under its name.
    expect(a.fields.label).to.equal(undefined);
    expect(a.fields.subtitle).to.equal(undefined);
    const part = read(text, 'part');
    expect([part.fields.booktitle, part.fields.booksubtitle, part.fields.bookauthor, part.fields.author]).to.deep.equal([
      'Kritik',
      'Zwei',
      'Kant, Immanuel',
      'Kant, Immanuel',
    ]);
    const art = read(text, 'art');
    expect([art.fields.journaltitle, art.fields.journalsubtitle, art.fields.volume]).to.deep.equal(['Computers and Graphics', 'An Issue', '35']);
    expect(citationText(formatCitation(parseBibtex(text).entries[5]!, 'apa', entryIndex(parseBibtex(text).entries)))).to.equal(
      'Lee, A. (2011). Paper. Computers and Graphics: An Issue, 35.',
    );
  });

  it('xdata fields fill what the entry lacks, its own fields win; @xdata is only a parent', () => {
    const text = `@xdata{press, publisher={Duke University Press}, location={Durham}, date=2001}
@book{b, author={Ann Lee}, title={Own Title}, date=1999, xdata={press}}`;
    const work = read(text, 'b');
    expect([work.fields.publisher, work.fields.location, work.fields.date]).to.deep.equal(['Duke University Press', 'Durham', '1999']);
    const { entries } = parseBibtex(text);
    expect(isParentOnly(entries[0]!, parentKeys(entries))).to.equal(true);
    expect(isParentOnly(entries[1]!, parentKeys(entries))).to.equal(false);
  });

  it('keys match ignoring case; a missing parent, a cycle and a self-reference are harmless', () => {
    expect(read('@collection{Parent, title={P}}\n@incollection{c, title={C}, crossref={parent}}', 'c').fields.booktitle).to.equal('P');
    expect(read('@incollection{c, title={C}, crossref={nowhere}}', 'c').fields.booktitle).to.equal(undefined);
    const cycle = '@collection{a, title={A}, crossref={b}}\n@collection{b, title={B}, crossref={a}, publisher={P}}';
    expect(read(cycle, 'a').fields.publisher).to.equal('P');
    expect(read('@book{s, title={S}, crossref={s}}', 's').fields.title).to.equal('S');
  });

  it('BibTeX names read as biblatex names: journal, school, address, archivePrefix, @phdthesis', () => {
    const work = read('@phdthesis{t, school={MIT}, address={Cambridge}, journal={J}, archivePrefix={arXiv}}', 't');
    expect(work.type).to.equal('thesis');
    expect([work.fields.institution, work.fields.location, work.fields.journaltitle, work.fields.eprinttype, work.fields.type]).to.deep.equal([
      'MIT',
      'Cambridge',
      'J',
      'arXiv',
      'phdthesis',
    ]);
  });

  it('langid: English variants get English casing, other languages keep theirs', () => {
    for (const [langid, english] of [['', true], ['english', true], ['american', true], ['british', true], ['german', false], ['french', false], ['latin', false]] as const) {
      expect(read(`@book{k, title={T}${langid ? `, langid={${langid}}` : ''}}`, 'k').english, langid).to.equal(english);
    }
    const title = (langid: string) =>
      citationText(formatCitation(parseBibtex(`@book{k, title={Les Rites de Passage}, langid={${langid}}}`).entries[0]!, 'mla'));
    expect(title('french')).to.equal('Les Rites de Passage.');
    expect(citationText(formatCitation(parseBibtex('@book{k, title={Die Ilias}, langid={german}}').entries[0]!, 'apa'))).to.equal('Die Ilias. (n.d.).');
  });

  it('resolves 10,000 entries chained by crossref without deep recursion (the chain is cut at a few levels)', () => {
    let text = '';
    for (let i = 0; i < 10_000; i++) text += `@incollection{e${i}, title={T${i}}, crossref={e${i + 1}}}\n`;
    const { entries } = parseBibtex(text);
    const index = entryIndex(entries);
    for (const entry of entries) readWork(entry, index);
    expect(readWork(entries[0]!, index).fields.title).to.equal('T0');
  });
});

describe('prepareCitation: several entries and key', () => {
  const TEXT = `@string{pup = {Princeton University Press}}
@collection{parent, editor={Westfahl, Gary}, title={Space and Beyond}, publisher={Greenwood}, date=2000}
@incollection{child, author={Westfahl, Gary}, title={The True Frontier}, pages={55-65}, crossref={parent}}
@book{nussbaum,
  author={Nussbaum, Martha},
  title={Aristotle's \\mkbibquote{De Motu Animalium}},
  date=1978, publisher=pup,
}
`;
  const slice = (key: string) => {
    const entry = parseBibtex(TEXT).entries.find((e) => e.key === key)!;
    return TEXT.slice(entry.start, entry.end);
  };

  it('default: the first entry that is not only a crossref parent, its own text alone, its parent resolved', () => {
    const prepared = prepareCitation(TEXT);
    expect(prepared.key).to.equal('child');
    expect(prepared.text).to.equal(slice('child'));
    expect(prepared.text.startsWith('@incollection{child,')).to.equal(true);
    expect(prepared.lines.flat().map(([, text]) => text).join('')).to.equal(prepared.text);
    expect(citationText(prepared.apa)).to.equal('Westfahl, G. (2000). The true frontier. In G. Westfahl (Ed.), Space and beyond (pp. 55–65). Greenwood.');
    expect(prepared.keys).to.deep.equal(['parent', 'child', 'nussbaum']);
    expect(prepared.leftOut).to.equal(2);
  });

  it('key picks an entry: its slice byte for byte, @string macros still expanded', () => {
    const prepared = prepareCitation(TEXT, 'nussbaum');
    expect(prepared.text).to.equal(slice('nussbaum'));
    expect(citationText(prepared.mla)).to.equal('Nussbaum, Martha. Aristotle\'s "De Motu Animalium". Princeton University Press, 1978.');
    expect(prepareCitation(TEXT, 'parent').text).to.equal(slice('parent'));
    expect(prepareCitation(TEXT, 'PARENT').key).to.equal('parent');
    expect(prepareCitation(TEXT, 'nussbaum').keyProblem).to.equal('');
  });

  it('a key that names no entry says so and lists some keys', () => {
    const prepared = prepareCitation(TEXT, 'missing');
    expect(prepared.keyProblem).to.equal('key: no entry "missing" in the BibTeX (it has "parent", "child", "nussbaum")');
  });

  it('CRLF text: the slice keeps its line endings', () => {
    const text = TEXT.replace(/\n/g, '\r\n');
    const prepared = prepareCitation(text, 'nussbaum');
    expect(prepared.text).to.contain('\r\n');
    expect(prepared.lines.flat().map(([, t]) => t).join('')).to.equal(prepared.text);
  });
});
