// `codespecweave-widgets/ssr` (Node only): prerender pages holding the four elements.
// Lit's server renderer and parse5 are optional peer dependencies (a browser-only install does not
// need them), so this entry imports nothing of them until it is used, and says which to install
// when they are missing rather than failing with a bare ERR_MODULE_NOT_FOUND at import.
import type { PrerenderOptions, PrerenderReport } from './prerender.js';
import type { PrerenderFilesOptions, PrerenderFilesReport } from './files.js';
import type { EmbedOptions, EmbedReport } from './embed.js';

export type { PrerenderOptions, PrerenderReport } from './prerender.js';
export type { PrerenderFilesOptions, PrerenderFilesReport } from './files.js';
export type { EmbedItem, EmbedOptions, EmbedReport } from './embed.js';
export { prerenderSummary } from './summary.js';
export { embedBaseUrl } from './embed-page.js';

/** The message when a peer dependency is missing. */
export const MISSING_PEERS = 'codespecweave-widgets/ssr needs @lit-labs/ssr and parse5: npm install -D @lit-labs/ssr parse5';

async function load<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    const code = (error as { code?: string })?.code;
    const message = error instanceof Error ? error.message : '';
    if (code === 'ERR_MODULE_NOT_FOUND' && /@lit-labs\/ssr|parse5/.test(message)) throw new Error(MISSING_PEERS, { cause: error });
    throw error;
  }
}
const core = () => load(() => import('./prerender.js'));

/**
 * Returns `html` with each requirement-web, results-toggle, leaderboard-table and bibtex-card
 * given its shadow root as `<template shadowrootmode="open">`, right after its start tag. Every
 * other byte of the page is unchanged; running it twice changes nothing. Bad data renders the
 * element's error panel and warns; nothing throws for the page's content.
 */
export async function prerender(html: string, options: PrerenderOptions = {}): Promise<string> {
  return (await core()).prerender(html, options);
}

/** `prerender`, with the count of elements rendered and the warnings given. */
export async function prerenderWithReport(html: string, options: PrerenderOptions = {}): Promise<PrerenderReport> {
  return (await core()).prerenderWithReport(html, options);
}

/**
 * Prerenders every page that `paths` name (files, folders searched for `*.html`, globs with `**`,
 * `*`, `?`) in place (`inPlace`) or into `outDir`, on one worker thread per core.
 */
export async function prerenderFiles(paths: readonly string[], options: PrerenderFilesOptions): Promise<PrerenderFilesReport> {
  await core();
  return (await import('./files.js')).prerenderFiles(paths, options);
}

/** The one stylesheet `stylesheet` links (also shipped as `dist/codespecweave-widgets.css`). */
export async function prerenderStylesheet(): Promise<string> {
  return (await core()).prerenderStylesheet();
}

/**
 * The `embed` command's work for one page: for every element with an `id` (and each of
 * `options.elements`), a self-contained embed page, a static SVG, an oEmbed object and the iframe
 * snippet (see docs/embedding.md, "Hosts that allow no scripts"). Writes nothing itself.
 */
export async function embed(html: string | null, options: EmbedOptions = {}): Promise<EmbedReport> {
  await core();
  return (await import('./embed.js')).embed(html, options);
}

/**
 * Writes what `embed` made into `options.outDir` (never through a symlink in it) with the resize
 * script's text, and returns what the command prints: a comment naming each id, its snippet, then
 * the resize script's line, with control characters escaped.
 */
export async function writeEmbed(report: EmbedReport, options: { outDir: string; baseUrl?: string; resizeScript: string }): Promise<string> {
  return (await import('./embed.js')).writeEmbed(report, options);
}
