import { expect } from '@open-wc/testing';
// Only the first view's locale module here: the announcements' module (and its English part) is
// imported below, as the leaderboard imports it on a reader's first action.
import { loadLocale, localeFor, localeReady, registerLocale } from '../../src/lib/locale.js';

/** "1.044" as Portuguese writes a count. */
const ptCount = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

describe('locale: the English of a chunk loaded later', () => {
  it('is not in the first view: an English key of the announcements is not there before their chunk', () => {
    // What an English page has before a reader's first action: no sentence, no Intl chunk.
    expect(localeReady('')).to.equal(true);
    expect(localeFor('').t('leaderboard.searchNone', { query: 'astra' })).to.equal('leaderboard.searchNone');
  });

  it('falls back key by key for a partial registered table once the chunk is in, in locales made before it', async () => {
    registerLocale('pt-BR', {
      'leaderboard.entries#one': '{n} entrada',
      'leaderboard.entries#other': '{n} entradas',
      'leaderboard.scoreDesc': 'maior primeiro',
    });
    // A registered language waits for the Intl chunk (its numbers), then is here.
    expect(localeReady('pt-BR')).to.equal(false);
    const pt = await loadLocale('pt-BR');
    expect(localeReady('pt-BR')).to.equal(true);
    expect(pt.lang).to.equal('pt-BR');
    const english = localeFor('');
    // Made before the chunk: the same objects must see its English once it registers.
    const { sortSentence, searchSentence, filterSentence } = await import('../../src/lib/leaderboard-announce.js');

    // Its own keys in Portuguese, the chunk's other keys English, numbers in Portuguese.
    expect(sortSentence('Taxa de acerto', { key: 'score', direction: 'desc' }, 1044, undefined, pt)).to.equal(
      `Sorted by Taxa de acerto, maior primeiro. ${ptCount(1044)} entradas.`,
    );
    expect(searchSentence('astra', 0, 1044, pt)).to.equal('No entries match "astra".');
    expect(searchSentence('astra', 1, 1044, pt)).to.equal('1 entry matches "astra".');
    expect(filterSentence(['Codex', 'Aider'], 5, 2, 1044, undefined, pt)).to.equal(`Showing Codex e Aider: 2 of ${ptCount(1044)} entries.`);
    // English throughout for the English locale made before the chunk.
    expect(searchSentence('astra', 0, 1044, english)).to.equal('No entries match "astra".');
    expect(english.t('leaderboard.searchSome', { n: 3, query: 'astra' })).to.equal('3 entries match "astra".');
  });

  it('a registered key wins over a shipped table in a chunk loaded later; the shipped table fills the rest', async () => {
    registerLocale('de', { 'leaderboard.sorted': 'Nach {column} sortiert ({direction}): {entries}.' });
    const de = await loadLocale('de');
    const { sortSentence } = await import('../../src/lib/leaderboard-announce.js');
    // The registered key wins over the shipped table; the shipped table's keys stay German.
    expect(sortSentence('Quote', { key: 'score', direction: 'asc' }, 2, undefined, de)).to.equal('Nach Quote sortiert (niedrigste zuerst): 2 Einträge.');
  });
});
