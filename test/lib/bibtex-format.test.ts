import { expect } from '@open-wc/testing';
import { MAX_STYLED_PIECES, citationText, prepareCitation, type PreparedCitation } from '../../src/lib/bibtex-citation.js';
import { formatCitation, type Citation } from '../../src/lib/bibtex-format.js';
import { initials, parseName, parseNames } from '../../src/lib/bibtex-names.js';
import { parseBibtex, type BibtexEntry } from '../../src/lib/bibtex-parse.js';
import { PAPER_BIBTEX as PAPER } from '../fixtures/paper-bibtex.js';
import { TWENTY_TWO_AUTHORS as LONG_AUTHORS } from '../fixtures/bib/many-authors.js';

/** Italic runs (the odd ones) between asterisks, so one expected string checks text and italics. */
const marked = (runs: Citation) => runs.map((run, index) => (index % 2 ? `*${run}*` : run)).join('');
const formatApa = (entry: BibtexEntry) => formatCitation(entry, 'apa');
const formatMla = (entry: BibtexEntry) => formatCitation(entry, 'mla');
const firstEntry = (bibtex: string) => {
  const [entry] = parseBibtex(bibtex).entries;
  if (!entry || entry.error) throw new Error(`fixture does not parse: ${entry?.error}`);
  return entry;
};

/**
 * Entries of every kind authors paste, with the full APA 7 and MLA 9 text
 * expected (italics between asterisks). Apart from the paper's own entry and
 * two well-known references, the works are invented for the test.
 */
