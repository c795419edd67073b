/// <reference types="node" />
// Node only. The pages `prerender` is given: files, folders (every `.html` below them) and globs
// with `**`, `*` and `?` (quoted, so the command sees them rather than the shell). Node 20 has no
// `fs.glob` (it came in 22), and these three wildcards are all a site build needs, so this is a
// small matcher of our own rather than a dependency.
import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** One page, and the folder it was found under (a folder given, a glob's base, or its own folder). */
export interface PageFile {
  file: string;
  base: string;
}

const PAGE = /\.html?$/i;
const WILDCARD = /[*?]/;

/** Every page `inputs` name, each once, in a stable order; throws naming an input that names none. */
export async function expandInputs(inputs: readonly string[]): Promise<{ files: PageFile[]; bases: string[] }> {
  const files = new Map<string, PageFile>();
  const bases: string[] = [];
  for (const input of inputs) {
    const found = await expandOne(input);
    if (found.files.length === 0) throw new InputError(`no HTML pages match "${input}"`);
    bases.push(found.base);
    for (const file of found.files) if (!files.has(file)) files.set(file, { file, base: found.base });
  }
  return { files: [...files.values()], bases };
}

/** An input that names no page: the command's exit code 1, as for a missing file. */
export class InputError extends Error {}

async function expandOne(input: string): Promise<{ base: string; files: string[] }> {
  const resolved = path.resolve(input);
  const info = await stat(resolved).catch(() => undefined);
  if (info?.isFile()) return { base: path.dirname(resolved), files: [resolved] };
  if (info?.isDirectory()) return { base: resolved, files: (await walk(resolved)).filter((file) => PAGE.test(file)).sort() };
  if (!WILDCARD.test(input)) throw new InputError(`no such file or folder "${input}"`);
  // The folders before the first wildcard are the base; the rest is matched segment by segment.
  const segments = input.split(/[\\/]+/);
  const first = segments.findIndex((segment) => WILDCARD.test(segment));
  const base = path.resolve(segments.slice(0, first).join('/') || '.');
  const pattern = segments.slice(first).filter((segment) => segment !== '');
  const files = (await walk(base)).filter((file) => matchSegments(pattern, path.relative(base, file).split(path.sep)));
  return { base, files: files.sort() };
}

/** Every file below `folder`; symlinked folders are not followed (no loops), nor node_modules. */
async function walk(folder: string): Promise<string[]> {
  const files: string[] = [];
  const folders = [folder];
  while (folders.length > 0) {
    const current = folders.pop()!;
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') folders.push(full);
      } else if (entry.isFile()) files.push(full);
      else if (entry.isSymbolicLink() && (await lstat(full).then(() => stat(full)).catch(() => undefined))?.isFile()) files.push(full);
    }
  }
  return files;
}

/** Whether path `segments` match glob `pattern` segments (`**` is any number of segments). */
export function matchSegments(pattern: readonly string[], segments: readonly string[]): boolean {
  // Positions reachable in the pattern after each segment: no backtracking blow-up on `**/**/**`.
  let states = new Set([0]);
  const close = (set: Set<number>) => {
    for (const state of set) if (pattern[state] === '**') set.add(state + 1);
    return set;
  };
  states = close(states);
  for (const segment of segments) {
    const next = new Set<number>();
    for (const state of states) {
      const part = pattern[state];
      if (part === undefined) continue;
      if (part === '**') next.add(state);
      else if (matchSegment(part, segment)) next.add(state + 1);
    }
    states = close(next);
    if (states.size === 0) return false;
  }
  return states.has(pattern.length);
}

/** One segment against `*` (any characters) and `?` (one character); everything else literal. */
export function matchSegment(pattern: string, text: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(text);
}
