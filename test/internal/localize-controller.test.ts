import { expect, fixture, fixtureCleanup, html as fixtureHtml } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { LocalizeController } from '../../src/internal/localize-controller.js';
import { arrowStep, registerEnglish } from '../../src/lib/locale.js';
import { loadLocale, registerLocale } from '../../src/lib/locale-loading.js';
import leaderboardEnglish from '../../src/locales/en/leaderboard-table.js';
import wordsEnglish from '../../src/locales/en/leaderboard-words.js';
import { formatValueIn } from '../../src/lib/locale-numbers.js';
import { pointsText } from '../../src/lib/locale-phrases.js';

// The probe writes two leaderboard strings: registered as the leaderboard's modules do.
registerEnglish(leaderboardEnglish);
registerEnglish(wordsEnglish);

/** A tiny element that shows what a real one would: a string, a count, a percentage, a signed difference, its direction. */
class LocalizeProbe extends LitElement {
  readonly i18n = new LocalizeController(this);
  renders = 0;
  protected override render() {
    this.renders++;
    const l = this.i18n.locale;
    return html`<p id="gap">${this.i18n.t('leaderboard.gap')}</p>
      <p id="count">${l.t('leaderboard.entries', { n: 1044 })}</p>
      <p id="value">${formatValueIn(l, 74, '%', 1)}</p>
      <p id="points">${pointsText(l, 8.56, 2)}</p>
      <p id="dir">${this.i18n.dir}</p>`;
  }
}
customElements.define('localize-probe', LocalizeProbe);

/** A component whose shadow root holds a probe, with a `lang` of its own inside. */
class LocalizeFrame extends LitElement {
  protected override render() {
    return html`<section lang="fr"><localize-probe></localize-probe></section>`;
  }
}
customElements.define('localize-frame', LocalizeFrame);

/** The same inside a closed shadow root: the controller watches the roots between it and the document itself. */
class ClosedFrame extends HTMLElement {
  readonly inner: HTMLElement;
  constructor() {
    super();
    // eslint-disable-next-line wc/no-closed-shadow-root -- what a third-party host page may use
    const root = this.attachShadow({ mode: 'closed' });
    root.innerHTML = '<section lang="fr"><localize-probe></localize-probe></section>';
    this.inner = root.querySelector('section')!;
  }
}
customElements.define('localize-closed-frame', ClosedFrame);

const shown = (probe: LocalizeProbe, name: string) => probe.shadowRoot!.getElementById(name)!.textContent;
/** The MutationObserver's records arrive in a microtask; the render after them in another. */
const settle = async (probe: LocalizeProbe) => {
  await new Promise((resolve) => setTimeout(resolve));
  await probe.i18n.ready;
  await probe.updateComplete;
};

const root = document.documentElement;