const CASES: { name: string; bibtex: string; apa: string; mla: string }[] = [
  {
    name: 'the paper: @misc arXiv preprint with eight authors',
    bibtex: PAPER,
    apa: 'Cai, Y., Wang, M., Zhao, L., Zhang, L., Li, L., Li, S., Sun, X., & Luo, F. (2026). *When requirements interact: Scaling long-horizon coding via interdependent specifications* (arXiv:2610.40256). arXiv. https://arxiv.org/abs/2610.40256',
    mla: 'Cai, Yishuo, et al. "When Requirements Interact: Scaling Long-Horizon Coding via Interdependent Specifications." *arXiv*, 2026, arxiv.org/abs/2610.40256.',
  },
  {
    name: '@article with volume, number, pages and DOI; two authors',
    bibtex: `@article{park2017,
  author = {Jiwoo Park and Noah Stein},
  title = {Attention to Requirements in Code Review},
  journal = {Empirical Software Engineering},
  volume = {29},
  number = {4},
  pages = {1--15},
  year = {2017},
  doi = {10.1000/ese.2017.29.4},
}`,
    apa: 'Park, J., & Stein, N. (2017). Attention to requirements in code review. *Empirical Software Engineering*, *29*(4), 1–15. https://doi.org/10.1000/ese.2017.29.4',
    mla: 'Park, Jiwoo, and Noah Stein. "Attention to Requirements in Code Review." *Empirical Software Engineering*, vol. 29, no. 4, 2017, pp. 1–15, https://doi.org/10.1000/ese.2017.29.4.',
  },
  {
    name: '@inproceedings with editors, publisher and a DOI given as a URL',
    bibtex: `@inproceedings{lopez2023,
  author    = {Ana L{\\'o}pez and Wei Chen and Priya Natarajan},
  title     = {Typed Holes for Incremental Program Repair},
  booktitle = {Proceedings of the 45th International Conference on Software Engineering},
  editor    = {Maria Rossi and John Smith},
  pages     = {101--112},
  publisher = {IEEE},
  year      = {2023},
  doi       = {https://doi.org/10.1109/ICSE.2023.00021},
}`,
    apa: 'López, A., Chen, W., & Natarajan, P. (2023). Typed holes for incremental program repair. In M. Rossi & J. Smith (Eds.), *Proceedings of the 45th International Conference on Software Engineering* (pp. 101–112). IEEE. https://doi.org/10.1109/ICSE.2023.00021',
    mla: 'López, Ana, et al. "Typed Holes for Incremental Program Repair." *Proceedings of the 45th International Conference on Software Engineering*, edited by Maria Rossi and John Smith, IEEE, 2023, pp. 101–12, https://doi.org/10.1109/ICSE.2023.00021.',
  },
  {
    name: '@book with an edition, "Last, First Middle"',
    bibtex: `@book{knuth1997,
  author = {Knuth, Donald E.},
  title = {The Art of Computer Programming},
  edition = {3},
  publisher = {Addison-Wesley},
  year = 1997,
}`,
    apa: 'Knuth, D. E. (1997). *The art of computer programming* (3rd ed.). Addison-Wesley.',
    mla: 'Knuth, Donald E. *The Art of Computer Programming*. 3rd ed., Addison-Wesley, 1997.',
  },
  {
    name: '@book with an edition and a volume',
    bibtex: `@book{knuth1997v1,
  author = {Donald E. Knuth},
  title = {The Art of Computer Programming},
  edition = {3},
  volume = {1},
  publisher = {Addison-Wesley},
  year = {1997},
}`,
    apa: 'Knuth, D. E. (1997). *The art of computer programming* (3rd ed., Vol. 1). Addison-Wesley.',
    mla: 'Knuth, Donald E. *The Art of Computer Programming*. 3rd ed., vol. 1, Addison-Wesley, 1997.',
  },
  {
    name: '@book with a volume and no edition',
    bibtex: `@book{series2004, author = {Ann Author}, title = {Collected Papers}, volume = 2, publisher = {Press}, year = 2004}`,
    apa: 'Author, A. (2004). *Collected papers* (Vol. 2). Press.',
    mla: 'Author, Ann. *Collected Papers*. Vol. 2, Press, 2004.',
  },
  {
    name: '@article with accented names and protected words',
    bibtex: `@article{mueller2021,
  author = {M{\\"u}ller, J{\\"o}rg and Garc{\\'\\i}a M{\\'a}rquez, Gabriel and {\\O}rsted, Hans Christian},
  title = {Fast {Fourier} Methods for {Schr\\"odinger} Equations},
  journal = {Zeitschrift f{\\"u}r Beispiele},
  volume = 7,
  pages = {3-9},
  year = 2021,
}`,
    apa: 'Müller, J., García Márquez, G., & Ørsted, H. C. (2021). Fast Fourier methods for Schrödinger equations. *Zeitschrift für Beispiele*, *7*, 3–9.',
    mla: 'Müller, Jörg, et al. "Fast Fourier Methods for Schrödinger Equations." *Zeitschrift für Beispiele*, vol. 7, 2021, pp. 3–9.',
  },
  {
    name: '@book with \\c, \\ss, \\AA, \\L, \\v, \\~, \\`, \\^, \\. accents',
    bibtex: `@book{accents1999,
  author = {Fran{\\c{c}}ois Gau{\\ss} and {\\AA}sa {\\L}ukasiewicz and Ji{\\v{r}}{\\'\\i} {\\v{S}}afr{\\'a}nek},
  title  = {Pe{\\~n}a, Cr{\\\`e}me Br{\\^u}l{\\'e}e and {\\.Z}{\\'o}{\\l}w},
  publisher = {Ed. Ca{\\~n}on},
  year = {1999},
}`,
    apa: 'Gauß, F., Łukasiewicz, Å., & Šafránek, J. (1999). *Peña, crème brûlée and żółw*. Ed. Cañon.',
    mla: 'Gauß, François, et al. *Peña, Crème Brûlée and Żółw*. Ed. Cañon, 1999.',
  },
  {
    name: 'protected capitals and a protected hyphenated name; one page',
    bibtex: `@inproceedings{doe2024,
  author = {Jane Doe},
  title = {Evaluating {GPT}-4 and {L}lama on {SWE-bench}: {A} Study of Large Language Models},
  booktitle = {Findings of the Association for Computational Linguistics},
  year = {2024},
  pages = {7},
}`,
    apa: 'Doe, J. (2024). Evaluating GPT-4 and Llama on SWE-bench: A study of large language models. In *Findings of the Association for Computational Linguistics* (p. 7).',
    mla: 'Doe, Jane. "Evaluating GPT-4 and Llama on SWE-bench: A Study of Large Language Models." *Findings of the Association for Computational Linguistics*, 2024, p. 7.',
  },
  {
    name: 'corporate author in braces, arXiv without a url field',
    bibtex: `@misc{openai2023gpt4,
  author = {{OpenAI}},
  title = {{GPT}-4 Technical Report},
  year = {2023},
  eprint = {2303.08774},
  archivePrefix = {arXiv},
  primaryClass = {cs.CL},
}`,
    apa: 'OpenAI. (2023). *GPT-4 technical report* (arXiv:2303.08774). arXiv. https://arxiv.org/abs/2303.08774',
    mla: 'OpenAI. "GPT-4 Technical Report." *arXiv*, 2023, arxiv.org/abs/2303.08774.',
  },
  {
    name: '@string macros, # concatenation, a month macro and quoted values',
    bibtex: `@string{tse = "IEEE Transactions on Software Engineering"}
@string{ieee = {IEEE}}
@article{kim2020,
  author = "Kim, Soo-Jin and Park, Min",
  title = "Specification " # "Mining " # {at Scale},
  journal = tse,
  year = 2020,
  month = sep,
  volume = "46",
  number = 9,
  pages = "1001--1020",
  publisher = ieee,
}`,
    apa: 'Kim, S.-J., & Park, M. (2020). Specification mining at scale. *IEEE Transactions on Software Engineering*, *46*(9), 1001–1020.',
    mla: 'Kim, Soo-Jin, and Min Park. "Specification Mining at Scale." *IEEE Transactions on Software Engineering*, vol. 46, no. 9, Sept. 2020, pp. 1001–20.',
  },
  {
    name: 'Windows line endings, a value spanning lines',
    bibtex:
      '@article{lee2019,\r\n  author = {Lee, Ada},\r\n  title = {Line Endings in\r\n           {Windows} Files},\r\n' +
      '  journal = {Journal of Text},\r\n  year = {2019},\r\n}\r\n',
    apa: 'Lee, A. (2019). Line endings in Windows files. *Journal of Text*.',
    mla: 'Lee, Ada. "Line Endings in Windows Files." *Journal of Text*, 2019.',
  },
  {
    name: '"and others"',
    bibtex: `@article{zhang2022,
  author = {Alice Zhang and Bob Kumar and others},
  title = {Scaling Laws for Specification Following},
  journal = {Transactions on Machine Learning Research},
  year = {2022},
}`,
    apa: 'Zhang, A., Kumar, B., et al. (2022). Scaling laws for specification following. *Transactions on Machine Learning Research*.',
    mla: 'Zhang, Alice, et al. "Scaling Laws for Specification Following." *Transactions on Machine Learning Research*, 2022.',
  },
  {
    name: 'von parts and Jr in all three name forms',
    bibtex: `@book{particles2001,
  author = {Ludwig van Beethoven and de la Fontaine, Jean and Ford, Jr., Henry},
  title = {Names with Particles},
  publisher = {Example Press},
  year = {2001},
}`,
    apa: 'van Beethoven, L., de la Fontaine, J., & Ford, H., Jr. (2001). *Names with particles*. Example Press.',
    mla: 'van Beethoven, Ludwig, et al. *Names with Particles*. Example Press, 2001.',
  },
  {
    name: '22 authors: APA lists 19, an ellipsis and the last',
    bibtex: `@article{long2025,
  author = {${LONG_AUTHORS}},
  title = {A Benchmark with Many Authors},
  journal = {Data Journal},
  volume = {3},
  pages = {e12},
  year = {2025},
}`,
    apa:
      'Abbott, A., Baker, B., Carter, C., Dunn, D., Evans, E., Fox, F., Gray, G., Hill, H., Irwin, I., Jones, J., ' +
      'King, K., Lane, L., Moore, M., Nash, N., Owen, O., Price, P., Quirk, Q., Reed, R., Stone, S., . . . Vance, V. ' +
      '(2025). A benchmark with many authors. *Data Journal*, *3*, e12.',
    mla: 'Abbott, Ann, et al. "A Benchmark with Many Authors." *Data Journal*, vol. 3, 2025, p. e12.',
  },
  {
    name: 'nested braces inside quotes',
    bibtex: `@article{oneil2018,
  author = "O'Neil, Cathy",
  title = "Nested {Braces {Inside}} Quoted Values",
  journal = "Parsing Letters",
  year = "2018", volume = 12, number = {1}, pages = {100},
}`,
    apa: "O'Neil, C. (2018). Nested Braces Inside quoted values. *Parsing Letters*, *12*(1), 100.",
    mla: `O'Neil, Cathy. "Nested Braces Inside Quoted Values." *Parsing Letters*, vol. 12, no. 1, 2018, p. 100.`,
  },
  {
    name: '@techreport with a number and a URL',
    bibtex: `@techreport{lin2020,
  author = {Ruth Lin and Omar Haddad},
  title = {On Report Numbers},
  institution = {Example Lab},
  number = {TR-2020-01},
  year = {2020},
  url = {https://example.org/tr/2020-01},
}`,
    apa: 'Lin, R., & Haddad, O. (2020). *On report numbers* (Report No. TR-2020-01). Example Lab. https://example.org/tr/2020-01',
    mla: 'Lin, Ruth, and Omar Haddad. *On Report Numbers*. Report no. TR-2020-01, Example Lab, 2020, example.org/tr/2020-01.',
  },
  {
    name: '@phdthesis',
    bibtex: `@phdthesis{rossi2019,
  author = {Sofia Rossi},
  title = {Learning to Specify},
  school = {University of Example},
  year = {2019},
}`,
    apa: 'Rossi, S. (2019). *Learning to specify* [Doctoral dissertation, University of Example].',
    mla: 'Rossi, Sofia. *Learning to Specify*. 2019. University of Example, PhD dissertation.',
  },
  {
    name: '@mastersthesis',
    bibtex: '@mastersthesis{berg2017, author={Tom Berg}, title={Small Parsers}, school={Example Institute of Technology}, year={2017}}',
    apa: "Berg, T. (2017). *Small parsers* [Master's thesis, Example Institute of Technology].",
    mla: 'Berg, Tom. *Small Parsers*. 2017. Example Institute of Technology, MA thesis.',
  },
  {
    name: '@article whose journal is "arXiv preprint arXiv:…" (as Google Scholar exports), no trailing comma',
    bibtex: `@article{ng2023,
  title={Long-Context Agents Need Better Memory},
  author={Ng, Lena and Osei, Kwame},
  journal={arXiv preprint arXiv:2305.01234},
  year={2023}
}`,
    apa: 'Ng, L., & Osei, K. (2023). *Long-context agents need better memory* (arXiv:2305.01234). arXiv. https://arxiv.org/abs/2305.01234',
    mla: 'Ng, Lena, and Kwame Osei. "Long-Context Agents Need Better Memory." *arXiv*, 2023, arxiv.org/abs/2305.01234.',
  },
  {
    name: 'parentheses as delimiters, a team as author, howpublished = \\url{…}',
    bibtex: `@misc(website2024,
  author = {{The CodeSpecWeave Team}},
  title = {Project Page},
  howpublished = {\\url{https://example.org/codespecweave}},
  year = {2024},
  note = {Accessed 2024-05-01}
)`,
    apa: 'The CodeSpecWeave Team. (2024). *Project page*. https://example.org/codespecweave',
    mla: 'The CodeSpecWeave Team. *Project Page*. 2024, example.org/codespecweave.',
  },
  {
    name: '@proceedings with editors and no author',
    bibtex: `@proceedings{sato2022,
  editor = {Hana Sato and Luis Ortega},
  title = {Proceedings of the Workshop on Example Systems},
  publisher = {Example Society},
  year = {2022},
}`,
    apa: 'Sato, H., & Ortega, L. (Eds.). (2022). *Proceedings of the workshop on example systems*. Example Society.',
    mla: 'Sato, Hana, and Luis Ortega, editors. *Proceedings of the Workshop on Example Systems*. Example Society, 2022.',
  },
  {
    name: 'no author and no year',
    bibtex: '@misc{anon, title = {An Anonymous Note}}',
    apa: '*An anonymous note*. (n.d.).',
    mla: '*An Anonymous Note*.',
  },
  {
    name: '@incollection with an editor; middle names and a hyphenated given name',
    bibtex: `@incollection{evans2015,
  author = {Mary Ann Evans and Paul-Henri Durand},
  title = {Chapters and Their Pages},
  booktitle = {Handbook of Examples},
  editor = {Rosa Klein},
  publisher = {Example University Press},
  pages = {23--45},
  year = {2015},
}`,
    apa: 'Evans, M. A., & Durand, P.-H. (2015). Chapters and their pages. In R. Klein (Ed.), *Handbook of Examples* (pp. 23–45). Example University Press.',
    mla: 'Evans, Mary Ann, and Paul-Henri Durand. "Chapters and Their Pages." *Handbook of Examples*, edited by Rosa Klein, Example University Press, 2015, pp. 23–45.',
  },
  {
    name: 'dashes, ~, \\&, math and \\LaTeX in a title',
    bibtex: `@article{chen2016,
  author = {Chen, Li},
  title = {Trade-offs in {\\LaTeX} Typesetting --- Speed vs.~Quality \\& the {$\\alpha$}--{$\\beta$} Rule},
  journal = {TUGboat},
  volume = {37},
  number = {2},
  pages = {200--210},
  year = {2016},
}`,
    apa: 'Chen, L. (2016). Trade-offs in LaTeX typesetting — speed vs. quality & the α–β rule. *TUGboat*, *37*(2), 200–210.',
    mla: 'Chen, Li. "Trade-Offs in LaTeX Typesetting — Speed vs. Quality & the α–β Rule." *TUGboat*, vol. 37, no. 2, 2016, pp. 200–10.',
  },
  {
    name: 'text, @comment and @preamble before the entry',
    bibtex: `Exported from a reference manager.
@comment{jabref-meta: databaseType:bibtex;}
@preamble{"\\newcommand{\\noopsort}[1]{}"}
@book{author2000, author={Ann Author}, title={Only Entry}, publisher={P}, year={2000}}`,
    apa: 'Author, A. (2000). *Only entry*. P.',
    mla: 'Author, Ann. *Only Entry*. P, 2000.',
  },
  {
    name: 'upper-case type and field names, a date instead of a year',
    bibtex: `@INPROCEEDINGS{alvarez2021,
  AUTHOR = {Diego Alvarez},
  TITLE = {Upper-Case Field Names},
  BOOKTITLE = {Proceedings of Example Conference},
  DATE = {2021-06-14},
}`,
    apa: 'Alvarez, D. (2021). Upper-case field names. In *Proceedings of Example Conference*.',
    mla: 'Alvarez, Diego. "Upper-Case Field Names." *Proceedings of Example Conference*, 2021.',
  },
  {
    name: 'a title ending with a question mark',
    bibtex: '@article{wu2020, author={Kai Wu}, title={Do Specifications Interact?}, journal={Example Letters}, year=2020, volume=1, pages={1--2}}',
    apa: 'Wu, K. (2020). Do specifications interact? *Example Letters*, *1*, 1–2.',
    mla: 'Wu, Kai. "Do Specifications Interact?" *Example Letters*, vol. 1, 2020, pp. 1–2.',
  },
  {
    name: 'arXiv with a DOI and an "arXiv:" eprint',
    bibtex: `@misc{mehta2024,
  author = {Rahul Mehta and Sara Ali and Tom Berg},
  title = {Interdependent Requirements in Practice},
  year = {2024},
  eprint = {arXiv:2401.00001},
  archivePrefix = {arXiv},
  doi = {10.48550/arXiv.2401.00001},
}`,
    apa: 'Mehta, R., Ali, S., & Berg, T. (2024). *Interdependent requirements in practice* (arXiv:2401.00001). arXiv. https://doi.org/10.48550/arXiv.2401.00001',
    mla: 'Mehta, Rahul, et al. "Interdependent Requirements in Practice." *arXiv*, 2024, https://doi.org/10.48550/arXiv.2401.00001.',
  },
  {
    name: 'a published article that also has an arXiv eprint stays an article',
    bibtex: `@article{ito2022,
  author = {Ito, Ken},
  title = {From Preprint to Journal},
  journal = {Journal of Examples},
  volume = {5}, number = {1}, pages = {10--20}, year = {2022},
  eprint = {2201.00002}, archivePrefix = {arXiv},
}`,
    apa: 'Ito, K. (2022). From preprint to journal. *Journal of Examples*, *5*(1), 10–20.',
    mla: 'Ito, Ken. "From Preprint to Journal." *Journal of Examples*, vol. 5, no. 1, 2022, pp. 10–20.',
  },
  {
    name: 'a single author with one name and a numeric month',
    bibtex: '@article{plato2010, author={Plato}, title={On the Example}, journal={Classics Quarterly}, year={2010}, month={4}}',
    apa: 'Plato. (2010). On the example. *Classics Quarterly*.',
    mla: 'Plato. "On the Example." *Classics Quarterly*, Apr. 2010.',
  },
];

