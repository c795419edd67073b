import { expect } from '@open-wc/testing';
import { entryIndex } from '../../src/lib/biblatex-model.js';
import { formatCitation, type CitationStyle } from '../../src/lib/bibtex-format.js';
import { givenNames } from '../../src/lib/bibtex-names.js';
import { parseBibtex } from '../../src/lib/bibtex-parse.js';
import { inclusiveNumbers } from '../../src/lib/bibtex-work.js';

// The rules of issue 38, one at a time, on entries shaped as the tools that export them write them
// (DBLP, ACL Anthology, Zotero, Google Scholar, arXiv). The case table of real exports is
// bibtex-exports.test.ts; the rules are listed in docs/bibtex-card.md.

/** The citation of the first entry of `bib` (its other entries are parents), italics between asterisks. */
function cite(bib: string, style: CitationStyle): string {
  const { entries } = parseBibtex(bib);
  return formatCitation(entries[0]!, style, entryIndex(entries))
    .map((run, index) => (index % 2 ? `*${run}*` : run))
    .join('');
}

describe('MLA 9 inclusive numbers', () => {
  // The MLA Handbook's own examples: the second number in full through ninety-nine, else its last two
  // digits unless more are needed.
  const handbook: [string, string, string][] = [
    ['2', '3', '2–3'],
    ['10', '12', '10–12'],
    ['21', '48', '21–48'],
    ['89', '116', '89–116'],
    ['96', '101', '96–101'],
    ['103', '104', '103–04'],
    ['395', '401', '395–401'],
    ['923', '1003', '923–1003'],
    ['1003', '1005', '1003–05'],
    ['1608', '1774', '1608–774'],
  ];
  for (const [first, second, written] of handbook) {
    it(`${first}–${second} → ${written}`, () => expect(inclusiveNumbers(`${first}–${second}`, first, second)).to.equal(written));
  }

  it('shortens page ranges in MLA only; pages that are not plain numbers stay as written', () => {
    const article = (pages: string) => `@article{a, author={Lee, Ana}, title={T}, journal={J}, volume={3}, year={2020}, pages={${pages}}}`;
    expect(cite(article('157--173'), 'mla')).to.contain('pp. 157–73.');
    expect(cite(article('157--173'), 'apa')).to.contain('*3*, 157–173.');
    expect(cite(article('431--456, 791--823'), 'mla')).to.contain('pp. 431–56, 791–823.');
    expect(cite(article('S12--S19'), 'mla')).to.contain('pp. S12–S19.');
    expect(cite(article('xii--xv'), 'mla')).to.contain('pp. xii–xv.');
    expect(cite(article('e1234'), 'mla')).to.contain('p. e1234.');
  });
});

describe('APA 7 §9.16: a retrieval date only for what is designed to change', () => {
  const cases: [string, boolean][] = [
    ['@article{a, author={Oldrup, Helene}, title={Between the City and the Rural}, journal={Housing, Theory and Society}, date={2009-04-21}, url={http://dx.doi.org/10.1080/14036090802476622}, urldate={2014-11-09}}', false],
    ['@book{a, author={Findlen, Paula}, title={Possessing Nature}, date={1994}, publisher={University of California Press}, url={http://books.google.com/books?id=TiaZwcqvYU4C}, urldate={2013-12-13}}', false],
    ['@report{a, author={Buddenbohm, Stefan}, title={State of the Art Report}, institution={DARIAH}, date={2016}, url={https://halshs.archives-ouvertes.fr/halshs-01357208/document}, urldate={2016-09-05}}', false],
    ['@artwork{a, author={{djenzar}}, title={Robot}, date={2015-10-25}, url={https://www.flickr.com/photos/djenzar/26431038934/}, urldate={2016-11-07}}', false],
    ['@online{a, author={Calil, Paulo H. R.}, title={High-Resolution Simulations}, date={2022-10-18}, doi={10.1002/essoar.10511180.2}, urldate={2022-10-26}}', false],
    ['@online{a, author={Ruder, Sebastian}, title={An Overview of Gradient Descent}, date={2016-01-19}, url={https://ruder.io/optimizing-gradient-descent/}, urldate={2020-11-24}}', false],
    ['@online{a, author={Birnbaum, David}, title={What Is {XML} and Why Should Humanists Care?}, url={http://dh.obdurodon.org/what-is-xml.xhtml}, urldate={2016-10-19}}', true],
    ['@misc{a, author={{Nova Southeastern University}}, title={Academic Integrity}, url={https://www.nova.edu/academic-integrity/}, urldate={2024-02-01}}', true],
  ];
  for (const [bib, retrieved] of cases) {
    it(`${bib.slice(1, bib.indexOf('{'))} ${bib.match(/title=\{([^}]*)/)![1]}: ${retrieved ? 'retrieved' : 'no retrieval date'}`, () => {
      expect(cite(bib, 'apa').includes('Retrieved')).to.equal(retrieved);
      expect(cite(bib, 'mla').includes('Accessed')).to.equal(true);
    });
  }
});

