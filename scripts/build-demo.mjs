#!/usr/bin/env node
// The last step of `npm run build`:
// 1. renders demo/blog-post.md to demo/blog-post.html with markdown-it, raw HTML
//    allowed, so the elements pasted into the Markdown pass through as they are
//    (and a Markdown table inside <leaderboard-table> becomes a real <table>),
//    then prerenders the elements into it (declarative shadow DOM, with
//    dist/ssr from the library build before this step), as a static site
//    generator's post-build step would: without JavaScript a reader sees every
//    chart, table, web and citation, and with it nothing jumps;
// 2. writes demo/slides-file.html, the deck of demo/slides.html for opening from
//    disk (file://, where browsers refuse module scripts and fetch()): the same
//    slides with classic scripts and each element's `src` data inlined in a child
//    <script type="application/json">, so the two decks never drift apart;
// 3. copies reveal.js from node_modules into demo/vendor/reveal/, so the decks
//    load it from a path that exists without a bundler.
// 4. bundles demo/playground/embed-entry.js (the `embed` command's height rule, title,
//    snippet and page, with d3 inlined) into demo/vendor/playground-embed.js, for the
//    playground's iframe form on demo/playground.html, which loads no bundler;
// The outputs are generated: git ignores demo/blog-post.html, demo/slides-file.html
// and demo/vendor/. demo/de/index.html, the findings page in German, is a hand-written
// page beside demo/index.html and needs no step: `npm start` serves it at /demo/de/.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demo = path.join(root, 'demo');

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Pandoc's table captions: a paragraph `Table: …` right after a table becomes
 * its `<caption>`. A Markdown table inside <leaderboard-table> takes its title
 * from the caption (two leaderboards on one page need different names).
 */
function tableCaptions(md) {
  md.core.ruler.after('block', 'table_caption', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length - 3; i++) {
      if (tokens[i].type !== 'table_close') continue;
      const [open, inline, close] = tokens.slice(i + 1, i + 4);
      if (open.type !== 'paragraph_open' || inline.type !== 'inline' || close.type !== 'paragraph_close') continue;
      const match = /^Table:\s+(.+)$/s.exec(inline.content);
      if (!match) continue;
      let start = i;
      while (start >= 0 && tokens[start].type !== 'table_open') start--;
      if (start < 0) continue;
      tokens.splice(i + 1, 3);
      const captionOpen = new state.Token('caption_open', 'caption', 1);
      const text = new state.Token('inline', '', 0);
      text.content = match[1].trim();
      text.map = inline.map;
      text.children = [];
      const captionClose = new state.Token('caption_close', 'caption', -1);
      captionOpen.block = captionClose.block = text.block = true;
      tokens.splice(start + 1, 0, captionOpen, text, captionClose);
    }
  });
}

