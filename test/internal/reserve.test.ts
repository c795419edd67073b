// Issue 27, "no jump while loading": while its `src` loads, an element keeps about the height of its
// finished view around the author's fallback (each element's estimate for its width, a child
// <table>'s rows, or the author's --csw-reserve-height), and lets go of it once the data or an
// error shows. Real elements, real data files, a slow server route (/__slow/<ms>/<path>).
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/define.js';
import type { CswElement } from '../../src/internal/csw-element.js';
import { localeFor, localeReady } from '../../src/lib/locale-loading.js';
import { fallbackRoom, loadingLine } from '../support/loading-view.js';

type Any = CswElement<unknown>;
const reserve = fallbackRoom;
const height = (el: Element) => el.getBoundingClientRect().height;
const wide = (width: number, inner: ReturnType<typeof html>) => html`<div style="width: ${width}px">${inner}</div>`;
let fetches = 0;
/** A data file served 1.2 s late, at a URL of its own (a URL already loaded would show at once, from the element's cache). */
const slow = (file: string) => `/__slow/1200/demo/data/${file}?load=${++fetches}`;

async function finished(el: Any): Promise<number> {
  await el.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return height(el);
}

/** The element's height while its data is on its way (half-way), and once it shows. */
async function loadingAndFinal(markup: ReturnType<typeof html>, width: number): Promise<{ loading: number; final: number; el: Any }> {
  const box = await fixture<HTMLDivElement>(wide(width, markup));
  const el = box.firstElementChild as Any;
  await el.updateComplete;
  expect(el.getAttribute('aria-busy')).to.equal('true');
  const loading = height(el);
  return { loading, final: await finished(el), el };
}