describe("a chapter's book edition", () => {
  const bib = `@inreference{a, author={Zangwill, Nick}, title={Aesthetic Judgment}, booktitle={The Stanford Encyclopedia of Philosophy},
    editor={Zalta, Edward N.}, edition={3}, pages={1183--1198}, publisher={Stanford University}, date={2013}}`;

  it('APA gives it with the book: (3rd ed., pp. 1183–1198)', () => {
    expect(cite(bib, 'apa')).to.equal(
      'Zangwill, N. (2013). Aesthetic judgment. In E. N. Zalta (Ed.), *The Stanford Encyclopedia of Philosophy* (3rd ed., pp. 1183–1198). Stanford University.',
    );
  });

  it('MLA gives it as the version after the editors: 3rd ed.,', () => {
    expect(cite(bib, 'mla')).to.equal(
      'Zangwill, Nick. "Aesthetic Judgment." *The Stanford Encyclopedia of Philosophy*, edited by Edward N. Zalta, 3rd ed., Stanford University, 2013, pp. 1183–98.',
    );
  });

  it('an edition written "2.", "2. ed." or "Revised edition" is abbreviated as both styles do', () => {
    const book = (edition: string) => `@book{a, author={Larice, Michael}, title={Reader}, edition={${edition}}, publisher={Routledge}, year={2013}}`;
    expect(cite(book('2.'), 'apa')).to.contain('*Reader* (2nd ed.).');
    expect(cite(book('2. ed.'), 'mla')).to.contain('2nd ed., Routledge');
    expect(cite(book('Revised edition'), 'apa')).to.contain('(Rev. ed.)');
    expect(cite(book('1'), 'apa')).to.equal('Larice, M. (2013). *Reader*. Routledge.');
  });
});

describe('MLA given names with their initials', () => {
  for (const [given, written] of [
    ['Waleed H', 'Waleed H.'],
    ['H', 'H.'],
    ['SK', 'S. K.'],
    ['Alistair EW', 'Alistair E. W.'],
    ['J. David', 'J. David'],
    ['Jean-Paul', 'Jean-Paul'],
    ['Ö', 'Ö.'],
  ]) {
    it(`${given} → ${written}`, () => expect(givenNames(given!)).to.equal(written));
  }

  it('as Zotero exports them ("Abdulla, Waleed H"), in MLA and in APA', () => {
    const bib = '@article{a, author={Abdulla, Waleed H and Karn, Prakash Kumar and Chen, Y}, title={Hybrid Attention}, journal={Bioengineering}, volume={11}, year={2024}, pages={240}}';
    expect(cite(bib, 'mla')).to.match(/^Abdulla, Waleed H\., et al\. /);
    expect(cite(bib, 'apa')).to.match(/^Abdulla, W\. H\., Karn, P\. K\., & Chen, Y\. /);
  });

  it("biblatex's extended name format: family=, given=, prefix=", () => {
    const bib = '@unpublished{a, author={family=Oord, given=Aaron, prefix=van den, useprefix=true and Dieleman, Sander}, title={WaveNet}, date={2016}}';
    expect(cite(bib, 'apa')).to.match(/^van den Oord, A\., & Dieleman, S\. /);
    expect(cite(bib, 'mla')).to.match(/^van den Oord, Aaron, and Sander Dieleman\. /);
  });
});

