// Issue 25.9: a page prerendered with `--stylesheet` under `default-src 'self'; style-src 'self';
// script-src 'self'`: zero CSP violations with JavaScript off and on, and every element styled as
// the inline-<style> prerender styles it (the one shared stylesheet scopes each element's rules to
// its host, which must not change what any rule does). After hydration Lit adopts the elements'
// CSS as constructed stylesheets, which a CSP does not govern.
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { prerender, prerenderStylesheet } from '../../dist/ssr/index.js';
import { REPO_ROOT, openPage, startEnvironment, waitForElementsRendered } from '../e2e/support/browser.mjs';
import { OUT_DIR, OUT_URL, writePage } from './support/pages.mjs';

const CSP = `default-src 'self'; style-src 'self'; script-src 'self'`;
const STYLESHEET = `${OUT_URL}/codespecweave-widgets.css`;

/** Computed styles of every node of every shadow root (and of the hosts), for comparing two pages. */
function computedStyles(page) {
  return page.evaluate(() => {
    const properties = ['display', 'color', 'background-color', 'font-size', 'font-weight', 'padding-top', 'margin-top', 'border-bottom-width', 'table-layout', 'grid-template-columns', 'position', 'visibility', 'color-scheme', 'fill', 'stroke-width', 'box-sizing'];
    const out = {};
    for (const host of document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')) {
      const nodes = [host, ...host.shadowRoot.querySelectorAll('*:not(style, link)')];
      out[host.id] = nodes.map((node) => {
        const style = getComputedStyle(node);
        return `${node.localName}.${node.getAttribute('class') ?? ''}: ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
      });
    }
    return out;
  });
}

describe('prerender --stylesheet under a strict CSP', () => {
  let env;
  let linkedUrl;
  let inlineUrl;
  before(async () => {
    const source = await readFile(path.join(REPO_ROOT, 'test/csp/index.html'), 'utf8');
    // The CSP test page, with the bundle and its stylesheet at their server paths, and one dark element.
    const page = source
      .replace('../../dist/codespecweave-widgets.js', '/dist/codespecweave-widgets.js')
      .replace('./csp.css', '/test/csp/csp.css')
      .replace('<bibtex-card id="cite"', '<bibtex-card id="cite" theme="dark"');
    assert.match(page, /<meta http-equiv="Content-Security-Policy"/);
    const strict = page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/, `<meta http-equiv="Content-Security-Policy" content="${CSP}" />`);
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(path.join(OUT_DIR, 'codespecweave-widgets.css'), await prerenderStylesheet());
    linkedUrl = await writePage('csp-linked.prerendered.html', await prerender(strict, { baseDir: OUT_DIR, rootDir: REPO_ROOT, stylesheet: STYLESHEET, onWarning: () => {} }));
    // The same page prerendered with inline <style>s, without a CSP: what the styles should be.
    const open = strict.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    inlineUrl = await writePage('csp-inline.prerendered.html', await prerender(open, { baseDir: OUT_DIR, rootDir: REPO_ROOT, onWarning: () => {} }));
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test('JavaScript off: no violation, and every element styled exactly as with inline styles', async () => {
    const reference = await openPage(env.browser, env.url(inlineUrl), { javaScript: false });
    const expected = await computedStyles(reference.page);
    await reference.page.close();
    const { page, problems } = await openPage(env.browser, env.url(linkedUrl), { javaScript: false });
    try {
      const actual = await computedStyles(page);
      assert.deepEqual(Object.keys(actual), ['leaderboard', 'results', 'web', 'cite']);
      for (const id of Object.keys(expected)) assert.deepEqual(actual[id], expected[id], `${id}: computed styles differ from the inline-style page`);
      // The styles did apply (not both unstyled): the board's fixed table, the dark card.
      assert.ok(actual.leaderboard.some((line) => line.startsWith('table.') && line.includes('fixed')));
      // (The dark scheme is drawn on the card's base part: the host keeps the page's own color-scheme.)
      assert.ok(actual.cite.some((line) => /\| dark \|/.test(line)), actual.cite.join('\n'));
      assert.deepEqual(problems, [], 'no CSP report on the console, no failed request');
    } finally {
      await page.close();
    }
  });

  test('the detection works: the inline-style page under the same CSP is refused', async () => {
    const html = await readFile(path.join(OUT_DIR, 'csp-inline.prerendered.html'), 'utf8');
    const url = await writePage('csp-inline-refused.prerendered.html', html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`));
    const { page, problems } = await openPage(env.browser, env.url(url), { javaScript: false });
    await page.close();
    assert.ok(problems.filter((problem) => /Content Security Policy|style-src/i.test(problem)).length >= 4, problems.join('\n'));
  });

  test('JavaScript on: hydrated with no violation and no error, still styled, CSS adopted', async () => {
    const reference = await openPage(env.browser, env.url(linkedUrl), { javaScript: false });
    const declared = await computedStyles(reference.page);
    await reference.page.close();
    const { page, problems } = await openPage(env.browser, env.url(linkedUrl));
    try {
      await waitForElementsRendered(page);
      await page.evaluate(() => Promise.all([...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => el.ready)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const state = await page.evaluate(() => ({
        violations: window.__cspViolations,
        adopted: [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => el.shadowRoot.adoptedStyleSheets.length),
        bases: [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => el.shadowRoot.querySelectorAll('[part~="base"]').length),
      }));
      assert.deepEqual(state.violations, []);
      assert.deepEqual(problems, []);
      assert.deepEqual(state.bases, [1, 1, 1, 1], 'one view each (hydrated, not drawn twice)');
      assert.ok(state.adopted.every((count) => count > 0), `adoptedStyleSheets: ${state.adopted}`);
      const hydrated = await computedStyles(page);
      // requirement-web lays itself out again for the real width after hydrating; the others keep the server's nodes and styles.
      for (const id of ['leaderboard', 'results', 'cite']) assert.deepEqual(hydrated[id], declared[id], `${id}: styles changed on hydration`);
      assert.ok(hydrated.web.length > 10);
    } finally {
      await page.close();
    }
  });
});
