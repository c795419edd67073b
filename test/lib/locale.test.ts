import { expect } from '@open-wc/testing';
import { formatCount, formatNumber, formatPoints, formatValue } from '../../src/lib/format.js';
import { registerSentencesEnglish, filterSentence as filterIn, searchSentence as searchIn, sortSentence as sortIn } from '../../src/lib/leaderboard-announce.js';
import { DEFAULT_GROUP_LABEL, countEntries, groupWords } from '../../src/lib/leaderboard-words.js';
import { connectedCountText, relationText } from '../../src/lib/requirement-graph.js';
import { spokenChange, spokenValue } from '../../src/lib/results-view.js';
import { arrowStep, registerEnglish, type Locale, type LocaleStrings, type StringKey } from '../../src/lib/locale.js';
import { isRtlLanguage, loadLocale, localeFor, localeReady, registerLocale, SHIPPED_LOCALES } from '../../src/lib/locale-loading.js';
// Negotiation is the non-English chunk's: started below, as after any page's first loadLocale of
// a language other than English (the loader hands the chunk what it needs; imported alone it is not started).
import { negotiateLocale } from '../../src/lib/locale-intl.js';
import { en, EN_PARTS } from '../../src/locales/en.js';
import { englishIn, englishPhrases, SHARED_WORDS } from '../support/english-ui.js';
import de from '../../src/locales/de.js';
import es from '../../src/locales/es.js';
import fr from '../../src/locales/fr.js';
import ja from '../../src/locales/ja.js';
import zhCN from '../../src/locales/zh-CN.js';
import { formatNumberIn, formatValueIn } from '../../src/lib/locale-numbers.js';
import { midSentence, pointsParts, pointsText, valueParts } from '../../src/lib/locale-phrases.js';
import { listOf } from '../../src/lib/locale-list.js';
import { calendarDate } from '../../src/lib/locale-dates.js';
import { spokenDelta, spokenNumber } from '../../src/lib/locale-spoken.js';

// The announcements' chunk registers its English where the element loads it (board-input.ts, as the acts' chunk arrives).
registerSentencesEnglish(registerEnglish);
const sortSentence = (...args: [string, Parameters<typeof sortIn>[1], number]) => sortIn(...args, undefined, localeFor('en'));
const filterSentence = (...args: [string[], number, number, number]) =>
  filterIn(...args, groupWords(DEFAULT_GROUP_LABEL, localeFor('en')), localeFor('en'));
const searchSentence = (query: string, shown: number, total: number) => searchIn(query, shown, total, localeFor('en'));


await loadLocale('qq');

// Each element registers its own part of the English table as it loads; these cases use keys of all four.
for (const part of Object.values(EN_PARTS)) registerEnglish(part);

const TABLES: Record<string, LocaleStrings> = { 'zh-CN': zhCN, ja, de, fr, es };
const EN = en as Record<string, string>;
/** The English keys without plural suffixes, each with its forms. */
const BASE_KEYS = [...new Set(Object.keys(EN).map((key) => key.split('#')[0]!))];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Words in a string once its placeholders are taken out: a pattern such as "{label} ({relation})" has none. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

/**
 * Values that may equal the English one, with why. Patterns without words (", ", "{metric} ({unit})")
 * need no entry: they are checked by `hasWords`.
 */
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
  de: {
    'results.metricUnit': 'German says "in" too ("Erfolgsquote, in Sekunden")',
    'leaderboard.reference': '"Ref." abbreviates "Referenz" too',
    'results.benchmark': 'German evaluation tables say "Benchmark" (a loanword)',
  },
  fr: {
    'common.noteMark': '"note" is the French word',
    'common.unitPointsSpoken#one': '"point" is the French word',
    'common.unitPointsSpoken#other': '"points" is the French word',
    'results.score': 'French results tables say "score" (a loanword in everyday use)',
    'results.base': '"base" is the French word for the baseline row',
    'results.benchmark': 'French evaluation tables say "benchmark" (a loanword)',
  },
  es: {
    'common.error': '"Error" is the Spanish word',
    'common.no': '"no" is the Spanish word',
    'leaderboard.reference': '"Ref." abbreviates "referencia" too',
    'results.benchmark': 'Spanish evaluation tables say "benchmark" (a loanword)',
    'results.base': '"base" is the Spanish word for the baseline row',
  },
};
/** Keys that may lack the locale's script (for zh-CN and ja), with why. */
const LATIN_ALLOWED: Record<string, Record<string, string>> = {
  ja: { 'common.points': '"pt" is how Japanese tables abbreviate ポイント' },
};

