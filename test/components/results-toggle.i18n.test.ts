import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/components/results-toggle/define.js';
import type { ResultsToggle } from '../../src/components/results-toggle/results-toggle.js';
import type { ResultsData } from '../../src/components/results-toggle/results-toggle.types.js';
import { type LocaleStrings } from '../../src/lib/locale.js';
import { loadLocale } from '../../src/lib/locale-loading.js';
import de from '../../src/locales/de.js';
import es from '../../src/locales/es.js';
import fr from '../../src/locales/fr.js';
import ja from '../../src/locales/ja.js';
import zhCN from '../../src/locales/zh-CN.js';
import { BENCHMARKS, publishedResults, resultsData } from '../fixtures/results-data.js';
import { englishIn, SHARED_WORDS } from '../support/english-ui.js';
import { barValues, headlineDelta, headlineFigures, headlineSentence, headlineValues } from '../support/results-view.js';

// Issue 29 for <results-toggle>: every word it writes in the reader's language, numbers as Intl writes
// them there, right to left mirrored. The data (backbones, benchmarks, row labels, title, metric, note)
// stays as the author gave it.

const B = BENCHMARKS;
const data = (): ResultsData => ({ title: 'Training results', metric: 'Success rate', note: 'Paper Table 2 · illustrative cells', ...resultsData() });
/** Every data string of `d`: removed from the text before looking for English UI words. */
const dataStrings = (d: ResultsData): string[] => [
  d.title ?? '',
  d.metric ?? '',
  d.note ?? '',
  ...d.benchmarks.map((b) => (typeof b === 'string' ? b : b.name)),
  ...d.backbones.flatMap((b) => [b.name, ...b.rows.flatMap((r) => [r.label, r.note ?? '', ...(r.tags ?? [])])]),
];

const TABLES: Record<string, LocaleStrings> = { 'zh-CN': zhCN, ja, de, fr, es };
/** The script each language writes its UI in, where it has its own. */
const SCRIPT: Record<string, RegExp> = { 'zh-CN': /\p{Script=Han}/u, ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u };

