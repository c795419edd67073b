/**
 * First contentful paint of a text-heavy page (an article of about 2,500 words with a leaderboard
 * and a citation card in it) on a phone-class CPU (`npm run bench` throttles this page 4×): the
 * page without the library; with it loaded as the README's snippet loads it (the after-paint loader,
 * which imports the library once the page has drawn its first frame, and a preload link that
 * downloads it meanwhile), and without that link; as a plain module script in
 * `<head>` (the snippet before, which raced the first frame: a cached module could run and draw
 * the elements before it); and with that script marked `blocking="render"`, which the README
 * advised before issue 40: Chromium then holds the page's first paint until the module has run.
 *
 * The stylesheet the README links beside the script (`loading-reserve.css`, render-blocking by
 * design: the room must be in the first paint) is in each variant with the library, and alone in one
 * more, to tell its cost from the library's.
 *
 * Each variant is a fresh document in an iframe (its own paint timing), loaded in turn, the variants
 * alternating so that a busy moment of the machine falls on all of them alike. The library is the
 * production bundle of src/define.ts that scripts/bench.mjs builds beside the pages, with the
 * loader, at their dist/browser/ names. In the first table the browser's cache holds them after the
 * first load, as it would on a reader's second page; the second is a first visit (nothing cached,
 * each file a round trip away), where the loader requests the library a frame later than a plain
 * module script would, unless a preload link asks for it first.
 */
import bibtex from '../demo/data/bibtex.json';
import frontierLeaderboard from '../demo/data/frontier-leaderboard.json';
import { median, ms, publish, ratio, type BenchTable } from './harness.js';

const REPEAT = 21;
const WIDTH = 375;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

/** An article's worth of prose: 24 paragraphs of about a hundred words, under headings. */
function article(): string {
  const sentences = [
    'Long-horizon coding tasks ask an agent to satisfy requirements that depend on one another, and a change made for one of them can quietly break another.',
    'The benchmark measures how often the final program meets every requirement, not only the one that was worked on last.',
    'Scores are reported as pass rates over the whole task set, with the same time budget and the same tools for every configuration.',
    'Where two configurations share a model but differ in the agent framework, the difference tells how much the scaffold contributes.',
    'Readers comparing results across papers should check that the task set, the budget and the scoring rule are the same before reading anything into a gap.',
  ];
  const paragraph = (i: number) => `<p>${Array.from({ length: 5 }, (_, j) => sentences[(i + j) % sentences.length]).join(' ')}</p>`;
  const sections: string[] = [];
  for (let s = 0; s < 6; s++) {
    sections.push(`<h2>Section ${s + 1}</h2>`, ...Array.from({ length: 4 }, (_, i) => paragraph(s * 4 + i)));
    if (s === 1) sections.push(`<leaderboard-table data='${escape(JSON.stringify(frontierLeaderboard))}'><p>The leaderboard loads here.</p></leaderboard-table>`);
    if (s === 4) sections.push(`<bibtex-card data='${escape(JSON.stringify(bibtex))}'><pre>${escape(bibtex.bibtex)}</pre></bibtex-card>`);
  }
  return sections.join('\n');
}

type Variant =
  | 'without the library'
  | 'without the library, with loading-reserve.css'
  | 'with the library (README snippet: preload link and after-paint loader)'
  | 'with the library, the after-paint loader without the preload link'
  | 'with the library as a module script in <head>'
  | 'with the library, blocking="render"';
/**
 * Each variant's `<head>`, its files under `base`: `/` for the warm table (cached after the first
 * round), a fresh `/cold/<n>/` for each load of the cold table (scripts/bench.mjs answers those after
 * a network's round trip, and a new URL is in no cache). Each variant with the library links the
 * snippet's stylesheet, as the README has since issue 27.
 */
