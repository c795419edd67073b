/**
 * The findings page (demo/index.html) on a phone-class CPU: each of its five elements, with the
 * page's own data and attributes, rendered into a 375 px column while `npm run bench` throttles
 * Chromium's CPU 4× for this page (scripts/bench.mjs). Target: each element's first render under
 * 100 ms (issue 14).
 *
 * "First view": from appending the element to its `ready` promise (data on screen), plus Lit's
 * update and a forced style and layout. "Settled": the same, plus the frame in which the element
 * has seen its laid-out width (a ResizeObserver, then a re-render at that width: the webs lay out
 * for it); it includes waiting for that frame, so it is an upper bound of the work.
 *
 * "Cold": the same first view in a freshly loaded page, where the element is the first of its tag
 * (Lit prepares its templates and styles then): what a reader's page load pays. The page reloads
 * itself for each sample (sessionStorage carries the samples over), so it takes a few seconds
 * before the warm runs.
 */
import '../src/define.js';
import bibtex from '../demo/data/bibtex.json';
import frontierLeaderboard from '../demo/data/frontier-leaderboard.json';
import heroWeb from '../demo/data/hero-web.json';
import skycoinWeb from '../demo/data/skycoin-web.json';
import trainingResults from '../demo/data/training-results.json';
import { forceLayout, freshStage, median, ms, nextFrame, publish, type BenchTable } from './harness.js';

/** What this page needs of an element (kept loose so it does not depend on each element's data type). */
interface LoadingElement extends HTMLElement {
  data: unknown;
  ready: Promise<{ error: string | null }>;
  updateComplete: Promise<boolean>;
}

/** The five elements of the findings page, with its attributes and data files. */
const PAGE_ELEMENTS: { id: string; tag: string; attributes: Record<string, string>; data: unknown }[] = [
  { id: 'hero-web', tag: 'requirement-web', attributes: { layout: 'flow' }, data: heroWeb },
  { id: 'task-web', tag: 'requirement-web', attributes: { selected: 'proportionality' }, data: skycoinWeb },
  { id: 'training-results', tag: 'results-toggle', attributes: { benchmark: 'DeepSWE-v1.1' }, data: trainingResults },
  { id: 'frontier-leaderboard', tag: 'leaderboard-table', attributes: {}, data: frontierLeaderboard },
  { id: 'citation', tag: 'bibtex-card', attributes: {}, data: bibtex },
];

const PHONE_WIDTH = 375;
const REPEAT = 15;
const WARMUP = 3;
const TARGET_MS = 100;
/** Cold samples per element, each in a freshly loaded page. */
const COLD_REPEAT = 9;
const COLD_KEY = 'phone-cpu-cold-samples';

function create({ tag, attributes, data }: (typeof PAGE_ELEMENTS)[number]): LoadingElement {
  const element = document.createElement(tag) as LoadingElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute('theme', 'light');
  element.data = structuredClone(data);
  return element;
}

/** The element's width-dependent re-render: its ResizeObserver runs after layout, then sets the width in the next frame. */
async function widthSettled(element: LoadingElement): Promise<void> {
  await nextFrame();
  await nextFrame();
  await element.updateComplete;
  forceLayout(element);
}

async function firstRender(entries: (typeof PAGE_ELEMENTS)[number][]): Promise<{ firstView: number; settled: number; errors: string[] }> {
  const stage = freshStage(PHONE_WIDTH);
  await nextFrame();
  const elements = entries.map(create);
  const start = performance.now();
  stage.append(...elements);
  const outcomes = await Promise.all(elements.map((element) => element.ready));
  await Promise.all(elements.map((element) => element.updateComplete));
  forceLayout(stage);
  const firstView = performance.now() - start;
  await Promise.all(elements.map(widthSettled));
  const settled = performance.now() - start;
  return { firstView, settled, errors: outcomes.flatMap((o) => (o.error ? [o.error] : [])) };
}

async function run(coldSamples: Record<string, number[]>): Promise<BenchTable[]> {
  const rows: (string | number)[][] = [];
  // The five one by one first (the first of each tag pays for its templates), then together as the page loads them.
  const cases = [...PAGE_ELEMENTS.map((entry) => ({ name: `\`<${entry.tag}>\` #${entry.id}`, entries: [entry] })), { name: 'all five, as on the page', entries: PAGE_ELEMENTS }];
  for (const { name, entries } of cases) {
    const firstViews: number[] = [];
    const settles: number[] = [];
    for (let i = 0; i < WARMUP + REPEAT; i++) {
      const { firstView, settled, errors } = await firstRender(entries);
      if (errors.length) throw new Error(`${name}: ${errors.join('; ')}`);
      if (i >= WARMUP) {
        firstViews.push(firstView);
        settles.push(settled);
      }
    }
    const first = median(firstViews);
    const coldRuns = entries.length === 1 ? coldSamples[entries[0]!.id] : undefined;
    const cold = coldRuns?.length ? median(coldRuns) : undefined;
    const under = (value: number) => (value < TARGET_MS ? 'yes' : '**no**');
    rows.push([name, ms(first), ms(median(settles)), cold === undefined ? '' : ms(cold), cold === undefined ? '' : `${under(cold)} / ${under(first)}`]);
  }
  document.getElementById('bench-stage')?.remove();
  return [
    {
      title: `Findings page on a phone-class CPU (Chromium CPU throttling 4×, ${PHONE_WIDTH} px column): first render, ms`,
      columns: ['element', 'first view', 'settled at its width', 'cold first view (fresh page)', `under ${TARGET_MS} ms (cold / warm)`],
      rows,
      note: `Medians of ${REPEAT} runs after ${WARMUP} warm-ups, the page's own data and attributes, Lit's production build. "First view": append → \`ready\` → update → forced layout. "Settled": plus the frame in which the element re-renders at its laid-out width (includes waiting for that frame: an upper bound). "Cold": the first view as the first element of its tag in a freshly loaded page (median of ${COLD_REPEAT} page loads; the first web of the page for both webs). Throttling applies only under \`npm run bench\`.`,
    },
  ];
}

/**
 * One cold sample per page load: the next element of the plan renders first thing in this fresh
 * page, the sample is stored, and the page reloads; once every element has its samples, the warm
 * runs follow and the tables are published.
 */
async function coldThenWarm(): Promise<BenchTable[] | undefined> {
  const samples: Record<string, number[]> = JSON.parse(sessionStorage.getItem(COLD_KEY) ?? '{}');
  const next = PAGE_ELEMENTS.find((entry) => (samples[entry.id]?.length ?? 0) < COLD_REPEAT);
  if (next) {
    const { firstView, errors } = await firstRender([next]);
    if (errors.length) throw new Error(`${next.id}: ${errors.join('; ')}`);
    (samples[next.id] ??= []).push(firstView);
    sessionStorage.setItem(COLD_KEY, JSON.stringify(samples));
    location.reload();
    // Never settles: the runner waits for the tables of a later load.
    return new Promise<never>(() => {});
  }
  sessionStorage.removeItem(COLD_KEY);
  return run(samples);
}

void publish(async () => (await coldThenWarm())!);
