import { expect } from '@open-wc/testing';
import { CsvError, neutraliseFormula, readCsv, toCsv } from '../../src/lib/csv.js';

describe('CSV formula injection (OWASP)', () => {
  const cases: [string, string][] = [
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['-3.20', '-3.20'],
    ['+12.91', '+12.91'],
    ['1e5', '1e5'],
    ['GPT-6 Astra', 'GPT-6 Astra'],
    ['a=b', 'a=b'],
    ['', ''],
    // Fixed cases from the property-based runs (issue 25): a leading space, a line feed, full-width forms.
    [' =1+1', "' =1+1"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['\n=1', "'\n=1"],
    ['\nplain', "'\nplain"],
    ['＝HYPERLINK("http://x")', `'＝HYPERLINK("http://x")`],
    ['＋1', "'＋1"],
    ['－2', "'－2"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['\u3000＝1', "'\u3000＝1"],
    [' plain text', ' plain text'],
    ['GPT＝5', 'GPT＝5'],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(neutraliseFormula(input)).to.equal(expected);
    });
  }

  it('neutralises every text cell toCsv writes, headers included, and leaves numbers as numbers', () => {
    const csv = toCsv([
      ['=1+1', 'model'],
      ['@x', -3.5],
    ]);
    expect(readCsv(csv)).to.deep.equal([
      ["'=1+1", 'model'],
      ["'@x", '-3.5'],
    ]);
  });
});

describe('readCsv (RFC 4180, as spreadsheets write it)', () => {
  const cases: [string, string, string[][]][] = [
    ['plain rows, LF', 'model,score\nGPT-5,65\n', [['model', 'score'], ['GPT-5', '65']]],
    ['CRLF and no trailing line break', 'a,b\r\n1,2', [['a', 'b'], ['1', '2']]],
    ['a lone CR ends a record (old Mac)', 'a,b\r1,2\r', [['a', 'b'], ['1', '2']]],
    ['a byte-order mark is dropped', '\ufeffmodel,score\r\nx,1\r\n', [['model', 'score'], ['x', '1']]],
    ['quoted commas, quotes and line breaks', 'name,note\n"Claude ""Opus"", 4.1","two\r\nlines"\n', [['name', 'note'], ['Claude "Opus", 4.1', 'two\r\nlines']]],
    ['empty fields and an empty quoted field', 'a,,c\n"",x,\n', [['a', '', 'c'], ['', 'x', '']]],
    ['an empty line is a record of one empty field', 'a\n\nb\n', [['a'], [''], ['b']]],
    ['a quote inside an unquoted field is text', 'say 5" disk,1\n', [['say 5" disk', '1']]],
    ['text after a closing quote is kept', '"a"b,c\n', [['ab', 'c']]],
    ['other scripts and emoji', '模型,得分\n通义千问,55.4\n👨‍👩‍👧,1\n', [['模型', '得分'], ['通义千问', '55.4'], ['👨‍👩‍👧', '1']]],
    ['nothing', '', []],
  ];
  for (const [what, text, expected] of cases) {
    it(what, () => expect(readCsv(text)).to.deep.equal(expected));
  }

  it('an unterminated quote names the row it opens in', () => {
    const rows = ['model,score', ...Array.from({ length: 10 }, (_, i) => `m${i},${i}`), '"never closed,12', 'more,13'];
    expect(() => readCsv(rows.join('\n'))).to.throw(CsvError, /^row 12: unterminated quoted field$/);
    expect(() => readCsv('"a\nb",1\n"c')).to.throw('row 2: unterminated quoted field');
  });

  it('reads back what toCsv writes, 500 rows of hostile cells', () => {
    const rows = Array.from({ length: 500 }, (_, i) => [`model "${i}", v${i % 7}`, i % 3 ? `line\nbreak ${i}` : '', -i / 10, `=cmd${i}`]);
    const back = readCsv(toCsv(rows));
    expect(back).to.have.length(500);
    expect(back[3]).to.deep.equal(['model "3", v3', '', '-0.3', "'=cmd3"]);
    expect(back[4]).to.deep.equal(['model "4", v4', 'line\nbreak 4', '-0.4', "'=cmd4"]);
  });

  it('a 5 MB quoted field reads in linear time', () => {
    const big = `"${'x'.repeat(5_000_000)}",1\n`;
    // A character at a time took seconds (no time is asserted: `npm run bench` times it); a slice per run
    // is one string of the whole field.
    expect(readCsv(big)[0]![0]!.length).to.equal(5_000_000);
  });

});

describe('readCsv: a child script\'s own line breaks', () => {
  it('blank lines before the header and after the last record are no records; row 1 stays the header', () => {
    expect(readCsv('\nmodel,score\nA,1\n  ')).to.deep.equal([
      ['model', 'score'],
      ['A', '1'],
    ]);
    expect(readCsv('\r\n\r\nmodel,score\r\nA,1\r\n\r\n')).to.deep.equal([
      ['model', 'score'],
      ['A', '1'],
    ]);
    // A blank line between records is kept (the element says where it is).
    expect(readCsv('model,score\n\nA,1')).to.deep.equal([['model', 'score'], [''], ['A', '1']]);
    expect(() => readCsv('\n\nmodel,score\nA,"open')).to.throw('row 2: unterminated quoted field');
  });
});