function head(variant: Variant, base: string): string {
  const reserve = `<link rel="stylesheet" href="${base}loading-reserve.css">`;
  const library = `${base}codespecweave-widgets.js`;
  const loader = `<script type="module" src="${base}codespecweave-widgets.after-paint.js"></script>`;
  switch (variant) {
    case 'without the library':
      return '';
    case 'without the library, with loading-reserve.css':
      return reserve;
    case 'with the library (README snippet: preload link and after-paint loader)':
      return `${reserve}<link rel="preload" as="script" crossorigin href="${library}">${loader}`;
    case 'with the library, the after-paint loader without the preload link':
      return `${reserve}${loader}`;
    case 'with the library as a module script in <head>':
      return `${reserve}<script type="module" src="${library}"></script>`;
    case 'with the library, blocking="render"':
      return `${reserve}<script type="module" src="${library}" blocking="render"></script>`;
  }
}
const VARIANTS = [
  'without the library',
  'without the library, with loading-reserve.css',
  'with the library (README snippet: preload link and after-paint loader)',
  'with the library, the after-paint loader without the preload link',
  'with the library as a module script in <head>',
  'with the library, blocking="render"',
] as const satisfies readonly Variant[];
/** The cold table's variants: a first visit, where the blocking variant adds nothing the plain script does not tell. */
const COLD_VARIANTS = VARIANTS.filter((variant) => variant !== 'without the library' && variant !== 'with the library, blocking="render"');
/** scripts/bench.mjs's round trip for a `/cold/` file (COLD_LATENCY_MS there). */
const COLD_LATENCY_MS = 100;
const withLibrary = (variant: Variant) => variant.startsWith('with the library');

/**
 * Marks "library ran" when the tags are defined, and "elements drawn" in the frame just before the
 * browser paints the two elements' first views (their first update done, then the next frame's
 * callbacks): when the reader sees them. A page without the library marks neither. Sums the page's
 * layout shifts (CLS, as the metric counts them) in `__cls`.
 */
const MARKS = `<script>window.__cls = 0;
new PerformanceObserver((list) => { for (const shift of list.getEntries()) if (!shift.hadRecentInput) window.__cls += shift.value; }).observe({ type: 'layout-shift', buffered: true });
customElements.whenDefined('bibtex-card').then(async () => {
  performance.mark('library ran');
  for (const element of document.querySelectorAll('leaderboard-table, bibtex-card')) await element.updateComplete;
  requestAnimationFrame(() => performance.mark('elements drawn'));
});</script>`;

