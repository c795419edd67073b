#!/usr/bin/env node
// `npm run bench [name…]`: builds bench/*.html in production mode (Lit's
// production build, minified, as readers get it), opens each page in headless
// Chromium, waits for the tables it publishes (bench/harness.ts) and prints
// them. Results also go to bench/results/<page>.md. Timings live here and in
// docs/performance.md, never in tests: these machines are shared and noisy.
//
// Options, passed to every page as its query string: `--quick` (fewer runs a cell, the extra tables
// left out) and `--sizes=10,100` (the leaderboard's board sizes), e.g.
// `npm run bench leaderboard-table -- --quick --sizes=10,1000`.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, preview } from 'vite';
import { launchChromium } from './chromium.mjs';
import { reserveStylesheet } from './reserve-css.mjs';

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const query = new URLSearchParams();
for (const arg of args.filter((a) => a.startsWith('--'))) {
  const [key, value = ''] = arg.slice(2).split('=');
  if (!['quick', 'sizes'].includes(key)) {
    console.error(`bench: unknown option ${arg} (options: --quick, --sizes=10,100,…)`);
    process.exit(2);
  }
  query.set(key, value);
}
const search = query.size ? `?${query}` : '';
const pages = readdirSync('bench')
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.replace(/\.html$/, ''))
  .filter((name) => only.length === 0 || only.includes(name));
if (pages.length === 0) {
  console.error(`bench: no page matches ${only.join(', ') || '(none in bench/)'}`);
  process.exit(1);
}

const root = resolve('bench');
const LIBRARY = 'codespecweave-widgets';
const LOADER = 'codespecweave-widgets.after-paint';
const outDir = resolve('bench/dist');
await build({
  root,
  logLevel: 'warn',
  base: './',
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        ...Object.fromEntries(pages.map((p) => [p, resolve(root, `${p}.html`)])),
        // The first-paint page loads the library as a page would, by URL: the production bundle of
        // src/define.ts and the README snippet's loader beside it (src/after-paint.ts), at the names
        // they have in dist/browser/.
        ...(pages.includes('first-paint') ? { [LIBRARY]: resolve('src/define.ts'), [LOADER]: resolve('src/after-paint.ts') } : {}),
      },
      output: { entryFileNames: (chunk) => ([LIBRARY, LOADER].includes(chunk.name) ? '[name].js' : 'assets/[name]-[hash].js') },
    },
  },
});
// Cross-origin isolated (every page's files are its own): performance.now() then steps by 5 µs, not
// 100 µs, which was a tenth of a 10-row board's search and made its medians jump by whole steps.
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
// The first-paint page's first visits: `/cold/<n>/<file>` is `<file>`, answered after a network's
// round trip. A new `<n>` each load is a URL no cache holds, with the library's relative imports.
const COLD_LATENCY_MS = 100;
const coldFiles = {
  name: 'cold-files',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      const cold = /^\/cold\/\d+(\/.*)$/.exec(request.url ?? '');
      if (!cold) return next();
      request.url = cold[1];
      setTimeout(next, COLD_LATENCY_MS);
    });
  },
};
const server = await preview({ root, logLevel: 'warn', plugins: [coldFiles], build: { outDir }, preview: { port: 0, host: '127.0.0.1', headers: ISOLATED } });
const url = server.resolvedUrls.local[0];
// The README snippet's stylesheet beside the library, as dist/browser/ has it (first-paint's pages link it).
if (pages.includes('first-paint')) writeFileSync(resolve(outDir, 'loading-reserve.css'), await reserveStylesheet());

const browser = await launchChromium(['--js-flags=--expose-gc']);
// Pages measured on a phone-class CPU: Chromium's CPU throttling (N× slower), set before they load.
const CPU_THROTTLING = { 'phone-cpu': 4, 'first-paint': 4 };

const table = ({ title, columns, rows, note }) =>
  [
    `### ${title}`,
    '',
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    ...(note ? ['', note] : []),
    '',
  ].join('\n');

let failed = false;
mkdirSync('bench/results', { recursive: true });
const cpu = (await import('node:os')).cpus();
const os = await import('node:os');
// The load average at the start: on a shared machine it says how far to trust a figure.
const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
const header = `Headless Chromium ${await browser.version()}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load} (1 / 5 / 15 min) at the start${search ? `, options ${args.filter((a) => a.startsWith('--')).join(' ')}` : ''}. Medians; timers at 5 µs (cross-origin isolated).`;
console.log(header, '\n');
for (const name of pages) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (CPU_THROTTLING[name]) await page.emulateCPUThrottling(CPU_THROTTLING[name]);
  page.on('pageerror', (e) => console.error(`[${name}] page error: ${e.message}`));
  try {
    await page.goto(`${url}${name}.html${search}`, { waitUntil: 'load' });
    if (!(await page.evaluate(() => crossOriginIsolated))) console.error(`[${name}] not cross-origin isolated: its timers step by 100 µs`);
    await page.waitForFunction('window.__benchResults || window.__benchError', {
      // The leaderboard page at 100,000 rows renders the plain table whole (tens of seconds a run).
      timeout: 40 * 60_000,
      polling: 500,
    });
    const { results, error } = await page.evaluate(() => ({
      results: window.__benchResults,
      error: window.__benchError,
    }));
    if (error) throw new Error(error);
    const text = results.map(table).join('\n');
    console.log(`## ${name}\n\n${text}`);
    writeFileSync(`bench/results/${name}.md`, `${header}\n\n${text}`);
  } catch (error) {
    failed = true;
    console.error(`[${name}] failed: ${error instanceof Error ? error.stack : error}`);
    // A page that publishes as it goes: print what it measured before it stopped.
    const partial = await page.evaluate(() => window.__benchPartial).catch(() => undefined);
    if (partial) console.log(`## ${name} (partial)\n\n${partial.map(table).join('\n')}`);
  } finally {
    await page.close();
  }
}
await browser.close();
await new Promise((done) => server.httpServer.close(done));
process.exit(failed ? 1 : 0);
