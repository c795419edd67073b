import { expect } from '@open-wc/testing';
import { loadLocale, localeFor, localeReady } from '../../src/lib/locale-loading.js';

// A page of its own (each test file is one): here nothing has loaded ./locale-intl.ts yet, so the
// first loadLocale looks the shipped tables' loaders up by the tag's language subtag itself.
describe('locale: a lang named like an Object property', () => {
  it('is an unknown language, in English, before the language chunk and after it', async () => {
    for (const lang of ['constructor', 'toString', '__proto__', 'hasOwnProperty-CH', 'valueOf']) {
      const locale = await loadLocale(lang);
      expect([locale.lang, locale.t('common.loading'), localeFor(lang).t('common.loading'), localeReady(lang)], lang).to.deep.equal([
        'en',
        'Loading…',
        'Loading…',
        true,
      ]);
    }
  });
});
