// The modules bibtex-format.ts is made of: what a work is (readWorkFacts), its dates, and the
// assembly of runs. Exact cases; the full citations are tested in bibtex-format, -biblatex and -real.
import { expect } from '@open-wc/testing';
import { entryIndex, readWork } from '../../src/lib/biblatex-model.js';
import { accessDate, formatDate } from '../../src/lib/bibtex-dates.js';
import { formatCitation } from '../../src/lib/bibtex-format.js';
import { formatNames, parseNames } from '../../src/lib/bibtex-names.js';
import { parseBibtex } from '../../src/lib/bibtex-parse.js';
import { capitalise, italic, join, ordinal, period, runs } from '../../src/lib/bibtex-runs.js';
import { readWorkFacts } from '../../src/lib/bibtex-work.js';

const work = (text: string) => {
  const { entries } = parseBibtex(text);
  return readWork(entries[0]!, entryIndex(entries));
};

describe('bibtex-work: what a work is, before the styles differ', () => {
  const cases: [string, string][] = [
    ['@article{a, title={T}, journal={Nature}, year=2020}', 'article'],
    ['@article{a, title={T}, journal={arXiv preprint arXiv:2305.01234}, year=2023}', 'preprint'],
    ['@misc{a, title={T}, eprint={2305.01234}, eprinttype={arxiv}, year=2023}', 'preprint'],
    ['@article{a, title={T}, journal={Nature}, eprint={2305.01234}, eprinttype={arxiv}, year=2023}', 'article'],
    ['@inproceedings{a, title={T}, booktitle={Proc. ICSE}, year=2024}', 'chapter'],
    ['@inproceedings{a, title={T}, year=2024}', 'other'],
    ['@mvbook{a, title={T}, volumes={4}, year=1997}', 'book'],
    ['@thesis{a, title={T}, type={phdthesis}, institution={MIT}, year=2019}', 'thesis'],
    ['@software{a, title={T}, version={1.2}, year=2025}', 'software'],
    ['@unpublished{a, title={T}, year=2025}', 'unpublished'],
    ['@misc{a, title={T}, year=2025}', 'other'],
  ];
  for (const [text, kind] of cases) it(`${text.slice(0, 50)}… → ${kind}`, () => expect(readWorkFacts(work(text), 'apa').kind).to.equal(kind));

  it('the editors lead a work without authors, each style its way; the translators after them', () => {
    const edited = work('@book{a, editor={Ada Lovelace and Charles Babbage}, title={Notes}, year=1843}');
    expect(readWorkFacts(edited, 'apa').lead).to.equal('Lovelace, A., & Babbage, C. (Eds.)');
    expect(readWorkFacts(edited, 'mla').lead).to.equal('Lovelace, Ada, and Charles Babbage, editors');
    const translated = readWorkFacts(work('@book{a, translator={Marie Vizedom}, title={Rites}, year=1960}'), 'apa');
    expect([translated.lead, translated.translatorsLead]).to.deep.equal(['Vizedom, M. (Trans.)', true]);
  });

  it('pages as a range with an en dash, the first edition unsaid, a DOI as its URL', () => {
    const facts = readWorkFacts(work('@book{a, title={T}, pages={12--19}, edition={1}, doi={https://doi.org/10.1000/XYZ}, year=2020}'), 'apa');
    expect([facts.pages, facts.pageRange, facts.editionText, facts.doi, facts.url]).to.deep.equal(['12–19', 'pp. 12–19', '', '10.1000/XYZ', 'https://doi.org/10.1000/XYZ']);
    expect(readWorkFacts(work('@book{a, title={T}, edition={3}, year=2020}'), 'apa').editionText).to.equal('3rd ed.');
  });

  it("a patent's type names the document and office; a type named like an Object member is just a patent", () => {
    const us = readWorkFacts(work('@patent{a, author={R. Sorace}, title={Converter}, number={5668842}, type={patentus}, date={1997-09-16}}'), 'apa');
    expect([us.patentType, us.patentOffice]).to.deep.equal(['U.S. Patent', 'U.S. Patent and Trademark Office']);
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const text = `@patent{a, author={R. Sorace}, title={Converter}, number={5668842}, type={${type}}, year=1997}`;
      const facts = readWorkFacts(work(text), 'apa');
      expect([facts.patentType, facts.patentOffice], type).to.deep.equal(['Patent', '']);
      const { entries } = parseBibtex(text);
      expect(formatCitation(entries[0]!, 'apa').join(''), type).to.equal('Sorace, R. (1997). Converter (Patent No. 5668842).');
      expect(formatCitation(entries[0]!, 'mla').join(''), type).to.equal('Sorace, R. Converter. Patent 5668842, 1997.');
    }
  });
});

describe('bibtex-dates', () => {
  const day = { start: { year: 2005, month: 10, day: 16 } };
  it('a full date, the month alone, the year only when not full', () => {
    expect([formatDate(day, 'apa', true), formatDate(day, 'mla', true), formatDate(day, 'apa', false)]).to.deep.equal(['2005, October 16', '16 Oct. 2005', '2005']);
    expect(formatDate({ start: { year: 1991, month: 9, day: 0 } }, 'mla', true)).to.equal('Sept. 1991');
  });
  it('ranges and open ends', () => {
    const range = { start: { year: 1885, month: 0, day: 0 }, end: { year: 1888, month: 0, day: 0 } };
    const open = { start: { year: 1988, month: 0, day: 0 }, end: null };
    expect([formatDate(range, 'apa', false), formatDate(open, 'apa', false), formatDate(open, 'mla', false), formatDate(undefined, 'apa', true)]).to.deep.equal(['1885–1888', '1988–present', '1988–', '']);
  });
  it('an access date from urldate; a month out of range is none', () => {
    const at = (urldate: string) => ({ type: 'online', fields: { urldate }, english: true });
    expect([accessDate(at('2006-10-01'), 'apa'), accessDate(at('2006-10-01'), 'mla'), accessDate(at('2006-13-01'), 'apa'), accessDate(at('soon'), 'mla')]).to.deep.equal(['October 1, 2006', '1 Oct. 2006', '', '']);
  });
});

describe('bibtex-names and bibtex-runs', () => {
  it('formatNames: APA and MLA lists, inverted or not', () => {
    const three = parseNames('Jean-Paul Sartre and de Beauvoir, Simone and Albert Camus');
    expect(formatNames(three, 'apa')).to.equal('Sartre, J.-P., de Beauvoir, S., & Camus, A.');
    expect(formatNames(three, 'mla')).to.equal('Sartre, Jean-Paul, et al.');
    expect(formatNames(parseNames('Ada Lovelace and Charles Babbage'), 'apa', false)).to.equal('A. Lovelace & C. Babbage');
  });
  it('runs: italic marks cut the string; periods never double; joins skip empty parts', () => {
    expect(runs(`In ${italic('Nature')}, 12.`)).to.deep.equal(['In ', 'Nature', ', 12.']);
    expect([period('Done'), period('Done.'), period('Why?'), period('')]).to.deep.equal(['Done.', 'Done.', 'Why?', '']);
    expect(join(['a', '', false, 0, undefined, 'b'], ', ')).to.equal('a, b');
    expect([capitalise('vol. 2'), capitalise('Édition')]).to.deep.equal(['Vol. 2', 'Édition']);
    expect(['1', '2', '3', '4', '11', '12', '13', '21', '112', 'Revised'].map(ordinal)).to.deep.equal(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '112th', 'Revised']);
  });
});
