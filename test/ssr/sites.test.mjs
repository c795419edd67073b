// Issue 27: `prerender` on whole sites. Folders, globs and several files in one process, in place
// or into --out-dir, on worker threads, with a one-line summary and the exit-code rules (0 whatever
// the data, 1 when a page cannot be read or written, 2 for misuse); the same through
// `prerenderFiles`; and `--stylesheet` / `--stylesheet-out` (issue 25.9).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { after, before, describe, test } from 'node:test';
import { prerender, prerenderFiles, prerenderStylesheet } from '../../dist/ssr/index.js';
import { matchSegments } from '../../dist/ssr/glob.js';
import { REPO_ROOT } from '../e2e/support/browser.mjs';
import { withoutShadowTemplates } from './support/pages.mjs';

const BIN = path.join(REPO_ROOT, 'bin/codespecweave-widgets.mjs');
const run = (args, cwd) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });

/** A blog page as a site generator writes it: a board from a shared data file, a citation, prose in two languages. */
const post = (n, depth) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Post ${n}</title></head>
<body>
<h1>Post ${n}: Ergebnisse und 結果</h1>
<leaderboard-table id="board-${n}" src="${'../'.repeat(depth)}data/board.json"></leaderboard-table>
<bibtex-card id="cite-${n}"><pre>@misc{post${n}, title={Post number ${n} with a long title about requirements}, author={Müller, Anna and 王, 小明}, year={2026}}</pre></bibtex-card>
<p>Text &amp; more text.</p>
</body>
</html>
`;
const BOARD = JSON.stringify({
  title: 'A shared board',
  entries: Array.from({ length: 40 }, (_, i) => ({ model: `Model ${i} with a rather long name`, framework: ['Alpha', 'Beta', 'Γάμμα'][i % 3], score: Math.round((90 - i * 1.7) * 10) / 10 })),
});

describe('prerender on a site', () => {
  let dir;
  let site;
  const pages = ['index.html', 'about.html', 'blog/one.html', 'blog/two.html', 'blog/2026/deep.html', 'ja/index.htm'];
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-site-'));
    site = path.join(dir, '_site');
    for (const [i, page] of pages.entries()) {
      await mkdir(path.dirname(path.join(site, page)), { recursive: true });
      await writeFile(path.join(site, page), post(i, page.split('/').length - 1));
    }
    await mkdir(path.join(site, 'data'));
    await writeFile(path.join(site, 'data/board.json'), BOARD);
    await writeFile(path.join(site, 'data/notes.txt'), 'not a page');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a folder into --out-dir: every page, at its path, byte-identical outside the shadow roots; a one-line summary', async () => {
    const result = run(['prerender', '_site', '--out-dir', 'out', '--jobs', '2'], dir);
    assert.equal(result.status, 0, result.stderr);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    assert.match(lines[0], /^codespecweave-widgets: prerendered 12 elements in 6 pages in \d+\.\d s on 2 threads$/);
    for (const [i, page] of pages.entries()) {
      const out = await readFile(path.join(dir, 'out', page), 'utf8');
      assert.equal(withoutShadowTemplates(out), post(i, page.split('/').length - 1), page);
      assert.equal(out.match(/<template shadowrootmode="open">/g).length, 2, page);
      assert.match(out, /Model 39 with a rather long name/, `${page}: the shared data file, read relative to the page`);
    }
    assert.deepEqual((await readdir(path.join(dir, 'out'))).sort(), ['about.html', 'blog', 'index.html', 'ja']);
    // The input is left alone.
    assert.equal(await readFile(path.join(site, 'index.html'), 'utf8'), post(0, 0));
  });

  test('the same pages from workers as from one thread', async () => {
    const single = await prerenderFiles([site], { outDir: path.join(dir, 'one'), jobs: 1, onWarning: () => {} });
    const multi = await prerenderFiles([site], { outDir: path.join(dir, 'two'), jobs: 3, onWarning: () => {} });
    assert.equal(single.workers, 0);
    assert.equal(multi.workers, 2, 'this thread and two workers');
    assert.equal(single.pages, 6);
    assert.equal(multi.rendered, single.rendered);
    for (const page of pages) assert.equal(await readFile(path.join(dir, 'two', page), 'utf8'), await readFile(path.join(dir, 'one', page), 'utf8'), page);
  });

  test('a glob, quoted: ** and * match; --in-place rewrites; warnings name pages relative to the site', async () => {
    const copy = path.join(dir, 'copy');
    for (const page of pages) {
      await mkdir(path.dirname(path.join(copy, page)), { recursive: true });
      await writeFile(path.join(copy, page), (await readFile(path.join(site, page), 'utf8')).replace('data/board.json', 'data/missing.json'));
    }
    await mkdir(path.join(copy, 'data'), { recursive: true });
    const result = run(['prerender', 'copy/blog/**/*.html', '--in-place', '--root', 'copy'], dir);
    assert.equal(result.status, 0, result.stderr);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('warning:'));
    assert.deepEqual(
      warnings.map((line) => /warning: (\S+):6:/.exec(line)?.[1]).sort(),
      ['blog/2026/deep.html', 'blog/one.html', 'blog/two.html'],
    );
    assert.ok(!result.stderr.includes(dir), 'no absolute path');
    assert.match(result.stderr, /prerendered 6 elements in 3 pages \(3 warnings\)/);
    assert.match(await readFile(path.join(copy, 'blog/2026/deep.html'), 'utf8'), /<template shadowrootmode="open">/);
    assert.doesNotMatch(await readFile(path.join(copy, 'index.html'), 'utf8'), /<template shadowrootmode/, 'outside the glob: untouched');
    // Idempotent: a second run changes nothing.
    const before = await readFile(path.join(copy, 'blog/one.html'), 'utf8');
    assert.equal(run(['prerender', 'copy/blog/**/*.html', '--in-place', '--root', 'copy'], dir).status, 0);
    assert.equal(await readFile(path.join(copy, 'blog/one.html'), 'utf8'), before);
  });

  test('exit codes: 2 for misuse, 1 when nothing matches or a page cannot be written (the others still are)', async () => {
    const folder = run(['prerender', '_site'], dir);
    assert.equal(folder.status, 2);
    assert.match(folder.stderr, /is a folder: give --in-place or --out-dir/);
    assert.equal(run(['prerender', '_site', '--in-place', '--out-dir', 'x'], dir).status, 2);
    assert.equal(run(['prerender', 'a.html', 'b.html', '-o', 'x.html'], dir).status, 2);
    const none = run(['prerender', '_site/**/*.xhtml', '--out-dir', 'x'], dir);
    assert.equal(none.status, 1);
    assert.match(none.stderr, /no HTML pages match "_site\/\*\*\/\*\.xhtml"/);
    // `blocked/one.html` is a folder, so that page cannot be written; the other one is.
    await mkdir(path.join(dir, 'blocked/one.html'), { recursive: true });
    await mkdir(path.join(dir, 'partly'), { recursive: true });
    await writeFile(path.join(dir, 'partly/a.html'), post(1, 0));
    const failing = run(['prerender', path.join(dir, 'partly/a.html'), path.join(site, 'blog/one.html'), '--out-dir', 'blocked', '--jobs', '1'], dir);
    assert.equal(failing.status, 1);
    assert.match(failing.stderr, /error: _site\/blog\/one\.html: cannot write the page: EISDIR/);
    assert.match(failing.stderr, /prerendered 2 elements in 1 page \(1 warning, 1 failed\)/);
    assert.match(await readFile(path.join(dir, 'blocked/a.html'), 'utf8'), /<template shadowrootmode="open">/);
  });

  test('glob segments: ** is any depth, * and ? stay in one segment', () => {
    assert.equal(matchSegments(['**', '*.html'], ['a.html']), true);
    assert.equal(matchSegments(['**', '*.html'], ['blog', '2026', 'a.html']), true);
    assert.equal(matchSegments(['*.html'], ['blog', 'a.html']), false);
    assert.equal(matchSegments(['blog', '**'], ['blog']), true);
    assert.equal(matchSegments(['p?st.html'], ['post.html']), true);
    assert.equal(matchSegments(['p?st.html'], ['poost.html']), false);
    assert.equal(matchSegments(['a+b(1).html'], ['a+b(1).html']), true, 'regex characters are literal');
    assert.equal(matchSegments(['**', '**', '**', 'x'], Array(40).fill('d')), false, 'no backtracking blow-up');
  });

  test('--stylesheet links one stylesheet in every shadow root; --stylesheet-out writes it, equal to the shipped one', async () => {
    const result = run(['prerender', '_site', '--out-dir', 'linked', '--stylesheet', '/assets/csw.css', '--stylesheet-out', 'csw.css', '--jobs', '1'], dir);
    assert.equal(result.status, 0, result.stderr);
    const out = await readFile(path.join(dir, 'linked/blog/one.html'), 'utf8');
    const roots = out.match(/<template shadowrootmode="open">[^]*?<\/template>/g);
    assert.equal(roots.length, 2);
    for (const root of roots) {
      assert.ok(root.startsWith('<template shadowrootmode="open"><link rel="stylesheet" href="/assets/csw.css">'), root.slice(0, 120));
      assert.doesNotMatch(root, /<style/);
    }
    const css = await readFile(path.join(dir, 'csw.css'), 'utf8');
    assert.equal(css, await prerenderStylesheet());
    assert.equal(css, await readFile(path.join(REPO_ROOT, 'dist/codespecweave-widgets.css'), 'utf8'), 'dist/codespecweave-widgets.css is the same file (npm run build)');
    // Each element's own rules apply in its own shadow root only; the shared ones in all four.
    assert.match(css, /:host\(leaderboard-table\) table\{/);
    assert.match(css, /:host\(results-toggle\) table\{/);
    assert.match(css, /:host\(:is\(requirement-web, results-toggle, leaderboard-table, bibtex-card\)\):host\(\[theme=dark\]\)/);
    assert.match(css, /@media print\{:host\(results-toggle\) /, 'inside at-rules too');
    assert.doesNotMatch(css, /(^|[},])\s*table\{/, 'no unscoped rule');
    // Smaller pages: the CSS is not repeated per element.
    const inline = await prerender(post(1, 0), { baseDir: site, onWarning: () => {} });
    // Smaller pages: the CSS (about 4 KB for the card, 6.6 KB for the board) is not in the page.
    assert.ok(inline.length - out.length > 9000, `${out.length} vs ${inline.length} bytes`);
  });
});
