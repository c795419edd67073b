// loading-reserve.css keeps the room of every element the browser has not drawn yet (issue 40: its
// data inline or behind a `src`, until its first update), but a server-rendered element shows its view
// from the first paint: the stylesheet keeps no room for it (its shadow root sets --_server-drawn,
// src/ssr/prerender.ts), or a view shorter than the estimate (a 3-row board) stood in the estimate's
// box until it hydrated, and then the page below moved up. On a page with the README's snippet (the
// stylesheet and the after-paint loader), the library held back: a prerendered 3-row board and card
// are as tall before the library has run as once hydrated; a board added to the page unrendered, the
// control, keeps the estimate's room meanwhile (the stylesheet is in force).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { prerender } from '../../dist/ssr/index.js';
import { REPO_ROOT, launchBrowser } from '../e2e/support/browser.mjs';
import { servePage } from './support/pages.mjs';

const ORIGIN = 'http://reserve-prerendered.test';
const BOARD = { title: 'Three runs', entries: [{ model: 'Modèle Alpha — 東京', framework: 'X', score: 61.2 }, { model: 'Beta', framework: 'Y', score: 48 }, { model: 'Gamma', score: 30.5 }] };
const attribute = (data) => JSON.stringify(data).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const PARAGRAPH = `<p>${'Long-horizon coding tasks ask an agent to satisfy requirements that depend on one another. '.repeat(5)}</p>`;

describe('loading-reserve.css and a prerendered page', () => {
  let browser;
  let body;
  before(async () => {
    const rendered = await prerender(
      `${PARAGRAPH}<leaderboard-table id="board" data='${attribute(BOARD)}'></leaderboard-table>${PARAGRAPH}<bibtex-card id="card" bibtex="@misc{k2026, title={Über einen Titel}, author={Doe, Jane and Roe, Richard}, year={2026}}"></bibtex-card>`,
      { baseDir: REPO_ROOT, rootDir: REPO_ROOT, onWarning: () => {} },
    );
    body = `${rendered}${PARAGRAPH}<leaderboard-table id="control" data='${attribute(BOARD)}'></leaderboard-table>${PARAGRAPH}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const width of [375, 1280]) {
    test(`${width} px: the prerendered board and card keep their own height before the library runs; the unrendered control keeps the estimate`, async () => {
      assert.equal(body.match(/shadowrootmode="open"/g)?.length, 2);
      const page = await browser.newPage();
      let release;
      const released = new Promise((resolve) => (release = resolve));
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="stylesheet" href="/dist/browser/loading-reserve.css"><script type="module" src="/dist/browser/codespecweave-widgets.after-paint.js"></script></head><body>${body}</body></html>`;
      await servePage(page, html, async (url, request) => {
        if (url.pathname === '/dist/browser/loading-reserve.css') {
          await request.respond({ contentType: 'text/css', body: await readFile(path.join(REPO_ROOT, url.pathname)) });
          return true;
        }
        if (url.pathname === '/dist/browser/codespecweave-widgets.js') await released;
        return false;
      });
      try {
        await page.setViewport({ width, height: 800 });
        await page.goto(`${ORIGIN}/page.html`, { waitUntil: 'domcontentloaded' });
        const heights = () =>
          page.evaluate(() => Object.fromEntries(['board', 'card', 'control'].map((id) => [id, Math.round(document.getElementById(id).getBoundingClientRect().height)])));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        assert.equal(await page.evaluate(() => Boolean(customElements.get('leaderboard-table'))), false, 'the library is held back');
        const before = await heights();
        release();
        await page.evaluate(async () => {
          await customElements.whenDefined('bibtex-card');
          for (const el of document.querySelectorAll('leaderboard-table, bibtex-card')) await el.ready.then(() => el.updateComplete);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const after = await heights();
        assert.ok(Math.abs(before.board - after.board) <= 1, `the prerendered board: ${before.board} px before the library, ${after.board} px hydrated`);
        assert.ok(Math.abs(before.card - after.card) <= 1, `the prerendered card: ${before.card} px before the library, ${after.card} px hydrated`);
        assert.ok(before.control > after.control + 100, `the unrendered control keeps the estimate's room: ${before.control} px, then ${after.control} px drawn`);
      } finally {
        await page.close();
      }
    });
  }
});
