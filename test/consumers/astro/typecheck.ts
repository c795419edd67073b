// Checked with `tsc -p tsconfig.check.json` by the consumer matrix: a TypeScript astro.config
// accepts the integration as an AstroIntegration, and the Vite plugin in `vite.plugins`.
import type { AstroIntegration, AstroUserConfig } from 'astro';
import codespecweave from 'codespecweave-widgets/astro';
import codespecweaveVite from 'codespecweave-widgets/vite';

export const integration: AstroIntegration = codespecweave({ stylesheet: '/_astro/codespecweave-widgets.css', jobs: 2, onWarning: (message: string) => console.warn(message) });
export const config: AstroUserConfig = { integrations: [codespecweave()], vite: { plugins: [codespecweaveVite()] } };
// @ts-expect-error: options are checked
codespecweave({ jobs: 'all' });
