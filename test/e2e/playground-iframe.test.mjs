// The playground's "iframe (hosts without scripts)" form (issue 30): its snippet is the one the
// `embed` command prints for the same element and data, the embed page it downloads is the
// command's page (byte for byte once the command's prerender step runs on it), and pasted into a
// host page with the downloaded page beside it, the iframe renders the same element as the preview
// and is tall enough to show it whole at 375 and 1280 px.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVE_ROOT, formatViolations, openPage, runAxe, startEnvironment } from './support/browser.mjs';
import { openPlayground, previewState } from './support/playground.mjs';

const OUT = 'demo/build/playground-iframe';
let env;
let ssr;
before(async () => {
  rmSync(path.join(SERVE_ROOT, OUT), { recursive: true, force: true });
  mkdirSync(path.join(SERVE_ROOT, OUT), { recursive: true });
  env = await startEnvironment();
  ssr = await import('../../dist/ssr/index.js');
});
after(() => env?.close());

const visibleText = (text) => text.replace(/\s+/g, '');

async function waitForFile(file, timeout = 15000) {
  const start = Date.now();
  while (!existsSync(file) || readFileSync(file).length === 0) {
    if (Date.now() - start > timeout) throw new Error(`no download at ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return readFileSync(file, 'utf8');
}

/** Opens `host` (in the served folder) and returns what its iframe's element shows, and the frame's fit. */
async function openHost(url, width, frameWidth) {
  const host = await openPage(env.browser, url, { width, height: 900 });
  try {
    if (frameWidth) await host.page.evaluate((w) => (document.querySelector('iframe').style.width = `${w}px`), frameWidth);
    await host.page.evaluate(() => document.querySelector('iframe').scrollIntoView());
    await host.page.waitForFunction(
      () => {
        const doc = document.querySelector('iframe').contentDocument;
        const element = doc?.querySelector('#csw-embed > :is(leaderboard-table, results-toggle, requirement-web, bibtex-card)');
        return element?.shadowRoot?.querySelector('[part~="base"]') && !element.hasAttribute('aria-busy') && doc.readyState === 'complete';
      },
      { timeout: 20000 },
    );
    await host.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const shown = await host.page.evaluate(() => {
      const frame = document.querySelector('iframe');
      const doc = frame.contentDocument;
      const element = doc.querySelector('#csw-embed > :is(leaderboard-table, results-toggle, requirement-web, bibtex-card)');
      return {
        text: element.shadowRoot.querySelector('[part~="base"]').innerText ?? '',
        theme: element.getAttribute('theme'),
        frameHeight: frame.getBoundingClientRect().height,
        content: doc.getElementById('csw-embed').getBoundingClientRect().height,
        elementBottom: element.getBoundingClientRect().bottom,
        error: element.shadowRoot.querySelector('[part~="error"]')?.textContent ?? null,
        width: element.getBoundingClientRect().width,
      };
    });
    return { ...shown, problems: host.problems };
  } finally {
    await host.page.close();
  }
}

describe('the iframe form: the embed command\'s snippet and page, rendering as the preview does', () => {
  // A real-shaped board an author might paste: 300 rows, long and non-Latin names, missing scores,
  // intervals, a title with quotes, "--" and a "</script>" that must not close any script.
  const HOSTILE = JSON.stringify(
    {
      title: 'Bench "Ω" -- </script><script>alert(1)</script> 排行榜 of long-horizon agents',
      metric: 'Pass@1',
      unit: '%',
      entries: Array.from({ length: 300 }, (_, i) => ({
        model: i % 7 === 0 ? `模型-${i} with a very long descriptive checkpoint name v${i}.0-preview` : `Model ${i}`,
        framework: ['OpenHands', 'SWE-agent', 'Aider', "O'Neil & Co"][i % 4],
        score: i % 11 === 5 ? null : Math.round((80 - i * 0.2) * 10) / 10,
        ...(i % 3 === 0 ? { low: Math.round((78 - i * 0.2) * 10) / 10, high: Math.round((82 - i * 0.2) * 10) / 10 } : {}),
      })),
    },
    null,
    2,
  );

  /**
   * Known short: the command's height rule (src/ssr/embed-height.ts, resultsHeight) takes the
   * headline's "from → to" as one line, but with ± values ("30.00 ± 0.40% → 43.00 ± 0.40%") it
   * wraps at 375 px, and so does the bars' header: measured 782 px of content in the 760 px frame
   * the command prints. The playground prints what the command prints, so this case fails until
   * the rule counts those lines; it runs (and reports) as a todo meanwhile.
   */
  const KNOWN_SHORT = {};

  for (const [tag, example] of [
    ['leaderboard-table', HOSTILE],
    ['leaderboard-table', 0],
    ['leaderboard-table', 2],
    ['results-toggle', 0],
    ['results-toggle', 1],
    ['requirement-web', 0],
    ['bibtex-card', 0],
  ]) {
    const name = typeof example === 'string' ? 'pasted' : example;
    test(`${tag}, example ${name}`, { todo: KNOWN_SHORT[`${tag} ${name}`] }, async () => {
      const folder = path.join(SERVE_ROOT, OUT, `${tag}-${name}`);
      mkdirSync(folder, { recursive: true });
      const { page, problems } = await openPlayground(env, {}, folder);
      try {
        await page.select('csw-playground .pg-controls p:first-child select', tag);
        if (typeof example === 'string') {
          await page.evaluate((text) => (document.querySelector('csw-playground').value = text), example);
        } else {
          const examples = await page.$$eval('csw-playground .pg-controls p:nth-child(2) option', (options) => options.length);
          await page.select('csw-playground .pg-controls p:nth-child(2) select', String(Math.min(example, examples - 1)));
        }
        // The slide width: the widest preview, so the frame's own viewport (which the elements'
        // media queries read) is past their narrow layouts, as the playground's page is.
        await page.click('csw-playground .pg-controls input[value="slide"]');
        const shown = await previewState(page);
        await page.click('csw-playground .pg-embed input[value="iframe"]');
        await page.waitForFunction(() => document.querySelector('csw-playground').snippet.includes('<iframe') && !document.querySelector('csw-playground .pg-download-embed').disabled && document.querySelector('csw-playground .pg-command'), { timeout: 20000 });
        const snippet = await page.evaluate(() => document.querySelector('csw-playground').snippet);
        const command = await page.$eval('csw-playground .pg-command', (pre) => pre.textContent);
        const [, dataFile] = / --element [\w-]+ (\S+)$/.exec(command);
        const id = dataFile.replace(/\.[^.]*$/, '');
        assert.equal(command, `npx codespecweave-widgets embed --out-dir embeds --element ${tag} ${dataFile}`);

        // The data file and the embed page, downloaded as an author would.
        await page.click('csw-playground .pg-download-file');
        const data = await waitForFile(path.join(folder, dataFile));
        await page.click('csw-playground .pg-download-embed');
        const embedPage = await waitForFile(path.join(folder, `${id}.html`));

        // What the command makes from that data file: the same printed snippet, and the same page
        // once its prerender step has run on the downloaded one.
        const report = await ssr.embed(null, { elements: [{ tag, file: path.join(folder, dataFile) }], onWarning: () => {} });
        assert.equal(report.items.length, 1);
        const [item] = report.items;
        assert.equal(item.id, id);
        assert.equal(snippet, `<!-- ${item.id} -->\n${item.snippet}`);
        const prerendered = await ssr.prerenderWithReport(embedPage, { baseDir: folder, file: `${id}.html`, onWarning: () => {} });
        assert.equal(prerendered.html, item.html, 'the downloaded page is the command\'s page before its prerender step');
        assert.ok(data.length > 20);

        // Pasted into a fresh host page beside the downloaded page.
        writeFileSync(path.join(folder, 'host.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title></head><body style="margin:16px"><main><h1>A post</h1>\n${snippet}\n<p>After the figure.</p></main></body></html>`);
        const url = env.url(`/${OUT}/${tag}-${name}/host.html`);
        // At the preview's width (its padding and the embed page's 12 px around the element), the same text.
        const same = await openHost(url, 1280, shown.width + 24);
        assert.equal(same.error, null);
        assert.equal(visibleText(same.text), visibleText(shown.text), `${tag}: the iframe (element ${same.width} px) shows what the preview (${shown.width} px) shows`);
        assert.deepEqual(same.problems, []);
        // The fixed height shows the element whole at a phone's and a desktop's width, with no script on the host.
        for (const width of [375, 1280]) {
          const fit = await openHost(url, width);
          assert.equal(fit.frameHeight, item.height);
          assert.ok(fit.content <= fit.frameHeight, `${tag} at ${width} px: content ${fit.content} px in a ${fit.frameHeight} px frame`);
          assert.ok(fit.elementBottom <= fit.frameHeight, `${tag} at ${width} px: the element ends at ${fit.elementBottom} px`);
          assert.deepEqual(fit.problems, []);
        }
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  test('a dark preview gives the snippet ?theme=dark, and the frame shows the element dark', async () => {
    const folder = path.join(SERVE_ROOT, OUT, 'dark');
    mkdirSync(folder, { recursive: true });
    const { page } = await openPlayground(env, {}, folder);
    try {
      await previewState(page);
      await page.click('csw-playground .pg-controls input[value="dark"]');
      await page.click('csw-playground .pg-embed input[value="iframe"]');
      await page.waitForFunction(() => document.querySelector('csw-playground').snippet.includes('?theme=dark') && !document.querySelector('csw-playground .pg-download-embed').disabled, { timeout: 20000 });
      const snippet = await page.evaluate(() => document.querySelector('csw-playground').snippet);
      assert.match(snippet, /<iframe src="leaderboard-data\.html\?theme=dark" title="[^"]+" data-codespecweave-embed="leaderboard-data" width="100%" height="\d+" loading="lazy" frameborder="0"><\/iframe>/);
      assert.match(await page.$eval('csw-playground .pg-embed-note', (note) => note.textContent), /\?theme=dark/);
      await page.click('csw-playground .pg-download-embed');
      await waitForFile(path.join(folder, 'leaderboard-data.html'));
      writeFileSync(path.join(folder, 'host.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head><body>${snippet}</body></html>`);
      const shown = await openHost(env.url(`/${OUT}/dark/host.html`), 1280);
      assert.equal(shown.theme, 'dark');
      // Another form afterwards drops the iframe's note and button.
      await page.click('csw-playground .pg-embed input[value="html"]');
      assert.equal(await page.$eval('csw-playground .pg-embed-note', (note) => note.hidden), true);
      // (The HTML form starts with its loader line, then the element.)
      assert.match(await page.evaluate(() => document.querySelector('csw-playground').snippet), /^<script type="module" src="[^"]+"><\/script>\n<leaderboard-table/);
    } finally {
      await page.close();
    }
  });
});

describe('the playground with the iframe form open is accessible', () => {
  for (const colorScheme of ['light', 'dark']) {
    test(`axe finds nothing (${colorScheme})`, async () => {
      const folder = path.join(SERVE_ROOT, OUT, `axe-${colorScheme}`);
      mkdirSync(folder, { recursive: true });
      const { page } = await openPlayground(env, { colorScheme, bypassCSP: true }, folder);
      try {
        await previewState(page);
        if (colorScheme === 'dark') await page.click('csw-playground .pg-controls input[value="dark"]');
        await page.click('csw-playground .pg-embed input[value="iframe"]');
        await page.waitForFunction(() => document.querySelector('csw-playground').snippet.includes('<iframe'), { timeout: 20000 });
        const violations = await runAxe(page, {});
        assert.deepEqual(violations, [], formatViolations(violations));
      } finally {
        await page.close();
      }
    });
  }
});
