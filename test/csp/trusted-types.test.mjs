// Trusted Types (issue 13, item 8). Under `require-trusted-types-for 'script'` the browser refuses
// a string at an HTML sink (innerHTML…) unless a named policy made it. Lit makes its templates
// through one policy, `lit-html`, and every copy of Lit on a page creates its own: an element's
// own file plus the all-in-one bundle are two copies, so the page must allow the name twice
// ('allow-duplicates'). These tests pin down exactly what a page needs, and what happens without it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cspPages } from './support.mjs';

const TAGS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];
const IDS = ['web', 'results', 'leaderboard', 'cite'];

/** Opens a test page, recording Trusted Types / CSP violations, uncaught errors and console errors. */
const open = cspPages();

const defined = (page) => page.evaluate((tags) => tags.map((tag) => Boolean(customElements.get(tag))), TAGS);

/** Waits for every element's `ready`, then drives one state of each that renders a template not yet used. */
async function renderEveryState(page) {
  const loads = await page.evaluate(
    (ids) => Promise.all(ids.map((id) => document.getElementById(id).ready.then((detail) => ({ id, error: detail.error })))),
    IDS,
  );
  await page.evaluate(async () => {
    const root = (id) => document.getElementById(id).shadowRoot;
    root('web').querySelector('[part~="node"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    root('leaderboard').querySelector('th button')?.click();
    root('results').querySelector('[aria-expanded]')?.click();
    [...root('cite').querySelectorAll('[role="tab"]')].find((tab) => /APA/.test(tab.textContent))?.click();
    await Promise.all(['web', 'leaderboard', 'results', 'cite'].map((id) => document.getElementById(id).updateComplete));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const view = await page.evaluate(() => {
    const root = (id) => document.getElementById(id).shadowRoot;
    return {
      web: root('web').querySelectorAll('[part~="node"]').length,
      webDetail: Boolean(root('web').querySelector('[part~="detail"]')),
      leaderboard: root('leaderboard').textContent.includes('Model B'),
      sorted: document.getElementById('leaderboard').getAttribute('sort'),
      results: Boolean(root('results').querySelector('[part~="table"]')),
      cite: /A title/i.test(root('cite').textContent),
      citation: Boolean(root('cite').querySelector('[part~="citation"]')),
      errors: ['web', 'results', 'leaderboard', 'cite'].filter((id) => root(id).querySelector('[part~="error"]')),
    };
  });
  return { loads, view };
}

describe('Trusted Types', () => {
  test("one copy of the library: `trusted-types lit-html` is enough", async () => {
    const { page, errors } = await open('trusted-types-one-copy.html');
    try {
      assert.deepEqual(await defined(page), [true, true, true, true]);
      const { loads, view } = await renderEveryState(page);
      assert.deepEqual(loads.map((l) => l.error), [null, null, null, null], JSON.stringify(loads));
      assert.deepEqual(view.errors, []);
      assert.equal(view.web, 3);
      assert.ok(view.leaderboard && view.cite && view.results && view.citation && view.webDetail, JSON.stringify(view));
      assert.deepEqual(await page.evaluate(() => window.__violations), []);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });

  test("an element's own file plus the bundle: with 'allow-duplicates' all four tags define and render, no violation", async () => {
    const { page, errors } = await open('trusted-types.html');
    try {
      const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (meta) => meta.content);
      assert.equal(csp, "require-trusted-types-for 'script'; trusted-types lit-html 'allow-duplicates'");
      assert.deepEqual(await defined(page), [true, true, true, true]);
      const { loads, view } = await renderEveryState(page);
      assert.deepEqual(loads.map((l) => l.error), [null, null, null, null], JSON.stringify(loads));
      assert.deepEqual(view.errors, []);
      assert.equal(view.web, 3, 'the web draws its three requirements');
      assert.ok(view.webDetail, 'and the detail panel of the one clicked');
      assert.ok(view.leaderboard, 'the leaderboard shows its rows');
      assert.ok(view.sorted, 'and re-renders sorted');
      assert.ok(view.results, 'results-toggle opens its full results table');
      assert.ok(view.cite && view.citation, JSON.stringify(view) + 'bibtex-card shows the entry and its APA citation');
      assert.deepEqual(await page.evaluate(() => window.__violations), []);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });

  test("without 'allow-duplicates' the second copy of Lit cannot create its policy: the bundle stops and three tags never define", async () => {
    const { page, errors } = await open('trusted-types-no-duplicates.html');
    try {
      // bibtex-card's own file ran first and took the name; the bundle threw while it loaded.
      assert.deepEqual(await defined(page), [false, false, false, true]);
      const violations = await page.evaluate(() => window.__violations);
      assert.ok(violations.some((v) => /^trusted-types/.test(v) && /lit-html/.test(v)), `a trusted-types violation names lit-html: ${JSON.stringify(violations)}`);
      assert.ok(errors.some((e) => /lit-html/.test(e) && /already exists/i.test(e)), `the page reports why: ${JSON.stringify(errors)}`);
      // The element whose file loaded first still works.
      const cite = await page.evaluate(async () => {
        const card = document.getElementById('cite');
        await card.ready;
        return card.shadowRoot.textContent.includes('A Title');
      });
      assert.ok(cite);
    } finally {
      await page.close();
    }
  });
});
