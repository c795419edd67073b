/// <reference types="node" />
// Node only. What the plugins for generators that write their pages after Vite's build (VitePress
// through `codespecweave-widgets/vite`, Astro through `codespecweave-widgets/astro`) do once the
// site is written: every page of the output folder prerendered in place, in one process with the
// worker threads of `prerenderFiles`, under the command's rules: bad data is a warning and never
// fails the build; a page that cannot be read or written fails it (the command's exit code 1);
// one summary line.
import path from 'node:path';
import { prerenderFiles, prerenderStylesheet, prerenderSummary, type PrerenderFilesReport } from './ssr/index.js';
import { writeInside } from './ssr/safe-write.js';

/** Where the lines go: the generator's own logger (Vite's, Astro's). */
export interface SiteLogger {
  info(message: string): void;
  warn(message: string): void;
  error?(message: string): void;
}

export interface SiteBuildOptions {
  stylesheet?: string;
  jobs?: number;
  onWarning?: (message: string) => void;
  /** Write a root-relative `stylesheet` into the folder too (Astro; VitePress's Vite build emits it). */
  writeStylesheet?: boolean;
  /** Put before each line (`[codespecweave-widgets] ` for Vite's logger; Astro's names the integration itself). */
  prefix: string;
}

/** Prerenders every `.html` page below `outDir` in place; throws (after logging) if a page failed. */
export async function prerenderSite(outDir: string, options: SiteBuildOptions, logger: SiteLogger): Promise<PrerenderFilesReport | undefined> {
  const { prefix } = options;
  const started = performance.now();
  const stylesheet = options.stylesheet;
  if (options.writeStylesheet && stylesheet?.startsWith('/') && !stylesheet.startsWith('//')) {
    // Through no symlink in the output (src/ssr/safe-write.ts), as the pages are written.
    await writeInside(outDir, stylesheet.replace(/[?#].*$/, '').replace(/^\/+/, ''), await prerenderStylesheet());
  }
  let report: PrerenderFilesReport;
  try {
    report = await prerenderFiles([outDir], {
      inPlace: true,
      rootDir: outDir,
      stylesheet,
      jobs: options.jobs,
      onWarning: options.onWarning ?? ((message) => logger.warn(`${prefix}warning: ${message}`)),
    });
  } catch (error) {
    // A site with no page at all (an API-only Astro build) is not an error of the author's pages.
    if (error instanceof Error && /^no HTML pages match/.test(error.message)) {
      logger.info(`${prefix}no HTML pages to prerender in ${path.basename(outDir)}/`);
      return undefined;
    }
    throw error;
  }
  const log = (message: string) => (logger.error ? logger.error(message) : logger.warn(message));
  for (const { file, error } of report.failed) log(`${prefix}error: ${file}: ${error}`);
  logger.info(`${prefix}${prerenderSummary(report, performance.now() - started)}`);
  if (report.failed.length) {
    throw new Error(`codespecweave-widgets: ${report.failed.length === 1 ? '1 page' : `${report.failed.length} pages`} could not be prerendered (${report.failed.map((failure) => failure.file).join(', ')})`);
  }
  return report;
}
