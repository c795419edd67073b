#!/usr/bin/env node
// The library's build in two independent parts (vite.config.ts has the modes; `npm run build`
// runs both, after `npm run analyze`, then `npm run build:demo`):
//
//   node scripts/build.mjs lib      `npm run build:lib`: dist/index.js, define.js, one module per
//                                   element, the React/Vue/reveal entries and dist/ssr (Lit and d3
//                                   left as imports), the type declarations in dist/types (tsc, run
//                                   beside Vite), then dist/codespecweave-widgets.css from dist/ssr
//                                   (`npm run build:css`) and dist/embed-resize.js (copied)
//   node scripts/build.mjs bundles  `npm run build:bundles`: the script-tag files, with Lit inlined:
//                                   dist/browser/ (the module, its chunks, loading-reserve.css: see
//                                   scripts/reserve-css.mjs, the snippet's after-paint loader), dist/codespecweave-widgets.js (ES module), .iife.js (classic
//                                   script), dist/reveal.js (the deck plugin with the elements) and
//                                   dist/elements/<tag>.js (one self-contained file each)
//
// Each part first removes only its own earlier output, so either can run alone, in any order,
// and a file a removed source module left behind does not ship. The Vite builds run in this one
// process (one start of Vite, not seven).
import { spawn } from 'node:child_process';
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { reserveStylesheet } from './reserve-css.mjs';

const DIST = 'dist';
/** What the bundles part writes into dist/ (everything else in dist/ is the library's). */
const isBundleOutput = (name) =>
  /^(codespecweave-widgets(\.iife)?|reveal)\.js(\.map)?$/.test(name) || /^lazy-.*\.js(\.map)?$/.test(name) || name === 'elements' || name === 'browser';

function clean(part) {
  let names = [];
  try {
    names = readdirSync(DIST);
  } catch {
    return;
  }
  for (const name of names) if (isBundleOutput(name) === (part === 'bundles')) rmSync(join(DIST, name), { recursive: true, force: true });
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function lib() {
  clean('lib');
  const types = run(join('node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json']);
  await build({ mode: 'lib', logLevel: 'warn' });
  // The server-rendered views' stylesheet, written by the prerender command from dist/ssr.
  await run(process.execPath, ['bin/codespecweave-widgets.mjs', 'prerender', '--stylesheet-out', 'dist/codespecweave-widgets.css']);
  await types;
  // dist/embed-resize.js, the host pages' classic script (docs/embedding.md), as it is, with an empty
  // declaration so every entry is typed (as `npm run build:embed-resize`).
  copyFileSync('src/embed-resize.js', 'dist/embed-resize.js');
  writeFileSync('dist/types/embed-resize.d.ts', '// dist/embed-resize.js is a classic script for host pages (docs/embedding.md): it exports nothing.\nexport {};\n');
  console.log('build:lib: dist/ (modules, Lit and d3 as imports), dist/ssr/, dist/types/, dist/codespecweave-widgets.css, dist/embed-resize.js');
}

async function bundles() {
  clean('bundles');
  await build({ mode: 'bundle', logLevel: 'warn' });
  // Beside the module it goes with: the reserve before the library has run (README "Embed").
  writeFileSync('dist/browser/loading-reserve.css', await reserveStylesheet());
  await build({ mode: 'after-paint', logLevel: 'warn' });
  await build({ mode: 'iife', logLevel: 'warn' });
  await build({ mode: 'reveal', logLevel: 'warn' });
  // One build per element (see vite.config.ts's `elements` mode for why): every folder under
  // src/components is an element; the config checks each against its list.
  const elements = readdirSync('src/components');
  for (const tag of elements) {
    process.env.CSW_ELEMENT = tag;
    await build({ mode: 'elements', logLevel: 'warn' });
  }
  console.log(`build:bundles: dist/browser/ (the module, its chunks, its after-paint loader, loading-reserve.css, the classic script), dist/codespecweave-widgets.js, .iife.js, dist/reveal.js, dist/elements/{${elements.join(',')}}.js`);
}

const parts = { lib, bundles };
const part = process.argv[2];
if (!parts[part]) {
  console.error(`usage: node scripts/build.mjs ${Object.keys(parts).join('|')}`);
  process.exit(2);
}
try {
  await parts[part]();
} catch (error) {
  console.error(`build:${part}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
