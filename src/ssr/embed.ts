/// <reference types="node" />
// Node only: the `codespecweave-widgets embed` command, for hosts that run no author script
// (Medium, Substack, Notion, WordPress.com, Ghost cards, university CMSs). For every element with
// an `id` in a page (and every `--element <tag> <data-file>`) it makes:
//
// - `<id>.html`: a page of that element alone that needs no other file: the data inlined as a
//   child JSON script (a `src` read with the prerender's reader, inside the page's folder), the
//   classic-script bundle inlined, the element prerendered (so it shows with scripts off), a
//   source note, `theme`/`lang` from the URL query, and its height posted to the parent page;
// - `<id>.svg`: a static image of the element's view, drawn from the same data in Node;
// - `<id>.oembed.json`: oEmbed 1.0 `rich`, its `html` the iframe snippet, linked from the page;
// - the `<iframe>` snippet, with a fixed height that shows the element whole at 375 and 1280 px.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LitElementRenderer } from '@lit-labs/ssr';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { ELEMENTS, preloadElements, prerenderWithReport } from './prerender.js';
import { attachLightDom } from './light-dom.js';
import { readSource } from './read-source.js';
import { escapeControls } from './warnings.js';
import { embedBaseUrl, embedPageHtml, escapeHtml, iframeSnippet, resizeScriptLine, snippetComment } from './embed-page.js';
import { isDeviceName } from '../lib/file-name.js';
import { writeInside } from './safe-write.js';
import { elementSvg, elementTitle, type ElementState } from './embed-images.js';
import { fixedHeight } from './embed-height.js';

type ParsedElement = DefaultTreeAdapterMap['element'];
type ParsedNode = DefaultTreeAdapterMap['childNode'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export interface EmbedOptions {
  /** The page's folder: relative `src` URLs and `--element` files are read there. Default: the current folder. */
  baseDir?: string;
  /** No `src` file outside this folder is read. Default: `baseDir`. */
  rootDir?: string;
  /** The page's name in warnings. Default `<html>`. */
  file?: string;
  /** The original page's URL: each embed page links back to it. */
  link?: string;
  /**
   * The URL the output folder will be served at (`https://lab.example/embeds/`): the snippet's
   * `src`, the oEmbed `html` and the oEmbed link are then absolute, as oEmbed consumers need.
   * Default: relative to the output folder (`<id>.html`).
   */
  baseUrl?: string;
  /** `--element <tag> <data-file>`: elements made from data files, beside the page's. */
  elements?: { tag: string; file: string; id?: string }[];
  /** oEmbed `provider_name`. Default `codespecweave-widgets`. */
  providerName?: string;
  /** The classic-script bundle's text. Default: `dist/codespecweave-widgets.iife.js` beside this module. */
  bundle?: string;
  onWarning?: (message: string) => void;
}

/** One element's embed: the files to write and the snippet to print. */
export interface EmbedItem {
  id: string;
  tag: string;
  title: string;
  /** `<id>.html`. */
  html: string;
  /** `<id>.svg`, or '' when the element has no data to draw (its error instead). */
  svg: string;
  /** `<id>.oembed.json`'s object. */
  oembed: Record<string, string | number>;
  snippet: string;
  /** The snippet's fixed height, px. */
  height: number;
  /** The error the element shows, or ''. */
  error: string;
}

export interface EmbedReport {
  items: EmbedItem[];
  warnings: string[];
}

/** Ids that make safe file names and URL paths: what an author writes as an id, no separators. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * Why `id` cannot name the embed's files, or '': outside SAFE_ID, or a Windows device name
 * (`con.html` opens the console there, whatever the extension).
 */
function unusableId(id: string): string {
  if (!SAFE_ID.test(id)) return 'its id is not usable as a file name (letters, digits, ".", "_" and "-", starting with a letter or digit)';
  if (isDeviceName(id)) return `its id "${id}" is a device name on Windows (CON, PRN, AUX, NUL, COM1-9, LPT1-9)`;
  return '';
}

let bundleText: Promise<string> | undefined;
function defaultBundle(): Promise<string> {
  return (bundleText ??= readFile(new URL('../codespecweave-widgets.iife.js', import.meta.url), 'utf8').catch(() => {
    throw new Error('dist/codespecweave-widgets.iife.js is missing: run `npm run build` (the embed pages inline it)');
  }));
}

const attr = (element: ParsedElement, name: string) => element.attrs.find((a) => a.name === name)?.value;

function findElements(root: DefaultTreeAdapterMap['parentNode']): ParsedElement[] {
  const found: ParsedElement[] = [];
  const stack: ParsedNode[] = [...root.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!('tagName' in node)) continue;
    if (node.namespaceURI === HTML_NAMESPACE && Object.hasOwn(ELEMENTS, node.tagName)) {
      found.push(node);
      continue;
    }
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return found;
}

function textOf(node: ParsedNode | DefaultTreeAdapterMap['document']): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map((child) => textOf(child)).join('') : '';
}