describe('@unpublished, patents and reports', () => {
  it('APA describes a work never published in brackets: its type, else [Unpublished manuscript]', () => {
    expect(cite('@unpublished{a, author={Fritzbøger, Bo}, title={A Short Introduction to {Danish} Environmental History}, date={2014}, institution={University of Copenhagen}}', 'apa')).to.equal(
      'Fritzbøger, B. (2014). *A short introduction to Danish environmental history* [Unpublished manuscript]. University of Copenhagen.',
    );
    expect(cite('@unpublished{a, author={Kang, Zi Yang}, title={Contracting and Vertical Control}, type={Working paper}, date={2022}}', 'apa')).to.contain(
      '*Contracting and vertical control* [Working paper].',
    );
  });

  it("a patent's kind and office: from its type, or from a plain type with biblatex's location", () => {
    const german = '@patent{a, author={Laufenberg, Xaver}, title={Elektrische Einrichtung und Betriebsverfahren}, type={patentde}, number={10361215}, date={2005-07-28}, langid={german}}';
    expect(cite(german, 'apa')).to.equal(
      'Laufenberg, X. (2005). *Elektrische Einrichtung und Betriebsverfahren* (German Patent No. 10361215). German Patent and Trade Mark Office.',
    );
    const plain = '@patent{a, author={Sorace, Ronald E.}, title={High-Speed Digital-to-RF Converter}, type={patent}, location={countryus}, number={5668842}, date={1997-09-16}}';
    expect(cite(plain, 'apa')).to.contain('(U.S. Patent No. 5668842). U.S. Patent and Trademark Office.');
    expect(cite(plain, 'mla')).to.contain('U.S. Patent 5668842, 16 Sept. 1997.');
  });

  it("MLA gives a report's number; a report number with a hyphen stays a name", () => {
    const bib = '@techreport{a, author={Padhye, Jitendra}, title={A Stochastic Model of {TCP} Reno}, institution={University of Massachusetts}, number={99-02}, year={1999}}';
    expect(cite(bib, 'mla')).to.equal('Padhye, Jitendra. *A Stochastic Model of TCP Reno*. Report no. 99-02, University of Massachusetts, 1999.');
    expect(cite(bib, 'apa')).to.contain('(Report No. 99-02)');
  });
});

describe('MLA never capitalises a URL', () => {
  it('a group that opens with the URL keeps it as written', () => {
    expect(cite('@misc{a, title={Academic Integrity}, url={https://www.nova.edu/academic-integrity/}}', 'mla')).to.equal('*Academic Integrity*. www.nova.edu/academic-integrity/.');
    expect(cite('@online{a, author={Birnbaum, David}, title={What Is {XML}}, url={http://dh.obdurodon.org/what-is-xml.xhtml}}', 'mla')).to.equal(
      'Birnbaum, David. *What Is XML*. dh.obdurodon.org/what-is-xml.xhtml.',
    );
  });
});

