// `npx codespecweave-widgets prerender <in.html> [-o <out.html>]` on a page with bad data: the
// element's error panel in the page, a warning on stderr naming the file, the element and the path,
// exit code 0 (a static site's build goes on), and the rest of the page as it was.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT } from '../e2e/support/browser.mjs';
import { withoutShadowTemplates } from './support/pages.mjs';

const BIN = path.join(REPO_ROOT, 'bin/codespecweave-widgets.mjs');
const run = (args, cwd) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bad data</title></head>
<body>
<h1>A post with three broken embeds</h1>
<leaderboard-table id="bad-score" data='{"entries":[{"model":"A","score":70},{"model":"B","score":"abc"}]}'></leaderboard-table>
<requirement-web id="missing-file" src="data/nowhere.json"><p class="fallback">The web, as text.</p></requirement-web>
<results-toggle id="bad-json" src="data/broken.json"></results-toggle>
<bibtex-card id="good"><pre>@misc{key, title={Fine}, year={2026}}</pre></bibtex-card>
<p>Text after the embeds, with an entity: &copy; and a <!-- comment -->.</p>
</body>
</html>
`;

describe('codespecweave-widgets prerender (the command)', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-prerender-'));
    await writeFile(path.join(dir, 'post.html'), PAGE);
    await rm(path.join(dir, 'data'), { recursive: true, force: true });
    await import('node:fs/promises').then(({ mkdir }) => mkdir(path.join(dir, 'data')));
    await writeFile(path.join(dir, 'data/broken.json'), '{"title": "Oops",');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('bad data: error panels in the page, warnings on stderr, exit code 0, the rest of the page intact', async () => {
    const result = run(['prerender', 'post.html', '-o', 'out.html'], dir);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, '');
    const warnings = result.stderr.split('\n').filter((line) => line.includes('warning:'));
    assert.equal(warnings.length, 3, result.stderr);
    assert.match(warnings[0], /post\.html:6: <leaderboard-table id="bad-score">: data\.entries\[1\]\.score: expected a number from 0 to 100, got "abc"$/);
    assert.match(warnings[1], /post\.html:7: <requirement-web id="missing-file">: src "data\/nowhere\.json": could not load \(no such file\) \(file: data\/nowhere\.json\)$/);
    // Issue 25.10: the file relative to the site, never the build machine's absolute path.
    assert.ok(!result.stderr.includes(dir), 'no absolute path of the build machine on stderr');
    assert.match(warnings[2], /post\.html:8: <results-toggle id="bad-json">: src "data\/broken\.json": .*JSON/i);
    assert.match(result.stderr, /prerendered 4 elements of post\.html \(3 warnings\)/);

    const out = await readFile(path.join(dir, 'out.html'), 'utf8');
    assert.equal(withoutShadowTemplates(out), PAGE, 'every byte outside the inserted shadow roots is unchanged');
    // The same panel the element draws in a browser: part="error", role="alert", the message.
    const panels = [...out.replace(/<!--[^]*?-->/g, '').matchAll(/<div part="error" role="alert"><strong>Error:<\/strong> ([^<]*)<\/div>/g)].map((m) => m[1]);
    assert.equal(panels.length, 3);
    assert.match(panels[0], /^data\.entries\[1\]\.score: expected a number from 0 to 100, got &quot;abc&quot;$/, 'as text, escaped');
    assert.equal(panels[1], 'src &quot;data/nowhere.json&quot;: could not load (no such file)', 'no path of the build machine in the page');
    // The last valid data stays: none here, so the bad leaderboard shows its error over nothing,
    // and the element with a fallback keeps showing it (a <slot>).
    assert.match(out.slice(out.indexOf('id="missing-file"')).split('</template>')[0], /<slot>/);
    assert.match(out.slice(out.indexOf('id="good"')).replace(/<!--[^]*?-->/g, ''), /t-type">@misc/);
  });

  test('without -o it writes the page to stdout and leaves the input alone', async () => {
    const result = run(['prerender', 'post.html'], dir);
    assert.equal(result.status, 0);
    assert.equal(withoutShadowTemplates(result.stdout), PAGE);
    assert.equal(await readFile(path.join(dir, 'post.html'), 'utf8'), PAGE);
  });

  test('misuse is an error (exit code 2) with the usage; a missing page exit code 1', () => {
    const usage = run(['prerender'], dir);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /Usage: codespecweave-widgets prerender <in\.html> \[-o <out\.html>\]/);
    const missing = run(['prerender', 'nope.html'], dir);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /nope\.html/);
  });
});
