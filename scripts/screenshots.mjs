#!/usr/bin/env node
// Regenerates the screenshots in docs/screenshots/ (shown in the README and docs/) (run after `npm run build`):
//   node scripts/screenshots.mjs
// - findings-<1280|375|320>-<light|dark>.png: the findings page (demo/index.html), whole;
// - element-<id>-375.png: each element of the findings page on a 375 px phone;
// - deck-<slide>-1280x720.png: three slides of the deck (demo/slides.html) on a 1280 × 720 screen
//   (the task web with a requirement selected),
//   deck-phone-375.png: the deck on a 375 px phone (reveal.js's scroll view);
// - findings-print-<n>.png: the findings page printed (page.pdf()), one PNG per page at 80 dpi
//   (pdftoppm, from poppler-utils).
// (E2E_ROOT serves another tree laid out like this repository, as in the e2e tests.)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launchChromium } from './chromium.mjs';

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

try {
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

  // Three slides of the deck on a 1280 × 720 screen, and the deck on a phone.
  {
    const page = await newPage(1280, 720);
    await page.goto(`${server.origin}/demo/slides.html?transition=none&backgroundTransition=none`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.deck?.isReady());
    await settled(page);
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
} finally {
  await browser.close();
  await server.close();
}
