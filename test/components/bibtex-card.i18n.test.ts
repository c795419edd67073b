/**
 * bibtex-card in the reader's language (issue 29): every UI string from the locale's table, the
 * citation and the BibTeX as the style and the author wrote them, right-to-left layouts mirrored.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/components/bibtex-card/define.js';
import type { BibtexCard } from '../../src/components/bibtex-card/bibtex-card.js';
import { type LocaleStrings } from '../../src/lib/locale.js';
import { loadLocale, localeFor, registerLocale } from '../../src/lib/locale-loading.js';
import de from '../../src/locales/de.js';
import es from '../../src/locales/es.js';
import fr from '../../src/locales/fr.js';
import ja from '../../src/locales/ja.js';
import zhCN from '../../src/locales/zh-CN.js';
import { englishIn, SHARED_WORDS } from '../support/english-ui.js';
import { PAPER_BIBTEX as PAPER } from '../fixtures/paper-bibtex.js';

const PAPER_APA =
  'Cai, Y., Wang, M., Zhao, L., Zhang, L., Li, L., Li, S., Sun, X., & Luo, F. (2026). When requirements interact: Scaling long-horizon coding via interdependent specifications (arXiv:2610.40256). arXiv. https://arxiv.org/abs/2610.40256';
const PAPER_MLA =
  'Cai, Yishuo, et al. "When Requirements Interact: Scaling Long-Horizon Coding via Interdependent Specifications." arXiv, 2026, arxiv.org/abs/2610.40256.';
const THESIS = '@mastersthesis{lee2020,\n  author = {Lee, Ada},\n  title = {Deep Trees},\n  school = {University of Somewhere},\n  year = {2020},\n}';
const MALFORMED = '@article{broken,\n  title = {Missing Comma}\n  author = {Someone}\n}';

const LOCALES: [string, LocaleStrings][] = [
  ['zh-CN', zhCN],
  ['ja', ja],
  ['de', de],
  ['fr', fr],
  ['es', es],
];
/** The script a locale's words are in, where it has its own. */
const SCRIPT: Record<string, RegExp> = { 'zh-CN': /\p{Script=Han}{2}/u, ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u };

const $ = <T extends Element = HTMLElement>(el: BibtexCard, selector: string) => el.shadowRoot!.querySelector<T>(selector);
/** The line saying how many entries were left out: the one just above the status line (part="status"). */
const leftOutNote = (el: BibtexCard) => el.shadowRoot!.querySelector<HTMLElement>('p:has(+ [part="status"])');
const part = (el: BibtexCard, name: string) => $(el, `[part~="${name}"]`);
const tab = (el: BibtexCard, format: string) => $<HTMLButtonElement>(el, `[role="tab"][data-format="${format}"]`)!;
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Opens the image menu (its buttons are rendered once it is open). */
async function openImageMenu(el: BibtexCard): Promise<void> {
  const menu = $<HTMLDetailsElement>(el, 'details[part="image"]')!;
  if (!menu.open) {
    menu.open = true;
    await oneEvent(menu, 'toggle');
  }
  await el.updateComplete;
}

/**
 * What the card writes itself: its shadow text (the closed image menu's too) and accessible names,
 * without the entry and the citation (data: never translated).
 */
function uiText(el: BibtexCard): string {
  const root = el.shadowRoot!;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('[part="code"], [part="citation"], style')) pieces.push(node.textContent ?? '');
  }
  for (const labelled of root.querySelectorAll('[aria-label]')) pieces.push(labelled.getAttribute('aria-label')!);
  pieces.push(el.announcement ?? '');
  return pieces.join(' ');
}

async function card(bibtex = PAPER, attributes = '', lang?: string): Promise<BibtexCard> {
  if (lang) await loadLocale(lang);
  const el = await fixture<BibtexCard>(html`<bibtex-card theme="light"></bibtex-card>`);
  for (const pair of attributes.split(' ').filter(Boolean)) el.setAttribute(...(pair.split('=') as [string, string]));
  el.bibtex = bibtex;
  await el.updateComplete;
  return el;
}

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
  return () => delete (navigator as { clipboard?: unknown }).clipboard;
}

