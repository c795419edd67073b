// Issue 25 (items 1, 3, 7, 8, 10): `prerender` on pages a CMS or a contributor wrote, as an
// attacker would write them. A fake secret outside the site's root is never read (its marker never
// reaches the page, stdout or stderr: a warning naming the element and the rule instead); FIFOs,
// /dev/zero and /dev/stdin are refused in bounded time; a page nested 20,000 levels deep builds;
// elements inside <svg> and <math> are left byte for byte; escape sequences in attribute values are
// shown escaped on stderr, and no absolute path of the build machine is printed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { after, before, describe, test } from 'node:test';
import { prerenderWithReport } from '../../dist/ssr/index.js';
import { REPO_ROOT } from '../e2e/support/browser.mjs';
import { withoutShadowTemplates } from './support/pages.mjs';

const BIN = path.join(REPO_ROOT, 'bin/codespecweave-widgets.mjs');
// A bound for a child process, not a timing assertion: a hang would otherwise stall the suite.
// A bound on a hang (a FIFO read for ever), not on speed: the 20,000-level page took over 60 s at
// load 48 (three `npm test` runs at once, 2026-12-06).
const run = (args, cwd, input) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 240_000, input });
const MARKER = 'CSW-SECRET-MARKER-7f3a91';
const BOARD = `{"entries":[{"model":"Alpha","score":70}]}`;

