// Shared set-up of the `embed` tests (`npm run test:ssr` runs test/embed/; needs `npm run build`):
// a page with the four elements and the demo data, the command run on it, host pages, and what a
// reader's browser shows of an embed. `node --test` only runs *.test.mjs files: this is not a test.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { REPO_ROOT } from '../e2e/support/browser.mjs';

export const BIN = path.join(REPO_ROOT, 'bin/codespecweave-widgets.mjs');
export const run = (args, cwd) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });

/** Each embedded element: its id, and the text that proves its data is shown (the paper's figures). */
export const KEY_TEXT = {
  board: 'GPT-6 Astra',
  results: '+8.56pp',
  web: 'One coherent implementation',
  cite: 'When Requirements Interact',
};

/** A page as an author writes it: the four elements reading the demo data by `src`, notes beside them. */
export const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>CodeSpecWeave: the paper's findings</title></head>
<body>
<main>
<h1>When requirements interact</h1>
<requirement-web id="web" layout="flow" src="data/hero-web.json"><p>Five kinds of requirement, one implementation.</p></requirement-web>
<p class="data-note">The five requirement kinds and the hub are the paper's; the one-line descriptions are ours.</p>
<results-toggle id="results" benchmark="DeepSWE-v1.1" src="data/training-results.json"></results-toggle>
<p class="data-note"><strong>Illustrative values.</strong> Only the DeepSWE-v1.1 figures are the paper's.</p>
<leaderboard-table id="board" src="/data/frontier-leaderboard.json"></leaderboard-table>
<p class="data-note"><strong>Illustrative rows.</strong> Only GPT-6 Astra · Codex at 74.0% and the lowest score, 44.0%, are the paper's.</p>
<bibtex-card id="cite" src="data/bibtex.json"></bibtex-card>
<leaderboard-table src="data/frontier-leaderboard.json"></leaderboard-table>
</main>
<script type="module" src="/dist/codespecweave-widgets.js"></script>
</body>
</html>
`;

/**
 * A board of real shape for `--element`: 240 rows, long and non-Latin names, missing scores,
 * intervals, an entry without a framework. Illustrative, and it says so.
 */
export function bigBoard() {
  const frameworks = ['OpenHands', 'SWE-agent', 'Agentless', 'Codex', 'Aider (architect + editor mode)', ''];
  const entries = Array.from({ length: 240 }, (_, i) => {
    const score = i % 37 === 5 ? null : Math.round((80 - i * 0.3) * 10) / 10;
    const entry = {
      model: i % 11 === 0 ? `模型-${i} 大型语言模型 with a very long descriptive checkpoint name v${i}.2025-06-01` : `Model ${i}`,
      framework: frameworks[i % frameworks.length],
      score,
    };
    if (score !== null && i % 7 === 0) Object.assign(entry, { low: Math.max(0, score - 2.5), high: Math.min(100, score + 2) });
    return entry;
  });
  return { title: 'Illustrative board: 240 configurations', description: 'Illustrative values, not the paper’s: a board of real shape.', metric: 'Resolved', unit: '%', decimals: 1, entries };
}

/** Writes the site (the page, its data beside it and at the root), runs `embed`, returns where and what it printed. */
export async function makeEmbeds(extraArgs = []) {
  const dir = await mkdtemp(path.join(tmpdir(), 'csw-embed-'));
  const site = path.join(dir, 'site');
  await mkdir(path.join(site, 'data'), { recursive: true });
  for (const name of ['hero-web.json', 'training-results.json', 'frontier-leaderboard.json', 'bibtex.json']) {
    await copyFile(path.join(REPO_ROOT, 'demo/data', name), path.join(site, 'data', name));
  }
  await writeFile(path.join(site, 'post.html'), PAGE);
  await writeFile(path.join(dir, 'big-board.json'), JSON.stringify(bigBoard(), null, 1));
  const out = path.join(dir, 'out');
  const result = run(['embed', 'site/post.html', '--out-dir', 'out', '--link', 'https://lab.example/paper/', '--element', 'leaderboard-table', 'big-board.json', ...extraArgs], dir);
  return { dir, out, ...result };
}

/** The printed snippets, by id (from the `<!-- id: title -->` line before each). */
export function snippetsOf(stdout) {
  const snippets = {};
  for (const [, id, iframe] of stdout.matchAll(/<!-- ([\w.-]+) -->\n(<iframe [^\n]*<\/iframe>)/g)) snippets[id] = iframe;
  return snippets;
}

/** A host page (a blog post) around one snippet, with or without embed-resize.js. */
export function hostPage(snippet, { script = true } = {}) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
<style>body { margin: 16px; font: 18px/1.6 Georgia, serif; } iframe { display: block; margin: 0 0 24px; }</style></head>
<body><h1>A post that embeds a figure</h1><p>Text before the figure.</p>
${snippet}
<p>Text after the figure.</p>
${script ? '<script src="embed-resize.js"></script>' : ''}
</body></html>
`;
}

export const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

/** In an embed frame: the element's wrapper height, the document's, and whether it scrolls inside. */
export function frameMetrics(frame) {
  return frame.evaluate(() => {
    const main = document.getElementById('csw-embed');
    const root = document.scrollingElement;
    return { content: Math.ceil(main.getBoundingClientRect().height), scrollHeight: root.scrollHeight, viewport: window.innerHeight, scrolls: root.scrollHeight > window.innerHeight + 1 };
  });
}

/** Waits until the embed page's element shows its data (defined, not busy, its view drawn) and layout settles. */
export async function waitForEmbed(frame) {
  await frame.waitForFunction(
    () => {
      const element = document.querySelector('#csw-embed > :is(requirement-web, results-toggle, leaderboard-table, bibtex-card)');
      return element && customElements.get(element.localName) && element.shadowRoot && !element.hasAttribute('aria-busy') && element.hasUpdated !== false;
    },
    { timeout: 20000, polling: 100 },
  );
  await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}
