// The Astro recipe of docs/frameworks.md, as a stranger writes it: the integration prerenders
// every page `astro build` writes.
import { defineConfig } from 'astro/config';
import codespecweave from 'codespecweave-widgets/astro';

export default defineConfig({
  integrations: [codespecweave()],
});
