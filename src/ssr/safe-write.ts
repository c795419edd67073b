/// <reference types="node" />
// Node only. Where the build steps (`prerender --out-dir`, `--in-place`, `embed`, the site plugins)
// may write. A page, an id or a folder inside the output may have been put there by someone else
// (a CMS's upload, a contributor's symlink in a git checkout): writing through a symlink would
// overwrite a file outside the output, or publish into a folder outside it. So every folder below
// the output folder is checked with `lstat` (never followed when it is a link), the file itself is
// opened with O_NOFOLLOW (a link put there between the check and the write still fails), and a
// page read for an in-place rewrite must resolve, through every link, to a file inside the site.
import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from './read-source.js';

/** A write refused: the path or its folder is a symlink, or it leaves the folder. */
export class UnsafePathError extends Error {
  readonly code = 'ESYMLINK';
}

// O_NOFOLLOW is POSIX; Windows has none (0), and creating a symlink there needs an administrator.
const WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);

/**
 * Writes `data` to `relative` under `dir` (which the caller chose, so it may itself be a link),
 * making the folders between; refuses when any folder between or the file is a symlink, or when
 * `relative` climbs out of `dir`.
 */
export async function writeInside(dir: string, relative: string, data: string): Promise<void> {
  const root = path.resolve(dir);
  const target = path.resolve(root, relative);
  if (target === root || !isInside(root, target)) throw new UnsafePathError(`not written: "${relative}" is outside the output folder`);
  await mkdir(root, { recursive: true });
  let folder = root;
  for (const segment of path.relative(root, path.dirname(target)).split(path.sep).filter(Boolean)) {
    folder = path.join(folder, segment);
    const info = await lstat(folder).catch(() => undefined);
    if (info?.isSymbolicLink()) throw new UnsafePathError('not written: a folder in the output is a symlink');
    if (!info) await mkdir(folder);
    else if (!info.isDirectory()) throw new UnsafePathError('not written: a file in the output stands where a folder goes');
  }
  if ((await lstat(target).catch(() => undefined))?.isSymbolicLink()) throw new UnsafePathError('not written: the output file is a symlink');
  let handle;
  try {
    handle = await open(target, WRITE_FLAGS, 0o644);
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOOP') throw new UnsafePathError('not written: the output file is a symlink');
    throw error;
  }
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

/**
 * The page's real path, else an UnsafePathError: a page linked from outside is neither published
 * (`--out-dir`) nor rewritten (`--in-place`). A page whose path is inside the site's root must
 * resolve, through every symlink (of the page and of its folders), inside the root's real path;
 * a page the author named outside the root (`--root` narrower than the pages), inside the real
 * folder it was found in.
 */
export async function realPageInside(rootDir: string, foundIn: string, file: string): Promise<string> {
  const folder = isInside(path.resolve(rootDir), path.resolve(file)) ? rootDir : foundIn;
  const [real, realFolder] = await Promise.all([realpath(file), realpath(folder)]);
  if (!isInside(realFolder, real)) throw new UnsafePathError('not read: the page is a symlink to outside the site');
  return real;
}
