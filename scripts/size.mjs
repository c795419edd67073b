#!/usr/bin/env node
// `npm run size`: what a reader downloads for the first view of a page that uses the library through
// a bundler, measured as a user's bundler ships it: esbuild (bundle, minify, code splitting) from the
// package's npm entries in dist/ (`codespecweave-widgets/define.js` and each
// `codespecweave-widgets/<tag>.js`, resolved through package.json's `exports` and `sideEffects` as a
// consumer's build resolves them), min + gzip -9 of each file the entry loads before any chunk loaded
// on first use (`import()`), each file gzipped on its own as a browser downloads it. Fails (exit 1)
// when an entry is over its budget, when esbuild warns on the build (a consumer's build would warn
// too: `sideEffects` dropping the library's own imports), or when dist/ has not been built
// (`npm run build:lib`). Prints each part's share of every first view (Lit, the base and
// controllers, the languages, JSON and validation, the element's own code…); with `-- --modules`,
// also the 15 largest modules of each (`--modules=all`: every module; `--entry=<name>`: one entry).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build, formatMessages } from 'esbuild';
import { moduleShares } from './module-share.mjs';

const KB = 1000;
const PACKAGE = JSON.parse(readFileSync('package.json', 'utf8')).name;
/** The contract's budgets (issue 40), min + gzip of the first view. */
const ENTRIES = [
  { name: 'all four', entry: `${PACKAGE}/define.js`, budget: 52 * KB },
  { name: 'requirement-web', entry: `${PACKAGE}/requirement-web.js`, budget: 26 * KB },
  { name: 'results-toggle', entry: `${PACKAGE}/results-toggle.js`, budget: 26 * KB },
  { name: 'leaderboard-table', entry: `${PACKAGE}/leaderboard-table.js`, budget: 26 * KB },
  { name: 'bibtex-card', entry: `${PACKAGE}/bibtex-card.js`, budget: 20 * KB },
];
/**
 * `npm run size -- --ceilings` (the step `npm test` runs): until the budgets above are met (issue 40
 * is open: what is over, and why, is itemised in docs/performance.md#size), an entry over its budget
 * fails only above its ceiling, its first view as measured after the last merges + 0.3 KB, so that
 * nothing grows while the work to reach the budgets goes on. `npm run size` alone is the gate: it
 * fails above the budgets. Lower a ceiling whenever a change takes bytes off; never raise one
 * without saying in the commit what the bytes buy.
 */
const CEILINGS = {
  // 2026-12-07, after the tenth round of issue 40 (toggle10, validate-shape, locale10, and the card's
  // closed menu without Chromium's content lock, +27 B): 56,087, 29,957, 24,784, 30,519, 19,762 B
  // (were 56,542, 30,182, 25,129, 30,527, 19,964). results-toggle and bibtex-card are within their
  // budgets, which are then their ceilings. Then a fix, +8 to +15 B an entry (a late `src` reader no
  // longer fetches over a newer source): 56,102, 29,971, 24,795, 30,533, 19,770 B. Then the
  // leaderboard's summary and headers guarded for a search (+15 B; the reserve's check +5 B on each):
  // 56,126, 29,976, 24,800, 30,548, 19,775 B; and its rows' height kept across orders (+71 B):
  // 56,201, 29,976, 24,800, 30,619, 19,775 B. Then (the fourteenth session) 56,244, 30,019, 24,842,
  // 30,664, 19,814 B; then a child script the element does not read named in the error instead of
  // an empty element (+108 to +141 B, data-source.ts): 56,368, 30,127, 24,980, 30,776, 19,925 B.
  // Then (the sixteenth session) requirement-web's acts as a chunk of their own (+26 B) and the
  // layout's B-spline without a function or an array per piece (-39 B), then +2 B: 56,361, 30,116, 24,980,
  // 30,776, 19,925 B; then the reserve kept while a first view is held for a chunk, and a selected web
  // held (+5 to +16 B): 56,377, 30,128, 24,987, 30,781, 19,930 B. Then (the seventeenth session)
  // the leaderboard's first render above 2,000 rows without its second style recalculation (+9 B)
  // and its scores filled into their typed array by a loop (+13 B; a 100,000-row board's ranking
  // 17–21 → 12–13 ms): 56,393, 30,123, 24,987, 30,803, 19,930 B (the board's ceiling rose by 0.1 KB
  // for those two: a first render 0.77× → about 0.5× Tabulator's at 10,000 rows); then one step for
  // every chunk's English (withEnglish, ±0 to +7 B), and a windowed board's rows of one height with
  // its update's reads in one sequence (-5 B): 56,387, 30,123, 24,993, 30,798, 19,937 B, and the
  // board's ceiling back at 30.8 KB.
  'all four': 56.4 * KB,
  'requirement-web': 30.3 * KB,
  'results-toggle': 26.0 * KB,
  'leaderboard-table': 30.8 * KB,
  'bibtex-card': 20.0 * KB,
};
const useCeilings = process.argv.includes('--ceilings');

