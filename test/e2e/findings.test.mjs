// demo/index.html, the findings page `npm start` serves: what a reader sees,
// under the strict Content-Security-Policy the contract promises to work with.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ELEMENT_SELECTOR,
  cspViolations,
  describeElements,
  formatViolations,
  assertNoSidewaysOverflow,
  openPage,
  runAxe,
  startEnvironment,
  waitForElementsRendered,
} from './support/browser.mjs';

const PAGE = '/demo/';

describe('findings page (demo/index.html)', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test('carries the strict CSP and runs under it: no violation, no console error', async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (meta) => meta.content);
      assert.equal(csp, "script-src 'self'; style-src 'self'");
      assert.equal(await page.$$eval('script:not([src]), [style]', (nodes) => nodes.length), 0, 'no inline script or style attribute');
      assert.deepEqual(await cspViolations(page), []);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('renders every element with its data (shadow content, no error panel)', async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      const elements = await describeElements(page);
      assert.deepEqual(
        elements.map((e) => `${e.tag}#${e.id}`),
        ['requirement-web#hero-web', 'requirement-web#task-web', 'results-toggle#training-results', 'leaderboard-table#frontier-leaderboard', 'bibtex-card#citation'],
      );
      for (const element of elements) {
        assert.ok(element.defined, `${element.id} is defined`);
        assert.equal(element.error, null, `${element.id} shows no error`);
        assert.ok(element.shadowChildren > 3, `${element.id} rendered a view`);
        assert.ok(element.width > 0 && element.height > 0, `${element.id} has a box`);
      }
      const text = Object.fromEntries(elements.map((e) => [e.id, e.text]));
      assert.match(text['hero-web'], /One coherent implementation/);
      assert.match(text['hero-web'], /Interface compatibility/);
      assert.match(text['task-web'], /Proportionality/);
      assert.match(text['task-web'], /3 connected requirements/);
      assert.match(text['training-results'], /\+8\.56\s?pp/);
      assert.match(text['training-results'], /54\.42%/);
      assert.match(text['training-results'], /62\.98%/);
      assert.match(text['frontier-leaderboard'], /GPT-6 Astra/);
      assert.match(text.citation, /cai2026requirementsinteractscalinglonghorizon/);

      const flow = await page.$eval('#hero-web', (el) => el.getAttribute('layout'));
      assert.equal(flow, 'flow');
      const summary = await page.$eval('#frontier-leaderboard', (el) => el.shadowRoot.querySelector('[part~="summary"]').textContent.replace(/\s+/g, ' '));
      assert.match(summary, /74\.0%/);
      assert.match(summary, /GPT-6 Astra/);
      assert.match(summary, /Codex/);
      assert.match(summary, /30\.0\s?pp/);
      assert.match(summary, /44\.0%/);
      const rows = await page.$eval('#frontier-leaderboard', (el) => el.shadowRoot.querySelectorAll('[part~="table"] tbody tr').length);
      assert.equal(rows, 10);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test("follows the research page's order and gives its headline figures", async () => {
    const { page } = await openPage(env.browser, env.url(PAGE), { javaScript: false });
    try {
      const figures = await page.$$eval('#headline-figures li', (items) => items.map((li) => li.textContent.replace(/\s+/g, ' ').trim()));
      assert.deepEqual(figures, ['4,670 executable training tasks', '2,865 real-world repositories', '100 held-out benchmark tasks', '1,044 benchmark specifications']);
      const leaderboardFigures = await page.$eval('#leaderboard-figures', (el) => el.textContent.replace(/\s+/g, ' '));
      assert.match(leaderboardFigures, /74\.0% GPT-6 Astra · Codex/);
      assert.match(leaderboardFigures, /30\.0pp 74\.0% to 44\.0% across configurations/);
      const order = await page.evaluate(() => {
        const ids = ['headline-figures', 'hero-web', 'task-web', 'training-results', 'leaderboard-figures', 'frontier-leaderboard', 'cite-heading', 'citation'];
        const nodes = ids.map((id) => document.getElementById(id));
        return nodes.every((node, i) => i === 0 || (nodes[i - 1].compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
      });
      assert.ok(order, 'figures, hero web, task web, training results, leaderboard figures, leaderboard, citation');
      const findings = await page.$eval('.findings', (el) => el.textContent.replace(/\s+/g, ' '));
      assert.match(findings, /12\.39% to 25\.30% on MiMo-V2\.5/);
      assert.match(findings, /2\.96 to 4\.90/);
    } finally {
      await page.close();
    }
  });

  test('says beside each element which values are illustrative', async () => {
    const { page } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      const notes = await page.evaluate(() =>
        ['hero-web', 'task-web', 'training-results', 'frontier-leaderboard'].map((id) => {
          const note = document.getElementById(id).nextElementSibling;
          const box = note?.getBoundingClientRect();
          return { id, className: note?.className, text: note?.textContent.replace(/\s+/g, ' ') ?? '', visible: Boolean(box && box.width > 0 && box.height > 0) };
        }),
      );
      for (const note of notes) {
        assert.equal(note.className, 'data-note', `${note.id} is followed by its note`);
        assert.ok(note.visible, `${note.id}'s note is visible`);
      }
      const [hero, task, results, leaderboard] = notes.map((n) => n.text);
      assert.match(hero, /descriptions are ours/);
      assert.match(task, /illustrative/i);
      assert.match(results, /Illustrative values/);
      assert.match(results, /54\.42% → 62\.98%/);
      assert.match(results, /12\.39% → 25\.30% on MiMo-V2\.5/);
      assert.match(results, /does not name it/);
      assert.match(leaderboard, /Illustrative rows/);
      assert.match(leaderboard, /74\.0%/);
      assert.match(leaderboard, /44\.0%/);
    } finally {
      await page.close();
    }
  });

  test("the page's theme switch sets every element's theme", async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      const state = () =>
        page.evaluate((selector) => {
          const luminance = (color) => {
            const [r, g, b] = color.match(/[\d.]+/g).slice(0, 3).map(Number);
            return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
          };
          return {
            page: document.documentElement.dataset.theme ?? 'auto',
            pageBackground: luminance(getComputedStyle(document.body).backgroundColor === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.documentElement).backgroundColor : getComputedStyle(document.body).backgroundColor),
            elements: [...document.querySelectorAll(selector)].map((el) => ({
              id: el.id,
              theme: el.getAttribute('theme'),
              background: luminance(getComputedStyle(el.shadowRoot.querySelector('[part~="base"]')).backgroundColor),
            })),
          };
        }, ELEMENT_SELECTOR);

      const initial = await state();
      assert.equal(initial.elements.length, 5);
      for (const element of initial.elements) assert.equal(element.theme, 'auto', element.id);

      for (const [theme, dark] of [
        ['dark', true],
        ['light', false],
        ['dark', true],
      ]) {
        await page.click(`#theme-switch input[value="${theme}"]`);
        const after = await state();
        assert.equal(after.page, theme);
        assert.equal(after.pageBackground < 0.3, dark, `page background is ${theme}`);
        for (const element of after.elements) {
          assert.equal(element.theme, theme, `${element.id} theme`);
          assert.equal(element.background < 0.3, dark, `${element.id} background is ${theme} (${element.background})`);
        }
      }
      // Back to auto: under a light system preference everything is light again.
      await page.click('#theme-switch input[value="auto"]');
      const auto = await state();
      for (const element of auto.elements) {
        assert.equal(element.theme, 'auto');
        assert.ok(element.background > 0.7, `${element.id} follows the light system preference`);
      }
      // The switch is a real radio group a keyboard can drive.
      await page.focus('#theme-switch input[value="auto"]');
      await page.keyboard.press('ArrowRight');
      assert.equal((await state()).elements.every((e) => e.theme === 'light'), true);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  for (const width of [360, 1280]) {
    test(`does not overflow sideways at ${width} px (light and dark)`, async () => {
      const { page, problems } = await openPage(env.browser, env.url(PAGE), { width, height: 800 });
      try {
        await waitForElementsRendered(page);
        await assertNoSidewaysOverflow(page, width);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  for (const theme of ['light', 'dark']) {
    test(`axe-core finds no violation (${theme})`, async () => {
      // axe is injected as an inline script, which the page's own CSP refuses: bypass CSP for this page only.
      const { page, problems } = await openPage(env.browser, env.url(PAGE), { bypassCSP: true, colorScheme: theme });
      try {
        await waitForElementsRendered(page);
        await page.click(`#theme-switch input[value="${theme}"]`);
        // Open the results table too, so axe sees it.
        await page.evaluate(() => {
          const toggle = document.querySelector('#training-results').shadowRoot.querySelector('[aria-expanded]');
          if (toggle && toggle.getAttribute('aria-expanded') === 'false') toggle.click();
        });
        const violations = await runAxe(page);
        assert.equal(violations.length, 0, formatViolations(violations));
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});
