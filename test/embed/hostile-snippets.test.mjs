// Issue 39 (items 1, 2, 4, 7, 9): what `embed` prints and writes, on titles, ids, base URLs and
// output folders from the hostile corpus (test/fixtures/hostile/corpus.json). The printed text,
// pasted whole into an empty page in Chromium, parses to the iframes and the one resize script and
// runs nothing; it carries no raw control character; a device name or a second id differing only
// in case writes no file; a symlink in the output folder is never written through.
import assert from 'node:assert/strict';
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT, launchBrowser } from '../e2e/support/browser.mjs';
import { hostPage, pastedPage } from '../e2e/support/pasted-page.mjs';
import { escapeControls } from '../../dist/ssr/warnings.js';
import { run } from './support.mjs';

const corpus = JSON.parse(await readFile(path.join(REPO_ROOT, 'test/fixtures/hostile/corpus.json'), 'utf8'));
const attribute = (value) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
// A C0 or C1 control, DEL or a bidi override as a raw character (the line break ending each line aside).
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** One board per hostile title: the markup strings, each with a control sequence after it. */
const titles = corpus.markup.map((markup, i) => `${markup} ${corpus.controls[i % corpus.controls.length]}`);
const boardPage = (elements) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile titles</title></head><body>
${elements.map(({ id, title }) => `<leaderboard-table id="${id}" data='${attribute({ title, entries: [{ model: 'Alpha', score: 70 }] })}'></leaderboard-table>`).join('\n')}
</body></html>`;

/**
 * What the printed text becomes in a page: the elements it parses to, whether any handler ran
 * (`window.__pwned`) or any dialog opened. Every request is refused: the frames' URLs are the
 * hostile base URLs' hosts, and nothing needs to load for the markup to parse.
 */
async function paste(browser, printed) {
  const { page, dialogs } = await pastedPage(browser, (request) => {
    if (!request.url().startsWith('data:')) return false;
    void request.continue();
    return true;
  });
  await page.setContent(hostPage(printed), { waitUntil: 'domcontentloaded' });
  // Error handlers of images that failed to load run after parsing: give them their turn.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const seen = await page.evaluate(() => ({
    pwned: window.__pwned,
    tags: [...document.body.querySelectorAll('*')].map((element) => element.localName),
    handlers: [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    frames: [...document.querySelectorAll('iframe')].map((frame) => ({ title: frame.title, src: frame.getAttribute('src'), marker: frame.dataset.codespecweaveEmbed })),
    scripts: [...document.querySelectorAll('script')].map((script) => script.getAttribute('src')),
    hidden: getComputedStyle(document.body).display === 'none',
  }));
  await page.close();
  return { ...seen, dialogs };
}

describe('embed: printed snippets and written files on the hostile corpus', () => {
  let dir;
  let browser;
  const ids = titles.map((_, i) => `t${i}`);
  const runs = {};
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-embed-snippets-'));
    await writeFile(path.join(dir, 'page.html'), boardPage(ids.map((id, i) => ({ id, title: titles[i] }))));
    runs.relative = run(['embed', 'page.html', '--out-dir', 'out-relative'], dir);
    corpus.baseUrls.forEach((baseUrl, i) => {
      runs[`base${i}`] = run(['embed', 'page.html', '--out-dir', `out-base${i}`, '--base-url', baseUrl], dir);
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('every printed line escapes control characters; the titles stay out of the comments', () => {
    for (const [name, result] of Object.entries(runs)) {
      assert.equal(result.status, 0, `${name}: ${result.stderr}`);
      for (const line of result.stdout.split('\n')) assert.doesNotMatch(line, RAW_CONTROL, `${name}: a raw control character in ${JSON.stringify(line)}`);
      for (const [, comment] of result.stdout.matchAll(/<!--([\s\S]*?)-->/g)) assert.ok(!comment.includes('<') && !comment.includes('--'), `${name}: data in a comment: ${comment}`);
    }
  });

  test('pasted whole into a page, each printout is its iframes and one resize script: no handler, no dialog, nothing hidden', async () => {
    for (const [name, result] of Object.entries(runs)) {
      const seen = await paste(browser, result.stdout);
      assert.equal(seen.pwned, undefined, `${name}: a handler ran`);
      assert.deepEqual(seen.dialogs, [], name);
      assert.deepEqual(seen.handlers, [], `${name}: event handler attributes`);
      assert.equal(seen.hidden, false, `${name}: the page's body was hidden`);
      assert.deepEqual(seen.tags, [...ids.map(() => 'iframe'), 'script'], name);
      assert.deepEqual(
        seen.frames.map((frame) => frame.marker),
        ids,
      );
      // Each frame's title is the data's title as text (its controls written as escapes).
      assert.deepEqual(
        seen.frames.map((frame) => frame.title),
        titles.map((title) => escapeControls(title)),
      );
      assert.equal(seen.scripts.length, 1);
    }
  });

  test('--base-url is one URL in the printed src attributes, percent-encoded where it held quotes or brackets', async () => {
    corpus.baseUrls.forEach((baseUrl, i) => {
      const { stdout } = runs[`base${i}`];
      const script = /<script src="([^"]*)" async><\/script>/.exec(stdout);
      assert.ok(script, stdout);
      const expected = new URL(baseUrl);
      expected.search = '';
      expected.hash = '';
      assert.equal(new URL(script[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))).origin, expected.origin);
      assert.ok(!/["'<>\s]/.test(script[1].replace(/&#\d+;/g, '')), script[1]);
    });
  });

  test('a base URL that is not an absolute http(s) folder URL is a usage error, and nothing is printed', () => {
    for (const baseUrl of corpus.refusedBaseUrls) {
      const result = run(['embed', 'page.html', '--out-dir', 'out-refused', '--base-url', baseUrl], dir);
      assert.equal(result.status, 2, `${baseUrl}: ${result.stderr}`);
      assert.equal(result.stdout, '');
      assert.match(result.stderr, /--base-url needs an/);
    }
  });

  test('output names: no Windows device name and no two ids that differ only in case are written', async () => {
    const elements = [...corpus.deviceIds, ...corpus.caseCollisions.flat()].map((id) => ({ id, title: `Board ${id}` }));
    const result = run(['embed', 'page.html', '--out-dir', 'out-names'], await pageIn('names', boardPage(elements)));
    assert.equal(result.status, 0, result.stderr);
    for (const id of corpus.deviceIds) assert.match(result.stderr, new RegExp(`id="${id.replace('.', '\\.')}">: not embedded: its id "${id.replace('.', '\\.')}" is a device name`));
    const written = await readdir(path.join(dir, 'names/out-names'));
    const stems = written.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -5));
    // The first of each case-insensitive group is written; the others are warnings.
    assert.deepEqual(stems.sort(), corpus.caseCollisions.map((group) => group[0]).sort());
    const lower = written.map((file) => file.toLowerCase());
    assert.equal(new Set(lower).size, lower.length, written.join(' '));
    assert.equal((result.stderr.match(/file names ignore case/g) ?? []).length, corpus.caseCollisions.flat().length - corpus.caseCollisions.length);
  });

  async function pageIn(folder, html) {
    await mkdir(path.join(dir, folder), { recursive: true });
    await writeFile(path.join(dir, folder, 'page.html'), html);
    return path.join(dir, folder);
  }

  test('a symlink in the output folder, to a file or a folder outside it, is never written through', async () => {
    const cwd = await pageIn('links', boardPage([{ id: 'board', title: 'A board' }]));
    const outside = path.join(dir, 'outside');
    await mkdir(outside, { recursive: true });
    const victim = path.join(outside, 'victim.html');
    await writeFile(victim, 'VICTIM-UNCHANGED');
    await mkdir(path.join(cwd, 'out'), { recursive: true });
    await symlink(victim, path.join(cwd, 'out/board.html'));
    const result = run(['embed', 'page.html', '--out-dir', 'out'], cwd);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /not written: the output file is a symlink/);
    assert.equal(await readFile(victim, 'utf8'), 'VICTIM-UNCHANGED');
    assert.ok((await lstat(path.join(cwd, 'out/board.html'))).isSymbolicLink());
    // The output folder's entry for embed-resize.js a link to a file outside: left as it is, too.
    await rm(path.join(cwd, 'out/board.html'));
    await symlink(victim, path.join(cwd, 'out/embed-resize.js'));
    const second = run(['embed', 'page.html', '--out-dir', 'out'], cwd);
    assert.equal(second.status, 1, second.stderr);
    assert.equal(await readFile(victim, 'utf8'), 'VICTIM-UNCHANGED');
  });

  test('a citation whose title is 100,000 characters without a space embeds, its image within the line caps', { timeout: 120_000 }, async () => {
    const cwd = path.join(dir, 'long');
    await mkdir(cwd, { recursive: true });
    const title = corpus.longTitle.unit.repeat(corpus.longTitle.length);
    await writeFile(path.join(cwd, 'cite.json'), JSON.stringify({ bibtex: `@article{long, title = {${title}}, author = {Doe, Jane}, journal = {J}, year = {2025}}` }));
    const result = run(['embed', '--element', 'bibtex-card', 'cite.json', '--out-dir', 'out'], cwd);
    assert.equal(result.status, 0, result.stderr);
    const svg = await readFile(path.join(cwd, 'out/cite.svg'), 'utf8');
    // The heading, the style's label, at most 40 citation lines and the BibTeX panel's 40.
    assert.ok(svg.match(/<text /g).length <= 50 + 1 + 40 + 40, `${svg.match(/<text /g).length} lines`);
    assert.ok(svg.length < 200_000, `${svg.length} characters of SVG`);
  });
});
