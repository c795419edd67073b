// Checked with `tsc -p tsconfig.check.json` by the consumer matrix: VitePress's typed config takes
// the Vite plugin in `vite.plugins` (VitePress 1 types its Vite config with Vite 5's).
import { defineConfig } from 'vitepress';
import codespecweave from 'codespecweave-widgets/vite';

export default defineConfig({ vite: { plugins: [codespecweave({ stylesheet: '/assets/codespecweave-widgets.css', jobs: 2 })] } });
// @ts-expect-error: options are checked
codespecweave({ stylesheet: 42 });
