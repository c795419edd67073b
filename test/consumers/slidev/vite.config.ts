// Slidev passes `slidev.vue` to its own Vue plugin: the four tags are custom elements, not Vue
// components (without this Vue warns "Failed to resolve component" for each, in every slide).
import { defineConfig } from 'vite';

const tags = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

export default defineConfig({
  slidev: {
    vue: { template: { compilerOptions: { isCustomElement: (tag) => tags.includes(tag) } } },
  },
});
