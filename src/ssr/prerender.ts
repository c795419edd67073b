/// <reference types="node" />
// Node only: `import { prerender } from 'codespecweave-widgets/ssr'` and the `codespecweave-widgets
// prerender` command. Renders each of the four elements in an HTML page with Lit's server renderer
// and writes its shadow root into the page as declarative shadow DOM, so a reader without
// JavaScript, a search engine and a link preview see the chart, and a reader with JavaScript sees
// no jump while it loads: the shipped bundles adopt (hydrate) the markup instead of drawing it again.
import path from 'node:path';
import { LitElementRenderer } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { css, type ReactiveElement } from 'lit';
import { BibtexCard } from '../components/bibtex-card/bibtex-card.js';
import { LeaderboardTable } from '../components/leaderboard-table/leaderboard-table.js';
import { RequirementWeb } from '../components/requirement-web/requirement-web.js';
import { ResultsToggle } from '../components/results-toggle/results-toggle.js';
import { preloadDataSources } from '../internal/data-source.js';
import { attachLightDom } from './light-dom.js';
import { jsonSyntaxError, readSource } from './read-source.js';
import { linkStylesheet, stylesheetFor } from './stylesheet.js';
import { escapeControls } from './warnings.js';

type ParsedElement = DefaultTreeAdapterMap['element'];
type ParsedParent = DefaultTreeAdapterMap['parentNode'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** The four elements by tag, for the stylesheet and the server registry. */
export const ELEMENTS: Record<string, CustomElementConstructor> = {
  'requirement-web': RequirementWeb,
  'results-toggle': ResultsToggle,
  'leaderboard-table': LeaderboardTable,
  'bibtex-card': BibtexCard,
};

/** Options of `prerender`. */
export interface PrerenderOptions {
  /** Folder that relative `src` URLs are resolved against: the page's folder. Default: the current folder. */
  baseDir?: string;
  /**
   * The site's root: root-relative `src` URLs (`/data/x.json`) are resolved against it, and no
   * `src` file outside it is read (after `..`, percent-encoding and symlinks). Default: `baseDir`.
   */
  rootDir?: string;
  /** The page's name in warnings (`post.html:42: <leaderboard-table>: …`). Default: `"<html>"`. */
  file?: string;
  /**
   * A stylesheet URL (`/assets/codespecweave-widgets.css`): each shadow root links it with a
   * `<link rel="stylesheet">` instead of carrying its CSS in an inline `<style>`, so the page
   * needs no `'unsafe-inline'` style source. Serve `dist/codespecweave-widgets.css` (or the file
   * `writeStylesheet` writes) at that URL. Default: inline styles.
   */
  stylesheet?: string;
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

/**
 * Only in a server-rendered shadow root (its inline styles and the `--stylesheet`, never a browser's
 * own): such an element shows its view from the page's first paint, so `loading-reserve.css` must
 * keep no room for it while the browser has not drawn it (undefined, or defined and not hydrated),
 * or a view shorter than the estimate (a 3-row board) stood in the estimate's box until it
 * hydrated. That stylesheet's rule reads `--_server-drawn` before its estimate
 * (scripts/reserve-css.mjs); `!important` because a shadow root's rule for its host otherwise
 * loses to the page's. It stays after hydration, when that rule no longer applies.
 */
const serverDrawn = css`
  :host {
    --_server-drawn: 0px !important;
  }
`;

// The server registry of Lit's DOM shim: LitElementRenderer finds classes by tag there; defined, a
// class has its styles, which the server's rule joins.
for (const [tag, constructor] of Object.entries(ELEMENTS)) {
  if (!customElements.get(tag)) customElements.define(tag, constructor);
  const { elementStyles } = constructor as unknown as typeof ReactiveElement;
  if (!elementStyles.includes(serverDrawn)) elementStyles.push(serverDrawn);
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
  await preloadElements();
  const warnings: string[] = [];
  const warn = (message: string) => {
    // Attribute values and file names come from the page: no terminal escape reaches a build log.
    const safe = escapeControls(message);
    warnings.push(safe);
    (options.onWarning ?? console.warn)(safe);
  };
  const document = parse(html, { sourceCodeLocationInfo: true });
  const insertions: { at: number; text: string }[] = [];
  for (const element of findElements(document)) {
    // Everything per element, the label too: one element's failure never stops the page.
    let label = `<${element.tagName}>`;
    try {
      const location = element.sourceCodeLocation;
      // Made up by the parser (no start tag of its own in the source), or already prerendered.
      if (!location?.startTag || hasShadowTemplate(element)) continue;
      label = `${options.file ?? '<html>'}:${location.startLine}: <${element.tagName}${idOf(element)}>`;
      const { shadow, error, file, empty } = await renderElement(element, options);
      // The page says what a browser would; the warning also names the file, relative to the root.
      if (error) warn(`${label}: ${error}${file && error.startsWith('src "') ? ` (file: ${file})` : ''}`);
      else if (empty) warn(`${label}: no data it can read (no data attribute, child JSON script, src or light-DOM fallback): its fallback is shown`);
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

/**
 * The four elements, in document order: HTML elements only (a `<leaderboard-table>` inside
 * `<svg>` or `<math>` is a foreign element, left byte for byte), never inside `<template>`s
 * (their content is inert, and parse5 keeps it apart from `childNodes`). A loop with its own
 * stack: a page nested 20,000 levels deep costs no call stack.
 */
function findElements(root: ParsedParent): ParsedElement[] {
  const found: ParsedElement[] = [];
  const stack: DefaultTreeAdapterMap['childNode'][] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!('tagName' in node)) continue;
    if (node.namespaceURI === HTML_NAMESPACE && Object.hasOwn(ELEMENTS, node.tagName)) found.push(node);
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
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
async function renderElement(parsed: ParsedElement, options: PrerenderOptions): Promise<{ shadow: string; error: string; file?: string; empty: boolean }> {
  const renderer = new LitElementRenderer(parsed.tagName);
  const element = renderer.element as HTMLElement & { ssrDocument?: { url: string; text?: string; error?: string }; errorText?: string; value?: unknown };
  attachLightDom(element, parsed);
  for (const { name, value } of parsed.attrs) renderer.setAttribute(name, value);
  const src = element.getAttribute('src');
  let read: Awaited<ReturnType<typeof readSource>> | undefined;
  if (src) {
    const baseDir = path.resolve(options.baseDir ?? '.');
    read = await readSource(src, { baseDir, rootDir: options.rootDir ?? baseDir });
    // A syntax error is reported by position here: the element's own message would quote the file.
    const syntax = read.text !== undefined && !/\.csv$/i.test(src.replace(/[?#].*$/, '')) ? jsonSyntaxError(read.text) : null;
    element.ssrDocument = syntax ? { url: src, error: syntax } : { url: src, text: read.text, error: read.error };
  }
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
  let content = await collectResult(shadow ?? []);
  if (options.stylesheet !== undefined) content = linkStylesheet(content, options.stylesheet);
  const markup = `<template shadowrootmode="${mode}"${delegatesFocus ? ' shadowrootdelegatesfocus' : ''}>${content}</template>`;
  return { shadow: markup, error: element.errorText ?? '', file: read?.file, empty: element.value === undefined && !element.errorText };
}

/**
 * The stylesheet `stylesheet` links: every element's CSS, each element's own rules scoped to its
 * host, deduplicated. The same text as the shipped `dist/codespecweave-widgets.css`.
 */
export async function prerenderStylesheet(): Promise<string> {
  // A preload adds the styles of what it loads to the class's (results-toggle's open table): without
  // it first, the sheet would depend on whether a page had been rendered before (the CLI's
  // --stylesheet-out and the shipped file differed by the table's rules).
  await preloadElements();
  return stylesheetFor(ELEMENTS);
}

/**
 * What the elements load on first use in a browser (bibtex-card's APA/MLA formatters, a CSV reader,
 * a table shown open, the leaderboard's rarer parts): a server renders in one pass, so each
 * element's `preload` first, and what every element's data source loads on first use (an escaped child script's reader).
 */
export function preloadElements(): Promise<unknown> {
  return Promise.all([preloadDataSources(), ...Object.values(ELEMENTS).map((element) => (element as { preload?: () => Promise<unknown> }).preload?.())]);
}
