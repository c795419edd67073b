#!/usr/bin/env node
// `npm test`: every check CI needs, each an npm script, run as a small dependency graph instead of
// one `&&` chain: a step starts as soon as what it reads exists (the manifest, dist/, the built
// Storybook), up to TEST_JOBS steps at once. The manifest is analysed once, first; nothing after it
// analyses again.
//
// Steps marked `timed` have time bounds that a starved CPU can break (mocha's 30 s per browser
// test, frames and transitions in the end-to-end pages, the story check's 15 s to render): at most
// two run at once (TEST_TIMED), at normal priority; every other step runs beside them under
// `nice`, so that npm test's own builds and type checks take only the CPU the timed steps leave.
// The browser tests run with nothing beside them at all: a dozen of their tests bound a wait (a
// 1 s `waitUntil`, "no task over 2 s") and failed beside the builds when other work loaded the
// machine.
//
// Each step's output is printed in one piece when it ends (so parallel steps do not interleave),
// with its time; the first failure stops new steps, ends the running ones, prints the failed
// step's output last and exits 1. At the end: a table of every step's time.
//
//   TEST_JOBS=1 npm test     one step at a time, in the order below, output as it comes
//   TEST_KEEP_GOING=1        after a failure, run every step that does not need the failed one
//   npm test -- lint size    only the named steps (and nothing they depend on: run those first)
import { spawn } from 'node:child_process';

/** The steps: an npm script each; `after` lists the steps whose output it reads. */
const STEPS = [
  // In order of priority: the first that can start does. The browser tests and the built
  // Storybook head the longest chain (a build, then Chromium), so they start first.
  { name: 'analyze' }, // custom-elements.json, web-types.json, vscode.html-custom-data.json
  { name: 'test:browser', after: ['analyze'], timed: true, alone: true }, // the surface test reads the manifest
  { name: 'build:storybook', after: ['analyze'] },
  { name: 'build:lib' },
  { name: 'build:bundles' },
  { name: 'build:demo', after: ['build:lib'] }, // prerenders the blog post with dist/ssr
  { name: 'test:e2e', after: ['build:lib', 'build:bundles', 'build:demo'], timed: true },
  { name: 'test:stories', after: ['build:storybook'], timed: true },
  { name: 'test:ssr', after: ['build:lib', 'build:demo'], timed: true },
  // npm pack of dist/ and the manifest, installed by strangers' projects (the React one is opened in
  // Chromium once, with no time bound but the step's own).
  { name: 'test:package', after: ['analyze', 'build:lib', 'build:bundles', 'build:demo'] },
  { name: 'test:docs-site', after: ['build:storybook'] }, // five docs pages, 30 s each to render
  { name: 'check:types', after: ['analyze'] }, // .storybook/preview.ts imports the manifest
  { name: 'check:generated', after: ['analyze'] }, // in CI: the committed files are what the sources give
  { name: 'test:manifest', after: ['analyze'] },
  { name: 'lint' },
  { name: 'test:unit' },
  { name: 'test:docs' },
  // The budgets' gate is `npm run size`; until they are met (issue 40), npm test holds each first view
  // to its ceiling in scripts/size.mjs, so nothing grows meanwhile.
  { name: 'size:ceilings', after: ['build:lib', 'build:bundles'] },
];

const JOBS = Math.max(1, Number(process.env.TEST_JOBS) || 3);
const TIMED = Math.max(1, Number(process.env.TEST_TIMED) || 2);
const serial = JOBS === 1;
const keepGoing = Boolean(process.env.TEST_KEEP_GOING);
/** Failed steps with their output, printed last. */
const failures = [];
/** `nice` where there is one (Linux, macOS): the untimed steps yield the CPU to the timed one. */
const NICE = process.platform === 'win32' ? [] : ['nice', '-n', '19'];
const only = process.argv.slice(2);
for (const name of only) {
  if (!STEPS.some((step) => step.name === name)) {
    console.error(`test: no step ${name}; the steps are ${STEPS.map((step) => step.name).join(', ')}`);
    process.exit(2);
  }
}
const steps = only.length ? STEPS.filter((step) => only.includes(step.name)).map((step) => ({ ...step, after: [] })) : STEPS;