describe('formatCitation: APA and MLA', () => {
  it('covers at least 25 entries', () => {
    expect(CASES.length).to.be.greaterThanOrEqual(25);
  });

  for (const c of CASES) {
    it(`APA: ${c.name}`, () => {
      expect(marked(formatApa(firstEntry(c.bibtex)))).to.equal(c.apa);
    });
    it(`MLA: ${c.name}`, () => {
      expect(marked(formatMla(firstEntry(c.bibtex)))).to.equal(c.mla);
    });
  }

  it('APA lists 20 authors in full and shortens 21', () => {
    const names = LONG_AUTHORS.split(' and ');
    const apaAuthors = (count: number) =>
      citationText(formatApa(firstEntry(`@misc{k, author={${names.slice(0, count).join(' and ')}}, year=2020}`)));
    expect(apaAuthors(20)).to.match(/Stone, S\., & Todd, T\. \(2020\)\.$/);
    expect(apaAuthors(20)).not.to.contain('. . .');
    expect(apaAuthors(21)).to.match(/Stone, S\., \. \. \. Upton, U\. \(2020\)\.$/);
    expect(apaAuthors(21)).not.to.contain('Todd');
  });

  it('MLA: one, two and three authors', () => {
    const mla = (author: string) => citationText(formatMla(firstEntry(`@misc{k, author={${author}}}`)));
    expect(mla('Ann Abbott')).to.equal('Abbott, Ann.');
    expect(mla('Ann Abbott and Ben Baker')).to.equal('Abbott, Ann, and Ben Baker.');
    expect(mla('Ann Abbott and Ben Baker and Cal Carter')).to.equal('Abbott, Ann, et al.');
  });

  it('citationText is the plain text Copy takes', () => {
    expect(citationText(['A. ', 'Title', '.'])).to.equal('A. Title.');
  });
});

