import { expect } from '@open-wc/testing';
import { MAX_MACRO_TOTAL_CHARS, MAX_MACRO_VALUE_CHARS, parseBibtex, type BibtexSpan } from '../../src/lib/bibtex-parse.js';
import { dedent } from '../../src/lib/bibtex-scan.js';
import { bibFilename } from '../../src/lib/bibtex-file-name.js';

const joined = (spans: readonly BibtexSpan[]) => spans.map(([, text]) => text).join('');
const textsOf = (spans: readonly BibtexSpan[], role: string) => spans.filter(([r]) => r === role).map(([, text]) => text);

describe('parseBibtex: spans give the source back exactly', () => {
  const sources = [
    '@misc{k,\n  title={A},\n}',
    '@misc{k,\r\n  title = {Line\r\n  two},\r\n  year = 2020\r\n}\r\n',
    '  \n\t@article{k, author = "Ann {Lee}" # " and Bo", month = jan}\n\n',
    '@string{j = "J"}\n@comment{anything {nested} here}\n@preamble{"x"}\n@book(b, journal = j # { X })',
    'Text before. @ alone\n@misc{k, title={never closed',
    '@article{broken,\n  title = {Missing Comma}\n  author = {Someone}\n}\n@misc{next, title={Fine}}',
    '',
    'no entry at all',
    '@misc{k, title = {Ünïcödé — “quotes”}}',
  ];
  for (const source of sources) {
    it(JSON.stringify(source.slice(0, 40)), () => {
      expect(joined(parseBibtex(source).spans)).to.equal(source);
    });
  }
});

describe('parseBibtex: roles', () => {
  it('tells type, key, field names, values, macros and punctuation apart', () => {
    const { spans } = parseBibtex('@misc{cai2026,\n  title={A {B}},\n  month=jan,\n  year=2026 # "x",\n}');
    expect(textsOf(spans, 'type')).to.deep.equal(['@misc']);
    expect(textsOf(spans, 'key')).to.deep.equal(['cai2026']);
    expect(textsOf(spans, 'field')).to.deep.equal(['title', 'month', 'year']);
    expect(textsOf(spans, 'value')).to.deep.equal(['{A {B}}', '2026', '"x"']);
    expect(textsOf(spans, 'macro')).to.deep.equal(['jan']);
    expect(textsOf(spans, 'punct')).to.deep.equal(['{', ',', '=', ',', '=', ',', '=', '#', ',', '}']);
  });

  it('text outside entries and @comment blocks are comments', () => {
    const { spans } = parseBibtex('Exported.\n@comment{note}\n@misc{k}');
    expect(textsOf(spans, 'comment')).to.deep.equal(['Exported.\n', 'note']);
  });
});

