// Issue 27, "hydration that survives being copied": an author copies only the files the README's
// "Embed" section names into their own site (here an empty temp folder, served on its own, with
// nothing of the repository beside it), then
//   1. a prerendered page (the `prerender` command's output) loads the module: no request fails,
//      the server's nodes are adopted (the same nodes before and after the script), no error;
//   2. a page in German (`lang="de"`) opens Full results: the locale table and the Full results
//      chunk load from the copied folder;
//   3. the classic script in `<head>` without `defer` (the element is defined before the parser
//      reaches its declarative shadow root): no console error ("A second declarative shadow root
//      cannot be created on a host") and the server's nodes are kept.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import process from 'node:process';
import { promisify } from 'node:util';
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';
import { REPO_ROOT, assertBuilt, openPage } from '../e2e/support/browser.mjs';
import { readViews } from './support/pages.mjs';

const run = promisify(execFile);
const TAGS = 'requirement-web, results-toggle, leaderboard-table, bibtex-card';
/** Where the README tells an author to copy the folder (any name works: every chunk is relative to the entry). */
const SITE_JS = 'js/codespecweave-widgets';

/** The copy instruction, read from the README itself: the folder it names, so the test breaks if the docs change without it. */
async function documentedFolder() {
  const readme = await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const embed = readme.slice(readme.indexOf('## Embed'), readme.indexOf('\n## ', readme.indexOf('## Embed') + 3));
  const match = /copy the folder `(dist\/[\w-]+)\/`/i.exec(embed);
  assert.ok(match, 'README "Embed" names the folder to copy');
  return match[1];
}

const data = async (name) => (await readFile(path.join(REPO_ROOT, 'demo/data', name), 'utf8')).trim();

/** Records each element's server-rendered nodes before the library takes them, and how many are still there when it is ready. */
const MARK_SERVER_NODES = `<script>window.__serverNodes = new Map(); window.__keptAtReady = {};
  for (const el of document.querySelectorAll('${TAGS}')) {
    if (!el.shadowRoot) continue;
    const nodes = [...el.shadowRoot.querySelectorAll('*')];
    window.__serverNodes.set(el.id, nodes);
    el.addEventListener('csw-load', () => (window.__keptAtReady[el.id] ??= { marked: nodes.length, kept: nodes.filter((node) => node.isConnected && node.getRootNode() === el.shadowRoot).length }));
  }</script>`;

async function blogPage({ head = '', end = '' }) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>A post about requirements</title>
  ${head}
</head>
<body>
  <h1>Requirements interact</h1>
  <p>Text before the elements.</p>
  <requirement-web id="web" src="data/hero-web.json"><p>The hero web: seven requirements around one shared component.</p></requirement-web>
  <results-toggle id="results" src="data/training-results.json"><p>Training results: 54.42% → 62.98% on DeepSWE-v1.1.</p></results-toggle>
  <leaderboard-table id="board"><script type="application/json">${await data('frontier-leaderboard.json')}</script></leaderboard-table>
  <bibtex-card id="cite" src="data/bibtex.json"><pre>@misc{cai2026requirementsinteractscalinglonghorizon}</pre></bibtex-card>
  <p>Text after the elements.</p>
  ${end}
