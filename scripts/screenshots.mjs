#!/usr/bin/env node
// Regenerates the screenshots in docs/screenshots/ (shown in the README and docs/) (run after `npm run build`):
//   node scripts/screenshots.mjs
// - findings-<1280|375|320>-<light|dark>.png: the findings page (demo/index.html), whole;
// - element-<id>-375.png: each element of the findings page on a 375 px phone;
// - deck-<slide>-1280x720.png: three slides of the deck (demo/slides.html) on a 1280 × 720 screen
//   (the task web with a requirement selected),
//   deck-phone-375.png: the deck on a 375 px phone (reveal.js's scroll view),
//   deck-pdf-<n>.png: its ?print-pdf pages (page.pdf(), pdftoppm);
// - decks-docs-<slide>-<theme>-1280x720.png, decks-docs-phone-375.png, decks-docs-pdf-<n>.png: the
//   deck written from docs/decks.md alone (test/e2e/support/docs-deck.mjs), the same ways;
// - findings-print-<n>.png: the findings page printed (page.pdf()), one PNG per page at 80 dpi
//   (pdftoppm, from poppler-utils).
// (E2E_ROOT serves another tree laid out like this repository, as in the e2e tests.)
// `--decks` writes only the decks' screenshots.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launchChromium } from './chromium.mjs';
import { DOCS_DECKS, writeDocsDecks } from '../test/e2e/support/docs-deck.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serveRoot = process.env.E2E_ROOT ? path.resolve(process.env.E2E_ROOT) : repoRoot;
const outDir = path.join(repoRoot, 'docs', 'screenshots');
const WIDTHS = [1280, 375, 320];
const THEMES = ['light', 'dark'];
const ELEMENTS = 'requirement-web, results-toggle, leaderboard-table, bibtex-card';
// Each slide, and what a presenter selects on it first (a requirement: its panel open beside the web).
const DECK_SLIDES = [
  ['slide-results'],
  ['slide-leaderboard'],
  ['slide-task', '#deck-task-web', 'proportionality'],
];
// The docs' deck: each slide (its index in the deck, or its id) in one theme.
const DOCS_DECK_SLIDES = [
  ['0', 'web', 'black'],
  ['1', 'results', 'white'],
  ['2', 'leaderboard', 'white'],
  ['shared', 'shared', 'white'],
  ['full', 'full-results', 'black'],
];
const decksOnly = process.argv.includes('--decks');

if (!existsSync(path.join(serveRoot, 'dist', 'codespecweave-widgets.js'))) {
  console.error('screenshots: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

await mkdir(outDir, { recursive: true });
const server = await startServer({ port: 0, root: serveRoot });
const browser = await launchChromium(['--hide-scrollbars']);
const wrote = (file) => console.log(`screenshots: wrote ${path.relative(repoRoot, file)}`);

/** A page at `width` × `height`, in `theme`, with reduced motion (final frames, not animations). */
async function newPage(width, height, theme = 'light') {
  const page = await browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: theme },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ]);
  return page;
}

