import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// The tags are custom elements, not Vue components: Vue leaves them to the browser.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => ['leaderboard-table', 'results-toggle', 'requirement-web', 'bibtex-card'].includes(tag) } } })],
});