/** The page's note about an element: its `data-embed-note`, else a following `<p class="…note…">` (the demo's "Illustrative values" notes). */
function noteFor(element: ParsedElement): string {
  const own = attr(element, 'data-embed-note');
  if (own !== undefined) return own.trim();
  const siblings = element.parentNode?.childNodes ?? [];
  for (let i = siblings.indexOf(element) + 1; i < siblings.length; i++) {
    const next = siblings[i]!;
    if (!('tagName' in next)) continue;
    if (next.tagName === 'p' && /(^|[\s_-])note($|[\s_-])/.test(attr(next, 'class') ?? '')) return textOf(next).replace(/\s+/g, ' ').trim();
    break;
  }
  return '';
}

const startTag = (tag: string, attrs: { name: string; value: string }[]) =>
  `<${tag}${attrs.map(({ name, value }) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('')}>`;

/** JSON as the text of a `<script type="application/json">`: a `<` only ever stands inside a JSON string, where `\u003c` is the same. */
const scriptJson = (text: string) => text.replace(/</g, '\\u003c');

/**
 * The element as it goes into its embed page: its start tag, then (for a `src`) its data as a
 * child JSON script in place of the `src`, then its children as the page wrote them (the light-DOM
 * fallback; an earlier prerender's shadow root left out).
 */
