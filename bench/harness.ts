/**
 * Shared helpers for benchmark pages (bench/*.html, built in production mode by
 * `npm run bench` and run in headless Chromium). A page measures, then sets
 * `window.__benchResults` to a list of {@link BenchTable}s; the runner prints
 * them and writes bench/results/<page>.md.
 */
export interface BenchTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  note?: string;
}

declare global {
  interface Window {
    __benchResults?: BenchTable[];
    /** What a long page has measured so far, printed by the runner should the page not finish. */
    __benchPartial?: BenchTable[];
    __benchError?: string;
  }
}

/** Waits for the browser to lay out and paint what was just rendered. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Forces style and layout now, so a timing includes them (not just DOM building). */
export function forceLayout(node: Element = document.body): void {
  void node.getBoundingClientRect();
  void (node as HTMLElement).offsetHeight;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Median wall time of `run` over `repeat` runs after `warmup` runs. `setup`
 * runs untimed before each run (a fresh container, say); `run` includes
 * whatever it awaits (an element's updateComplete plus a forced layout).
 */
export async function measure(
  run: () => void | Promise<void>,
  { repeat = 7, warmup = 2, setup }: { repeat?: number; warmup?: number; setup?: () => void | Promise<void> } = {},
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < warmup + repeat; i++) {
    await setup?.();
    await nextFrame();
    const start = performance.now();
    await run();
    const elapsed = performance.now() - start;
    if (i >= warmup) times.push(elapsed);
  }
  return median(times);
}

/** "12.3" for a time in ms; ratios as "1.15×". */
export const ms = (value: number): string => value.toFixed(value < 10 ? 2 : 1);
export const ratio = (value: number, floor: number): string => `${(value / floor).toFixed(2)}×`;

/** A fresh, visible container of a given width, removed by the next call. */
export function freshStage(width = 960): HTMLElement {
  document.getElementById('bench-stage')?.remove();
  const stage = document.createElement('div');
  stage.id = 'bench-stage';
  stage.style.width = `${width}px`;
  document.body.append(stage);
  return stage;
}

/**
 * A shadow root on a plain host in `stage` (by default a fresh one), adopting `sheets`: the
 * hand-written floor a Lit element is compared with renders here, styled as the element is.
 */
export function floorShadowRoot(sheets: CSSStyleSheet[], stage: HTMLElement = freshStage()): ShadowRoot {
  const host = document.createElement('div');
  stage.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = sheets;
  return root;
}

/** Runs a page's benchmark and publishes its tables (or its error) for the runner. */
export async function publish(run: () => Promise<BenchTable[]>): Promise<void> {
  try {
    window.__benchResults = await run();
  } catch (error) {
    window.__benchError = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
  }
}
