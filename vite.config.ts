import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
// @ts-expect-error: a plain .mjs build helper without type declarations
import { minifyLiterals } from './scripts/minify-literals-plugin.mjs';

/**
 * The builds from one config, chosen by `mode` (scripts/build.mjs runs them: `npm run build:lib`
 * the `lib` one, `npm run build:bundles` the other four; none empties dist/, each part of the
 * build removes only its own earlier output):
 *
 * - `bundle` (default): dist/browser/codespecweave-widgets.js, one minified ES module with
 *   Lit and d3 inlined that registers all four tags, for `<script type="module">`, and beside it,
 *   in the same folder, exactly the chunks it loads on first use (see `BROWSER_DIR`); and
 *   dist/codespecweave-widgets.js, the contract's path, a one-line module that loads it.
 * - `iife`: dist/codespecweave-widgets.iife.js, the same as a classic script, for
 *   slide decks opened from file:// (module scripts are blocked there by CORS), every chunk
 *   inlined (a classic script cannot import); also copied into dist/browser/.
 * - `after-paint`: dist/browser/codespecweave-widgets.after-paint.js, the README snippet's loader:
 *   it imports the module beside it once the page has drawn its first frame.
 * - `reveal`: dist/browser/reveal.js, the reveal.js plugin with the four elements, its chunks
 *   beside it in the same folder; dist/reveal.js loads it.
 * - `elements`: dist/elements/<tag>.js, one self-contained script-tag entry per element
 *   (run once per element by scripts/build.mjs).
 * - `lib`: dist/index.js, dist/define.js and one module per element, with Lit and
 *   d3 left as imports for the consumer's bundler to share and de-duplicate; and
 *   dist/ssr/index.js, the Node-only prerender (`codespecweave-widgets/ssr`), with
 *   @lit-labs/ssr, parse5 and Node's modules left as imports.
 */
const ELEMENTS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

/**
 * Lit's hydration is loaded with `import()` only by pages with server-rendered elements (see the
 * base element): one extra file beside the entry. It uses Lit itself, which stays in the entry
 * (`allow-extension` lets the entry export what the extra file needs), so a page still loads one
 * file, and the extra file a few KB more only when it hydrates.
 */
const LAZY_CHUNKS = { chunkFileNames: 'lazy-[name]-[hash].js', codeSplitting: { groups: [{ name: firstViewChunk, debugName: 'first-view' }] } };

/**
 * Every module the entry imports statically, in one chunk beside it. Left alone, Rolldown gives each
 * module that the entry shares with a chunk loaded on first use (validate, locale, format…) a small
 * file of its own, and a page downloads seven files of 0.2–5 KB, each gzipped on its own: 1.0 KB more
 * than the same code in one (measured on the all-four entry). With this group the first view is the
 * entry (which re-exports) and this one file, whatever the entry's imports become.
 */
function firstViewChunk(id: string, context: { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null }): string | null {
  const seen = new Set<string>();
  const fromEntry = (module: string): boolean => {
    if (seen.has(module)) return false;
    seen.add(module);
    const info = context.getModuleInfo(module);
    return Boolean(info && (info.isEntry || info.importers.some(fromEntry)));
  };
  return fromEntry(id) ? 'first-view' : null;
}

/**
 * The folder an author copies to their site (README "Embed"): the all-in-one module and only the
 * chunks it can load (Lit's hydration for prerendered pages, the locale tables, Full results, CSV
 * readers, image exporters), plus the classic script and the reveal.js plugin (with its chunks, most
 * of them the same files). Nothing else is written there, so copying the folder is all a page or a
 * deck needs; the per-element files keep their chunks in dist/elements/. The bundle build empties it first.
 */
const BROWSER_DIR = 'dist/browser';

/** Whether a build's output went into `dir` (relative to the project). */
const builtInto = (output: { dir?: string }, dir: string) => output.dir !== undefined && path.resolve(output.dir) === path.resolve(dir);

/**
 * dist/codespecweave-widgets.js stays a working path (the contract's, the package's `./bundle.js`,
 * the demo pages): a module that loads the folder's entry, so the same page loads one copy of the
 * library either way. It is one static import more: `npm run size` measures the folder's entry.
 */
const contractEntry: Plugin = {
  name: 'csw-contract-entry',
  writeBundle(output) {
    // Only beside the folder this build wrote: Storybook's builder reads this config too, and its
    // build (into storybook-static/) must not write into dist/, which may not even exist.
    if (!builtInto(output, BROWSER_DIR)) return;
    writeFileSync(
      'dist/codespecweave-widgets.js',
      "// The all-in-one module is dist/browser/codespecweave-widgets.js, beside the chunks it loads on first use:\n// copy the folder dist/browser/ to a site (README \"Embed\"). This file loads it, for pages that name this path.\nexport * from './browser/codespecweave-widgets.js';\n",
    );
  },
};

/** dist/reveal.js stays a working path (docs/decks.md, the demo decks): a module that loads the folder's plugin. */
const revealEntry: Plugin = {
  name: 'csw-reveal-entry',
  writeBundle(output) {
    if (!builtInto(output, BROWSER_DIR)) return;
    writeFileSync(
      'dist/reveal.js',
      "// The reveal.js plugin is dist/browser/reveal.js, beside the chunks it loads on first use: copy the folder\n// dist/browser/ (README \"Embed\"). This file loads it, for pages that name this path.\nexport * from './browser/reveal.js';\nexport { default } from './browser/reveal.js';\n",
    );
  },
};

