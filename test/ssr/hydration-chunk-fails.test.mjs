// Issue 40 (branch hyd5): everything only a server-rendered element runs (Lit's `hydrate`, the wait for
// its `src`) is a chunk the page loads when it has server markup. When that chunk cannot load (a page
// gone offline, a deploy in between), the element still shows its data once, in place of the server's
// view (its first view replaces the server's nodes rather than drawing a second copy beside them), and
// `ready` resolves; with the chunk, the same page adopts the server's nodes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { prerender } from '../../dist/ssr/index.js';
import { REPO_ROOT, launchBrowser } from '../e2e/support/browser.mjs';
import { servePage } from './support/pages.mjs';

const ORIGIN = 'http://hydration-chunk.test';
const DATA = { title: 'Chunk test', entries: [{ model: 'Alpha 模型', score: 70 }, { model: 'Beta', score: 52.5 }] };
// Records the server's nodes before the library runs, to tell adopted from replaced afterwards.
const MARK = `<script>window.__serverBase = document.getElementById('board').shadowRoot.querySelector('[part~="base"]');</script>`;

describe("a prerendered element whose hydration chunk cannot load", () => {
  let browser;
  let server;
  before(async () => {
    server = await prerender(`<leaderboard-table id="board" data='${JSON.stringify(DATA)}'></leaderboard-table>`, { baseDir: REPO_ROOT, rootDir: REPO_ROOT, onWarning: () => {} });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const chunkLoads of [false, true]) {
    test(chunkLoads ? 'with the chunk: the server view is adopted' : 'without the chunk: one view, the data shown, ready resolves', async () => {
      assert.match(server, /shadowrootmode="open"/);
      const page = await browser.newPage();
      const hydrationRequests = [];
      await servePage(page, `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${server}${MARK}<script type="module" src="/dist/codespecweave-widgets.js"></script></body></html>`, async (url, request) => {
        if (!/hydrate-binding/.test(url.pathname)) return false;
        hydrationRequests.push(url.pathname);
        if (chunkLoads) return false;
        await request.abort('internetdisconnected');
        return true;
      });
      try {
        await page.goto(`${ORIGIN}/page.html`, { waitUntil: 'domcontentloaded' });
        const state = await page.evaluate(async () => {
          await customElements.whenDefined('leaderboard-table');
          const el = document.getElementById('board');
          const detail = await el.ready;
          await el.updateComplete;
          const root = el.shadowRoot;
          return {
            error: detail.error,
            bases: root.querySelectorAll('[part~="base"]').length,
            adopted: root.querySelector('[part~="base"]') === window.__serverBase,
            text: root.textContent,
          };
        });
        assert.ok(hydrationRequests.length > 0, 'the page asked for the hydration chunk');
        assert.equal(state.error, null);
        assert.equal(state.bases, 1, 'one view, not the server copy and a new one');
        assert.match(state.text, /Alpha 模型/);
        assert.match(state.text, /Beta/);
        assert.equal(state.adopted, chunkLoads, chunkLoads ? "the server's view adopted" : "the server's view replaced");
      } finally {
        await page.close();
      }
    });
  }
});
