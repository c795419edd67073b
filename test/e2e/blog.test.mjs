// demo/blog-post.html, generated from demo/blog-post.md with markdown-it: the six
// ways a blogger embeds the elements, and the post read with JavaScript off.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildBlogPost, renderBlogPost } from '../../scripts/build-demo.mjs';
import {
  REPO_ROOT,
  describeElements,
  formatViolations,
  horizontalOverflow,
  openPage,
  runAxe,
  startEnvironment,
  waitForElementsRendered,
} from './support/browser.mjs';

const PAGE = '/demo/blog-post.html';
const EMBEDS = ['embed-child-script', 'embed-json-attribute', 'embed-src', 'embed-markdown-table', 'embed-text-content'];

describe('blog post (demo/blog-post.md → blog-post.html)', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test('is generated from the Markdown by markdown-it, and is up to date', async () => {
    const markdown = await readFile(path.join(REPO_ROOT, 'demo/blog-post.md'), 'utf8');
    const html = await readFile(path.join(REPO_ROOT, 'demo/blog-post.html'), 'utf8');
    assert.equal(html, await buildBlogPost(markdown), 'run `npm run build` (scripts/build-demo.mjs) after editing the Markdown');
    // The leaderboard's table is written in Markdown, and markdown-it turned it into HTML inside the element.
    assert.doesNotMatch(markdown, /<table/);
    assert.match(renderBlogPost(markdown), /<leaderboard-table id="embed-markdown-table"[^>]*>\s*<table>\s*<caption>The two ends of the reported range<\/caption>\s*<thead>/);
    assert.doesNotMatch(html, /\sstyle=/, 'no inline style attributes (a strict-CSP blog would drop them)');
  });

  test('renders each embedding path with its data, with no console error', async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      const elements = await describeElements(page);
      assert.deepEqual(elements.map((e) => e.id), EMBEDS);
      for (const element of elements) {
        assert.equal(element.error, null, `${element.id} shows no error`);
        assert.ok(element.shadowChildren > 3 && element.width > 0 && element.height > 0, `${element.id} rendered`);
      }
      const byId = Object.fromEntries(elements.map((e) => [e.id, e]));

      // 1. A child <script type="application/json">.
      const childScript = await page.$eval('#embed-child-script', (el) => ({
        hasScript: Boolean(el.querySelector(':scope > script[type="application/json"]')),
        data: el.hasAttribute('data'),
        src: el.hasAttribute('src'),
      }));
      assert.deepEqual(childScript, { hasScript: true, data: false, src: false });
      assert.match(byId['embed-child-script'].text, /Proportionality/);
      assert.match(byId['embed-child-script'].text, /3 connected requirements/);

      // 2. A JSON `data` attribute.
      const attribute = await page.$eval('#embed-json-attribute', (el) => JSON.parse(el.getAttribute('data')).backbones.length);
      assert.equal(attribute, 2);
      assert.match(byId['embed-json-attribute'].text, /\+8\.56\s?pp/);
      assert.match(byId['embed-json-attribute'].text, /54\.42%/);

      // 3. `src` pointing at a JSON file.
      assert.equal(await page.$eval('#embed-src', (el) => el.getAttribute('src')), 'data/frontier-leaderboard.json');
      assert.equal(await page.$eval('#embed-src', (el) => el.shadowRoot.querySelectorAll('[part~="table"] tbody tr').length), 10);

      // 4. A Markdown table inside <leaderboard-table> became the leaderboard.
      const markdownTable = await page.$eval('#embed-markdown-table', (el) => ({
        lightTable: Boolean(el.querySelector(':scope > table')),
        rows: [...el.shadowRoot.querySelectorAll('[part~="table"] tbody tr')].map((tr) => tr.textContent.replace(/\s+/g, ' ').trim()),
        summary: el.shadowRoot.querySelector('[part~="summary"]').textContent.replace(/\s+/g, ' '),
        // The title is the element's one heading, which names the table (no caption repeating it).
        caption: el.shadowRoot.querySelector(`#${el.shadowRoot.querySelector('[part~="table"]').getAttribute('aria-labelledby')}`)?.textContent.trim(),
      }));
      assert.equal(markdownTable.caption, 'The two ends of the reported range', "the Markdown table's caption is the leaderboard's title");
      assert.ok(markdownTable.lightTable);
      assert.equal(markdownTable.rows.length, 2);
      assert.match(markdownTable.rows[0], /GPT-6 Astra/);
      assert.match(markdownTable.rows[0], /74\.0/);
      assert.match(markdownTable.rows[1], /44\.0/);
      assert.match(markdownTable.summary, /30\.0\s?pp/);

      // 5. The element's own text content (bibtex-card's <pre>).
      assert.match(byId['embed-text-content'].text, /cai2026requirementsinteractscalinglonghorizon/);
      assert.ok(await page.$eval('#embed-text-content', (el) => el.querySelector(':scope > pre') !== null));

      // 6. Two copies of the library's script tag, both fetched and run; each tag defined once, nothing thrown.
      const scripts = await page.evaluate(() => {
        const sources = [...document.querySelectorAll('script[src*="codespecweave-widgets"]')].map((s) => s.src);
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        return { sources, loaded: sources.filter((src) => loaded.includes(src)) };
      });
      assert.equal(scripts.sources.length, 2);
      assert.notEqual(scripts.sources[0], scripts.sources[1], 'two distinct copies, as two pasted embeds from two URLs');
      assert.deepEqual(scripts.loaded, scripts.sources);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('the JSON-attribute embed is interactive: switching backbone changes the headline', async () => {
    const { page, problems } = await openPage(env.browser, env.url(PAGE));
    try {
      await waitForElementsRendered(page);
      const radio = await page.evaluateHandle(() => {
        const root = document.querySelector('#embed-json-attribute').shadowRoot;
        return [...root.querySelectorAll('input[type="radio"], [role="radio"]')].find((r) => (r.labels?.[0] ?? r).textContent.includes('MiMo-V2.5') || r.value === 'MiMo-V2.5');
      });
      await radio.asElement().click();
      await page.waitForFunction(() => document.querySelector('#embed-json-attribute').getAttribute('backbone') === 'MiMo-V2.5');
      const headline = await page.$eval('#embed-json-attribute', (el) => el.shadowRoot.querySelector('[part~="headline"]').textContent.replace(/\s+/g, ' '));
      assert.match(headline, /\+12\.91\s?pp/);
      assert.match(headline, /12\.39%/);
      assert.match(headline, /25\.30%/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  // Prerendered at build time (scripts/build-demo.mjs): without JavaScript each element shows its
  // server-rendered view (declarative shadow DOM), which test/ssr/blog.test.mjs checks in detail.
  test('is readable with JavaScript off: every element\'s view is visible', async () => {
    const { page } = await openPage(env.browser, env.url(PAGE), { javaScript: false });
    try {
      // innerText leaves out what `content-visibility: auto` skips off screen (bibtex-card's code,
      // at the end of the post): each element is read once scrolled into view, as a reader would.
      const fallbacks = [];
      for (const id of EMBEDS) {
        await page.evaluate((id) => document.getElementById(id).scrollIntoView(), id);
        await new Promise((resolve) => setTimeout(resolve, 100));
        fallbacks.push(
          await page.evaluate((id) => {
            const host = document.getElementById(id);
            const fallback = host.shadowRoot?.querySelector('[part~="base"]');
            const box = fallback?.getBoundingClientRect();
            const visible = Boolean(box && box.width > 0 && box.height > 0);
            return { id, defined: Boolean(customElements.get(host.localName)), visible, text: fallback?.innerText.replace(/\s+/g, ' ') ?? '' };
          }, id),
        );
      }
      for (const fallback of fallbacks) {
        assert.equal(fallback.defined, false, 'no script ran');
        assert.ok(fallback.visible, `${fallback.id}'s server-rendered view is visible`);
      }
      const text = Object.fromEntries(fallbacks.map((f) => [f.id, f.text]));
      assert.match(text['embed-child-script'], /Proportionality/);
      assert.match(text['embed-json-attribute'], /54\.42% → 62\.98%/);
      assert.match(text['embed-src'], /74\.0%/);
      assert.match(text['embed-markdown-table'], /GPT-6 Astra\s+Codex\s+74\.0/);
      assert.match(text['embed-text-content'], /@misc\{cai2026requirementsinteractscalinglonghorizon/);
      // The JSON data itself is never shown as text.
      const bodyText = await page.evaluate(() => document.body.innerText);
      assert.doesNotMatch(bodyText, /"requirements":/);
      assert.ok((await horizontalOverflow(page)) <= 0, 'no sideways scroll without JavaScript either (360 px is checked below)');
    } finally {
      await page.close();
    }
  });

  for (const width of [360, 1280]) {
    test(`does not overflow sideways at ${width} px, with and without JavaScript`, async () => {
      for (const javaScript of [true, false]) {
        const { page, problems } = await openPage(env.browser, env.url(PAGE), { width, height: 800, javaScript });
        try {
          if (javaScript) await waitForElementsRendered(page);
          const overflow = await horizontalOverflow(page);
          assert.ok(overflow <= 0, `JavaScript ${javaScript ? 'on' : 'off'}: page scrolls sideways by ${overflow} px`);
          if (javaScript) assert.deepEqual(problems, []);
        } finally {
          await page.close();
        }
      }
    });
  }

  for (const theme of ['light', 'dark']) {
    test(`axe-core finds no violation (${theme} system preference)`, async () => {
      const { page, problems } = await openPage(env.browser, env.url(PAGE), { colorScheme: theme });
      try {
        await waitForElementsRendered(page);
        // theme="auto" (the default): each element's surface follows the system's colour scheme.
        const luminances = await page.evaluate(() =>
          [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => {
            const [r, g, b] = getComputedStyle(el.shadowRoot.querySelector('[part~="base"]')).backgroundColor.match(/[\d.]+/g).map(Number);
            return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
          }),
        );
        assert.ok(luminances.every((l) => (theme === 'dark' ? l < 0.3 : l > 0.7)), `elements follow the ${theme} system preference: ${luminances}`);
        const violations = await runAxe(page);
        assert.equal(violations.length, 0, formatViolations(violations));
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});
