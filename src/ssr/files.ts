/// <reference types="node" />
// Node only. `prerender` on a whole site: files, folders and globs, in one process, one worker
// thread per core. Loading Lit's server renderer and the four elements costs far more than a page
// (one `npx … prerender` per page took 18.4 s for 42 pages, one process 0.33 s), so each worker
// loads them once and takes pages from a shared queue. This module is also the workers' entry:
// started with its mark in `workerData`, it serves pages instead of exporting to a caller.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { expandInputs, type PageFile } from './glob.js';
import { prerenderWithReport } from './prerender.js';
import { isInside } from './read-source.js';

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
  /** Worker threads at most. Default: one per core (`os.availableParallelism()`); 1 runs in this thread. */
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
  /** Worker threads used (0: all in this thread). */
  workers: number;
  /** The site's root the `src` files were read from. */
  rootDir: string;
}

interface Task {
  file: string;
  out: string;
  label: string;
  baseDir: string;
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
  const workers = Math.min(tasks.length, Math.max(1, Math.floor(options.jobs ?? availableParallelism())));
  if (workers <= 1) {
    for (const task of tasks) record(await runTask(task, shared));
    return report;
  }
  report.workers = workers;
  const left = await runInWorkers(tasks, shared, workers, record);
  // Workers that could not start (a bundler moved this file) or died: the rest here.
  for (const task of left) record(await runTask(task, shared));
  return report;
}

function taskOf(page: PageFile, rootDir: string, outDir: string | undefined): Task {
  const relative = path.relative(page.base, page.file);
  const label = isInside(rootDir, page.file) ? path.relative(rootDir, page.file) : path.relative(process.cwd(), page.file);
  return { file: page.file, out: outDir === undefined ? page.file : path.join(outDir, relative), label: label.split(path.sep).join('/'), baseDir: path.dirname(page.file) };
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
  try {
    html = await readFile(task.file, 'utf8');
  } catch (error) {
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
    await mkdir(path.dirname(task.out), { recursive: true });
    await writeFile(task.out, result.html);
  } catch (error) {
    return { file: task.label, rendered: 0, warnings, error: `cannot write the page: ${codeOf(error)}` };
  }
  return { file: task.label, rendered: result.rendered, warnings };
}

/** The error's code (`ENOENT`, `EACCES`), not its message: that one carries the absolute path. */
function codeOf(error: unknown): string {
  return (error as { code?: string })?.code ?? (error instanceof Error ? error.name : 'error');
}

/** Runs `tasks` on `count` workers; returns the tasks no worker finished. */
function runInWorkers(tasks: Task[], shared: Shared, count: number, record: (result: TaskResult) => void): Promise<Task[]> {
  const queue = [...tasks];
  const orphans: Task[] = [];
  return new Promise((resolve) => {
    let alive = 0;
    const done = () => {
      if (--alive === 0) resolve([...orphans, ...queue]);
    };
    for (let i = 0; i < count; i++) {
      let current: Task | undefined;
      let worker: Worker;
      try {
        worker = new Worker(new URL(import.meta.url), { workerData: { [MARK]: shared } });
      } catch {
        continue;
      }
      alive++;
      const next = () => {
        current = queue.shift();
        if (current) worker.postMessage(current);
        else void worker.terminate();
      };
      worker.on('message', (result: TaskResult) => {
        record(result);
        next();
      });
      worker.once('online', next);
      worker.once('error', () => {
        if (current) orphans.push(current);
        current = undefined;
      });
      worker.once('exit', done);
    }
    if (alive === 0) resolve(queue);
  });
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
}
