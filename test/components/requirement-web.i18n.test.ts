// requirement-web in the reader's language (issue 29): every UI string, accessible name and
// announcement from the locale's table; data strings as given; `lang` found on the element, a
// section or the page; right to left mirrored (panel, toolbar, the flow's direction, arrow keys).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../../src/components/requirement-web/define.js';
import type { RequirementWebData, RequirementWebInput } from '../../src/components/requirement-web/requirement-web.types.js';
import { type LocaleStrings } from '../../src/lib/locale.js';
import { localeReady } from '../../src/lib/locale-loading.js';
import de from '../../src/locales/de.js';
import es from '../../src/locales/es.js';
import fr from '../../src/locales/fr.js';
import ja from '../../src/locales/ja.js';
import zhCN from '../../src/locales/zh-CN.js';
import { englishIn, SHARED_WORDS } from '../support/english-ui.js';
import { nodeLabels, toolbarButtons } from '../support/web-view.js';

const TABLES: Record<string, LocaleStrings> = { 'zh-CN': zhCN, ja, de, fr, es };

/** The paper's hero web (its own labels, English: data, never translated). */
async function heroData(): Promise<RequirementWebData> {
  return (await (await fetch('/demo/data/hero-web.json')).json()) as RequirementWebData;
}

/**
 * A real-shaped graph with everything the element writes words about: directed links (the
 * default verbs), an undirected one, groups (the legend), a url (the panel's link), a long label,
 * and a requirement tied only to the hub. Labels are English on purpose: they must stay as given.
 */
const GRAPH: RequirementWebInput = {
  title: 'Import graph of src/lib',
  summary: 'Modules of one package and what each imports; illustrative data.',
  hub: { id: 'types', label: 'types.ts' },
  requirements: [
    { id: 'parse', label: 'requirement-web-data.ts', group: 'data', heading: 'Parses and validates.', url: 'https://example.org/parse' },
    { id: 'graph', label: 'requirement-graph.ts', group: 'data', heading: 'Index and neighbours.' },
    { id: 'layout', label: 'requirement-layout/index.ts', group: 'layout', heading: 'Where things go.' },
    { id: 'labels', label: 'requirement-layout/labels.ts', group: 'layout', heading: 'Where text goes.' },
    { id: 'fit', label: 'text-fit.ts', group: 'text', heading: 'Wraps labels at boundaries.' },
    { id: 'lonely', label: 'a_module_with_a_very_long_name_that_wraps_at_underscores.ts', heading: 'Tied to the hub alone.' },
  ],
  links: [
    { source: 'graph', target: 'parse', directed: true, label: 'graphOf' },
    { source: 'layout', target: 'graph', directed: true },
    { source: 'layout', target: 'labels', directed: true },
    { source: 'labels', target: 'fit', directed: true },
    { source: 'layout', target: 'fit' },
  ],
};

const root = (el: RequirementWeb) => el.shadowRoot!;
const nodes = (el: RequirementWeb) => [...root(el).querySelectorAll<SVGGElement>('[part="node"]')];
const node = (el: RequirementWeb, id: string) => nodes(el).find((n) => n.dataset.id === id)!;
const focusedId = (el: RequirementWeb) => (root(el).activeElement as SVGGElement | null)?.dataset.id;

/** Every author's string of `data`: shown as given in any language. */
function dataStrings(data: RequirementWebInput): string[] {
  return [
    data.title ?? '',
    data.summary ?? '',
    data.hub.label ?? '',
    ...data.requirements.flatMap((r) => [r.label ?? '', r.heading ?? '', r.detail ?? '', r.group ?? '']),
    ...(data.links ?? []).map((l) => l.label ?? ''),
  ];
}

