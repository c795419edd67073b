// Fails when the README, the changelog, docs/ or src/ names a repository file that does not exist:
// a path under one of the repository's folders (`src/lib/limits.ts`, `test/csp/`) or a relative
// Markdown link. A path that git ignores counts as present: it is a build output
// (`demo/blog-post.html`, `dist/…`). Patterns (`<tag>`, `*`, `…`) are not file names.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['src', 'test', 'scripts', 'demo', 'docs', 'stories', 'bench', '.storybook', '.ci', 'dist', 'handoff'];
const PATH = new RegExp(`(?<![\\w./@-])((?:${FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./<>*…{}$-]*)`, 'g');
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

function files(dir, pattern) {
  return readdirSync(path.join(ROOT, dir), { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => pattern.test(file) && statSync(path.join(ROOT, file)).isFile());
}

function present(relative) {
  if (existsSync(path.join(ROOT, relative))) return true;
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', relative], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

/** The file names a text gives, with the line each is on. */
export function namedFiles(text, file) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const [, raw] of line.matchAll(PATH)) {
      const name = raw.replace(/[.,:;)`'"]+$/, '');
      if (/[<>*…{}$]/.test(name) || name.endsWith('/.')) continue;
      found.push({ name, line: i + 1 });
    }
    if (!file.endsWith('.md')) return;
    for (const [, target] of line.matchAll(LINK)) {
      if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
      found.push({ name: path.normalize(path.join(path.dirname(file), target)), line: i + 1 });
    }
  });
  // A link whose text is its own path is one name, not two.
  return found.filter((item, i) => found.findIndex((other) => other.name === item.name && other.line === item.line) === i);
}

const SOURCES = ['README.md', 'CHANGELOG.md', ...files('docs', /\.md$/), ...files('src', /\.ts$/)];

test('every repository file the README, docs/ and src/ name exists', () => {
  const missing = [];
  for (const file of SOURCES) {
    for (const { name, line } of namedFiles(readFileSync(path.join(ROOT, file), 'utf8'), file)) {
      if (!present(name)) missing.push(`${file}:${line}: ${name}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the check finds a missing file, and skips patterns and build outputs', () => {
  const names = namedFiles('See `src/lib/nope.ts`, `test/components/<tag>.test.ts` and [a](docs/x.md).', 'README.md').map((n) => n.name);
  assert.deepEqual(names, ['src/lib/nope.ts', 'docs/x.md']);
  assert.equal(present('src/lib/nope.ts'), false);
  assert.equal(present('src/lib/limits.ts'), true);
  assert.equal(present('demo/blog-post.html'), true);
});
