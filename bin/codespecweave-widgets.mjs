#!/usr/bin/env node
// `npx codespecweave-widgets prerender …`: a post-build step for any static site. Writes pages with
// each element's shadow root as declarative shadow DOM (see `codespecweave-widgets/ssr`): one page
// to stdout or `-o`, or files, folders and globs in place or into a folder, in one process. Bad data
// in a page is a warning on stderr, never a failed build: the exit code is 0 unless the command
// itself is misused (2) or a page cannot be read or written (1).
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';

const USAGE = `Usage: codespecweave-widgets prerender <in.html> [-o <out.html>] [--root <site-dir>]
       codespecweave-widgets prerender <page|folder|glob>... (--in-place | --out-dir <dir>) [--root <site-dir>]

Writes each page with every requirement-web, results-toggle, leaderboard-table and bibtex-card
rendered as declarative shadow DOM. One page goes to <out.html> or else to stdout (-o <in.html>
rewrites it). Folders are searched for *.html; globs take **, * and ? (quote them). Several pages
are rewritten where they are (--in-place) or written under --out-dir at their path below the folder
or glob base they were found in, on one worker thread per core.

Relative src URLs are read next to each page, root-relative ones (/data/x.json) from --root (default:
the folder given, a glob's base, or a single page's folder). No file outside the root is read.

  --stylesheet <url>       link each shadow root to this stylesheet instead of inline <style>s
                           (for a Content-Security-Policy without 'unsafe-inline' styles)
  --stylesheet-out <file>  write that stylesheet (the same as dist/codespecweave-widgets.css)
  --jobs <n>               threads at most (default: one per core; 1: no worker threads)`;

const EMBED_USAGE = `Usage: codespecweave-widgets embed [<page.html>] --out-dir <dir> [--link <url>] [--base-url <url>]
       [--element <tag> <data-file>]... [--root <site-dir>]

For every requirement-web, results-toggle, leaderboard-table and bibtex-card with an id in the page
(and every --element), writes into <dir>:
  <id>.html          a page of that element alone that needs no other file (the bundle and the
                     data inlined, prerendered so it shows with scripts off), for an <iframe>
  <id>.svg           a static image of the element's view, for hosts that take only an image
  <id>.oembed.json   oEmbed 1.0 (type "rich"), linked from <id>.html
  embed-resize.js    the script a host page may add so each iframe takes its content's height
and prints each element's <iframe> snippet on stdout.

  --link <url>        the original page: each embed page links back to it
  --base-url <url>    where <dir> will be served (https://lab.example/embeds/): the snippets and
                      the oEmbed files then use absolute URLs (oEmbed consumers need them)
  --element <tag> <data-file>
                      also embed an element of that tag with the data in that file (its id: the
                      file's name without extension)
  --root <site-dir>   src files are read only inside this folder (default: the page's folder)`;

const PREFIX = 'codespecweave-widgets:';