describe('locale: negotiation', () => {
  const cases: [string | null | undefined, string][] = [
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['   ', 'en'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-HK', 'zh-CN'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['de-DE-1996', 'de'],
    ['fr-CA', 'fr'],
    ['fr-BE', 'fr'],
    ['es-419', 'es'],
    ['es-MX', 'es'],
    ['xx', 'en'],
    ['tlh-Latn', 'en'],
    ['x-klingon', 'en'],
    ['*', 'en'],
    ['ar', 'en'],
    ['not a tag!', 'en'],
  ];
  for (const [lang, expected] of cases) it(`${JSON.stringify(lang)} → ${expected}`, () => expect(negotiateLocale(lang)).to.equal(expected));

  it('never throws for odd input', () => {
    for (const odd of [42, {}, [], 'de--AT', '-', 'zh-'] as unknown[]) expect(() => localeFor(odd as string).t('leaderboard.gap')).not.to.throw();
  });

  it('finds right-to-left languages by language and by script', () => {
    const rtl = ['ar', 'ar-EG', 'he', 'he-IL', 'iw', 'fa', 'fa-IR', 'ur', 'ps', 'yi', 'ckb', 'az-Arab', 'pa-Arab-PK'];
    const ltr = ['', 'en', 'de', 'zh-CN', 'ja', 'ar-Latn', 'hy', 'arn', 'heb', 'uz-Latn'];
    expect(rtl.filter((tag) => !isRtlLanguage(tag))).to.deep.equal([]);
    expect(ltr.filter((tag) => isRtlLanguage(tag))).to.deep.equal([]);
  });

  it('swaps Left and Right for right-to-left, not Up and Down', () => {
    const keys = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'a'];
    expect(keys.map((key) => arrowStep(key, false))).to.deep.equal([1, -1, 1, -1, 0, 0]);
    expect(keys.map((key) => arrowStep(key, true))).to.deep.equal([-1, 1, 1, -1, 0, 0]);
  });

  it('ships en, zh-CN, ja, de, fr, es', () => {
    expect([...SHIPPED_LOCALES].sort()).to.deep.equal(['de', 'en', 'es', 'fr', 'ja', 'zh-CN']);
  });
});

describe('locale: the shipped tables', () => {
  for (const [lang, table] of Object.entries(TABLES)) {
    const strings = table as Record<string, string>;
    describe(lang, () => {
      const rules = new Intl.PluralRules(lang);
      const categories = rules.resolvedOptions().pluralCategories;

      it('has every English key, plain or with its plural forms', () => {
        const missing = BASE_KEYS.filter((key) => strings[key] === undefined && strings[`${key}#other`] === undefined);
        expect(missing).to.deep.equal([]);
      });

      it('has no key English lacks, and only plural forms the language has', () => {
        const stray = Object.keys(strings).filter((key) => {
          const [base, form] = key.split('#');
          return !BASE_KEYS.includes(base!) || (form !== undefined && !categories.includes(form as Intl.LDMLPluralRule));
        });
        expect(stray).to.deep.equal([]);
        // A key in plural forms has the "other" form, which every language has.
        const noOther = Object.keys(strings).filter((key) => key.includes('#') && strings[`${key.split('#')[0]}#other`] === undefined);
        expect(noOther).to.deep.equal([]);
      });

      it('keeps the placeholders of each English string', () => {
        const wrong = Object.entries(strings).flatMap(([key, value]) => {
          const base = key.split('#')[0]!;
          const english = EN[key] ?? EN[`${base}#other`] ?? EN[base]!;
          return placeholders(value).join() === placeholders(english).join() ? [] : [`${key}: ${value}`];
        });
        expect(wrong).to.deep.equal([]);
      });

      it('translates every string that has words (the exceptions say why)', () => {
        const allowed = SAME_AS_ENGLISH[lang] ?? {};
        const same = Object.entries(strings).filter(([key, value]) => {
          const english = EN[key] ?? EN[`${key.split('#')[0]}#other`] ?? EN[key.split('#')[0]!];
          return value === english && hasWords(value) && !allowed[key];
        });
        expect(same.map(([key]) => key)).to.deep.equal([]);
        // Every exception is still true (a fixed translation must leave the list).
        for (const key of Object.keys(allowed)) expect(strings[key], key).to.equal(EN[key]);
      });

      it('leaves no English phrase inside its translations', () => {
        const text = Object.values(strings).join(' | ').replace(/\{\w+\}/g, ' ');
        expect(englishIn(text, table, [], SHARED_WORDS[lang])).to.deep.equal([]);
      });

      if (lang === 'zh-CN' || lang === 'ja') {
        it('writes its strings in its own script', () => {
          const script = lang === 'ja' ? /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u : /\p{Script=Han}/u;
          const allowed = LATIN_ALLOWED[lang] ?? {};
          const latin = Object.entries(strings).filter(([key, value]) => hasWords(value) && !script.test(value) && !allowed[key]);
          expect(latin.map(([key]) => key)).to.deep.equal([]);
        });
      }
    });
  }
});

