// Issue 39 (items 1 and 3): every form the playground copies, made from the hostile corpus's data
// (test/fixtures/hostile/corpus.json: titles, model names, CSV cells and BibTeX titles that try to
// close a comment, an attribute, a script or a Vue block), pasted alone into a page in Chromium
// with the library loaded: no handler runs (`window.__pwned`), no dialog opens, no element the data
// wrote appears, and the elements show the data as text. The Vue form's data stays inside its
// `<script setup>` (Vue's own SFC parser finds no `<style>` block in it), and the React and Vue
// forms, pasted as the text of an inline script, leave that script whole.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse as parseSfc } from '@vue/compiler-sfc';
import { REPO_ROOT, launchBrowser } from './support/browser.mjs';
import { hostPage, pastedPage } from './support/pasted-page.mjs';
import { embedElementMarkup, htmlSnippet, iframeSnippetText, reactSnippet, srcSnippet, vueSnippet } from '../../demo/playground/playground-core.js';
import { iframeSnippet } from '../../dist/ssr/embed-page.js';

const corpus = JSON.parse(await readFile(path.join(REPO_ROOT, 'test/fixtures/hostile/corpus.json'), 'utf8'));
const ORIGIN = 'http://snippet.test';
const LOADER = '<script type="module" src="/dist/codespecweave-widgets.js"></script>';

/** The data each form is made from: one per corpus string, in every place a reader sees text. */
function inputs(markup) {
  const board = { title: markup, description: markup, entries: [{ model: markup, framework: markup, score: 70 }, { model: 'Plain', score: 60 }] };
  const csvCell = `"${markup.replace(/"/g, '""')}"`;
  return [
    { tag: 'leaderboard-table', format: 'json', text: JSON.stringify(board) },
    // Short JSON: the one-line `data` attribute form.
    { tag: 'leaderboard-table', format: 'json', text: JSON.stringify({ title: markup.slice(0, 60), entries: [{ model: 'A', score: 1 }] }) },
    { tag: 'leaderboard-table', format: 'csv', text: `model,framework,score\n${csvCell},${csvCell},70\nPlain,,60\n` },
    { tag: 'bibtex-card', format: 'bibtex', text: `@article{k, title = {${markup.replace(/[{}]/g, '')}}, author = {Doe, Jane}, year = {2025}}` },
  ];
}

/** Every copied form of one input: the HTML ones to paste as markup, the framework ones as code. */
function forms({ tag, format, text }) {
  const id = 'leaderboard-data';
  const markupForms = {
    html: htmlSnippet(tag, format, text),
    'html (dark)': htmlSnippet(tag, format, text, 'theme="dark"'),
    src: srcSnippet(tag, format).html,
    iframe: iframeSnippetText(id, iframeSnippet({ id, src: `${id}.html`, title: text.slice(0, 300), height: 400 }), 'dark'),
    'embed page element': embedElementMarkup(tag, format, text),
  };
  return { markupForms, codeForms: { react: reactSnippet(tag, format, text), vue: vueSnippet(tag, format, text) } };
}

