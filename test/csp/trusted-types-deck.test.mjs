// Issue 39 (item 11): the project's reveal.js deck (demo/slides.html) under Trusted Types. reveal.js
// writes its controls, slide number and notes with innerHTML; the library's plugin and elements
// write only through Lit's `lit-html` policy. With just `trusted-types lit-html` the deck stays
// blank (reveal.js's own innerHTML is refused); with the `default` policy and the header that
// docs/decks.md gives (read from that page, so the docs are what is tested) the deck runs with no
// violation and its elements render.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { REPO_ROOT, assertBuilt, launchBrowser } from '../e2e/support/browser.mjs';

const docs = await readFile(path.join(REPO_ROOT, 'docs/decks.md'), 'utf8');
const section = docs.slice(docs.indexOf('## Under Trusted Types'));
/** The header's value and the policy script, as docs/decks.md gives them. */
const HEADER = /^Content-Security-Policy: (.+)$/m.exec(section)[1];
const POLICY = /```html\n([\s\S]*?)```/.exec(section)[1];

describe('the reveal.js deck under Trusted Types', () => {
  let server;
  let browser;
  let deck;
  before(async () => {
    assertBuilt();
    deck = await readFile(path.join(REPO_ROOT, 'demo/slides.html'), 'utf8');
    server = await startServer({ port: 0, root: REPO_ROOT });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The deck with `csp` in a meta tag and `head` first in its head, served at demo/ (its relative URLs hold). */
  async function openDeck(csp, head = '') {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.evaluateOnNewDocument(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective}: ${e.sample}`));
    });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/demo/slides-trusted-types.html') return void request.continue();
      void request.respond({ contentType: 'text/html; charset=utf-8', body: deck.replace('<head>', `<head>\n<meta http-equiv="Content-Security-Policy" content="${csp}">\n${head}`) });
    });
    await page.goto(`${server.origin}/demo/slides-trusted-types.html`, { waitUntil: 'load' });
    return { page, errors };
  }

  const deckState = (page) =>
    page.evaluate(async () => {
      // reveal.js adds its controls and marks the deck ready; the elements load their data.
      const start = Date.now();
      while (!document.querySelector('.reveal.ready') && Date.now() - start < 15_000) await new Promise((resolve) => setTimeout(resolve, 50));
      const web = document.getElementById('deck-task-web');
      const ready = web && (await Promise.race([web.ready, new Promise((resolve) => setTimeout(() => resolve({ error: 'no ready' }), 15_000))]));
      return {
        ready: Boolean(document.querySelector('.reveal.ready')),
        controls: document.querySelectorAll('.reveal .controls button').length,
        webError: ready?.error ?? '',
        nodes: web?.shadowRoot?.querySelectorAll('[part~="node"]').length ?? 0,
        violations: window.__violations,
      };
    });

  test('with only lit-html allowed, reveal.js is refused and the deck is not shown', async () => {
    const { page, errors } = await openDeck("require-trusted-types-for 'script'; trusted-types lit-html");
    try {
      const state = await deckState(page);
      assert.equal(state.ready, false);
      assert.ok(state.violations.some((v) => /^require-trusted-types-for/.test(v)), JSON.stringify(state.violations));
      assert.ok(errors.length > 0);
    } finally {
      await page.close();
    }
  });

  test("with docs/decks.md's default policy and header: the deck runs, its elements render, no violation", async () => {
    assert.match(HEADER, /trusted-types lit-html default/);
    const { page, errors } = await openDeck(HEADER.replace(/'/g, '&#39;'), POLICY);
    try {
      const state = await deckState(page);
      assert.equal(state.ready, true, JSON.stringify(state));
      assert.ok(state.controls >= 4, `${state.controls} control buttons`);
      assert.equal(state.webError, '');
      assert.ok(state.nodes > 3, `${state.nodes} nodes in the web`);
      assert.deepEqual(state.violations, []);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});
