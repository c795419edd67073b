// `npx codespecweave-widgets embed <page> --out-dir <dir>` for hosts that run no author script
// (issue 28): on a page with the four elements reading the demo data, each `<id>.html` works alone
// in an empty folder with every other request blocked, with JavaScript on and off; each SVG is a
// standalone image with the element's key text and no script; each oEmbed file is `rich` oEmbed
// whose `html` is the printed iframe; `embed-resize.js` sizes the iframe to its content at 375 and
// 1280 px, and again after Full results opens; without it the fixed height shows the element whole.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { KEY_TEXT, frameMetrics, hostPage, makeEmbeds, readJson, run, snippetsOf, waitForEmbed } from './support.mjs';

const IDS = ['web', 'results', 'board', 'cite', 'big-board'];
const SHADOW_TEXT = () => {
  const element = document.querySelector('#csw-embed > :is(requirement-web, results-toggle, leaderboard-table, bibtex-card)');
  return {
    text: (element?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' '),
    error: element?.shadowRoot?.querySelector('[part~="error"]')?.textContent ?? null,
    theme: element?.getAttribute('theme') ?? null,
    lang: element?.getAttribute('lang') ?? null,
    defined: Boolean(element && customElements.get(element.localName)),
    source: document.querySelector('.csw-embed-source')?.textContent ?? '',
    sourceLink: document.querySelector('.csw-embed-source a')?.href ?? '',
    oembed: document.querySelector('link[rel="alternate"][type="application/json+oembed"]')?.getAttribute('href') ?? null,
  };
};