describe('LocalizeController', () => {
  let pageLang: string | null;
  let pageDir: string | null;
  before(async () => {
    pageLang = root.getAttribute('lang');
    pageDir = root.getAttribute('dir');
    // Loaded once here, so that most tests see a table's strings at once (one test loads its own lazily).
    await Promise.all(['de', 'fr', 'es', 'zh-CN'].map((lang) => loadLocale(lang)));
  });
  afterEach(() => {
    fixtureCleanup();
    for (const [name, value] of [['lang', pageLang], ['dir', pageDir]] as const) {
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
  });

  it('is English with no lang anywhere', async () => {
    root.removeAttribute('lang');
    const probe = await fixture<LocalizeProbe>(fixtureHtml`<localize-probe></localize-probe>`);
    expect([shown(probe, 'gap'), shown(probe, 'count'), shown(probe, 'value'), shown(probe, 'points'), shown(probe, 'dir')]).to.deep.equal([
      'Gap to best',
      '1,044 entries',
      '74.0%',
      '+8.56pp',
      'ltr',
    ]);
    expect(probe.i18n.lang).to.equal('');
  });

  it("follows the page's lang, then a section's, then its own", async () => {
    root.setAttribute('lang', 'de');
    const section = await fixture<HTMLElement>(fixtureHtml`<section><localize-probe></localize-probe></section>`);
    const probe = section.querySelector('localize-probe') as LocalizeProbe;
    await settle(probe);
    expect([shown(probe, 'gap'), shown(probe, 'count'), shown(probe, 'value')]).to.deep.equal(['Abstand zur Spitze', '1.044 Einträge', '74,0\u00a0%']);

    section.setAttribute('lang', 'es-MX');
    await settle(probe);
    expect([probe.i18n.lang, shown(probe, 'gap'), shown(probe, 'points')]).to.deep.equal(['es-MX', 'Diferencia con el mejor', '+8.56\u00a0p.\u00a0p.']);

    probe.setAttribute('lang', 'zh-CN');
    await settle(probe);
    expect([shown(probe, 'gap'), shown(probe, 'points')]).to.deep.equal(['与最佳的差距', '+8.56个百分点']);

    // Its own lang removed: the section's again, then the page's.
    probe.removeAttribute('lang');
    await settle(probe);
    expect(shown(probe, 'gap')).to.equal('Diferencia con el mejor');
    section.removeAttribute('lang');
    await settle(probe);
    expect(shown(probe, 'gap')).to.equal('Abstand zur Spitze');
  });

  it("an element's own lang wins over the page's", async () => {
    root.setAttribute('lang', 'fr');
    const probe = await fixture<LocalizeProbe>(fixtureHtml`<localize-probe lang="de-AT"></localize-probe>`);
    await settle(probe);
    expect([probe.i18n.lang, probe.i18n.locale.lang, shown(probe, 'gap')]).to.deep.equal(['de-AT', 'de', 'Abstand zur Spitze']);
  });

  it('switches live when the page changes its lang', async () => {
    root.setAttribute('lang', 'en');
    const probes = await fixture<HTMLElement>(fixtureHtml`<div><localize-probe></localize-probe><localize-probe></localize-probe></div>`);
    const [first, second] = [...probes.querySelectorAll('localize-probe')] as LocalizeProbe[];
    expect(shown(first!, 'gap')).to.equal('Gap to best');
    root.setAttribute('lang', 'fr');
    await settle(first!);
    await settle(second!);
    expect([shown(first!, 'gap'), shown(second!, 'gap')]).to.deep.equal(['Écart au meilleur', 'Écart au meilleur']);
    root.setAttribute('lang', 'en-GB');
    await settle(first!);
    expect(shown(first!, 'gap')).to.equal('Gap to best');
  });

  it('falls back to English for an unknown or empty lang, without an error', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => errors.push(event);
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onError);
    try {
      for (const lang of ['qq-ZZ', '', 'x-pirate', '12345', '--', 'ar']) {
        const probe = await fixture<LocalizeProbe>(fixtureHtml`<localize-probe lang=${lang}></localize-probe>`);
        await settle(probe);
        expect([shown(probe, 'gap'), shown(probe, 'value')], lang).to.deep.equal(['Gap to best', '74.0%']);
      }
    } finally {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onError);
    }
    expect(errors).to.deep.equal([]);
  });

  it('shows English, then the lazy table once it arrives', async () => {
    const probe = await fixture<LocalizeProbe>(fixtureHtml`<localize-probe lang="ja"></localize-probe>`);
    // The first render cannot wait for a chunk: English throughout (numbers too), never a mix.
    expect([shown(probe, 'gap'), shown(probe, 'value')]).to.deep.equal(['Gap to best', '74.0%']);
    await probe.i18n.ready;
    expect([shown(probe, 'gap'), shown(probe, 'count'), shown(probe, 'points')]).to.deep.equal(['首位との差', '1,044件', '+8.56pt']);
  });

  it('renders again when registerLocale adds its language, English filling the gaps', async () => {
    const probe = await fixture<LocalizeProbe>(fixtureHtml`<localize-probe lang="sv-SE"></localize-probe>`);
    expect(shown(probe, 'gap')).to.equal('Gap to best');
    registerLocale('sv', { 'leaderboard.gap': 'Avstånd till bästa', 'common.points': '{n} procentenheter' });
    await probe.updateComplete;
    expect([shown(probe, 'gap'), shown(probe, 'count'), shown(probe, 'value'), shown(probe, 'points')]).to.deep.equal([
      'Avstånd till bästa',
      // No Swedish key for entries: English words, Swedish digits (Intl knows sv-SE).
      `${new Intl.NumberFormat('sv-SE').format(1044)} entries`,
      new Intl.NumberFormat('sv-SE', { style: 'percent', minimumFractionDigits: 1 }).format(0.74),
      `${new Intl.NumberFormat('sv-SE', { signDisplay: 'exceptZero', minimumFractionDigits: 2 }).format(8.56)} procentenheter`,
    ]);
  });

  it('does not render an element again for a table of another language', async () => {
    const page = await fixture<HTMLElement>(fixtureHtml`<div><localize-probe id="english"></localize-probe><localize-probe id="danish" lang="da"></localize-probe></div>`);
    const [english, danish] = [...page.querySelectorAll('localize-probe')] as LocalizeProbe[];
    const before = english!.renders;
    registerLocale('da', { 'leaderboard.gap': 'Afstand til den bedste' });
    await danish!.updateComplete;
    await english!.updateComplete;
    expect(shown(danish!, 'gap')).to.equal('Afstand til den bedste');
    expect(english!.renders).to.equal(before);
  });

  it('reports right to left: its own dir, an ancestor’s, or an RTL language', async () => {
    const page = await fixture<HTMLElement>(fixtureHtml`<div>
      <localize-probe id="own" dir="rtl"></localize-probe>
      <section dir="rtl"><localize-probe id="ancestor"></localize-probe></section>
      <localize-probe id="arabic" lang="ar"></localize-probe>
      <section lang="he"><localize-probe id="hebrew"></localize-probe></section>
      <section dir="rtl"><localize-probe id="ltr-inside" dir="ltr"></localize-probe></section>
      <section lang="fa" dir="ltr"><localize-probe id="ltr-persian"></localize-probe></section>
      <section dir="rtl"><localize-probe id="english-in-rtl" lang="en"></localize-probe></section>
      <localize-probe id="auto" dir="auto"></localize-probe>
    </div>`);
    const probe = (id: string) => page.querySelector<LocalizeProbe>(`#${id}`)!;
    const dirs = Object.fromEntries(['own', 'ancestor', 'arabic', 'hebrew', 'ltr-inside', 'ltr-persian', 'english-in-rtl', 'auto'].map((id) => [id, probe(id).i18n.isRtl]));
    expect(dirs).to.deep.equal({
      own: true,
      ancestor: true,
      arabic: true,
      hebrew: true,
      'ltr-inside': false,
      'ltr-persian': false,
      // An English element in a right-to-left page still runs right to left, as the page does.
      'english-in-rtl': true,
      auto: false,
    });
    expect(shown(probe('arabic'), 'dir')).to.equal('rtl');
    // Arrow keys follow what the reader sees.
    expect([arrowStep('ArrowLeft', probe('own').i18n.isRtl), arrowStep('ArrowLeft', probe('ltr-inside').i18n.isRtl)]).to.deep.equal([1, -1]);
  });

  it('renders again when a dir changes', async () => {
    const section = await fixture<HTMLElement>(fixtureHtml`<section><localize-probe></localize-probe></section>`);
    const probe = section.querySelector('localize-probe') as LocalizeProbe;
    expect(shown(probe, 'dir')).to.equal('ltr');
    section.dir = 'rtl';
    await settle(probe);
    expect(shown(probe, 'dir')).to.equal('rtl');
    root.setAttribute('dir', 'ltr');
    section.removeAttribute('dir');
    await settle(probe);
    expect(shown(probe, 'dir')).to.equal('ltr');
  });

  it("follows a lang inside another component's shadow root, live", async () => {
    const frame = await fixture<LocalizeFrame>(fixtureHtml`<localize-frame lang="de"></localize-frame>`);
    const section = frame.shadowRoot!.querySelector('section')!;
    const probe = section.querySelector('localize-probe') as LocalizeProbe;
    await settle(probe);
    expect(shown(probe, 'gap')).to.equal('Écart au meilleur');
    section.setAttribute('lang', 'es');
    await settle(probe);
    expect(shown(probe, 'gap')).to.equal('Diferencia con el mejor');
    // Without a lang in the shadow tree, the host's.
    section.removeAttribute('lang');
    await settle(probe);
    expect(shown(probe, 'gap')).to.equal('Abstand zur Spitze');
  });

  it('follows a lang inside a closed shadow root, live', async () => {
    const frame = await fixture<ClosedFrame>(fixtureHtml`<localize-closed-frame></localize-closed-frame>`);
    const probe = frame.inner.querySelector('localize-probe') as LocalizeProbe;
    await settle(probe);
    expect(shown(probe, 'gap')).to.equal('Écart au meilleur');
    frame.inner.setAttribute('lang', 'de');
    await settle(probe);
    expect(shown(probe, 'gap')).to.equal('Abstand zur Spitze');
  });

  it('uses one MutationObserver for every element, and renders only those whose language changed', async () => {
    const Native = window.MutationObserver;
    let made = 0;
    window.MutationObserver = class extends Native {
      constructor(callback: MutationCallback) {
        super(callback);
        made++;
      }
    };
    try {
      const page = await fixture<HTMLElement>(fixtureHtml`<div>
        ${Array.from({ length: 40 }, () => fixtureHtml`<localize-probe></localize-probe>`)}
        <section lang="de"><localize-probe id="german"></localize-probe></section>
      </div>`);
      const probes = [...page.querySelectorAll('localize-probe')] as LocalizeProbe[];
      expect(made).to.equal(1);
      const renders = probes.map((probe) => probe.renders);
      const german = page.querySelector<LocalizeProbe>('#german')!;
      german.parentElement!.setAttribute('lang', 'fr');
      await settle(german);
      expect(shown(german, 'gap')).to.equal('Écart au meilleur');
      // The others' language did not change: no render for them.
      expect(probes.filter((probe, i) => probe.renders !== renders[i]).map((probe) => probe.id)).to.deep.equal(['german']);
    } finally {
      window.MutationObserver = Native;
    }
  });

  it('reads its own lang before it is connected (as on a server)', () => {
    const probe = document.createElement('localize-probe') as LocalizeProbe;
    probe.setAttribute('lang', 'de');
    expect([probe.i18n.lang, probe.i18n.locale.lang, probe.i18n.t('leaderboard.gap')]).to.deep.equal(['de', 'de', 'Abstand zur Spitze']);
    probe.setAttribute('dir', 'rtl');
    expect(probe.i18n.isRtl).to.equal(true);
  });
});
