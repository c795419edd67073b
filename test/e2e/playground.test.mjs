// The authoring playground (demo/playground.html): every example renders, errors point at their
// place in the input and select it on click, the embed code renders the same element in a fresh
// page, and axe is clean in light and dark.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVE_ROOT, formatViolations, openPage, runAxe, startEnvironment } from './support/browser.mjs';
import { openPlayground, previewState } from './support/playground.mjs';

const OUT = 'demo/build/playground';
let env;
before(async () => {
  mkdirSync(path.join(SERVE_ROOT, OUT), { recursive: true });
  env = await startEnvironment();
});
after(() => env?.close());

async function typeInto(page, text) {
  await page.evaluate((value) => {
    document.querySelector('csw-playground').value = value;
  }, text);
}

describe('the playground', () => {
  let page;
  let problems;
  before(async () => {
    ({ page, problems } = await openPlayground(env));
  });
  after(() => page?.close());

  test('every example of every element renders the element with its data', async () => {
    const tags = await page.$$eval('csw-playground .pg-controls p:first-child option', (options) => options.map((option) => option.value));
    assert.deepEqual(tags, ['leaderboard-table', 'results-toggle', 'requirement-web', 'bibtex-card']);
    for (const tag of tags) {
      await page.select('csw-playground .pg-controls p:first-child select', tag);
      const examples = await page.$$eval('csw-playground .pg-controls p:nth-child(2) option', (options) => options.map((option) => option.value));
      assert.ok(examples.length >= 1);
      for (const example of examples) {
        await page.select('csw-playground .pg-controls p:nth-child(2) select', example);
        const state = await previewState(page);
        assert.equal(state.tag, tag);
        assert.equal(state.error, null, `${tag}, example ${example}: ${state.error}`);
        assert.equal(state.errors, '', `${tag}, example ${example}: ${state.errors}`);
        assert.ok(state.text.length > 40, `${tag}, example ${example} shows its data: "${state.text.slice(0, 80)}"`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('broken JSON: the error names its line and column and selects the place on click', async () => {
    await page.select('csw-playground .pg-controls p:first-child select', 'leaderboard-table');
    await previewState(page);
    const broken = '{\n  "entries": [\n    { "model": "A", "score": 70 }\n    { "model": "B", "score": 60 }\n  ]\n}';
    await typeInto(page, broken);
    const state = await previewState(page);
    assert.match(state.errors, /^Line 4, column 5: Invalid JSON/);
    // The last good view stays in the preview.
    assert.equal(state.error, null);
    await page.click('csw-playground .pg-error');
    const selection = await page.evaluate(() => {
      const input = document.querySelector('csw-playground textarea');
      return { focused: document.activeElement === input, start: input.selectionStart };
    });
    assert.ok(selection.focused);
    assert.equal(selection.start, broken.indexOf('{ "model": "B"'));
  });

  test("a wrong shape: the element's own message, located at the value it names", async () => {
    const wrong = '{\n  "entries": [\n    { "model": "A", "score": 70 },\n    { "model": "B", "score": "abc" }\n  ]\n}';
    await typeInto(page, wrong);
    await page.waitForFunction(() => document.querySelector('csw-playground .pg-errors').textContent.includes('data.entries[1].score'), { timeout: 10000 });
    const state = await previewState(page);
    assert.match(state.errors, /^Line 4, column 30: data\.entries\[1\]\.score: /);
    // The element shows the same message over its last good view.
    assert.ok(state.error?.includes('data.entries[1].score'), state.error);
    await page.click('csw-playground .pg-error');
    const selected = await page.evaluate(() => {
      const input = document.querySelector('csw-playground textarea');
      return input.value.slice(input.selectionStart, input.selectionEnd);
    });
    assert.equal(selected, '"abc"');
  });

  test('broken CSV: the row and column, selected on click', async () => {
    const csv = 'model,framework,score\nModel A,Framework A,70\nModel B,Framework B,abc\n';
    await typeInto(page, csv);
    await page.waitForFunction(() => /row/i.test(document.querySelector('csw-playground .pg-errors').textContent), { timeout: 10000 });
    const state = await previewState(page);
    assert.match(state.errors, /^Line 3, column 21: .*row 3.*score/i);
    await page.click('csw-playground .pg-error');
    const selected = await page.evaluate(() => {
      const input = document.querySelector('csw-playground textarea');
      return input.value.slice(input.selectionStart, input.selectionEnd);
    });
    assert.equal(selected, 'abc');
  });
});

describe('the embed code renders the same element in a fresh page', () => {
  for (const tag of ['leaderboard-table', 'results-toggle', 'requirement-web', 'bibtex-card']) {
    test(tag, async () => {
      const { page } = await openPlayground(env);
      try {
        await page.select('csw-playground .pg-controls p:first-child select', tag);
        const shown = await previewState(page);
        const forms = {};
        for (const form of ['html', 'src', 'react', 'vue']) {
          await page.click(`csw-playground .pg-embed input[value="${form}"]`);
          forms[form] = await page.evaluate(() => document.querySelector('csw-playground').snippet);
        }
        // The data file "Download the data file" gives: the same text the playground has.
        const data = await page.evaluate(() => {
          const playground = document.querySelector('csw-playground');
          const text = playground.value;
          return text.trimStart().startsWith('{') ? JSON.stringify(JSON.parse(text), null, 2) : JSON.stringify({ bibtex: text }, null, 2);
        });
        // The element's own src (the form's first line is the loader's).
        const file = [...forms.src.matchAll(/ src="([^"]+)"/g)].at(-1)[1];
        writeFileSync(path.join(SERVE_ROOT, OUT, file), data);
        for (const [form, snippet] of [
          ['html', forms.html],
          ['src', forms.src],
        ]) {
          // The form pasted alone into an empty page (a blog's HTML block): its own loader line loads the library.
          assert.match(snippet, /^<script type="module" src="[^"]+codespecweave-widgets\.js"><\/script>\n/, `${tag} ${form} starts with its loader line`);
          const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${form}</title></head><body><main><div id="column">${snippet}</div></main></body></html>`;
          writeFileSync(path.join(SERVE_ROOT, OUT, `${tag}-${form}.html`), html);
          const fresh = await openPage(env.browser, env.url(`/${OUT}/${tag}-${form}.html`), { width: 1280, height: 900 });
          try {
            // The same width as the preview's element, so the same lines wrap.
            await fresh.page.evaluate((width) => (document.getElementById('column').style.width = `${width}px`), shown.width);
            await fresh.page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]') && !document.querySelector(t).hasAttribute('aria-busy'), { timeout: 20000 }, tag);
            await fresh.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
            const text = await fresh.page.evaluate((t) => (document.querySelector(t).shadowRoot.querySelector('[part~="base"]').innerText ?? '').replace(/\s+/g, ' ').trim(), tag);
            // Every character the reader sees, in order (line breaks in a wrapped label aside: the
            // fresh page has another font).
            assert.equal(text.replace(/\s+/g, ''), shown.text.replace(/\s+/g, ''), `${tag} as ${form}`);
            assert.deepEqual(fresh.problems, []);
          } finally {
            await fresh.page.close();
          }
        }
        // The framework forms carry the same data object.
        const reactData = JSON.parse(/const data = ([\s\S]*?);\n\nexport/.exec(forms.react)[1]);
        const vueData = JSON.parse(/const data = ([\s\S]*?);\n<\/script>/.exec(forms.vue)[1]);
        assert.deepEqual(reactData, JSON.parse(data));
        assert.deepEqual(vueData, JSON.parse(data));
      } finally {
        await page.close();
      }
    });
  }
});

describe('a pasted CSV: titled and labelled, named as pasted, and its HTML form works alone', () => {
  test('the attributes go into the preview and the forms; the menu and the download say CSV', async () => {
    const { page, problems } = await openPlayground(env);
    try {
      await page.select('csw-playground .pg-controls p:first-child select', 'leaderboard-table');
      await previewState(page);
      // A board in BFCL's published shape: "Rank" first, "Overall Acc" with "%", an organisation. Illustrative rows.
      const csv = 'Rank,Overall Acc,Model,Organization,Total Cost ($)\n1,84.50%,GLM-4.5 (FC),Zhipu AI,2.12\n2,79.63%,"Claude-Opus-4-1-20250805 (Prompt, thinking)",Anthropic,96.30\n3,61.0%,Qwen3-Coder-480B-A35B-Instruct,Alibaba,N/A\n';
      await typeInto(page, csv);
      await previewState(page);
      const names = await page.evaluate(() => {
        const playground = document.querySelector('csw-playground');
        const select = playground.querySelector('.pg-controls p:nth-child(2) select');
        return { example: select.selectedOptions[0].textContent, download: playground.querySelector('.pg-download-json').textContent };
      });
      assert.deepEqual(names, { example: 'Your data (CSV)', download: 'Download the CSV as JSON' });
      for (const [name, value] of [['heading', 'BFCL v3 (illustrative rows)'], ['metric', 'Overall accuracy'], ['group-label', 'Organisation']]) {
        await page.$eval(`csw-playground input[data-option="${name}"]`, (input, text) => {
          input.value = text;
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }, value);
      }
      await page.waitForFunction(() => document.querySelector('csw-playground').snippet.includes('group-label="Organisation"'), { timeout: 10000 });
      const shown = await previewState(page);
      assert.match(shown.text, /^BFCL v3 \(illustrative rows\) Highest Overall accuracy 84\.50% GLM-4\.5 \(FC\) · Zhipu AI Spread 23\.50pp 84\.50% to 61\.0%/i);
      assert.match(shown.text, / Overall accuracy ↓ Gap to best ↕ Rank ↕ Total Cost \(\$\) ↕ /);
      const snippet = await page.evaluate(() => document.querySelector('csw-playground').snippet);
      assert.match(snippet, /<leaderboard-table heading="BFCL v3 \(illustrative rows\)" metric="Overall accuracy" group-label="Organisation">/);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>csv</title></head><body><main><div id="column">${snippet}</div></main></body></html>`;
      writeFileSync(path.join(SERVE_ROOT, OUT, 'csv-alone.html'), html);
      const fresh = await openPage(env.browser, env.url(`/${OUT}/csv-alone.html`), { width: 1280, height: 900 });
      try {
        await fresh.page.evaluate((width) => (document.getElementById('column').style.width = `${width}px`), shown.width);
        await fresh.page.waitForFunction(() => document.querySelector('leaderboard-table')?.shadowRoot?.querySelector('tbody th'), { timeout: 20000 });
        const text = await fresh.page.evaluate(() => document.querySelector('leaderboard-table').shadowRoot.querySelector('[part~="base"]').innerText.replace(/\s+/g, ''));
        assert.equal(text, shown.text.replace(/\s+/g, ''));
        assert.deepEqual(fresh.problems, []);
      } finally {
        await fresh.page.close();
      }
      // BibTeX in the card: named as BibTeX, not as the paper's.
      await page.select('csw-playground .pg-controls p:first-child select', 'bibtex-card');
      await previewState(page);
      await typeInto(page, '@misc{lab2025,\n  title = {A lab\'s own entry},\n  author = {M{\\"u}ller, J{\\"o}rg},\n  year = {2025},\n}\n');
      await previewState(page);
      const bib = await page.evaluate(() => {
        const playground = document.querySelector('csw-playground');
        return { example: playground.querySelector('.pg-controls p:nth-child(2) select').selectedOptions[0].textContent, download: playground.querySelector('.pg-download-json').textContent, options: playground.querySelector('.pg-options').hidden };
      });
      assert.deepEqual(bib, { example: 'Your data (BibTeX)', download: 'Download the BibTeX as JSON', options: true });
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});

describe('the playground is accessible', () => {
  for (const colorScheme of ['light', 'dark']) {
    test(`axe finds nothing (${colorScheme})`, async () => {
      // axe is injected as a script: past the page's own strict policy.
      const { page } = await openPlayground(env, { colorScheme, bypassCSP: true });
      try {
        await previewState(page);
        if (colorScheme === 'dark') await page.click('csw-playground .pg-controls input[value="dark"]');
        await previewState(page);
        const violations = await runAxe(page, {});
        assert.deepEqual(violations, [], formatViolations(violations));
      } finally {
        await page.close();
      }
    });
  }
});