/**
 * The React wrappers on their own: what `codespecweave-widgets/react` adds beyond @lit/react (an npm
 * dependency, shared with any other Lit wrapper) and the elements (counted above): the one file.
 */
const REACT = { name: 'React wrappers (beyond @lit/react)', file: 'dist/react/index.js', budget: 2 * KB };

/**
 * The parts each first view is split into for its shares, by source path (the first that matches; the
 * built files' source maps lead back to src/ and node_modules/).
 */
const PARTS = [
  ['Lit', /node_modules\/(lit|lit-html|lit-element|@lit|@lit-labs)\//],
  ['d3', /node_modules\/d3-/],
  ['other dependencies and helpers', /node_modules\/|dist\/_virtual\//],
  ['languages (lib/locale*, localize-controller, locales/)', /src\/(lib\/locale[^/]*|internal\/localize-controller|locales\/.*)\.ts$/],
  ['JSON and validation (lib/json, validate, limits)', /src\/lib\/(json|validate|limits)\.ts$/],
  ['base element and controllers (internal/)', /src\/internal\//],
  ['shared styles (styles/)', /src\/styles\//],
  ['pure logic (lib/)', /src\/lib\//],
  ['the elements (components/)', /src\/components\//],
];
const partOf = (source) => PARTS.find(([, test]) => test.test(source))?.[0] ?? 'other';

/**
 * Issue 29: "the all-in-one first view unchanged within 0.5 KB by the locales (their tables in lazy
 * chunks)". What the languages beyond English add to an English page's first view is one module,
 * src/lib/locale-loading.ts (the shipped tables' and the Intl chunk's loaders, registerLocale's queue):
 * its share of the all-four first view. Its ceiling is that share as measured + 0.05 KB; the target
 * is the issue's 0.5 KB.
 */
const LOCALES = { module: /src\/lib\/locale-loading\.ts$/, target: 0.5 * KB, ceiling: 0.61 * KB };

/**
 * The English table's parts (src/locales/en/<part>.ts) each first view may carry: the common part,
 * an element's own, and the phrases of numbers (lib/locale-phrases.ts) for the two that write them. The announcements', Full results' and the web's on-demand parts come with their chunks; an
 * element never carries another's words. A first view holding a string of a part it may not carry
 * fails the check (an import of the whole table src/locales/en.ts, or a registration moved into the
 * wrong module, would).
 */
const ENGLISH_PARTS = {
  'requirement-web': ['requirement-web', 'requirement-graph'],
  'results-toggle': ['results-toggle', 'results-view', 'results-score', 'phrases', 'spoken'],
  'leaderboard-table': ['leaderboard-table', 'leaderboard-words', 'phrases'],
  'bibtex-card': ['bibtex-card'],
};
function englishValues(part) {
  const source = readFileSync(`src/locales/en/${part}.ts`, 'utf8');
  return [...source.matchAll(/^\s+'[^']+': '((?:[^'\\]|\\.)*)',$/gm)].map(([, value]) => value.replace(/\\(.)/g, '$1'));
}
/** Strings of parts `allowed` does not hold that are in `code` (the first view's files joined). */
function strayEnglish(code, allowed) {
  const parts = readdirSync('src/locales/en').map((name) => name.replace(/\.ts$/, ''));
  const mine = allowed.flatMap(englishValues);
  const stray = [];
  for (const part of parts.filter((name) => !allowed.includes(name))) {
    // Long enough to be no accident, and no piece of a string the entry may carry.
    const markers = englishValues(part).filter((value) => value.length >= 12 && !mine.some((own) => own.includes(value)));
    for (const marker of markers) if (code.includes(marker)) stray.push(`"${marker}" (src/locales/en/${part}.ts)`);
  }
  return stray;
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes, digits = 1) => `${(bytes / KB).toFixed(digits)} KB`;

/**
 * One consumer build of `entry` (a page's `import 'codespecweave-widgets/…'`, resolved from this
 * package by its own name, as Node and bundlers resolve a package's self-reference): the first view's
 * files (the entry's output and what it imports statically, recursively), each with its code and
 * source map; the gzip bytes of the chunks it loads on first use; esbuild's warnings.
 */
async function consumerBuild(entry) {
  const result = await build({
    stdin: { contents: `import '${entry}';`, resolveDir: process.cwd(), sourcefile: 'page.js' },
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    outdir: 'size-out',
    sourcemap: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const text = new Map(result.outputFiles.map((file) => [file.path, file.text]));
  const outputs = result.metafile.outputs;
  const absolute = (path) => result.outputFiles.find((file) => file.path.endsWith(`/${path}`))?.path;
  const firstView = new Set();
  const lazy = new Set();
  const visit = (path) => {
    if (firstView.has(path)) return;
    firstView.add(path);
    for (const { path: imported, kind } of outputs[path].imports) {
      if (kind === 'import-statement') visit(imported);
      else if (kind === 'dynamic-import') lazy.add(imported);
    }
  };
  visit(Object.keys(outputs).find((path) => outputs[path].entryPoint === 'page.js'));
  const files = [...firstView].map((path) => ({ code: text.get(absolute(path)), map: JSON.parse(text.get(absolute(`${path}.map`))) }));
  // What the chunks loaded on first use add beyond the first view (their own static imports too).
  const later = new Set();
  const visitLater = (path) => {
    if (firstView.has(path) || later.has(path)) return;
    later.add(path);
    for (const { path: imported } of outputs[path].imports) visitLater(imported);
  };
  for (const path of lazy) visitLater(path);
  const laterGzip = [...later].reduce((sum, path) => sum + gzip(text.get(absolute(path))), 0);
  // Why each first-view file but the entry's is a file of its own: the chunks loaded on first use
  // that import it (each named by the module `import()` loads, else its largest), for `--modules`.
  const named = (path) => {
    const inputs = Object.entries(outputs[path].inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
    return (outputs[path].entryPoint ?? inputs[0]?.[0] ?? path).replace(/^.*?(dist|node_modules)\//, '');
  };
  const splits = [...firstView]
    .filter((path) => outputs[path].entryPoint !== 'page.js')
    .map((path) => [
      Object.entries(outputs[path].inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input]) => input.replace(/^.*?(dist|node_modules)\//, ''))
        .join(', '),
      [...later].filter((chunk) => outputs[chunk].imports.some((i) => i.path === path && i.kind === 'import-statement')).map(named).join(', ') || '(another first-view file)',
    ]);
  return { files, laterGzip, splits, warnings: result.warnings };
}

/** The `count` modules with the largest gzip share of a first view's files, largest first. */
function largestModules(files, count) {
  const totals = new Map();
  for (const { code, map } of files) {
    const sources = [...new Set(map.sources)];
    moduleShares(code, map, sources.map((source) => (path) => path === source)).forEach(({ gzip: share }, i) => {
      const name = sources[i].replace(/^(\.\.\/)+/, '');
      totals.set(name, (totals.get(name) ?? 0) + share);
    });
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** Each part's `{ min, gzip }` share over a first view's files. */
function partShares(files) {
  const totals = new Map();
  for (const { code, map } of files) {
    const parts = [...new Set(map.sources.map(partOf))];
    moduleShares(code, map, parts.map((part) => (source) => partOf(source) === part)).forEach((share, i) => {
      const total = totals.get(parts[i]) ?? { min: 0, gzip: 0 };
      totals.set(parts[i], { min: total.min + share.min, gzip: total.gzip + share.gzip });
    });
  }
  return totals;
}

let failed = false;
if (!existsSync('dist/define.js')) {
  console.error('size: dist/ has not been built: run npm run build:lib first.');
  process.exit(1);
}

const rows = [];
const shares = [];
const largest = [];
let localeShare;
// `--entry=leaderboard-table`: measure one entry only (a quicker loop while splitting one element).
const only = process.argv.find((arg) => arg.startsWith('--entry='))?.slice('--entry='.length);
const moduleCount = process.argv.includes('--modules=all') ? Infinity : 15;
for (const { name, entry, budget } of ENTRIES.filter(({ name }) => !only || name === only)) {
  const { files, laterGzip, splits, warnings } = await consumerBuild(entry);
  if (warnings.length) {
    failed = true;
    const text = await formatMessages(warnings, { kind: 'warning', color: false });
    console.error(`size: esbuild warns on a consumer's build of ${entry} (every user's build would):\n${text.join('')}`);
  }
  const min = files.reduce((sum, { code }) => sum + Buffer.byteLength(code), 0);
  const gz = files.reduce((sum, { code }) => sum + gzip(code), 0);
  const tag = entry.match(/\/([a-z-]+)\.js$/)[1];
  const allowed = ['common', ...(ENGLISH_PARTS[tag] ?? Object.values(ENGLISH_PARTS).flat())];
  const stray = strayEnglish(files.map(({ code }) => code).join('\n'), allowed);
  if (stray.length) {
    failed = true;
    console.error(`size: ${name}'s first view carries English it does not show (a part of src/locales/en/ another element's or a chunk's):\n  ${stray.slice(0, 10).join('\n  ')}`);
  }
  const over = gz > budget;
  const ceiling = useCeilings ? Math.max(budget, CEILINGS[name] ?? 0) : budget;
  failed ||= gz > ceiling;
  const status = !over ? `ok (${Math.round((gz / budget) * 100)}%)` : `OVER BUDGET by ${kb(gz - budget)}${useCeilings ? (gz > ceiling ? `, OVER its ceiling ${kb(ceiling)}` : `; within its ceiling ${kb(ceiling)} (issue 40)`) : ''}`;
  rows.push([name, `${files.length}`, kb(min), kb(gz), laterGzip ? `+${kb(laterGzip)}` : '—', kb(budget, 0), status]);
  const totals = partShares(files);
  // What splitting costs: the first view's files gzipped apart (as a browser downloads them) against
  // as one. A lazy chunk that imports a first-view module makes esbuild put that module in a file of
  // its own (docs/performance.md#size), so this is what such imports cost.
  const apart = gz - gzip(files.map(({ code }) => code).join('\n'));
  shares.push([name, gz, totals, apart]);
  // `npm run size -- --modules`: what to split next, module by module (a gzip per module and file: slower).
  if (process.argv.some((arg) => arg.startsWith('--modules'))) largest.push([name, largestModules(files, moduleCount), splits]);
  if (tag === 'define') {
    localeShare = files.reduce(
      (sum, { code, map }) => {
        const [share] = moduleShares(code, map, [LOCALES.module]);
        return { min: sum.min + share.min, gzip: sum.gzip + share.gzip };
      },
      { min: 0, gzip: 0 },
    );
  }
}
if (existsSync(REACT.file)) {
  const code = readFileSync(REACT.file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
  const gz = gzip(code);
  failed ||= gz > REACT.budget;
  rows.push([REACT.name, '1', kb(Buffer.byteLength(code)), kb(gz), '—', kb(REACT.budget, 0), gz > REACT.budget ? 'OVER BUDGET' : `ok (${Math.round((gz / REACT.budget) * 100)}%)`]);
}

function table(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n'));
}

console.log(`First views through esbuild (bundle, minify, splitting) from the npm entries, min + gzip -9 of each file:\n`);
table(['entry', 'files', 'min', 'min+gzip', 'loaded on first use', 'budget', 'status'], rows);

console.log(`\nEach part's share of the first view (what the gzip loses without it; the shares sum to a little less than the whole):\n`);
table(
  ['part', ...shares.map(([name]) => name)],
  PARTS.map(([part]) => part)
    .filter((part) => shares.some(([, , totals]) => totals.has(part)))
    .map((part) => [part, ...shares.map(([, whole, totals]) => (totals.has(part) ? `${kb(totals.get(part).gzip)} (${Math.round((totals.get(part).gzip / whole) * 100)}%)` : '—'))])
    .concat([['splitting (the files gzipped apart, not as one)', ...shares.map(([, whole, , apart]) => `${kb(apart)} (${Math.round((apart / whole) * 100)}%)`)]]),
);

for (const [name, modules, splits] of largest) {
  console.log(`\nThe largest modules of ${name}'s first view (gzip share):\n`);
  table(['module', 'min+gzip'], modules.map(([module, share]) => [module, kb(share, 2)]));
  if (!splits.length) continue;
  console.log(`\n${name}'s first-view files beside the entry's, and the chunks loaded on first use whose imports split them out:\n`);
  table(['modules in the file', 'imported by'], splits);
}

if (localeShare) {
  const status = localeShare.gzip <= LOCALES.target ? 'ok' : localeShare.gzip <= LOCALES.ceiling ? `over the ${LOCALES.target / KB} KB target, within the ${LOCALES.ceiling / KB} KB ceiling` : 'OVER';
  failed ||= localeShare.gzip > LOCALES.ceiling || localeShare.min === 0;
  console.log(`\nThe other languages' loaders (lib/locale-loading.ts) in the all-four first view: ${kb(localeShare.min, 2)} min, ${kb(localeShare.gzip, 2)} min+gzip: ${status}.`);
}

const overBudget = rows.filter(([, , , , , , status]) => status.startsWith('OVER BUDGET')).map(([name]) => name);
if (failed) {
  console.error(`\nsize: an entry is over its ${useCeilings ? 'ceiling' : 'budget'}, or its build warns (see above).`);
  process.exit(1);
}
if (overBudget.length) console.log(`\nsize: OVER BUDGET (${overBudget.join(', ')}), within this round's ceilings: npm run size alone fails (issue 40).`);
else console.log('\nsize: every entry is within its budget.');
