// Issue 27: the site-generator plugins. `codespecweave-widgets/vite` on a real tiny Vite project
// (two pages, data in public/), built in a temporary folder with the repository's own Vite; and
// `codespecweave-widgets/eleventy` with a recording stand-in for Eleventy's config object, whose
// transform is then run as Eleventy 2 and 3 call it. Also issue 21: without its optional peer
// dependencies, `codespecweave-widgets/ssr` imports and then says which ones to install.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { after, before, describe, test } from 'node:test';
import eleventyPlugin from '../../dist/eleventy.js';
import { prerenderStylesheet } from '../../dist/ssr/index.js';
import { REPO_ROOT } from '../e2e/support/browser.mjs';
import { withoutShadowTemplates } from './support/pages.mjs';

const BOARD = JSON.stringify({ title: 'Plugin board', entries: [{ model: 'Plugin Model Ä', framework: 'Alpha', score: 61.5 }, { model: 'Plugin Model B', framework: 'Beta', score: 48 }] });
const page = (title, src) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${title}</title></head>
  <body>
    <h1>${title}</h1>
    <leaderboard-table id="board" src="${src}"></leaderboard-table>
    <bibtex-card id="cite"><pre>@misc{k, title={${title}}, year={2026}}</pre></bibtex-card>
    <results-toggle id="broken" src="/data/missing.json"></results-toggle>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

