// The four elements under `script-src 'self'; style-src 'self'`: no violation is
// reported, every element renders its data, and bars keep their data-driven
// widths (an inline style attribute would be refused and draw them full width).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cspPages } from './support.mjs';

const open = cspPages();

test('all four elements work under a strict CSP with no violation', async () => {
  const { page, errors } = await open('index.html');
  await page.waitForFunction(
    () =>
      ['leaderboard', 'results', 'web', 'cite'].every((id) => {
        const el = document.getElementById(id);
        return el?.shadowRoot?.querySelector('[part="base"]') && !el.isUpdatePending;
      }),
    { timeout: 15_000 },
  );
  await new Promise((r) => setTimeout(r, 300));
  const state = await page.evaluate(() => {
    const shadow = (id) => document.getElementById(id).shadowRoot;
    const bars = [...shadow('leaderboard').querySelectorAll('[part~="bar"]')].map(
      (bar) => bar.getBoundingClientRect().width,
    );
    return {
      violations: window.__violations,
      errors: ['leaderboard', 'results', 'web', 'cite'].filter((id) => shadow(id).querySelector('[part="error"]')),
      leaderboardText: shadow('leaderboard').textContent,
      resultsText: shadow('results').textContent,
      webNodes: shadow('web').querySelectorAll('[part~="node"]').length,
      citeText: shadow('cite').textContent,
      bars,
    };
  });
  assert.deepEqual(state.violations, [], 'CSP violations');
  assert.deepEqual(errors, [], 'console errors');
  assert.deepEqual(state.errors, [], 'elements showing an error panel');
  assert.match(state.leaderboardText, /Model A/);
  assert.match(state.resultsText, /\+20(\.0+)?pp/);
  assert.equal(state.webNodes, 3);
  assert.match(state.citeText, /A Title/);
  // Bars for 74, 50 and 25 on a 0–100 scale: distinct, ordered, none at full width of the biggest.
  assert.equal(state.bars.length, 3);
  const [a, b, c] = state.bars;
  assert.ok(a > b && b > c && c > 0, `bar widths follow the scores: ${state.bars.join(', ')}`);
  assert.ok(Math.abs(b / a - 50 / 74) < 0.08, `bar widths are proportional: ${state.bars.join(', ')}`);
});

test("an element's own entry registers only its tag; the all-in-one bundle loaded twice after it throws nothing", async () => {
  const { page, errors } = await open('single.html');
  await page.waitForFunction(() => document.getElementById('cite')?.shadowRoot?.textContent.includes('A Title'));
  const before = await page.evaluate(() =>
    ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'].map((tag) => Boolean(customElements.get(tag))),
  );
  assert.deepEqual(before, [false, false, false, true]);
  // Two more embeds pasted into the same page: the all-in-one bundle, twice (distinct URLs run twice).
  await page.evaluate(async () => {
    await import('/dist/codespecweave-widgets.js');
    // The all-in-one module itself at a second URL (dist/codespecweave-widgets.js only loads it): a second copy.
    await import('/dist/browser/codespecweave-widgets.js?second-embed');
  });
  const after = await page.evaluate(() =>
    ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'].map((tag) => Boolean(customElements.get(tag))),
  );
  assert.deepEqual(after, [true, true, true, true]);
  assert.deepEqual(errors, []);
});

test("the README snippet's after-paint loader imports the library under a strict CSP: every tag defined, no violation", async () => {
  const { page, errors } = await open('after-paint.html');
  await page.waitForFunction(() => document.getElementById('cite')?.shadowRoot?.textContent.includes('A Title'), { timeout: 15_000 });
  await page.waitForFunction(() => document.getElementById('leaderboard')?.shadowRoot?.querySelector('table')?.textContent.includes('Model A'), { timeout: 15_000 });
  const state = await page.evaluate(() => ({
    defined: ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'].map((tag) => Boolean(customElements.get(tag))),
    violations: window.__violations,
  }));
  assert.deepEqual(state.defined, [true, true, true, true]);
  assert.deepEqual(state.violations, [], 'CSP violations');
  assert.deepEqual(errors, []);
});