describe('case: what braces, symbols and compounds keep', () => {
  const dblp = `@inproceedings{DBLP:conf/usenix/BronsonACCDDFGKLMPPSV13,
  author    = {Nathan Bronson and Zach Amsden and George Cabrera},
  title     = {{TAO:} Facebook's Distributed Data Store for the Social Graph},
  booktitle = {2013 {USENIX} Annual Technical Conference},
  pages     = {49--60},
  publisher = {{USENIX} Association},
  year      = {2013}
}`;

  it("DBLP's {TAO:} keeps APA's capital after the colon", () => {
    expect(cite(dblp, 'apa')).to.contain("(2013). TAO: Facebook's distributed data store for the social graph. In");
    expect(cite(dblp, 'mla')).to.contain('"TAO: Facebook\'s Distributed Data Store for the Social Graph."');
  });

  it('a brand protected with its exclamation mark does not start a sentence', () => {
    expect(cite('@article{a, author={Lee, Ana}, title={Ranking at {Yahoo!} Scale}, journal={J}, year={2020}}', 'apa')).to.contain('Ranking at Yahoo! scale.');
  });

  it('MLA title case keeps the first part of a hyphenated compound: Out-of-Scope, In-Depth, To-Morrow', () => {
    const bib = '@inproceedings{a, author={Larson, Stefan}, title={An Evaluation Dataset for Intent Classification and Out-of-Scope Prediction}, booktitle={Proceedings of EMNLP-IJCNLP}, year={2019}}';
    expect(cite(bib, 'mla')).to.contain('"An Evaluation Dataset for Intent Classification and Out-of-Scope Prediction."');
    expect(cite(bib, 'apa')).to.contain('An evaluation dataset for intent classification and out-of-scope prediction.');
    expect(cite('@book{a, author={Howard, Ebenezer}, title={Garden Cities of To-Morrow}, year={1965}}', 'mla')).to.contain('*Garden Cities of To-Morrow*.');
  });

  it('chemistry and unit macros and math keep their case: \\ch{Mg}, \\ce{CO2}, $d=2+1$', () => {
    const bib = '@article{a, author={Lee, Ana}, title={Effect of \\ch{Mg} and \\ch{Ca} on \\ce{CO2} Uptake at \\SI{25}{\\celsius}}, journal={J}, year={2020}}';
    expect(cite(bib, 'apa')).to.contain('Effect of Mg and Ca on CO2 uptake at 25. *J*.');
    expect(cite('@thesis{a, author={Naaijkens, Pieter}, title={Anyons in Infinite Quantum Systems: {QFT} in $d=2+1$}, type={phdthesis}, institution={Radboud University}, year={2012}}', 'mla')).to.contain(
      '*Anyons in Infinite Quantum Systems: QFT in d=2+1*.',
    );
  });

  it('MLA title case does not capitalise a letter after a number (2nd, 2020s)', () => {
    expect(cite('@inproceedings{a, author={Liu, Zhuang}, title={A {ConvNet} for the 2020s}, booktitle={CVPR}, year={2022}}', 'mla')).to.contain('"A ConvNet for the 2020s."');
  });
});