describe('parseBibtex: entries and fields', () => {
  const fieldCases: [string, string, Record<string, string>][] = [
    ['braced, nested', '@misc{k, title = {A {Nested {Deep}} Title}}', { title: 'A {Nested {Deep}} Title' }],
    ['quoted with braces and a quote inside braces', '@misc{k, title = "Say {"}hi{"} {now}"}', { title: 'Say {"}hi{"} {now}' }],
    ['a bare number', '@misc{k, year = 2026}', { year: '2026' }],
    ['# concatenation of quoted, braced and numbers', '@misc{k, note = "a" # {b} # 3}', { note: 'ab3' }],
    ['month macros to full names', '@misc{k, month = sep}', { month: 'September' }],
    ['@string macros, case-insensitive', '@string{AI = "Artificial Intelligence"}\n@misc{k, journal = ai # " Letters"}', { journal: 'Artificial Intelligence Letters' }],
    ['@string built from another macro', '@string{a = "X"}\n@string{b = a # "Y"}\n@misc{k, note = b}', { note: 'XY' }],
    ['an unknown macro keeps its name', '@misc{k, publisher = acm}', { publisher: 'acm' }],
    ['field names in lower case, values as written', '@misc{k, TITLE = {Ab}, Author = {C}}', { title: 'Ab', author: 'C' }],
    ['the first of two equal fields wins', '@misc{k, title = {One}, title = {Two}}', { title: 'One' }],
    ['CRLF inside values is kept', '@misc{k,\r\n title = {A\r\n B}\r\n}', { title: 'A\r\n B' }],
    ['escaped braces do not count', '@misc{k, title = {a \\} b \\{ c}}', { title: 'a \\} b \\{ c' }],
    ['parentheses as delimiters', '@misc(k, title = {A (b)})', { title: 'A (b)' }],
    ['no fields at all', '@misc{onlykey}', {}],
  ];
  for (const [name, source, fields] of fieldCases) {
    it(name, () => {
      const { entries } = parseBibtex(source);
      expect(entries).to.have.length(1);
      expect(entries[0]!.error).to.equal(undefined);
      expect(entries[0]!.fields).to.deep.equal(fields);
    });
  }

  it('reads type, key and offsets; skips @string, @comment and @preamble', () => {
    const source = '@comment{x}\n@preamble{"p"}\n@string{s = "S"}\n@Article{Key:2020-a,\n title={T}}\ntail';
    const { entries } = parseBibtex(source);
    expect(entries).to.have.length(1);
    const [entry] = entries;
    expect(entry!.type).to.equal('article');
    expect(entry!.key).to.equal('Key:2020-a');
    expect(source.slice(entry!.start, entry!.end)).to.equal('@Article{Key:2020-a,\n title={T}}');
  });

  it('an "@" that starts no entry is part of a comment', () => {
    const { entries } = parseBibtex('mail me @ example.org\n@misc{k}');
    expect(entries.map((e) => e.key)).to.deep.equal(['k']);
  });

  it('a bare @comment comments out nothing but itself', () => {
    const { entries } = parseBibtex('@comment this line\n@misc{k}');
    expect(entries.map((e) => e.key)).to.deep.equal(['k']);
  });
});

describe('parseBibtex: malformed entries say where and what, and reading goes on', () => {
  const errorCases: [string, string][] = [
    ['@misc{k, title = {never closed', 'line 1: a "{" is never closed'],
    ['@misc{k,\n title = "never closed}', 'line 2: the quoted value of "title" is never closed'],
    ['@misc{k,\n\n title {x}}', 'line 3: expected "=" after the field name "title"'],
    ['@misc{k, title = }', 'line 1: expected a value for "title"'],
    ['@misc{, title = {x}}', 'line 1: expected a citation key after "@misc{"'],
    ['@misc k', 'line 1: expected "{" after "@misc"'],
    ['@misc{k, title = {x}', 'line 1: expected "," or "}" in the entry "k", but the text ends'],
    ['@article{broken,\n  title = {Missing Comma}\n  author = {Someone}\n}', 'line 3: expected "," or "}" in the entry "broken"'],
    ['@string{ = "x"}', 'line 1: expected a macro name after "@string{"'],
  ];
  for (const [source, message] of errorCases) {
    it(message, () => {
      const { entries } = parseBibtex(source);
      expect(entries[0]!.error).to.equal(message);
    });
  }

  it('keeps reading after a malformed entry', () => {
    const { entries } = parseBibtex('@misc{a, title = {x} oops}\n@misc{b, title = {y}}');
    expect(entries.map((e) => [e.key, Boolean(e.error)])).to.deep.equal([
      ['a', true],
      ['b', false],
    ]);
    expect(entries[1]!.fields.title).to.equal('y');
  });
});

describe('dedent', () => {
  const cases: [string, string][] = [
    ['\n    @misc{k,\n      title={A},\n    }\n  ', '@misc{k,\n  title={A},\n}'],
    ['@misc{k,\n      title={A},\n}', '@misc{k,\n      title={A},\n}'],
    ['\r\n\t@misc{k,\r\n\t  title={A}}\r\n', '@misc{k,\r\n  title={A}}'],
    ['   \n  \n', ''],
    ['', ''],
  ];
  for (const [input, expected] of cases) {
    it(JSON.stringify(input), () => {
      expect(dedent(input)).to.equal(expected);
    });
  }
});