describe('englishIn (the helper element tests use)', () => {
  it('finds an English phrase left in a translated view, as a whole word, ignoring data', () => {
    expect(englishPhrases(de)).to.include.members(['Gap to best', 'Download CSV', 'entries', 'Highest']);
    expect(englishIn('Rang Modell Gap to best 74,0 %', de)).to.deep.equal(['Gap to best']);
    // "Model" inside "Modell" is German; a model named "Search Model" is data.
    expect(englishIn('Modell · Search Model · 10 Einträge', de, ['Search Model'])).to.deep.equal([]);
    expect(englishIn('Mostrando 3 de 10 entries', es)).to.deep.equal(['entries']);
    // French keeps "Score": not counted as English there.
    expect(englishIn('Score Rang', fr)).to.deep.equal([]);
  });
});

describe('locale: strings', () => {
  it('fills placeholders and picks plural forms by the number', () => {
    const english = localeFor('en');
    expect(english.t('leaderboard.entries', { n: 1 })).to.equal('1 entry');
    expect(english.t('leaderboard.entries', { n: 10_000 })).to.equal('10,000 entries');
    expect(english.t('leaderboard.highest', { metric: 'Pass rate' })).to.equal('Highest Pass rate');
    // A placeholder without a value stays visible rather than vanishing.
    expect(english.t('leaderboard.highest')).to.equal('Highest {metric}');
  });

  it('keeps template values as pieces (for Lit templates)', () => {
    const best = { template: 'best' };
    expect(localeFor('en').parts('leaderboard.spreadRange', { best, worst: '44.0%', entries: '10 entries' })).to.deep.equal(['', best, ' to ', '44.0%', ' across ', '10 entries', '']);
  });

  it('composes today’s English announcements exactly', () => {
    const l = localeFor('en');
    const entries = (n: number) => l.t('leaderboard.entries', { n });
    // What leaderboard-announce.ts says, rebuilt from the table as the element will.
    expect(entries(1)).to.equal(countEntries(1));
    expect(entries(10_000)).to.equal(countEntries(10_000));
    expect(l.t('leaderboard.sorted', { column: 'Pass rate', direction: l.t('leaderboard.scoreDesc'), entries: entries(10) })).to.equal(
      sortSentence('Pass rate', { key: 'score', direction: 'desc' }, 10),
    );
    const counts = l.t('leaderboard.countOf', { shown: 4, n: 10 });
    const groups = l.t('leaderboard.frameworks');
    const only = '';
    expect(l.t('leaderboard.filterSome', { which: listOf(l, ['Codex', 'Framework A']), only, counts })).to.equal(filterSentence(['Codex', 'Framework A'], 5, 4, 10));
    expect(l.t('leaderboard.filterSome', { which: listOf(l, ['A', 'B', 'C']), only, counts: l.t('leaderboard.countOf', { shown: 6, n: 10 }) })).to.equal(
      filterSentence(['A', 'B', 'C'], 5, 6, 10),
    );
    expect(
      l.t('leaderboard.filterSome', {
        which: l.t('leaderboard.frameworksOf', { shown: 4, n: 5, groups }),
        only,
        counts: l.t('leaderboard.countOf', { shown: 8, n: 10 }),
      }),
    ).to.equal(filterSentence(['A', 'B', 'C', 'D'], 5, 8, 10));
    expect(l.t('leaderboard.filterAll', { groups, only, counts: entries(10) })).to.equal(filterSentence(['A', 'B'], 2, 10, 10));
    expect(l.t('leaderboard.filterNone', { groups, only, counts: l.t('leaderboard.countOf', { shown: 0, n: 10 }) })).to.equal(filterSentence([], 2, 0, 10));
    // With the issue-22 additions (a groupLabel, a flag filter): "Showing all organisation groups, Verified only: 3 of 10 entries."
    const organisation = l.t('leaderboard.groups', { group: midSentence(l, 'Organisation') });
    expect(l.t('leaderboard.filterAll', { groups: organisation, only: l.t('leaderboard.only', { flags: listOf(l, ['Verified']) }), counts: l.t('leaderboard.countOf', { shown: 3, n: 10 }) })).to.equal(
      'Showing all organisation groups, Verified only: 3 of 10 entries.',
    );
    expect(l.t('leaderboard.searchSome', { n: 1, query: 'astra' })).to.equal(searchSentence('astra', 1, 10));
    expect(l.t('leaderboard.searchSome', { n: 3, query: 'astra' })).to.equal(searchSentence('astra', 3, 10));
    expect(l.t('leaderboard.searchNone', { query: 'zz' })).to.equal(searchSentence('zz', 0, 10));
    expect(l.t('leaderboard.searchClearedOf', { entries: entries(4), total: 10 })).to.equal(searchSentence('', 4, 10));
    // requirement-graph.ts
    expect(l.t('web.connected', { n: 3 })).to.equal(connectedCountText(3));
    expect(l.t('web.connected', { n: 1 })).to.equal(connectedCountText(1));
    expect(l.t('web.noConnected')).to.equal(connectedCountText(0));
    expect(l.t('web.shares', { hub: 'One coherent implementation', n: 4 })).to.equal(relationText(0, 'One coherent implementation', 5));
    expect(l.t('web.shares', { hub: 'hub', n: 1 })).to.equal(relationText(0, 'hub', 2));
    expect(l.t('web.only', { hub: 'hub' })).to.equal(relationText(0, 'hub', 1));
  });

  it('falls back to English key by key for a partial table, and for an unknown language', () => {
    registerLocale('pt-BR', { 'leaderboard.gap': 'Diferença para o melhor', 'leaderboard.entries#one': '{n} entrada', 'leaderboard.entries#other': '{n} entradas' });
    const pt = localeFor('pt-BR');
    expect(pt.lang).to.equal('pt-BR');
    expect(pt.t('leaderboard.gap')).to.equal('Diferença para o melhor');
    expect(pt.t('leaderboard.model')).to.equal('Model');
    expect(pt.t('leaderboard.entries', { n: 1044 })).to.equal(`${new Intl.NumberFormat('pt-BR').format(1044)} entradas`);
    // Portuguese from Portugal finds the only Portuguese there is.
    expect(negotiateLocale('pt-PT')).to.equal('pt-BR');
    expect(negotiateLocale('pt')).to.equal('pt-BR');
    const unknown = localeFor('qq-ZZ');
    expect(unknown.lang).to.equal('en');
    expect(unknown.t('leaderboard.gap')).to.equal('Gap to best');
    expect(formatValueIn(unknown, 74, '%', 1)).to.equal('74.0%');
  });

  it('adds to a language registered again, the later value winning', () => {
    registerLocale('nl', { 'leaderboard.model': 'Model (nl)', 'leaderboard.rank': 'Rang' });
    registerLocale('NL', { 'leaderboard.model': 'Model' });
    const nl = localeFor('nl-BE');
    expect([nl.lang, nl.t('leaderboard.model'), nl.t('leaderboard.rank'), nl.t('leaderboard.gap')]).to.deep.equal(['nl', 'Model', 'Rang', 'Gap to best']);
  });

  it('lets a registered key override a shipped one, the shipped table still filling the rest', async () => {
    registerLocale('de', { 'leaderboard.tied': 'gleichauf mit dem Ersten' });
    await loadLocale('de');
    const german = localeFor('de');
    expect(german.t('leaderboard.tied')).to.equal('gleichauf mit dem Ersten');
    expect(german.t('leaderboard.model')).to.equal('Modell');
  });

  it('registers a Traditional-Chinese table for zh-TW and zh-HK, leaving zh-CN alone', () => {
    registerLocale('zh-Hant', { 'leaderboard.model': '模型', 'leaderboard.search': '搜尋' });
    expect(['zh-TW', 'zh-HK', 'zh-Hant', 'zh-MO'].map(negotiateLocale)).to.deep.equal(['zh-Hant', 'zh-Hant', 'zh-Hant', 'zh-Hant']);
    expect(['zh', 'zh-CN', 'zh-Hans', 'zh-SG'].map(negotiateLocale)).to.deep.equal(['zh-CN', 'zh-CN', 'zh-CN', 'zh-CN']);
  });

  it('gives English until a lazy table has loaded, never a mix', async () => {
    // Japanese is not loaded yet in this file (the later Intl tests load it).
    expect(localeReady('ja-JP')).to.equal(false);
    const before = localeFor('ja-JP');
    expect([before.lang, before.t('leaderboard.gap'), formatValueIn(before, 74, '%', 1)]).to.deep.equal(['en', 'Gap to best', '74.0%']);
    const after = await loadLocale('ja-JP');
    expect([after.lang, after.t('leaderboard.gap'), localeFor('ja-JP').t('leaderboard.gap')]).to.deep.equal(['ja', '首位との差', '首位との差']);
  });

  it('ignores what is not a table, without throwing', () => {
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      registerLocale('', { 'leaderboard.gap': 'x' });
      registerLocale('it', null as unknown as LocaleStrings);
      registerLocale('it', { 'leaderboard.gap': 42, 'leaderboard.model': 'Modello' } as unknown as LocaleStrings);
    } finally {
      console.warn = warn;
    }
    expect(warned).to.have.length(2);
    expect(localeFor('it').t('leaderboard.gap')).to.equal('Gap to best');
    expect(localeFor('it').t('leaderboard.model')).to.equal('Modello');
  });
});

