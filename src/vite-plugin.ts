/// <reference types="node" />
// `codespecweave-widgets/vite` (Node only): a Vite plugin that prerenders the four elements in the
// HTML pages `vite build` writes, so Vite, VitePress and Astro builds get declarative shadow DOM.
// It runs once the build is written (`writeBundle`, last): every page and every public file is in
// the output folder then, so `src` files are read where the browser will fetch them from.
import path from 'node:path';
import { prerenderFiles, prerenderStylesheet } from './ssr/index.js';

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
  logger: { warn(message: string): void; info(message: string): void };
}

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
  return {
    name: 'codespecweave-widgets:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
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
        const report = await prerenderFiles(pages, {
          inPlace: true,
          rootDir: outDir,
          stylesheet: options.stylesheet,
          jobs: options.jobs,
          onWarning: options.onWarning ?? ((message) => config?.logger.warn(`[codespecweave-widgets] ${message}`)),
        });
        for (const { file, error } of report.failed) config?.logger.warn(`[codespecweave-widgets] ${file}: ${error}`);
        config?.logger.info(`[codespecweave-widgets] prerendered ${report.rendered} elements in ${report.pages} pages`);
      },
    },
  };
}
