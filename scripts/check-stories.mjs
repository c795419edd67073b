#!/usr/bin/env node
// `npm run test:stories`: opens every story of the built Storybook (storybook-static/) in headless
// Chromium, in light and dark, and fails on a console error, a page error or an empty render, and
// on any axe-core violation in the stories whose state no browser test checks with axe (below).
//
//   STORY_CONCURRENCY=4  pages at once (default 4: each page mostly waits on Storybook's bundle)
//   STORY_AXE=all        axe on every story, as before 2026-12-02 (e.g. after changing colours)
//   STORY_FILTER=leader  only the stories whose id contains the text
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from './serve.mjs';
import { launchChromium } from './chromium.mjs';
import { checkLoadingReserve } from './check-story-reserve.mjs';
import { dataStrings, elementWords, englishIn, localeTable } from '../test/e2e/support/english-ui.mjs';

/**
 * Stories the browser tests already run axe on (same element, same state, light and dark), so the
 * story check does not run it again: each id names the test that covers it. Every other story,
 * the data-source variants, phone and slide sizes, long and hostile data, error panels, gets axe
 * here in both themes, since no browser test looks at that state with axe. An id that no longer
 * names a story is reported (and then only checked without axe, which is safe: it gets axe).
 */
const AXE_IN_BROWSER_TESTS = {
  'elements-bibtex-card--playground': 'bibtex-card.test.ts: is accessible in every format, light and dark',
  'elements-bibtex-card--paper-entry': 'bibtex-card.test.ts: is accessible in every format, light and dark',
  'elements-bibtex-card--paper-apa': 'bibtex-card.test.ts: is accessible in every format, light and dark',
  'elements-bibtex-card--paper-mla': 'bibtex-card.test.ts: is accessible in every format, light and dark',
  'elements-bibtex-card--dark': 'bibtex-card.test.ts: is accessible in every format, light and dark',
  'elements-bibtex-card--malformed': 'bibtex-card.test.ts: is accessible when malformed and when empty',
  'elements-bibtex-card--empty': 'bibtex-card.test.ts: is accessible when malformed and when empty',
  'elements-leaderboard-table--playground': 'leaderboard-table.test.ts: is accessible, light and dark, wide and narrow',
  'elements-leaderboard-table--paper-example': 'leaderboard-table.test.ts: is accessible, light and dark, wide and narrow',
  'elements-leaderboard-table--dark': 'leaderboard-table.test.ts: is accessible, light and dark, wide and narrow',
  'elements-leaderboard-table--narrow': 'leaderboard-table.test.ts: is accessible, light and dark, wide and narrow (320 px)',
  'elements-leaderboard-table--many-frameworks': 'leaderboard-table.test.ts: a legend of 100,000 distinct frameworks shows the 12 largest groups and "+N more"',
  'elements-leaderboard-table--empty': 'leaderboard-table.test.ts: no entries is an empty state, not an error',
  'elements-leaderboard-table--child-table': 'leaderboard-table.test.ts: reads Model, Framework, Score from a child table',
  'elements-requirement-web--playground': 'requirement-web.test.ts: is accessible (light, dark), with and without a selection',
  'elements-requirement-web--task-example': 'requirement-web.test.ts: is accessible (light, dark), with and without a selection',
  'elements-requirement-web--dark': 'requirement-web.test.ts: is accessible (light, dark), with and without a selection',
  'elements-results-toggle--playground': 'results-toggle.test.ts: is accessible, light and dark, with the full table open',
  'elements-results-toggle--paper-example': 'results-toggle.test.ts: is accessible, light and dark, with the full table open',
  'elements-results-toggle--dark': 'results-toggle.test.ts: is accessible, light and dark, with the full table open',
  'elements-results-toggle--one-of-each': 'results-toggle.test.ts: shows both labelled groups with one backbone and one benchmark; keyboard and axe stay clean',
  'elements-results-toggle--narrow': 'results-toggle.test.ts: a stacked (narrow) full table is still a table to a screen reader',
  'elements-results-toggle--hundreds-of-options': 'results-toggle.test.ts: beyond 12 options a group is a labelled native select',
};

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
const filter = process.env.STORY_FILTER ?? '';
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.includes(filter));
if (stories.length === 0) {
  console.error(`stories: storybook-static/index.json lists no story${filter ? ` matching ${filter}` : ''}`);
  process.exit(1);
}
const stale = Object.keys(AXE_IN_BROWSER_TESTS).filter((id) => !(id in index.entries));
if (stale.length) console.warn(`stories: AXE_IN_BROWSER_TESTS names stories that no longer exist: ${stale.join(', ')}`);
const axeEverywhere = process.env.STORY_AXE === 'all';
const needsAxe = (story) => axeEverywhere || !(story.id in AXE_IN_BROWSER_TESTS);

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const server = await startServer({ port: 0, root: resolve('storybook-static') });
const browser = await launchChromium();

