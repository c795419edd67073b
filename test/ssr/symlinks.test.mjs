// Issue 39 (item 4): `prerender` on a site and an output folder holding symlinks someone else put
// there (made here in a temp folder by the test). A page that is a link to a file outside the site
// is neither published (--out-dir) nor rewritten (--in-place); a link to a page inside the site
// still works; a file or folder in the output that is a link to outside is never written through.
// Each refusal is an error naming the page, and exit code 1. The site plugins use the same code
// (prerenderFiles), so the module is checked too.
import assert from 'node:assert/strict';
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { prerenderFiles } from '../../dist/ssr/index.js';
import { prerenderSite } from '../../dist/site-build.js';
import { run } from '../embed/support.mjs';

const MARKER = 'CSW-OUTSIDE-MARKER-39';
const PAGE = (text) => `<!doctype html><html lang="en"><head><title>${text}</title></head><body><leaderboard-table data='{"entries":[{"model":"${text}","score":70}]}'></leaderboard-table></body></html>`;

/** Every file's text below `dir` (links not followed), as { relative path: text }. */
async function filesBelow(dir) {
  const found = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile()) found[path.relative(dir, full)] = await readFile(full, 'utf8');
  }
  return found;
}

describe('prerender never reads a page from, nor writes to, outside the site and the output folder', () => {
  let dir;
  let site;
  let outside;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-symlinks-'));
  });
  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await rm(path.join(dir, 'case'), { recursive: true, force: true });
    site = path.join(dir, 'case/site');
    outside = path.join(dir, 'case/outside');
    await mkdir(path.join(site, 'blog'), { recursive: true });
    await mkdir(path.join(outside, 'folder'), { recursive: true });
    await writeFile(path.join(site, 'index.html'), PAGE('Home'));
    await writeFile(path.join(site, 'blog/post.html'), PAGE('Post'));
    await writeFile(path.join(outside, 'passwd.html'), `${MARKER} root:x:0:0 ${PAGE(MARKER)}`);
    // A link out of the site, and a link to a page inside it (which stays a page of the site).
    await symlink(path.join(outside, 'passwd.html'), path.join(site, 'blog/leak.html'));
    await symlink(path.join(site, 'index.html'), path.join(site, 'blog/alias.html'));
    // A linked folder out of the site: a page inside it is outside too.
    await symlink(outside, path.join(site, 'elsewhere'));
  });

  test('--out-dir: the linked page out of the site is refused, its bytes published nowhere', async () => {
    const result = run(['prerender', 'site', 'site/elsewhere/passwd.html', '--out-dir', 'out'], path.join(dir, 'case'));
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /error: blog\/leak\.html: not read: the page is a symlink to outside the site/);
    const out = await filesBelow(path.join(dir, 'case/out'));
    assert.deepEqual(Object.keys(out).sort(), ['blog/alias.html', 'blog/post.html', 'index.html']);
    for (const [file, text] of Object.entries(out)) assert.ok(!text.includes(MARKER), `${file} carries the outside file's bytes`);
    assert.ok(!result.stdout.includes(MARKER) && !result.stderr.includes(MARKER));
  });

  test('--in-place: the outside file is left as it was', async () => {
    const before = await readFile(path.join(outside, 'passwd.html'), 'utf8');
    const result = run(['prerender', 'site', '--in-place'], path.join(dir, 'case'));
    assert.equal(result.status, 1, result.stderr);
    assert.equal(await readFile(path.join(outside, 'passwd.html'), 'utf8'), before);
    assert.match(await readFile(path.join(site, 'blog/post.html'), 'utf8'), /shadowrootmode/);
  });

  test('--out-dir holding links to a file and a folder outside: neither is written through', async () => {
    const out = path.join(dir, 'case/out');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(outside, 'victim.html'), 'VICTIM');
    await symlink(path.join(outside, 'victim.html'), path.join(out, 'index.html'));
    await symlink(path.join(outside, 'folder'), path.join(out, 'blog'));
    await rm(path.join(site, 'blog/leak.html'));
    await rm(path.join(site, 'elsewhere'));
    const result = run(['prerender', 'site', '--out-dir', 'out'], path.join(dir, 'case'));
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /error: index\.html: cannot write the page: not written: the output file is a symlink|error: index\.html: not written: the output file is a symlink/);
    assert.match(result.stderr, /error: blog\/post\.html: not written: a folder in the output is a symlink/);
    assert.equal(await readFile(path.join(outside, 'victim.html'), 'utf8'), 'VICTIM');
    assert.deepEqual(await readdir(path.join(outside, 'folder')), []);
    assert.ok((await lstat(path.join(out, 'index.html'))).isSymbolicLink());
  });

  test('the module the site plugins use refuses the same', async () => {
    const report = await prerenderFiles([site], { outDir: path.join(dir, 'case/module-out'), jobs: 1, onWarning: () => {} });
    assert.deepEqual(
      report.failed.map((failure) => failure.file),
      ['blog/leak.html'],
    );
    const out = await filesBelow(path.join(dir, 'case/module-out'));
    for (const text of Object.values(out)) assert.ok(!text.includes(MARKER));
  });

  test("the plugins' stylesheet is not written through a linked folder of the output", async () => {
    const out = path.join(dir, 'case/plugin-out');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'index.html'), PAGE('Home'));
    await symlink(path.join(outside, 'folder'), path.join(out, 'assets'));
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    await assert.rejects(prerenderSite(out, { prefix: '', stylesheet: '/assets/csw.css', writeStylesheet: true, jobs: 1 }, logger), /not written: a folder in the output is a symlink/);
    assert.deepEqual(await readdir(path.join(outside, 'folder')), []);
  });
});
