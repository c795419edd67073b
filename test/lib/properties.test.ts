// Property-based tests (fast-check) of the pure parsers and the layout (issue 25): random input,
// seeded so a failure replays, bounded in runs and in time so `npm test` stays quick. The
// counterexamples the hostile-input run found are fixed cases beside them.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { parseBibtex } from '../../src/lib/bibtex-parse.js';
import { CsvError, neutraliseFormula, readCsv, toCsv } from '../../src/lib/csv.js';
import { safeFileName } from '../../src/lib/file-name.js';
import { parseLeaderboardData } from '../support/leaderboard-parse.js';
import { layoutRequirementWeb } from '../../src/lib/requirement-layout.js';
import { parseResults } from '../support/results-parse.js';
import { estimateTextWidth } from '../../src/lib/text-fit.js';
import { DataError } from '../../src/lib/validate.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';

/** One seed for every property: a failure prints it with its path, and the same run replays. */
const RUN = { seed: 20261202, numRuns: 300, interruptAfterTimeLimit: 4000 };

describe('properties (fast-check, seeded)', () => {
  it('readCsv reads any text or says where it cannot (a CsvError), and reads back what toCsv wrote', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        try {
          const rows = readCsv(text);
          expect(rows).to.be.an('array');
        } catch (error) {
          expect(error).to.be.instanceOf(CsvError);
        }
      }),
      RUN,
    );
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }), (rows) => {
        // Whole rows of one empty cell are blank lines, which readCsv drops at the start and end.
        fc.pre(rows.every((row) => row.length > 1 || row[0]!.trim() !== ''));
        expect(readCsv(toCsv(rows))).to.deep.equal(rows.map((row) => row.map(neutraliseFormula)));
      }),
      RUN,
    );
  });

  it('no CSV cell the library writes starts as a formula, whatever the text (fixed cases: space, line feed, full-width ＝)', () => {
    for (const cell of [' =1+1', '\n=1', '＝1+1', '＋1', '－1', '＠SUM(A1)']) expect(neutraliseFormula(cell).startsWith("'")).to.equal(true, JSON.stringify(cell));
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (cell) => {
        const out = neutraliseFormula(cell);
        // A spreadsheet trims leading white space before it looks for a formula; plain numbers are values.
        const numeric = /^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(cell.trim());
        if (!numeric && !out.startsWith("'")) expect(/^\s*[=+\-@＝＋－＠]/.test(out)).to.equal(false, JSON.stringify(cell));
      }),
      RUN,
    );
  });

  it('download names are never a device name or a path, whatever the name (fixed cases: CONIN$, CONOUT$)', () => {
    for (const name of ['CONIN$', 'conout$', 'CON', 'nul.txt', 'COM1']) expect(/^(con|prn|aux|nul|com\d|lpt\d|conin\$|conout\$)(\.|$)/i.test(safeFileName(name, '.bib'))).to.equal(false, name);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (name) => {
        const safe = safeFileName(name, '.bib');
        expect(/[<>:"/\\|?*\u0000-\u001f]/.test(safe)).to.equal(false, JSON.stringify(name));
        expect(/^(con|prn|aux|nul|com\d|lpt\d|conin\$|conout\$)(\.|$)/i.test(safe)).to.equal(false, JSON.stringify(name));
      }),
      RUN,
    );
  });

  it('parseBibtex reads any text without throwing, in linear time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (text) => {
        expect(() => parseBibtex(text)).not.to.throw();
      }),
      RUN,
    );
    // Random BibTeX-shaped text: entries, braces, @string macros and # joins.
    const piece = fc.constantFrom('@misc{k,', '@string{a={x}}', 'title={', '}', '{', ' # ', 'a', '"', ',', '\\"o', '\n', '@article{', 'author={A and B}');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), (parts) => {
        expect(() => parseBibtex(parts.join(''))).not.to.throw();
      }),
      RUN,
    );
  });

  it('the data parsers take any JSON value: valid data, or a DataError, never another throw', () => {
    const parsers = [parseLeaderboardData, parseResults];
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        for (const parse of parsers) {
          try {
            parse(value);
          } catch (error) {
            expect(error).to.be.instanceOf(DataError);
          }
        }
      }),
      RUN,
    );
  });

  it('the web lays out at any width: finite coordinates (fixed cases: NaN, ±Infinity, 0, negative)', () => {
    const web = syntheticRequirementWeb(24, 2);
    const finite = (layout: ReturnType<typeof layoutRequirementWeb>) =>
      Number.isFinite(layout.width) && Number.isFinite(layout.height) && layout.width > 0 && layout.height > 0;
    for (const width of [Number.NaN, Infinity, -Infinity, 0, -320, 1e9]) {
      for (const kind of ['radial', 'flow'] as const) expect(finite(layoutRequirementWeb({ ...web, kind, width, measure: estimateTextWidth })), `${kind} at ${width}`).to.equal(true);
    }
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.constantFrom('radial' as const, 'flow' as const), (width, kind) => {
        expect(finite(layoutRequirementWeb({ ...web, kind, width, measure: estimateTextWidth }))).to.equal(true);
      }),
      { ...RUN, numRuns: 60 },
    );
  });
});
