#!/usr/bin/env node
// `npm run test:docs-site` (after `npm run build-storybook`): the docs site a stranger reads. Opens
// the getting-started page and each element's API reference in headless Chromium and fails on a
// page error, or when a reference lacks what the manifest says: the element's events, attributes,
// parts and CSS custom properties, beside a live example of the element.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
const server = await startServer({ port: 0, root: resolve('storybook-static') });
const browser = await launchChromium();
const failures = [];

async function open(id, check) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${server.origin}/iframe.html?id=${id}&viewMode=docs`, { waitUntil: 'load' });
    await page.waitForSelector('.sbdocs-content h1, .sbdocs h1', { timeout: 30_000 });
    await check(page);
  } catch (error) {
    failures.push(`${id}: ${error.message}`);
  }
  if (errors.length) failures.push(`${id}: page error: ${errors.join('; ')}`);
  await page.close();
}

await open('getting-started--docs', async (page) => {
  const text = await page.$eval('.sbdocs-content, .sbdocs', (el) => el.textContent);
  for (const section of ['In a blog post', 'In a reveal.js deck', 'In React 19', 'In Vue 3', 'Server rendering']) {
    if (!text.includes(section)) throw new Error(`no "${section}" section`);
  }
});

for (const element of elements) {
  await open(`elements-${element.tagName}--api-reference`, async (page) => {
    await page.waitForFunction((tag) => document.querySelector(`.sbdocs ${tag}`)?.shadowRoot?.childElementCount > 0, { timeout: 30_000 }, element.tagName);
    const text = await page.$eval('.sbdocs', (el) => el.textContent);
    const expected = [
      ...(element.events ?? []).map((e) => e.name),
      ...(element.attributes ?? []).map((a) => a.name),
      ...(element.cssParts ?? []).map((p) => p.name),
      ...(element.cssProperties ?? []).map((p) => p.name),
    ];
    const missing = [...new Set(expected)].filter((name) => !text.includes(name));
    if (missing.length) throw new Error(`the API reference lacks ${missing.join(', ')}`);
    // The live example is in the page font (a sans-serif stack), not the browser's default serif.
    const font = await page.$eval(`.sbdocs ${element.tagName}`, (el) => getComputedStyle(el.shadowRoot.querySelector('[part~="base"]') ?? el).fontFamily);
    if (!/system-ui|sans-serif/.test(font) || /^\s*("?Times|serif)/i.test(font)) throw new Error(`the example's font is ${font}, not the page font`);
  });
}

await browser.close();
await server.close();
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`docs site: getting started and ${elements.length} API references render, each with the manifest's whole API`);
