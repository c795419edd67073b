/// <reference types="node" />
// Node only. The embed page the `embed` command writes for one element: a whole HTML document
// that needs no other file (the classic-script bundle and the data inlined, the element
// prerendered), and the two scripts it carries: one that takes `theme` and `lang` from the URL
// query, and one that tells the parent page its height (`{ type: "codespecweave:height", id,
// height }`), which `dist/embed-resize.js` on the host page turns into the iframe's height.

/** The message type an embed page posts to its parent, and the one it answers. */
export const HEIGHT_MESSAGE = 'codespecweave:height';
export const HEIGHT_REQUEST = 'codespecweave:height-request';

/** Text for an HTML attribute value in double quotes, or for element content. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Script text that may stand inside `<script>…</script>`: `</script` and `<!--` cannot occur in
 * JavaScript outside strings, regular expressions, templates and comments, and in all four `<\/`
 * and `\x3C!--` mean the same (a regular expression without the `u` flag reads `\x3C` as `<`).
 */
export function inlineScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '\\x3C!--');
}

/** A JSON value as a JavaScript literal inside an inline script. */
const jsLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface EmbedPageInput {
  id: string;
  /** The element's title: the page's `<title>` and the oEmbed link's. */
  title: string;
  /** `lang` of the page the element came from. */
  lang: string;
  /** The element, its data inlined (not yet prerendered). */
  elementHtml: string;
  /** The note a reader must see with it (the page's "illustrative values" note), as text. */
  note: string;
  /** Where the element came from (`--link`), or ''. */
  link: string;
  /** The name of the page it came from, for the link's text. */
  linkText: string;
  /** The oEmbed JSON's URL, relative to the page or absolute. */
  oembedHref: string;
  /** The classic-script bundle (dist/codespecweave-widgets.iife.js), inlined. */
  bundle: string;
}

const PAGE_STYLE = `:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.5}
:root[data-theme=light]{color-scheme:light}:root[data-theme=dark]{color-scheme:dark}
html,body{margin:0;padding:0;background:Canvas;color:CanvasText}
.csw-embed{display:flow-root;padding:12px}
.csw-embed>:is(requirement-web,results-toggle,leaderboard-table,bibtex-card){display:block}
.csw-embed-source{margin:12px 0 0;font-size:13px;line-height:1.45;color:light-dark(#57606a,#a3adb8)}
.csw-embed-source p{margin:4px 0 0}
.csw-embed-source a{color:light-dark(#0b5cad,#6cb6ff)}
@media print{@page{margin:12mm}html,body{background:#fff;color:#000}:root{color-scheme:light}.csw-embed{padding:0}.csw-embed-source a::after{content:" (" attr(href) ")"}}`;

/** Sets the element's `theme` and `lang` (and the page's) from `?theme=dark&lang=de`; only known forms. */
function querySettingsScript(id: string): string {
  return `(function(){var q=new URLSearchParams(location.search),e=document.getElementById(${jsLiteral(id)}),r=document.documentElement,t=q.get("theme"),l=q.get("lang");if(!e)return;if(t&&/^(light|dark|auto)$/.test(t)){e.setAttribute("theme",t);r.setAttribute("data-theme",t)}if(l&&l.length<=64&&/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(l)){e.setAttribute("lang",l);r.lang=l}})();`;
}

/**
 * Posts the page's height to its parent whenever it changes (a ResizeObserver on the wrapper: a
 * reader opening Full results, a font arriving, the frame's width changing), and again when asked
 * (`embed-resize.js` asks the frames that loaded before it). Any origin may read a height.
 */
function heightScript(id: string): string {
  return `(function(){if(window.parent===window)return;var id=${jsLiteral(id)},box=document.getElementById("csw-embed"),last=-1;function send(force){var h=Math.ceil(box.getBoundingClientRect().height);if(h===last&&!force)return;last=h;window.parent.postMessage({type:${jsLiteral(HEIGHT_MESSAGE)},id:id,height:h},"*")}if(typeof ResizeObserver==="function")new ResizeObserver(function(){send(false)}).observe(box);window.addEventListener("load",function(){send(false)});window.addEventListener("message",function(e){if(e.source===window.parent&&e.data&&e.data.type===${jsLiteral(HEIGHT_REQUEST)})send(true)});send(false)})();`;
}

/** The embed page's HTML, before prerendering. */
export function embedPageHtml(input: EmbedPageInput): string {
  const source: string[] = [];
  if (input.note) source.push(`<p>${escapeHtml(input.note)}</p>`);
  if (input.link) source.push(`<p>Source: <a href="${escapeHtml(input.link)}" target="_blank" rel="noopener">${escapeHtml(input.linkText || input.link)}</a></p>`);
  else if (input.linkText) source.push(`<p>From ${escapeHtml(input.linkText)}</p>`);
  return `<!doctype html>
<html lang="${escapeHtml(input.lang || 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<link rel="icon" href="data:,">
<link rel="alternate" type="application/json+oembed" href="${escapeHtml(input.oembedHref)}" title="${escapeHtml(input.title)}">
<style>${PAGE_STYLE}</style>
</head>
<body>
<main class="csw-embed" id="csw-embed">
${input.elementHtml}
<script>${querySettingsScript(input.id)}</script>
${source.length ? `<footer class="csw-embed-source">${source.join('')}</footer>` : ''}
</main>
<script>${inlineScript(input.bundle)}</script>
<script>${heightScript(input.id)}</script>
</body>
</html>
`;
}

export interface SnippetInput {
  /** The element's id: the embed page is `<id>.html`, and the frame carries it as its marker. */
  id: string;
  src: string;
  title: string;
  height: number;
}

/**
 * The attribute that marks a snippet's frame as an embed page's (its value the element's id):
 * `embed-resize.js` sizes only frames that carry it and whose `src` names `<id>.html`, never an
 * ad's or a comment widget's frame that posts the same message.
 */
export const EMBED_MARKER = 'data-codespecweave-embed';

/** The `<iframe>` a host pastes: a title for screen readers, lazy, full width, a height that shows the element whole. */
export function iframeSnippet({ id, src, title, height }: SnippetInput): string {
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" ${EMBED_MARKER}="${escapeHtml(id)}" width="100%" height="${Math.ceil(height)}" loading="lazy" frameborder="0"></iframe>`;
}

/**
 * The comment printed above a snippet. It names only the id (letters, digits, `.`, `_`, `-`: it
 * cannot close a comment): a title is data, and no escaping makes data safe inside a comment
 * (`--!>` and `--->` close one too); the title is in the frame's `title` attribute, escaped.
 */
export const snippetComment = (id: string): string => `<!-- ${id.replace(/[^A-Za-z0-9._-]/g, '')} -->`;

/**
 * `--base-url` as the absolute http(s) URL of a folder (ending in `/`), or an Error: the URL
 * parser percent-encodes quotes, spaces and angle brackets in it, so what is printed is one URL
 * and nothing more; user names, passwords and non-http schemes are refused.
 */
export function embedBaseUrl(text: string): string | Error {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return new Error('--base-url needs an absolute http: or https: URL');
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return new Error('--base-url needs an http: or https: URL without a user name or password');
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/?$/, '/');
}

/** The optional `<script>` line printed after the snippets (`baseUrl` from {@link embedBaseUrl}, or '' for a relative URL). */
export const resizeScriptLine = (baseUrl: string): string =>
  `<!-- Optional, on hosts that allow one script: each iframe takes its content's height -->\n<script src="${escapeHtml(`${baseUrl}embed-resize.js`)}" async></script>`;
