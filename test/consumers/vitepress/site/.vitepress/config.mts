// The VitePress recipe of docs/frameworks.md, as a stranger writes it: the tags are custom
// elements for Vue, and the Vite plugin prerenders every page VitePress writes.
import { defineConfig } from 'vitepress';
import codespecweave from 'codespecweave-widgets/vite';

const tags = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

export default defineConfig({
  title: 'Findings (consumer fixture)',
  vue: { template: { compilerOptions: { isCustomElement: (tag: string) => tags.includes(tag) } } },
  vite: { plugins: [codespecweave()] },
  // An author's own buildEnd still runs, after the plugin's: it sees the prerendered pages.
  async buildEnd(site) {
    const { readFile, writeFile } = await import('node:fs/promises');
    const html = await readFile(`${site.outDir}/index.html`, 'utf8');
    await writeFile(`${site.outDir}/build-end.json`, JSON.stringify({ sawTemplates: (html.match(/<template shadowrootmode="open"/g) ?? []).length }));
  },
});
