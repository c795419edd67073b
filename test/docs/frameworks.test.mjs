// docs/frameworks.md's Markdown rules, as a reader copies them: the ```md block under "Markdown
// rules" is rendered with markdown-it (Eleventy's and VitePress's renderer, raw HTML allowed), and
// then prerendered, as the Eleventy and Vite plugins do. Needs `npm run build` (dist/ssr).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { prerenderWithReport } from '../../dist/ssr/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = readFileSync(path.join(ROOT, 'docs/frameworks.md'), 'utf8');
const section = doc.slice(doc.indexOf('### Markdown rules'), doc.indexOf('\n### ', doc.indexOf('### Markdown rules') + 1));
const recipe = section.match(/```md\n([\s\S]*?)```/)?.[1] ?? '';
const site = mkdtempSync(path.join(tmpdir(), 'csw-frameworks-'));
after(() => rmSync(site, { recursive: true, force: true }));

test('the Markdown recipe keeps each element a block, with its table and <pre> inside', () => {
  assert.match(recipe, /<leaderboard-table src="\/data\/board\.json">\n\n\|/, 'the recipe lost its blank line after the opening tag');
  const html = new MarkdownIt({ html: true }).render(recipe);
  assert.doesNotMatch(html, /<p>\s*<(leaderboard-table|bibtex-card)/, html);
  assert.doesNotMatch(html, /<\/(leaderboard-table|bibtex-card)>\s*<\/p>/, html);
  assert.match(html, /<leaderboard-table src="\/data\/board\.json">\s*<table>[\s\S]*Model A \(illustrative\)[\s\S]*<\/table>\s*<\/leaderboard-table>/);
  assert.match(html, /<bibtex-card>\s*<pre>@misc\{key2026, title=\{A Title\}, year=\{2026\}\}<\/pre>\s*<\/bibtex-card>/);
  assert.match(html, /<p>Some text before\.<\/p>/);
  assert.match(html, /<p>Some text after\.<\/p>/);
});

test('prerendered as the plugins do it: both elements rendered with their data, no warning', async () => {
  mkdirSync(path.join(site, 'data'));
  // Illustrative values (not the paper's), with a long name, a missing framework and ± bounds.
  const board = {
    title: 'Illustrative board (demo values)',
    entries: [
      { model: 'Model A (illustrative) with a deliberately long name — 2025-06 snapshot', framework: 'OpenHands', score: 65.8, low: 63.1, high: 68.2 },
      { model: 'Modèle B', score: 40.25 },
    ],
  };
  writeFileSync(path.join(site, 'data/board.json'), JSON.stringify(board));
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Post</title></head><body>\n${new MarkdownIt({ html: true }).render(recipe)}</body></html>`;
  const warnings = [];
  const { html, rendered } = await prerenderWithReport(page, { baseDir: site, rootDir: site, file: 'post.html', onWarning: (warning) => warnings.push(String(warning)) });
  assert.deepEqual(warnings, []);
  assert.equal(rendered, 2);
  assert.equal(html.match(/<template shadowrootmode="open"/g)?.length, 2);
  assert.match(html, /Illustrative board \(demo values\)/);
  assert.match(html, /Modèle B/);
  assert.match(html, /A Title/);
});