describe('dates and numbers', () => {
  it('a BibTeX year range (2013-2019, 1829--1830) is a range', () => {
    expect(cite('@book{a, author={Lee, Ana}, title={Annals}, year={2013-2019}, publisher={P}}', 'apa')).to.contain('(2013–2019).');
    expect(cite('@book{a, author={Rafn, Carl Christian}, title={Sögur}, year={1829--1830}, publisher={Popp}}', 'mla')).to.contain('Popp, 1829–1830.');
  });

  it('a biblatex date with a time of day and an offset is that day', () => {
    const bib = '@online{a, author={Barker, Anne}, title={Swiss Voters Say No}, date={2013-10-30T11:20:51-07:00}, url={http://www.abc.net.au/news/x}}';
    expect(cite(bib, 'apa')).to.contain('(2013, October 30).');
    expect(cite(bib, 'mla')).to.contain('30 Oct. 2013,');
    expect(cite('@article{a, author={Barker, Anne}, title={T}, journal={ABC News}, date={2016-06-06T15:26:37+1000}}', 'mla')).to.contain('6 June 2016.');
  });

  it('a double issue is a range: APA 1(1–2), MLA nos. 1–2', () => {
    const bib = '@article{a, author={Greene, C.}, title={Space for Thought}, journal={Facilities}, volume={29}, number={1-2}, pages={19--30}, year={2011}}';
    expect(cite(bib, 'apa')).to.contain('*Facilities*, *29*(1–2), 19–30.');
    expect(cite(bib, 'mla')).to.contain('vol. 29, nos. 1–2, 2011, pp. 19–30.');
  });

  it('bad dates and numbers never throw; the citation is still given', () => {
    for (const date of ['2013-13-45T99', '2019-2013', 'T11:20', '--', '2013-10-30T']) {
      expect(cite(`@article{a, author={Lee, Ana}, title={T}, journal={J}, date={${date}}, number={1-}}`, 'apa')).to.match(/^Lee, A\. \(/);
    }
  });
});

describe('containers', () => {
  it("a journal issue's editor is not printed in an article's APA reference", () => {
    const bib = '@article{a, author={de Certeau, Michel}, title={Walking the City}, journal={The Cultural Studies Reader}, editor={During, Simon}, pages={126--133}, year={1964}}';
    expect(cite(bib, 'apa')).to.equal('de Certeau, M. (1964). Walking the city. *The Cultural Studies Reader*, 126–133.');
  });

  it("a crossref-inherited book title is the book's own title, cased; a typed booktitle is as given", () => {
    const bib = `@incollection{part, author={Westfahl, Gary}, title={The True Frontier}, pages={55--65}, crossref={book}}
@collection{book, editor={Westfahl, Gary}, title={Space and Beyond: The Frontier Theme in Science Fiction}, publisher={Greenwood}, year={2000}}`;
    expect(cite(bib, 'apa')).to.contain('*Space and beyond: The frontier theme in science fiction* (pp. 55–65)');
    const typed = '@incollection{part, author={Westfahl, Gary}, title={The True Frontier}, booktitle={Space and Beyond: The Frontier Theme in Science Fiction}, pages={55--65}, year={2000}}';
    expect(cite(typed, 'apa')).to.contain('*Space and Beyond: The Frontier Theme in Science Fiction* (pp. 55–65)');
    // A proceedings' title names its conference, a proper noun: inherited or typed, it is as given.
    const proceedings = `@inproceedings{paper, author={Chen, Ting}, title={A Simple Framework}, pages={1597--1607}, crossref={icml}}
@proceedings{icml, title={Proceedings of the 37th International Conference on Machine Learning}, publisher={PMLR}, year={2020}}`;
    expect(cite(proceedings, 'apa')).to.contain('*Proceedings of the 37th International Conference on Machine Learning* (pp. 1597–1607)');
  });

  it('arXiv as DBLP (CoRR, abs/…), Semantic Scholar (ArXiv) and arXiv itself (Eprint = {arXiv:…}) export it', () => {
    for (const bib of [
      '@article{a, author={Dasigi, Pradeep}, title={A Dataset}, journal={CoRR}, volume={abs/2105.03011}, year={2021}}',
      '@article{a, author={Dasigi, Pradeep}, title={A Dataset}, journal={ArXiv}, volume={abs/2105.03011}, year={2021}}',
      '@misc{a, Author={Pradeep Dasigi}, Title={A Dataset}, Year={2021}, Eprint={arXiv:2105.03011}}',
    ]) {
      expect(cite(bib, 'apa')).to.equal('Dasigi, P. (2021). *A dataset* (arXiv:2105.03011). arXiv. https://arxiv.org/abs/2105.03011');
    }
  });

  it("a DOI given as DBLP's url keeps https:// in MLA; LaTeX escapes leave DOIs", () => {
    expect(cite('@inproceedings{a, author={Zhang, Ziyin}, title={{MELA:} Acceptability}, booktitle={Proc. ACL}, year={2024}, url={https://doi.org/10.48550/arXiv.2311.09033}}', 'mla')).to.contain(
      ', https://doi.org/10.48550/arXiv.2311.09033.',
    );
    expect(cite('@article{a, author={Warstadt, Alex}, title={BLiMP}, journal={TACL}, year={2020}, doi={10.1162/tacl\\_a\\_00321}}', 'apa')).to.contain(
      'https://doi.org/10.1162/tacl_a_00321',
    );
  });

  it('quotation marks inside an MLA quoted title become single ones, curly or straight', () => {
    const bib = '@incollection{a, author={{Le Corbusier}}, title={“The Pack-Donkey’s Way” and “A Contemporary City”}, booktitle={The Urban Design Reader}, year={2013}}';
    expect(cite(bib, 'mla')).to.contain('"‘The Pack-Donkey’s Way’ and ‘A Contemporary City.’"');
  });

  it("an online reference entry: dated to its revision's day, and the site named as its own editor left out", () => {
    const bib = '@inreference{a, title={Episteme}, booktitle={Wikipedia}, editor={{Wikipedia}}, date={2022-10-31T04:26:46Z}, url={https://en.wikipedia.org/w/index.php?title=Episteme&oldid=1119185332}}';
    expect(cite(bib, 'apa')).to.equal('Episteme. (2022, October 31). In *Wikipedia*. https://en.wikipedia.org/w/index.php?title=Episteme&oldid=1119185332');
    expect(cite(bib, 'mla')).to.equal('"Episteme." *Wikipedia*, 31 Oct. 2022, en.wikipedia.org/w/index.php?title=Episteme&oldid=1119185332.');
  });

  it('APA describes a data set as one', () => {
    expect(cite('@dataset{a, author={Veeraboina, Hemish}, title={AIME Problem Set}, publisher={Kaggle}, year={2024}}', 'apa')).to.equal(
      'Veeraboina, H. (2024). *AIME problem set* [Data set]. Kaggle.',
    );
  });
});