describe('locale: labels inside a sentence', () => {
  it('lowers an author’s label where the language does, and keeps names, acronyms and German nouns', async () => {
    const [english, german, french] = [localeFor('en'), await loadLocale('de'), await loadLocale('fr')];
    expect(['Organisation', 'Edit format', 'SWE-bench Org', 'GPU', 'iOS app'].map((label) => midSentence(english, label))).to.deep.equal([
      'organisation',
      'edit format',
      'SWE-bench Org',
      'GPU',
      'iOS app',
    ]);
    expect(midSentence(german, 'Organisation')).to.equal('Organisation');
    expect(french.t('leaderboard.findGroup', { group: midSentence(french, 'Organisation') })).to.equal('Chercher\u00a0: organisation');
  });
});

describe('locale: English keeps today’s formats', () => {
  const l = localeFor('en');
  const values = [74, 74.05, 8.555, 1.005, -1.2, -0.004, 0, 62.98 - 54.42, 1e6 + 0.5, null, undefined, NaN, Infinity];
  it('numbers, values, points and counts equal format.ts', () => {
    for (const decimals of [0, 1, 2]) {
      for (const value of values) {
        expect(formatNumberIn(l, value, decimals), `number ${value}`).to.equal(formatNumber(value, decimals));
        expect(formatValueIn(l, value, '%', decimals), `value ${value}`).to.equal(formatValue(value, '%', decimals));
        expect(formatValueIn(l, value, ' Elo', decimals)).to.equal(formatValue(value, ' Elo', decimals));
        expect(pointsText(l, value, decimals), `points ${value}`).to.equal(formatPoints(value, decimals, 'pp'));
        expect(pointsText(l, value, decimals, '')).to.equal(formatPoints(value, decimals, ''));
        expect(pointsText(l, value, decimals, ' Elo')).to.equal(formatPoints(value, decimals, ' Elo'));
      }
    }
    for (const n of [0, 7, 999, 1044, 1_000_000, -12_345]) expect(l.count(n)).to.equal(formatCount(n));
  });

  it('spoken values and changes equal results-view.ts', () => {
    for (const decimals of [0, 1, 2]) {
      for (const unit of ['%', 'pp', ' Elo', '']) {
        for (const value of [54.42, -3.5, 0, 1, null]) expect(spokenNumber(l, value, unit, decimals)).to.equal(spokenValue(value, unit, decimals));
        for (const delta of [8.56, -1.2, 1, -1, 0.6, 0.004, -0.004, 0, 12.345]) {
          expect(spokenDelta(l, delta, { unit, decimals }), `${delta} ${unit} ${decimals}`).to.equal(spokenChange(delta, { unit, decimals }));
        }
      }
    }
  });

  it('makes no Intl object for English (the cold-start fast path)', () => {
    const made: string[] = [];
    const saved = { NumberFormat: Intl.NumberFormat, PluralRules: Intl.PluralRules, ListFormat: Intl.ListFormat };
    for (const name of Object.keys(saved) as (keyof typeof saved)[]) {
      (Intl as Record<string, unknown>)[name] = new Proxy(saved[name], {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
    try {
      const fresh = localeFor('en-AU');
      formatNumberIn(fresh, 74, 1);
      formatValueIn(fresh, 74, '%', 1);
      pointsText(fresh, -3, 1);
      fresh.count(1044);
      fresh.plural(2);
      listOf(fresh, ['a', 'b', 'c']);
      fresh.t('leaderboard.entries', { n: 3 });
      spokenDelta(fresh, 8.56, { unit: '%', decimals: 2 });
    } finally {
      Object.assign(Intl, saved);
    }
    expect(made).to.deep.equal([]);
  });

  it('lists names without a serial comma, as before', () => {
    expect([[], ['Codex'], ['Codex', 'Aider'], ['Codex', 'Aider', 'OpenHands']].map((names) => listOf(l, names))).to.deep.equal([
      '',
      'Codex',
      'Codex and Aider',
      'Codex, Aider and OpenHands',
    ]);
  });
});

describe('locale: numbers and dates through Intl', () => {
  const locales: Record<string, Locale> = {};
  before(async () => {
    for (const lang of ['zh-CN', 'ja', 'de', 'fr', 'es', 'de-CH', 'fr-CA']) locales[lang] = await loadLocale(lang);
  });

  const percent = (lang: string, value: number, decimals: number) =>
    new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value / 100);
  const signed = (lang: string, value: number, decimals: number) =>
    new Intl.NumberFormat(lang, { signDisplay: 'exceptZero', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

  it('writes percentages as each language does', () => {
    const shown = Object.fromEntries(['zh-CN', 'ja', 'de', 'fr', 'es'].map((lang) => [lang, formatValueIn(locales[lang]!, 74, '%', 1)]));
    // French wants a no-break space before "%": narrow (U+202F) in current CLDR data, the ordinary
    // one (U+00A0) in the data Chromium ships; whichever the browser's Intl writes.
    expect(shown.fr).to.match(/^74,0[\u00a0\u202f]%$/);
    expect({ ...shown, fr: '' }).to.deep.equal({ 'zh-CN': '74.0%', ja: '74.0%', de: '74,0\u00a0%', fr: '', es: '74,0\u00a0%' });
  });

  for (const lang of ['zh-CN', 'ja', 'de', 'fr', 'es', 'de-CH', 'fr-CA']) {
    it(`${lang}: numbers, percentages, signed points and counts equal Intl.NumberFormat`, () => {
      const l = locales[lang]!;
      expect(l.formatLang).to.equal(lang);
      for (const [value, decimals] of [[74, 1], [54.42, 2], [62.98, 2], [0.5, 0], [99.99, 1], [100, 0], [1234.5, 1]] as const) {
        expect(formatValueIn(l, value, '%', decimals)).to.equal(percent(lang, value, decimals));
        expect(formatNumberIn(l, value, decimals)).to.equal(new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value));
      }
      for (const [delta, decimals] of [[8.56, 2], [-1.2, 2], [-30, 1], [0, 1], [-0.004, 2], [1, 0]] as const) {
        const number = signed(lang, delta, decimals);
        expect(pointsText(l, delta, decimals, '')).to.equal(number);
        // The signed number sits in the language's own words for percentage points.
        expect(pointsText(l, delta, decimals)).to.contain(number);
        expect(pointsText(l, delta, decimals)).not.to.contain('pp');
      }
      for (const n of [0, 7, 1044, 10_000, 1_000_000]) expect(l.count(n)).to.equal(new Intl.NumberFormat(lang).format(n));
    });
  }

  it('splits a value or a difference into its number and its unit', async () => {
    const english = localeFor('en');
    expect(valueParts(english, 74, '%', 1)).to.deep.equal(['74.0', '%']);
    expect(pointsParts(english, -30, 1)).to.deep.equal(['−30.0', 'pp']);
    expect(valueParts(english, null, '%', 1)).to.deep.equal(['—', '']);
    expect(valueParts(locales.de!, 74, '%', 1)).to.deep.equal(['74,0', '\u00a0%']);
    expect(pointsParts(locales.de!, 8.56, 2)).to.deep.equal(['+8,56', '\u00a0Pp.']);
    expect(pointsParts(locales.fr!, -1, 0)).to.deep.equal(['-1', '\u00a0pt']);
    expect(pointsParts(locales['zh-CN']!, 8.56, 2)).to.deep.equal(['+8.56', '个百分点']);
    // A language that writes "%" first keeps it on the number's side.
    const turkish = localeFor('tr');
    expect(turkish.lang).to.equal('en');
    registerLocale('tr', { 'leaderboard.gap': 'Liderle fark' });
    expect(valueParts(localeFor('tr'), 74, '%', 1)).to.deep.equal([new Intl.NumberFormat('tr', { style: 'percent', minimumFractionDigits: 1 }).format(0.74), '']);
  });

  it('rounds half away from zero like the English path, not on the binary value', () => {
    // 8.555 is 8.55499… in binary: Intl alone would show 8,55.
    expect(formatNumberIn(locales.de!, 8.555, 2)).to.equal('8,56');
    expect(formatValueIn(locales.de!, 1.005, '%', 2)).to.equal('1,01\u00a0%');
    // A negative value that rounds to zero has no sign.
    expect(formatNumberIn(locales.de!, -0.004, 2)).to.equal('0,00');
  });

  it('says percentage points in each language', () => {
    const points = Object.fromEntries(['zh-CN', 'ja', 'de', 'fr', 'es'].map((lang) => [lang, [pointsText(locales[lang]!, 8.56, 2), pointsText(locales[lang]!, -1, 0)]]));
    expect(points).to.deep.equal({
      'zh-CN': ['+8.56个百分点', '-1个百分点'],
      ja: ['+8.56pt', '-1pt'],
      de: ['+8,56\u00a0Pp.', '-1\u00a0Pp.'],
      fr: ['+8,56\u00a0pts', '-1\u00a0pt'],
      es: ['+8,56\u00a0p.\u00a0p.', '-1\u00a0p.\u00a0p.'],
    });
    const spoken = Object.fromEntries(['zh-CN', 'ja', 'de', 'fr', 'es'].map((lang) => [lang, spokenDelta(locales[lang]!, 8.56, { unit: '%', decimals: 2 })]));
    expect(spoken).to.deep.equal({
      'zh-CN': '上升8.56个百分点',
      ja: '8.56ポイント上昇',
      de: 'um 8,56 Prozentpunkte gestiegen',
      fr: 'en hausse de 8,56 points de pourcentage',
      es: 'sube 8,56 puntos porcentuales',
    });
    // Singular where the language says it: German "1 Prozentpunkt", French "1,5 point" (below 2).
    expect(spokenDelta(locales.de!, -1, { unit: '%', decimals: 0 })).to.equal('um 1 Prozentpunkt gesunken');
    expect(spokenDelta(locales.de!, 1, { unit: '%', decimals: 1 })).to.equal('um 1,0 Prozentpunkte gestiegen');
    expect(spokenDelta(locales.fr!, 1.5, { unit: '%', decimals: 1 })).to.equal('en hausse de 1,5 point de pourcentage');
    expect(spokenDelta(locales.fr!, 0.001, { unit: '%', decimals: 2 })).to.equal('en hausse de moins de 0,01 point de pourcentage');
    expect(spokenDelta(locales.es!, 0, { unit: '%', decimals: 2 })).to.equal('sin cambios');
    expect(spokenNumber(locales['zh-CN']!, 54.42, '%', 2)).to.equal('百分之54.42');
    expect(spokenNumber(locales.de!, 54.42, '%', 2)).to.equal('54,42 Prozent');
    expect(spokenNumber(locales.ja!, null, '%', 2)).to.equal('スコアなし');
  });

  it('picks plural forms by the language’s rules', () => {
    expect(locales.de!.t('leaderboard.entries', { n: 1 })).to.equal('1 Eintrag');
    expect(locales.de!.t('leaderboard.entries', { n: 1044 })).to.equal('1.044 Einträge');
    expect(locales.fr!.t('leaderboard.entries', { n: 0 })).to.equal('0 entrée');
    expect(locales.fr!.t('leaderboard.entries', { n: 2 })).to.equal('2 entrées');
    // French has a "many" form (millions) the table leaves to "other".
    expect(locales.fr!.t('leaderboard.entries', { n: 1_000_000 })).to.equal(`${new Intl.NumberFormat('fr').format(1_000_000)} entrées`);
    expect(locales.ja!.t('leaderboard.entries', { n: 1 })).to.equal('1件');
    expect(locales['zh-CN']!.t('leaderboard.entries', { n: 10_000 })).to.equal('10,000 条');
  });

  it('lists names with the language’s conjunction', () => {
    for (const lang of ['zh-CN', 'ja', 'de', 'fr', 'es']) {
      expect(listOf(locales[lang]!, ['Codex', 'Aider', 'OpenHands'])).to.equal(new Intl.ListFormat(lang, { type: 'conjunction' }).format(['Codex', 'Aider', 'OpenHands']));
    }
    expect(listOf(locales.de!, ['Codex', 'Aider'])).to.equal('Codex und Aider');
  });

  it('formats dates as calendar dates, the same day everywhere', () => {
    const utc = (lang: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, { timeZone: 'UTC', ...options }).format(Date.UTC(2025, 5, 1));
    for (const lang of ['zh-CN', 'ja', 'de', 'fr', 'es']) {
      const l = locales[lang]!;
      expect(calendarDate(l, '2025-06-01')).to.equal(utc(lang, { year: 'numeric', month: 'short', day: 'numeric' }));
      expect(calendarDate(l, '2025-06')).to.equal(utc(lang, { year: 'numeric', month: 'short' }));
      expect(calendarDate(l, '2025')).to.equal(utc(lang, { year: 'numeric' }));
    }
    expect(calendarDate(locales.de!, '2025-06-01')).to.equal('1. Juni 2025');
    expect(calendarDate(locales.ja!, '2025-06-01')).to.equal('2025年6月1日');
    expect(calendarDate(localeFor('en'), '2025-06-01')).to.equal('Jun 1, 2025');
    expect(calendarDate(localeFor('en'), new Date(Date.UTC(2024, 1, 29)))).to.equal('Feb 29, 2024');
    // Not a date: shown as given (data is never changed into something else).
    for (const text of ['soon', '2025-02-30', '2025-13', '']) expect(calendarDate(locales.de!, text)).to.equal(text);
  });

  it('formats in the page’s variant of a language (de-CH, fr-CA) with that language’s strings', () => {
    expect(locales['de-CH']!.lang).to.equal('de');
    expect(locales['de-CH']!.t('leaderboard.gap')).to.equal('Abstand zur Spitze');
    expect(locales['de-CH']!.count(1044)).to.equal(new Intl.NumberFormat('de-CH').format(1044));
    expect(locales['fr-CA']!.lang).to.equal('fr');
  });

  it('finds a loaded table ready for every variant of its language', () => {
    expect(localeReady('es-AR')).to.equal(true);
    expect(localeFor('es-AR').t('leaderboard.gap')).to.equal('Diferencia con el mejor');
  });
});

describe('locale: key types', () => {
  it('types t() by key and registerLocale by key and plural form', () => {
    const key: StringKey = 'leaderboard.entries';
    // @ts-expect-error: plural forms are picked by the number, never named by the caller
    const plural: StringKey = 'leaderboard.entries#one';
    // @ts-expect-error: a misspelt key is a type error for TypeScript authors
    const strings: LocaleStrings = { 'leaderboard.gapp': 'x' };
    expect([key, plural, strings]).to.have.length(3);
  });
});
