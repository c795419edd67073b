import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * The library's source module graph, read as text (no build): which module imports which, at once
 * (`import` and re-exports, not `import type`) or on first use (`import()`, not `typeof import()`).
 * For the node tests that hold what a first view carries: the locale tables' parts
 * (locale-tables.test.ts) and the leaderboard's chunks (leaderboard-chunks.test.ts).
 */
export const SRC = 'src';
export const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[])
  .map((name) => join(SRC, String(name)))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
const text = new Map(sourceFiles.map((file) => [file, readFileSync(file, 'utf8')]));

/** A module's code without comments: a name in a doc comment is not a use. */
export const code = (file: string) => text.get(file)!.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The source module `spec` names from `from` (a relative import), if it is one. */
export function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), spec)).replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((file) => text.has(file));
}

/** Value imports and re-exports (not `import type`), and `import()` calls (not `typeof import()`). */
export function imports(file: string): { static: string[]; dynamic: string[] } {
  const source = code(file);
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const [, spec] of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gm)) {
    const target = resolve(file, spec!);
    if (target) found.static.push(target);
  }
  for (const [, before, spec] of source.matchAll(/(typeof\s+)?import\(\s*'([^']+)'\s*\)/g)) {
    const target = !before && resolve(file, spec!);
    if (target) found.dynamic.push(target);
  }
  return found;
}

/** `entry` and every module it imports at once, directly or through others. */
export function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const next of imports(entry).static) closure(next, seen);
  return seen;
}