/** Every element shows its data (its `ready`), fonts are in, and two frames have been drawn. */
async function settled(page) {
  await page.evaluate(
    (selector) => Promise.all([...document.querySelectorAll(selector)].map((el) => customElements.whenDefined(el.localName).then(() => el.ready))),
    ELEMENTS,
  );
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The docs' deck shown (its module scope hides reveal.js): ready, every element with its data, every slide fitted. */
async function docsDeckSettled(page) {
  await page.waitForFunction(() => document.querySelector('.reveal.ready'), { timeout: 20000 });
  await settled(page);
  await page.waitForFunction(() => !document.querySelector('[data-deck-fitting]'), { timeout: 20000 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A deck's ?print-pdf pages as `<prefix>-<n>.png` (80 dpi), the old ones removed first. */
async function printDeck(url, prefix) {
  const page = await newPage(1280, 720);
  await page.emulateMediaType('print');
  await page.evaluateOnNewDocument(() => document.addEventListener('pdf-ready', () => (window.__pdfReady = true)));
  await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__pdfReady === true, { timeout: 30000 });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'csw-deck-print-'));
  try {
    const pdf = path.join(tmp, 'deck.pdf');
    await writeFile(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    execFileSync('pdftoppm', ['-png', '-r', '80', pdf, path.join(tmp, 'page')]);
    for (const old of (await readdir(outDir)).filter((f) => new RegExp(`^${prefix}-\\d+\\.png$`).test(f))) await rm(path.join(outDir, old));
    const pages = (await readdir(tmp)).filter((f) => f.endsWith('.png')).sort();
    for (const [i, png] of pages.entries()) {
      const file = path.join(outDir, `${prefix}-${i + 1}.png`);
      await rename(path.join(tmp, png), file);
      wrote(file);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  await page.close();
}

try {
  if (!decksOnly) {
  // The findings page, whole, at three widths and in both themes.
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const page = await newPage(width, 900, theme);
      await page.goto(`${server.origin}/demo/`, { waitUntil: 'load' });
      await page.click(`#theme-switch input[value="${theme}"]`);
      await settled(page);
      const file = path.join(outDir, `findings-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      wrote(file);
      await page.close();
    }
  }

  // Each element of the findings page on a phone.
  {
    const page = await newPage(375, 800);
    await page.goto(`${server.origin}/demo/`, { waitUntil: 'load' });
    await settled(page);
    for (const id of await page.$$eval(ELEMENTS, (els) => els.map((el) => el.id))) {
      const element = await page.$(`#${id}`);
      await element.scrollIntoView();
      const file = path.join(outDir, `element-${id}-375.png`);
      await element.screenshot({ path: file });
      wrote(file);
    }
    await page.close();
  }

  }

  // Three slides of the deck on a 1280 × 720 screen, and the deck on a phone.
  {
    const page = await newPage(1280, 720);
    await page.goto(`${server.origin}/demo/slides.html?transition=none&backgroundTransition=none`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.deck?.isReady());
    await settled(page);
    await page.evaluate(() => window.deck.getPlugin('codespecweave').settled());
    for (const [slide, selector, selected] of DECK_SLIDES) {
      await page.evaluate((id) => {
        const { h, v } = window.deck.getIndices(document.getElementById(id));
        window.deck.slide(h, v);
      }, slide);
      if (selector) {
        await page.$eval(selector, (el, id) => {
          el.selected = id;
          return el.updateComplete;
        }, selected);
      }
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The plugin fits a slide whose element grew (a selection's panel) again.
      await page.evaluate(() => window.deck.getPlugin('codespecweave').settled());
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const file = path.join(outDir, `deck-${slide.replace(/^slide-/, '')}-1280x720.png`);
      await page.screenshot({ path: file });
      wrote(file);
    }
    await page.close();

    const phone = await newPage(375, 667);
    await phone.goto(`${server.origin}/demo/slides.html`, { waitUntil: 'load' });
    await phone.waitForFunction(() => window.deck?.isReady() && window.deck.isScrollView());
    await settled(phone);
    await phone.evaluate(() => document.getElementById('slide-results').scrollIntoView({ block: 'start' }));
    await phone.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const file = path.join(outDir, 'deck-phone-375.png');
    await phone.screenshot({ path: file });
    wrote(file);
    await phone.close();
  }

  // The decks on paper: ?print-pdf printed as docs/decks.md says (print media from the start, after
  // reveal.js's pdf-ready), one PNG per page.
  await printDeck('/demo/slides.html?print-pdf', 'deck-pdf');
  writeDocsDecks(repoRoot, serveRoot);
  await printDeck(`/${DOCS_DECKS}/module-white.html?print-pdf`, 'decks-docs-pdf');

  // The docs' deck at 1280 × 720, and on a phone.
  for (const [slide, name, theme] of DOCS_DECK_SLIDES) {
    const page = await newPage(1280, 720);
    await page.goto(`${server.origin}/${DOCS_DECKS}/module-${theme}.html?transition=none#/${slide}`, { waitUntil: 'load' });
    await docsDeckSettled(page);
    const file = path.join(outDir, `decks-docs-${name}-${theme}-1280x720.png`);
    await page.screenshot({ path: file });
    wrote(file);
    await page.close();
  }
  {
    const phone = await newPage(375, 667);
    await phone.goto(`${server.origin}/${DOCS_DECKS}/module-white.html`, { waitUntil: 'load' });
    await docsDeckSettled(phone);
    await phone.evaluate(() => document.querySelector('leaderboard-table').closest('section').scrollIntoView({ block: 'start' }));
    await phone.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const file = path.join(outDir, 'decks-docs-phone-375.png');
    await phone.screenshot({ path: file });
    wrote(file);
    await phone.close();
  }

  if (!decksOnly) {
  // The findings page printed, page by page.
  {
    const page = await newPage(1280, 900);
    await page.goto(`${server.origin}/demo/`, { waitUntil: 'load' });
    await settled(page);
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'csw-print-'));
    try {
      const pdf = path.join(tmp, 'findings.pdf');
      await writeFile(pdf, await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } }));
      execFileSync('pdftoppm', ['-png', '-r', '80', pdf, path.join(tmp, 'page')]);
      for (const old of (await readdir(outDir)).filter((f) => /^findings-print-\d+\.png$/.test(f))) await rm(path.join(outDir, old));
      const pages = (await readdir(tmp)).filter((f) => f.endsWith('.png')).sort();
      for (const [i, png] of pages.entries()) {
        const file = path.join(outDir, `findings-print-${i + 1}.png`);
        await rename(path.join(tmp, png), file);
        wrote(file);
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
    await page.close();
  }
  }
} finally {
  await browser.close();
  await server.close();
}
