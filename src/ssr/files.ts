/// <reference types="node" />
// Node only. `prerender` on a whole site: files, folders and globs, in one process, one worker
// thread per core. Loading Lit's server renderer and the four elements costs far more than a page
// (one `npx … prerender` per page took 18.4 s for 42 pages, one process 0.33 s), so each worker
// loads them once and takes pages from a shared queue. This module is also the workers' entry:
// started with its mark in `workerData`, it serves pages instead of exporting to a caller.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { expandInputs, type PageFile } from './glob.js';
import { prerenderWithReport } from './prerender.js';
import { isInside } from './read-source.js';
import { realPageInside, UnsafePathError, writeInside } from './safe-write.js';

/** Options of `prerenderFiles`. */
export interface PrerenderFilesOptions {
  /** Rewrite each page where it is. One of `inPlace` and `outDir` is needed. */
  inPlace?: boolean;
  /** Write each page to this folder, at its path under the folder (or glob base) it was found in. */
  outDir?: string;
  /** The site's root (see `PrerenderOptions.rootDir`). Default: the folder given, a glob's base, or a single page's folder; for several, their common folder. */
  rootDir?: string;
  /** See `PrerenderOptions.stylesheet`. */
  stylesheet?: string;
  /** Threads at most, this one included. Default: one per core (`os.availableParallelism()`); 1 runs in this thread only. */
  jobs?: number;
  /** Receives each warning, prefixed with the page's path relative to the root. Default: `console.warn`. */
  onWarning?: (message: string) => void;
}

/** What `prerenderFiles` did. */
export interface PrerenderFilesReport {
  /** Pages written. */
  pages: number;
  /** Elements prerendered, over all pages. */
  rendered: number;
  warnings: string[];
  /** Pages that could not be read or written, with the reason. */
  failed: { file: string; error: string }[];
  /** Worker threads started beside this thread (0: all in this thread). */
  workers: number;
  /** The site's root the `src` files were read from. */
  rootDir: string;
}

interface Task {
  file: string;
  /** The output folder, and the page's path under it; none for an in-place rewrite. */
  outDir?: string;
  out: string;
  label: string;
  baseDir: string;
  /** The folder (or glob base) the page was found in. */
  base: string;
}
interface TaskResult {
  file: string;
  rendered: number;
  warnings: string[];
  error?: string;
}
interface Shared {
  rootDir: string;
  stylesheet?: string;
}

const MARK = 'codespecweave-widgets:prerender-worker';
/** Pages a worker must have ahead of it to pay for loading the renderer (~0.5 s, against ~15 ms a page). */
const PAGES_PER_WORKER = 40;

/** Prerenders every page `inputs` name (files, folders searched for `*.html`, `**`/`*`/`?` globs). */
export async function prerenderFiles(inputs: readonly string[], options: PrerenderFilesOptions): Promise<PrerenderFilesReport> {
  if (!options.inPlace && options.outDir === undefined) throw new Error('prerenderFiles: give inPlace or outDir');
  const found = await expandInputs(inputs);
  const rootDir = path.resolve(options.rootDir ?? commonFolder(found.bases));
  const outDir = options.outDir === undefined ? undefined : path.resolve(options.outDir);
  const tasks = found.files.map((page) => taskOf(page, rootDir, outDir));
  const shared: Shared = { rootDir, stylesheet: options.stylesheet };
  const report: PrerenderFilesReport = { pages: 0, rendered: 0, warnings: [], failed: [], workers: 0, rootDir };
  const onWarning = options.onWarning ?? console.warn;
  const record = (result: TaskResult) => {
    for (const warning of result.warnings) {
      report.warnings.push(warning);
      onWarning(warning);
    }
    if (result.error !== undefined) report.failed.push({ file: result.file, error: result.error });
    else {
      report.pages++;
      report.rendered += result.rendered;
    }
  };
  // This thread works too, from the first page on: a worker needs about half a second to load the
  // renderer, which is longer than a small site takes in one thread. Workers join as they are
  // ready, take pages from the same queue, and are stopped when it is empty.
  const queue = [...tasks];
  // By default a worker only for every PAGES_PER_WORKER pages: one that loads for half a second to
  // render a handful of pages only takes a core from this thread (`jobs` given: as many as asked).
  const cap = options.jobs === undefined ? Math.floor(queue.length / PAGES_PER_WORKER) : queue.length - 1;
  const helpers = Math.min(cap, Math.max(1, Math.floor(options.jobs ?? availableParallelism())) - 1);
  const workers = helpers > 0 ? startWorkers(queue, shared, helpers, record) : undefined;
  report.workers = helpers;
  for (let task = queue.shift(); task; task = queue.shift()) record(await runTask(task, shared));
  // Workers still loading when the queue ran out are not waited for.
  workers?.stopIdle();
  await workers?.done;
  // Pages a worker took but did not finish (it could not start, or died): here.
  for (let task = queue.shift(); task; task = queue.shift()) record(await runTask(task, shared));
  return report;
}

