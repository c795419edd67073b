// dist/browser/loading-reserve.css: the loading reserve before the library has drawn. An element
// whose data is on its way (`src`) keeps about the height of its finished view from its first
// update (src/internal/loading-reserve.ts, each element's `.reserve` estimate); before that, until
// the library has run and the element's first update is done, it is an undefined inline element
// (or a defined, empty one) and the page has nothing of it. The README's snippet holds no paint
// (issue 40: not `blocking="render"`, and its loader imports the library after the first frame):
// this small stylesheet, linked in <head>, gives each element not yet drawn, its data inline or by
// `src`, the same room from the first paint, from its tag and attributes. It is written from the elements' own
// estimates (the `.reserve` rules of host.styles.ts and each <tag>.styles.ts), so there is one
// estimate: a rule for `.reserve` applies to `<tag>` not drawn (NOT_DRAWN), `:host([a]) .reserve` to
// `<tag>[a]` not drawn, and a container query on the element's inner width becomes a media
// query on the viewport's (no container exists outside the element before it runs), the viewport
// taken as that width plus PAGE_ALLOWANCE (a page's margins and the element's frame); cqi likewise.
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * How much wider the viewport is than an element's inner width, as the estimate assumes: a phone
 * page's margins (about 1em) and the element's border and padding (about 1.6em at 375 px). On the
 * docs' blog post (test/e2e/docs-blog-cls.test.mjs) the element's inner width at 375 px is 333 px.
 */
const PAGE_ALLOWANCE_EM = 3;

/**
 * An element not drawn yet: not defined, or defined and its first update not done (the custom state
 * its base element sets then: src/internal/drawn-state.ts says why). `:is()` forgives a selector a
 * browser does not know, so one without custom states keeps the `:not(:defined)` half. Every such
 * element, its data given inline or by `src`: the README snippet's loader defines the tags after the
 * page's first frame, so an element with inline data is drawn after it too, and without its room it
 * pushed the article below it down (CLS 0.43–0.53 on a page with a leaderboard and a card).
 */
const NOT_DRAWN = ':is(:not(:defined), :not(:state(csw-drawn)))';

/** A container query's condition on the element's inner width, as a media query on the viewport's. */
const asMediaQuery = (prelude) =>
  prelude.replace(/^@container\b/, '@media').replace(/\((min|max)-width:\s*([^)]+)\)/g, (_, side, size) => `(${side}-width: calc(${size.trim()} + ${PAGE_ALLOWANCE_EM}em))`);
/** `cqi` (a percentage of the element's inner width) from the viewport's width. */
const withoutCqi = (declarations) => declarations.replace(/(\d*\.?\d+)cqi\b/g, (_, n) => `calc(${n} * (1vw - ${PAGE_ALLOWANCE_EM / 100}em))`);

/** The top-level blocks of `css`: `{ prelude, body }` (body without its braces). */
function blocks(css) {
  const found = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{' && depth++ === 0) open = i;
    else if (css[i] === '}' && --depth === 0) {
      found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return found;
}

/** The `.reserve` rules of `css` for `tags` before they are defined; '' when there are none. */
function reserveRules(css, tags) {
  const out = [];
  for (const { prelude, body } of blocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    if (prelude.startsWith('@')) {
      const inner = reserveRules(body, tags);
      if (inner) out.push(`${asMediaQuery(prelude)}{${inner}}`);
      continue;
    }
    const selectors = prelude.split(',').map((selector) => selector.trim()).filter((selector) => /(^|\s)\.reserve$/.test(selector));
    if (!selectors.length) continue;
    const targets = selectors.flatMap((selector) => {
      const host = /^:host\(([^)]*)\)\s+\.reserve$/.exec(selector)?.[1] ?? (selector === '.reserve' ? '' : null);
      return host === null ? [] : tags.map((tag) => `${tag}${host}${NOT_DRAWN}`);
    });
    // On the element's inner box the estimate is the content's height; here it is the whole element's.
    // A server-rendered element shows its view from the first paint and sets --_server-drawn to 0
    // (src/ssr/prerender.ts, in its server-rendered shadow root only): no room is kept for it.
    const declarations = body.trim().replace(/min-block-size:\s*calc\(var\(--csw-reserve-height,\s*(calc\(.*\))\)\s*-\s*var\(--_frame\)\)/, 'min-block-size:var(--_server-drawn,var(--csw-reserve-height,$1))');
    if (targets.length) out.push(`${targets.join(',')}{${withoutCqi(declarations)}}`);
  }
  return out.join('\n');
}

/**
 * The element's rules for the author's fallback (`::slotted(x)` in `css`), for `all` before it is
 * defined: `:where(<tags>:not(:defined))>x`, so that the fallback looks the same before the library
 * has run (or with scripts off) as once the element shows it, and nothing moves inside the box when
 * the element takes over. So a BibTeX <pre> keeps its line breaks and wraps its long lines before
 * too: unwrapped, it scrolled sideways on screen, and on paper, which cannot scroll, its lines were
 * cut at the page's right margin. `:where()`, so that a page's own rule for the fallback wins, as it
 * does over `::slotted()`.
 */
function fallbackRules(css, all) {
  const out = [];
  for (const { prelude, body } of blocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    const slotted = /^::slotted\(([^)]+)\)$/.exec(prelude);
    if (slotted) out.push(`:where(${all}:not(:defined))>${slotted[1]}{${body.trim()}}`);
  }
  return out.join('\n');
}

/** The stylesheet's text, from the sources' styles (bundled for Node with esbuild and evaluated). */
export async function reserveStylesheet() {
  const tags = readdirSync('src/components');
  const entry = [
    "export * as host from './src/styles/host.styles.ts';",
    ...tags.map((tag, i) => `export * as e${i} from './src/components/${tag}/${tag}.styles.ts';`),
  ].join('\n');
  const { outputFiles } = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent' });
  const modules = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  // A module's exported sheets, each a css`` result or an array of them (hostStyles is two sheets).
  const text = (module) => Object.values(module).flat(Infinity).map((style) => style?.cssText ?? '').join('\n');
  const all = `:is(${tags.join(', ')})`;
  return [
    '/* codespecweave-widgets: each element\'s room until it has drawn itself (scripts/reserve-css.mjs). Link it in <head>. */',
    // Undefined, an element is inline: a block from the start, as it is once defined.
    `${all}:not(:defined):not([hidden]){display:block}`,
    fallbackRules(text(modules.host), all),
    reserveRules(text(modules.host), [all]),
    ...tags.map((tag, i) => reserveRules(text(modules[`e${i}`]), [tag])),
    '',
  ].join('\n');
}
