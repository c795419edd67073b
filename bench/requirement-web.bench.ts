/**
 * <requirement-web> benchmark: data → rendered and laid-out web at 20, 100 and
 * 1,044 requirements (about three links each; 1,044 is the size of the paper's
 * benchmark specification set; the requirements are made up), and a selection
 * change at 100 and 1,044, against two floors written by hand inside a shadow
 * root with the element's stylesheets:
 *
 * - "same web": the same layout (the element's pure layout function, with the
 *   same label fitting) drawn with createElementNS: what the element costs over
 *   drawing the identical picture by hand;
 * - "plain SVG": the simplest web a person would write: nodes evenly on one
 *   circle, straight spokes, quadratic links, every label, one innerHTML string.
 *
 * Run with `npm run bench requirement-web`. Targets: 100 requirements ≤ 2× the
 * floor; 1,044 in under 200 ms; a selection change under 16 ms at 100.
 *
 * Scale (issue 14): 5,000 requirements under 1 s; 20,000 with 200,000 links (the limits) to
 * something useful within 2 s (an overview: a node per requirement on its ring, edges shown for the
 * selection), never a frozen tab: the longest main-thread task is reported too.
 */
import '../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../src/components/requirement-web/requirement-web.js';
import { requirementWebStyles } from '../src/components/requirement-web/requirement-web.styles.js';
import type { RequirementWebData } from '../src/lib/requirement-web-data.js';
import { parseRequirementWeb } from '../test/support/parse-requirement-web.js';
import { layoutRequirementWeb } from '../src/lib/requirement-layout.js';
import { syntheticRequirementWeb } from '../test/support/synthetic-requirement-web.js';
import { estimateTextWidth } from '../src/lib/text-fit.js';
import { hostStyles } from '../src/styles/host.styles.js';
import { forceLayout, freshStage, measure, median, ms, nextFrame, publish, ratio, type BenchTable, floorShadowRoot } from './harness.js';

const SIZES = [20, 100, 1044];
const WIDTH = 960;
const SVG = 'http://www.w3.org/2000/svg';
const floorSheets = [...hostStyles.map((sheet) => sheet.styleSheet!), requirementWebStyles.styleSheet!];

function floorRoot(): ShadowRoot {
  return floorShadowRoot(floorSheets, freshStage(WIDTH));
}