function page(headMarkup: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${headMarkup}<style>body{font:16px/1.5 Georgia,serif;margin:1em;max-width:40em}</style></head><body><h1>Scaling long-horizon coding</h1>${article()}${MARKS}</body></html>`;
}

interface Load {
  /** First contentful paint, ms from the frame's navigation. */
  paint: number;
  /** When the elements' first views were drawn (ms from the navigation), for a page with the library. */
  drawn?: number;
  /** Whether the page's first paint came before the library defined its tags (a page with the library). */
  paintedFirst?: boolean;
  /** The page's layout shifts, summed, once its elements were drawn (and 150 ms more for their report). */
  cls: number;
}

/** Loads `html` in a fresh iframe; resolves once it has painted, loaded and (`withLibrary`) drawn its elements. */
function load(html: string, withLibrary: boolean): Promise<Load> {
  return new Promise((resolve, reject) => {
    document.getElementById('fcp-frame')?.remove();
    const frame = document.createElement('iframe');
    frame.id = 'fcp-frame';
    frame.style.cssText = `width:${WIDTH}px;height:700px;border:0`;
    frame.srcdoc = html;
    const started = Date.now();
    let doneAt = 0;
    const poll = () => {
      const timing = frame.contentWindow?.performance;
      const paint = timing?.getEntriesByName('first-contentful-paint')[0];
      const drawn = timing?.getEntriesByName('elements drawn')[0];
      const ran = timing?.getEntriesByName('library ran')[0];
      if (paint && frame.contentDocument?.readyState === 'complete' && (drawn || !withLibrary)) doneAt ||= Date.now();
      // The shifts of the elements' frame are reported after it is painted: 150 ms more.
      if (doneAt && Date.now() - doneAt >= 150) {
        const cls = (frame.contentWindow as Window & { __cls?: number }).__cls ?? 0;
        resolve({ paint: paint!.startTime, drawn: drawn?.startTime, paintedFirst: ran && paint!.startTime < ran.startTime, cls });
      } else if (Date.now() - started > 60_000) reject(new Error(`no ${paint ? 'elements drawn' : 'first-contentful-paint'} within 60 s`));
      else setTimeout(poll, 20);
    };
    frame.addEventListener('load', poll, { once: true });
    document.body.append(frame);
  });
}

/** One table's samples: REPEAT loads of each variant, alternating, after one untimed round; `base(n)` is the n-th load's folder. */
async function measureVariants(variants: readonly Variant[], base: (load: number) => string): Promise<Map<Variant, Load[]>> {
  const samples = new Map<Variant, Load[]>(variants.map((variant) => [variant, []]));
  let n = 0;
  // One untimed round first: Chromium's fonts and code warmed (and, for the warm table, the library's file cached).
  for (const variant of variants) await load(page(head(variant, base(n++))), withLibrary(variant));
  for (let i = 0; i < REPEAT; i++) {
    for (const variant of variants) samples.get(variant)!.push(await load(page(head(variant, base(n++))), withLibrary(variant)));
  }
  return samples;
}

function rows(samples: Map<Variant, Load[]>, baseline: Variant): (string | number)[][] {
  const floor = median(samples.get(baseline)!.map((l) => l.paint));
  return [...samples].map(([variant, loads]) => {
    const paint = median(loads.map((l) => l.paint));
    const drawn = loads.every((l) => l.drawn !== undefined) ? ms(median(loads.map((l) => l.drawn!))) : '–';
    const paintedFirst = withLibrary(variant) ? `${loads.filter((l) => l.paintedFirst).length} of ${loads.length}` : '–';
    return [variant, ms(paint), ratio(paint, floor), drawn, paintedFirst, median(loads.map((l) => l.cls)).toFixed(3)];
  });
}

async function run(): Promise<BenchTable[]> {
  const warm = await measureVariants(VARIANTS, () => '/');
  const cold = await measureVariants(COLD_VARIANTS, (n) => `/cold/${n}/`);
  const columns = ['page', 'first contentful paint', 'vs without the library', 'elements drawn', 'loads painted before the library ran', 'layout shift (CLS)'];
  return [
    {
      title: `First contentful paint of a text-heavy article (${WIDTH} px, Chromium CPU throttling 4×), ms`,
      columns,
      rows: rows(warm, 'without the library'),
      note: `Medians of ${REPEAT} loads per variant, alternating, each a fresh document (iframe srcdoc) of about 2,500 words with a leaderboard-table and a bibtex-card; the library is the production bundle of src/define.ts (and the snippet's loader, src/after-paint.ts), from the cache after an untimed first round. "Elements drawn": the frame that first shows both elements' views. "Painted before the library ran": the page's first contentful paint came before the tags were defined, so the reader's first frame was the page's own. Layout shift: the median load's sum; each variant with the library links the README's loading-reserve.css (written beside the pages, as in dist/browser/).`,
    },
    {
      title: `The same article on a first visit: nothing cached, each file ${COLD_LATENCY_MS} ms away (${WIDTH} px, CPU throttling 4×), ms`,
      columns: columns.map((column) => (column === 'vs without the library' ? 'vs the stylesheet alone' : column)),
      rows: rows(cold, 'without the library, with loading-reserve.css'),
      note: `As above, but every file (the stylesheet, the loader, the library and its chunks) under a new URL for each load, answered after ${COLD_LATENCY_MS} ms: what a reader's first page costs. The ratio is to the page with the stylesheet alone, which every variant here waits for.`,
    },
  ];
}

void publish(run);
