// The consumer matrix (`npm run test:package`, after `npm run build`): the package as a stranger
// installs it. `npm pack`, then each fixture beside this file (its own package.json and lockfile)
// is copied to a temporary folder outside the source tree, installed with `npm ci` (from the local
// npm cache when it can) plus the packed tarball, and checked:
//
// - vanilla: `tsc --strict` (Bundler and Node16 resolution): createElement typed, wrong shapes are
//   type errors, the README's TypeScript and JSON examples compile against the package;
// - react: `tsc` on wrappers and plain tags (and the README's TSX), a Vite build, then Chromium:
//   wrapper props and events fire, and a plain tag with an object `data` works although React
//   rendered it before the element was defined;
// - vue: `vue-tsc` on a single-file component with the tags (and the README's Vue examples);
// - svelte: `svelte-check` on a Svelte 5 component with the tags; `data={42}` and other wrong uses
//   are errors (and are not without `codespecweave-widgets/svelte`: the control);
// - editors: the editor data validated against the formats' JSON schemas;
// - next: a Next.js App Router app (`next build`, `next start`, Chromium): the wrappers in a server
//   component are rendered, hydrated and keep a reader's sort; controlled and refused sorts; a
//   plain tag with JSON text works, and an object on a plain tag never arrives (docs/frameworks.md);
// - vitepress, astro: a VitePress site with `codespecweave-widgets/vite` in `vite.plugins`, and an
//   Astro site with the `codespecweave-widgets/astro` integration (Markdown pages, an .astro page
//   and a layout): the build prerenders every page (each element's declarative shadow root, with its
//   data, in the built HTML; one summary line), and each page, served, hydrates in Chromium keeping
//   the server's nodes;
// and publint --strict and arethetypeswrong (ESM: node16, bundler) on the tarball.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { exampleFile, readmeExamples } from '../../scripts/readme-examples.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';
import { startServer } from '../../scripts/serve.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];
const keep = !!process.env.KEEP_CONSUMERS;
// CONSUMERS=react,vue runs only those fixtures (while working on one); the package checks always run.
const only = process.env.CONSUMERS?.split(',');
const skip = (name) => ({ skip: !!only && !only.includes(name) });

let work = '';
let tarball = '';

function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

