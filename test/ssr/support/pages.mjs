// Pages and page readers shared by the server-rendering tests (`npm run test:ssr`).
// `node --test test/ssr/` only runs *.test.mjs files, so this module is not a test.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/browser.mjs';

/** Where generated pages go: git-ignored (demo/build/), and served by the test server (which serves no dot-folder). */
export const OUT_DIR = path.join(REPO_ROOT, 'demo/build/ssr');
export const OUT_URL = '/demo/build/ssr';

const attribute = (text) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const data = async (name) => (await readFile(path.join(REPO_ROOT, 'demo/data', name), 'utf8')).trim();

/**
 * One page holding all four elements in every way they take data: the `data` attribute, a child
 * JSON script, `src` (root-relative and page-relative), bibtex-card's `bibtex` attribute and text,
 * leaderboard-table's child table; with a selection that is not the default, and one element with
 * bad data. The same page is read by the browser (JavaScript on) and prerendered (JavaScript off).
 */
export async function allFormsPage() {
  const smallWeb = JSON.stringify({
    title: 'Small web',
    hub: { id: 'hub', label: 'Shared core' },
    requirements: [
      { id: 'a', label: 'Alpha', heading: 'A', detail: 'First.' },
      { id: 'b', label: 'Beta', heading: 'B', detail: 'Second.' },
      { id: 'c', label: 'Gamma', heading: 'C', detail: 'Third.' },
    ],
    links: [{ source: 'a', target: 'b', label: 'a to b' }],
  });
  const training = await data('training-results.json');
  const deepswe = await data('deepswe-results.json');
  const leaderboard = await data('frontier-leaderboard.json');
  const bibtex = JSON.parse(await data('bibtex.json')).bibtex;
  const smallBoard = JSON.stringify({ title: 'Two rows', entries: [{ model: 'Beta', framework: 'X', score: 70 }, { model: 'Alpha', framework: 'Y', score: 52.5 }] });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>All data forms</title>
  <style>body { font-family: sans-serif; max-width: 760px; margin: 1rem auto; } body > * { margin-block: 1rem; display: block; }</style>
</head>
<body>
  <p id="before">Text before the elements &amp; an entity.</p>
  <requirement-web id="web-attribute" data='${attribute(smallWeb)}' selected="b"></requirement-web>
  <requirement-web id="web-script"><script type="application/json">${await data('skycoin-web.json')}</script></requirement-web>
  <requirement-web id="web-src" src="/demo/data/hero-web.json"></requirement-web>
  <results-toggle id="results-attribute" data='${attribute(training)}' backbone="MiMo-V2.5" benchmark="SWE-bench Verified"></results-toggle>
  <results-toggle id="results-script"><script type="application/json">${deepswe}</script></results-toggle>
  <results-toggle id="results-src" src="../../data/training-results.json"></results-toggle>
  <leaderboard-table id="board-attribute" data='${attribute(smallBoard)}' sort="model:asc"></leaderboard-table>
  <leaderboard-table id="board-script"><script type="application/json">${leaderboard}</script></leaderboard-table>
  <leaderboard-table id="board-src" src="/demo/data/frontier-leaderboard.json"></leaderboard-table>
  <leaderboard-table id="board-table">
    <table>
      <caption>A Markdown table</caption>
      <thead><tr><th>Model</th><th>Framework</th><th>Score</th></tr></thead>
      <tbody>
        <tr><td><a href="https://example.org/a">GPT-6 Astra</a></td><td>Codex</td><td>74.0</td></tr>
        <tr><td>Lowest of 10</td><td>—</td><td>44.0</td></tr>
      </tbody>
    </table>
  </leaderboard-table>
  <bibtex-card id="bib-attribute" bibtex='${attribute(bibtex)}' format="apa"></bibtex-card>
  <bibtex-card id="bib-data" data='${attribute(JSON.stringify({ bibtex, title: 'Cite us' }))}'></bibtex-card>
  <bibtex-card id="bib-text">
    <pre>${bibtex.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>
  </bibtex-card>
  <bibtex-card id="bib-src" src="/demo/data/bibtex.json"></bibtex-card>
  <leaderboard-table id="board-bad" data='{"entries":[{"model":"Broken","score":"abc"}]}'></leaderboard-table>
  <p id="after">Text after the elements.</p>
  <script type="module" src="/dist/codespecweave-widgets.js"></script>
</body>
</html>
`;
}

/** Writes `html` to .tmp/ssr/<name> and returns its URL path on the test server. */
export async function writePage(name, html) {
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(path.join(OUT_DIR, name), html);
  return `${OUT_URL}/${name}`;
}

/** Removes what prerender inserts (each element's declarative shadow root), leaving the page it was given. */
export function withoutShadowTemplates(html) {
  return html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/g, '');
}

/**
 * What a reader sees of each element, read from its shadow root (declarative or rendered by
 * script): table rows, the checked radios and headline, the web's nodes and selection, the
 * citation, the error. Runs in the page.
 */
export function readViews(page) {
  return page.evaluate(() => {
    const text = (node) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return Object.fromEntries(
      [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((element) => {
        const root = element.shadowRoot;
        if (!root) return [element.id, null];
        const all = (selector) => [...root.querySelectorAll(selector)];
        return [
          element.id,
          {
            error: text(root.querySelector('[part~="error"]')) || null,
            title: text(root.querySelector('.title, [part~="title"], caption')),
            rows: all('[part~="table"] tbody tr').map(text),
            headers: all('[part~="table"] thead th').map((th) => `${text(th)}|${th.getAttribute('aria-sort') ?? ''}`),
            checked: all('input[type="radio"]').filter((radio) => radio.checked).map((radio) => radio.value),
            headline: text(root.querySelector('[part~="headline"]')),
            nodes: all('[part~="node"]').map((node) => node.getAttribute('data-id')),
            detail: text(root.querySelector('[part~="detail"]')),
            code: text(root.querySelector('[part~="code"], .citation')),
            tabs: all('[role="tab"]').map((tab) => `${text(tab)}|${tab.getAttribute('aria-selected')}`),
          },
        ];
      }),
    );
  });
}

/** Element counts of each element's shadow root, without `<style>`s (a declarative root carries its CSS inline). */
export function shadowNodeCounts(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((element) => [
        element.id,
        // Not a web label's lines (<tspan>): laid out again for this browser's font, a name may wrap
        // on fewer or more lines than the server's estimated widths gave it.
        element.shadowRoot ? [...element.shadowRoot.querySelectorAll('*')].filter((node) => node.localName !== 'style' && node.localName !== 'tspan').length : 0,
      ]),
    ),
  );
}

/**
 * Serves a page in `page` by request interception, with no server: `/page.html` is `html`, and
 * `/dist/…` the repository's built files; anything else is a 404. `route(url, request)` sees every
 * other request first: it may answer, abort or leave it unanswered (a `src` that never answers) and
 * return true, or wait (a chunk held back) and return false to have it served as above.
 */
export async function servePage(page, html, route = async () => false) {
  await page.setRequestInterception(true);
  page.on('request', async (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/page.html') return void request.respond({ contentType: 'text/html; charset=utf-8', body: html });
    if (await route(url, request)) return;
    if (url.pathname.startsWith('/dist/')) {
      const file = await readFile(path.join(REPO_ROOT, url.pathname)).catch(() => undefined);
      if (file) return void request.respond({ contentType: 'text/javascript', body: file });
    }
    void request.respond({ status: 404, body: '' });
  });
}
