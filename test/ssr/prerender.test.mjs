// `prerender` (codespecweave-widgets/ssr) on a page holding all four elements in every data form:
// the declarative shadow DOM it writes, checked in Node and then against what Chromium renders
// from the same page with JavaScript.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { prerender, prerenderWithReport } from '../../dist/ssr/index.js';
import { REPO_ROOT, openPage, startEnvironment, waitForElementsRendered } from '../e2e/support/browser.mjs';
import { OUT_DIR, allFormsPage, readViews, withoutShadowTemplates, writePage } from './support/pages.mjs';

const ELEMENTS = 15;
const options = { baseDir: OUT_DIR, rootDir: REPO_ROOT, file: 'all-forms.html' };

describe('prerender: every element, every data form', () => {
  let env;
  let page;
  let report;
  before(async () => {
    page = await allFormsPage();
    report = await prerenderWithReport(page, { ...options, onWarning: () => {} });
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test('writes one declarative shadow root per element and leaves every other byte as it was', () => {
    assert.equal(report.rendered, ELEMENTS);
    assert.equal(report.html.match(/<template shadowrootmode="open">/g).length, ELEMENTS);
    assert.equal(withoutShadowTemplates(report.html), page);
    // Right after each start tag, so the light-DOM fallback (script, table, pre) stays where it was.
    assert.match(report.html, /<leaderboard-table id="board-table"><template shadowrootmode="open">/);
    assert.match(report.html, /<\/template>\n {4}<table>\n {6}<caption>A Markdown table/);
  });

  test('is idempotent: a prerendered page is left as it is', async () => {
    assert.equal(await prerender(report.html, { ...options, onWarning: () => {} }), report.html);
  });

  test('warns once, for the element with bad data, naming the file, the element and the path', () => {
    const line = page.split('\n').findIndex((text) => text.includes('id="board-bad"')) + 1;
    assert.deepEqual(report.warnings, [`all-forms.html:${line}: <leaderboard-table id="board-bad">: data.entries[0].score: expected a number from 0 to 100, got "abc"`]);
  });

  test('server markup carries the selection as attributes: the checked radio, the sort, the tab', () => {
    const shadowOf = (id) => report.html.slice(report.html.indexOf(`id="${id}"`)).split('</template>')[0];
    const radios = shadowOf('results-attribute').match(/<input[^>]*>/g);
    assert.deepEqual(
      radios.filter((radio) => /\schecked(\s|>|=)/.test(radio)).map((radio) => /value="([^"]*)"/.exec(radio)[1]),
      ['MiMo-V2.5', 'SWE-bench Verified'],
      'only the selected radio of each group is checked (never checked="false")',
    );
    assert.doesNotMatch(report.html, /checked="false"/);
    assert.match(shadowOf('board-attribute'), /aria-sort="ascending"/);
    assert.match(shadowOf('bib-attribute'), /id="tab-apa"[^>]*aria-selected="true"/);
    assert.match(shadowOf('web-src'), /<svg part="web"[^>]*viewBox="0 \d+(\.\d+)? \d+(\.\d+)? \d+(\.\d+)?"/);
  });

  test('what the server wrote is what the browser renders from the same page', async () => {
    const plainUrl = await writePage('all-forms.html', page);
    const prerenderedUrl = await writePage('all-forms.prerendered.html', report.html);
    // One tab at a time: a tab in the background gets no animation frames, which the wait needs.
    const browser = await openPage(env.browser, env.url(plainUrl));
    await waitForElementsRendered(browser.page);
    const rendered = await readViews(browser.page);
    await browser.page.close();
    const server = await openPage(env.browser, env.url(prerenderedUrl), { javaScript: false });
    const declared = await readViews(server.page);
    await server.page.close();
    {
      assert.equal(Object.keys(declared).length, ELEMENTS);
      for (const [id, view] of Object.entries(rendered)) {
        assert.ok(declared[id], `${id} has a declarative shadow root`);
        assert.deepEqual(declared[id], view, `${id}: server markup and browser render differ`);
      }
      // The forms each show their own data (not an empty or fallback view).
      assert.deepEqual(declared['web-attribute'].nodes, ['a', 'b', 'c']);
      assert.match(declared['web-attribute'].detail, /Second\..*1 connected requirement/);
      assert.equal(declared['web-script'].nodes.length, 5);
      assert.ok(declared['web-src'].nodes.length > 3);
      assert.deepEqual(declared['results-attribute'].checked, ['MiMo-V2.5', 'SWE-bench Verified']);
      assert.equal(declared['results-script'].checked.length, 2);
      assert.match(declared['results-src'].headline, /pp/);
      // sort="model:asc": Alpha (52.5) before Beta (70), not by score.
      assert.deepEqual(declared['board-attribute'].rows.map((row) => /Alpha|Beta/.exec(row)[0]), ['Alpha', 'Beta']);
      assert.equal(declared['board-script'].rows.length, 10);
      assert.equal(declared['board-src'].rows.length, 10);
      assert.equal(declared['board-table'].rows.length, 2);
      assert.match(declared['board-table'].title, /A Markdown table/);
      for (const id of ['bib-data', 'bib-text', 'bib-src']) assert.match(declared[id].code, /@misc\{cai2026requirementsinteractscalinglonghorizon,/);
      assert.match(declared['bib-attribute'].code, /Cai, Y\./, 'APA, as the format attribute asks');
      assert.match(declared['board-bad'].error, /data\.entries\[0\]\.score: expected a number from 0 to 100, got "abc"/);
      assert.deepEqual(browser.problems, []);
    }
  });

  // What ships: the module bundle, the classic script, and one module per element. Each hydrates
  // the server's elements (Lit's hydration adopts the declarative shadow DOM): no error, no second
  // copy, the same view, and the very nodes the server wrote are the ones on screen afterwards.
  // A classic script before the library records every node of each server-rendered shadow root
  // (module scripts run after it; so does the classic bundle, placed after it), and counts how many
  // are still in the root when the element is ready (`csw-load` fires as `ready` resolves). Later,
  // requirement-web lays its web out again for the browser's width and font, which re-wraps some
  // label lines (<tspan>s): the root and the view's element stay the server's.
  // The hydration wait's own limit (HYDRATION_DATA_WAIT_MS, 3 s: after it an element whose `src` is
  // late shows its own loading view, as data-source.test.ts checks) is held here, as in
  // hydration-newer-source.test.mjs: what is checked is the adoption of the server's nodes once the
  // data is in, and at load 60 a `src` took longer than 3 s ("81 of the 82 server-rendered nodes
  // were replaced"): the limit is policy, not what this test is about, and no clock decides it.
  const MARK_SERVER_NODES = `<script>const realSetTimeout = window.setTimeout;
    window.setTimeout = (fn, ms, ...rest) => (ms === 3000 ? 0 : realSetTimeout(fn, ms, ...rest));</script>
  <script>window.__serverNodes = new Map(); window.__keptAtReady = {};
    for (const el of document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')) {
      const nodes = [...el.shadowRoot.querySelectorAll('*')];
      window.__serverNodes.set(el.id, nodes);
      el.addEventListener('csw-load', () => (window.__keptAtReady[el.id] ??= { marked: nodes.length, kept: nodes.filter((node) => node.isConnected && node.getRootNode() === el.shadowRoot).length }));
    }</script>`;
  const LOADERS = {
    'the module bundle': '<script type="module" src="/dist/codespecweave-widgets.js"></script>',
    'the classic script (iife)': '<script src="/dist/codespecweave-widgets.iife.js"></script>',
    'one file per element': ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'].map((tag) => `<script type="module" src="/dist/elements/${tag}.js"></script>`).join('\n  '),
  };
  for (const [name, scripts] of Object.entries(LOADERS)) {
    test(`${name} hydrates the prerendered page: no error, one view each, the same view, the server's own nodes`, async () => {
      const noScript = await writePage('all-forms.prerendered.html', report.html);
      const { page: plain } = await openPage(env.browser, env.url(noScript), { javaScript: false });
      const declared = await readViews(plain);
      await plain.close();
      const html = report.html.replace('<script type="module" src="/dist/codespecweave-widgets.js"></script>', `${MARK_SERVER_NODES}\n  ${scripts}`);
      const url = await writePage(`all-forms.${name.replace(/\W+/g, '-')}.html`, html);
      const { page, problems } = await openPage(env.browser, env.url(url));
      try {
        await waitForElementsRendered(page);
        const copies = await page.evaluate(() => [...document.querySelectorAll('*')].filter((el) => el.shadowRoot).map((el) => el.shadowRoot.querySelectorAll('[part~="base"]').length));
        assert.deepEqual(copies, Array(ELEMENTS).fill(1));
        assert.deepEqual(await readViews(page), declared);
        // Adopted, not re-rendered: every element node the server wrote is still in its shadow root
        // when the element is ready (the old takeover emptied the root and drew new nodes), and the
        // view's element is still the server's one afterwards.
        const { kept, sameBase } = await page.evaluate(async () => {
          const elements = [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')];
          await Promise.all(elements.map((el) => el.ready));
          const sameBase = elements.filter((el) => window.__serverNodes.get(el.id).includes(el.shadowRoot.querySelector('[part~="base"]'))).length;
          return { kept: window.__keptAtReady, sameBase };
        });
        assert.equal(Object.keys(kept).length, ELEMENTS, 'every element fired csw-load once the script ran');
        for (const [id, { marked, kept: still }] of Object.entries(kept)) {
          assert.ok(marked > 5, `${id}: the server wrote a shadow root (${marked} nodes)`);
          assert.equal(still, marked, `${id}: ${marked - still} of the ${marked} server-rendered nodes were replaced`);
        }
        assert.equal(sameBase, ELEMENTS, "each view's element is still the server's");
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  test('a prerendered element whose src fails to load in the browser shows the error instead (no hydration error)', async () => {
    const server = await prerender('<results-toggle id="late" src="/demo/data/training-results.json"></results-toggle>', { ...options, onWarning: () => {} });
    // The page as built, but its data file gone since: the first client render cannot match the server's.
    const html = `<!doctype html><html lang="en"><body>${server.replace('src="/demo/data/training-results.json"', 'src="/demo/data/no-such-file.json"')}<script type="module" src="/dist/codespecweave-widgets.js"></script></body></html>`;
    const url = await writePage('src-gone.prerendered.html', html);
    const { page, problems } = await openPage(env.browser, env.url(url));
    try {
      const detail = await page.evaluate(() => customElements.whenDefined('results-toggle').then(() => document.getElementById('late').ready));
      assert.match(detail.error, /src "\/demo\/data\/no-such-file\.json": could not load \(HTTP 404\)/);
      const view = await page.evaluate(() => {
        const root = document.getElementById('late').shadowRoot;
        return { bases: root.querySelectorAll('[part~="base"]').length, error: root.querySelector('[part~="error"]')?.textContent ?? '', styled: getComputedStyle(root.querySelector('[part~="base"]')).display };
      });
      assert.equal(view.bases, 1, 'one view, not the server copy plus a new one');
      assert.match(view.error, /could not load \(HTTP 404\)/);
      // The failed request itself is reported (the 404, and Chromium's "Failed to load resource"); nothing else is.
      assert.deepEqual(problems.filter((problem) => !/no-such-file\.json|Failed to load resource/.test(problem)), []);
    } finally {
      await page.close();
    }
  });

  test("Lit's server renderer used directly (no command): no element throws without data, with src, or with data as a property", async () => {
    const { render } = await import('@lit-labs/ssr');
    const { collectResult } = await import('@lit-labs/ssr/lib/render-result.js');
    const { html } = await import('lit');
    const entries = [{ model: 'Alpha', score: 70 }];
    const out = await collectResult(
      render(html`<leaderboard-table></leaderboard-table><leaderboard-table .data=${{ entries }}></leaderboard-table>
        <results-toggle src="data/training-results.json"></results-toggle><requirement-web></requirement-web><bibtex-card></bibtex-card>`),
    );
    assert.equal(out.match(/<template shadowroot="open" shadowrootmode="open">/g).length, 5);
    assert.match(out, /Alpha/);
  });

  test('resolves src relative to the page (baseDir), and root-relative src from rootDir', async () => {
    const html = '<results-toggle src="data/training-results.json"></results-toggle><results-toggle src="/data/training-results.json"></results-toggle>';
    const warnings = [];
    const out = await prerender(html, { baseDir: path.join(REPO_ROOT, 'demo'), rootDir: path.join(REPO_ROOT, 'demo'), onWarning: (w) => warnings.push(w) });
    assert.equal(out.match(/Training results/g).length, 2);
    assert.deepEqual(warnings, []);
  });
});