/** The classic script is one file (no chunks): a copy in dist/browser/ makes that folder all a page needs, module or classic. */
const iifeIntoBrowserDir: Plugin = {
  name: 'csw-iife-into-browser-dir',
  writeBundle(output) {
    if (!builtInto(output, 'dist')) return;
    mkdirSync(BROWSER_DIR, { recursive: true });
    for (const file of ['codespecweave-widgets.iife.js', 'codespecweave-widgets.iife.js.map']) copyFileSync(`dist/${file}`, `${BROWSER_DIR}/${file}`);
  },
};

/**
 * Next.js (App Router) needs `'use client'` as the first line of the React wrappers' file. With
 * preserveModules the bundler keeps it today but warns it may not; this puts it back if it did not.
 */
const keepUseClient: Plugin = {
  name: 'csw-keep-use-client',
  renderChunk(code, chunk) {
    if (chunk.fileName !== 'react/index.js' || /^\s*['"]use client['"]/.test(code)) return null;
    return { code: `'use client';\n${code}`, map: null };
  },
};

export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'lib') {
    return {
      plugins: [minifyLiterals(), keepUseClient],
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        sourcemap: true,
        minify: false,
        lib: {
          entry: {
            index: 'src/index.ts',
            define: 'src/define.ts',
            // The React wrappers, and the two type-only entries (empty modules, so a side-effect import works).
            'react/index': 'src/react/index.ts',
            'react/jsx': 'src/react/jsx.ts',
            vue: 'src/vue.ts',
            svelte: 'src/svelte.ts',
            'ssr/index': 'src/ssr/index.ts',
            // The site-generator plugins (Node only), beside the prerender they call.
            eleventy: 'src/eleventy.ts',
            'vite-plugin': 'src/vite-plugin.ts',
            astro: 'src/astro.ts',
            // The reveal.js plugin with the elements registered (docs/decks.md).
            'reveal/index': 'src/reveal/index.ts',
            ...Object.fromEntries(
              ELEMENTS.filter((tag) => existsSync(`src/components/${tag}/define.ts`)).map((tag) => [`components/${tag}/define`, `src/components/${tag}/define.ts`]),
            ),
          },
          formats: ['es'],
        },
        rolldownOptions: {
          external: [/^lit($|\/)/, /^@lit\//, /^@lit-labs\//, /^d3-/, /^react($|\/)/, /^parse5$/, /^node:/],
          output: {
            preserveModules: true,
            preserveModulesRoot: 'src',
            entryFileNames: '[name].js',
          },
        },
      },
    };
  }
  if (mode === 'elements') {
    // dist/elements/<tag>.js: one self-contained file per element (Lit inlined), for pages that
    // use only one. One build per element (scripts/build.mjs sets CSW_ELEMENT): a
    // multi-entry build would move the code two elements share into chunks beside them, so a
    // page would download more files, and more bytes, than `npm run size` reports.
    const tag = process.env.CSW_ELEMENT ?? '';
    if (!ELEMENTS.includes(tag)) throw new Error(`--mode elements: set CSW_ELEMENT to one of ${ELEMENTS.join(', ')}`);
    return {
      plugins: [minifyLiterals()],
      build: {
        outDir: 'dist/elements',
        emptyOutDir: false,
        sourcemap: true,
        lib: { entry: `src/components/${tag}/define.ts`, formats: ['es'], fileName: () => `${tag}.js` },
        rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true, ...LAZY_CHUNKS } },
      },
    };
  }
  if (mode === 'reveal') {
    // dist/browser/reveal.js: the reveal.js plugin and the four elements in one module, for a deck
    // without a bundler (`import CodeSpecWeaveReveal from '…/reveal.js'`, docs/decks.md), with its
    // chunks in the same folder as the all-in-one module's (a chunk both load is one file: its name
    // is its content's hash); dist/reveal.js, the path it had, loads it (`revealEntry`).
    return {
      plugins: [minifyLiterals(), revealEntry],
      build: {
        outDir: BROWSER_DIR,
        // After the bundle build, which emptied the folder.
        emptyOutDir: false,
        sourcemap: true,
        lib: { entry: 'src/reveal/index.ts', formats: ['es'], fileName: () => 'reveal.js' },
        rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true, ...LAZY_CHUNKS } },
      },
    };
  }
  if (mode === 'after-paint') {
    // dist/browser/codespecweave-widgets.after-paint.js: the README snippet's loader, which imports the
    // all-in-one module beside it after the page's first frame (src/after-paint.ts says why). Its own
    // build, after the bundle build, so that module stays the one entry of its folder's chunks.
    return {
      build: {
        outDir: BROWSER_DIR,
        emptyOutDir: false,
        sourcemap: true,
        lib: { entry: 'src/after-paint.ts', formats: ['es'], fileName: () => 'codespecweave-widgets.after-paint.js' },
        rolldownOptions: { output: { minify: true } },
      },
    };
  }
  const iife = mode === 'iife';
  return {
    plugins: [minifyLiterals(), iife ? iifeIntoBrowserDir : contractEntry],
    build: {
      // The module and its chunks in a folder of their own (BROWSER_DIR), emptied first; the classic
      // script in dist/ (which also holds the library build's output: scripts/build.mjs cleans each part's own).
      outDir: iife ? 'dist' : BROWSER_DIR,
      emptyOutDir: !iife,
      sourcemap: true,
      lib: {
        // The classic script also carries the reveal.js plugin as window.CodeSpecWeaveReveal (src/iife.ts).
        entry: iife ? 'src/iife.ts' : 'src/define.ts',
        name: 'CodeSpecWeaveWidgets',
        formats: [iife ? 'iife' : 'es'],
        fileName: () => (iife ? 'codespecweave-widgets.iife.js' : 'codespecweave-widgets.js'),
      },
      rolldownOptions: {
        preserveEntrySignatures: 'allow-extension',
        output: { minify: true, ...LAZY_CHUNKS },
      },
    },
  };
});