describe('site-generator plugins', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-plugins-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('codespecweave-widgets/vite: `vite build` writes prerendered pages, the data read from public/, the stylesheet emitted', async () => {
    const project = path.join(dir, 'vite-project');
    await mkdir(path.join(project, 'public/data'), { recursive: true });
    await mkdir(path.join(project, 'blog'), { recursive: true });
    await writeFile(path.join(project, 'index.html'), page('Home', '/data/board.json'));
    await writeFile(path.join(project, 'blog/post.html'), page('A post', '../data/board.json'));
    await writeFile(path.join(project, 'main.js'), "document.documentElement.dataset.js = 'on';\n");
    await writeFile(path.join(project, 'public/data/board.json'), BOARD);
    await writeFile(
      path.join(project, 'vite.config.mjs'),
      `import codespecweave from ${JSON.stringify(path.join(REPO_ROOT, 'dist/vite-plugin.js'))};
export default {
  logLevel: 'info',
  build: { rolldownOptions: { input: { main: 'index.html', post: 'blog/post.html' } } },
  plugins: [codespecweave({ stylesheet: '/assets/codespecweave-widgets.css', jobs: 2 })],
};
`,
    );
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: project, encoding: 'utf8', timeout: 120_000 });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    const log = result.stdout + result.stderr;
    // The summary line of the command and of the site plugins (prerenderSummary): the broken element of each page is a warning.
    assert.match(log, /^\[codespecweave-widgets\] prerendered 6 elements in 2 pages \(2 warnings\) in \d+\.\d s on 2 threads$/m, log);
    assert.match(log, /\[codespecweave-widgets\] .*<results-toggle id="broken">: src "\/data\/missing\.json": could not load \(no such file\)/);
    for (const file of ['index.html', 'blog/post.html']) {
      const html = await readFile(path.join(project, 'dist', file), 'utf8');
      assert.equal(html.match(/<template shadowrootmode="open"><link rel="stylesheet" href="\/assets\/codespecweave-widgets\.css">/g)?.length, 3, file);
      assert.match(html, /Plugin Model Ä/, `${file}: the board's data, from public/`);
      assert.doesNotMatch(html, /<template shadowrootmode="open"><style>/);
      assert.match(html, /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/, `${file}: Vite's own rewriting kept`);
    }
    assert.equal(await readFile(path.join(project, 'dist/assets/codespecweave-widgets.css'), 'utf8'), await prerenderStylesheet());
  });

  test('codespecweave-widgets/eleventy: a transform on .html outputs only, the stylesheet written after the build', async () => {
    const output = path.join(dir, '_site');
    await mkdir(path.join(output, 'data'), { recursive: true });
    await writeFile(path.join(output, 'data/board.json'), BOARD);
    const transforms = {};
    const listeners = {};
    const warnings = [];
    const eleventyConfig = {
      directories: { output },
      addTransform: (name, transform) => (transforms[name] = transform),
      on: (event, listener) => (listeners[event] = listener),
    };
    eleventyPlugin(eleventyConfig, { stylesheet: '/css/csw.css', onWarning: (message) => warnings.push(message) });
    assert.deepEqual(Object.keys(transforms), ['codespecweave-widgets-prerender']);
    const transform = transforms['codespecweave-widgets-prerender'];
    const source = page('Eleventy post', '../../data/board.json');
    // Eleventy 3: `this.page.outputPath`.
    const html = await transform.call({ page: { outputPath: path.join(output, 'blog/post/index.html') } }, source);
    assert.equal(withoutShadowTemplates(html), source);
    assert.equal(html.match(/<template shadowrootmode="open"><link rel="stylesheet" href="\/css\/csw\.css">/g).length, 3);
    assert.match(html, /Plugin Model Ä/);
    assert.deepEqual(warnings.map((warning) => warning.replace(/:\d+:/, ':N:')), ['blog/post/index.html:N: <results-toggle id="broken">: src "/data/missing.json": could not load (no such file) (file: data/missing.json)']);
    // Eleventy 2: `this.outputPath`; relative output paths, as Eleventy gives them.
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const two = await transform.call({ outputPath: '_site/index.html' }, page('Home', '/data/board.json'));
      assert.match(two, /Plugin Model Ä/);
    } finally {
      process.chdir(cwd);
    }
    // Not HTML (a feed, a permalink: false page): unchanged.
    assert.equal(await transform.call({ page: { outputPath: path.join(output, 'feed.xml') } }, '<leaderboard-table></leaderboard-table>'), '<leaderboard-table></leaderboard-table>');
    assert.equal(await transform.call({ page: { outputPath: false } }, source), source);
    await listeners['eleventy.after']({ dir: { output } });
    assert.equal(await readFile(path.join(output, 'css/csw.css'), 'utf8'), await prerenderStylesheet());
  });

  test('without @lit-labs/ssr and parse5 (optional peers), ./ssr still imports and then names them', async () => {
    const install = path.join(dir, 'no-peers');
    await mkdir(path.join(install, 'node_modules/@lit-labs'), { recursive: true });
    await cp(path.join(REPO_ROOT, 'dist'), path.join(install, 'dist'), { recursive: true, filter: (file) => !file.endsWith('.map') });
    await cp(path.join(REPO_ROOT, 'bin'), path.join(install, 'bin'), { recursive: true });
    await writeFile(path.join(install, 'package.json'), JSON.stringify({ name: 'no-peers', type: 'module' }));
    // Every installed package but the two peers (lit and the rest resolve from their real folders).
    for (const name of await readdir(path.join(REPO_ROOT, 'node_modules'))) {
      if (name === 'parse5' || name === '@lit-labs' || name.startsWith('.')) continue;
      await symlink(path.join(REPO_ROOT, 'node_modules', name), path.join(install, 'node_modules', name));
    }
    await symlink(path.join(REPO_ROOT, 'node_modules/@lit-labs/ssr-client'), path.join(install, 'node_modules/@lit-labs/ssr-client'));
    const script = `const ssr = await import('./dist/ssr/index.js'); console.log('imported'); await ssr.prerender('<bibtex-card></bibtex-card>');`;
    const api = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: install, encoding: 'utf8', timeout: 60_000 });
    assert.equal(api.stdout.trim(), 'imported');
    assert.match(api.stderr, /codespecweave-widgets\/ssr needs @lit-labs\/ssr and parse5: npm install -D @lit-labs\/ssr parse5/);
    await writeFile(path.join(install, 'page.html'), '<bibtex-card></bibtex-card>');
    const cli = spawnSync(process.execPath, ['bin/codespecweave-widgets.mjs', 'prerender', 'page.html'], { cwd: install, encoding: 'utf8', timeout: 60_000 });
    assert.equal(cli.status, 1);
    assert.equal(cli.stderr.trim(), 'codespecweave-widgets: codespecweave-widgets/ssr needs @lit-labs/ssr and parse5: npm install -D @lit-labs/ssr parse5');
  });
});
