// demo/de/index.html, the findings page in German (issue 29): the page's prose translated, every
// element's UI in German from <html lang="de"> (no English UI string, numbers as Intl formats them
// for `de`), the data strings as given, the language links both ways, axe clean, no sideways scroll.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dataStrings, elementWords, englishIn, localeTable } from './support/english-ui.mjs';
import {
  ELEMENT_SELECTOR,
  REPO_ROOT,
  cspViolations,
  formatViolations,
  assertNoSidewaysOverflow,
  openPage,
  runAxe,
  startEnvironment,
  waitForElementsRendered,
} from './support/browser.mjs';

const PAGE = '/demo/de/';
const de = await localeTable('de');
const IDS = ['hero-web', 'task-web', 'training-results', 'frontier-leaderboard', 'citation'];
const DATA_FILES = ['de/data/hero-web.json', 'data/skycoin-web.json', 'de/data/training-results.json', 'de/data/frontier-leaderboard.json', 'de/data/bibtex.json'];
const data = DATA_FILES.map((file) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'demo', file), 'utf8')));
/** The author's strings, which stay as given (and the tag names a download's file name may carry). */
const DATA = [...new Set(data.flatMap((d) => dataStrings(d)))];

const percent = (value, digits) => new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value / 100);
const signed = (value, digits) => new Intl.NumberFormat('de', { signDisplay: 'always', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** Waits for the German tables (lazy chunks) to be in: until no element shows an English UI string, or 10 s. */
async function germanWords(page) {
  let words;
  for (let i = 0; i < 50; i++) {
    words = await elementWords(page, ELEMENT_SELECTOR);
    if (IDS.every((id) => words[id] && englishIn(words[id], de, DATA).length === 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return words;
}

describe('findings page in German (demo/de/index.html)', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test('is a German page under the strict CSP, linked to and from the English one', async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      assert.equal(await page.$eval('html', (html) => html.lang), 'de');
      assert.equal(await page.$eval('meta[http-equiv="Content-Security-Policy"]', (meta) => meta.content), "script-src 'self'; style-src 'self'");
      assert.equal(await page.$$eval('script:not([src]), [style]', (nodes) => nodes.length), 0);
      assert.deepEqual(await cspViolations(page), []);
      const back = await page.$eval('.lang-link a', (a) => ({ href: a.href, hreflang: a.hreflang, lang: a.lang, text: a.textContent.trim() }));
      assert.deepEqual(back, { href: env.url('/demo/'), hreflang: 'en', lang: 'en', text: 'English' });
      assert.match(await page.$eval('#idea-heading', (h) => h.textContent), /Eine Änderung\. Viele Folgen\./);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
    const english = await openPage(env.browser, env.url('/demo/'));
    try {
      const link = await english.page.$eval('.lang-link a', (a) => ({ href: a.href, hreflang: a.hreflang, lang: a.lang, text: a.textContent.trim() }));
      assert.deepEqual(link, { href: env.url(PAGE), hreflang: 'de', lang: 'de', text: 'Deutsch' });
      const alternates = await english.page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((l) => `${l.hreflang} ${l.href}`));
      assert.deepEqual(alternates, [`en ${env.url('/demo/')}`, `de ${env.url(PAGE)}`]);
    } finally {
      await english.page.close();
    }
  });

  test("every element's UI is German (no English UI string), the data as given", async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      // Full results open and a row selected, so their strings are checked too.
      await page.evaluate(() => {
        const toggle = document.querySelector('#training-results').shadowRoot.querySelector('[aria-expanded]');
        if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
      });
      const words = await germanWords(page);
      assert.deepEqual(Object.keys(words), IDS);
      for (const id of IDS) assert.deepEqual(englishIn(words[id], de, DATA), [], `${id} shows English UI strings`);
      // German strings from the table are there (not only the English ones gone).
      assert.match(words['frontier-leaderboard'], new RegExp(de['leaderboard.rank']));
      assert.match(words['frontier-leaderboard'], new RegExp(de['common.downloadCsv']));
      assert.match(words.citation, /Kopieren|kopieren/);
      // The data strings stay as given.
      assert.match(words['frontier-leaderboard'], /GPT-6 Astra/);
      assert.match(words['frontier-leaderboard'], /Frontier model comparison/);
      assert.match(words['task-web'], /Proportionality/);
      assert.match(words['hero-web'], /One coherent implementation/);
      assert.match(words['hero-web'], /Aufrufer funktionieren weiter/);
      assert.match(words['training-results'], /DeepSWE-v1\.1/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test("numbers are formatted as Intl.NumberFormat('de') formats them", async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      await germanWords(page);
      const board = data[3];
      const shown = await page.$eval('#frontier-leaderboard', (el) => ({
        summary: el.shadowRoot.querySelector('[part~="summary"]').textContent.replace(/[ \t\n]+/g, ' '),
        rows: [...el.shadowRoot.querySelectorAll('[part~="table"] tbody tr')].map((tr) => tr.textContent.replace(/[ \t\n]+/g, ' ')),
      }));
      assert.ok(shown.summary.includes(percent(74, 1)), `summary ${shown.summary} has ${percent(74, 1)}`);
      assert.ok(shown.summary.includes(percent(44, 1)), `summary has ${percent(44, 1)}`);
      assert.ok(shown.summary.includes(`${new Intl.NumberFormat('de', { minimumFractionDigits: 1 }).format(30)}\u00a0Pp.`), `summary ${shown.summary} has 30,0 Pp.`);
      assert.equal(percent(74, 1), '74,0\u00a0%');
      assert.equal(shown.rows.length, board.entries.length);
      const sorted = [...board.entries].sort((a, b) => b.score - a.score);
      sorted.forEach((entry, i) => assert.ok(shown.rows[i].includes(percent(entry.score, 1)), `row ${i + 1} (${entry.model}) shows ${percent(entry.score, 1)}: ${shown.rows[i]}`));
      assert.ok(!shown.rows.some((row) => /\d\.\d%/.test(row)), 'no en-US percentage left');

      const results = await page.$eval('#training-results', (el) => el.shadowRoot.querySelector('[part~="base"]').textContent.replace(/[ \t\n]+/g, ' '));
      for (const expected of [percent(54.42, 2), percent(62.98, 2), `${signed(8.56, 2)}\u00a0Pp.`]) assert.ok(results.includes(expected), `results show ${expected}`);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  for (const width of [320, 375]) {
    test(`does not overflow sideways at ${width} px (light and dark)`, async () => {
      const { page, problems } = await openPage(env.browser, env.url(PAGE), { width, height: 800 });
      try {
        await waitForElementsRendered(page);
        await germanWords(page);
        await assertNoSidewaysOverflow(page, width);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  for (const theme of ['light', 'dark']) {
    test(`axe-core finds no violation (${theme})`, async () => {
      const { page, problems } = await openPage(env.browser, env.url(PAGE), { bypassCSP: true, colorScheme: theme });
      try {
        await waitForElementsRendered(page);
        await page.click(`#theme-switch input[value="${theme}"]`);
        await page.evaluate(() => {
          const toggle = document.querySelector('#training-results').shadowRoot.querySelector('[aria-expanded]');
          if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
        });
        await germanWords(page);
        const violations = await runAxe(page);
        assert.equal(violations.length, 0, formatViolations(violations));
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});
