// jsdom, where many users' unit tests run: importing the shipped files and using each element never
// throws; each renders its data (jsdom has no layout, so at a default width), and the library says
// once in the console why it will not follow resizes.
import assert from 'node:assert/strict';
import process from 'node:process';
import { after, before, describe, test } from 'node:test';
import { JSDOM, VirtualConsole } from 'jsdom';
import { allFormsPage } from './support/pages.mjs';

const FILES = ['codespecweave-widgets.js', 'elements/requirement-web.js', 'elements/results-toggle.js', 'elements/leaderboard-table.js', 'elements/bibtex-card.js'];
/** Node's own globals that a test environment such as Jest's or Vitest's jsdom keeps. */
const KEEP = new Set(['console', 'process', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'performance', 'crypto', 'fetch']);

describe('under jsdom', () => {
  const messages = [];
  const failures = [];
  const saved = {};
  let dom;
  const onRejection = (error) => failures.push(`unhandled rejection: ${error?.stack ?? error}`);

  before(async () => {
    const virtualConsole = new VirtualConsole();
    // jsdom's own complaints ("Not implemented: HTMLCanvasElement.prototype.getContext") are failures.
    virtualConsole.on('jsdomError', (error) => failures.push(`jsdom: ${error.message}`));
    // The page holds every element in every data form, as a unit test's fixture might.
    dom = new JSDOM((await allFormsPage()).replace(/<script type="module"[^>]*><\/script>/, ''), { url: 'http://localhost/demo/build/ssr/all-forms.html', pretendToBeVisual: true, virtualConsole });
    const { window } = dom;
    // What Jest's and Vitest's jsdom environments do: the window's DOM becomes the global one.
    for (const name of Object.getOwnPropertyNames(window)) {
      if (KEEP.has(name) || name.startsWith('_')) continue;
      if (!(name in globalThis) || /^[A-Z]/.test(name) || ['window', 'document', 'navigator', 'customElements', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame'].includes(name)) {
        saved[name] = Object.getOwnPropertyDescriptor(globalThis, name);
        try {
          Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: window[name] });
        } catch {
          // A few of Node's globals cannot be replaced; jsdom's are not needed for them.
        }
      }
    }
    for (const level of ['info', 'warn', 'error', 'log']) {
      saved[`console.${level}`] = console[level];
      console[level] = (...args) => messages.push({ level, text: args.map(String).join(' ') });
    }
    process.on('unhandledRejection', onRejection);
  });

  after(() => {
    for (const level of ['info', 'warn', 'error', 'log']) console[level] = saved[`console.${level}`];
    for (const [name, descriptor] of Object.entries(saved)) {
      if (name.startsWith('console.')) continue;
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
    process.off('unhandledRejection', onRejection);
    dom?.window.close();
  });

  test('importing every shipped file throws nothing and defines the four tags', async () => {
    for (const file of FILES) await import(`../../dist/${file}`);
    for (const tag of ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card']) assert.ok(customElements.get(tag), `${tag} is defined`);
  });

  test('each element renders what it can, in each data form, without throwing or logging an error', async () => {
    const elements = [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')];
    await Promise.all(elements.map((element) => element.updateComplete));
    // src: jsdom fetches nothing here (no server): it shows its error or loading, and throws nothing.
    const views = Object.fromEntries(elements.map((element) => [element.id, element.shadowRoot?.textContent.replace(/\s+/g, ' ') ?? '']));
    assert.match(views['board-attribute'], /Alpha/);
    assert.match(views['board-script'], /GPT-6 Astra/);
    assert.match(views['board-table'], /A Markdown table/);
    assert.match(views['results-attribute'], /MiMo-V2\.5/);
    assert.match(views['results-script'], /DeepSWE-v1\.1/);
    assert.match(views['web-attribute'], /Gamma/);
    assert.match(views['web-script'], /Proportionality/);
    for (const id of ['bib-attribute', 'bib-data', 'bib-text']) assert.match(views[id], /cai2026requirementsinteractscalinglonghorizon|Cai, Y\./);
    assert.match(views['board-bad'], /data\.entries\[0\]\.score/);
    // Interaction works too: a sort and a selection.
    const board = document.getElementById('board-script');
    board.shadowRoot.querySelector('button[data-key="model"]').click();
    await board.updateComplete;
    assert.equal(board.getAttribute('sort'), 'model:asc');
    const web = document.getElementById('web-attribute');
    web.setAttribute('selected', 'c');
    await web.updateComplete;
    assert.match(web.shadowRoot.querySelector('[part~="detail"]').textContent, /Third\./);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(failures, []);
    assert.deepEqual(messages.filter((message) => message.level === 'error'), []);
  });

  test('says once, not once per element, that it will not follow resizes', () => {
    const notes = messages.filter((message) => /ResizeObserver/.test(message.text));
    assert.equal(notes.length, 1, JSON.stringify(messages));
    assert.equal(notes[0].level, 'info');
  });
});
