/// <reference types="node" />
// `codespecweave-widgets/astro` (Node only): an Astro integration that prerenders the four elements
// in every page `astro build` writes. Astro renders its static pages after its Vite builds, so a Vite
// plugin in `vite.plugins` never sees them; `astro:build:done` runs once every page and every
// `public/` file is in the output folder, so `src` files are read where the browser fetches them.
// `integrations: [codespecweave({ stylesheet: '/codespecweave-widgets.css' })]` in astro.config.mjs.
import { fileURLToPath } from 'node:url';
import { prerenderSite, type SiteLogger } from './site-build.js';

/** Options of the Astro integration. */
export interface AstroIntegrationOptions {
  /** See `PrerenderOptions.stylesheet`. A root-relative URL is also written there in the output folder. */
  stylesheet?: string;
  /** Worker threads at most (default: one per core, once a site has enough pages to pay for them). */
  jobs?: number;
  /** Receives each warning. Default: Astro's logger, as warnings. */
  onWarning?: (message: string) => void;
}

/** The part of `astro:build:done`'s argument used (Astro 4 and 5). */
export interface AstroBuildDoneLike {
  /** The output folder (for `output: 'server'`, the client folder, where prerendered pages are). */
  dir: URL;
  logger?: SiteLogger;
}

/** What `codespecweave()` returns: an Astro integration. */
export interface CodespecweaveAstroIntegration {
  name: string;
  hooks: {
    'astro:build:done': (params: AstroBuildDoneLike) => Promise<void>;
  };
}

/** The Astro integration: `integrations: [codespecweave()]`. */
export default function codespecweave(options: AstroIntegrationOptions = {}): CodespecweaveAstroIntegration {
  return {
    name: 'codespecweave-widgets',
    hooks: {
      async 'astro:build:done'({ dir, logger }) {
        // Astro's logger names the integration on each line; console's does not.
        const log: SiteLogger = logger ?? { info: console.log, warn: console.warn, error: console.error };
        await prerenderSite(fileURLToPath(dir), { stylesheet: options.stylesheet, jobs: options.jobs, onWarning: options.onWarning, writeStylesheet: true, prefix: logger ? '' : '[codespecweave-widgets] ' }, log);
      },
    },
  };
}
