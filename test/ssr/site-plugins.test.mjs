// Issue 27: the plugins for generators that write their pages after Vite's build, on a written
// output folder, with stand-ins for what VitePress and Astro hand them (the real VitePress and
// Astro builds are in the consumer matrix, test/consumers/): `codespecweave-widgets/vite` chains
// VitePress's `buildEnd` once for its two Vite builds, before the author's; the Astro integration
// prerenders in `astro:build:done`. Both: every page of the folder, warnings that never fail the
// build, a page that cannot be written fails it (the command's exit rules), one summary line.
// Needs `npm run build` (dist/).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import astroIntegration from '../../dist/astro.js';
import vitePlugin from '../../dist/vite-plugin.js';
import { prerenderStylesheet } from '../../dist/ssr/index.js';

// Illustrative values (not any paper's): a long name, a missing framework, ± bounds, other scripts.
const BOARD = JSON.stringify({
  title: 'Illustrative board (demo values)',
  entries: Array.from({ length: 120 }, (_, i) => ({
    model: i === 0 ? 'Model A (illustrative) with a deliberately long name — 2025-06 snapshot' : i === 1 ? '模型 二' : `Modèle ${i + 1}`,
    ...(i % 4 ? { framework: ['OpenHands', 'SWE-agent', 'Agentless'][i % 3] } : {}),
    score: Math.round((80 - i * 0.6) * 10) / 10,
    ...(i % 5 === 0 ? { low: Math.round((78 - i * 0.6) * 10) / 10, high: Math.round((82 - i * 0.6) * 10) / 10 } : {}),
  })),
});
const page = (title, src) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<leaderboard-table id="board" src="${src}"></leaderboard-table>
<bibtex-card id="cite"><pre>@misc{k, title={${title}}, author={Müller, Jörg}, year={2026}}</pre></bibtex-card>
</body></html>
`;

/** A site as a generator leaves it: three pages (one in a folder, a 404), data beside them. */
async function writeSite(dir) {
  await mkdir(path.join(dir, 'data'), { recursive: true });
  await mkdir(path.join(dir, 'guide'), { recursive: true });
  await writeFile(path.join(dir, 'data/board.json'), BOARD);
  await writeFile(path.join(dir, 'index.html'), page('Home', '/data/board.json'));
  await writeFile(path.join(dir, 'guide/results.html'), page('Résultats', '../data/board.json'));
  await writeFile(path.join(dir, '404.html'), page('Not found', '/data/missing.json'));
}

function recorder() {
  const lines = { info: [], warn: [], error: [] };
  return { lines, logger: { info: (m) => lines.info.push(m), warn: (m) => lines.warn.push(m), error: (m) => lines.error.push(m) } };
}

const templates = (html) => html.match(/<template shadowrootmode="open">/g)?.length ?? 0;

describe('plugins for generators that write their pages after the Vite build', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csw-site-plugins-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('vite plugin under VitePress: buildEnd chained once for both Vite builds, every page prerendered before the author\u2019s buildEnd', async () => {
    const outDir = path.join(dir, 'vitepress/.vitepress/dist');
    await writeSite(outDir);
    const seen = [];
    const { lines, logger } = recorder();
    const vite = recorder();
    const site = {
      outDir,
      logger,
      async buildEnd(siteConfig) {
        seen.push({ same: siteConfig === site && this === site, templates: templates(await readFile(path.join(outDir, 'index.html'), 'utf8')) });
      },
    };
    const plugin = vitePlugin({ jobs: 1 });
    // VitePress's client and server builds: two resolved configs, one site config.
    for (const ssr of [false, true]) plugin.configResolved({ root: path.dirname(outDir), build: { outDir: ssr ? '.temp' : 'dist', ssr }, logger: vite.logger, vitepress: site, plugins: [{ name: 'vitepress' }] });
    // Neither Vite build wrote a page (VitePress writes them later): nothing is done there.
    await plugin.writeBundle.handler.call({}, { dir: outDir }, { 'assets/app.js': { type: 'chunk', fileName: 'assets/app.js' } });
    assert.equal(templates(await readFile(path.join(outDir, 'index.html'), 'utf8')), 0);
    await site.buildEnd(site); // as VitePress calls it: `siteConfig.buildEnd?.(siteConfig)`
    assert.deepEqual(seen, [{ same: true, templates: 2 }], 'the author\u2019s buildEnd ran once, after the pages were prerendered');
    for (const file of ['index.html', 'guide/results.html', '404.html']) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      assert.equal(templates(html), 2, file);
      assert.ok(/<leaderboard-table id="board" src="[^"]+"><template shadowrootmode="open">/.test(html), file);
      if (file === '404.html') assert.match(html, /could not load \(no such file\)/, 'the missing src: the error panel, prerendered');
      else assert.ok(html.includes('模型 二') && html.includes('120 entries'), `${file}: the board's data, read from the output folder`);
    }
    // The summary on VitePress's logger (its Vite builds log warnings only), the bad src a warning.
    assert.deepEqual(lines.info.map((line) => line.replace(/in \d+\.\d s/, 'in N s')), ['[codespecweave-widgets] prerendered 6 elements in 3 pages (1 warning) in N s']);
    assert.equal(lines.warn.length, 1);
    assert.match(lines.warn[0], /^\[codespecweave-widgets\] warning: 404\.html:\d+: <leaderboard-table id="board">: src "\/data\/missing\.json": could not load \(no such file\)/);
    assert.deepEqual([vite.lines.info, vite.lines.warn, lines.error], [[], [], []]);
  });

  test('vite plugin: a VitePress site without an author\u2019s buildEnd; plain Vite configs are left alone', async () => {
    const outDir = path.join(dir, 'vitepress-bare');
    await writeSite(outDir);
    const { lines, logger } = recorder();
    const site = { outDir };
    vitePlugin({ jobs: 1, onWarning: (message) => lines.warn.push(`own: ${message}`) }).configResolved({ root: dir, build: { outDir }, logger, vitepress: site });
    assert.equal(typeof site.buildEnd, 'function');
    await site.buildEnd(site);
    assert.equal(templates(await readFile(path.join(outDir, 'guide/results.html'), 'utf8')), 2);
    assert.match(lines.info.join('\n'), /prerendered 6 elements in 3 pages \(1 warning\)/);
    assert.match(lines.warn.join('\n'), /^own: 404\.html:/, 'onWarning receives the warnings');
    // No site config (plain Vite): nothing is chained, nothing said.
    const plain = recorder();
    vitePlugin().configResolved({ root: dir, build: { outDir: 'dist' }, logger: plain.logger, plugins: [{ name: 'vite:build-html' }] });
    assert.deepEqual(plain.lines, { info: [], warn: [], error: [] });
  });

  test('vite plugin under Astro: one warning naming the integration, for all of Astro\u2019s Vite builds', () => {
    const { lines, logger } = recorder();
    const plugin = vitePlugin();
    for (let i = 0; i < 2; i++) plugin.configResolved({ root: dir, build: { outDir: 'dist' }, logger, plugins: [{ name: 'vite:css' }, { name: 'astro:build' }] });
    assert.equal(lines.warn.length, 1);
    assert.match(lines.warn[0], /Astro writes its pages after the Vite build.*codespecweave-widgets\/astro/);
  });

  test('astro integration: astro:build:done prerenders every page of the output folder and writes the stylesheet', async () => {
    const outDir = path.join(dir, 'astro/dist');
    await writeSite(outDir);
    const { lines, logger } = recorder();
    const integration = astroIntegration({ stylesheet: '/_astro/codespecweave-widgets.css', jobs: 2 });
    assert.equal(integration.name, 'codespecweave-widgets');
    assert.deepEqual(Object.keys(integration.hooks), ['astro:build:done']);
    await integration.hooks['astro:build:done']({ dir: pathToFileURL(`${outDir}/`), pages: [{ pathname: '' }], logger });
    for (const file of ['index.html', 'guide/results.html', '404.html']) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      assert.equal(html.match(/<template shadowrootmode="open"><link rel="stylesheet" href="\/_astro\/codespecweave-widgets\.css">/g)?.length, 2, file);
      assert.doesNotMatch(html, /<template shadowrootmode="open"><style>/, file);
    }
    assert.equal(await readFile(path.join(outDir, '_astro/codespecweave-widgets.css'), 'utf8'), await prerenderStylesheet());
    // Astro's logger names the integration itself: no second prefix.
    assert.deepEqual(lines.info.map((line) => line.replace(/ in \d+\.\d s.*$/, '')), ['prerendered 6 elements in 3 pages (1 warning)']);
    assert.match(lines.warn[0], /^warning: 404\.html:\d+: <leaderboard-table id="board">/);
    // Run twice (a second build into the same folder): the pages are already rendered, unchanged.
    const first = await readFile(path.join(outDir, 'index.html'), 'utf8');
    await integration.hooks['astro:build:done']({ dir: pathToFileURL(`${outDir}/`), logger });
    assert.equal(await readFile(path.join(outDir, 'index.html'), 'utf8'), first);
  });

  test('astro integration: a site with no page says so and does not fail', async () => {
    const outDir = path.join(dir, 'astro-api-only');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'feed.xml'), '<rss></rss>');
    const { lines, logger } = recorder();
    await astroIntegration().hooks['astro:build:done']({ dir: pathToFileURL(`${outDir}/`), logger });
    assert.deepEqual(lines.info, ['no HTML pages to prerender in astro-api-only/']);
  });

  // A page that cannot be written back: a symlink to a file of /proc (readable, never writable),
  // which is also a link out of the site, so it is refused before it is read (issue 39).
  test('a page that cannot be written fails the build, after the others are written and the summary is logged', { skip: !existsSync('/proc/version') }, async () => {
    const outDir = path.join(dir, 'failing');
    await writeSite(outDir);
    await symlink('/proc/version', path.join(outDir, 'version.html'));
    const { lines, logger } = recorder();
    await assert.rejects(astroIntegration({ jobs: 1 }).hooks['astro:build:done']({ dir: pathToFileURL(outDir), logger }), /codespecweave-widgets: 1 page could not be prerendered \(version\.html\)/);
    assert.match(lines.error.join('\n'), /^error: version\.html: not read: the page is a symlink to outside the site$/);
    assert.match(lines.info.join('\n'), /^prerendered 6 elements in 3 pages \(1 warning, 1 failed\) in \d+\.\d s$/);
    assert.equal(templates(await readFile(path.join(outDir, 'index.html'), 'utf8')), 2, 'the other pages are still written');
    // The same through the Vite plugin under VitePress: the build (VitePress awaits buildEnd) fails.
    const site = { outDir, logger };
    vitePlugin({ jobs: 1 }).configResolved({ root: dir, build: { outDir }, logger, vitepress: site });
    await assert.rejects(site.buildEnd(site), /1 page could not be prerendered/);
  });
});