describe('loading reserve (issue 27)', () => {
  for (const width of [359, 1264]) {
    it(`each element reserves within 10% of its finished height at ${width} px, and the reserve goes with the data`, async () => {
      const cases = [
        html`<requirement-web src="${slow("hero-web.json")}"><p>Fallback: seven requirements around one component.</p></requirement-web>`,
        html`<results-toggle src="${slow("training-results.json")}"><p>Fallback: 54.42% → 62.98%.</p></results-toggle>`,
        html`<leaderboard-table src="${slow("frontier-leaderboard.json")}"><p>Fallback: GPT-6 Astra leads at 74.0%.</p></leaderboard-table>`,
        html`<bibtex-card src="${slow("bibtex.json")}"><pre>@misc{cai2026requirementsinteractscalinglonghorizon}</pre></bibtex-card>`,
      ];
      const results = await Promise.all(cases.map((markup) => loadingAndFinal(markup, width)));
      for (const { loading, final, el } of results) {
        expect(Math.abs(loading - final) / final, `${el.localName}: ${Math.round(loading)} px while loading, ${Math.round(final)} px with data`).to.be.below(0.1);
        expect(reserve(el), `${el.localName}: no reserve once the data shows`).to.equal(null);
        expect(el.hasAttribute('aria-busy')).to.equal(false);
      }
    });
  }

  it("keeps the author's fallback visible inside the reserve, under the loading line", async () => {
    const box = await fixture<HTMLDivElement>(wide(600, html`<results-toggle src="${slow("training-results.json")}"><p>Training results: 54.42% → 62.98%</p></results-toggle>`));
    const el = box.firstElementChild as Any;
    await el.updateComplete;
    const fallback = el.querySelector('p')!;
    expect(height(fallback)).to.be.greaterThan(0);
    expect(fallback.checkVisibility()).to.equal(true);
    const room = reserve(el)!;
    expect(loadingLine(el)!.textContent).to.contain('Loading');
    expect(fallback.getBoundingClientRect().top).to.be.at.least(room.getBoundingClientRect().top);
    expect(height(el)).to.be.greaterThan(400);
    await el.ready;
  });

  // Issue 35: the <pre> fallback docs/bibtex-card.md recommends, shown unwrapped in the loading box,
  // made a 375 px blog page 993 px wide until the card's data came.
  it("a BibTeX <pre> fallback wraps inside the card while it loads: the page is never wider than its column", async () => {
    const entry = `@misc{cai2026requirementsinteractscalinglonghorizon,
  title={When Requirements Interact: Scaling Long-Horizon Coding via Interdependent Specifications},
  author={Yishuo Cai and Mincheng Wang and Liang Zhao and Linghao Zhang and Lei Li and Shicheng Li and Xu Sun and Fuli Luo},
  url={https://arxiv.org/abs/2610.40256?with=a-long-query-string-that-has-no-spaces-at-all-in-it},
}`;
    const box = await fixture<HTMLDivElement>(wide(343, html`<bibtex-card src="${slow("bibtex.json")}"><pre>${entry}</pre></bibtex-card>`));
    const el = box.firstElementChild as Any;
    await el.updateComplete;
    expect(el.getAttribute('aria-busy')).to.equal('true');
    const pre = el.querySelector('pre')!;
    expect(pre.checkVisibility(), 'the fallback shows').to.equal(true);
    expect(el.scrollWidth, 'nothing reaches past the card').to.be.at.most(343);
    expect(pre.getBoundingClientRect().right).to.be.at.most(box.getBoundingClientRect().right);
    // Wrapped, not cut: its text is all there, its lines kept (five written, more shown).
    expect(pre.textContent).to.equal(entry);
    expect(pre.getClientRects().length).to.equal(1);
    expect(height(pre) / parseFloat(getComputedStyle(pre).fontSize), 'more lines than the five written').to.be.greaterThan(5 * 1.3);
    await el.ready;
  });

  it('a failed src shows its message with the fallback and no empty room', async () => {
    const box = await fixture<HTMLDivElement>(wide(375, html`<leaderboard-table src="/__slow/300/demo/data/no-such-board.json?load=404"><p>Fallback text.</p></leaderboard-table>`));
    const el = box.firstElementChild as Any;
    await el.updateComplete;
    expect(height(el)).to.be.greaterThan(700);
    const { error } = await el.ready;
    expect(error).to.match(/could not load \(HTTP 404\)/);
    await el.updateComplete;
    expect(reserve(el)).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="error"]')!.textContent).to.match(/HTTP 404/);
    expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
    expect(height(el)).to.be.below(250);
  });

  it('--csw-reserve-height is the whole element while it loads (border and padding included); 0 keeps no room', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 800px">
      <leaderboard-table style="--csw-reserve-height: 30em" src="${slow("frontier-leaderboard.json")}"><p>Fallback.</p></leaderboard-table>
      <requirement-web style="--csw-reserve-height: calc(50cqi + 2em)" src="${slow("hero-web.json")}"><p>Fallback.</p></requirement-web>
      <bibtex-card style="--csw-reserve-height: 0" src="${slow("bibtex.json")}"><p>Fallback.</p></bibtex-card>
    </div>`);
    const [board, web, card] = [...box.children] as Any[];
    await Promise.all([board, web, card].map((el) => el.updateComplete));
    expect(height(board)).to.be.closeTo(480, 4);
    // cqi: a percentage of the element's inner width (800 px less the border and padding).
    const inner = web.shadowRoot!.querySelector('[part~="base"]')!.clientWidth - 2 * parseFloat(getComputedStyle(web.shadowRoot!.querySelector('[part~="base"]')!).paddingLeft);
    expect(height(web)).to.be.closeTo(inner / 2 + 32, 3);
    expect(height(card)).to.be.below(150);
    await Promise.all([board, web, card].map((el) => el.ready));
    expect(height(board)).to.be.greaterThan(600, 'the hint holds only while loading');
  });

  it("leaderboard-table makes room for its fallback table's rows", async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => html`<tr><td>Model with a long name ${i + 1}</td><td>Framework ${i % 4}</td><td>${(70 - i * 0.7).toFixed(1)}</td></tr>`);
    const board = (n: number) => html`<leaderboard-table src="${slow("frontier-leaderboard.json")}"><table><thead><tr><th>Model</th><th>Framework</th><th>Score</th></tr></thead><tbody>${rows(n)}</tbody></table></leaderboard-table>`;
    const box = await fixture<HTMLDivElement>(html`<div style="width: 1000px">${board(3)}${board(40)}</div>`);
    const [few, many] = [...box.children] as Any[];
    await Promise.all([few.updateComplete, many.updateComplete]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(reserve(few)!.style.getPropertyValue('--_rows')).to.equal('3');
    expect(reserve(many)!.style.getPropertyValue('--_rows')).to.equal('40');
    // 37 more rows at about 2.3em each (16 px): the room grows with the rows the author's table has.
    expect(height(many) - height(few)).to.be.closeTo(37 * 2.33 * 16, 150);
    await Promise.all([few.ready, many.ready]);
  });

  it('prints the fallback without the empty room', async () => {
    const box = await fixture<HTMLDivElement>(wide(600, html`<results-toggle src="${slow("training-results.json")}"><p>Fallback.</p></results-toggle>`));
    const el = box.firstElementChild as Any;
    await el.updateComplete;
    const room = reserve(el)!;
    expect(height(room)).to.be.greaterThan(400);
    try {
      await emulateMedia({ media: 'print' });
      await el.updateComplete;
      expect(el.getAttribute('aria-busy')).to.equal('true');
      expect(height(reserve(el) ?? room), el.shadowRoot!.innerHTML.slice(0, 300)).to.be.below(120);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
    await el.ready;
  });

  it('reduced motion: the loading line does not spin; the reserve itself never animates', async () => {
    const box = await fixture<HTMLDivElement>(wide(600, html`<bibtex-card src="${slow('bibtex.json')}"><pre>@misc{key, title={T}}</pre></bibtex-card>`));
    const el = box.firstElementChild as Any;
    await el.updateComplete;
    const spinner = () => getComputedStyle(loadingLine(el)!, '::before').animationName;
    expect(spinner()).to.equal('csw-spin');
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(spinner()).to.equal('none');
      const room = getComputedStyle(reserve(el)!);
      expect([room.animationName, room.transitionDuration]).to.deep.equal(['none', '0s']);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    await el.ready;
  });

  it('an element with no source and only its fallback keeps no room', async () => {
    const el = await fixture<Any>(html`<results-toggle><p>Only a fallback.</p></results-toggle>`);
    await el.updateComplete;
    expect(reserve(el)).to.equal(null);
    expect(height(el)).to.be.below(120);
  });

  it('on a page in another language, no English view comes first: the fallback shows until the strings are in', async () => {
    // Spanish is loaded by no other test of this file (each file runs in a page of its own).
    expect(localeReady('es')).to.equal(false);
    const section = await fixture<HTMLElement>(html`<section lang="es" style="width: 720px"></section>`);
    const seen: string[] = [];
    const el = document.createElement('leaderboard-table') as Any;
    el.innerHTML = '<p>Respaldo: GPT-6 Astra en 74,0 %.</p>';
    el.setAttribute('data', JSON.stringify({ entries: [{ model: 'GPT-6 Astra', framework: 'Codex', score: 74 }, { model: 'Model B', framework: 'Other', score: 44 }] }));
    const watch = new MutationObserver(() => seen.push(el.shadowRoot?.textContent ?? ''));
    section.append(el);
    watch.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    await el.updateComplete;
    // Before the Spanish strings: the fallback, and no view.
    expect(el.shadowRoot!.querySelector('table')).to.equal(null);
    expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
    await el.ready;
    await el.updateComplete;
    watch.disconnect();
    seen.push(el.shadowRoot!.textContent ?? '');
    const spanishGap = localeFor('es').t('leaderboard.gap');
    expect(el.shadowRoot!.textContent).to.contain(spanishGap);
    expect(reserve(el)).to.equal(null);
    // No moment showed the English words.
    expect(seen.filter((text) => /Gap to best|Download CSV|Agent framework/.test(text))).to.deep.equal([]);
  });
});
