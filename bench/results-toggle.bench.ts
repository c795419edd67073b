/**
 * <results-toggle> benchmark: data → rendered and laid-out view, and a switch
 * of the selected benchmark or backbone (set the attribute, await the update,
 * force layout), from the paper's size to 8 backbones × 12 benchmarks × 20
 * rows, against the floor: the same toggles, headline and bars (same DOM, same
 * stylesheets, same lib functions) written by hand inside a shadow root, which
 * updates its existing nodes in place on a switch.
 * Run with `npm run bench results-toggle`. Target: a switch < 16 ms at 8 × 12 × 20.
 */
import '../src/components/results-toggle/define.js';
import type { ResultsToggle } from '../src/components/results-toggle/results-toggle.js';
import { resultsToggleStyles } from '../src/components/results-toggle/results-toggle.styles.js';
import { type ParsedResults, type ResultsData } from '../src/lib/results-data.js';
import { parseResults } from '../test/support/results-parse.js';
import { axisTicks, describeBars, describeHeadline, TRACK } from '../src/lib/results-view.js';
import { hostStyles } from '../src/styles/host.styles.js';
import { forceLayout, freshStage, measure, ms, publish, ratio, type BenchTable, floorShadowRoot } from './harness.js';

const SIZES: [backbones: number, benchmarks: number, rows: number][] = [
  [2, 4, 3],
  [4, 8, 10],
  [8, 12, 20],
];

/** Synthetic results (not the paper's): deterministic pseudo-random scores, a few missing. */
function results(backbones: number, benchmarks: number, rows: number): ResultsData {
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const names = Array.from({ length: benchmarks }, (_, i) => `Benchmark ${i + 1}`);
  return {
    title: 'Synthetic results',
    metric: 'Success rate',
    benchmarks: names,
    backbones: Array.from({ length: backbones }, (_, b) => ({
      name: `Backbone ${b + 1}`,
      rows: Array.from({ length: rows }, (_, r) => ({
        label: r === 0 ? 'Base model' : `Training setting ${r}`,
        role: r === 0 ? 'baseline' : r === rows - 1 ? 'highlight' : null,
        scores: Object.fromEntries(names.map((name, i) => [name, (r + i) % 11 === 5 ? null : Math.round(random() * 10_000) / 100])),
      })),
    })),
  };
}

// ---------------------------------------------------------------------------
// The floor: the element's toggles, headline and bars by hand, in a shadow root.

const floorSheets = [...hostStyles.map((sheet) => sheet.styleSheet!), resultsToggleStyles.styleSheet!];
const SVG = 'http://www.w3.org/2000/svg';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

interface Floor {
  data: ParsedResults;
  context: HTMLElement;
  delta: HTMLElement;
  pair: HTMLElement;
  compared: HTMLElement;
  sentence: HTMLElement;
  list: HTMLUListElement;
  rows: { label: HTMLElement; rect: SVGRectElement; value: HTMLElement; delta: HTMLElement; deltaText: HTMLElement; spoken: HTMLElement }[];
}

function radioGroup(legend: string, name: string, options: string[]): HTMLFieldSetElement {
  const fieldset = el('fieldset');
  fieldset.append(el('legend', '', legend));
  const div = el('div', 'options');
  options.forEach((option, i) => {
    const label = el('label');
    const input = el('input');
    input.type = 'radio';
    input.name = name;
    input.value = option;
    input.checked = i === 0;
    label.append(input, el('span', 'button', option));
    div.append(label);
  });
  fieldset.append(div);
  return fieldset;
}

function renderFloor(root: ShadowRoot, raw: ResultsData): Floor {
  const data = parseResults(raw);
  const base = el('div', 'base');
  const view = el('div', 'view');
  const toggles = el('div', 'toggles');
  toggles.append(
    radioGroup('Model backbone', 'backbone', data.backbones.map((b) => b.name)),
    radioGroup('Evaluate on', 'benchmark', data.benchmarks),
  );
  const headline = el('div');
  const context = el('p', 'context');
  const figures = el('p', 'figures');
  const delta = el('span', 'delta');
  const pair = el('span', 'values');
  figures.append(delta, pair);
  const compared = el('p', 'rows muted');
  const sentence = el('p', 'sr-only');
  headline.append(context, figures, compared, sentence);
  const figure = el('figure', 'bars');
  const head = el('div', 'small');
  head.append(el('span', '', 'Training setting'), el('span', 'track', 'Success rate (%)'), el('span', 'num', 'Score'), el('span', 'num', 'Δ vs. base'));
  const list = el('ul');
  const ticks = axisTicks(data.domain);
  const rows = data.backbones[0]!.rows.map(() => {
    const li = el('li');
    const label = el('span');
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'track');
    svg.setAttribute('viewBox', `0 0 ${TRACK} 24`);
    svg.setAttribute('preserveAspectRatio', 'none');
    for (const tick of ticks) {
      const line = document.createElementNS(SVG, 'line');
      line.setAttribute('x1', String(tick.x));
      line.setAttribute('x2', String(tick.x));
      line.setAttribute('y2', '24');
      svg.append(line);
    }
    const rect = document.createElementNS(SVG, 'rect');
    rect.setAttribute('y', '4');
    rect.setAttribute('height', '16');
    svg.append(rect);
    const value = el('span', 'num');
    const deltaCell = el('span', 'num');
    const deltaText = el('span');
    const spoken = el('span', 'sr-only');
    deltaCell.append(deltaText, spoken);
    li.append(label, svg, value, deltaCell);
    list.append(li);
    return { label, rect, value, delta: deltaCell, deltaText, spoken };
  });
  const axis = el('div');
  const tickRow = el('span', 'track ticks small');
  for (const tick of ticks) tickRow.append(el('span', '', tick.text));
  axis.append(tickRow);
  figure.append(head, list, axis);
  view.append(toggles, headline, figure);
  base.append(view);
  root.replaceChildren(base);
  const floor = { data, context, delta, pair, compared, sentence, list, rows };
  selectFloor(floor, 0, data.benchmarks[0]!);
  return floor;
}