/** Renders the blog post's Markdown into a complete article page. */
export function renderBlogPost(markdown) {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  md.use(tableCaptions);
  const tokens = md.parse(markdown, {});
  const headingIndex = tokens.findIndex((token) => token.type === 'heading_open' && token.tag === 'h1');
  const title = headingIndex >= 0 ? tokens[headingIndex + 1].content : 'Blog post';
  const body = md.renderer.render(tokens, md.options, {});
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="demo.css" />
  </head>
  <body>
    <header class="site-header">
      <div class="wrap site-header__bar">
        <p class="brand"><a href="index.html">CodeSpecWeave</a> <span class="muted">/ Blog</span></p>
      </div>
    </header>
    <main id="main" class="article">
      <article>
<!-- Generated from demo/blog-post.md by scripts/build-demo.mjs: edit the Markdown, not this file. -->
${body}
      </article>
    </main>
    <footer class="site-footer">
      <div class="wrap">
        <p>Generated from Markdown with markdown-it. Numbers not marked illustrative are from the CodeSpecWeave research page.</p>
      </div>
    </footer>
  </body>
</html>
`;
}

/**
 * The blog post as it is published: the Markdown rendered, then each element's shadow root written
 * into the page by the library's own prerender (`codespecweave-widgets/ssr`). Warnings (bad data in
 * the post) go to stderr and leave the element's error panel in the page, as for any site.
 */
export async function buildBlogPost(markdown) {
  const { prerender } = await import('../dist/ssr/index.js');
  return prerender(renderBlogPost(markdown), { baseDir: demo, file: 'demo/blog-post.html' });
}

/** The file deck's scripts in place of slides.html's modules: the library's IIFE (the elements and window.CodeSpecWeaveReveal), reveal.js's classic build and its setup. */
const FILE_DECK_HEAD = `<!-- Generated from demo/slides.html by scripts/build-demo.mjs: edit that deck, not this file.
         The same deck for opening straight from disk (file://), where browsers refuse module
         scripts and fetch(): the library's classic IIFE script, reveal.js's classic build, and
         every element's data inline in a child <script type="application/json">. Build first
         (npm run build) so ../dist/ and vendor/ exist. -->
    <script src="../dist/codespecweave-widgets.iife.js" defer></script>
    <script src="vendor/reveal/reveal.js" defer></script>
    <script src="slides-file.js" defer></script>`;

/**
 * demo/slides-file.html from demo/slides.html: the module scripts (and the comment before them)
 * replaced by FILE_DECK_HEAD, and each element's `src="data/….json"` replaced by that file's text
 * in a child script (`<` escaped, so no text in the data can close the script). `readData` reads a
 * data file by its path relative to demo/.
 */
export async function renderFileDeck(moduleDeck, readData) {
  const head = /( *)<!-- The library's reveal\.js plugin[\s\S]*?<script type="module" src="slides\.js"><\/script>/;
  if (!head.test(moduleDeck)) throw new Error('slides.html: the module scripts were not found');
  let html = moduleDeck
    .replace('CodeSpecWeave slides</title>', 'CodeSpecWeave slides (file:// copy)</title>')
    .replace(head, (_, indent) => indent + FILE_DECK_HEAD);
  const elements = [...html.matchAll(/^( *)(<(?:requirement-web|results-toggle|leaderboard-table|bibtex-card) [^>]*?) src="(data\/[^"]+\.json)"([^>]*>)/gm)];
  for (const [tag, indent, start, file, end] of elements) {
    // The file as its author wrote it (checked to be JSON), indented to sit under the element.
    const text = (await readData(file)).trim();
    JSON.parse(text);
    const json = text.replace(/</g, '\\u003c').replace(/\n/g, `\n${indent}  `);
    html = html.replace(tag, `${indent}${start}${end}\n${indent}  <script type="application/json">\n${indent}  ${json}\n${indent}  </script>`);
  }
  return html;
}

/** reveal.js files the decks load, copied from its npm package. */
const REVEAL_FILES = ['reveal.mjs', 'reveal.js', 'reveal.css', 'reset.css', 'theme/white.css', 'theme/black.css'];

async function copyReveal() {
  const from = path.join(root, 'node_modules', 'reveal.js', 'dist');
  const to = path.join(demo, 'vendor', 'reveal');
  await mkdir(path.join(to, 'theme'), { recursive: true });
  await Promise.all(REVEAL_FILES.map((file) => copyFile(path.join(from, file), path.join(to, file))));
  const license = path.join(root, 'node_modules', 'reveal.js', 'LICENSE');
  await copyFile(license, path.join(to, 'LICENSE'));
  return to;
}

/** demo/vendor/playground-embed.js: the playground's iframe form runs the `embed` command's own functions. */
export async function bundlePlaygroundEmbed() {
  const { build } = await import('esbuild');
  const outfile = path.join(demo, 'vendor', 'playground-embed.js');
  await build({ entryPoints: [path.join(demo, 'playground', 'embed-entry.js')], bundle: true, format: 'esm', minify: true, platform: 'browser', outfile, logLevel: 'warning' });
  return outfile;
}

async function main() {
  const markdown = await readFile(path.join(demo, 'blog-post.md'), 'utf8');
  const html = await buildBlogPost(markdown);
  await writeFile(path.join(demo, 'blog-post.html'), html);
  const fileDeck = await renderFileDeck(await readFile(path.join(demo, 'slides.html'), 'utf8'), (file) => readFile(path.join(demo, file), 'utf8'));
  await writeFile(path.join(demo, 'slides-file.html'), fileDeck);
  const revealDir = await copyReveal();
  const playgroundEmbed = await bundlePlaygroundEmbed();
  console.log(`build-demo: wrote ${path.relative(root, path.join(demo, 'blog-post.html'))} and demo/slides-file.html`);
  console.log(`build-demo: copied reveal.js to ${path.relative(root, revealDir)}/`);
  console.log(`build-demo: wrote ${path.relative(root, playgroundEmbed)}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    console.error(`build-demo: ${error.message}`);
    process.exit(1);
  });
}