const TAGS = process.env.STORY_TAGS || 'requirement-web, results-toggle, leaderboard-table, bibtex-card';
const CONCURRENCY = Math.max(1, Number(process.env.STORY_CONCURRENCY) || 4);
/** How long a story may take to draw before it counts as a hang (not a speed bound: see its use; the 5,000-requirement web took over 15 s at load 48). */
const RENDER_HANG_MS = 120_000;

/**
 * One page per worker, each in its own browser context: a second tab in a shared context is a
 * background tab, which gets no frames, so ResizeObserver and requestAnimationFrame (the web's
 * layout, the leaderboard's windowing) would never run there.
 *
 * A worker loads Storybook's preview once per theme and then moves from story to story the way
 * Storybook's own UI does, through the preview's channel (`setCurrentStory`): each story is
 * mounted afresh (Storybook tears the last one down), without parsing the preview's bundle again
 * for each of the 114 pages, which was most of this check's time. The jobs run all light stories,
 * then all dark ones, so a worker reloads only when the theme changes.
 */
async function openWorker() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1024, height: 800 });
  const sink = { problems: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') sink.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => sink.problems.push(`page error: ${error.message}`));
  return { page, context, sink, theme: undefined };
}

/** Shows a story through the preview's channel; resolves with what went wrong, or '' once it rendered. */
function switchStory(page, storyId) {
  return page.evaluate(
    (storyId, hangMs) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = {
          storyRendered: () => '',
          storyErrored: (error) => `story errored: ${error?.title ?? ''} ${error?.description ?? ''}`,
          storyThrewException: (error) => `story threw: ${error?.message ?? error}`,
          playFunctionThrewException: (error) => `play function threw: ${error?.message ?? error}`,
          storyMissing: () => 'story missing',
        };
        const handlers = Object.entries(outcomes).map(([event, outcome]) => {
          const handler = (payload) => {
            if (event === 'storyRendered' && payload !== storyId) return;
            for (const [name, h] of handlers) channel.off(name, h);
            clearTimeout(timer);
            resolve(outcome(payload));
          };
          channel.on(event, handler);
          return [event, handler];
        });
        const timer = setTimeout(() => {
          for (const [name, h] of handlers) channel.off(name, h);
          resolve(`not rendered within ${hangMs / 1000} s of being selected`);
        }, hangMs);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    storyId,
    // A bound on a hang, not on speed, as the render wait below: 15 s was too short for the
    // 5,000-requirement web at load 48 (three `npm test` runs at once, 2026-12-06).
    RENDER_HANG_MS,
  );
}