describe('parseName', () => {
  const cases: [string, Partial<ReturnType<typeof parseName>>][] = [
    ['Yishuo Cai', { first: 'Yishuo', von: '', last: 'Cai', jr: '' }],
    ['Cai, Yishuo', { first: 'Yishuo', last: 'Cai' }],
    ['Mary Ann Evans', { first: 'Mary Ann', last: 'Evans' }],
    ['Ludwig van Beethoven', { first: 'Ludwig', von: 'van', last: 'Beethoven' }],
    ['Jean de la Fontaine', { first: 'Jean', von: 'de la', last: 'Fontaine' }],
    ['de la Fontaine, Jean', { first: 'Jean', von: 'de la', last: 'Fontaine' }],
    ['Van Gogh, Vincent', { first: 'Vincent', von: '', last: 'Van Gogh' }],
    ['Brinch Hansen, Per', { first: 'Per', last: 'Brinch Hansen' }],
    ['Ford, Jr., Henry', { first: 'Henry', last: 'Ford', jr: 'Jr.' }],
    ['Plato', { first: '', last: 'Plato' }],
    ['{OpenAI}', { last: 'OpenAI', literal: true }],
    ['{Barnes and Noble, Inc.}', { last: 'Barnes and Noble, Inc.', literal: true }],
    ['{\\"O}zg{\\"u}r Kaya', { first: 'Özgür', last: 'Kaya' }],
    ['Jean~Dupont', { first: 'Jean', last: 'Dupont' }],
    ['{van} Houten, Anna', { first: 'Anna', von: '', last: 'van Houten' }],
  ];
  for (const [raw, expected] of cases) {
    it(JSON.stringify(raw), () => {
      expect(parseName(raw)).to.include(expected);
    });
  }
});

