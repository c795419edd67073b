// Slidev passes `slidev.vue` to its own Vue plugin: the four tags are custom elements, which Vue
// then creates as they are instead of looking for Vue components of those names.
import { defineConfig } from 'vite';

const tags = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

export default defineConfig({
  slidev: {
    vue: { template: { compilerOptions: { isCustomElement: (tag) => tags.includes(tag) } } },
  },
});