function taskOf(page: PageFile, rootDir: string, outDir: string | undefined): Task {
  const relative = path.relative(page.base, page.file);
  const label = isInside(rootDir, page.file) ? path.relative(rootDir, page.file) : path.relative(process.cwd(), page.file);
  return { file: page.file, outDir, out: outDir === undefined ? page.file : relative, label: label.split(path.sep).join('/'), baseDir: path.dirname(page.file), base: page.base };
}

/** The deepest folder holding every one of `folders`. */
function commonFolder(folders: readonly string[]): string {
  if (folders.length === 0) return process.cwd();
  let common = path.resolve(folders[0]!);
  for (const folder of folders.slice(1)) while (!isInside(common, path.resolve(folder))) common = path.dirname(common);
  return common;
}

async function runTask(task: Task, shared: Shared): Promise<TaskResult> {
  let html: string;
  let real: string;
  try {
    real = await realPageInside(shared.rootDir, task.base, task.file);
    html = await readFile(real, 'utf8');
  } catch (error) {
    if (error instanceof UnsafePathError) return { file: task.label, rendered: 0, warnings: [], error: error.message };
    return { file: task.label, rendered: 0, warnings: [], error: `cannot read the page: ${codeOf(error)}` };
  }
  const warnings: string[] = [];
  const result = await prerenderWithReport(html, {
    baseDir: task.baseDir,
    rootDir: shared.rootDir,
    file: task.label,
    stylesheet: shared.stylesheet,
    onWarning: (message) => warnings.push(message),
  });
  try {
    // In place: the real file (inside the site, checked above); else under the output folder, through no link.
    if (task.outDir === undefined) await writeInside(path.dirname(real), path.basename(real), result.html);
    else await writeInside(task.outDir, task.out, result.html);
  } catch (error) {
    if (error instanceof UnsafePathError) return { file: task.label, rendered: 0, warnings, error: error.message };
    return { file: task.label, rendered: 0, warnings, error: `cannot write the page: ${codeOf(error)}` };
  }
  return { file: task.label, rendered: result.rendered, warnings };
}

/** The error's code (`ENOENT`, `EACCES`), not its message: that one carries the absolute path. */
function codeOf(error: unknown): string {
  return (error as { code?: string })?.code ?? (error instanceof Error ? error.name : 'error');
}

/**
 * Starts `count` workers taking pages from `queue` once each has loaded the renderer. `done`
 * resolves when all have exited (a page a worker did not finish is put back in the queue);
 * `stopIdle` stops those without a page.
 */
function startWorkers(queue: Task[], shared: Shared, count: number, record: (result: TaskResult) => void): { done: Promise<void>; stopIdle: () => void } {
  const exits: Promise<void>[] = [];
  const idle = new Set<Worker>();
  for (let i = 0; i < count; i++) {
    let worker: Worker;
    try {
      worker = new Worker(new URL(import.meta.url), { workerData: { [MARK]: shared } });
    } catch {
      continue;
    }
    idle.add(worker);
    let current: Task | undefined;
    worker.on('message', (message: TaskResult | { ready: true }) => {
      if (!('ready' in message)) record(message);
      current = queue.shift();
      if (current) {
        idle.delete(worker);
        worker.postMessage(current);
      } else void worker.terminate();
    });
    exits.push(
      new Promise((resolve) => {
        worker.once('error', () => {});
        worker.once('exit', () => {
          idle.delete(worker);
          if (current) queue.push(current);
          current = undefined;
          resolve();
        });
      }),
    );
  }
  return {
    done: Promise.all(exits).then(() => undefined),
    stopIdle: () => {
      for (const worker of idle) void worker.terminate();
    },
  };
}

// The worker's side: one page per message, until the main thread terminates it.
if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[MARK]) {
  const shared = (workerData as Record<string, Shared>)[MARK]!;
  const port = parentPort;
  port.on('message', (task: Task) => {
    void runTask(task, shared).then(
      (result) => port.postMessage(result),
      (error: unknown) => port.postMessage({ file: task.label, rendered: 0, warnings: [], error: `not prerendered: ${codeOf(error)}` }),
    );
  });
  // Loaded (this module's imports, the renderer among them, have run): ready for pages.
  port.postMessage({ ready: true });
}