describe('parseNames', () => {
  it('splits at "and" outside braces only, any case, across lines', () => {
    const list = parseNames('{Barnes and Noble} and Ann Lee\n  AND Bo Kim');
    expect(list.names.map((n) => n.last)).to.deep.equal(['Barnes and Noble', 'Lee', 'Kim']);
    expect(list.others).to.equal(false);
  });
  it('does not split inside a word ("Anderson", "Sandra")', () => {
    expect(parseNames('Sandra Anderson and Rand Andrews').names.map((n) => n.last)).to.deep.equal(['Anderson', 'Andrews']);
  });
  it('notes "and others" and drops it from the names', () => {
    const list = parseNames('Ann Lee and others');
    expect(list.names).to.have.length(1);
    expect(list.others).to.equal(true);
  });
  it('an empty or missing field is no names', () => {
    expect(parseNames(undefined).names).to.deep.equal([]);
    expect(parseNames('').names).to.deep.equal([]);
  });
});

describe('initials', () => {
  const cases: [string, string][] = [
    ['Yishuo', 'Y.'],
    ['Mary Ann', 'M. A.'],
    ['Jean-Paul', 'J.-P.'],
    ['F.M.', 'F. M.'],
    ['J.-P.', 'J.-P.'],
    ['Donald E.', 'D. E.'],
    ['Özgür', 'Ö.'],
    ['åsa', 'Å.'],
    ['', ''],
  ];
  for (const [first, expected] of cases) {
    it(`${JSON.stringify(first)} → ${JSON.stringify(expected)}`, () => {
      expect(initials(first)).to.equal(expected);
    });
  }
});

