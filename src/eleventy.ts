/// <reference types="node" />
// `codespecweave-widgets/eleventy` (Node only): an Eleventy plugin that prerenders the four
// elements in every `.html` page Eleventy writes (an `addTransform`), so a site needs no separate
// `prerender` step. `eleventyConfig.addPlugin(codespecweave, { stylesheet: '/assets/csw.css' })`.
import path from 'node:path';
import { prerenderStylesheet, prerenderWithReport } from './ssr/index.js';
import { writeInside } from './ssr/safe-write.js';

/** Options of the Eleventy plugin. */
export interface EleventyPluginOptions {
  /**
   * The folder `src` files are read from (root-relative URLs from its top, relative ones next to
   * each page's output path). Default: Eleventy's output folder. Eleventy may copy passthrough
   * files while it transforms pages: if a page's data is a passthrough copy, give the folder it
   * is copied from (with the same layout), e.g. `"public"`.
   */
  rootDir?: string;
  /** See `PrerenderOptions.stylesheet`. A root-relative URL is also written there in the output folder. */
  stylesheet?: string;
  /** Receives each warning. Default: `console.warn`, prefixed `[codespecweave-widgets]`. */
  onWarning?: (message: string) => void;
}

/** The part of Eleventy's config object the plugin uses (Eleventy 2 and 3). */
export interface EleventyConfigLike {
  addTransform(name: string, transform: (this: EleventyTransformContext, content: string, outputPath?: string) => unknown): void;
  on?(event: string, listener: (event: { dir?: { output?: string } }) => unknown): void;
  directories?: { output?: string };
  dir?: { output?: string };
}
interface EleventyTransformContext {
  page?: { outputPath?: string | false };
  outputPath?: string | false;
}

/** The Eleventy plugin: `eleventyConfig.addPlugin(codespecweave, options)`. */
export default function codespecweavePrerender(eleventyConfig: EleventyConfigLike, options: EleventyPluginOptions = {}): void {
  const outputDir = () => eleventyConfig.directories?.output ?? eleventyConfig.dir?.output ?? '_site';
  const onWarning = options.onWarning ?? ((message: string) => console.warn(`[codespecweave-widgets] ${message}`));
  eleventyConfig.addTransform('codespecweave-widgets-prerender', async function (this: EleventyTransformContext, content: string, outputPathArgument?: string) {
    // Eleventy 3 gives `this.page.outputPath`, Eleventy 2 `this.outputPath`, older ones an argument.
    const outputPath = this?.page?.outputPath ?? this?.outputPath ?? outputPathArgument;
    if (typeof outputPath !== 'string' || !/\.html?$/i.test(outputPath) || typeof content !== 'string') return content;
    const rootDir = path.resolve(options.rootDir ?? outputDir());
    const page = path.resolve(outputPath);
    const relative = path.relative(path.resolve(outputDir()), page);
    const report = await prerenderWithReport(content, {
      baseDir: path.join(rootDir, path.dirname(relative)),
      rootDir,
      file: relative.split(path.sep).join('/'),
      stylesheet: options.stylesheet,
      onWarning,
    });
    return report.html;
  });
  const stylesheet = options.stylesheet;
  if (stylesheet?.startsWith('/') && !stylesheet.startsWith('//') && eleventyConfig.on) {
    eleventyConfig.on('eleventy.after', async (event) => {
      // Through no symlink in the output (src/ssr/safe-write.ts), as the prerender command writes.
      await writeInside(path.resolve(event?.dir?.output ?? outputDir()), stylesheet.replace(/[?#].*$/, '').replace(/^\/+/, ''), await prerenderStylesheet());
    });
  }
}
