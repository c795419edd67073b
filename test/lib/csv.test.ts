import { expect } from '@open-wc/testing';
import { neutraliseFormula, parseCsv, toCsv } from '../../src/lib/csv.js';

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
    expect(parseCsv(csv)).to.deep.equal([
      ["'=1+1", 'model'],
      ["'@x", '-3.5'],
    ]);
  });
});
