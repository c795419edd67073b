// Every TypeScript, TSX and JSON example in the README (and docs/frameworks.md) type-checks against
// the sources: the blocks are written out as modules (scripts/readme-examples.mjs says how a JSON
// block names its type) and `tsc` checks them with `codespecweave-widgets` mapped to src/. The
// consumer matrix (test/consumers/) checks the same blocks again against the packed package, and
// the Vue ones with vue-tsc.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { exampleFile, readmeExamples } from '../../scripts/readme-examples.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, '.tmp/readme-examples');
export const DOCUMENTS = ['README.md', 'docs/frameworks.md'];

test('every JSON example names the type it must match', () => {
  const errors = DOCUMENTS.flatMap((doc) => readmeExamples(readFileSync(path.join(ROOT, doc), 'utf8')).filter((e) => e.error).map((e) => `${doc} ${e.error}`));
  assert.deepEqual(errors, []);
});

test('the README\u2019s TypeScript, TSX and JSON examples compile against the sources', () => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  let count = 0;
  for (const doc of DOCUMENTS) {
    readmeExamples(readFileSync(path.join(ROOT, doc), 'utf8'))
      // Vue examples need Vue's toolchain: the consumer matrix checks them with vue-tsc.
      .filter((example) => example.fixture !== 'vue' && !example.error)
      .forEach((example) => {
        const file = exampleFile(example, count++);
        writeFileSync(path.join(OUT, `${path.basename(doc, '.md')}-${file.name}`), file.text);
      });
  }
  assert.ok(count >= 3, `expected the README's examples, found ${count}`);
  const src = (file) => [path.join(ROOT, 'src', file)];
  writeFileSync(
    path.join(OUT, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.json'),
      compilerOptions: {
        noUnusedLocals: false,
        jsx: 'react-jsx',
        types: [],
        paths: {
          'codespecweave-widgets': src('index.ts'),
          'codespecweave-widgets/define.js': src('define.ts'),
          'codespecweave-widgets/react': src('react/index.ts'),
          'codespecweave-widgets/jsx': src('react/jsx.ts'),
          'codespecweave-widgets/vue': src('vue.ts'),
          'codespecweave-widgets/*.js': src('components/*/define.ts'),
        },
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', OUT], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    assert.fail(`README examples do not type-check:\n${error.stdout}${error.stderr}`);
  }
});