/** Like `run`, but returns what the command wrote to stdout and stderr, in one string. */
function runLogged(command, args, cwd) {
  // No colours: Astro's and VitePress's loggers colour their lines whenever FORCE_COLOR is set or
  // they guess a terminal (they did in CI, not in a shell), and the checks read the words. The
  // escape codes are also stripped, for a tool that colours anyway.
  const env = { ...process.env, npm_config_update_notifier: 'false', NO_COLOR: '1', FORCE_COLOR: '0' };
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env });
  const log = `${result.stdout ?? ''}${result.stderr ?? ''}`.replace(/\x1b\[[0-9;]*m/g, '');
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${log}`);
  return log;
}

/** Copies the fixture out of the source tree, with the README's examples for it, and installs it. */
function install(name) {
  const dir = path.join(work, name);
  cpSync(path.join(HERE, name), dir, { recursive: true, filter: (source) => !/[\\/](node_modules|\.next|\.astro)([\\/]|$)|[\\/]\.vitepress[\\/](dist|cache)|[\\/]astro[\\/]dist/.test(`${path.sep}${path.relative(HERE, source)}`) });
  const examples = readmeExamples(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).filter((example) => example.fixture === name || (name === 'vanilla' && example.fixture === 'json'));
  if (examples.length) mkdirSync(path.join(dir, 'src/readme'), { recursive: true });
  examples.forEach((example, i) => {
    const file = exampleFile(example, i);
    writeFileSync(path.join(dir, 'src/readme', file.name), file.text);
  });
  run('npm', ['ci', ...NPM_FLAGS], dir);
  run('npm', ['install', '--no-save', ...NPM_FLAGS, tarball], dir);
  return dir;
}

before(() => {
  assert.ok(existsSync(path.join(ROOT, 'dist/index.js')) && existsSync(path.join(ROOT, 'dist/react/index.js')), 'dist/ is missing: run `npm run build` first');
  work = mkdtempSync(path.join(tmpdir(), 'csw-consumers-'));
  const name = run('npm', ['pack', '--silent', '--pack-destination', work], ROOT).trim().split('\n').pop();
  tarball = path.join(work, name);
});

after(() => {
  if (keep) console.log(`consumer projects kept in ${work}`);
  else if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  test('publint --strict finds nothing', () => {
    const out = run(path.join(ROOT, 'node_modules/.bin/publint'), ['--strict', tarball], ROOT);
    assert.match(out, /All good/);
  });

  test('arethetypeswrong: every entry resolves with types (ESM, node16 and bundler)', () => {
    // The reserve stylesheet is a CSS file for a bundler that takes CSS (no module, no types); the
    // plain TypeScript project's test resolves it.
    run(path.join(ROOT, 'node_modules/.bin/attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', '--exclude-entrypoints', './loading-reserve.css'], ROOT);
  });

  test('ships the editor data, the manifest, LICENSE and CHANGELOG', () => {
    const files = run('tar', ['-tzf', tarball], ROOT).split('\n');
    for (const file of ['LICENSE', 'CHANGELOG.md', 'README.md', 'custom-elements.json', 'web-types.json', 'vscode.html-custom-data.json', 'dist/react/index.js', 'dist/types/react/index.d.ts', 'dist/types/vue.d.ts', 'dist/types/svelte.d.ts']) {
      assert.ok(files.includes(`package/${file}`), `${file} is not in the tarball`);
    }
  });
});

describe('the React entry for server components', () => {
  test("dist/react/index.js starts with 'use client' (Next.js App Router), and only that entry does", () => {
    const first = (file) => readFileSync(path.join(ROOT, 'dist', file), 'utf8').split('\n', 1)[0];
    assert.match(first('react/index.js'), /^['"]use client['"];?$/);
    for (const file of ['index.js', 'define.js', 'react/start-state.js', 'react/missing-data.js']) assert.doesNotMatch(first(file), /use client/, file);
  });
});

describe('a plain TypeScript project', skip('vanilla'), () => {
  test('tsc --strict: typed createElement, wrong shapes rejected, README examples compile', () => {
    const dir = install('vanilla');
    run('npm', ['run', 'check', '--silent'], dir);
    const examples = existsSync(path.join(dir, 'src/readme')) ? readdirSync(path.join(dir, 'src/readme')) : [];
    assert.ok(examples.length > 0, 'the README has no TypeScript or JSON example to check');
    // The reserve stylesheet by its export, as a bundler that takes CSS imports it (docs/embedding.md):
    // the packed file, with the rule that keeps an element's room until it has drawn itself.
    const stylesheet = createRequire(path.join(dir, 'package.json')).resolve('codespecweave-widgets/loading-reserve.css');
    assert.match(readFileSync(stylesheet, 'utf8'), /:not\(:state\(csw-drawn\)\)/);
  });
});

describe('a Vue 3 project', skip('vue'), () => {
  test('vue-tsc: the tags, their data, attributes and events are typed', () => {
    const dir = install('vue');
    run('npm', ['run', 'check', '--silent'], dir);
  });
});

/** svelte-check's machine output: `{ line, message }` per error in a file under `folder`. */
function svelteErrors(out, folder) {
  return out
    .split('\n')
    .map((line) => line.match(/ ERROR "([^"]+)" (\d+):\d+ "(.*)"$/))
    .filter((match) => match && match[1].startsWith(folder))
    .map((match) => ({ line: Number(match[2]), message: JSON.parse(`"${match[3]}"`) }));
}

function runFailing(command, args, cwd) {
  try {
    execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
  throw new Error(`${command} ${args.join(' ')} (in ${cwd}) succeeded, but should have failed`);
}

describe('a Svelte 5 project', skip('svelte'), () => {
  let dir = '';
  before(() => {
    dir = install('svelte');
  });

  test('svelte-check: the tags, objects and JSON text, attributes and events are typed', () => {
    run('npm', ['run', 'check', '--silent'], dir);
  });

  test('svelte-check rejects data={42}, a shape without entries, unknown values and a wrong event detail', () => {
    const errors = svelteErrors(runFailing('npm', ['run', 'check:wrong', '--silent'], dir), 'wrong/');
    const at = (line) => errors.filter((error) => error.line === line).map((error) => error.message).join(' | ');
    assert.match(at(7), /Type 'number' is not assignable to type 'string \| LeaderboardInput/);
    assert.match(at(8), /Property 'entries' is missing/);
    assert.match(at(9), /"grid"/);
    assert.match(at(10), /"harvard"/);
    assert.match(at(11), /SortChangeDetail/);
    assert.equal(errors.length, 5, JSON.stringify(errors));
  });

  test('the control: without codespecweave-widgets/svelte, svelte-check accepts data={42}', () => {
    const errors = svelteErrors(runFailing('npm', ['run', 'check:untyped', '--silent'], dir), 'wrong/');
    assert.deepEqual(errors.filter((error) => error.line <= 10), []);
  });
});

/** A free TCP port on localhost (for `next start`, which takes no port 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

describe('a Next.js App Router app', skip('next'), () => {
  let dir = '';
  let browser;
  let server;
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

  before(() => {
    dir = install('next');
  });
  after(async () => {
    await browser?.close();
    if (server && server.exitCode === null) server.kill();
  });

  test('next build: a server component page with the wrappers, no "a.useRef is not a function"', () => {
    const out = execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
    assert.match(out, /Compiled successfully/);
  });

  test('served with next start: hydrated, a reader\u2019s sort kept, controlled sorts followed or refused', async () => {
    const port = await freePort();
    server = spawn(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    server.stdout.on('data', (chunk) => (log += chunk));
    server.stderr.on('data', (chunk) => (log += chunk));
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await fetch(origin).then((response) => response.ok, () => false);
      if (up) break;
      assert.ok(i < 120 && server.exitCode === null, `next start did not answer:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const html = await (await fetch(origin)).text();
    // The server HTML: the wrapped tags are there; the object on the plain tag is not (no attribute).
    assert.match(html, /<leaderboard-table id="wrapped"/);
    assert.match(html, /<leaderboard-table id="plain-json" data="\{&quot;title&quot;/);
    assert.match(html, /<leaderboard-table id="plain-object"><\/leaderboard-table>/);

    browser = await launchChromium();
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    const state = () =>
      page.evaluate(async () => {
        const out = {};
        for (const id of ['wrapped', 'plain-json', 'plain-object', 'controlled', 'refused', 'card']) {
          const el = document.getElementById(id);
          const ready = await Promise.race([el.ready, new Promise((resolve) => setTimeout(() => resolve('waiting'), id === 'plain-object' ? 1500 : 10000))]);
          const text = el.shadowRoot?.textContent.replace(/\s+/g, ' ') ?? '';
          out[id] = { ready, sort: el.sort, format: el.format, text };
        }
        out.controlledText = document.getElementById('controlled-sort').textContent;
        out.refusedCount = document.getElementById('refused-count').textContent;
        return out;
      });
    const clickModelHeader = (id) =>
      page.evaluate((id) => {
        const buttons = [...document.getElementById(id).shadowRoot.querySelectorAll('th button')];
        const button = buttons.find((candidate) => /model/i.test(candidate.textContent));
        button.click();
        return !!button;
      }, id);

    const before = await state();
    assert.deepEqual(before.wrapped.ready, { error: null });
    assert.match(before.wrapped.text, /Illustrative leaderboard \(demo values\)/);
    assert.match(before.wrapped.text, /模型 二/);
    assert.equal(before.wrapped.sort, 'model:asc', 'defaultSort from a server component');
    assert.equal(before.card.format, 'apa', 'defaultFormat from a server component');
    assert.match(before.card.text, /Doe/);
    assert.deepEqual(before['plain-json'].ready, { error: null });
    assert.match(before['plain-json'].text, /Model 117/);
    assert.equal(before['plain-object'].ready, 'waiting', 'an object on a plain tag in a server component arrived: update docs/frameworks.md');
    assert.equal(before.controlled.sort, 'score:asc');

    assert.ok(await clickModelHeader('wrapped'));
    assert.ok(await clickModelHeader('controlled'));
    assert.ok(await clickModelHeader('refused'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await state();
    assert.equal(after.wrapped.sort, 'model:desc', 'the reader\u2019s sort did not stay');
    assert.equal(after.controlled.sort, 'model:asc');
    assert.equal(after.controlledText, 'model:asc', 'onSortChange did not reach the parent');
    assert.equal(after.refused.sort, 'score:desc', 'a controlled sort the parent kept was not put back');
    assert.equal(after.refusedCount, '1');
    assert.deepEqual(problems, []);
  });
});

