#!/usr/bin/env node
// `npm run test:stories`: opens every story of the built Storybook
// (storybook-static/) in headless Chromium, in light and dark, and fails on a
// console error, a page error, an empty render or any axe-core violation.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from './serve.mjs';
import { launchChromium } from './chromium.mjs';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
if (stories.length === 0) {
  console.error('stories: storybook-static/index.json lists no story');
  process.exit(1);
}
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const server = await startServer({ port: 0, root: resolve('storybook-static') });
const browser = await launchChromium();

const TAGS = process.env.STORY_TAGS || 'requirement-web, results-toggle, leaderboard-table, bibtex-card';

async function check(story, theme) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    await page.setViewport({ width: 1024, height: 800 });
    await page.goto(`${server.origin}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`, {
      waitUntil: 'load',
    });
    // Rendered: the root holds at least one of our elements, each with shadow content and no pending update.
    const rendered = await page
      .waitForFunction(
        (tags) => {
          const root = document.querySelector('#storybook-root');
          const elements = root ? [...root.querySelectorAll(tags)] : [];
          return (
            elements.length > 0 &&
            elements.every((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0 && !el.isUpdatePending)
          );
        },
        { timeout: 15_000, polling: 100 },
        TAGS,
      )
      .then(() => true)
      .catch(() => false);
    if (!rendered) problems.push('empty render: no element with shadow content in #storybook-root');
    // Let fetches (src stories), ResizeObserver layouts and the theme decorator settle.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 400)));
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      // Storybook's a11y addon may be running axe on the same page: wait for it, then run ours.
      let result;
      for (let attempt = 0; !result; attempt++) {
        try {
          result = await window.axe.run(document.querySelector('#storybook-root'), {
            resultTypes: ['violations'],
          });
        } catch (error) {
          if (attempt > 40 || !String(error).includes('already running')) throw error;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      return result.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' > ')).slice(0, 3).join('; ')}`,
      );
    });
    problems.push(...violations.map((v) => `axe: ${v}`));
  } catch (error) {
    problems.push(`failed to check: ${error instanceof Error ? error.message : error}`);
  } finally {
    await page.close();
  }
  return problems;
}

const jobs = stories.flatMap((story) => ['light', 'dark'].map((theme) => ({ story, theme })));
let failures = 0;
let passes = 0;
const queue = [...jobs];
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const problems = await check(job.story, job.theme);
    const label = `${job.story.title} › ${job.story.name} (${job.theme})`;
    if (problems.length) {
      failures++;
      console.log(`✗ ${label}\n${problems.map((p) => `    ${p}`).join('\n')}`);
    } else {
      passes++;
      console.log(`✓ ${label}`);
    }
  }
}
await Promise.all([worker(), worker()]);
await browser.close();
await server.close();
console.log(`\nstories: ${passes} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