function parseArguments(rest) {
  const options = { inputs: [] };
  const value = (i, name) => {
    const next = rest[i + 1];
    if (next === undefined || (next.startsWith('-') && next !== '-')) throw new UsageError(`${name} needs a value`);
    return next;
  };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '-o' || arg === '--out') options.output = value(i++, arg);
    else if (arg === '--root') options.root = value(i++, arg);
    else if (arg === '--out-dir') options.outDir = value(i++, arg);
    else if (arg === '--in-place') options.inPlace = true;
    else if (arg === '--stylesheet') options.stylesheet = value(i++, arg);
    else if (arg === '--stylesheet-out') options.stylesheetOut = value(i++, arg);
    else if (arg === '--jobs') {
      options.jobs = Number(value(i++, arg));
      if (!Number.isInteger(options.jobs) || options.jobs < 1) throw new UsageError('--jobs needs a whole number from 1');
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`);
    else options.inputs.push(arg);
  }
  if (options.inputs.length === 0 && !options.stylesheetOut) throw new UsageError('no input file');
  if (options.output !== undefined && (options.inPlace || options.outDir !== undefined)) throw new UsageError('-o is for one page; use --in-place or --out-dir for several');
  if (options.inPlace && options.outDir !== undefined) throw new UsageError('give --in-place or --out-dir, not both');
  if (options.output !== undefined && options.inputs.length > 1) throw new UsageError('-o is for one page; use --in-place or --out-dir for several');
  return options;
}

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h') return void console.log(`${USAGE}\n\n${EMBED_USAGE}`);
  if (command === 'embed') return embedCommand(rest);
  if (command !== 'prerender') throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  const options = parseArguments(rest);
  // Loaded here, not at the top: `--help` and usage errors work without the built library.
  const ssr = await import('../dist/ssr/index.js');
  const onWarning = (message) => console.warn(`${PREFIX} warning: ${message}`);
  if (options.stylesheetOut) await writeFile(options.stylesheetOut, await ssr.prerenderStylesheet());
  if (options.inputs.length === 0) return 0;
  const sitewide = options.inPlace || options.outDir !== undefined;
  if (!sitewide) {
    const [input] = options.inputs;
    if (!(await stat(input).catch(() => undefined))?.isFile() && /[*?]/.test(input)) throw new UsageError('several pages need --in-place or --out-dir');
    if ((await stat(input).catch(() => undefined))?.isDirectory()) throw new UsageError(`"${input}" is a folder: give --in-place or --out-dir`);
    return onePage(ssr, input, options, onWarning);
  }
  const started = performance.now();
  const report = await ssr.prerenderFiles(options.inputs, {
    inPlace: options.inPlace,
    outDir: options.outDir,
    rootDir: options.root,
    stylesheet: options.stylesheet,
    jobs: options.jobs,
    onWarning,
  });
  for (const { file, error } of report.failed) console.error(`${PREFIX} error: ${file}: ${error}`);
  console.error(`${PREFIX} ${ssr.prerenderSummary(report, performance.now() - started)}`);
  return report.failed.length ? 1 : 0;
}

async function onePage(ssr, input, options, onWarning) {
  let html;
  try {
    html = await readFile(input, 'utf8');
  } catch (error) {
    throw new Error(`cannot read "${input}" (${error.code ?? error.name})`);
  }
  const baseDir = path.dirname(path.resolve(input));
  const rootDir = options.root ? path.resolve(options.root) : baseDir;
  const relative = path.relative(rootDir, path.resolve(input));
  // Warnings name pages relative to the site, never by an absolute path of the build machine.
  const file = relative.startsWith('..') || path.isAbsolute(relative) ? path.relative(process.cwd(), path.resolve(input)) : relative;
  const report = await ssr.prerenderWithReport(html, { baseDir, rootDir, file: file.split(path.sep).join('/'), stylesheet: options.stylesheet, onWarning });
  if (options.output) {
    try {
      await writeFile(options.output, report.html);
    } catch (error) {
      throw new Error(`cannot write "${options.output}" (${error.code ?? error.name})`);
    }
  } else process.stdout.write(report.html);
  console.error(`${PREFIX} prerendered ${plural(report.rendered, 'element')} of ${input}${report.warnings.length ? ` (${plural(report.warnings.length, 'warning')})` : ''}`);
  return 0;
}

function parseEmbedArguments(rest) {
  const options = { inputs: [], elements: [] };
  const value = (i, name) => {
    const next = rest[i + 1];
    if (next === undefined || next.startsWith('-')) throw new UsageError(`${name} needs a value`, EMBED_USAGE);
    return next;
  };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--out-dir') options.outDir = value(i++, arg);
    else if (arg === '--link') options.link = value(i++, arg);
    else if (arg === '--base-url') options.baseUrl = value(i++, arg);
    else if (arg === '--root') options.root = value(i++, arg);
    else if (arg === '--element') {
      const tag = value(i++, arg);
      const file = value(i++, arg);
      options.elements.push({ tag, file });
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`, EMBED_USAGE);
    else options.inputs.push(arg);
  }
  if (options.help) return options;
  if (options.inputs.length > 1) throw new UsageError('embed takes one page (run it once per page)', EMBED_USAGE);
  if (options.inputs.length === 0 && options.elements.length === 0) throw new UsageError('no page and no --element', EMBED_USAGE);
  if (!options.outDir) throw new UsageError('embed needs --out-dir <dir>', EMBED_USAGE);
  if (options.link !== undefined && !isHttpUrl(options.link)) throw new UsageError('--link needs an http: or https: URL', EMBED_USAGE);
  return options;
}

/** An absolute http(s) URL (the embed module then percent-encodes what it prints of it). */
function isHttpUrl(text) {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

async function embedCommand(rest) {
  const options = parseEmbedArguments(rest);
  if (options.help) return void console.log(EMBED_USAGE);
  const [input] = options.inputs;
  let html = null;
  if (input !== undefined) {
    try {
      html = await readFile(input, 'utf8');
    } catch (error) {
      throw new Error(`cannot read "${input}" (${error.code ?? error.name})`);
    }
  }
  const baseDir = input !== undefined ? path.dirname(path.resolve(input)) : process.cwd();
  const ssr = await import('../dist/ssr/index.js');
  const baseUrl = options.baseUrl === undefined ? undefined : ssr.embedBaseUrl(options.baseUrl);
  if (baseUrl instanceof Error) throw new UsageError(baseUrl.message, EMBED_USAGE);
  const report = await ssr.embed(html, {
    baseDir,
    rootDir: options.root ? path.resolve(options.root) : baseDir,
    file: input !== undefined ? path.basename(input) : '<elements>',
    link: options.link,
    baseUrl,
    // --element files are named relative to where the command runs.
    elements: options.elements.map((element) => ({ ...element, file: path.resolve(element.file) })),
    onWarning: (message) => console.warn(`${PREFIX} warning: ${message}`),
  });
  const outDir = path.resolve(options.outDir);
  const resizeScript = await readFile(new URL('../dist/embed-resize.js', import.meta.url), 'utf8');
  process.stdout.write(await ssr.writeEmbed(report, { outDir, baseUrl, resizeScript }));
  if (!options.baseUrl && report.items.length) console.error(`${PREFIX} note: without --base-url the snippets and oEmbed files name the pages relative to the folder; oEmbed consumers need the URL it will be served at`);
  console.error(`${PREFIX} embedded ${plural(report.items.length, 'element')} into ${path.relative(process.cwd(), outDir) || '.'}${report.warnings.length ? ` (${plural(report.warnings.length, 'warning')})` : ''}`);
  return report.items.length ? 0 : 1;
}

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

class UsageError extends Error {
  constructor(message, usage = USAGE) {
    super(message);
    this.usage = usage;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code ?? 0;
  },
  (error) => {
    console.error(`${PREFIX} ${error.message}`);
    if (error instanceof UsageError) console.error(`\n${error.usage}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