describe('codespecweave-widgets embed', () => {
  let made;
  let snippets;
  let browser;
  let server;
  before(async () => {
    made = await makeEmbeds();
    snippets = snippetsOf(made.stdout);
    browser = await launchBrowser();
    server = await startServer({ port: 0, root: made.out });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (made) await rm(made.dir, { recursive: true, force: true });
  });

  test('writes the three files for every element with an id, prints an iframe snippet for each', async () => {
    assert.equal(made.status, 0, made.stderr);
    const files = (await readdir(made.out)).sort();
    for (const id of IDS) for (const ext of ['html', 'svg', 'oembed.json']) assert.ok(files.includes(`${id}.${ext}`), `${id}.${ext} in ${files}`);
    assert.ok(files.includes('embed-resize.js'));
    // The element without an id is not embedded; nothing else is written.
    assert.equal(files.length, IDS.length * 3 + 1, files.join(' '));
    assert.deepEqual(Object.keys(snippets).sort(), [...IDS].sort());
    for (const [id, snippet] of Object.entries(snippets)) {
      assert.match(snippet, new RegExp(`^<iframe src="${id}\\.html" title="[^"]+" data-codespecweave-embed="${id}" width="100%" height="\\d+" loading="lazy" frameborder="0"></iframe>$`));
      assert.doesNotMatch(snippet, /style=/);
    }
    assert.match(snippets.board, /title="Frontier model comparison"/);
    assert.match(made.stdout, /<script src="embed-resize\.js" async><\/script>/);
    assert.match(made.stderr, /embedded 5 elements into out/);
  });

  test('each page, alone in an empty folder with every other request blocked, shows its data with JavaScript on and off', async () => {
    const alone = await mkdtemp(path.join(tmpdir(), 'csw-embed-alone-'));
    try {
      for (const id of IDS) {
        await rm(alone, { recursive: true, force: true });
        await import('node:fs/promises').then(({ mkdir }) => mkdir(alone));
        await copyFile(path.join(made.out, `${id}.html`), path.join(alone, `${id}.html`));
        const lone = await startServer({ port: 0, root: alone });
        try {
          // With JavaScript on and off, and with the query a host may add (a locale table must not be a request).
          for (const [javaScript, query] of [[true, ''], [false, ''], [true, '?theme=dark&lang=de']]) {
            const page = await browser.newPage();
            const others = [];
            const problems = [];
            await page.setRequestInterception(true);
            page.on('request', (request) => {
              if (request.url() === `${lone.origin}/${id}.html${query}`) return void request.continue();
              others.push(request.url());
              void request.abort();
            });
            page.on('pageerror', (error) => problems.push(error.message));
            page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
            await page.setJavaScriptEnabled(javaScript);
            await page.setViewport({ width: 720, height: 900 });
            await page.goto(`${lone.origin}/${id}.html${query}`, { waitUntil: 'load' });
            if (javaScript) await waitForEmbed(page.mainFrame());
            const seen = await page.evaluate(SHADOW_TEXT);
            const key = KEY_TEXT[id] ?? 'Model 1';
            assert.ok(seen.text.includes(key), `${id} (JavaScript ${javaScript ? 'on' : 'off'}) shows "${key}": ${seen.text.slice(0, 300)}`);
            assert.equal(seen.error, null, `${id}: no error panel`);
            assert.equal(seen.defined, javaScript, `${id}: the inlined bundle defines the element only with JavaScript on`);
            assert.deepEqual(others, [], `${id} (JavaScript ${javaScript ? 'on' : 'off'}) requested nothing else`);
            assert.deepEqual(problems, [], `${id}: no errors`);
            // The source note and the link back, visible; the oEmbed file linked.
            assert.match(seen.source, /Source: CodeSpecWeave: the paper's findings/);
            assert.equal(seen.sourceLink, 'https://lab.example/paper/');
            assert.equal(seen.oembed, `${id}.oembed.json`);
            await page.close();
          }
        } finally {
          await lone.close();
        }
      }
    } finally {
      await rm(alone, { recursive: true, force: true });
    }
  });

  test('the page\'s note about an element travels with it (illustrative values say so)', async () => {
    const board = await readFile(path.join(made.out, 'board.html'), 'utf8');
    assert.match(board, /<footer class="csw-embed-source"><p>Illustrative rows\. Only GPT-6 Astra · Codex at 74\.0% and the lowest score, 44\.0%, are the paper&#39;s\.<\/p>/);
    const results = await readFile(path.join(made.out, 'results.html'), 'utf8');
    assert.match(results, /<p>Illustrative values\. Only the DeepSWE-v1\.1 figures are the paper&#39;s\.<\/p>/);
  });

  test('theme and lang from the URL query; print prints the element', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/board.html?theme=dark&lang=de`);
    await waitForEmbed(page.mainFrame());
    const seen = await page.evaluate(SHADOW_TEXT);
    assert.equal(seen.theme, 'dark');
    assert.equal(seen.lang, 'de');
    const scheme = await page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.lang, getComputedStyle(document.documentElement).colorScheme]);
    assert.deepEqual(scheme, ['dark', 'de', 'dark']);
    // Anything else in the query is ignored, not written into the page.
    await page.goto(`${server.origin}/board.html?theme=%22%3E%3Cimg&lang=x%22onload`);
    await waitForEmbed(page.mainFrame());
    const ignored = await page.evaluate(SHADOW_TEXT);
    assert.equal(ignored.lang, null);
    assert.notEqual(ignored.theme, '"><img');
    // Printed, the page is the element (and its note): under print media every row is laid out
    // and shown, the note too, the link written out; and the PDF is made (one page or more).
    await page.goto(`${server.origin}/board.html`);
    await waitForEmbed(page.mainFrame());
    await page.emulateMediaType('print');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const printed = await page.evaluate(() => {
      const element = document.querySelector('leaderboard-table');
      const rows = [...element.shadowRoot.querySelectorAll('[part~="table"] tbody tr')];
      const footer = document.querySelector('.csw-embed-source');
      return {
        height: element.getBoundingClientRect().height,
        rows: rows.filter((row) => row.getBoundingClientRect().height > 0).map((row) => row.querySelector('.model')?.textContent.trim()),
        footer: footer.getBoundingClientRect().height > 0 && getComputedStyle(footer).visibility === 'visible',
        link: getComputedStyle(footer.querySelector('a'), '::after').content,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    assert.ok(printed.height > 300);
    assert.equal(printed.rows.length, 10);
    assert.ok(printed.rows[0].startsWith('GPT-6 Astra'), printed.rows[0]);
    assert.ok(printed.footer);
    assert.match(printed.link, /lab\.example\/paper/);
    assert.equal(printed.background, 'rgb(255, 255, 255)');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    assert.ok(pdf.length > 10_000 && Buffer.from(pdf.subarray(0, 5)).toString() === '%PDF-');
    await page.close();
  });

  test('each SVG is a standalone image with the element\'s key text, text as <text>, fonts with fallbacks, and no script', async () => {
    const page = await browser.newPage();
    await page.goto('about:blank');
    for (const id of IDS) {
      const svg = await readFile(path.join(made.out, `${id}.svg`), 'utf8');
      assert.doesNotMatch(svg, /<script|\son\w+=|javascript:|<foreignObject|href=/i, `${id}.svg has no script, handler, link or HTML`);
      assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+" font-family="[^"]*sans-serif"/);
      const result = await page.evaluate(async (text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        const parseError = doc.querySelector('parsererror')?.textContent ?? null;
        const words = [...doc.querySelectorAll('text')].map((t) => t.textContent).join(' ').replace(/\s+/g, ' ');
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(text)))}`;
        await image.decode();
        return { parseError, words, naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight, scripts: doc.querySelectorAll('script').length };
      }, svg);
      assert.equal(result.parseError, null, `${id}.svg parses as XML`);
      assert.equal(result.scripts, 0);
      assert.ok(result.naturalWidth > 0 && result.naturalHeight > 0, `${id}.svg loads as an <img>`);
      const key = KEY_TEXT[id] ?? 'Model 1';
      assert.ok(result.words.includes(key), `${id}.svg says "${key}": ${result.words.slice(0, 200)}`);
    }
    // The card's image: its APA citation (the title in sentence case, italic) and the BibTeX under it.
    const cite = await readFile(path.join(made.out, 'cite.svg'), 'utf8');
    assert.ok(/<tspan font-style="italic">When requirements interact: Scaling/.test(cite), 'the title in italic, in one run');
    assert.ok(cite.includes('Cai, Y., Wang, M., Zhao, L.'), 'the authors as APA writes them');
    // The board's image: every row of the 10, ranked, with a bar each.
    const board = await readFile(path.join(made.out, 'board.svg'), 'utf8');
    for (const model of ['GPT-6 Astra', 'Model B', 'Model J']) assert.ok(board.includes(`>${model}<`), model);
    assert.equal((board.match(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="8"/g) ?? []).length, 10);
    // The big board's: its first 100 rows, saying so; a missing score is "—".
    const big = await readFile(path.join(made.out, 'big-board.svg'), 'utf8');
    assert.match(big, /Showing the first 100 of 240 entries/);
    await page.close();
  });

  test('each oEmbed file is rich oEmbed 1.0 whose html is the printed iframe', async () => {
    for (const id of IDS) {
      const oembed = await readJson(path.join(made.out, `${id}.oembed.json`));
      assert.equal(oembed.version, '1.0');
      assert.equal(oembed.type, 'rich');
      assert.equal(oembed.html, snippets[id]);
      assert.equal(typeof oembed.title, 'string');
      assert.ok(oembed.title.length > 0);
      assert.equal(oembed.provider_name, 'codespecweave-widgets');
      for (const key of ['width', 'height']) assert.ok(Number.isInteger(oembed[key]) && oembed[key] > 0, `${id}: ${key}`);
      assert.equal(oembed.height, Number(/height="(\d+)"/.exec(snippets[id])[1]));
    }
  });

  test('--base-url makes the snippet, the oEmbed html and link absolute, with the image as thumbnail', async () => {
    const absolute = await makeEmbeds(['--base-url', 'https://lab.example/embeds']);
    try {
      assert.equal(absolute.status, 0, absolute.stderr);
      const oembed = await readJson(path.join(absolute.out, 'board.oembed.json'));
      assert.match(oembed.html, /^<iframe src="https:\/\/lab\.example\/embeds\/board\.html" /);
      assert.equal(oembed.thumbnail_url, 'https://lab.example/embeds/board.svg');
      assert.ok(oembed.thumbnail_width > 0 && oembed.thumbnail_height > 0);
      const page = await readFile(path.join(absolute.out, 'board.html'), 'utf8');
      assert.match(page, /<link rel="alternate" type="application\/json\+oembed" href="https:\/\/lab\.example\/embeds\/board\.oembed\.json" title="Frontier model comparison">/);
      assert.match(absolute.stdout, /<script src="https:\/\/lab\.example\/embeds\/embed-resize\.js" async><\/script>/);
    } finally {
      await rm(absolute.dir, { recursive: true, force: true });
    }
  });

  for (const width of [375, 1280]) {
    test(`with embed-resize.js the iframe takes its content's height at ${width} px, and again after Full results opens`, async () => {
      for (const id of IDS) {
        await writeFile(path.join(made.out, `host-${id}.html`), hostPage(snippets[id]));
        const page = await browser.newPage();
        await page.setViewport({ width, height: 900 });
        await page.goto(`${server.origin}/host-${id}.html`);
        const frame = await (await page.$('iframe')).contentFrame();
        await waitForEmbed(frame);
        const fits = async () => {
          const metrics = await frameMetrics(frame);
          await page.waitForFunction((h) => document.querySelector('iframe').clientHeight === h, { timeout: 30000 }, metrics.content);
          return frameMetrics(frame);
        };
        const metrics = await fits();
        assert.equal(metrics.scrolls, false, `${id} at ${width}: no scrollbar inside the frame (${JSON.stringify(metrics)})`);
        if (id === 'results') {
          // A reader opens Full results: the page grows, the frame follows.
          const before = metrics.content;
          await frame.evaluate(() => [...document.querySelector('results-toggle').shadowRoot.querySelectorAll('button')].find((b) => /Full results/.test(b.textContent)).click());
          await frame.waitForFunction((h) => Math.ceil(document.getElementById('csw-embed').getBoundingClientRect().height) > h + 50, {}, before);
          const opened = await fits();
          assert.ok(opened.content > before + 50, `${id}: taller with Full results open (${before} → ${opened.content})`);
          assert.equal(opened.scrolls, false);
        }
        await page.close();
      }
    });

    test(`without the script the fixed height shows the element whole at ${width} px`, async () => {
      for (const id of IDS) {
        await writeFile(path.join(made.out, `plain-${id}.html`), hostPage(snippets[id], { script: false }));
        const page = await browser.newPage();
        await page.setViewport({ width, height: 900 });
        await page.goto(`${server.origin}/plain-${id}.html`);
        const frame = await (await page.$('iframe')).contentFrame();
        await waitForEmbed(frame);
        const fixed = Number(/height="(\d+)"/.exec(snippets[id])[1]);
        const metrics = await frameMetrics(frame);
        assert.equal(await page.evaluate(() => document.querySelector('iframe').clientHeight), fixed);
        assert.ok(metrics.content <= fixed && !metrics.scrolls, `${id} at ${width}: ${metrics.content} px of content in a ${fixed} px frame`);
        // Not wasteful where it binds (the phone): at most 1.5 times the content there.
        if (width === 375) assert.ok(fixed <= metrics.content * 1.5, `${id}: ${fixed} px for ${metrics.content} px of content`);
        await page.close();
      }
    });
  }

  test('embed-resize.js sizes only marked embed frames from their own origin, clamped; not an ad\'s frame, a frame that moved, or the page', async () => {
    const other = await startServer({ port: 0, root: made.out });
    try {
      // Each frame posts its height at once and again when asked, as an embed page does: the host's
      // async embed-resize.js may run after a frame has posted (at load 45 two frames' first
      // messages came before its listener, and only its request reaches them after).
      const poster = (id, height) =>
        `<!doctype html><title>x</title><script>const post = () => parent.postMessage({ type: 'codespecweave:height', id: ${JSON.stringify(id)}, height: ${height} }, '*'); post(); addEventListener('message', (event) => event.data?.type === 'codespecweave:height-request' && post());</script>`;
      await writeFile(path.join(made.out, 'liar.html'), poster('liar', 777));
      // An ad or a comment widget that posts the same message: no marker, so never sized.
      await writeFile(path.join(made.out, 'ad.html'), poster('ad', 777));
      await writeFile(path.join(made.out, 'tiny.html'), poster('tiny', 1));
      await writeFile(path.join(made.out, 'huge.html'), poster('huge', 100000));
      // The frame's src is this server; its page moves itself to another origin and claims a height.
      await writeFile(path.join(made.out, 'moves.html'), `<!doctype html><title>x</title><script>location.replace(${JSON.stringify(`${other.origin}/liar.html`)})</script>`);
      const frame = (src, marker) => `<iframe src="${src}" title="${marker ?? 'ad'}"${marker ? ` data-codespecweave-embed="${marker}"` : ''} width="100%" height="150"></iframe>`;
      await writeFile(
        path.join(made.out, 'host-liar.html'),
        hostPage([frame('moves.html', 'moves'), frame(`${other.origin}/liar.html`, 'liar'), frame(`${other.origin}/ad.html`), frame(`${other.origin}/tiny.html`, 'tiny'), frame(`${other.origin}/huge.html`, 'huge')].join('')),
      );
      const page = await browser.newPage();
      await page.goto(`${server.origin}/host-liar.html`);
      // The honest frame (marked, its origin its src's) is sized; the one that moved is not.
      await page.waitForFunction(() => document.querySelectorAll('iframe')[1].getAttribute('height') === '777', { timeout: 30000 });
      await page.waitForFunction(() => [3, 4].every((i) => document.querySelectorAll('iframe')[i].getAttribute('height') !== '150'), { timeout: 30000 });
      await page.evaluate(() => window.postMessage({ type: 'codespecweave:height', id: 'x', height: 999 }, '*'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const heights = await page.evaluate(() => [...document.querySelectorAll('iframe')].map((frame) => frame.getAttribute('height')));
      assert.deepEqual(heights, ['150', '777', '150', '80', '30000']);
      await page.close();
    } finally {
      await other.close();
    }
  });

  test('--element with a CSV file: the height and image come from the parsed rows, as for JSON', async () => {
    // (The CSV reader is a chunk loaded on first use: the command reads each element's state only
    // once it is in, else the snippet said "leaderboard-table scores", 30 px tall, and no SVG.)
    const rows = ['model,framework,score', ...Array.from({ length: 40 }, (_, i) => `"Agent ${i}, long-named run",Org ${i % 5},${(70 - i * 0.7).toFixed(1)}`)];
    await writeFile(path.join(made.dir, 'scores.csv'), `${rows.join('\n')}\n`);
    const result = run(['embed', '--out-dir', 'csv-out', '--element', 'leaderboard-table', 'scores.csv'], made.dir);
    assert.equal(result.status, 0, result.stderr);
    const snippet = snippetsOf(result.stdout).scores;
    // A CSV carries no title, and no default names another paper's data: the frame is named by its
    // element and id (the height and the image below show the rows were read).
    assert.match(snippet, /title="leaderboard-table scores"/);
    const height = Number(/height="(\d+)"/.exec(snippet)?.[1]);
    assert.ok(height > 600, `a 40-row board's fixed height, got ${height} (${snippet})`);
    const svg = await readFile(path.join(made.dir, 'csv-out/scores.svg'), 'utf8');
    assert.match(svg, /Agent 0, long-named run/);
    assert.match(await readFile(path.join(made.dir, 'csv-out/scores.html'), 'utf8'), /shadowrootmode[\s\S]*Agent 39, long-named run/);
  });

  test('usage errors and unreadable sources', async () => {
    const noOut = run(['embed', 'site/post.html'], made.dir);
    assert.equal(noOut.status, 2);
    assert.match(noOut.stderr, /embed needs --out-dir <dir>/);
    const badLink = run(['embed', 'site/post.html', '--out-dir', 'x', '--link', 'javascript:alert(1)'], made.dir);
    assert.equal(badLink.status, 2);
    assert.match(badLink.stderr, /--link needs an http: or https: URL/);
    // A src outside the page's folder is not read, and that element is not embedded (a warning says why).
    await writeFile(path.join(made.dir, 'site/outside.html'), '<leaderboard-table id="sneaky" src="../big-board.json"></leaderboard-table><bibtex-card id="ok"><pre>@misc{k, title={Fine}, year={2026}}</pre></bibtex-card>');
    const outside = run(['embed', 'site/outside.html', '--out-dir', 'outside'], made.dir);
    assert.equal(outside.status, 0, outside.stderr);
    assert.match(outside.stderr, /outside\.html:1: <leaderboard-table id="sneaky">: not embedded: src "\.\.\/big-board\.json": not read: outside the site root \(--root\)/);
    assert.deepEqual((await readdir(path.join(made.dir, 'outside'))).sort(), ['embed-resize.js', 'ok.html', 'ok.oembed.json', 'ok.svg']);
  });
});