describe('playground: every copied form of hostile data, pasted into a page', () => {
  let browser;
  before(async () => {
    await readFile(path.join(REPO_ROOT, 'dist/codespecweave-widgets.js')).catch(() => assert.fail("dist/codespecweave-widgets.js is missing: run `npm run build`"));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  /**
   * Opens each of `bodies` as a page of its own (an iframe each of one host page, all of one origin,
   * so one browser page loads them at once), the library served from dist/, every other request
   * refused; returns what each page shows.
   */
  async function pastedEach(bodies) {
    const { page, dialogs } = await pastedPage(browser, async (request) => {
      const url = new URL(request.url());
      if (url.origin !== ORIGIN) return false;
      const respond = (answer) => (void request.respond(answer), true);
      const html = (body) => respond({ contentType: 'text/html; charset=utf-8', body: hostPage(body) });
      if (url.pathname === '/host.html') return html(bodies.map((_, i) => `<iframe src="/page-${i}.html" title="page ${i}" width="900" height="600"></iframe>`).join(''));
      const pasted = /^\/page-(\d+)\.html$/.exec(url.pathname);
      if (pasted) return html(bodies[Number(pasted[1])]);
      const file = url.pathname.startsWith('/dist/') ? await readFile(path.join(REPO_ROOT, url.pathname)).catch(() => undefined) : undefined;
      return file ? respond({ contentType: 'text/javascript', body: file }) : respond({ status: 404, body: '' });
    });
    await page.goto(`${ORIGIN}/host.html`, { waitUntil: 'load' });
    const results = [];
    for (let i = 0; i < bodies.length; i++) {
      const frame = page.frames().find((candidate) => candidate.url() === `${ORIGIN}/page-${i}.html`);
      assert.ok(frame, `page ${i} loaded`);
      results.push(
        await frame.evaluate(async () => {
          const tags = ['leaderboard-table', 'bibtex-card'];
          await Promise.race([Promise.all(tags.map((tag) => customElements.whenDefined(tag))), new Promise((resolve) => setTimeout(resolve, 3000))]);
          const elements = [...document.querySelectorAll(tags.join(','))];
          await Promise.all(elements.map((element) => element.updateComplete));
          // Image error handlers and the like run after parsing: give them their turn.
          await new Promise((resolve) => setTimeout(resolve, 100));
          const all = [];
          const walk = (root) => {
            for (const element of root.querySelectorAll('*')) {
              all.push(element);
              if (element.shadowRoot) walk(element.shadowRoot);
            }
          };
          walk(document);
          return {
            pwned: window.__pwned,
            handlers: all.flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')).map((name) => `${element.localName}[${name}]`)),
            written: all.filter((element) => ['img', 'svg', 'style', 'textarea'].includes(element.localName) && !element.closest('[part]')).map((element) => element.localName),
            bodyHidden: getComputedStyle(document.body).display === 'none',
            text: elements.map((element) => element.shadowRoot?.textContent ?? '').join(' '),
          };
        }),
      );
    }
    const pwnedHost = await page.evaluate(() => window.__pwned);
    await page.close();
    return results.map((seen) => ({ ...seen, pwned: seen.pwned ?? pwnedHost, dialogs }));
  }
  const pasted = async (body) => (await pastedEach([body]))[0];

  for (const [i, markup] of corpus.markup.entries()) {
    test(`corpus string ${i}: ${JSON.stringify(markup).slice(0, 60)}`, async () => {
      for (const input of inputs(markup)) {
        const { markupForms, codeForms } = forms(input);
        const names = Object.keys(markupForms);
        // The framework forms pasted as the text of an inline script (a docs page, a CodePen) go in the same batch, last.
        const asScripts = `<script type="text/x-snippet">${codeForms.react}</script><script type="text/x-snippet">${codeForms.vue.replace(/<\/script>/, '<\\/script>')}</script>`;
        const views = await pastedEach([...names.map((name) => `${markupForms[name]}\n${LOADER}`), asScripts]);
        const scripts = views.pop();
        assert.equal(scripts.pwned, undefined);
        assert.deepEqual(scripts.handlers, []);
        for (const [f, seen] of views.entries()) {
          const label = `${input.tag} ${input.format}, ${names[f]} form`;
          assert.equal(seen.pwned, undefined, `${label}: a handler ran`);
          assert.deepEqual(seen.dialogs, [], label);
          assert.deepEqual(seen.handlers, [], `${label}: event handler attributes in the page`);
          assert.equal(seen.bodyHidden, false, `${label}: a style in the data hid the page`);
          assert.ok(!seen.written.includes('style') && !seen.written.includes('textarea'), `${label}: ${seen.written}`);
        }
        // The framework forms: the data literal is the data, and nothing in it ends a script.
        for (const [name, code] of Object.entries(codeForms)) {
          assert.ok(!/<\/script|<!--/i.test(code.replace(/^<\/script>$/m, '')), `${name}: ${code}`);
          const literal = /const data = ([\s\S]*?);\n/.exec(code)?.[1];
          if (literal) assert.deepEqual(new Function(`return ${literal}`)(), JSON.parse(input.format === 'bibtex' ? JSON.stringify({ bibtex: input.text }) : input.text));
        }
        const vue = parseSfc(codeForms.vue);
        assert.deepEqual(vue.errors, []);
        assert.equal(vue.descriptor.styles.length, 0, 'the data opened a <style> block');
        assert.equal(vue.descriptor.template?.content.trim().startsWith(`<${input.tag}`), true);
      }
    });
  }

  test('the leaderboard shows a hostile model name as text', async () => {
    const markup = corpus.markup[0];
    const seen = await pasted(`${htmlSnippet('leaderboard-table', 'json', JSON.stringify({ entries: [{ model: markup, score: 70 }] }))}\n${LOADER}`);
    assert.ok(seen.text.includes(markup), seen.text.slice(0, 300));
  });
});