/** Runs `test` with `<html lang>` set to `lang`, then puts the page's own back. */
async function underPageLang(lang: string, test: () => Promise<void>): Promise<void> {
  const before = document.documentElement.getAttribute('lang');
  document.documentElement.lang = lang;
  try {
    await loadLocale(lang);
    await test();
  } finally {
    if (before === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', before);
  }
}

describe('bibtex-card in other languages', () => {
  for (const [lang, table] of LOCALES) {
    describe(`<html lang="${lang}">`, () => {
      it('writes no English UI string, in every format and in the image menu', async () => {
        await underPageLang(lang, async () => {
          const el = await card();
          const shared = SHARED_WORDS[lang.split('-')[0]!] ?? [];
          expect(englishIn(uiText(el), table, [], shared)).to.deep.equal([]);
          const locale = localeFor(lang);
          expect(text(part(el, 'title'))).to.equal(locale.t('bibtex.title'));
          expect(part(el, 'formats')!.getAttribute('aria-label')).to.equal(locale.t('bibtex.formats'));
          expect(text(part(el, 'download'))).to.equal(locale.t('bibtex.download'));
          await openImageMenu(el);
          expect(englishIn(uiText(el), table, [], shared)).to.deep.equal([]);
          expect([...el.shadowRoot!.querySelectorAll('[data-image]')].map(text)).to.deep.equal([locale.t('common.downloadSvg'), locale.t('common.downloadPng')]);
          if (SCRIPT[lang]) expect(text(part(el, 'title'))).to.match(SCRIPT[lang]!);
          for (const format of ['apa', 'mla']) {
            tab(el, format).click();
            await el.updateComplete;
            expect(englishIn(uiText(el), table, [], shared)).to.deep.equal([]);
            // Copy names what it copies: "APA-Zitation", "APA 引用"… with the style's own name.
            expect(text(part(el, 'copy'))).to.equal(`${locale.t('bibtex.copy')} ${locale.t('bibtex.citation', { format: format.toUpperCase() })}`);
          }
        });
      });

      it('keeps the citation as the style writes it and the BibTeX as given', async () => {
        await underPageLang(lang, async () => {
          const el = await card(PAPER, 'format=mla');
          expect(text(part(el, 'citation'))).to.equal(PAPER_MLA);
          el.format = 'apa';
          await el.updateComplete;
          expect(text(part(el, 'citation'))).to.equal(PAPER_APA);
          el.bibtex = THESIS;
          await el.updateComplete;
          expect(text(part(el, 'citation'))).to.contain("[Master's thesis, University of Somewhere]");
          el.format = 'bibtex';
          await el.updateComplete;
          expect(part(el, 'code')!.textContent).to.equal(THESIS);
        });
      });

      it('announces Copy in its language', async () => {
        await underPageLang(lang, async () => {
          const el = await card(PAPER, 'format=apa');
          const restore = stubClipboard(async () => undefined);
          try {
            setTimeout(() => part(el, 'copy')!.click());
            await oneEvent(el, 'bibtex-copy');
            await el.updateComplete;
            const locale = localeFor(lang);
            const expected = locale.t('bibtex.copied', { what: locale.t('bibtex.citation', { format: 'APA' }) });
            expect(el.announcement).to.equal(expected);
            expect(text(part(el, 'status'))).to.equal(expected.replace(/\s+/g, ' '));
            if (SCRIPT[lang]) expect(expected).to.match(SCRIPT[lang]!);
          } finally {
            restore();
          }
        });
      });

      it('says why formatting is unavailable in its language (the parser\'s reason is the author\'s)', async () => {
        await underPageLang(lang, async () => {
          const el = await card(MALFORMED, 'format=apa');
          const warning = text(part(el, 'warning'));
          const problem = 'line 3: expected "," or "}" in the entry "broken"';
          expect(warning).to.contain(problem);
          const shared = SHARED_WORDS[lang.split('-')[0]!] ?? [];
          expect(englishIn(uiText(el), table, [problem], shared)).to.deep.equal([]);
          expect(warning).to.equal(localeFor(lang).t('bibtex.unavailable', { formats: 'APA', problem }).replace(/\s+/g, ' '));
        });
      });
    });
  }

  it('the card\'s own lang overrides the page\'s; a section\'s lang is followed and followed live', async () => {
    await underPageLang('de', async () => {
      await loadLocale('ja');
      await loadLocale('fr');
      const section = await fixture<HTMLElement>(html`<section lang="ja"><bibtex-card bibtex=${PAPER}></bibtex-card><bibtex-card lang="fr" bibtex=${PAPER}></bibtex-card></section>`);
      const [inSection, own] = [...section.querySelectorAll('bibtex-card')] as BibtexCard[];
      await inSection!.updateComplete;
      await own!.updateComplete;
      expect(text(part(inSection!, 'title'))).to.equal('この研究を引用');
      expect(text(part(own!, 'title'))).to.equal('Citer ce travail');
      section.lang = 'es';
      await loadLocale('es');
      await new Promise((resolve) => setTimeout(resolve));
      await inSection!.updateComplete;
      expect(text(part(inSection!, 'title'))).to.equal('Cita este trabajo');
      expect(text(part(own!, 'title'))).to.equal('Citer ce travail');
      // An author's heading is never translated.
      own!.heading = 'Zitieren Sie uns';
      await own!.updateComplete;
      expect(text(part(own!, 'title'))).to.equal('Zitieren Sie uns');
    });
  });

  it('counts the entries left out in the language\'s digits and plural', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => `@misc{k${i}, title = {Entry ${i}}, year = 2020}`).join('\n');
    for (const [lang, expected] of [
      ['de', '1.499 weitere Einträge wurden ausgelassen.'],
      ['fr', `1${new Intl.NumberFormat('fr').format(1499).slice(1, -3)}499 autres entrées ont été omises.`],
      ['ja', 'ほか1,499件のエントリーは省略しました。'],
    ] as const) {
      const el = await card(many, `lang=${lang}`, lang);
      expect(leftOutNote(el)!.textContent).to.equal(expected);
    }
    const one = await card('@misc{a}\n@misc{b}', 'lang=de', 'de');
    expect(leftOutNote(one)!.textContent).to.equal('1 weiterer Eintrag wurde ausgelassen.');
  });

  it('registerLocale with a partial table: its strings, English key by key for the rest', async () => {
    registerLocale('x-bibtex-test', { 'bibtex.copy': 'Kopi', 'bibtex.title': 'Siteer hierdie werk' });
    const el = await card(PAPER, 'lang=x-bibtex-test');
    expect(text(part(el, 'title'))).to.equal('Siteer hierdie werk');
    expect(text(part(el, 'copy'))).to.equal('Kopi BibTeX');
    expect(text(part(el, 'download'))).to.equal('Download .bib');
    expect(part(el, 'formats')!.getAttribute('aria-label')).to.equal('Citation format');
  });

  it('an unknown lang is English, without an error', async () => {
    const errors: unknown[] = [];
    const el = await card(PAPER, 'lang=qq-Zzzz');
    el.addEventListener('csw-error', (event) => errors.push(event));
    expect(text(part(el, 'title'))).to.equal('Cite this work');
    expect(part(el, 'error')).to.equal(null);
    expect(errors).to.deep.equal([]);
  });

  describe('right to left', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('dir="rtl": toolbar and tabs mirrored, the BibTeX left to right, no sideways overflow at 375 px', async () => {
      await setViewport({ width: 375, height: 700 });
      const el = await fixture<BibtexCard>(html`<bibtex-card dir="rtl" theme="light" style="display:block; width: 100%"></bibtex-card>`);
      el.bibtex = PAPER;
      await el.updateComplete;
      const base = part(el, 'base')!;
      expect(base.getAttribute('dir')).to.equal('rtl');
      const [bibtex, apa, mla] = ['bibtex', 'apa', 'mla'].map((format) => tab(el, format).getBoundingClientRect());
      // The first tab at the right, the next to its left.
      expect(bibtex!.left).to.be.greaterThan(apa!.left);
      expect(apa!.left).to.be.greaterThan(mla!.left);
      const heading = part(el, 'title')!.getBoundingClientRect();
      const baseBox = base.getBoundingClientRect();
      expect(baseBox.right - heading.right).to.be.lessThan(heading.left - baseBox.left);
      const code = part(el, 'code')!;
      expect(getComputedStyle(code).direction).to.equal('ltr');
      expect(code.textContent).to.equal(PAPER);
      // Nothing runs off sideways, the open image menu included.
      await openImageMenu(el);
      expect(el.shadowRoot!.querySelectorAll('[data-image]')).to.have.length(2);
      for (const node of [base, ...base.querySelectorAll('*')]) {
        const box = node.getBoundingClientRect();
        if (!box.width) continue;
        expect(box.left, `${node.tagName}.${node.className} left`).to.be.at.least(-0.5);
        expect(box.right, `${node.tagName}.${node.className} right`).to.be.at.most(375.5);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
    });

    it('an RTL lang on the page (ar) is right to left too', async () => {
      await underPageLang('ar', async () => {
        const el = await card();
        expect(part(el, 'base')!.getAttribute('dir')).to.equal('rtl');
        expect(getComputedStyle(part(el, 'code')!).direction).to.equal('ltr');
        expect(getComputedStyle(part(el, 'formats')!).direction).to.equal('rtl');
      });
    });

    for (const attributes of ['dir=rtl', 'lang=ar']) {
    it(`the tabs' arrow keys follow what the reader sees (${attributes}): ← to the next tab, → back`, async () => {
      const el = await card(PAPER, attributes);
      tab(el, 'bibtex').focus();
      const press = async (key: string) => {
        await sendKeys({ press: key });
        await el.updateComplete;
        return [el.format, el.shadowRoot!.activeElement?.getAttribute('data-format')];
      };
      expect(await press('ArrowLeft')).to.deep.equal(['apa', 'apa']);
      expect(await press('ArrowLeft')).to.deep.equal(['mla', 'mla']);
      expect(await press('ArrowRight')).to.deep.equal(['apa', 'apa']);
      expect(await press('ArrowRight')).to.deep.equal(['bibtex', 'bibtex']);
      expect(await press('ArrowRight')).to.deep.equal(['mla', 'mla']);
      expect(await press('ArrowDown')).to.deep.equal(['bibtex', 'bibtex']);
      expect(await press('Home')).to.deep.equal(['bibtex', 'bibtex']);
      expect(await press('End')).to.deep.equal(['mla', 'mla']);
      // One tab stop, on the selected tab.
      expect([...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex'))).to.deep.equal(['-1', '-1', '0']);
    });
    }
  });
});