/** What the element does on a switch, by hand: recompute with the same lib, update nodes in place. */
function selectFloor(floor: Floor, backboneIndex: number, benchmark: string): void {
  const backbone = floor.data.backbones[backboneIndex]!;
  const h = describeHeadline(floor.data, backbone, benchmark);
  floor.context.textContent = `${benchmark} · ${backbone.name}`;
  floor.delta.textContent = h.deltaText;
  floor.delta.className = `delta ${h.sign > 0 ? 'up' : h.sign < 0 ? 'down' : ''}`;
  floor.pair.textContent = `${h.fromText} → ${h.toText}`;
  floor.compared.textContent = `${h.fromLabel} → ${h.toLabel}`;
  floor.sentence.textContent = h.sentence;
  describeBars(floor.data, backbone, benchmark).forEach((bar, i) => {
    const row = floor.rows[i]!;
    row.label.textContent = bar.label;
    row.rect.setAttribute('class', bar.kind);
    row.rect.setAttribute('x', String(bar.x));
    row.rect.setAttribute('width', String(bar.width));
    row.value.textContent = bar.valueText;
    row.delta.className = `num ${bar.sign > 0 ? 'up' : bar.sign < 0 ? 'down' : ''}`;
    row.deltaText.textContent = bar.deltaText;
    row.spoken.textContent = `, ${bar.deltaSpoken}`;
  });
}

function floorHost(): ShadowRoot {
  return floorShadowRoot(floorSheets);
}

// ---------------------------------------------------------------------------
// The element.

function elementHost(): ResultsToggle {
  const node = document.createElement('results-toggle');
  node.theme = 'light';
  // Timings measure rendering, not a 350 ms bar transition.
  node.motion = 'none';
  freshStage().append(node);
  return node;
}

async function settle(node: ResultsToggle): Promise<void> {
  await node.updateComplete;
  forceLayout(node);
}

// ---------------------------------------------------------------------------

/** The Full results button of an element. */
const disclosure = (node: ResultsToggle) => node.shadowRoot!.querySelector<HTMLButtonElement>('[aria-expanded]')!;

/**
 * Full results at scale (issue 14): data → laid-out view with the table open, a page turn, and a
 * backbone switch, at 1,000 to 100,000 rows; and hundreds of backbones and benchmarks (selects).
 */