describe('bibFilename', () => {
  const cases: [string | undefined, string | undefined, string][] = [
    [undefined, 'cai2026requirements', 'cai2026requirements.bib'],
    ['paper.bib', 'key', 'paper.bib'],
    ['paper', 'key', 'paper.bib'],
    ['Paper.BIB', 'key', 'Paper.BIB'],
    ['../../etc/passwd', 'key', 'etc-passwd.bib'],
    ['a<b>:c?.bib', 'key', 'a-b-c-.bib'],
    [undefined, 'Key:2020/a b', 'Key-2020-a-b.bib'],
    [undefined, 'müller2021', 'müller2021.bib'],
    [undefined, '李2020代码', '李2020代码.bib'],
    [undefined, 'DBLP:journals/corr/abs-1706-03762', 'DBLP-journals-corr-abs-1706-03762.bib'],
    ['', '', 'citation.bib'],
    [undefined, undefined, 'citation.bib'],
  ];
  for (const [filename, key, expected] of cases) {
    it(`${JSON.stringify(filename)}, ${JSON.stringify(key)} → ${expected}`, () => {
      expect(bibFilename(filename, key)).to.equal(expected);
    });
  }
});

describe('parseBibtex: @string expansion is bounded (issue 25, item 2)', () => {
  /** Each macro twice the last: 650-odd characters that, unbounded, built 1.37 GB. */
  const doubling = (levels: number, base = 'x'.repeat(40)) => {
    let text = `@string{m0 = "${base}"}\n`;
    for (let i = 1; i <= levels; i++) text += `@string{m${i} = m${i - 1} # m${i - 1}}\n`;
    return `${text}@misc{bomb, title = m${levels}, note = m${levels} # m${levels}}\n`;
  };
  const cases: [name: string, source: string, message: RegExp][] = [
    ['the 650-character bomb', doubling(25), /^line 12: the value of "m11" expands to over the 64 KB limit for one value \(65,536 characters\)$/],
    ['a 60-level bomb', doubling(60), /64 KB limit for one value/],
    ['a bomb of 1,000-way joins', `@string{a = {${'y'.repeat(70)}}}\n@string{b = ${Array(1000).fill('a').join(' # ')}}\n@string{c = ${Array(1000).fill('b').join(' # ')}}\n@misc{k, title = c}`, /the value of "b" expands to over the 64 KB limit/],
    ['a field that joins one macro 2,000 times', `@string{a = {${'q'.repeat(50)}}}\n@misc{k, title = ${Array(2000).fill('a').join(' # ')}}`, /the value of "title" expands to over the 64 KB limit/],
    ['macros under the value limit, used until the text limit', `@string{a = {${'z'.repeat(60_000)}}}\n@misc{k, ${Array.from({ length: 40 }, (_, i) => `f${i} = a`).join(', ')}}`, /@string macros expand to over the 1 MB limit for the whole text \(1,000,000 characters\)/],
  ];
  for (const [name, source, message] of cases) {
    it(`${name}: refused with the limit named, in bounded time and memory`, () => {
      // Unbounded, the first took 62 s and 1.37 GB: it would meet the runner's timeout (no time is asserted).
      const { entries } = parseBibtex(source);
      const refused = entries.find((entry) => entry.error);
      expect(refused?.error).to.match(message);
      for (const entry of entries) {
        for (const value of Object.values(entry.fields)) expect(value.length).to.be.at.most(2 * MAX_MACRO_VALUE_CHARS);
      }
    });
  }

  it('real use stays well under the limits: a 10,000-character abstract macro used in 90 entries', () => {
    const abstract = 'w'.repeat(10_000);
    let text = `@string{abs = {${abstract}}}\n@string{pre = "Proc. "}\n`;
    for (let i = 0; i < 90; i++) text += `@inproceedings{k${i}, booktitle = pre # {of Conf ${i}}, abstract = abs}\n`;
    const { entries } = parseBibtex(text);
    expect(entries.filter((entry) => entry.error)).to.deep.equal([]);
    expect(entries[89]!.fields.abstract).to.equal(abstract);
    expect(entries[0]!.fields.booktitle).to.equal('Proc. of Conf 0');
    expect(90 * abstract.length).to.be.below(MAX_MACRO_TOTAL_CHARS);
  });

  it('an entry after a refused one still reads, and macro names stay for undefined macros', () => {
    const { entries } = parseBibtex(`${doubling(20)}@misc{after, title = {Fine}, journal = m20}`);
    const after = entries.find((entry) => entry.key === 'after')!;
    expect(after.error).to.equal(undefined);
    expect(after.fields.title).to.equal('Fine');
  });
});
