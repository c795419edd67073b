import { expect } from '@open-wc/testing';
// Only the first view's locale module here: the announcements' module (and its English part) is
// imported below, as the leaderboard imports it on a reader's first action.
import { formatCount, formatNumber, formatPoints, formatValue } from '../../src/lib/format.js';
import { registerEnglish, type Locale } from '../../src/lib/locale.js';
import { loadLocale, localeFor, localeReady, registerLocale } from '../../src/lib/locale-loading.js';
import { formatNumberIn, formatValueIn } from '../../src/lib/locale-numbers.js';
import { midSentence, pointsParts, pointsText, valueParts } from '../../src/lib/locale-phrases.js';
import { listOf } from '../../src/lib/locale-list.js';
import { calendarDate } from '../../src/lib/locale-dates.js';
import { spokenDelta, spokenNumber } from '../../src/lib/locale-spoken.js';

const VALUES = [0, 1, -1, 74, 74.05, 8.555, -1.2, 0.004, -0.004, 1044.5, 1e6, NaN, null];
/** What an English render writes, every format the elements use. */
function englishOutputs(l: Locale): string[] {
  return [
    ...VALUES.flatMap((v) => [formatNumberIn(l, v, 1), formatValueIn(l, v, '%', 2), formatValueIn(l, v, ' Elo', 0), pointsText(l, v, 2), pointsText(l, v, 1, ' s'), pointsText(l, v, 2, ''), spokenNumber(l, v, '%', 2), spokenNumber(l, v, 'pp', 1)]),
    ...VALUES.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).flatMap((v) => [l.count(v), spokenDelta(l, v, { unit: '%', decimals: 2 }), spokenDelta(l, v, { unit: 'Elo', decimals: 0 }), l.plural(v), l.plural(v, 1), l.t('common.pointsSpoken', { n: v })]),
    ...valueParts(l, -74.5, '%', 1),
    ...pointsParts(l, 8.56, 2),
    listOf(l, []), listOf(l, ['Codex']), listOf(l, ['Codex', 'Aider']), listOf(l, ['Codex', 'Aider', 'OpenHands']),
    calendarDate(l, '2025-06-01'), calendarDate(l, '2025-06'), calendarDate(l, '2025'), calendarDate(l, '2025-02-30'), calendarDate(l, 'soon'),
    midSentence(l, 'Organisation'), midSentence(l, 'SWE-bench Org'),
  ];
}

/** "1.044" as Portuguese writes a count. */
const ptCount = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

describe('locale: the English of a chunk loaded later', () => {
  it('is not in the first view: an English key of the announcements is not there before their chunk', () => {
    // What an English page has before a reader's first action: no sentence, no Intl chunk.
    expect(localeReady('')).to.equal(true);
    expect(localeFor('').t('leaderboard.searchNone', { query: 'astra' })).to.equal('leaderboard.searchNone');
  });

  let before: string[] = [];
  let firstId = '';

  it('English before the Intl chunk writes what format.ts writes', async () => {
    // The first view's English (no chunk loaded in this file yet).
    expect(['', 'en', 'en-GB', 'EN_us'].every((lang) => localeReady(lang))).to.equal(true);
    const first = localeFor('en-GB');
    before = englishOutputs(first);
    firstId = first.id;
    expect([formatValueIn(first, 74, '%', 1), pointsText(first, 8.555, 2), pointsText(first, -1.2, 2), first.count(1044), spokenNumber(first, -3, '%', 0)]).to.deep.equal([
      formatValue(74, '%', 1),
      formatPoints(8.555, 2),
      formatPoints(-1.2, 2),
      formatCount(1044),
      `${formatNumber(-3, 0).replace('-', '−')} percent`,
    ]);
    expect(before.slice(0, 8)).to.deep.equal(['0.0', '0.00%', '0 Elo', '0.00pp', '0.0 s', '0.00', '0.00 percent', '0.0 percentage points']);
    expect(before.slice(-7)).to.deep.equal(['Jun 1, 2025', 'Jun 2025', '2025', '2025-02-30', 'soon', 'organisation', 'SWE-bench Org']);
    // An English tag needs no chunk.
    expect((await loadLocale('en-GB')).id).to.equal(first.id);
    expect(localeReady('de')).to.equal(false);
  });

  it('falls back key by key for a partial registered table once the chunk is in, in locales made before it', async () => {
    const table: Record<string, string> = {
      'leaderboard.entries#one': '{n} entrada',
      'leaderboard.entries#other': '{n} entradas',
      'leaderboard.scoreDesc': 'maior primeiro',
    };
    registerLocale('pt-BR', table);
    // Read when registered (kept until the chunk is in): a later change to the object is not the language's.
    table['leaderboard.scoreDesc'] = 'changed afterwards';
    table['common.loading'] = 'changed afterwards';
    // A registered language waits for the Intl chunk (its numbers), then is here.
    expect(localeReady('pt-BR')).to.equal(false);
    const pt = await loadLocale('pt-BR');
    expect(localeReady('pt-BR')).to.equal(true);
    expect(pt.lang).to.equal('pt-BR');
    expect([pt.t('leaderboard.scoreDesc'), pt.t('common.loading')]).to.deep.equal(['maior primeiro', 'Loading…']);
    const english = localeFor('');
    // Made before the chunk: the same objects must see its English once it registers.
    const { sortSentence, searchSentence, filterSentence, registerSentencesEnglish } = await import('../../src/lib/leaderboard-announce.js');
    // Registered as the element registers it when the chunk arrives (board-input.ts).
    registerSentencesEnglish(registerEnglish);
    const words = { plural: 'frameworks', none: 'No framework' };

    // Its own keys in Portuguese, the chunk's other keys English, numbers in Portuguese.
    expect(sortSentence('Taxa de acerto', { key: 'score', direction: 'desc' }, 1044, undefined, pt)).to.equal(
      `Sorted by Taxa de acerto, maior primeiro. ${ptCount(1044)} entradas.`,
    );
    expect(searchSentence('astra', 0, 1044, pt)).to.equal('No entries match "astra".');
    expect(searchSentence('astra', 1, 1044, pt)).to.equal('1 entry matches "astra".');
    expect(filterSentence(['Codex', 'Aider'], 5, 2, 1044, words, pt)).to.equal(`Showing Codex e Aider: 2 of ${ptCount(1044)} entries.`);
    // English throughout for the English locale made before the chunk.
    expect(searchSentence('astra', 0, 1044, english)).to.equal('No entries match "astra".');
    expect(english.t('leaderboard.searchSome', { n: 3, query: 'astra' })).to.equal('3 entries match "astra".');
  });

  it('English is the same byte for byte once the Intl chunk and a shipped table are in', async () => {
    await loadLocale('de');
    expect(localeFor('en-GB').id).to.equal(firstId);
    expect(englishOutputs(localeFor('en-GB'))).to.deep.equal(before);
    expect(englishOutputs(localeFor(''))).to.deep.equal(before);
  });

  it('a registered key wins over a shipped table in a chunk loaded later; the shipped table fills the rest', async () => {
    registerLocale('de', { 'leaderboard.sorted': 'Nach {column} sortiert ({direction}): {entries}.' });
    const de = await loadLocale('de');
    const { sortSentence } = await import('../../src/lib/leaderboard-announce.js');
    // The registered key wins over the shipped table; the shipped table's keys stay German.
    expect(sortSentence('Quote', { key: 'score', direction: 'asc' }, 2, undefined, de)).to.equal('Nach Quote sortiert (niedrigste zuerst): 2 Einträge.');
  });
});
