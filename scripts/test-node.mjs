#!/usr/bin/env node
// `npm run test:unit`: the pure test/lib case tables in Node, in seconds (no browser).
//
// The tests are TypeScript importing `../../src/lib/x.js` (the sources' .ts files, as the browser
// runner resolves them). esbuild, already here for the browser runner and Vite, bundles each test
// file with what it imports into a temporary folder (types stripped, `.js` specifiers resolved to
// the .ts sources, source maps inline), then `node --test` runs the bundles in one process (one
// module that imports them all: a process per file cost twice the tests' own time here). Each
// bundle keeps its own copy of the modules it imports, as each file has its own page in the browser.
// See scripts/test-node-env.mjs for what stands in for @open-wc/testing and mocha's globals.
//
//   npm run test:unit                      every Node-layer file
//   npm run test:unit -- bibtex layout     only files whose path contains one of the words
//   KEEP_UNIT_BUNDLES=1 npm run test:unit  keep the bundles (the folder is printed)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BROWSER_LIB_TESTS, NODE_TEST_DIR } from './test-layers.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const env = join(root, 'scripts/test-node-env.mjs');
const words = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

const files = readdirSync(join(root, NODE_TEST_DIR), { recursive: true })
  .map((name) => `${NODE_TEST_DIR}/${String(name).replaceAll('\\', '/')}`)
  .filter((file) => file.endsWith('.test.ts') && !(file in BROWSER_LIB_TESTS))
  .filter((file) => words.length === 0 || words.some((word) => file.includes(word)))
  .sort();
if (files.length === 0) {
  console.error(`test:unit: no test file in ${NODE_TEST_DIR}${words.length ? ` matches ${words.join(', ')}` : ''}`);
  process.exit(1);
}

const outdir = mkdtempSync(join(tmpdir(), 'csw-unit-'));
let status = 1;
try {
  try {
    await build({
      absWorkingDir: root,
      entryPoints: files,
      outbase: NODE_TEST_DIR,
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      tsconfig: 'tsconfig.json',
      sourcemap: 'inline',
      logLevel: 'silent',
      alias: { '@open-wc/testing': env },
      inject: [env],
    });
  } catch (error) {
    // One line per problem (esbuild reports a shared import's problem once per entry point).
    const lines = new Set(
      (error.errors ?? [error]).map((message) => {
        const where = message.location ? `${message.location.file}:${message.location.line}: ` : '';
        return `test:unit: ${where}${message.text ?? message.message}`;
      }),
    );
    for (const line of lines) console.error(line);
    console.error(
      'test:unit: a test/lib file that needs the DOM or an @open-wc/testing helper other than expect belongs in the browser layer: add it to BROWSER_LIB_TESTS in scripts/test-layers.mjs.',
    );
    process.exit(1);
  }
  const bundles = files.map((file) => `./${relative(NODE_TEST_DIR, file).replace(/\.ts$/, '.mjs').replaceAll('\\', '/')}`);
  const entry = join(outdir, 'all-tests.mjs');
  writeFileSync(entry, bundles.map((bundle) => `import ${JSON.stringify(bundle)};\n`).join(''));
  // Each test's own bound is mocha's, kept by test-node-env.mjs; this one only ends a run that hangs.
  const run = spawnSync(process.execPath, ['--enable-source-maps', '--test', '--test-timeout=600000', '--test-reporter=spec', entry], {
    cwd: root,
    stdio: 'inherit',
  });
  status = run.status ?? 1;
  if (status !== 0) {
    console.error(
      '\ntest:unit: failed. A "document is not defined" (or window, DOMParser, …) means the file needs the DOM: add it to BROWSER_LIB_TESTS in scripts/test-layers.mjs.',
    );
  }
} finally {
  if (process.env.KEEP_UNIT_BUNDLES) console.log(`test:unit: bundles kept in ${outdir}`);
  else rmSync(outdir, { recursive: true, force: true });
}
process.exit(status);