/** The BibTeX view's text: its lines' pieces joined. */
const joinedLines = (prepared: PreparedCitation) => prepared.lines.flat().map(([, text]) => text).join('');

describe('prepareCitation', () => {
  it('one entry: the text is the source exactly, the lines rebuild it', () => {
    const source = `${PAPER}\n`;
    const prepared = prepareCitation(source);
    expect(prepared.text).to.equal(source);
    expect(joinedLines(prepared)).to.equal(source);
    expect(prepared.key).to.equal('cai2026requirementsinteractscalinglonghorizon');
    expect(prepared.problem).to.equal('');
    expect(prepared.leftOut).to.equal(0);
    expect(citationText(prepared.apa)).to.match(/^Cai, Y\., Wang, M\./);
    expect(citationText(prepared.mla)).to.match(/^Cai, Yishuo, et al\./);
  });

  it('several entries: shows the text up to the end of the first and counts the rest', () => {
    const first = '@string{j = {Journal}}\n@article{a, title={First}, journal=j, year=2020}';
    const prepared = prepareCitation(`${first}\n\n@book{b, title={Second}}\n@misc{c, title={Third}}\n`);
    expect(prepared.text).to.equal(first);
    expect(joinedLines(prepared)).to.equal(first);
    expect(prepared.leftOut).to.equal(2);
    expect(citationText(prepared.apa)).to.equal('First. (2020). Journal.');
  });

  it('malformed: the whole source, a problem with its line, no citations', () => {
    const source = '@article{broken,\n  title = {Missing Comma}\n  author = {Someone}\n}';
    const prepared = prepareCitation(source);
    expect(prepared.text).to.equal(source);
    expect(joinedLines(prepared)).to.equal(source);
    expect(prepared.problem).to.equal('line 3: expected "," or "}" in the entry "broken"');
    expect(prepared.key).to.equal('broken');
    expect(prepared.apa).to.deep.equal([]);
    expect(prepared.mla).to.deep.equal([]);
  });

  it('text without any entry is malformed; an empty string is not', () => {
    expect(prepareCitation('just some words').problem).to.contain('no entry was found');
    expect(prepareCitation('').problem).to.equal('');
    expect(prepareCitation('  \n ').problem).to.equal('');
  });

  it('splits the view into lines, each ending with its line break, roles kept', () => {
    const prepared = prepareCitation('@misc{k,\r\n  title = {A\nB}\n}');
    const lines = prepared.lines.map((line) => line.map(([, text]) => text).join(''));
    expect(lines).to.deep.equal(['@misc{k,\r\n', '  title = {A\n', 'B}\n', '}']);
    expect(prepared.lines[1]!.find(([, text]) => text === '{A\n')![0]).to.equal('value');
    expect(prepared.lines[2]![0]).to.deep.equal(['value', 'B}']);
  });

  it(`past ${MAX_STYLED_PIECES} pieces the rest is one plain piece, and the text is still whole`, () => {
    const source = '%\n'.repeat(130_000);
    const prepared = prepareCitation(source);
    expect(prepared.lines.flat().length).to.equal(MAX_STYLED_PIECES + 1);
    expect(prepared.lines.flat().at(-1)![0]).to.equal('text');
    expect(joinedLines(prepared)).to.equal(source);
  });
});
