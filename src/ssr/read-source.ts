/// <reference types="node" />
// Node only. How the prerender step reads an element's `src` from disk. A page (a CMS's, a
// contributor's) is not trusted: a `src` may name any path, and what the step writes (the page,
// its warnings) is published. So a `src` is read only if, resolved as a browser resolves a URL and
// then through every symlink, it is a regular file inside the site's root; it is read in chunks up
// to the input limit (a FIFO, /dev/zero or a growing file has no trustworthy `stat().size`); and
// no message ever quotes the file's bytes (V8's JSON.parse message does: it is replaced by a
// position). Nothing is fetched from a network.
import { constants } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_INPUT_BYTES, formatLimit } from '../lib/limits.js';

/** What `readSource` found: the text, or the reason there is none (a browser's words where it has some). */
export interface SourceRead {
  text?: string;
  error?: string;
  /** The file, relative to the root (for warnings; never an absolute path of the build machine). */
  file?: string;
}

export interface SourceOptions {
  /** The page's folder. */
  baseDir: string;
  /** The site's root: no file outside it is read. */
  rootDir: string;
  /** Bytes read at most (default: the elements' input limit, 5 MB). */
  maxBytes?: number;
}

const CHUNK = 64 * 1024;

/** True when `file` is `dir` or inside it (both absolute, normalised). */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The text of the file a `src` URL names, relative to the page (or to the root for `/…`), as the
 * browser would fetch it from a server serving `rootDir`.
 */
export async function readSource(url: string, options: SourceOptions): Promise<SourceRead> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || /^[/\\]{2}/.test(url)) {
    return { error: `could not load (the prerender command reads files, not ${url.split(':')[0] || 'network'} URLs)` };
  }
  const root = path.resolve(options.rootDir);
  const base = path.resolve(options.baseDir);
  // The page's URL on a server of the root; a page outside the root is read as if at its top.
  const pageUrl = isInside(root, base) ? `/${path.relative(root, base).split(path.sep).map(encodeURIComponent).join('/')}/`.replace(/\/+/g, '/') : '/';
  // A browser resolves `../../x` at the top of a site to `/x`; here a path that climbs above the
  // root is refused instead, so an author learns that --root is too narrow.
  if (climbsAboveRoot(url, pageUrl)) return { error: 'not read: outside the site root (--root)' };
  let pathname: string;
  try {
    // The URL parser resolves `..`, `%2e%2e` and backslashes as a browser does; the decoded
    // result is checked again below (`..%2f` decodes to a separator the parser did not see).
    const resolved = new URL(url, `http://site${pageUrl}`);
    // Spaces or tabs around a scheme (" https://…", "ht\ttps:") are URL syntax the check above missed.
    if (resolved.origin !== 'http://site') return { error: `could not load (the prerender command reads files, not ${resolved.protocol.replace(':', '')} URLs)` };
    pathname = decodeURIComponent(resolved.pathname);
  } catch {
    return { error: 'could not load (not a valid URL)' };
  }
  if (pathname.includes('\0')) return { error: 'could not load (not a valid URL)' };
  const file = path.resolve(root, `.${pathname}`);
  const shown = path.relative(root, file).split(path.sep).join('/');
  if (!isInside(root, file)) return { error: 'not read: outside the site root (--root)' };
  let real: string;
  let realRoot: string;
  try {
    realRoot = await realpath(root);
    real = await realpath(file);
  } catch {
    return { error: 'could not load (no such file)', file: shown };
  }
  if (!isInside(realRoot, real)) return { error: 'not read: a symlink to outside the site root (--root)', file: shown };
  return readRegularFile(real, shown, options.maxBytes ?? MAX_INPUT_BYTES);
}

/** Whether `url`'s path, decoded and with `\\` as `/` (as browsers read it), goes above `/` from `pageUrl`. */
function climbsAboveRoot(url: string, pageUrl: string): boolean {
  let decoded = url.replace(/[?#].*$/s, '').replace(/\\/g, '/');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Malformed escapes: the URL parser below refuses them.
  }
  let depth = 0;
  for (const segment of (decoded.startsWith('/') ? decoded : `${pageUrl}${decoded}`).split('/')) {
    if (segment === '..') depth--;
    else if (segment !== '' && segment !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}

async function readRegularFile(file: string, shown: string, maxBytes: number): Promise<SourceRead> {
  const notRegular = { error: 'not read: not a regular file', file: shown };
  let before;
  try {
    before = await stat(file);
  } catch {
    return { error: 'could not load (no such file)', file: shown };
  }
  if (!before.isFile()) return notRegular;
  // O_NONBLOCK: a FIFO swapped in after the check must not block the open; the descriptor is
  // checked again, so what is read is the very file that was checked.
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch {
    return { error: 'could not load (not readable)', file: shown };
  }
  try {
    const opened = await handle.stat();
    if (!opened.isFile() || opened.ino !== before.ino || opened.dev !== before.dev) return notRegular;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.alloc(Math.min(CHUNK, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) return { error: `the file is over the ${formatLimit(maxBytes)} limit`, file: shown };
    }
    // As `response.text()` does: UTF-8, a byte-order mark dropped.
    return { text: new TextDecoder('utf-8').decode(Buffer.concat(chunks, total)), file: shown };
  } catch {
    return { error: 'could not load (not readable)', file: shown };
  } finally {
    await handle.close();
  }
}

/**
 * `null` when `text` is JSON; otherwise where it stops being JSON, as a position only: V8's own
 * message quotes the text around the error ("Unexpected token 'r', "root:*:0:0"… is not valid
 * JSON"), which would publish bytes of the file.
 */
export function jsonSyntaxError(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    const offset = jsonErrorOffset(text);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return `invalid JSON (at line ${line}, column ${column})`;
  }
}

/** Offset of the first character that is not valid JSON (iterative: nesting depth costs no stack). */
function jsonErrorOffset(text: string): number {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (): boolean => {
    if (text[i] === '"') {
      for (i++; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) return ++i > 0;
        if (c < 0x20) return false;
        if (c === 0x5c) {
          const next = text[++i];
          if (next === 'u') {
            if (!/^[0-9a-f]{4}$/i.test(text.slice(i + 1, i + 5))) return false;
            i += 4;
          } else if (next === undefined || !'"\\/bfnrt'.includes(next)) return false;
        }
      }
      return false;
    }
    const match = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!match) return false;
    i += match[0].length;
    return true;
  };
  const stack: string[] = [];
  space();
  for (;;) {
    // A value.
    if (text[i] === '{' || text[i] === '[') {
      stack.push(text[i] === '{' ? '}' : ']');
      i++;
      space();
      if (text[i] === stack.at(-1)) {
        i++;
        stack.pop();
      } else if (stack.at(-1) === '}') {
        if (text[i] !== '"' || !literal()) return i;
        space();
        if (text[i++] !== ':') return i - 1;
        space();
        continue;
      } else continue;
    } else if (!literal()) return i;
    // After a value: a comma, a closing bracket, or the end.
    for (;;) {
      space();
      if (stack.length === 0) return i;
      if (text[i] === stack.at(-1)) {
        i++;
        stack.pop();
        continue;
      }
      if (text[i] !== ',') return i;
      i++;
      space();
      if (stack.at(-1) === '}') {
        if (text[i] !== '"' || !literal()) return i;
        space();
        if (text[i++] !== ':') return i - 1;
        space();
      }
      break;
    }
  }
}