function svgNode(tag: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** Floor 1: the element's own layout, drawn by hand. */
function renderSameWeb(root: ShadowRoot, raw: RequirementWebData): void {
  const data = parseRequirementWeb(raw);
  const base = document.createElement('div');
  base.className = 'base';
  root.append(base);
  const width = base.clientWidth - 2 - 2 * Math.min(24, Math.max(12, base.clientWidth * 0.025));
  const layout = layoutRequirementWeb({ ...data, kind: 'radial', width, measure: estimateTextWidth });
  const svg = svgNode('svg', { viewBox: `0 0 ${layout.width} ${layout.height}`, class: 'web', 'font-size': layout.fontSize });
  const edges = svgNode('g', { class: 'edges' });
  for (const e of layout.hubEdges) edges.append(svgNode('path', { class: 'edge hub-edge', d: e.d }));
  for (const e of layout.links) edges.append(svgNode('path', { class: 'edge link', d: e.d }));
  const hub = svgNode('g', { class: 'hub' });
  hub.append(svgNode('rect', { ...layout.hub.box, rx: 8 }));
  const hubText = svgNode('text', { x: layout.hub.x, y: layout.hub.y, 'text-anchor': 'middle' });
  hubText.textContent = layout.hub.label.lines.join(' ');
  hub.append(hubText);
  const nodes = svgNode('g', { class: 'nodes' });
  for (const node of layout.nodes) {
    const g = svgNode('g', { class: 'node', tabindex: -1, role: 'button' });
    g.append(svgNode('circle', { class: 'hit', cx: node.x, cy: node.y, r: node.r + 5 }), svgNode('circle', { class: 'dot', cx: node.x, cy: node.y, r: node.r }));
    if (node.label) {
      const text = svgNode('text', { class: 'label', x: node.label.x, y: node.label.y, 'text-anchor': node.label.anchor });
      text.textContent = node.label.lines.join(' ');
      g.append(text);
    }
    nodes.append(g);
  }
  svg.append(edges, hub, nodes);
  base.append(svg);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Floor 2: the plainest web by hand: one circle, straight spokes, quadratic links, all labels. */
function renderPlainSvg(root: ShadowRoot, raw: RequirementWebData): void {
  const data = parseRequirementWeb(raw);
  const n = data.requirements.length;
  const size = WIDTH - 40;
  const c = size / 2;
  const radius = c - 140;
  const position = new Map<string, [number, number]>();
  data.requirements.forEach((r, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
    position.set(r.id, [c + radius * Math.cos(angle), c + radius * Math.sin(angle)]);
  });
  const parts: string[] = [`<div class="base"><svg class="web" viewBox="0 0 ${size} ${size}" font-size="12"><g class="edges">`];
  for (const [x, y] of position.values()) parts.push(`<path class="edge hub-edge" d="M${c},${c}L${x},${y}"></path>`);
  for (const link of data.links) {
    const [x1, y1] = position.get(link.source)!;
    const [x2, y2] = position.get(link.target)!;
    parts.push(`<path class="edge link" d="M${x1},${y1}Q${c},${c} ${x2},${y2}"></path>`);
  }
  parts.push(`</g><g class="hub"><rect x="${c - 60}" y="${c - 16}" width="120" height="32"></rect><text x="${c}" y="${c + 4}" text-anchor="middle">${escapeText(data.hub.label)}</text></g><g class="nodes">`);
  for (const r of data.requirements) {
    const [x, y] = position.get(r.id)!;
    const anchor = x >= c ? 'start' : 'end';
    parts.push(
      `<g class="node" transform="translate(${x} ${y})" tabindex="-1" role="button"><circle class="dot" r="5"></circle><text class="label" x="${anchor === 'start' ? 9 : -9}" y="4" text-anchor="${anchor}">${escapeText(r.label)}</text></g>`,
    );
  }
  parts.push('</g></svg></div>');
  root.innerHTML = parts.join('');
}

/** Median time of each of `runs`, taking turns `repeat` times after two warm-up rounds. */
async function interleaved(runs: (() => void | Promise<void>)[], repeat: number): Promise<number[]> {
  const times: number[][] = runs.map(() => []);
  for (let round = 0; round < repeat + 2; round++) {
    for (const [i, run] of runs.entries()) {
      freshStage(WIDTH);
      await nextFrame();
      const start = performance.now();
      await run();
      if (round >= 2) times[i]!.push(performance.now() - start);
    }
  }
  return times.map(median);
}

let current: RequirementWeb | undefined;

function newElement(): RequirementWeb {
  const node = document.createElement('requirement-web');
  node.theme = 'light';
  // No motion="none": nothing here animates, and that attribute's rule (a `*::before, *::after`
  // selector in the shared host styles) alone triples style and layout time at 1,044 requirements.
  return node;
}

async function renderElement(data: RequirementWebData): Promise<void> {
  const node = newElement();
  node.data = data;
  freshStage(WIDTH).append(node);
  await node.updateComplete;
  forceLayout(node);
  current = node;
}

async function run(): Promise<BenchTable[]> {
  const first: (string | number)[][] = [];
  const select: (string | number)[][] = [];
  for (const count of SIZES) {
    const data = syntheticRequirementWeb(count, 3);
    const repeat = count > 500 ? 9 : 15;
    // Round-robin: the three take turns, so a busy moment on a shared machine hits them alike.
    const [element, sameWeb, plain] = await interleaved(
      [
        () => renderElement(data),
        () => {
          renderSameWeb(floorRoot(), data);
          forceLayout();
        },
        () => {
          renderPlainSvg(floorRoot(), data);
          forceLayout();
        },
      ],
      repeat,
    );
    const layoutOnly = await measure(() => void layoutRequirementWeb({ ...data, kind: 'radial', width: WIDTH - 50, measure: estimateTextWidth }), { repeat });
    first.push([
      count.toLocaleString('en'),
      (count + data.links.length).toLocaleString('en'),
      ms(element),
      ms(sameWeb),
      ms(plain),
      ms(layoutOnly),
      ratio(element, sameWeb),
      ratio(element, plain),
    ]);

    if (count >= 100) {
      await renderElement(data);
      const node = current!;
      const ids = [data.requirements[1]!.id, data.requirements[Math.floor(count / 2)]!.id, null];
      let i = 0;
      const change = await measure(
        async () => {
          node.selected = ids[i++ % ids.length]!;
          await node.updateComplete;
          forceLayout(node);
        },
        { repeat: 15, warmup: 3 },
      );
      select.push([count.toLocaleString('en'), ms(change)]);
    }
  }
  const scale: (string | number)[][] = [];
  // The 5,000 case twice: undirected, and as a real graph is (every link directed, 12 packages as
  // groups: arrowheads, group colours, a legend).
  for (const [count, linksPerNode, real] of [[5000, 3, false], [5000, 3, true], [20_000, 10, false]] as const) {
    const data = syntheticRequirementWeb(count, linksPerNode, undefined, real ? { directed: true, groups: 12 } : {});
    // Data → painted: the update, layout, and the frame after it.
    const first = await measure(
      async () => {
        await renderElement(data);
        await nextFrame();
      },
      { repeat: 3, warmup: 1 },
    );
    // An overview draws its nodes in steps: until the last one is in the page.
    const drawn = () => current!.shadowRoot!.querySelectorAll('[part="node"]').length === count;
    const whole = await measure(
      async () => {
        await renderElement(data);
        while (!drawn()) await nextFrame();
      },
      { repeat: 3, warmup: 1 },
    );
    const node = current!;
    let i = 0;
    const ids = [data.requirements[1]!.id, data.requirements[Math.floor(count / 2)]!.id, null];
    const change = await measure(
      async () => {
        node.selected = ids[i++ % ids.length]!;
        await node.updateComplete;
        forceLayout(node);
      },
      { repeat: 6, warmup: 1 },
    );
    // The longest main-thread task of one load on an empty page (data set → every node drawn):
    // is the tab ever frozen? (Removing the previous 20,000-node web is the bench's, not counted.)
    freshStage(WIDTH);
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const longest: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const node2 = newElement();
    node2.data = data;
    document.getElementById('bench-stage')!.append(node2);
    await node2.updateComplete;
    while (node2.shadowRoot!.querySelectorAll('[part="node"]').length < count) await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    scale.push([`${count.toLocaleString('en')}${real ? ' (directed, 12 groups)' : ''}`, data.links.length.toLocaleString('en'), ms(first), ms(whole), ms(change), ms(Math.max(0, ...longest))]);
  }

  return [
    {
      title: 'Scale: data → painted web, an overview from 2,000 requirements or 8,000 links, ms',
      columns: ['requirements', 'links', 'first frame painted', 'every node drawn', 'selection change', 'longest task'],
      rows: scale,
      note: 'Targets: 5,000 requirements under 1 s; 20,000 with 200,000 links (the limits) within 2 s. Overview: a node per requirement on its ring, no edges until a selection draws its own; its nodes are drawn 3,000 a frame, so the first frame shows the rings, the hub and the first nodes.',
    },
    {
      title: `First render at ${WIDTH} px (data → laid-out SVG), ms`,
      columns: ['requirements', 'edges', 'requirement-web', 'floor: same web by hand', 'floor: plain SVG', 'of which layout maths', '× same web', '× plain SVG'],
      rows: first,
      note: 'Targets: 100 requirements ≤ 2× the floor; 1,044 under 200 ms. Both floors render into a shadow root with the element’s stylesheets. "Same web" uses the element’s own layout function (labels fitted, measured with an estimate rather than canvas); "plain SVG" is one circle and every label, no fitting.',
    },
    {
      title: 'Selection change (set `selected`, await the update, force layout), ms',
      columns: ['requirements', 'requirement-web'],
      rows: select,
      note: 'Target: under 16 ms at 100 requirements. Cycles between two requirements and no selection.',
    },
  ];
}

void publish(run);