/** Everything a reader can see or hear: the shadow tree's text, every accessible name and description. */
function everything(el: RequirementWeb): string {
  const names = [...root(el).querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
  // The drawing's words are the labels (data), wrapped or shortened there: not compared piecewise.
  const copy = root(el).querySelector('[part="base"]')!.cloneNode(true) as Element;
  for (const label of copy.querySelectorAll('svg text')) label.remove();
  return [copy.textContent, ...names, el.announcement].join('\n');
}

let pageLang = '';
beforeEach(() => {
  pageLang = document.documentElement.lang;
});
afterEach(async () => {
  document.documentElement.lang = pageLang;
  document.documentElement.removeAttribute('dir');
  await setViewport({ width: 800, height: 600 });
});

async function select(el: RequirementWeb, id: string) {
  node(el, id).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await el.updateComplete;
}

describe('requirement-web: preload (what a server awaits before rendering)', () => {
  // First in this file: no table has loaded yet.
  it('brings every shipped table, so the first render of a lang="ja" element is Japanese', async () => {
    expect(localeReady('ja')).to.equal(false);
    await (customElements.get('requirement-web') as unknown as { preload(): Promise<unknown> }).preload();
    for (const lang of Object.keys(TABLES)) expect(localeReady(lang), lang).to.equal(true);
    const el = await fixture<RequirementWeb>(html`<requirement-web lang="ja" style="width: 720px" .data=${GRAPH}></requirement-web>`);
    // No wait for el.ready: the first update already had the table.
    expect(toolbarButtons(el)[0]!.textContent!.trim()).to.equal(ja['web.showList']);
  });
});

describe('requirement-web in the page\'s language (<html lang>)', () => {
  for (const [lang, table] of Object.entries(TABLES)) {
    it(`${lang}: no English UI string, in the language's script; the selection announced in ${lang}`, async () => {
      document.documentElement.lang = lang;
      const data = GRAPH;
      const el = await fixture<RequirementWeb>(html`<requirement-web theme="light" style="width: 720px" .data=${data}></requirement-web>`);
      await el.ready;
      await el.updateComplete;
      // At rest: the prompt, the toolbar, the legend, the hint, the list (for screen readers).
      expect(englishIn(everything(el), table, dataStrings(data), SHARED_WORDS[lang])).to.deep.equal([]);
      // A directed requirement: the panel's two lists named by the language's default verbs.
      await select(el, 'layout');
      const panel = root(el).querySelector('[part="detail"]')!.textContent!;
      const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
      expect(panel).to.contain(capital(table['web.verbOut']!));
      expect(el.announcement.startsWith(table['web.selected']!.split('{label}')[0]!)).to.equal(true);
      expect(el.announcement).to.contain('requirement-layout/index.ts');
      // The connection counts in the language's words: 'depends on 3' no more.
      expect(el.announcement).not.to.contain('depends on');
      expect(englishIn(everything(el), table, dataStrings(data), SHARED_WORDS[lang])).to.deep.equal([]);
      // The list open, the legend used, a requirement with a page: still none.
      toolbarButtons(el)[0]!.click();
      root(el).querySelector<HTMLButtonElement>('[part="legend"] button')!.click();
      await el.updateComplete;
      expect(englishIn(everything(el), table, dataStrings(data), SHARED_WORDS[lang])).to.deep.equal([]);
      await select(el, 'parse');
      expect(root(el).querySelector('[part="link"]')!.textContent).to.equal(table['web.open']!.replace('{label}', 'requirement-web-data.ts'));
      expect(englishIn(everything(el), table, dataStrings(data), SHARED_WORDS[lang])).to.deep.equal([]);
      if (lang === 'zh-CN') expect(root(el).querySelector('[part="toolbar"]')!.textContent).to.match(/\p{Script=Han}/u);
      if (lang === 'ja') expect(root(el).querySelector('[part="toolbar"]')!.textContent).to.match(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    });
  }

  it('the hero web: "State consistency selected: …" in German, its counts from Intl', async () => {
    document.documentElement.lang = 'de';
    const hero = await heroData();
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${hero}></requirement-web>`);
    await el.ready;
    await select(el, 'state-consistency');
    expect(el.announcement).to.equal('State consistency ausgewählt: teilt One coherent implementation mit 4 anderen Anforderungen.');
    expect(node(el, 'state-consistency').getAttribute('aria-label')).to.equal('State consistency (teilt One coherent implementation mit 4 anderen Anforderungen)');
    expect(englishIn(everything(el), de, dataStrings(hero))).to.deep.equal([]);
  });

  it('counts over a thousand are grouped the language\'s way (1.044 in German, 1 044 in French)', async () => {
    const requirements = Array.from({ length: 1044 }, (_, i) => ({ id: `r${i}`, label: `Requirement ${i}` }));
    const data: RequirementWebInput = { hub: { id: 'hub', label: 'Shared store' }, requirements, links: [] };
    document.documentElement.lang = 'de';
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${data}></requirement-web>`);
    await el.ready;
    await el.updateComplete;
    const de1044 = new Intl.NumberFormat('de').format(1044);
    expect(root(el).querySelector('#list > p')!.textContent).to.contain(de1044);
    expect(root(el).querySelector('#about')!.textContent).to.contain(de1044);
    el.setAttribute('lang', 'fr');
    await waitUntil(() => root(el).querySelector('#list > p')!.textContent!.includes(fr['web.listTitle']!.split('{hub}')[0]!.replace('{n}', '').trim()), 'not French');
    await el.ready;
    await el.updateComplete;
    expect(root(el).querySelector('#list > p')!.textContent).to.contain(new Intl.NumberFormat('fr').format(1044));
  });
});

describe('requirement-web: which lang it follows', () => {
  it('its own lang overrides the page\'s; a section\'s lang is followed; a change re-derives every text', async () => {
    document.documentElement.lang = 'de';
    const wrap = await fixture<HTMLElement>(html`<div>
      <requirement-web id="own" lang="fr" style="width: 720px" .data=${GRAPH}></requirement-web>
      <section lang="ja"><requirement-web id="inner" style="width: 720px" .data=${GRAPH}></requirement-web></section>
    </div>`);
    const own = wrap.querySelector<RequirementWeb>('#own')!;
    const inner = wrap.querySelector<RequirementWeb>('#inner')!;
    await Promise.all([own.ready, inner.ready]);
    await Promise.all([own.updateComplete, inner.updateComplete]);
    const toolbar = (el: RequirementWeb) => toolbarButtons(el)[0]!.textContent!.trim();
    expect(toolbar(own)).to.equal(fr['web.showList']);
    expect(toolbar(inner)).to.equal(ja['web.showList']);
    expect(englishIn(everything(own), fr, dataStrings(GRAPH), SHARED_WORDS.fr)).to.deep.equal([]);
    expect(englishIn(everything(inner), ja, dataStrings(GRAPH))).to.deep.equal([]);
    // The French one: not German either (its own lang wins over the page's).
    expect(root(own).textContent).not.to.contain(de['web.showList']!);
    // Its lang changed: the toolbar, the nodes' names and the announcement follow.
    own.setAttribute('lang', 'es');
    await waitUntil(() => toolbar(own) === es['web.showList'], 'not Spanish');
    await own.ready;
    await own.updateComplete;
    expect(toolbar(own)).to.equal(es['web.showList']);
    expect(node(own, 'lonely').getAttribute('aria-label')).to.contain(es['web.shares#other']!.split('{hub}')[0]!.trim());
    expect(englishIn(everything(own), es, dataStrings(GRAPH), SHARED_WORDS.es)).to.deep.equal([]);
    await select(own, 'graph');
    expect(own.announcement).to.contain(es['web.verbOut']!);
    // Back to English: byte for byte as before.
    own.setAttribute('lang', 'en');
    await waitUntil(() => toolbar(own) === 'Show as list', 'not English again');
    await own.ready;
    await own.updateComplete;
    expect(toolbar(own)).to.equal('Show as list');
    expect(node(own, 'graph').getAttribute('aria-label')).to.equal('requirement-graph.ts (depends on 1 · is needed by 1)');
  });

  it('the author\'s verbs stay as given in every language', async () => {
    document.documentElement.lang = 'de';
    const data = { ...GRAPH, verbs: { out: 'imports', in: 'is imported by' } };
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${data}></requirement-web>`);
    await el.ready;
    await select(el, 'graph');
    expect(el.announcement).to.equal('requirement-graph.ts ausgewählt: imports 1 · is imported by 1.');
  });
});

describe('requirement-web right to left', () => {
  const wide = (el: RequirementWeb) => root(el).querySelector<HTMLElement>('[part="base"]')!;

  it('dir="rtl": the panel on the web\'s left, the toolbar from the right, the flow from the right; no sideways overflow at 375 px', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await fixture<RequirementWeb>(html`<requirement-web dir="rtl" lang="de" layout="flow" style="width: 1100px" .data=${GRAPH}></requirement-web>`);
    await el.ready;
    await el.updateComplete;
    const base = wide(el);
    expect(base.getAttribute('dir')).to.equal('rtl');
    const web = root(el).querySelector('svg[part="web"]')!.parentElement!.getBoundingClientRect();
    const panel = root(el).querySelector('[part="detail"]')!.getBoundingClientRect();
    expect(panel.right).to.be.at.most(web.left + 1);
    const [list, svgButton] = toolbarButtons(el).map((b) => b.getBoundingClientRect());
    expect(list!.left).to.be.greaterThan(svgButton!.left);
    // The flow reads from the requirements (right) into the hub (left).
    const layout = el.webLayout!;
    expect(layout.nodes.every((n) => n.x > layout.hub.x)).to.equal(true);
    // Labels stay inside the drawing and clear of one another (the mirror keeps them placed).
    const labels = nodeLabels(el).map((t) => t.getBoundingClientRect());
    const drawing = root(el).querySelector('svg')!.getBoundingClientRect();
    for (const box of labels) {
      expect(box.left).to.be.at.least(drawing.left - 1);
      expect(box.right).to.be.at.most(drawing.right + 1);
    }
    // The same web left to right: the hub on the right.
    el.removeAttribute('dir');
    await waitUntil(() => wide(el).getAttribute('dir') === 'ltr', 'not left to right again');
    await el.updateComplete;
    expect(el.webLayout!.nodes.every((n) => n.x < el.webLayout!.hub.x)).to.equal(true);

    // The page's own margin away: the element alone, in a 375 px viewport.
    const margin = document.body.style.margin;
    document.body.style.margin = '0';
    for (const kind of ['flow', 'radial']) {
      await setViewport({ width: 375, height: 700 });
      const narrow = await fixture<RequirementWeb>(html`<div dir="rtl" style="width: 375px">
        <requirement-web lang="de" layout=${kind} .data=${GRAPH}></requirement-web>
      </div>`);
      const small = narrow.querySelector<RequirementWeb>('requirement-web')!;
      await small.ready;
      await small.updateComplete;
      await new Promise((r) => requestAnimationFrame(r));
      await select(small, 'layout');
      const inner = wide(small);
      expect(inner.scrollWidth, kind).to.be.at.most(inner.clientWidth + 1);
      expect(document.documentElement.scrollWidth, kind).to.be.at.most(375);
      expect(small.getBoundingClientRect().right, kind).to.be.at.most(376);
      // The flow still runs from the right at this width (its column and hub stacked or side by side).
      if (kind === 'flow') expect(small.webLayout!.nodes[0]!.x, kind).to.be.greaterThan(small.webLayout!.width / 2);
    }
    document.body.style.margin = margin;
  });

  it('an RTL page (<html dir="rtl" lang="ar">): English strings (no Arabic table), mirrored, arrows following the screen', async () => {
    document.documentElement.lang = 'ar';
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${GRAPH}></requirement-web>`);
    await el.updateComplete;
    expect(wide(el).getAttribute('dir')).to.equal('rtl');
    node(el, 'parse').focus();
    // ← is "next" when the row runs from the right; → back.
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedId(el)).to.equal('graph');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedId(el)).to.equal('layout');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedId(el)).to.equal('graph');
    // ↓ and ↑ do not depend on the direction.
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedId(el)).to.equal('layout');
    await sendKeys({ press: 'End' });
    expect(focusedId(el)).to.equal('lonely');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedId(el)).to.equal('parse');
  });
});