const pending = [...steps];
const running = new Map();
const done = new Map();
let failed;
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const depsDone = (step) => (step.after ?? []).every((name) => done.get(name)?.code === 0);

function ready(step) {
  if (step.alone && running.size) return false;
  if ([...running.values()].some((job) => job.step.alone)) return false;
  if (step.timed && [...running.values()].filter((job) => job.step.timed).length >= TIMED) return false;
  return depsDone(step);
}

function start(step) {
  const begin = Date.now();
  // Its own process group, so a failure elsewhere can end it with everything it started.
  const [command, ...args] = [...(step.timed || serial ? [] : NICE), 'npm', 'run', step.name];
  const child = spawn(command, args, { stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: !serial });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  if (!serial) console.log(`test: ${step.name} started`);
  const job = { step, child, begin, output };
  running.set(step.name, job);
  child.on('exit', (code, signal) => finish(job, code ?? (signal ? 1 : 0)));
}

function finish(job, code) {
  running.delete(job.step.name);
  const ms = Date.now() - job.begin;
  done.set(job.step.name, { code, ms });
  const text = Buffer.concat(job.output).toString();
  if (code === 0 || failed) {
    if (!serial && !failed) process.stdout.write(`\n── ${job.step.name} (${seconds(ms)}) ──\n${text.trimEnd()}\n`);
  } else if (keepGoing) {
    failures.push({ job, text });
    if (!serial) console.log(`test: ${job.step.name} FAILED (${seconds(ms)}); going on (TEST_KEEP_GOING)`);
    // What needs it cannot run.
    for (const step of [...pending]) if (!canEverRun(step)) pending.splice(pending.indexOf(step), 1);
  } else {
    failed = { job, text };
    failures.push(failed);
    for (const other of running.values()) {
      try {
        process.kill(-other.child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  schedule();
}

/** Whether every step `step` needs has passed or may still pass. */
function canEverRun(step) {
  return (step.after ?? []).every((name) => done.get(name)?.code !== undefined ? done.get(name).code === 0 : canEverRun(steps.find((s) => s.name === name) ?? { after: [] }));
}

function schedule() {
  if (!failed) {
    for (const step of [...pending]) {
      if (running.size >= JOBS) break;
      if (!ready(step)) {
        // A step that must run alone and could otherwise start: let the running ones drain.
        if (step.alone && depsDone(step)) break;
        continue;
      }
      pending.splice(pending.indexOf(step), 1);
      start(step);
    }
  }
  if (running.size > 0) return;
  if (!failed && pending.length) {
    console.error(`test: cannot start ${pending.map((step) => step.name).join(', ')} (a step they need is not in this run)`);
    process.exit(1);
  }
  summary();
}

function summary() {
  const rows = steps.filter((step) => done.has(step.name)).map((step) => [step.name, done.get(step.name)]);
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'step'.padEnd(width)}  time`);
  for (const [name, { code, ms }] of rows) console.log(`${name.padEnd(width)}  ${seconds(ms).padStart(7)}${code ? '  FAILED' : ''}`);
  console.log(`${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(7)}  (${JOBS} steps at once, ${TIMED} timed)`);
  if (failures.length) {
    if (!serial) for (const failure of failures) process.stdout.write(`\n── ${failure.job.step.name} FAILED ──\n${failure.text.trimEnd()}\n`);
    const notRun = steps.length - done.size;
    console.error(`\ntest: ${failures.map((f) => f.job.step.name).join(', ')} failed; ${notRun} step(s) not run${failed ? ' or stopped' : ''}`);
    process.exit(1);
  }
  console.log(`\ntest: all ${rows.length} steps passed`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const job of running.values()) {
      try {
        process.kill(serial ? job.child.pid : -job.child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

schedule();
