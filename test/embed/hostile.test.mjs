// `embed` on data an author did not mean to be hostile, and on data that is: markup and control
// characters in names stay text in the page and in the image (no script runs, every SVG parses);
// bad data gives an embed with the element's error panel and a warning, never a failed run; ids
// that cannot be file names and duplicate ids are warnings; a large web and a long board embed
// whole; and the embed pages are axe-clean in light and dark.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { REPO_ROOT, formatViolations, launchBrowser, runAxe } from '../e2e/support/browser.mjs';
import { frameMetrics, run, snippetsOf, waitForEmbed } from './support.mjs';

const attribute = (value) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const NASTY = '</script><script>window.__owned = 1</script><img src=x onerror="window.__owned = 2">';

const board = {
  title: `Board ${NASTY}`,
  description: 'Illustrative values. Control characters: \u0007 bell, \u001b[31m escape.',
  entries: [
    { model: `Leader ${NASTY}`, framework: 'Agent <b>bold</b> & "quoted"', score: 71.5, low: 69, high: 74 },
    { model: 'Ünïcödé — 模型 · نموذج', framework: '', score: 64.25 },
    { model: 'No score yet', framework: 'X', score: null },
  ],
  decimals: 2,
};
const web = {
  title: 'A large web (illustrative)',
  hub: { id: 'hub', label: 'transaction_builder.allocate/fair-share' },
  requirements: Array.from({ length: 60 }, (_, i) => ({ id: `r${i}`, label: `Requirement ${i} ${i % 5 === 0 ? 'with_a_long/label-name.that_wraps' : ''}`.trim(), heading: `Heading ${i}`, detail: `Detail ${i}.` })),
  links: Array.from({ length: 40 }, (_, i) => ({ source: `r${i}`, target: `r${(i * 7 + 3) % 60}`, label: `tie ${i}` })).filter((l) => l.source !== l.target),
};
const bibtex = String.raw`@article{mueller2025,
  title = {{\"U}ber die {Abh\"angigkeit} von {Anforderungen}},
  author = {M{\"u}ller, J{\"o}rg and {\O}stergaard, S{\o}ren and Garc{\'\i}a, Mar{\'\i}a},
  journal = {Zeitschrift f{\"u}r Softwaretechnik},
  year = {2025}, volume = {12}, number = {3}, pages = {45--67},
  langid = {german}
}`;

