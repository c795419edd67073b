/// <reference types="node" />
// Node only: `import { prerender } from 'codespecweave-widgets/ssr'` and the `codespecweave-widgets
// prerender` command. Renders each of the four elements in an HTML page with Lit's server renderer
// and writes its shadow root into the page as declarative shadow DOM, so a reader without
// JavaScript, a search engine and a link preview see the chart, and a reader with JavaScript sees
// no jump while it loads: the shipped bundles adopt (hydrate) the markup instead of drawing it again.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LitElementRenderer } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { BibtexCard } from '../components/bibtex-card/bibtex-card.js';
import { LeaderboardTable } from '../components/leaderboard-table/leaderboard-table.js';
import { RequirementWeb } from '../components/requirement-web/requirement-web.js';
import { ResultsToggle } from '../components/results-toggle/results-toggle.js';
import { MAX_INPUT_BYTES, formatLimit } from '../lib/limits.js';
import { attachLightDom } from './light-dom.js';

type ParsedElement = DefaultTreeAdapterMap['element'];
type ParsedParent = DefaultTreeAdapterMap['parentNode'];

const ELEMENTS: Record<string, CustomElementConstructor> = {
  'requirement-web': RequirementWeb,
  'results-toggle': ResultsToggle,
  'leaderboard-table': LeaderboardTable,
  'bibtex-card': BibtexCard,
};

/** Options of `prerender`. */
export interface PrerenderOptions {
  /** Folder that relative `src` URLs are resolved against: the page's folder. Default: the current folder. */
  baseDir?: string;
  /** Folder that root-relative `src` URLs (`/data/x.json`) are resolved against: the site's root. Default: `baseDir`. */
  rootDir?: string;
  /** The page's name in warnings (`post.html:42: <leaderboard-table>: …`). Default: `"<html>"`. */
  file?: string;
  /** Receives each warning (bad data, an unreadable `src`). Default: `console.warn`, so stderr. */
  onWarning?: (message: string) => void;
}

/** What `prerender` found, for tests and the command's summary. */
export interface PrerenderReport {
  html: string;
  /** Elements written with declarative shadow DOM. */
  rendered: number;
  /** Warnings given (each also passed to `onWarning`). */
  warnings: string[];
}

// The server registry of Lit's DOM shim: LitElementRenderer finds classes by tag there.
for (const [tag, constructor] of Object.entries(ELEMENTS)) {
  if (!customElements.get(tag)) customElements.define(tag, constructor);
}

/**
 * Returns `html` with each requirement-web, results-toggle, leaderboard-table and bibtex-card
 * given its shadow root as `<template shadowrootmode="open">`, right after its start tag. Every
 * other byte of the page is unchanged; an element that already has one is left as it is, so
 * running it twice changes nothing. Bad data renders the element's error panel and warns; nothing
 * throws for the page's content.
 */
export async function prerender(html: string, options: PrerenderOptions = {}): Promise<string> {
  return (await prerenderWithReport(html, options)).html;
}

/** `prerender`, with the count of elements rendered and the warnings given. */
export async function prerenderWithReport(html: string, options: PrerenderOptions = {}): Promise<PrerenderReport> {
  // bibtex-card's APA/MLA formatters are a lazy chunk: loaded before rendering, so format="apa" prerenders.
  await BibtexCard.loadFormatter();
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    (options.onWarning ?? console.warn)(message);
  };
  const document = parse(html, { sourceCodeLocationInfo: true });
  const insertions: { at: number; text: string }[] = [];
  for (const element of findElements(document)) {
    const location = element.sourceCodeLocation;
    // Made up by the parser (no start tag of its own in the source), or already prerendered.
    if (!location?.startTag || hasShadowTemplate(element)) continue;
    const label = `${options.file ?? '<html>'}:${location.startLine}: <${element.tagName}${idOf(element)}>`;
    try {
      const { shadow, error, file } = await renderElement(element, options);
      // The page says what a browser would; the warning also names the file on this machine.
      if (error) warn(`${label}: ${error}${file && error.startsWith('src "') ? ` (file: ${file})` : ''}`);
      insertions.push({ at: location.startTag.endOffset, text: shadow });
    } catch (error) {
      // A bug of ours, not the page's: leave the element to the browser rather than break a build.
      warn(`${label}: not prerendered: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  let out = '';
  let from = 0;
  for (const { at, text } of insertions.sort((a, b) => a.at - b.at)) {
    out += html.slice(from, at) + text;
    from = at;
  }
  return { html: out + html.slice(from), rendered: insertions.length, warnings };
}

/** The four elements, in document order; not inside `<template>`s (their content is inert). */
function findElements(parent: ParsedParent): ParsedElement[] {
  const found: ParsedElement[] = [];
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName in ELEMENTS) found.push(child);
    found.push(...findElements(child));
  }
  return found;
}

function hasShadowTemplate(element: ParsedElement): boolean {
  const first = element.childNodes.find((child) => 'tagName' in child);
  return first !== undefined && 'tagName' in first && first.tagName === 'template' && first.attrs.some((a) => a.name === 'shadowrootmode');
}

function idOf(element: ParsedElement): string {
  const id = element.attrs.find((attribute) => attribute.name === 'id')?.value;
  return id ? ` id="${id}"` : '';
}

/** Lit's server render of one element's shadow root, with its data read as the browser would. */
async function renderElement(parsed: ParsedElement, options: PrerenderOptions): Promise<{ shadow: string; error: string; file?: string }> {
  const renderer = new LitElementRenderer(parsed.tagName);
  const element = renderer.element as HTMLElement & { ssrDocument?: { url: string; text?: string; error?: string }; errorText?: string };
  attachLightDom(element, parsed);
  for (const { name, value } of parsed.attrs) renderer.setAttribute(name, value);
  const src = element.getAttribute('src');
  const read = src ? await readSource(src, options) : undefined;
  if (src && read) element.ssrDocument = { url: src, text: read.text, error: read.error };
  renderer.connectedCallback();
  const shadow = renderer.renderShadow({
    elementRenderers: [LitElementRenderer],
    customElementInstanceStack: [renderer],
    customElementHostStack: [renderer],
    eventTargetStack: [element],
    slotStack: [],
    deferHydration: false,
  });
  const { mode = 'open', delegatesFocus } = renderer.shadowRootOptions;
  const markup = `<template shadowrootmode="${mode}"${delegatesFocus ? ' shadowrootdelegatesfocus' : ''}>${await collectResult(shadow ?? [])}</template>`;
  return { shadow: markup, error: element.errorText ?? '', file: read?.file };
}

/**
 * The text of the file a `src` URL names, relative to the page (or to the site's root for `/…`),
 * as the browser would fetch it; or the reason there is none, in the browser's words where it has some.
 */
async function readSource(url: string, options: PrerenderOptions): Promise<{ text?: string; error?: string; file?: string }> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    return { error: `could not load (the prerender command reads files, not ${url.split(':')[0]} URLs)` };
  }
  const pathname = decodeURIComponent(url.replace(/[?#].*$/, ''));
  const base = pathname.startsWith('/') ? (options.rootDir ?? options.baseDir ?? '.') : (options.baseDir ?? '.');
  const file = path.join(path.resolve(base), pathname.startsWith('/') ? `.${pathname}` : pathname);
  try {
    const { size } = await stat(file);
    if (size > MAX_INPUT_BYTES) return { error: `the file is over the ${formatLimit(MAX_INPUT_BYTES)} limit`, file };
    return { text: await readFile(file, 'utf8'), file };
  } catch {
    // A browser would get a 404 for it.
    return { error: 'could not load (no such file)', file };
  }
}
