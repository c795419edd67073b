import { expect } from '@open-wc/testing';
import { join } from 'node:path';
import { SRC, closure, code } from '../support/source-imports.js';
import { formatNumber, formatValue } from '../../src/lib/format.js';
import { Locale } from '../../src/lib/locale.js';
import { loadLocale, localeFor } from '../../src/lib/locale-loading.js';
import { formatNumberIn, formatValueIn } from '../../src/lib/locale-numbers.js';
import { pointsText } from '../../src/lib/locale-phrases.js';

/**
 * Numbers are functions of a locale (lib/locale-numbers.ts), not `Locale`'s methods: a class's
 * methods come into every first view that makes one, so the elements that show no number at rest
 * (bibtex-card, requirement-web: their counts are `t()`'s) would carry the number formats of
 * lib/format.ts (docs/performance.md#size). Checked on the source module graph, as
 * leaderboard-chunks.test.ts checks the leaderboard's chunks; `npm run size` measures the bytes.
 */
const firstView = (tag: string) => closure(join(SRC, `components/${tag}/define.ts`));
/** English's number formats, which only lib/locale-numbers.ts and lib/locale-phrases.ts may call. */
const NUMBER_FORMATS = /\b(formatNumber|formatValue|formatPoints|withUnit)\(/;

describe('locale: numbers as functions of a locale', () => {
  it('Locale has no number, value or signed method (a method is carried by every first view)', () => {
    const methods = Object.getOwnPropertyNames(Locale.prototype);
    expect(methods).to.include('count');
    expect(methods.filter((name) => ['number', 'value', 'signed'].includes(name))).to.deep.equal([]);
  });

  for (const tag of ['bibtex-card', 'requirement-web']) {
    it(`${tag}'s first view imports no number format`, () => {
      const modules = [...firstView(tag)];
      expect(modules).to.include(join(SRC, 'lib/locale.ts'));
      expect(modules).not.to.include(join(SRC, 'lib/locale-numbers.ts'));
      const callers = modules.filter((file) => !file.endsWith(join('lib', 'format.ts')) && NUMBER_FORMATS.test(code(file)));
      expect(callers).to.deep.equal([]);
    });
  }

  for (const tag of ['leaderboard-table', 'results-toggle']) {
    it(`${tag}'s first view, which shows numbers, has them`, () => {
      expect([...firstView(tag)]).to.include(join(SRC, 'lib/locale-numbers.ts'));
    });
  }

  it('English writes what format.ts writes; another language what its `numbers` write', async () => {
    const english = localeFor('en');
    const german = await loadLocale('de');
    expect(english.numbers).to.equal(undefined);
    for (const value of [74, 8.555, -0.004, 1044.5, null, NaN]) {
      expect(formatNumberIn(english, value, 2)).to.equal(formatNumber(value, 2));
      expect(formatValueIn(english, value, '%', 1)).to.equal(formatValue(value, '%', 1));
      expect(formatNumberIn(german, value, 2)).to.equal(german.numbers!.number(value, 2));
    }
    // A unit the language places itself, and one written after the number as given.
    expect([formatValueIn(german, 74, '%', 1), formatValueIn(german, 617.25, '$', 2), formatValueIn(german, 1200, ' Elo', 0)]).to.deep.equal([
      '74,0\u00a0%',
      '617,25\u00a0$',
      '1.200 Elo',
    ]);
    // No unit: the number alone (the leaderboard's interval bounds and axis).
    expect([formatValueIn(english, 1044.5, '', 1), formatValueIn(german, 1044.5, '', 1)]).to.deep.equal(['1044.5', '1.044,5']);
    expect([pointsText(english, -1.2, 2, ''), pointsText(german, -1.2, 2, ''), pointsText(german, 0, 1, '')]).to.deep.equal(['−1.20', '-1,20', '0,0']);
  });
});