describe('editor data', skip('editors'), () => {
  test('valid against the formats\u2019 schemas, with tags, attributes, values and help', () => {
    const dir = install('editors');
    run('npm', ['run', 'check', '--silent'], dir);
  });
});

describe('a React 19 app', skip('react'), () => {
  let dir = '';
  let results = {};
  let browser;
  let server;

  before(async () => {
    dir = install('react');
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('tsc: wrapper props and events, plain-tag JSX, wrong props rejected', () => {
    run('npm', ['run', 'check', '--silent'], dir);
  });

  test('built with Vite and run in Chromium', async () => {
    run('npm', ['run', 'build', '--silent'], dir);
    server = await startServer({ port: 0, root: path.join(dir, 'dist') });
    browser = await launchChromium();
    // Copy uses the Clipboard API, which asks for permission.
    await browser.defaultBrowserContext().overridePermissions(server.origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.origin}/index.html`);
    await page.waitForFunction(() => window.done !== undefined);
    await page.evaluate(() => window.done);
    results = await page.evaluate(() => window.results);
    assert.deepEqual(errors, []);
    assert.equal(results.failure, undefined);

    // The plain tag: React rendered before the tag was defined, so it wrote `data` as an attribute;
    // the element still shows the object.
    assert.equal(results.definedBeforeImport, false);
    assert.equal(results.plainAttribute, '[object Object]');
    assert.deepEqual(results.plainReady, { error: null });
    assert.equal(results.plainShowsData, true);

    // Wrappers: `data` is a property; csw-load reached onCswLoad; a bad shape reached onCswError.
    assert.equal(results.wrappedDataIsProperty, true);
    assert.deepEqual(results.wrappedReady, { error: null });
    assert.equal(results.wrappedLoad, null);
    assert.match(String(results.cswError), /data\.bibtex/);

    // Events from a reader's actions reach the camelCase props (and the plain tag's onsort-change).
    const clickIn = (selector, inner) =>
      page.evaluate((s, i) => {
        const target = document.querySelector(s).shadowRoot.querySelector(i);
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
        return !!target;
      }, selector, inner);
    assert.ok(await clickIn('#wrapped', 'th button'), 'no sortable header in the wrapped board');
    assert.ok(await clickIn('#plain', 'th button'), 'no sortable header in the plain board');
    assert.ok(await clickIn('#web', '[part~="node"]'), 'no requirement node');
    assert.ok(await clickIn('#wrapped', '[part~="legend"] button'), 'no legend button');
    assert.ok(await clickIn('#card', '[part~="download"]'), 'no Download button');
    await page.bringToFront();
    await page.evaluate(() => document.querySelector('#card').shadowRoot.querySelector('[part~="copy"]').click());
    await page.evaluate(() => {
      const input = document.querySelector('#results').shadowRoot.querySelector('input[type="radio"]:not(:checked)');
      input.click();
    });
    // Until every event has come (the card's Download and Copy report once its acts' chunk is in:
    // at load 40 a fixed 100 ms was not enough); then the assertions name any that never did.
    await page
      .waitForFunction(() => ['sortChange', 'plainSort', 'requirementSelect', 'selectionChange', 'filterChange', 'bibtexDownload', 'bibtexCopy'].every((key) => window.results[key]), { timeout: 60_000 })
      .catch(() => undefined);
    results = await page.evaluate(() => window.results);
    assert.equal(typeof results.sortChange?.key, 'string');
    assert.equal(typeof results.plainSort?.key, 'string');
    assert.equal(results.requirementSelect?.id, 'a');
    assert.equal(await page.$eval('#selected', (p) => p.textContent), 'a');
    assert.equal(typeof results.selectionChange?.benchmark, 'string');
    assert.ok(Array.isArray(results.filterChange), 'onFilterChange did not fire');
    assert.match(String(results.bibtexDownload?.filename), /\.bib$/);
    assert.equal(results.bibtexCopy?.format, 'bibtex');
  });

  test('default… props start a state the reader keeps; controlled props follow the parent or go back', async () => {
    const page = (await browser.pages()).at(-1);
    const read = () =>
      page.evaluate(() => {
        const get = (id) => document.getElementById(id);
        return {
          sort: get('start-sort').sort,
          backbone: get('start-results').backbone,
          benchmark: get('start-results').benchmark,
          selected: get('start-web').selected,
          format: get('start-card').format,
          controlledFormat: get('controlled-card').format,
          refusedFormat: get('refused-card').format,
          renders: Number(get('renders').textContent),
          formatChange: window.results.formatChange,
          refusedCount: window.results.refusedFormat,
        };
      });
    await page.evaluate(() => Promise.all(['start-sort', 'start-results', 'start-web', 'start-card', 'controlled-card', 'refused-card'].map((id) => document.getElementById(id).ready)));
    const start = await read();
    assert.deepEqual(
      { sort: start.sort, backbone: start.backbone, benchmark: start.benchmark, selected: start.selected, format: start.format, controlledFormat: start.controlledFormat, refusedFormat: start.refusedFormat },
      { sort: 'model:asc', backbone: 'B', benchmark: 'B2', selected: 'b', format: 'apa', controlledFormat: 'mla', refusedFormat: 'bibtex' },
    );
    await page.evaluate(() => {
      const shadow = (id) => document.getElementById(id).shadowRoot;
      [...shadow('start-sort').querySelectorAll('th button')].find((button) => /model/i.test(button.textContent)).click();
      shadow('start-results').querySelector('input[type="radio"]:not(:checked)').click();
      shadow('start-web').querySelector('[part~="node"]').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      shadow('start-card').querySelector('[data-format="mla"]').click();
      shadow('controlled-card').querySelector('[data-format="bibtex"]').click();
      shadow('refused-card').querySelector('[data-format="apa"]').click();
    });
    // Well past the 50 ms in which the table used to snap back, and after the parent re-rendered.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = await read();
    assert.ok(after.renders >= 3, `the parent re-rendered ${after.renders} times`);
    assert.equal(after.sort, 'model:desc', 'the reader’s sort did not stay');
    assert.notDeepEqual([after.backbone, after.benchmark], ['B', 'B2'], 'the reader’s selection did not stay');
    assert.equal(after.selected, 'a', 'the reader’s requirement did not stay');
    assert.equal(after.format, 'mla', 'the reader’s format did not stay');
    assert.equal(after.formatChange, 'mla', 'onFormatChange did not report the reader’s format');
    assert.equal(after.controlledFormat, 'bibtex', 'a controlled format the parent stored was not shown');
    assert.equal(after.refusedFormat, 'bibtex', 'a controlled format the parent kept was not put back');
    assert.equal(after.refusedCount, 1);
  });
});

/** Every element of a built page, with its declarative shadow root's start and what it shows. */
function prerenderedElements(html) {
  const found = [...html.matchAll(/<(requirement-web|results-toggle|leaderboard-table|bibtex-card)\b[^>]*\bid="([^"]+)"[^>]*>(<template shadowrootmode="open">)?/g)];
  return Object.fromEntries(
    found.map((match) => {
      const start = match.index + match[0].length;
      const end = html.indexOf(`</${match[1]}>`, start);
      return [match[2], { tag: match[1], declarative: !!match[3], inside: html.slice(start, end) }];
    }),
  );
}

// Runs in the page before any module script (at readyState "interactive", when the parser has
// attached every declarative shadow root and deferred scripts have not run): records each element,
// every node of its server-written shadow root, and how many of them are still there when the
// element is ready (`csw-load`), as test/ssr/prerender.test.mjs does for the shipped scripts.
function markServerNodes() {
  window.__server = {};
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const el of document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')) {
      const nodes = el.shadowRoot ? [...el.shadowRoot.querySelectorAll('*')] : [];
      const record = { host: el, nodes, marked: nodes.length, definedEarly: !!customElements.get(el.localName) };
      window.__server[el.id] = record;
      el.addEventListener('csw-load', () => (record.keptAtReady ??= nodes.filter((node) => node.isConnected && node.getRootNode() === el.shadowRoot).length));
    }
  });
}

/** Opens `url`, waits for every element to be ready, and says what stayed the server's. */
async function hydration(browser, url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.evaluateOnNewDocument(markServerNodes);
  await page.goto(url, { waitUntil: 'networkidle0' });
  const result = await page.evaluate(async () => {
    const out = {};
    for (const [id, record] of Object.entries(window.__server)) {
      const el = document.getElementById(id);
      await customElements.whenDefined(el.localName);
      const ready = await Promise.race([el.ready, new Promise((resolve) => setTimeout(() => resolve('not ready in 10 s'), 10_000))]);
      out[id] = {
        ready,
        marked: record.marked,
        definedEarly: record.definedEarly,
        keptAtReady: record.keptAtReady,
        sameHost: el === record.host,
        bases: el.shadowRoot?.querySelectorAll('[part~="base"]').length ?? 0,
        sameBase: record.nodes.includes(el.shadowRoot?.querySelector('[part~="base"]')),
        text: el.shadowRoot?.textContent.replace(/\s+/g, ' ') ?? '',
      };
    }
    return out;
  });
  await page.close();
  return { elements: result, problems };
}

/**
 * The built pages of a site: each element prerendered with its data, and then hydrated in Chromium.
 * `serveRoot` and `prefix`: a site built for a `base` (VitePress's `base: '/docs/'`) is served from
 * a folder above the output, under that path, as a host serving it in a subfolder would.
 */
async function checkSite(outDir, pages, { serveRoot = outDir, prefix = '' } = {}) {
  for (const [file, expected] of Object.entries(pages)) {
    const elements = prerenderedElements(readFileSync(path.join(outDir, file), 'utf8'));
    assert.deepEqual(Object.keys(elements).sort(), Object.keys(expected).sort(), `${file}: the elements in the built page`);
    for (const [id, shows] of Object.entries(expected)) {
      assert.ok(elements[id].declarative, `${file}: <${elements[id].tag} id="${id}"> has no <template shadowrootmode> in the built HTML`);
      assert.match(elements[id].inside, /^[\s\S]*?part="base[ "]/, `${file}: #${id}'s shadow root has no view`);
      for (const text of shows) assert.ok(elements[id].inside.includes(text), `${file}: #${id}'s server HTML lacks "${text}"`);
    }
  }
  const server = await startServer({ port: 0, root: serveRoot });
  const browser = await launchChromium();
  try {
    for (const [file, expected] of Object.entries(pages)) {
      const { elements, problems } = await hydration(browser, `${server.origin}/${prefix}${file}`);
      assert.deepEqual(problems, [], `${file}: errors or failed requests in Chromium`);
      assert.deepEqual(Object.keys(elements).sort(), Object.keys(expected).sort(), `${file}: the elements in the browser`);
      for (const [id, state] of Object.entries(elements)) {
        assert.deepEqual(state.ready, { error: null }, `${file}: #${id}`);
        assert.ok(state.marked > 5, `${file}: #${id} had a server-written shadow root when the parser finished (${state.marked} nodes)`);
        assert.equal(state.definedEarly, false, `${file}: #${id} was defined before the parser finished (nothing to hydrate)`);
        assert.ok(state.sameHost, `${file}: #${id} was replaced by a new element`);
        assert.equal(state.keptAtReady, state.marked, `${file}: #${id}: ${state.marked - state.keptAtReady} of the ${state.marked} server-rendered nodes were replaced`);
        assert.equal(state.bases, 1, `${file}: #${id} shows ${state.bases} views`);
        assert.ok(state.sameBase, `${file}: #${id}'s view is not the server's`);
        for (const text of expected[id]) assert.ok(state.text.includes(text), `${file}: #${id} does not show "${text}" in the browser`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The recipe a reader copies is the one built here: each code block of `heading`'s section in
 * docs/frameworks.md whose first line names a file (`// astro.config.mjs`) has every line of it in
 * that fixture file (which may hold more: the test's own checks).
 */
function assertRecipeBuilt(heading, fixture, files) {
  const doc = readFileSync(path.join(ROOT, 'docs/frameworks.md'), 'utf8');
  const start = doc.indexOf(`\n### ${heading}\n`);
  assert.ok(start >= 0, `docs/frameworks.md has no "### ${heading}"`);
  const section = doc.slice(start, doc.indexOf('\n### ', start + 1));
  const named = [...section.matchAll(/```\w+\n\/\/ (\S+)\n([\s\S]*?)```/g)].map((match) => ({ name: match[1], code: match[2] }));
  assert.deepEqual(named.map((block) => block.name).sort(), Object.keys(files).sort(), `the files ${heading}'s recipe names`);
  for (const { name, code } of named) {
    const have = new Set(readFileSync(path.join(HERE, fixture, files[name]), 'utf8').split('\n').map((line) => line.trim()));
    const missing = code.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('//') && !have.has(line));
    assert.deepEqual(missing, [], `docs/frameworks.md's ${name} (${heading}) differs from test/consumers/${fixture}/${files[name]}`);
  }
}

const BOARD_SHOWS = ['Illustrative leaderboard (demo values)', 'Modèle B', '模型 三'];
const CARD_SHOWS = ['Weaving Specifications'];
const RESULTS_SHOWS = ['Training results (illustrative values)', 'Backbone 一'];
const WEB_SHOWS = ['Interface compatibility'];
/** The VitePress fixture's pages and what each element of them shows, by id. */
const VITEPRESS_PAGES = {
  'index.html': { 'md-board': BOARD_SHOWS, 'md-card': CARD_SHOWS, 'md-results': RESULTS_SHOWS },
  'guide/web.html': { 'guide-web': WEB_SHOWS, 'guide-board': BOARD_SHOWS },
};

describe('a VitePress site with codespecweave-widgets/vite in vite.plugins', skip('vitepress'), () => {
  let dir = '';
  let log = '';
  before(() => {
    dir = install('vitepress');
    log = runLogged('npm', ['run', 'build', '--silent'], dir);
  });

  test('types: VitePress\u2019s typed config takes the Vite plugin, wrong options rejected', () => {
    run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.check.json'], dir);
  });

  test('docs/frameworks.md\u2019s VitePress recipe is the config and theme built here', () => {
    assertRecipeBuilt('VitePress', 'vitepress', { '.vitepress/config.mts': 'site/.vitepress/config.mts', '.vitepress/theme/index.ts': 'site/.vitepress/theme/index.ts' });
  });

  test('vitepress build prerenders every page VitePress writes, with one summary line, before the author\u2019s buildEnd', () => {
    // 404.html, index.html, guide/web.html; 5 elements (the escaped child JSON script read too).
    assert.match(log, /^\[codespecweave-widgets\] prerendered 5 elements in 3 pages in \d+\.\d s$/m, log);
    assert.equal(log.match(/\[codespecweave-widgets\] prerendered/g).length, 1, 'one summary line for the two Vite builds');
    assert.doesNotMatch(log, /warning/i, log);
    const out = path.join(dir, 'site/.vitepress/dist');
    assert.deepEqual(JSON.parse(readFileSync(path.join(out, 'build-end.json'), 'utf8')), { sawTemplates: 3 }, 'the author\u2019s buildEnd ran after the plugin');
    // VitePress's escaping of the child JSON script is still in the page: the element read through it.
    assert.match(readFileSync(path.join(out, 'index.html'), 'utf8'), /<script type="application\/json">\{&quot;title&quot;/);
  });

  test('the built pages hold each element\u2019s declarative shadow root, and hydrate in Chromium keeping the server\u2019s nodes', async () => {
    await checkSite(path.join(dir, 'site/.vitepress/dist'), VITEPRESS_PAGES);
  });

  test('with `stylesheet`, every shadow root links it and the client build emits it into the site (a second build)', () => {
    const config = path.join(dir, 'site/.vitepress/config.mts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('plugins: [codespecweave()]', "plugins: [codespecweave({ stylesheet: '/assets/codespecweave-widgets.css' })]"));
    const out = runLogged('npm', ['run', 'build', '--silent'], dir);
    assert.match(out, /prerendered 5 elements in 3 pages/);
    const site = path.join(dir, 'site/.vitepress/dist');
    const html = readFileSync(path.join(site, 'index.html'), 'utf8');
    assert.equal(html.match(/<template shadowrootmode="open"><link rel="stylesheet" href="\/assets\/codespecweave-widgets\.css">/g)?.length, 3);
    assert.doesNotMatch(html, /<template shadowrootmode="open"><style>/);
    const shipped = readFileSync(path.join(dir, 'node_modules/codespecweave-widgets/dist/codespecweave-widgets.css'), 'utf8');
    assert.equal(readFileSync(path.join(site, 'assets/codespecweave-widgets.css'), 'utf8'), shipped);
  });

  // Last: it rebuilds the site from the fixture's config with a base (the tests above need none).
  test('with base: \'/docs/\' and relative src URLs, served under /docs/: prerendered, hydrated, and loaded after a client-side navigation', async () => {
    const site = path.join(dir, 'site');
    const config = readFileSync(path.join(HERE, 'vitepress/site/.vitepress/config.mts'), 'utf8');
    // The output in dist/docs/ and dist/ served: the site lives at /docs/, nothing of it at /.
    writeFileSync(
      path.join(site, '.vitepress/config.mts'),
      config.replace("  title: 'Findings (consumer fixture)',", "  title: 'Findings (consumer fixture)',\n  base: '/docs/',\n  outDir: '.vitepress/dist/docs',"),
    );
    // docs/frameworks.md's advice: relative src URLs (the page's folder, as the browser resolves them).
    const edit = (file, from, to) => {
      const text = readFileSync(path.join(site, file), 'utf8');
      assert.ok(text.includes(from), `${file} has no ${from}`);
      writeFileSync(path.join(site, file), text.replace(from, to));
    };
    edit('index.md', 'src="/data/board.json"', 'src="./data/board.json"');
    edit('index.md', 'Some text after.', 'Some text after. [How requirements interact](./guide/web.md)');
    edit('guide/web.md', 'src="/data/web.json"', 'src="../data/web.json"');
    // What the docs warn of: a root-relative src, with the base (the browser's URL, not a file of the
    // output folder, so not prerendered) and without it (a file of the output folder, 404 in the browser).
    writeFileSync(
      path.join(site, 'root-relative.md'),
      '# Root-relative src\n\n<leaderboard-table id="with-base" src="/docs/data/board.json"></leaderboard-table>\n\n<leaderboard-table id="without-base" src="/data/board.json"></leaderboard-table>\n',
    );
    rmSync(path.join(site, '.vitepress/dist'), { recursive: true, force: true });
    const log = runLogged('npm', ['run', 'build', '--silent'], dir);
    const dist = path.join(site, '.vitepress/dist');
    assert.deepEqual(readdirSync(dist), ['docs'], 'the build wrote outside dist/docs');
    assert.match(log, /^\[codespecweave-widgets\] prerendered 7 elements in 4 pages \(1 warning\) in \d+\.\d s$/m, log);
    assert.match(log, /warning: root-relative\.html:\d+: <leaderboard-table id="with-base">: src "\/docs\/data\/board\.json": could not load \(no such file\)/, log);
    assert.equal(log.split('\n').filter((line) => /warning/i.test(line) && !/prerendered/.test(line)).length, 1, log);

    await checkSite(path.join(dist, 'docs'), VITEPRESS_PAGES, { serveRoot: dist, prefix: 'docs/' });

    const server = await startServer({ port: 0, root: dist });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const failed = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.status() >= 400 && pathname !== '/favicon.ico') failed.push(`${response.status()} ${pathname}`);
      });
      const settled = () =>
        page.evaluate(async () => {
          const out = {};
          for (const el of document.querySelectorAll('.vp-doc :is(leaderboard-table, requirement-web)')) {
            const ready = await Promise.race([el.ready, new Promise((resolve) => setTimeout(() => resolve('not ready in 10 s'), 10_000))]);
            out[el.id] = { ready, text: el.shadowRoot?.textContent.replace(/\s+/g, ' ') ?? '' };
          }
          return out;
        });
      // A reader's click: VitePress's router renders the next page in the browser (Vue creates the
      // elements anew, no server HTML), and each relative src resolves against the new URL.
      await page.goto(`${server.origin}/docs/`, { waitUntil: 'networkidle0' });
      await page.click('.vp-doc a[href$="guide/web.html"]');
      await page.waitForFunction(() => location.pathname === '/docs/guide/web.html' && document.getElementById('guide-web'));
      const navigated = await settled();
      assert.deepEqual(Object.keys(navigated).sort(), ['guide-board', 'guide-web']);
      for (const [id, shows] of [['guide-web', WEB_SHOWS], ['guide-board', BOARD_SHOWS]]) {
        assert.deepEqual(navigated[id].ready, { error: null }, `after a client-side navigation, #${id}`);
        for (const text of shows) assert.ok(navigated[id].text.includes(text), `after a client-side navigation, #${id} does not show "${text}"`);
      }
      assert.deepEqual(failed, []);

      // The warning's two cases, in the browser: with the base it loads (unprerendered); without it, HTTP 404.
      await page.goto(`${server.origin}/docs/root-relative.html`, { waitUntil: 'networkidle0' });
      const rooted = await settled();
      assert.deepEqual(rooted['with-base'].ready, { error: null });
      assert.ok(rooted['with-base'].text.includes(BOARD_SHOWS[0]));
      assert.deepEqual(rooted['without-base'].ready, { error: 'src "/data/board.json": could not load (HTTP 404)' });
      assert.deepEqual(failed, ['404 /data/board.json']);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

describe('an Astro site with the codespecweave-widgets/astro integration', skip('astro'), () => {
  let dir = '';
  let log = '';
  before(() => {
    dir = install('astro');
    log = runLogged('npm', ['run', 'build', '--silent'], dir);
  });

  test('types: the integration is an AstroIntegration, the Vite plugin fits vite.plugins, wrong options rejected', () => {
    run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.check.json'], dir);
  });

  test('docs/frameworks.md\u2019s Astro recipe is the config built here', () => {
    assertRecipeBuilt('Astro', 'astro', { 'astro.config.mjs': 'astro.config.mjs' });
  });

  test('astro build prerenders every page Astro writes (an .astro page, a Markdown page, their layout), with one summary line', () => {
    assert.match(log, /\[codespecweave-widgets\] prerendered 6 elements in 2 pages in \d+\.\d s$/m, log);
    assert.equal(log.match(/\[codespecweave-widgets\] prerendered/g).length, 1, log);
    assert.doesNotMatch(log, /\[codespecweave-widgets\] .*warning/i, log);
  });

  test('the built pages hold each element\u2019s declarative shadow root, and hydrate in Chromium keeping the server\u2019s nodes', async () => {
    await checkSite(path.join(dir, 'dist'), {
      'index.html': { 'inline-board': BOARD_SHOWS, 'src-web': WEB_SHOWS, 'layout-card': CARD_SHOWS },
      'notes/index.html': { 'md-board': BOARD_SHOWS, 'md-results': RESULTS_SHOWS, 'layout-card': CARD_SHOWS },
    });
  });

  test('the Vite plugin in Astro\u2019s vite.plugins says to use the integration (Astro writes its pages after the Vite build)', () => {
    const config = path.join(dir, 'astro.config.mjs');
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace("import codespecweave from 'codespecweave-widgets/astro';", "import codespecweave from 'codespecweave-widgets/vite';")
        .replace('integrations: [codespecweave()],', 'vite: { plugins: [codespecweave()] },'),
    );
    const out = runLogged('npm', ['run', 'build', '--silent'], dir);
    assert.equal(out.match(/use the integration instead/g)?.length, 1, out);
    assert.match(out, /codespecweave-widgets\/astro/);
    assert.doesNotMatch(readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /<template shadowrootmode/, 'the Vite plugin prerendered Astro\u2019s pages: update docs/frameworks.md');
  });
});
