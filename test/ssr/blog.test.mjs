// The blog post as built (demo/blog-post.html, prerendered by scripts/build-demo.mjs): read with
// JavaScript off, every chart, table, web and citation is there; with JavaScript on, the shipped
// bundle takes the elements over with no console error, no second copy and no layout shift.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT, horizontalOverflow, openPage, startEnvironment, waitForElementsRendered } from '../e2e/support/browser.mjs';
import { readViews, shadowNodeCounts } from './support/pages.mjs';

const PAGE = '/demo/blog-post.html';
const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');
const EMBEDS = ['embed-child-script', 'embed-json-attribute', 'embed-src', 'embed-markdown-table', 'embed-text-content'];

/**
 * Opens the page with JavaScript, recording layout shifts from the first paint on. The viewport is
 * tall enough to hold the whole post (a shift counts only in view), and the library and the JSON
 * files arrive 700 ms late, as on a slow network: the reader first sees the server's markup, and
 * every change the script then makes is measured. (The same page not prerendered scores 0.13.)
 */
async function openMeasured(browser, url, width = 1280) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.setViewport({ width, height: 4000 });
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (/codespecweave-widgets|\.json$/.test(request.url())) setTimeout(() => request.continue(), 700);
    else request.continue();
  });
  await page.evaluateOnNewDocument(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, sources: entry.sources.map((s) => s.node?.id || s.node?.localName || '?') });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems };
}

describe('the prerendered blog post', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  after(async () => {
    await env?.close();
  });

  for (const width of [1280, 360]) {
    test(`with JavaScript off at ${width} px, a reader sees every chart, table, web and citation`, async () => {
      const { page } = await openPage(env.browser, env.url(PAGE), { width, height: 900, javaScript: false });
      try {
        const boxes = await page.evaluate((ids) => ids.map((id) => {
          const host = document.getElementById(id);
          const base = host.shadowRoot?.querySelector('[part~="base"]');
          const box = base?.getBoundingClientRect();
          return { id, defined: Boolean(customElements.get(host.localName)), width: box?.width ?? 0, height: box?.height ?? 0 };
        }), EMBEDS);
        for (const box of boxes) {
          assert.equal(box.defined, false, 'no script ran');
          assert.ok(box.width > 200 && box.height > 150, `${box.id}'s server-rendered view is on screen: ${JSON.stringify(box)}`);
        }
        const views = await readViews(page);
        assert.equal(views['embed-child-script'].nodes.length, 5, 'the web, with its five requirements');
        assert.match(views['embed-child-script'].detail, /3 connected requirements/, 'and the selected one explained');
        assert.deepEqual(views['embed-json-attribute'].checked.length, 2, 'a checked radio in each group');
        assert.match(views['embed-json-attribute'].headline, /\+8\.56\s?pp/);
        assert.equal(views['embed-src'].rows.length, 10, 'the leaderboard read from its src file');
        assert.equal(views['embed-markdown-table'].rows.length, 2, 'the leaderboard read from its Markdown table');
        assert.match(views['embed-text-content'].code, /@misc\{cai2026requirementsinteractscalinglonghorizon/);
        // The fallbacks stay in the page (for RSS and text browsers) but are not shown twice.
        const fallbackShown = await page.evaluate(() => [...document.querySelectorAll('.fallback, leaderboard-table > table, bibtex-card > pre')].some((node) => node.getBoundingClientRect().height > 0));
        assert.equal(fallbackShown, false);
        assert.ok((await horizontalOverflow(page)) <= 0, 'no sideways scroll');
        await page.screenshot({ path: path.join(SCREENSHOTS, `ssr-blog-no-js-${width}.png`), fullPage: true });
      } finally {
        await page.close();
      }
    });
  }

  // Issue 35: on a phone the web's column (317 px) is narrower than the server's guess (360) and its
  // font not the server's estimate; laid out again, its drawing and the hidden-names line under it
  // changed height and moved the rest of the post (CLS 0.006 here, 0.014 reported). They keep the
  // server's heights now until the next new layout.
  test('with JavaScript on at 375 px: hydration moves nothing (no layout shift at all)', async () => {
    const { page, problems } = await openMeasured(env.browser, env.url(PAGE), 375);
    try {
      await waitForElementsRendered(page);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.deepEqual(problems, []);
      const shifts = await page.evaluate(() => window.__shifts);
      assert.deepEqual(shifts, [], 'no layout shift');
      // Laid out again for the real column all the same (its viewBox as wide as the column).
      const web = await page.evaluate(() => {
        const svg = document.querySelector('#embed-child-script').shadowRoot.querySelector('svg[part="web"]');
        return { width: svg.getBoundingClientRect().width, viewBox: svg.viewBox.baseVal.width };
      });
      assert.ok(Math.abs(web.width - web.viewBox) < 2, `laid out for its ${web.width} px column, not the server's 360 (viewBox ${web.viewBox})`);
    } finally {
      await page.close();
    }
  });

  test('with JavaScript on: taken over without an error, a second copy or a layout shift, and interactive', async () => {
    const { page: before, problems: noScriptProblems } = await openPage(env.browser, env.url(PAGE), { javaScript: false });
    const served = await shadowNodeCounts(before);
    const servedViews = await readViews(before);
    await before.close();
    assert.deepEqual(noScriptProblems, []);

    const { page, problems } = await openMeasured(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      // Late layout: ResizeObserver frames, fonts.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.deepEqual(problems, [], 'no console error');
      const copies = await page.evaluate(() =>
        [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => el.shadowRoot.querySelectorAll('[part~="base"]').length),
      );
      assert.deepEqual(copies, [1, 1, 1, 1, 1], 'one view in each shadow root, not the server copy plus a new one');
      assert.deepEqual(await shadowNodeCounts(page), served, 'the same elements as the server wrote');
      assert.deepEqual(await readViews(page), servedViews, 'the same view as the server wrote');
      const shifts = await page.evaluate(() => window.__shifts);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // The web is laid out again for its real column (358 px here, the server's guess 360): what
      // is under it moves by a pixel at most (0.00001 measured), far below what a reader notices.
      assert.ok(cls < 0.001, `cumulative layout shift: ${JSON.stringify(shifts)}`);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'ssr-blog-js-1280.png'), fullPage: true });

      // A sort: the leaderboard read from src, by model.
      await page.evaluate(() => document.querySelector('#embed-src').shadowRoot.querySelector('button[data-key="model"]').click());
      await page.waitForFunction(() => document.querySelector('#embed-src').getAttribute('sort') === 'model:asc');
      const sorted = await page.evaluate(() => document.querySelector('#embed-src').shadowRoot.querySelector('th[aria-sort]').className);
      assert.match(sorted, /model/);
      // A selection: another requirement of the web.
      await page.evaluate(() => document.querySelector('#embed-child-script').shadowRoot.querySelector('[part~="node"][data-id="compatibility"]').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })));
      await page.waitForFunction(() => document.querySelector('#embed-child-script').getAttribute('selected') === 'compatibility');
      // And a radio of the results, which the server wrote checked by attribute.
      await page.evaluate(() => [...document.querySelector('#embed-json-attribute').shadowRoot.querySelectorAll('input[type="radio"]')].find((radio) => radio.value === 'MiMo-V2.5').click());
      await page.waitForFunction(() => document.querySelector('#embed-json-attribute').getAttribute('backbone') === 'MiMo-V2.5');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
