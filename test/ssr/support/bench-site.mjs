// Bench (not a test): a 60-page site prerendered with one command against one CLI run per page,
// the way docs/server-rendering.md used to suggest (`find … -exec npx … \;`). Needs `npm run build`.
// Run: node test/ssr/support/bench-site.mjs [pages]. Prints the times and the ratio.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { REPO_ROOT } from '../../e2e/support/browser.mjs';

const PAGES = Number(process.argv[2] ?? 60);
const BIN = path.join(REPO_ROOT, 'bin/codespecweave-widgets.mjs');
const board = JSON.stringify({ title: 'Board', entries: Array.from({ length: 30 }, (_, i) => ({ model: `Model ${i}`, framework: `F${i % 4}`, score: 80 - i })) });
const web = JSON.stringify({ title: 'Web', hub: { id: 'hub', label: 'Core' }, requirements: Array.from({ length: 8 }, (_, i) => ({ id: `r${i}`, label: `Requirement ${i}` })), links: [] });

const dir = await mkdtemp(path.join(tmpdir(), 'csw-bench-site-'));
try {
  const site = path.join(dir, '_site');
  await mkdir(path.join(site, 'data'), { recursive: true });
  await writeFile(path.join(site, 'data/board.json'), board);
  const files = [];
  for (let i = 0; i < PAGES; i++) {
    const folder = path.join(site, 'posts', String(i));
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, 'index.html');
    files.push(file);
    await writeFile(
      file,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Post ${i}</title></head><body><h1>Post ${i}</h1>
<leaderboard-table src="/data/board.json"></leaderboard-table>
<requirement-web data='${web}'></requirement-web>
<bibtex-card><pre>@misc{p${i}, title={Post ${i}}, author={Doe, Jane}, year={2026}}</pre></bibtex-card>
<p>${'Prose. '.repeat(200)}</p></body></html>\n`,
    );
  }
  const time = (fn) => {
    const start = performance.now();
    fn();
    return (performance.now() - start) / 1000;
  };
  const one = time(() => execFileSync(process.execPath, [BIN, 'prerender', site, '--out-dir', path.join(dir, 'one')], { stdio: 'pipe' }));
  const thread = time(() => execFileSync(process.execPath, [BIN, 'prerender', site, '--out-dir', path.join(dir, 'thread'), '--jobs', '1'], { stdio: 'pipe' }));
  // CSW_BENCH_ONE=1: the one-command figures only (the per-page runs take half a minute).
  if (process.env.CSW_BENCH_ONE) {
    console.log(`${PAGES} pages, ${availableParallelism()} cores: one command ${one.toFixed(2)} s (${thread.toFixed(2)} s with --jobs 1)`);
    process.exitCode = 0;
  }
  const each = process.env.CSW_BENCH_ONE ? NaN : time(() => {
    for (const file of files) execFileSync(process.execPath, [BIN, 'prerender', file, '--root', site, '-o', `${file}.out.html`], { stdio: 'pipe' });
  });
  if (!process.env.CSW_BENCH_ONE) console.log(`${PAGES} pages, ${availableParallelism()} cores: one command ${one.toFixed(2)} s (${thread.toFixed(2)} s in one thread, --jobs 1); one CLI run per page ${each.toFixed(2)} s; ${(each / one).toFixed(1)}× faster`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