const PAGE = (training) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hostile &amp; large</title></head><body>
<leaderboard-table id="nasty" data='${attribute(board)}'></leaderboard-table>
<results-toggle id="broken" data='{"benchmarks":["A"],"backbones":[{"name":"B","rows":[{"label":"x","scores":{"A":"abc"}}]}]}'></results-toggle>
<requirement-web id="large" selected="r0"><script type="application/json">${JSON.stringify(web).replace(/</g, '\\u003c')}</script></requirement-web>
<bibtex-card id="umlaut" format="apa" theme="dark"><pre>${bibtex.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre></bibtex-card>
<bibtex-card id='bad"id' bibtex="@misc{a, title={A}}"></bibtex-card>
<bibtex-card id="nasty" bibtex="@misc{b, title={B}}"></bibtex-card>
<results-toggle id="opened" open backbone="MiMo-V2.5" data='${attribute(training)}'></results-toggle>
</body></html>`;

describe('codespecweave-widgets embed on hostile and large data', () => {
  let dir;
  let out;
  let result;
  let browser;
  let server;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-embed-hostile-'));
    await mkdir(path.join(dir, 'site'));
    const training = JSON.parse(await readFile(path.join(REPO_ROOT, 'demo/data/training-results.json'), 'utf8'));
    await writeFile(path.join(dir, 'site/page.html'), PAGE(training));
    result = run(['embed', 'site/page.html', '--out-dir', 'out'], dir);
    out = path.join(dir, 'out');
    browser = await launchBrowser();
    server = await startServer({ port: 0, root: out });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('bad data and unusable ids are warnings; the run still writes every other embed', async () => {
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /page\.html:3: <results-toggle id="broken">: data\.backbones\[0\]\.rows\[0\]\.scores\["A"\]: expected a number from 0 to 100, got "abc" \(the embed shows this error\)/);
    assert.match(result.stderr, /<bibtex-card id="bad"id">: not embedded: its id is not usable as a file name/);
    assert.match(result.stderr, /<bibtex-card id="nasty">: not embedded: another element already has the id "nasty"/);
    // No escape sequence from the data reaches the terminal.
    assert.doesNotMatch(result.stderr, /\u001b/);
    const files = (await readdir(out)).sort();
    assert.deepEqual(files.filter((f) => f.endsWith('.html')), ['broken.html', 'large.html', 'nasty.html', 'opened.html', 'umlaut.html']);
    // An element with no data to draw has no image, but its page shows the error.
    assert.ok(!files.includes('broken.svg'));
    assert.deepEqual(Object.keys(snippetsOf(result.stdout)).sort(), ['broken', 'large', 'nasty', 'opened', 'umlaut']);
  });

  test('markup in the data stays text: no script runs, in the page or the image', async () => {
    for (const javaScript of [true, false]) {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setJavaScriptEnabled(javaScript);
      await page.goto(`${server.origin}/nasty.html`);
      if (javaScript) await waitForEmbed(page.mainFrame());
      const seen = await page.evaluate(() => ({
        owned: window.__owned ?? null,
        text: document.querySelector('leaderboard-table').shadowRoot.textContent,
        images: document.querySelectorAll('img').length + document.querySelector('leaderboard-table').shadowRoot.querySelectorAll('img').length,
      }));
      assert.equal(seen.owned, null);
      assert.equal(seen.images, 0);
      assert.ok(seen.text.includes('Leader </script><script>window.__owned = 1</script>'), 'the name shown as written');
      assert.deepEqual(errors, []);
      await page.close();
    }
    const svg = await readFile(path.join(out, 'nasty.svg'), 'utf8');
    assert.doesNotMatch(svg, /<script|<img|<b>|\u0007|\u001b/);
    assert.ok(svg.includes('Leader &#60;/script&#62;&#60;script&#62;'));
  });

  test('every SVG parses as XML and loads as an image', async () => {
    const page = await browser.newPage();
    for (const id of ['nasty', 'large', 'umlaut']) {
      const svg = await readFile(path.join(out, `${id}.svg`), 'utf8');
      const seen = await page.evaluate(async (text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        const image = new Image();
        image.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
        await image.decode();
        return { error: doc.querySelector('parsererror')?.textContent ?? null, width: image.naturalWidth, words: [...doc.querySelectorAll('text')].map((t) => t.textContent).join(' ') };
      }, svg);
      assert.equal(seen.error, null, id);
      assert.ok(seen.width > 0, id);
      if (id === 'umlaut') {
        // theme="dark" on the element: a dark image.
        assert.match(svg, /<rect width="100%" height="100%" fill="#161b22"\/>/);
        // Accents resolved; a German title keeps its case (langid).
        assert.match(seen.words, /Müller, J\., Østergaard, S\., & García, M\. \(2025\)\./);
        assert.match(seen.words, /Über die Abhängigkeit von Anforderungen/);
      }
      if (id === 'large') {
        assert.match(seen.words, /transaction_builder/);
        // The selected requirement's panel text follows the web.
        assert.match(seen.words, /Heading 0/);
      }
    }
    await page.close();
  });

  test('the broken element\'s embed shows its error panel, with JavaScript on and off', async () => {
    for (const javaScript of [true, false]) {
      const page = await browser.newPage();
      await page.setJavaScriptEnabled(javaScript);
      await page.goto(`${server.origin}/broken.html`);
      if (javaScript) await waitForEmbed(page.mainFrame());
      const error = await page.evaluate(() => document.querySelector('results-toggle').shadowRoot.querySelector('[part~="error"]')?.textContent ?? '');
      assert.match(error, /data\.backbones\[0\]\.rows\[0\]\.scores\["A"\]: expected a number/);
      await page.close();
    }
  });

  test('the large web, the German card and results shown with Full results open fit their fixed heights at 375 px', async () => {
    const snippets = snippetsOf(result.stdout);
    for (const id of ['large', 'umlaut', 'nasty', 'opened']) {
      await writeFile(path.join(out, `host-${id}.html`), `<!doctype html><meta name="viewport" content="width=device-width"><title>h</title><body style="margin:16px">${snippets[id]}`);
      const page = await browser.newPage();
      await page.setViewport({ width: 375, height: 800 });
      await page.goto(`${server.origin}/host-${id}.html`);
      const frame = await (await page.$('iframe')).contentFrame();
      await waitForEmbed(frame);
      const metrics = await frameMetrics(frame);
      const fixed = Number(/height="(\d+)"/.exec(snippets[id])[1]);
      assert.ok(!metrics.scrolls && metrics.content <= fixed, `${id}: ${metrics.content} px in ${fixed} px`);
      await page.close();
    }
  });

  test('a page prerendered already gives the same embeds (its shadow roots are left out, not embedded twice)', async () => {
    const pre = run(['prerender', 'site/page.html', '-o', 'site/pre.html'], dir);
    assert.equal(pre.status, 0, pre.stderr);
    const again = run(['embed', 'site/pre.html', '--out-dir', 'again'], dir);
    assert.equal(again.status, 0, again.stderr);
    for (const id of ['nasty', 'large', 'umlaut', 'opened']) {
      const first = await readFile(path.join(out, `${id}.html`), 'utf8');
      assert.equal(await readFile(path.join(dir, 'again', `${id}.html`), 'utf8'), first, id);
      assert.equal((first.match(/<template shadowrootmode=/g) ?? []).length, 1, `${id}: one shadow root`);
    }
  });

  for (const colorScheme of ['light', 'dark']) {
    test(`embed pages are axe-clean in ${colorScheme}`, async () => {
      for (const id of ['nasty', 'large', 'umlaut', 'opened']) {
        const page = await browser.newPage();
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
        await page.goto(`${server.origin}/${id}.html`);
        await waitForEmbed(page.mainFrame());
        const violations = await runAxe(page);
        assert.deepEqual(violations, [], `${id} (${colorScheme}):\n${formatViolations(violations)}`);
        await page.close();
      }
    });
  }
});