async function inlineElement(html: string, element: ParsedElement, options: Required<Pick<EmbedOptions, 'baseDir' | 'rootDir'>>): Promise<{ markup: string; error?: string }> {
  const children = element.childNodes.filter((child) => !('tagName' in child && child.tagName === 'template' && attr(child, 'shadowrootmode') !== undefined));
  const inner = children.map((child) => html.slice(child.sourceCodeLocation!.startOffset, child.sourceCodeLocation!.endOffset)).join('');
  // A `src` is never kept: inlined when it is the data, dropped when an earlier source wins anyway.
  const attrs = element.attrs.filter((a) => a.name !== 'src');
  // On its own page the element's title is the page's one heading, unless the author chose a level.
  if (attr(element, 'heading-level') === undefined) attrs.push({ name: 'heading-level', value: '1' });
  let data = '';
  const src = attr(element, 'src');
  const hasScript = element.childNodes.some((child) => 'tagName' in child && child.tagName === 'script' && attr(child, 'type') === 'application/json');
  const earlier = attr(element, 'data') !== undefined || (element.tagName === 'bibtex-card' && attr(element, 'bibtex') !== undefined) || hasScript;
  if (src && !earlier) {
    const read = await readSource(src, options);
    if (read.text === undefined) return { markup: '', error: `src "${src}": ${read.error}` };
    const csv = /\.csv$/i.test(src.replace(/[?#].*$/, ''));
    data = csv ? `<script type="text/csv">${read.text.replace(/<\//g, '<\\/')}</script>` : `<script type="application/json">${scriptJson(read.text)}</script>`;
  }
  return { markup: `${startTag(element.tagName, attrs)}${data}${inner}</${element.tagName}>` };
}

/** The element's state after Lit's server-side `willUpdate`: what its first render shows. */
function elementState(parsed: ParsedElement): ElementState & { error: string } {
  const renderer = new LitElementRenderer(parsed.tagName);
  const element = renderer.element as unknown as Record<string, unknown> & HTMLElement;
  attachLightDom(element, parsed);
  for (const { name, value } of parsed.attrs) renderer.setAttribute(name, value);
  renderer.connectedCallback();
  return {
    tag: parsed.tagName,
    value: element.value,
    get: (name) => element[name],
    error: typeof element.errorText === 'string' ? element.errorText : '',
  };
}

/** `file` under `base` (an embedBaseUrl, ending in `/`), or alone when there is none. */
const joinUrl = (base: string, file: string): string => `${base}${encodeURIComponent(file)}`;

/** Makes the embed of every element with an `id` in `html` (and of each `options.elements`). */
export async function embed(html: string | null, options: EmbedOptions = {}): Promise<EmbedReport> {
  const warnings: string[] = [];
  const warn = (message: string) => {
    const safe = escapeControls(message);
    warnings.push(safe);
    (options.onWarning ?? console.warn)(safe);
  };
  const baseUrl = options.baseUrl ? embedBaseUrl(options.baseUrl) : '';
  if (baseUrl instanceof Error) throw baseUrl;
  const baseDir = path.resolve(options.baseDir ?? '.');
  const rootDir = path.resolve(options.rootDir ?? baseDir);
  const file = options.file ?? '<html>';
  const bundle = options.bundle ?? (await defaultBundle());
  const document = html === null ? null : parse(html, { sourceCodeLocationInfo: true });
  const pageTitle = document ? textOf(findTag(document, 'title') ?? document).replace(/\s+/g, ' ').trim() : '';
  const pageLang = (document && attr(findTag(document, 'html') ?? ({ attrs: [] } as unknown as ParsedElement), 'lang')) || 'en';

  // Each element as { markup (data inlined), note }, from the page and from --element files.
  const sources: { id: string; tag: string; markup: string; note: string; label: string }[] = [];
  if (document && html !== null) {
    for (const element of findElements(document)) {
      const id = attr(element, 'id');
      const label = `${file}:${element.sourceCodeLocation?.startLine ?? 0}: <${element.tagName}${id ? ` id="${id}"` : ''}>`;
      if (!id) continue;
      const unusable = unusableId(id);
      if (unusable) {
        warn(`${label}: not embedded: ${unusable}`);
        continue;
      }
      const { markup, error } = await inlineElement(html, element, { baseDir, rootDir });
      if (error) {
        warn(`${label}: not embedded: ${error}`);
        continue;
      }
      sources.push({ id, tag: element.tagName, markup, note: noteFor(element), label });
    }
  }
  for (const extra of options.elements ?? []) {
    if (!Object.hasOwn(ELEMENTS, extra.tag)) throw new Error(`--element: "${extra.tag}" is not one of ${Object.keys(ELEMENTS).join(', ')}`);
    const id = extra.id ?? path.basename(extra.file).replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '');
    const label = `--element ${extra.tag} ${extra.file}`;
    if (unusableId(id)) throw new Error(`${label}: no usable id from the file name (${unusableId(id)})`);
    // The data file is the author's own argument, read as given (not a page's `src`).
    let text: string;
    try {
      text = await readFile(path.resolve(baseDir, extra.file), 'utf8');
    } catch (error) {
      throw new Error(`${label}: cannot read the file (${(error as { code?: string }).code ?? 'error'})`);
    }
    const csv = /\.csv$/i.test(extra.file);
    const data = csv ? `<script type="text/csv">${text.replace(/<\//g, '<\\/')}</script>` : `<script type="application/json">${scriptJson(text)}</script>`;
    sources.push({ id, tag: extra.tag, markup: `<${extra.tag} id="${escapeHtml(id)}" heading-level="1">${data}</${extra.tag}>`, note: '', label });
  }

  // What each element loads on first use (the CSV reader, the locale tables) before the first
  // state is read below: a CSV element's title, height and image come from its parsed data, which a
  // reader still loading would leave empty (a "leaderboard-table b" iframe 30 px tall, no SVG).
  await preloadElements();
  // Case-insensitively: `Board.html` and `board.html` are one file on macOS and Windows disks.
  const seen = new Set<string>();
  const items: EmbedItem[] = [];
  for (const source of sources) {
    if (seen.has(source.id.toLowerCase())) {
      warn(`${source.label}: not embedded: another element already has the id "${source.id}" (file names ignore case on macOS and Windows)`);
      continue;
    }
    seen.add(source.id.toLowerCase());
    const fragment = parseFragment(source.markup);
    const parsed = fragment.childNodes.find((node): node is ParsedElement => 'tagName' in node)!;
    const state = elementState(parsed);
    const title = elementTitle(state) || `${source.tag} ${source.id}`;
    const pageUrl = joinUrl(baseUrl, `${source.id}.html`);
    const height = fixedHeight(state, source.note, Boolean(options.link), state.error);
    const snippet = iframeSnippet({ id: source.id, src: pageUrl, title, height });
    const page = embedPageHtml({
      id: source.id,
      title,
      lang: pageLang,
      elementHtml: source.markup,
      note: source.note,
      link: options.link ?? '',
      linkText: pageTitle,
      oembedHref: joinUrl(baseUrl, `${source.id}.oembed.json`),
      bundle,
    });
    const rendered = await prerenderWithReport(page, { baseDir, rootDir, file: `${source.id}.html`, onWarning: () => {} });
    if (state.error) warn(`${source.label}: ${state.error} (the embed shows this error)`);
    const image = elementSvg(state);
    const oembed: Record<string, string | number> = {
      version: '1.0',
      type: 'rich',
      title,
      provider_name: options.providerName ?? 'codespecweave-widgets',
      html: snippet,
      width: 720,
      height,
    };
    if (options.link) oembed.provider_url = options.link;
    if (baseUrl && image) Object.assign(oembed, { thumbnail_url: joinUrl(baseUrl, `${source.id}.svg`), thumbnail_width: image.width, thumbnail_height: image.height });
    items.push({ id: source.id, tag: source.tag, title, html: rendered.html, svg: image?.text ?? '', oembed, snippet, height, error: state.error });
  }
  return { items, warnings };
}

/**
 * Writes each item's files into `outDir` (never through a symlink: see ./safe-write.ts) and the
 * resize script, and returns what the command prints: per element a comment naming its id and its
 * snippet, then the resize script's line. Every line with its control characters escaped: a
 * title's OSC or clear-screen sequence would act on the terminal that shows it.
 */
export async function writeEmbed(report: EmbedReport, options: { outDir: string; baseUrl?: string; resizeScript: string }): Promise<string> {
  const baseUrl = options.baseUrl ? embedBaseUrl(options.baseUrl) : '';
  if (baseUrl instanceof Error) throw baseUrl;
  const lines: string[] = [];
  for (const item of report.items) {
    await writeInside(options.outDir, `${item.id}.html`, item.html);
    if (item.svg) await writeInside(options.outDir, `${item.id}.svg`, item.svg);
    await writeInside(options.outDir, `${item.id}.oembed.json`, `${JSON.stringify(item.oembed, null, 2)}\n`);
    lines.push(snippetComment(item.id), item.snippet);
  }
  if (report.items.length) {
    await writeInside(options.outDir, 'embed-resize.js', options.resizeScript);
    lines.push(...resizeScriptLine(baseUrl).split('\n'));
  }
  return lines.map((line) => `${escapeControls(line)}\n`).join('');
}

function findTag(root: DefaultTreeAdapterMap['parentNode'], tag: string): ParsedElement | undefined {
  const queue: ParsedNode[] = [...root.childNodes];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    if ('tagName' in node) {
      if (node.tagName === tag) return node;
      queue.push(...node.childNodes);
    }
  }
  return undefined;
}