</body>
</html>
`;
}

describe('the files the README says to copy are all a page needs', () => {
  let site;
  let server;
  let browser;
  let folder;
  const url = (name) => `${server.origin}/${name}`;

  before(async () => {
    assertBuilt();
    folder = await documentedFolder();
    site = await mkdtemp(path.join(os.tmpdir(), 'csw-copied-'));
    // Only the documented folder, and the data files the pages name: nothing else of the package.
    await mkdir(path.join(site, 'js'), { recursive: true });
    await cp(path.join(REPO_ROOT, folder), path.join(site, SITE_JS), { recursive: true });
    await cp(path.join(REPO_ROOT, 'demo/data'), path.join(site, 'data'), { recursive: true });
    [server, browser] = await Promise.all([startServer({ port: 0, root: site }), launchChromium()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (site) await rm(site, { recursive: true, force: true });
  });

  /** Writes `name` from `html` prerendered by the `prerender` command, as an author's build would. */
  async function prerendered(name, html) {
    await writeFile(path.join(site, `${name}.src.html`), html);
    await run(process.execPath, [path.join(REPO_ROOT, 'bin/codespecweave-widgets.mjs'), 'prerender', path.join(site, `${name}.src.html`), '-o', path.join(site, name)]);
    const out = await readFile(path.join(site, name), 'utf8');
    assert.equal(out.match(/<template shadowrootmode="open">/g)?.length, 4, `${name}: prerender wrote four shadow roots`);
    return out;
  }

  async function expectServerNodesKept(page) {
    const { kept, sameBase } = await page.evaluate(async (tags) => {
      const elements = [...document.querySelectorAll(tags)];
      await Promise.all(elements.map((el) => customElements.whenDefined(el.localName).then(() => el.ready)));
      const sameBase = elements.filter((el) => window.__serverNodes.get(el.id)?.includes(el.shadowRoot.querySelector('[part~="base"]'))).length;
      return { kept: window.__keptAtReady, sameBase };
    }, TAGS);
    assert.deepEqual(Object.keys(kept).sort(), ['board', 'cite', 'results', 'web'], 'every element was server-rendered and fired csw-load');
    for (const [id, { marked, kept: still }] of Object.entries(kept)) {
      assert.ok(marked > 5, `${id}: the server wrote a shadow root (${marked} nodes)`);
      assert.equal(still, marked, `${id}: ${marked - still} of the ${marked} server-rendered nodes were replaced`);
    }
    assert.equal(sameBase, 4, "each view's element is still the server's");
  }

  test('the documented folder holds the module, the deck plugin, the classic script and every chunk the two modules can load', async () => {
    // Every file a module imports, statically or on first use, and what those import in turn.
    const reachable = async (file, seen = new Set()) => {
      if (seen.has(file)) return seen;
      seen.add(file);
      const code = await readFile(path.join(REPO_ROOT, folder, file), 'utf8');
      for (const [, target] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`]\.\/([^"'`]+)["'`]/g)) await reachable(target, seen);
      return seen;
    };
    for (const entry of ['codespecweave-widgets.js', 'reveal.js']) {
      const files = await reachable(entry);
      assert.ok(files.size >= 10, `${entry} loads its lazy chunks (${files.size - 1})`);
    }
    await readFile(path.join(REPO_ROOT, folder, 'codespecweave-widgets.iife.js'));
  });

  test('a prerendered page with the module: no request fails, the server nodes are adopted', async () => {
    const html = await prerendered('prerendered.html', await blogPage({ end: `<script type="module" src="${SITE_JS}/codespecweave-widgets.js"></script>` }));
    await writeFile(path.join(site, 'prerendered.html'), html.replace('<script type="module"', `${MARK_SERVER_NODES}\n  <script type="module"`));
    const { page, problems } = await openPage(browser, url('prerendered.html'));
    try {
      await expectServerNodesKept(page);
      const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      assert.ok(requested.some((name) => /\/lazy-hydrate-binding-[\w-]+\.js$/.test(name)), "Lit's hydration chunk was loaded from the copied folder");
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('a German page opens Full results: the locale and Full results chunks come from the copied folder', async () => {
    const html = (await blogPage({ end: `<script type="module" src="${SITE_JS}/codespecweave-widgets.js"></script>` })).replace('<html lang="en">', '<html lang="de">');
    await writeFile(path.join(site, 'de.html'), html);
    const { page, problems } = await openPage(browser, url('de.html'), { width: 375 });
    try {
      await page.evaluate(() => customElements.whenDefined('results-toggle').then(() => document.getElementById('results').ready));
      const button = await page.evaluateHandle(() => [...document.getElementById('results').shadowRoot.querySelectorAll('button[aria-expanded]')].find((b) => b.getAttribute('aria-controls') === 'full'));
      assert.match(await button.evaluate((b) => b.textContent.trim()), /Alle Ergebnisse/, 'the German table loaded');
      await button.click();
      await page.waitForFunction(() => document.getElementById('results').shadowRoot.querySelectorAll('#full [part~="table"] tbody tr').length > 0, { timeout: 10000 });
      assert.equal(await button.evaluate((b) => b.getAttribute('aria-expanded')), 'true');
      const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop()));
      assert.ok(requested.some((name) => /^lazy-de-/.test(name)), `the German table was a chunk: ${requested.join(', ')}`);
      assert.ok(requested.some((name) => /^lazy-full-results-/.test(name)), 'Full results was a chunk');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('the classic script in <head> without defer on a page that is not prerendered: every element renders, no error', async () => {
    await writeFile(path.join(site, 'iife-head-plain.html'), await blogPage({ head: `<script src="${SITE_JS}/codespecweave-widgets.iife.js"></script>` }));
    const { page, problems } = await openPage(browser, url('iife-head-plain.html'));
    try {
      await page.evaluate((tags) => Promise.all([...document.querySelectorAll(tags)].map((el) => el.ready)), TAGS);
      const views = await readViews(page);
      assert.match(views.results.headline, /pp/);
      assert.equal(views.board.rows.length, 10);
      assert.ok(views.web.nodes.length >= 5, 'the web draws its requirements');
      assert.match(views.cite.code, /@misc\{cai2026/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('the classic script in <head> without defer: no error, the server nodes are kept', async () => {
    const html = await prerendered('iife-head.html', await blogPage({ head: `<script src="${SITE_JS}/codespecweave-widgets.iife.js"></script>` }));
    // The marking script runs where the parser reaches it: after the elements, before the document is parsed.
    await writeFile(path.join(site, 'iife-head.html'), html.replace('<p>Text after the elements.</p>', `<p>Text after the elements.</p>\n  ${MARK_SERVER_NODES}`));
    const { page, problems } = await openPage(browser, url('iife-head.html'), { width: 375 });
    try {
      await expectServerNodesKept(page);
      const shadowTemplates = await page.evaluate((tags) => [...document.querySelectorAll(tags)].filter((el) => el.querySelector(':scope > template')).map((el) => el.id), TAGS);
      assert.deepEqual(shadowTemplates, [], 'no server template was left in the light DOM');
      const views = await readViews(page);
      assert.match(views.results.headline, /pp/);
      assert.equal(views.board.rows.length, 10);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
