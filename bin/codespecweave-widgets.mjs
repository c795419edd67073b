#!/usr/bin/env node
// `npx codespecweave-widgets prerender <in.html> [-o <out.html>]`: a post-build step for any static
// site. Writes the page with each element's shadow root as declarative shadow DOM (see
// `codespecweave-widgets/ssr`). Bad data in a page is a warning on stderr, never a failed build:
// the exit code is 0 unless the command itself is misused or the page cannot be read or written.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';

const USAGE = `Usage: codespecweave-widgets prerender <in.html> [-o <out.html>] [--root <site-dir>]

Writes <in.html> with each requirement-web, results-toggle, leaderboard-table and bibtex-card
rendered as declarative shadow DOM, to <out.html> or else to stdout (-o <in.html> rewrites it).
Relative src URLs are read from disk next to <in.html>; root-relative ones (/data/x.json)
from --root (default: the folder of <in.html>).`;

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h') return void console.log(USAGE);
  if (command !== 'prerender') throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  let input;
  let output;
  let root;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '-o' || arg === '--out') output = rest[++i];
    else if (arg === '--root') root = rest[++i];
    else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`);
    else if (input === undefined) input = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (!input) throw new UsageError('no input file');
  if (rest.includes('-o') && !output) throw new UsageError('-o needs a file name');
  // Loaded here, not at the top: `--help` and usage errors work without the built library.
  const { prerenderWithReport } = await import('../dist/ssr/index.js');
  const html = await readFile(input, 'utf8');
  const baseDir = path.dirname(path.resolve(input));
  const report = await prerenderWithReport(html, {
    baseDir,
    rootDir: root ? path.resolve(root) : baseDir,
    file: input,
    onWarning: (message) => console.warn(`codespecweave-widgets: warning: ${message}`),
  });
  if (output) await writeFile(output, report.html);
  else process.stdout.write(report.html);
  console.error(`codespecweave-widgets: prerendered ${report.rendered} element${report.rendered === 1 ? '' : 's'} of ${input}${report.warnings.length ? ` (${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'})` : ''}`);
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((error) => {
  console.error(`codespecweave-widgets: ${error.message}`);
  if (error instanceof UsageError) console.error(`\n${USAGE}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