const $ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const norm = (value: string) => value.replace(/\s+/g, ' ').trim();
const text = (node: Element | null) => norm(node?.textContent ?? '');
const sentence = (el: ResultsToggle) => text(headlineSentence(el));
/** Everything the element writes or says: text, accessible names, hidden announcements. */
function everything(el: ResultsToggle): string {
  const root = el.shadowRoot!;
  const labels = [...root.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label'));
  return [root.textContent ?? '', ...labels, el.announcement].join(' ');
}

async function inLang(lang: string, body: () => Promise<void>): Promise<void> {
  const before = document.documentElement.lang;
  document.documentElement.lang = lang;
  try {
    await body();
  } finally {
    document.documentElement.lang = before;
  }
}

async function make(d: ResultsData, attrs: { open?: boolean; lang?: string; dir?: string; width?: number } = {}) {
  const parent = document.createElement('div');
  parent.style.width = `${attrs.width ?? 800}px`;
  const el = await fixture<ResultsToggle>(html`<results-toggle .data=${d} ?open=${attrs.open} lang=${attrs.lang ?? ''} dir=${attrs.dir ?? ''}></results-toggle>`, {
    parentNode: parent,
  });
  if (!attrs.lang) el.removeAttribute('lang');
  if (!attrs.dir) el.removeAttribute('dir');
  await el.ready;
  await el.updateComplete;
  return el;
}

/** What Intl writes for a value with "%" in `lang`, rounded half away from zero first as the element does. */
const percent = (lang: string, value: number, decimals: number) =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
const signed = (lang: string, value: number, decimals: number) =>
  new Intl.NumberFormat(lang, { signDisplay: 'exceptZero', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

describe('<results-toggle> in the reader\'s language (issue 29)', function () {
  this.timeout(60_000);
  before(() => Promise.all(Object.keys(TABLES).map((lang) => loadLocale(lang))));

  for (const lang of Object.keys(TABLES)) {
    describe(lang, () => {
      it('under <html lang>: no English UI string, open table included; the locale\'s script', async () => {
        await inLang(lang, async () => {
          const d = data();
          const el = await make(d, { open: true });
          expect($(el, 'table'), 'the table is shown').to.exist;
          const all = everything(el);
          expect(englishIn(all, TABLES[lang]!, dataStrings(d), SHARED_WORDS[lang] ?? [])).to.deep.equal([]);
          if (SCRIPT[lang]) expect(text($(el, '[part="toggles"] legend')), 'the legend in its script').to.match(SCRIPT[lang]!);
          // Data strings as given.
          expect($$<HTMLInputElement>(el, 'input[name="backbone"]').map((r) => r.value)).to.deep.equal(['Backbone A', 'MiMo-V2.5']);
          expect(text($(el, 'table tbody th'))).to.equal('Backbone A');
        });
      });

      it('the headline gain and values are Intl.NumberFormat\'s for the language', async () => {
        await inLang(lang, async () => {
          const el = await make(data(), { lang: undefined });
          el.benchmark = B[1]!;
          await el.updateComplete;
          // 54.42 → 62.98 on DeepSWE: +8.56 points.
          const values = text(headlineValues(el));
          expect(values).to.contain(norm(percent(lang, 54.42, 2)));
          expect(values).to.contain(norm(percent(lang, 62.98, 2)));
          const delta = text(headlineDelta(el));
          expect(delta.startsWith(signed(lang, 8.56, 2)), `${delta} starts with the signed number`).to.equal(true);
          expect(delta).not.to.contain('pp');
          // Bars' values too.
          const bar = text(barValues(el)[0]!);
          expect(bar).to.equal(norm(percent(lang, 54.42, 2)));
        });
      });

      it('the announcement after picking a benchmark is in the language', async () => {
        await inLang(lang, async () => {
          const d = data();
          const el = await make(d);
          const radio = $$<HTMLInputElement>(el, 'input[name="benchmark"]')[1]!;
          radio.closest('label')!.click();
          await el.updateComplete;
          await el.updateComplete;
          const said = el.announcement;
          expect(said).to.contain('Backbone A');
          expect(said).to.contain(B[1]!);
          expect(said).to.contain(new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(8.56));
          expect(englishIn(said, TABLES[lang]!, dataStrings(d), SHARED_WORDS[lang] ?? [])).to.deep.equal([]);
          expect(said).not.to.match(/\bpercent\b|percentage|\bagainst\b|\bfrom\b/);
          if (SCRIPT[lang]) expect(said).to.match(SCRIPT[lang]!);
        });
      });
    });
  }

  it('German in detail: "+8,56 Pp.", "54,42 %", spoken "um 8,56 Prozentpunkte", the caption and pager', async () => {
    await inLang('de', async () => {
      const el = await make(data(), { open: true });
      el.benchmark = B[1]!;
      await el.updateComplete;
      expect(text(headlineFigures(el))).to.equal('+8,56 Pp. 54,42 % → 62,98 %');
      expect(sentence(el)).to.contain('Prozentpunkte');
      expect(sentence(el)).to.contain('54,42 Prozent');
      expect(text($(el, '#caption'))).to.contain('Alle Ergebnisse');
      expect(text($(el, 'table thead th'))).not.to.equal('Training data');
      // Cells in German digits; the CSV file keeps plain ones (a data file).
      expect(text($$(el, 'table tbody tr')[1]!.querySelectorAll('td')[1]!)).to.equal('54,42');
    });
  });

  it('published averages and ± spreads in the language\'s digits (fr), the axis ticks too', async () => {
    await inLang('fr', async () => {
      const d = publishedResults();
      const el = await make(d, { open: true });
      const bar = text(barValues(el)[0]!);
      // "40,3 ± 1,1 %" with the French narrow no-break space before %.
      expect(bar).to.equal(norm(`40,3 ± 1,1${percent('fr', 1, 0).replace(/^1/, '')}`));
      const cells = [...$$(el, 'table tbody tr')[1]!.querySelectorAll('td')].map((c) => text(c));
      expect(cells[0]).to.equal('40,3 ± 1,1');
      expect(cells.at(-1), 'a published average keeps its digits').to.match(/^\d+,\d+$/);
    });
  });

  it('an element\'s own lang overrides the page\'s; a section\'s lang is followed; a change re-derives the view', async () => {
    await inLang('de', async () => {
      const own = await make(data(), { lang: 'ja' });
      expect(text($(own, '[part="toggles"] legend'))).to.match(SCRIPT.ja!);
      const section = document.createElement('section');
      section.lang = 'fr';
      const inside = await fixture<ResultsToggle>(html`<results-toggle .data=${data()}></results-toggle>`, { parentNode: section });
      await inside.ready;
      expect(text($(inside, '[part="toggles"] legend'))).to.equal(fr['results.backbone']);
      // The page's German for one with neither.
      const plain = await make(data());
      expect(text($(plain, '[part="toggles"] legend'))).to.equal(de['results.backbone']);
      // Changing the section's lang re-renders, numbers and sentence included.
      section.lang = 'es';
      await loadLocale('es');
      await new Promise((resolve) => setTimeout(resolve, 0));
      await inside.updateComplete;
      expect(text($(inside, '[part="toggles"] legend'))).to.equal(es['results.backbone']);
      expect(sentence(inside)).to.contain('7,90');
      expect(sentence(inside)).not.to.contain('percent');
      // Back to English, exactly as before.
      own.lang = 'en';
      await new Promise((resolve) => setTimeout(resolve, 0));
      await own.updateComplete;
      expect(text($(own, '[part="toggles"] legend'))).to.equal('Model');
      expect(text(headlineFigures(own))).to.equal('+7.90pp 30.10% → 38.00%');
    });
  });

  describe('right to left', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('dir="rtl": bars grow from the right (SVG geometry), arrows and toggles mirrored, no sideways overflow at 375 px', async () => {
      await setViewport({ width: 375, height: 800 });
      // The page's 375 px less the body's 8 px margins.
      const ltr = await make(data(), { width: 359, open: true });
      const rtl = await make(data(), { width: 359, dir: 'rtl', open: true });
      expect($(rtl, '[part="base"]')!.getAttribute('dir')).to.equal('rtl');
      // The same bar, mirrored on the 1000-unit track: x' = 1000 − x − width.
      const rect = (el: ResultsToggle) => $$<SVGRectElement>(el, '[part="bars"] rect')[2]!;
      const x = Number(rect(ltr).getAttribute('x'));
      const w = Number(rect(ltr).getAttribute('width'));
      expect(Number(rect(rtl).getAttribute('x'))).to.be.closeTo(1000 - x - w, 1e-6);
      // On screen: the LTR bar touches its track's left edge, the RTL one its right edge.
      const track = (el: ResultsToggle) => rect(el).closest('svg')!.getBoundingClientRect();
      expect(Math.abs(rect(rtl).getBoundingClientRect().right - track(rtl).right)).to.be.lessThan(1.5);
      expect(Math.abs(rect(ltr).getBoundingClientRect().left - track(ltr).left)).to.be.lessThan(1.5);
      // The headline reads right to left: "30.10% ← 38.00%"; the first toggle is at the right.
      expect(text(headlineValues(rtl))).to.contain('←');
      // A signed number keeps its sign in front in a right-to-left line ("+7.90pp", not "7.90pp+").
      const delta = headlineDelta(rtl)!;
      expect(getComputedStyle(delta).unicodeBidi).to.equal('plaintext');
      const node = document.createTreeWalker(delta, NodeFilter.SHOW_TEXT).nextNode() as Text;
      expect(node.data.startsWith('+')).to.equal(true);
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, 1);
      const plus = range.getBoundingClientRect();
      expect(plus.width, 'the + is drawn').to.be.greaterThan(0);
      expect(plus.left - delta.getBoundingClientRect().left, 'the + at the left').to.be.lessThan(2);
      const first = $$(rtl, '[part="toggles"] input[name="benchmark"]')[0]!.closest('label')!.getBoundingClientRect();
      const second = $$(rtl, '[part="toggles"] input[name="benchmark"]')[1]!.closest('label')!.getBoundingClientRect();
      if (Math.abs(first.top - second.top) < 2) expect(first.left).to.be.greaterThan(second.left);
      // No sideways overflow of the page at 375 px (the table scrolls inside its own region).
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      expect(rtl.getBoundingClientRect().right).to.be.at.most(376);
      expect(rtl.getBoundingClientRect().left).to.be.at.least(0);
      expect($(rtl, '[part="base"]')!.scrollWidth, 'nothing wider than the element').to.be.at.most(rtl.clientWidth + 1);
      expect(text($(rtl, '.cue'))).to.contain('←');
      // No inline style anywhere in the shadow root.
      expect($$(rtl, '[style]')).to.have.length(0);
    });

    it('an RTL lang mirrors too, and the arrow keys follow the visual direction', async () => {
      const el = await make(data(), { lang: 'ar' });
      expect($(el, '[part="base"]')!.getAttribute('dir')).to.equal('rtl');
      const radios = $$<HTMLInputElement>(el, 'input[name="benchmark"]');
      radios[0]!.focus();
      // The next radio lies to the left in a right-to-left row: ArrowLeft goes to it.
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(el.benchmark).to.equal(B[1]);
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.benchmark).to.equal(B[0]);
      // An unknown language (Arabic has no table): English words, no error.
      expect(text($(el, '[part="toggles"] legend'))).to.equal('Model');
    });
  });
});
