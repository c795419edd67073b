// requirement-web's words (src/components/requirement-web/web-words.ts): a plain class over
// src/lib's nodeRelation, with no DOM and no Lit, so its caching is checked here in Node.
import { expect } from '@open-wc/testing';
import { WebWords } from '../../src/components/requirement-web/web-words.js';
import { graphOf, type Say } from '../../src/lib/requirement-graph.js';
import { parseRequirementWeb } from '../support/parse-requirement-web.js';
import { directedRelationText } from '../../src/lib/requirement-directed.js';
import { registerEnglish } from '../../src/lib/locale.js';
import { loadLocale, localeFor } from '../../src/lib/locale-loading.js';
import webEnglish from '../../src/locales/en/requirement-web.js';
import webOnDemandEnglish from '../../src/locales/en/requirement-web-on-demand.js';

// The element registers its English part (the verbs are in it), and the on-demand chunk its own
// (directed relations' counts, which only its directedRelationText words); here, alone, the test does.
registerEnglish(webEnglish);
registerEnglish(webOnDemandEnglish);

/** A stand-in for the element's LocalizeController: a language that can change, and a count of lookups. */
function language(lang = '') {
  const state = { locale: localeFor(lang), lookups: 0 };
  const t: Say = (key, params) => (state.lookups++, state.locale.t(key, params));
  return { state, controller: { get locale() { return state.locale; }, t } };
}

const data = parseRequirementWeb({
  hub: { id: 'tx', label: 'TransactionBuilder' },
  requirements: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
  links: [{ source: 'a', target: 'b', directed: true }, { source: 'a', target: 'c' }],
});
const graph = graphOf(data);

describe('WebWords: the web’s words, made once', () => {
  it("a relation is made once and kept: thousands of nodes named at every render cost one lookup each", () => {
    const { state, controller } = language();
    const words = new WebWords(controller, () => directedRelationText);
    words.follow();
    expect(words.relation(0, data, graph, false)).to.equal('depends on 1 · 1 connected');
    const after = state.lookups;
    for (let i = 0; i < 100; i++) words.relation(0, data, graph, false);
    expect(state.lookups).to.equal(after);
  });

  it('forget() makes them again (a new layout: an overview counts links instead)', () => {
    const words = new WebWords(language().controller, () => directedRelationText);
    words.follow();
    expect(words.relation(0, data, graph, false)).to.equal('depends on 1 · 1 connected');
    expect(words.relation(0, data, graph, true)).to.equal('depends on 1 · 1 connected');
    words.forget();
    expect(words.relation(0, data, graph, true)).to.equal('2 connected requirements');
  });

  it('a new language gives a new `t`, new verbs and new relations; the same language keeps them', async () => {
    await loadLocale('de');
    const { state, controller } = language();
    const words = new WebWords(controller, () => directedRelationText);
    words.follow();
    const t = words.t;
    const english = words.relation(1, data, graph, false);
    expect(words.verbs(data)).to.deep.equal({ out: 'depends on', in: 'is needed by' });
    words.follow();
    expect(words.t).to.equal(t);
    state.locale = localeFor('de');
    words.follow();
    expect(words.t).not.to.equal(t);
    expect(words.verbs(data)).to.deep.equal({ out: localeFor('de').t('web.verbOut'), in: localeFor('de').t('web.verbIn') });
    expect(words.relation(1, data, graph, false)).to.not.equal(english);
    expect(words.relation(1, data, graph, false)).to.equal(`${localeFor('de').t('web.verbIn')} 1`);
  });

  it("the data's own verbs win over the language's", () => {
    const words = new WebWords(language().controller, () => directedRelationText);
    words.follow();
    const own = { ...data, verbs: { out: 'imports', in: 'is imported by' } };
    expect(words.verbs(own)).to.deep.equal({ out: 'imports', in: 'is imported by' });
    expect(words.relation(1, own, graph, false)).to.equal('is imported by 1');
  });
});