async function check(worker, story, theme) {
  const { page, sink } = worker;
  const problems = (sink.problems = []);
  const axe = needsAxe(story);
  try {
    if (worker.theme !== theme) {
      // `a11y.manual` stops the a11y addon's own axe run after each render: where axe is wanted the
      // check below runs it, and where the browser tests cover it, once is enough.
      await page.goto(`${server.origin}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`, {
        waitUntil: 'load',
      });
      worker.theme = theme;
    } else {
      const problem = await switchStory(page, story.id);
      if (problem) problems.push(problem);
    }
    // Rendered: the root holds at least one of our elements, each with shadow content and no pending
    // update. A story outside Elements/ (the Playground, which shows an element only once a reader
    // gives it data) must render something, and every element it shows must be drawn.
    const rendered = await page
      .waitForFunction(
        (tags, needsElement) => {
          const root = document.querySelector('#storybook-root');
          const elements = root ? [...root.querySelectorAll(tags)] : [];
          if (!needsElement && root?.firstElementChild?.childElementCount === 0 && !root.firstElementChild.shadowRoot) return false;
          return (
            (elements.length > 0 || (!needsElement && root?.childElementCount > 0)) &&
            elements.every((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0 && !el.isUpdatePending)
          );
        },
        // A bound on a hang, not on speed: a 1,000-entry board took over 15 s to draw at load 20–30
        // while `npm test` ran its builds beside it (2026-12-06), so wait as long as a hang needs.
        { timeout: RENDER_HANG_MS, polling: 100 },
        TAGS,
        story.title.startsWith('Elements/'),
      )
      .then(() => true)
      .catch(() => false);
    if (!rendered) problems.push('empty render: no element with shadow content in #storybook-root');
    // Let fetches (src stories), ResizeObserver layouts and the theme decorator settle; an error
    // logged in that time counts.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 400)));
    if (axe) {
      // Injected once per load: it stays while the worker moves from story to story.
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document.querySelector('#storybook-root'), { resultTypes: ['violations'] });
        return result.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' > ')).slice(0, 3).join('; ')}`,
        );
      });
      problems.push(...violations.map((v) => `axe: ${v}`));
    }
  } catch (error) {
    problems.push(`failed to check: ${error instanceof Error ? error.message : error}`);
    // Start the next story from a fresh load.
    worker.theme = undefined;
  }
  return { problems: [...problems], axe };
}

const jobs = ['light', 'dark'].flatMap((theme) => stories.map((story) => ({ story, theme })));
let failures = 0;
let passes = 0;
let axeRuns = 0;
const queue = [...jobs];
async function work() {
  const worker = await openWorker();
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const start = Date.now();
      const { problems, axe } = await check(worker, job.story, job.theme);
      if (axe) axeRuns++;
      const label = `${job.story.title} › ${job.story.name} (${job.theme}${axe ? ', axe' : ''}, ${((Date.now() - start) / 1000).toFixed(1)} s)`;
      if (problems.length) {
        failures++;
        console.log(`✗ ${label}\n${problems.map((p) => `    ${p}`).join('\n')}`);
      } else {
        passes++;
        console.log(`✓ ${label}`);
      }
    }
  } finally {
    await worker.context.close();
  }
}
/**
 * The toolbar's language switch (.storybook/preview.ts, issue 29), opened as Storybook's URL sets a
 * global (`globals=locale:de`): every element of the story shows the locale's strings and no English
 * UI string (the `en` table's, its data aside), follows a switch live (the manager's
 * `updateGlobals`), mirrors for the RTL item, and an element's own `lang` still wins.
 */
async function checkLocaleSwitch() {
  const problems = [];
  const boardId = 'elements-leaderboard-table--paper-example';
  const ownLangId = 'elements-bibtex-card--german';
  if (!(boardId in index.entries) || !(ownLangId in index.entries)) return ['locale switch: the stories it opens (leaderboard Paper example, bibtex-card German) are missing'];
  const tables = Object.fromEntries(await Promise.all(['de', 'fr', 'ja'].map(async (name) => [name, await localeTable(name)])));
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1024, height: 800 });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  /** Waits (up to 10 s: a locale's table is a lazy chunk) until every element's words pass `ok`; returns them. */
  const settle = async (ok) => {
    let words = {};
    for (let i = 0; i < 50; i++) {
      words = await elementWords(page, `#storybook-root :is(${TAGS})`);
      if (Object.keys(words).length && Object.values(words).every(ok)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return words;
  };
  const dataOf = () => page.evaluate((tags) => [...document.querySelectorAll(`#storybook-root :is(${tags})`)].map((el) => JSON.stringify(el.data ?? el.value ?? null)), TAGS);
  try {
    for (const [lang, next] of [['de', 'fr']]) {
      await page.goto(`${server.origin}/iframe.html?id=${boardId}&viewMode=story&globals=locale:${lang};a11y.manual:!true`, { waitUntil: 'load' });
      await page.waitForFunction((tags) => document.querySelector(`#storybook-root :is(${tags})`)?.shadowRoot?.childElementCount > 0, { timeout: RENDER_HANG_MS }, TAGS);
      const data = (await dataOf()).flatMap((json) => dataStrings(JSON.parse(json)));
      for (const [code, table] of [[lang, tables[lang]], [next, tables[next]]]) {
        if (code === next) {
          // Live: the manager's toolbar sends `updateGlobals`; the story re-renders in the new language.
          await page.evaluate((code) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: code } }), code);
        }
        const words = await settle((text) => text.includes(table['leaderboard.rank']) && englishIn(text, table, data).length === 0);
        const wrapper = await page.$eval('#storybook-root', (root) => root.querySelector('.story-locale')?.getAttribute('lang') ?? null);
        if (wrapper !== code) problems.push(`locale:${code}: the story is not wrapped in lang="${code}" (found ${wrapper})`);
        for (const [id, text] of Object.entries(words)) {
          const left = englishIn(text, table, data);
          if (left.length) problems.push(`locale:${code}: ${id} still shows English UI strings: ${left.join(', ')}`);
          for (const key of ['leaderboard.rank', 'common.downloadCsv']) if (!text.includes(table[key])) problems.push(`locale:${code}: ${id} lacks "${table[key]}" (${key})`);
        }
      }
    }
    // The RTL item: English strings (no shipped Arabic table), the layout mirrored.
    await page.goto(`${server.origin}/iframe.html?id=${boardId}&viewMode=story&globals=locale:ar;a11y.manual:!true`, { waitUntil: 'load' });
    await page.waitForFunction((tags) => document.querySelector(`#storybook-root :is(${tags})`)?.shadowRoot?.childElementCount > 0, { timeout: RENDER_HANG_MS }, TAGS);
    const direction = await page.$eval('#storybook-root leaderboard-table', (el) => getComputedStyle(el.shadowRoot.querySelector('[part~="base"]') ?? el).direction);
    if (direction !== 'rtl') problems.push(`locale:ar: the board runs ${direction}, not rtl`);
    // An element's own lang wins over the toolbar's.
    await page.goto(`${server.origin}/iframe.html?id=${ownLangId}&viewMode=story&globals=locale:ja;a11y.manual:!true`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('#storybook-root bibtex-card')?.shadowRoot?.childElementCount > 0, { timeout: RENDER_HANG_MS });
    const own = await settle((text) => text.includes(tables.de['bibtex.copy']));
    const card = Object.values(own)[0] ?? '';
    if (!card.includes(tables.de['bibtex.copy'])) problems.push(`locale:ja on a lang="de" card: not German (${card.slice(0, 80)})`);
    if (tables.ja['bibtex.copy'] && card.includes(tables.ja['bibtex.copy'])) problems.push('locale:ja on a lang="de" card: shows the Japanese strings');
  } catch (error) {
    problems.push(`locale switch: ${error instanceof Error ? error.message : error}`);
  } finally {
    await context.close();
  }
  return problems;
}

const started = Date.now();
await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, work));
const localeProblems = await checkLocaleSwitch();
if (localeProblems.length) {
  failures++;
  console.log(`✗ Toolbar language switch (globals=locale:…)\n${localeProblems.map((p) => `    ${p}`).join('\n')}`);
} else {
  passes++;
  console.log('✓ Toolbar language switch (globals=locale:de, live to fr, ar mirrored, an element\'s own lang wins)');
}
const reserveProblems = filter && !'elements-leaderboard-table--loading-reserve'.includes(filter) ? null : await checkLoadingReserve({ browser, origin: server.origin, index });
if (reserveProblems?.length) {
  failures++;
  console.log(`✗ Loading reserve (src data late: aria-busy in the reserve, then the data; --csw-reserve-height)\n${reserveProblems.map((p) => `    ${p}`).join('\n')}`);
} else if (reserveProblems) {
  passes++;
  console.log('✓ Loading reserve (src data late: aria-busy in the reserve, then the data; --csw-reserve-height; real fetch back)');
}
await browser.close();
await server.close();
console.log(
  `\nstories: ${passes} passed, ${failures} failed (${jobs.length} pages, axe on ${axeRuns}, ${CONCURRENCY} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(failures ? 1 : 0);