async function scale(): Promise<BenchTable[]> {
  const rows: (string | number)[][] = [];
  const SCALE: [backbones: number, benchmarks: number, rows: number][] = [
    [10, 4, 100],
    [10, 4, 1_000],
    [1, 4, 10_000],
    [10, 12, 10_000],
    [200, 500, 10],
    [4, 4, 25_000],
    [10, 4, 10_000],
  ];
  for (const [backbones, benchmarks, count] of SCALE) {
    const big = count * backbones >= 50_000;
    const raw = results(backbones, benchmarks, count);
    const options = big ? { repeat: 5, warmup: 1 } : { repeat: 9, warmup: 2 };
    let node!: ResultsToggle;
    const closed = await measure(
      async () => {
        node.data = raw;
        await settle(node);
      },
      { ...options, setup: () => void (node = elementHost()) },
    );
    const open = await measure(
      async () => {
        node.data = raw;
        await settle(node);
        disclosure(node).click();
        await settle(node);
      },
      { ...options, setup: () => void (node = elementHost()) },
    );
    const next = () => [...node.shadowRoot!.querySelectorAll<HTMLButtonElement>('.pager button')].pop();
    let turn = NaN;
    if (next()) {
      turn = await measure(async () => {
        const button = next()!;
        // Back to the first page when at the last: the turn costs the same.
        if (button.getAttribute('aria-disabled') === 'true') node.shadowRoot!.querySelector<HTMLButtonElement>('.pager button')!.click();
        else button.click();
        await settle(node);
      }, options);
    }
    let i = 0;
    const switchBackbone = await measure(async () => {
      node.backbone = raw.backbones[++i % backbones]!.name;
      await settle(node);
    }, options);
    const total = backbones * count;
    const size = `${backbones} × ${benchmarks} × ${count.toLocaleString('en-US')} (${total.toLocaleString('en-US')} rows)`;
    console.log(`scale ${size}: ${ms(closed)} / ${ms(open)} / ${Number.isNaN(turn) ? '—' : ms(turn)} / ${ms(switchBackbone)}`);
    rows.push([size, ms(closed), ms(open), Number.isNaN(turn) ? '— (one page)' : ms(turn), ms(switchBackbone)]);
    freshStage().remove();
  }
  return [
    {
      title: 'results-toggle at scale: Full results, many rows, backbones and benchmarks',
      columns: ['backbones × benchmarks × rows each', 'first render ms', 'first render, Full results open ms', 'next page ms', 'switch backbone, table open ms'],
      rows,
      note:
        'Synthetic data. First render: set `data`, await the update, force layout (the table open: then click Full results, the same again). ' +
        'The table shows a page of about 2,500 cells and at most 200 rows; a backbone draws at most 40 bars; more than 12 options make a select. ' +
        'Targets (issue 14): 10,000 rows under 300 ms, 100,000 rows without a crash.',
    },
  ];
}

async function run(): Promise<BenchTable[]> {
  const tables = await switches();
  return [...tables, ...(await scale())];
}

async function switches(): Promise<BenchTable[]> {
  const rows: (string | number)[][] = [];
  for (const [backbones, benchmarks, count] of SIZES) {
    const raw = results(backbones, benchmarks, count);
    const names = raw.benchmarks as string[];
    const options = { repeat: 21, warmup: 5 };

    let node!: ResultsToggle;
    const oursRender = await measure(
      async () => {
        node.data = raw;
        await settle(node);
      },
      { repeat: 11, warmup: 3, setup: () => void (node = elementHost()) },
    );
    let i = 0;
    const oursBenchmark = await measure(async () => {
      node.benchmark = names[++i % names.length]!;
      await settle(node);
    }, options);
    const oursBackbone = await measure(async () => {
      node.backbone = raw.backbones[++i % backbones]!.name;
      await settle(node);
    }, options);
    node.shadowRoot!.querySelector<HTMLButtonElement>('[aria-expanded]')!.click();
    await settle(node);
    const oursOpen = await measure(async () => {
      node.benchmark = names[++i % names.length]!;
      await settle(node);
    }, options);

    let root!: ShadowRoot;
    let floor!: Floor;
    const floorRender = await measure(
      () => {
        floor = renderFloor(root, raw);
        forceLayout(root.host);
      },
      { repeat: 11, warmup: 3, setup: () => void (root = floorHost()) },
    );
    const floorBenchmark = await measure(() => {
      selectFloor(floor, 0, names[++i % names.length]!);
      forceLayout(root.host);
    }, options);
    const floorBackbone = await measure(() => {
      selectFloor(floor, ++i % backbones, names[0]!);
      forceLayout(root.host);
    }, options);

    const size = `${backbones} × ${benchmarks} × ${count}`;
    console.log(`bench ${size}: ours ${ms(oursRender)}/${ms(oursBenchmark)}/${ms(oursBackbone)}/${ms(oursOpen)}, floor ${ms(floorRender)}/${ms(floorBenchmark)}/${ms(floorBackbone)}`);
    rows.push([
      size,
      ms(oursRender),
      ms(floorRender),
      ratio(oursRender, floorRender),
      ms(oursBenchmark),
      ms(floorBenchmark),
      ratio(oursBenchmark, floorBenchmark),
      ms(oursBackbone),
      ms(floorBackbone),
      ratio(oursBackbone, floorBackbone),
      ms(oursOpen),
    ]);
    freshStage().remove();
  }
  return [
    {
      title: 'results-toggle: first render and selection switches',
      columns: [
        'backbones × benchmarks × rows',
        'first render ms',
        'floor ms',
        'ratio',
        'switch benchmark ms',
        'floor ms',
        'ratio',
        'switch backbone ms',
        'floor ms',
        'ratio',
        'switch, full table open ms',
      ],
      rows,
      note:
        'A switch: set `benchmark` (or `backbone`), await updateComplete, force layout. The floor is the same toggles, headline and bars ' +
        'written by hand inside a shadow root with the same stylesheets, updating its nodes in place (it has no table, disclosure or exports). ' +
        'Target: a switch < 16 ms at 8 × 12 × 20. motion="none", so no transition is running.',
    },
  ];
}

void publish(run);
