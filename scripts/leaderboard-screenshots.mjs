#!/usr/bin/env node
// The leaderboard's layout screenshots (issue 35), from the sources (no build needed):
//   node scripts/leaderboard-screenshots.mjs [--out <dir>] [--fields N] [--lang de]
// - leaderboard-fields-<320|375|680|768|1280>-<light|dark>.png: a 4-field board with long names
//   (test/fixtures/leaderboards.ts layoutBoard) in a container of that width;
// - leaderboard-fields-print-<n>.png: the same board printed on A4 (page.pdf(), then pdftoppm -r 80).
// The element and the fixture are bundled with esbuild into the page, so what is shown is the
// working tree's source.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { launchChromium } from './chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const outDir = path.resolve(arg('--out', path.join(repoRoot, 'docs', 'screenshots')));
const fieldCount = Number(arg('--fields', '4'));
const lang = arg('--lang', 'en');
const rows = Number(arg('--rows', '12'));
const WIDTHS = [320, 375, 680, 768, 1280];

const bundle = await build({
  stdin: {
    contents: `import './src/components/leaderboard-table/define.ts';
      import { layoutBoard } from './test/fixtures/leaderboards.ts';
      window.layoutBoard = layoutBoard;`,
    resolveDir: repoRoot,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  write: false,
  tsconfig: path.join(repoRoot, 'tsconfig.json'),
  target: 'es2022',
});
const script = bundle.outputFiles[0].text;

/** A page with one board of `fieldCount` fields in a `width` px container. */
function pageHtml(width, theme) {
  const background = theme === 'dark' ? '#0d1117' : '#ffffff';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>body { margin: 16px; font: 16px/1.5 system-ui, sans-serif; background: ${background}; color-scheme: ${theme}; } .box { width: ${width}px; }</style></head>
<body><div class="box"><leaderboard-table theme="${theme}" motion="none"></leaderboard-table></div>
<script type="module">${script}
const el = document.querySelector('leaderboard-table');
el.data = window.layoutBoard(${fieldCount}, ${rows}, ${JSON.stringify(lang)});
await el.ready;
await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
document.body.dataset.ready = '1';
</script></body></html>`;
}

await mkdir(outDir, { recursive: true });
const browser = await launchChromium(['--hide-scrollbars']);
const prefix = `leaderboard-fields${lang === 'en' ? '' : `-${lang}`}`;
try {
  for (const width of WIDTHS) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage();
      await page.setViewport({ width: width + 32, height: 900 });
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await page.setContent(pageHtml(width, theme), { waitUntil: 'load' });
      await page.waitForSelector('body[data-ready]', { timeout: 60_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const file = path.join(outDir, `${prefix}-${width}-${theme}.png`);
      const box = await page.$('leaderboard-table');
      await box.screenshot({ path: file });
      console.log(`wrote ${path.relative(repoRoot, file)}`);
      await page.close();
    }
  }
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.setContent(pageHtml(1280, 'light').replace('.box { width: 1280px; }', '.box { max-width: 100%; }'), { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready]', { timeout: 60_000 });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'board-print-'));
  await writeFile(path.join(tmp, 'print.pdf'), pdf);
  execFileSync('pdftoppm', ['-png', '-r', '80', path.join(tmp, 'print.pdf'), path.join(tmp, 'page')]);
  for (const name of (await readdir(tmp)).filter((file) => file.endsWith('.png')).sort()) {
    const n = Number(/(\d+)\.png$/.exec(name)[1]);
    const file = path.join(outDir, `${prefix}-print-${n}.png`);
    await rename(path.join(tmp, name), file);
    console.log(`wrote ${path.relative(repoRoot, file)}`);
  }
  console.log(execFileSync('pdftotext', ['-layout', path.join(tmp, 'print.pdf'), '-']).toString().split('\n').slice(0, 40).join('\n'));
  await rm(tmp, { recursive: true, force: true });
  await page.close();
} finally {
  await browser.close();
}
