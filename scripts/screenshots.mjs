#!/usr/bin/env node
// Regenerates the screenshots (docs/screenshots/, shown in the README and docs/development.md) of the findings page (demo/index.html)
// at 1280 and 375 px wide, light and dark, into docs/screenshots/.
// Run after `npm run build`:  node scripts/screenshots.mjs
// (E2E_ROOT serves another tree laid out like this repository, as in the e2e tests.)
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launchChromium } from './chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serveRoot = process.env.E2E_ROOT ? path.resolve(process.env.E2E_ROOT) : repoRoot;
const outDir = path.join(repoRoot, 'docs', 'screenshots');
const WIDTHS = [1280, 375];
const THEMES = ['light', 'dark'];

if (!existsSync(path.join(serveRoot, 'dist', 'codespecweave-widgets.js'))) {
  console.error('screenshots: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

await mkdir(outDir, { recursive: true });
const server = await startServer({ port: 0, root: serveRoot });
const browser = await launchChromium(['--hide-scrollbars']);

try {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: theme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      await page.goto(`${server.origin}/demo/`, { waitUntil: 'load' });
      await page.click(`#theme-switch input[value="${theme}"]`);
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].every(
            (el) => el.shadowRoot?.querySelector('[part~="base"] > :not(slot)') && !el.hasAttribute('aria-busy'),
          ),
        { timeout: 20000 },
      );
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const file = path.join(outDir, `findings-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshots: wrote ${path.relative(repoRoot, file)}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
