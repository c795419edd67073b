// Issue 39 (item 12): a prerendered element whose `src` never answers waits for it (its first
// update matches the server's view), but a newer source ends that wait: `el.data = …` set after the
// tag is defined, at once, or before the script defining the tag has run (a framework or the
// page's own script; Lit takes such a value off the element while upgrading it and sets it again
// only in the first update, which is the update being held). No clock in the assertion: the page's
// timers of the wait's length (HYDRATION_DATA_WAIT_MS) never fire here, so the data can only show
// if the newer source ended the wait.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { prerender } from '../../dist/ssr/index.js';
import { REPO_ROOT, launchBrowser } from '../e2e/support/browser.mjs';
import { servePage } from './support/pages.mjs';

const ORIGIN = 'http://hydration.test';
const NEWER = { entries: [{ model: 'Newer source 模型', score: 5 }] };
// The wait's own limit (src/internal/hydration.ts): timers of that length are recorded, not run.
const HOLD_WAIT_TIMERS = `<script>window.__heldTimers = 0; const realSetTimeout = window.setTimeout;
  window.setTimeout = (fn, ms, ...rest) => (ms === 3000 ? (window.__heldTimers++, 0) : realSetTimeout(fn, ms, ...rest));</script>`;

describe('a prerendered element whose src never answers: a newer source ends its wait', () => {
  let browser;
  let server;
  before(async () => {
    server = await prerender('<leaderboard-table id="board" src="/data/board.json"></leaderboard-table>', { baseDir: REPO_ROOT, rootDir: REPO_ROOT, onWarning: () => {} });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  const SET = `document.getElementById('board').data = ${JSON.stringify(NEWER)};`;
  const cases = {
    'set before the defining script ran': { inline: SET, later: '' },
    'set once the tag is defined': { inline: '', later: `customElements.whenDefined('leaderboard-table').then(() => { ${SET} })` },
    'set as the page loads': { inline: '', later: SET },
  };
  for (const [name, { inline, later }] of Object.entries(cases)) {
    test(name, async () => {
      assert.match(server, /shadowrootmode="open"/);
      const page = await browser.newPage();
      await servePage(
        page,
        `<!doctype html><html lang="en"><head><meta charset="utf-8">${HOLD_WAIT_TIMERS}</head><body>${server}<script>${inline}</script><script type="module" src="/dist/codespecweave-widgets.js"></script><script type="module">${later}</script></body></html>`,
        // /data/board.json: never answered.
        async (url) => url.pathname === '/data/board.json',
      );
      try {
        await page.goto(`${ORIGIN}/page.html`, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction((text) => (document.getElementById('board').shadowRoot?.textContent ?? '').includes(text), { timeout: 20_000 }, NEWER.entries[0].model);
        const state = await page.evaluate(() => ({ bases: document.getElementById('board').shadowRoot.querySelectorAll('[part~="base"]').length, held: window.__heldTimers }));
        assert.equal(state.bases, 1, 'one view, not the server copy and a new one');
        // The first update was held (its wait's limit was set, and never ran): the newer source ended
        // the hold. Whether the src was asked for depends on which came first, the newer source or
        // the src reader's chunk: either order is right (the next test holds that chunk back).
        assert.ok(state.held >= 1, 'the first update was held for the src');
      } finally {
        await page.close();
      }
    });
  }

  // A newer source set while the src reader's chunk is still on its way (the framework's `el.data =
  // …` once the tag is defined) is what the first update shows; the chunk, once here, must not then
  // fetch the page's `src`, whose answer would replace the newer data (the order of precedence:
  // `data` over `src`). The chunk is held until the newer data is on screen, and the page's own
  // fetch is watched as it is called, so no timing decides the outcome.
  test('a src whose reader arrives after a newer source is not fetched, and its answer never replaces it', async () => {
    const page = await browser.newPage();
    let releaseChunk;
    const chunkHeld = new Promise((resolve) => (releaseChunk = resolve));
    // The all-in-one module's chunk (its name is hashed): the src reader.
    const SRC_CHUNK = /^\/dist\/browser\/lazy-src-loader-[\w-]+\.js$/;
    let chunkPath;
    await servePage(
      page,
      `<!doctype html><html lang="en"><head><meta charset="utf-8">${HOLD_WAIT_TIMERS}<script>window.__fetched = []; const realFetch = window.fetch; window.fetch = (input, init) => (window.__fetched.push(String(input)), realFetch(input, init));</script></head><body>${server}<script type="module" src="/dist/codespecweave-widgets.js"></script><script type="module">customElements.whenDefined('leaderboard-table').then(() => { ${SET} })</script></body></html>`,
      async (url, request) => {
        if (url.pathname === '/data/board.json') {
          await request.respond({ contentType: 'application/json', body: JSON.stringify({ entries: [{ model: 'The src answer', score: 9 }] }) });
          return true;
        }
        if (SRC_CHUNK.test(url.pathname)) {
          chunkPath = url.pathname;
          await chunkHeld;
        }
        return false;
      },
    );
    try {
      await page.goto(`${ORIGIN}/page.html`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction((text) => (document.getElementById('board').shadowRoot?.textContent ?? '').includes(text), { timeout: 20_000 }, NEWER.entries[0].model);
      assert.ok(chunkPath, 'the src reader was asked for');
      releaseChunk();
      // The chunk, imported again here, resolves after the element's own import of it has run its
      // callbacks; a task later every promise they chained has run, and a fetch would be recorded.
      const after = await page.evaluate(async (chunk) => {
        await import(chunk);
        await new Promise((resolve) => setTimeout(resolve));
        const board = document.getElementById('board');
        await board.updateComplete;
        return { fetched: window.__fetched.filter((url) => url.includes('board.json')), text: board.shadowRoot.textContent, busy: board.getAttribute('aria-busy') };
      }, chunkPath);
      assert.deepEqual(after.fetched, [], 'the src, no longer the source, is not fetched');
      assert.ok(after.text.includes(NEWER.entries[0].model) && !after.text.includes('The src answer'), 'the newer source stays on screen');
      assert.notEqual(after.busy, 'true', 'not busy with a download nobody waits for');
    } finally {
      await page.close();
    }
  });
});