describe('prerender on hostile pages', () => {
  let dir;
  let site;
  let secret;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-hostile-'));
    site = path.join(dir, 'site');
    await mkdir(path.join(site, 'blog/data'), { recursive: true });
    secret = path.join(dir, 'secret.json');
    // Not JSON: V8's JSON.parse message would quote its first characters.
    await writeFile(secret, `${MARKER} root:*:0:0:GITHUB_TOKEN=${MARKER}\n`);
    await writeFile(path.join(site, 'blog/data/ok.json'), BOARD);
    await writeFile(path.join(site, 'blog/data/broken.json'), `{"entries": ${MARKER}}`);
    await symlink(secret, path.join(site, 'blog/data/link.json'));
    await symlink(dir, path.join(site, 'blog/data/up'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a src outside the root is never read: no marker anywhere, one warning per element naming the rule', async () => {
    const sources = {
      dots: '../../../secret.json',
      deeper: '../../../../../../../../secret.json',
      absolute: secret,
      'file-url': `file://${secret}`,
      encoded: '%2e%2e/%2e%2e/%2e%2e/secret.json',
      'encoded-slash': '..%2f..%2f..%2fsecret.json',
      backslash: '..\\..\\..\\secret.json',
      symlink: 'data/link.json',
      'symlinked-folder': 'data/up/secret.json',
      broken: 'data/broken.json',
      network: 'https://example.org/data.json',
      'spaced-network': ' \thttps://example.org/data.json',
      'tabbed-scheme': 'ht\ttps://example.org/data.json',
    };
    const page = `<!doctype html><html lang="en"><body>\n${Object.entries(sources)
      .map(([id, src]) => `<leaderboard-table id="${id}" src="${src}"></leaderboard-table>`)
      .join('\n')}\n<leaderboard-table id="fine" src="data/ok.json"></leaderboard-table>\n</body></html>\n`;
    await writeFile(path.join(site, 'blog/post.html'), page);
    const result = run(['prerender', 'blog/post.html', '--root', '.', '-o', 'blog/out.html'], site);
    assert.equal(result.status, 0, result.stderr);
    const out = await readFile(path.join(site, 'blog/out.html'), 'utf8');
    for (const text of [out, result.stdout, result.stderr]) assert.ok(!text.includes(MARKER), `the secret's marker leaked:\n${text.slice(0, 2000)}`);
    // (The page's own absolute src is quoted as the page wrote it; nothing else names the build folder.)
    assert.ok(!result.stderr.replace(/src "[^"]*"/g, '').includes(dir), 'no absolute build path on stderr');
    assert.ok(!/root:\*|GITHUB_TOK/.test(out + result.stderr));
    const warnings = result.stderr.split('\n').filter((line) => line.includes('warning:'));
    const warningOf = (id) => warnings.find((line) => line.includes(`id="${id}"`)) ?? '';
    assert.equal(warnings.length, Object.keys(sources).length, result.stderr);
    for (const id of ['dots', 'deeper', 'encoded', 'encoded-slash']) assert.match(warningOf(id), /not read: outside the site root \(--root\)$/, id);
    // Root-relative on a server of the root: the absolute path names a file under the root, which is not there.
    assert.match(warningOf('absolute'), /could not load \(no such file\)/);
    assert.match(warningOf('file-url'), /the prerender command reads files, not file URLs/);
    for (const id of ['network', 'spaced-network', 'tabbed-scheme']) assert.match(warningOf(id), /the prerender command reads files, not https URLs/, id);
    // A browser reads `\` as `/`: these dots leave the root too.
    assert.match(warningOf('backslash'), /not read: outside the site root/);
    assert.match(warningOf('symlink'), /not read: a symlink to outside the site root \(--root\) \(file: blog\/data\/link\.json\)$/);
    assert.match(warningOf('symlinked-folder'), /not read: a symlink to outside the site root/);
    assert.match(warningOf('broken'), /src "data\/broken\.json": invalid JSON \(at line 1, column 13\) \(file: blog\/data\/broken\.json\)$/);
    assert.match(out, /<leaderboard-table id="broken"[^>]*><template[^]*?invalid JSON \(at line 1, column 13\)/, 'the panel gives the position, not the text');
    assert.equal(warningOf('fine'), '');
    assert.match(out.slice(out.indexOf('id="fine"')), /Alpha/);
    assert.equal(withoutShadowTemplates(out), page);
  });

  test('the API keeps src inside rootDir too (default: baseDir)', async () => {
    const warnings = [];
    const report = await prerenderWithReport(`<results-toggle id="a" src="../secret.json"></results-toggle><results-toggle id="b" src="/../secret.json"></results-toggle>`, {
      baseDir: site,
      onWarning: (message) => warnings.push(message),
    });
    assert.ok(!report.html.includes(MARKER));
    assert.equal(warnings.length, 2);
    for (const warning of warnings) assert.match(warning, /not read: outside the site root/);
  });

  test('FIFOs, /dev/zero, /dev/stdin and a file over 5 MB: refused, in bounded time', async () => {
    const fifo = path.join(site, 'blog/data/fifo.json');
    assert.equal(spawnSync('mkfifo', [fifo]).status, 0, 'mkfifo');
    await symlink('/dev/zero', path.join(site, 'blog/data/zero.json'));
    await writeFile(path.join(site, 'blog/data/big.json'), `[${'0,'.repeat(3_000_000)}0]`);
    const page = `<leaderboard-table id="fifo" src="data/fifo.json"></leaderboard-table>
<leaderboard-table id="zero-link" src="data/zero.json"></leaderboard-table>
<leaderboard-table id="zero" src="/dev/zero"></leaderboard-table>
<leaderboard-table id="stdin" src="/dev/stdin"></leaderboard-table>
<leaderboard-table id="folder" src="data/"></leaderboard-table>
<leaderboard-table id="big" src="data/big.json"></leaderboard-table>
`;
    await writeFile(path.join(site, 'blog/special.html'), page);
    // The root is / here, so /dev/zero and /dev/stdin are inside it: only "regular files" stops them.
    const result = run(['prerender', path.join(site, 'blog/special.html'), '--root', '/'], site, 'never read');
    assert.equal(result.error, undefined, 'finished (no timeout)');
    assert.equal(result.status, 0, result.stderr);
    const warningOf = (id) => result.stderr.split('\n').find((line) => line.includes(`id="${id}"`)) ?? '';
    // /dev/stdin is a pipe here, which realpath cannot name: "no such file", and not read either way.
    assert.match(warningOf('stdin'), /not read: not a regular file|could not load \(no such file\)/);
    for (const id of ['fifo', 'zero', 'folder']) assert.match(warningOf(id), /not read: not a regular file/, id);
    assert.match(warningOf('zero-link'), /not read: not a regular file/);
    assert.match(warningOf('big'), /the file is over the 5 MB limit/);
    await rm(fifo);
  });

  test('20,000 levels of nesting, around an element and inside one: built, exit code 0', async () => {
    const depth = 20_000;
    const page = `<!doctype html><body>${'<div>'.repeat(depth)}<leaderboard-table id="deep" data='${BOARD}'></leaderboard-table>${'</div>'.repeat(depth)}
<bibtex-card id="deep-inside">${'<span>'.repeat(depth)}@misc{key, title={Deep}, year={2026}}${'</span>'.repeat(depth)}</bibtex-card></body>`;
    await writeFile(path.join(site, 'deep.html'), page);
    const result = run(['prerender', 'deep.html', '-o', 'deep.out.html'], site);
    assert.equal(result.status, 0, result.stderr.slice(0, 2000));
    assert.match(result.stderr, /prerendered 2 elements of deep\.html/);
    const out = await readFile(path.join(site, 'deep.out.html'), 'utf8');
    assert.match(out, /id="deep" data='[^']*'><template shadowrootmode="open">[^]*Alpha/);
    assert.equal(withoutShadowTemplates(out), page);
  });

  test('elements inside <svg> and <math> are foreign: left byte for byte; HTML inside foreignObject is prerendered', async () => {
    const svg = `<svg viewBox="0 0 10 10"><leaderboard-table id="in-svg" data='${BOARD}'><title>t</title></leaderboard-table><foreignObject width="10" height="10"><bibtex-card id="in-foreign"><pre>@misc{k, title={In foreignObject}, year={2026}}</pre></bibtex-card></foreignObject></svg>`;
    const math = `<math><results-toggle id="in-math" data='{}'></results-toggle><mi>x</mi><bibtex-card id="in-math-2">@misc{k, title={M}}</bibtex-card></math>`;
    const page = `<!doctype html><body>\n${svg}\n${math}\n<leaderboard-table id="html" data='${BOARD}'></leaderboard-table>\n</body>`;
    const report = await prerenderWithReport(page, { onWarning: () => {} });
    assert.equal(report.rendered, 2);
    assert.ok(report.html.includes(math), '<math> content untouched');
    assert.match(report.html, /<bibtex-card id="in-foreign"><template shadowrootmode="open">/);
    assert.ok(report.html.includes(`<leaderboard-table id="in-svg" data='${BOARD}'><title>t</title></leaderboard-table>`), 'the foreign element untouched');
    assert.equal(withoutShadowTemplates(report.html), page);
  });

  test('escape sequences in attribute values are shown escaped on stderr', async () => {
    const id = '\u001b]0;owned\u0007\u001b[31mred\u001b[0m\u202eevil';
    const page = `<leaderboard-table id="${id}" data='{"entries":[{"model":"A","score":"\u001b[2J"}]}'></leaderboard-table>\n<results-toggle src="data/\u001b[1mmissing.json"></results-toggle>\n`;
    await writeFile(path.join(site, 'escapes.html'), page);
    const result = run(['prerender', 'escapes.html', '-o', 'escapes.out.html'], site);
    assert.equal(result.status, 0);
    assert.ok(!/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/.test(result.stderr), `raw control characters on stderr: ${JSON.stringify(result.stderr)}`);
    assert.ok(result.stderr.includes(String.raw`id="\x1b]0;owned\x07\x1b[31mred\x1b[0m\u202eevil"`), result.stderr);
    assert.ok(result.stderr.includes(String.raw`src "data/\x1b[1mmissing.json"`), result.stderr);
  });

  test('an element with no data it can read is a warning (not silent)', async () => {
    const warnings = [];
    const report = await prerenderWithReport('<leaderboard-table id="empty"><p>Our results, as text.</p></leaderboard-table><bibtex-card id="blank"></bibtex-card>', { onWarning: (w) => warnings.push(w) });
    assert.equal(report.rendered, 2);
    assert.equal(warnings.length, 2);
    assert.match(warnings[0], /<html>:1: <leaderboard-table id="empty">: no data it can read/);
    assert.match(warnings[1], /<bibtex-card id="blank">: no data it can read/);
    // Tags named like Object's own properties are not elements of ours.
    const other = await prerenderWithReport('<constructor></constructor><tostring>x</tostring>', { onWarning: (w) => warnings.push(w) });
    assert.equal(other.rendered, 0);
    assert.equal(warnings.length, 2);
  });

  test('a child script of a type the element does not read is named, on the page and in the warning', async () => {
    const report = await prerenderWithReport(`<leaderboard-table id="typo"><script type="text/json">${BOARD}</script></leaderboard-table>`, { onWarning: () => {} });
    assert.equal(report.rendered, 1);
    assert.equal(report.warnings.length, 1, report.warnings.join('\n'));
    assert.match(report.warnings[0], /<leaderboard-table id="typo">.*<script type="text\/json">: not read; data goes in <script type="application\/json">/);
    assert.match(report.html, /part="error" role="alert">.*?&lt;script type=&quot;text\/json&quot;&gt;: not read/);
  });
});
