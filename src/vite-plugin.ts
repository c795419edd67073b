/// <reference types="node" />
// `codespecweave-widgets/vite` (Node only): a Vite plugin that prerenders the four elements in the
// HTML pages `vite build` writes, so Vite and VitePress builds get declarative shadow DOM.
// It runs once the build is written (`writeBundle`, last): every page and every public file is in
// the output folder then, so `src` files are read where the browser will fetch them from.
// VitePress writes its pages after its two Vite builds, so no page is in their bundles: VitePress
// puts its site config on the resolved Vite config (`config.vitepress`, which its own plugins read),
// and the plugin chains that config's `buildEnd`, which VitePress awaits once every page is written.
// Astro also writes its pages after its Vite builds but exposes no such hook to a Vite plugin: there
// the plugin says to use the Astro integration (`codespecweave-widgets/astro`) instead.
import path from 'node:path';
import { prerenderSite } from './site-build.js';
import { prerenderFiles, prerenderStylesheet, prerenderSummary } from './ssr/index.js';

/** Options of the Vite plugin. */
export interface VitePluginOptions {
  /** See `PrerenderOptions.stylesheet`. A root-relative URL is also emitted there as an asset. */
  stylesheet?: string;
  /** Worker threads at most (default: one per core). */
  jobs?: number;
  /** Receives each warning. Default: Vite's logger, as warnings. */
  onWarning?: (message: string) => void;
}

// The few hook shapes used, so the package needs no dependency on Vite's types.
interface OutputBundleLike {
  [fileName: string]: { type: string; fileName: string };
}
interface PluginContextLike {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
  warn?(message: string): void;
}
interface ResolvedConfigLike {
  root: string;
  build: { outDir: string };
  logger: { warn(message: string): void; info(message: string): void; error?(message: string): void };
  /** VitePress's site config (VitePress 1 sets it on the Vite config of both of its builds). */
  vitepress?: VitePressSiteLike;
  plugins?: readonly { name: string }[];
}
/** The part of VitePress's site config used: where it writes the site, and the hook it awaits after. */
interface VitePressSiteLike {
  outDir: string;
  buildEnd?: (this: unknown, siteConfig: never) => unknown;
  /** VitePress's own logger: its Vite builds log at "warn" only, which would hide the summary. */
  logger?: ResolvedConfigLike['logger'];
}

// VitePress runs two Vite builds (client, server) with one site config: its buildEnd is chained once.
const chained = new WeakSet<object>();
const PREFIX = '[codespecweave-widgets] ';

/** What `codespecweave()` returns: a Vite plugin (build only). */
export interface CodespecweaveVitePlugin {
  name: string;
  apply: 'build';
  enforce: 'post';
  configResolved(config: ResolvedConfigLike): void;
  generateBundle(this: PluginContextLike): Promise<void>;
  writeBundle: { order: 'post'; sequential: true; handler(this: PluginContextLike, options: { dir?: string }, bundle: OutputBundleLike): Promise<void> };
}

/** The Vite plugin: `plugins: [codespecweave({ stylesheet: '/codespecweave-widgets.css' })]`. */
export default function codespecweave(options: VitePluginOptions = {}): CodespecweaveVitePlugin {
  let config: ResolvedConfigLike | undefined;
  let warnedAstro = false;
  return {
    name: 'codespecweave-widgets:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
      const site = resolved.vitepress;
      if (site && typeof site === 'object' && typeof site.outDir === 'string') {
        if (chained.has(site)) return;
        chained.add(site);
        const own = site.buildEnd;
        const logger = site.logger ?? resolved.logger;
        // Ours first, then the author's: a buildEnd that indexes or checks the pages (a search
        // index, a link checker) sees them as readers get them.
        site.buildEnd = async (siteConfig: never) => {
          await prerenderSite(site.outDir, { stylesheet: options.stylesheet, jobs: options.jobs, onWarning: options.onWarning, prefix: PREFIX }, logger);
          return own?.call(site, siteConfig);
        };
      } else if (!warnedAstro && resolved.plugins?.some((plugin) => plugin.name.startsWith('astro:'))) {
        warnedAstro = true;
        resolved.logger.warn(
          `${PREFIX}Astro writes its pages after the Vite build, so this plugin never sees them: use the integration instead, \`integrations: [codespecweave()]\` with \`import codespecweave from 'codespecweave-widgets/astro'\` (docs/frameworks.md#astro)`,
        );
      }
    },
    async generateBundle() {
      const href = options.stylesheet;
      if (href?.startsWith('/') && !href.startsWith('//')) {
        this.emitFile({ type: 'asset', fileName: href.slice(1).replace(/[?#].*$/, ''), source: await prerenderStylesheet() });
      }
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(output, bundle) {
        const outDir = path.resolve(output.dir ?? path.resolve(config?.root ?? '.', config?.build.outDir ?? 'dist'));
        const pages = Object.values(bundle)
          .filter((file) => file.type === 'asset' && /\.html?$/i.test(file.fileName))
          .map((file) => path.join(outDir, file.fileName));
        if (pages.length === 0) return;
        const started = performance.now();
        const report = await prerenderFiles(pages, {
          inPlace: true,
          rootDir: outDir,
          stylesheet: options.stylesheet,
          jobs: options.jobs,
          onWarning: options.onWarning ?? ((message) => config?.logger.warn(`[codespecweave-widgets] ${message}`)),
        });
        for (const { file, error } of report.failed) config?.logger.warn(`[codespecweave-widgets] ${file}: ${error}`);
        // The one summary line the command and the site plugins print.
        config?.logger.info(`[codespecweave-widgets] ${prerenderSummary(report, performance.now() - started)}`);
      },
    },
  };
}
