import { expect } from '@open-wc/testing';
import { boxesOverlap, LABEL_TOOLS, layoutRequirementWeb, OVERVIEW_REQUIREMENTS, placeCallouts, type Box, type WebLayout, type WebLayoutKind } from '../../src/lib/requirement-layout.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';
import { estimateTextWidth, wrapLabel } from '../../src/lib/text-fit.js';

const layoutOf = (n: number, kind: WebLayoutKind, width: number, hubLabel = 'transactionbuilder'): WebLayout => {
  const web = syntheticRequirementWeb(n, 3, hubLabel);
  return layoutRequirementWeb({ ...web, kind, width, measure: estimateTextWidth });
};

const nodeBox = (n: { x: number; y: number; r: number }): Box => ({ x: n.x - n.r, y: n.y - n.r, width: 2 * n.r, height: 2 * n.r });
/** Inside the band that is drawn (the viewBox: `top` to `top + height`). */
const within = (box: Box, layout: WebLayout) =>
  box.x >= 0 && box.y >= layout.top && box.x + box.width <= layout.width && box.y + box.height <= layout.top + layout.height;

describe('layoutRequirementWeb', () => {
  it('is deterministic: the same data and width give the same picture', () => {
    // (As data: the path functions are new closures each time.)
    const picture = (layout: WebLayout) => JSON.parse(JSON.stringify(layout)) as unknown;
    expect(picture(layoutOf(20, 'radial', 720))).to.deep.equal(picture(layoutOf(20, 'radial', 720)));
    expect(picture(layoutOf(20, 'flow', 720))).to.deep.equal(picture(layoutOf(20, 'flow', 720)));
  });

  for (const kind of ['radial', 'flow'] as const) {
    for (const n of [5, 20, 100]) {
      for (const width of [300, 360, 720, 1200, 1600]) {
        it(`${kind}, ${n} requirements, ${width} px: no label overlaps a label, a node or the hub, and all stay inside`, () => {
          const layout = layoutOf(n, kind, width);
          const labels = layout.nodes.flatMap((node) => (node.label ? [node.label.box] : []));
          const nodes = layout.nodes.map(nodeBox);
          expect(layout.width).to.equal(width);
          for (let i = 0; i < labels.length; i++) {
            expect(within(labels[i]!, layout), `label ${i} inside`).to.equal(true);
            expect(boxesOverlap(labels[i]!, layout.hub.box), `label ${i} vs hub`).to.equal(false);
            for (let j = i + 1; j < labels.length; j++) {
              expect(boxesOverlap(labels[i]!, labels[j]!), `labels ${i} and ${j}`).to.equal(false);
            }
            for (const node of nodes) expect(boxesOverlap(labels[i]!, node), `label ${i} vs a node`).to.equal(false);
          }
          layout.nodes.forEach((a, i) => {
            expect(within(nodeBox(a), layout), `node ${i} inside`).to.equal(true);
            expect(boxesOverlap(nodeBox(a), layout.hub.box), `node ${i} vs hub`).to.equal(false);
            for (const b of layout.nodes.slice(i + 1)) {
              expect(Math.hypot(a.x - b.x, a.y - b.y), `nodes ${a.id} and ${b.id}`).to.be.at.least(a.r + b.r);
            }
          });
          expect(within(layout.hub.box, layout)).to.equal(true);
        });
      }
    }
  }

  const everyLabel: [WebLayoutKind, number, number][] = [
    ['radial', 5, 300],
    ['radial', 5, 720],
    ['radial', 20, 720],
    ['radial', 20, 1200],
    ['flow', 5, 300],
    ['flow', 20, 720],
    ['flow', 100, 1200],
  ];
  for (const [kind, n, width] of everyLabel) {
    it(`${kind}, ${n} requirements at ${width} px: every label fits`, () => {
      const layout = layoutOf(n, kind, width);
      expect(layout.nodes.filter((node) => !node.label).map((node) => node.id)).to.deep.equal([]);
    });
  }

  it('radial, 100 requirements at 1200 px: most labels fit, the rest show on demand', () => {
    const layout = layoutOf(100, 'radial', 1200);
    // (Labels keep clear of the edges too, since issue 35: 58 of the 60 that fitted before.)
    expect(layout.nodes.filter((node) => node.label).length).to.be.at.least(55);
  });

  it('radial: the hub is in the middle and one ring is evenly spaced, starting at the top', () => {
    const layout = layoutOf(8, 'radial', 720);
    const { x: cx, y: cy } = layout.hub;
    expect(cx).to.equal(360);
    const angles = layout.nodes.map((node) => Math.atan2(node.y - cy, node.x - cx));
    expect(angles[0]).to.be.closeTo(-Math.PI / 2, 0.01);
    const radii = layout.nodes.map((node) => Math.hypot(node.x - cx, node.y - cy));
    for (const radius of radii) expect(radius).to.be.closeTo(radii[0]!, 1);
    const steps = angles.map((angle, i) => (angles[(i + 1) % angles.length]! - angle + 2 * Math.PI) % (2 * Math.PI));
    for (const step of steps) expect(step).to.be.closeTo((2 * Math.PI) / 8, 0.02);
  });

  for (const [n, width] of [[5, 640], [20, 720]] as const) {
    it(`radial, ${n} requirements at ${width} px: drawn down to its dots' touch targets, labels and hub, with no empty band above or below`, () => {
      const layout = layoutOf(n, 'radial', width);
      // Each node with its touch target (22 px each way), its label and the hub.
      const target = (n: { x: number; y: number }): Box => ({ x: n.x - 22, y: n.y - 22, width: 44, height: 44 });
      const boxes = [layout.hub.box, ...layout.nodes.map(target), ...layout.nodes.flatMap((node) => (node.label ? [node.label.box] : []))];
      const top = Math.min(...boxes.map((b) => b.y));
      const bottom = Math.max(...boxes.map((b) => b.y + b.height));
      // Half the padding (6 px), rounded out.
      expect(top - layout.top, 'space above').to.be.within(0, 7);
      expect(layout.top + layout.height - bottom, 'space below').to.be.within(0, 7);
    });
  }

  it('radial: many requirements take several rings', () => {
    const layout = layoutOf(300, 'radial', 720);
    const radii = new Set(layout.nodes.map((node) => Math.round(Math.hypot(node.x - layout.hub.x, node.y - layout.hub.y) / 4)));
    expect(radii.size).to.be.greaterThan(1);
  });

  it('radial: a narrow container with many requirements stretches the ring upwards, never wider than the container', () => {
    const layout = layoutOf(100, 'radial', 300);
    const xs = layout.nodes.map((node) => node.x);
    const ys = layout.nodes.map((node) => node.y);
    expect(Math.max(...ys) - Math.min(...ys)).to.be.greaterThan(1.2 * (Math.max(...xs) - Math.min(...xs)));
    expect(layout.width).to.equal(300);
    expect(Math.max(...xs)).to.be.below(300);
  });

  it('flow: requirements in one column on the left, in data order; the hub on the right', () => {
    const layout = layoutOf(5, 'flow', 720);
    const xs = new Set(layout.nodes.map((node) => node.x));
    expect(xs.size).to.equal(1);
    const ys = layout.nodes.map((node) => node.y);
    expect(ys).to.deep.equal([...ys].sort((a, b) => a - b));
    expect(layout.hub.box.x).to.be.greaterThan(layout.nodes[0]!.x + 40);
    for (const node of layout.nodes) expect(node.label!.anchor).to.equal('end');
  });

  it('draws one edge per requirement to the hub and one per link, as SVG paths', () => {
    const web = syntheticRequirementWeb(10);
    for (const kind of ['radial', 'flow'] as const) {
      const layout = layoutRequirementWeb({ ...web, kind, width: 640, measure: estimateTextWidth });
      expect(layout.hubEdges.map((e) => e.source)).to.deep.equal(web.requirements.map((r) => r.id));
      expect(layout.hubEdges.every((e) => e.target === 'hub')).to.equal(true);
      expect(layout.links.map((e) => [e.source, e.target])).to.deep.equal(web.links.map((l) => [l.source, l.target]));
      for (const edge of [...layout.hubEdges, ...layout.links]) expect(edge.d).to.match(/^M[\d.-]+,[\d.-]+[CLQ]/);
    }
  });

  it('lays out 1,044 requirements with every node inside the canvas', () => {
    const layout = layoutOf(1044, 'radial', 960);
    expect(layout.nodes).to.have.length(1044);
    for (const node of layout.nodes) expect(within(nodeBox(node), layout)).to.equal(true);
  });

  it('places callouts inside the canvas and apart from each other', () => {
    const layout = layoutOf(100, 'radial', 720);
    const callouts = placeCallouts(
      layout,
      [0, 1, 2].map((index) => ({ index, label: 'A rather long requirement name' })),
      estimateTextWidth,
      LABEL_TOOLS,
    );
    for (const c of callouts) expect(within(c.box, layout)).to.equal(true);
    for (let i = 0; i < callouts.length; i++) {
      for (let j = i + 1; j < callouts.length; j++) expect(boxesOverlap(callouts[i]!.box, callouts[j]!.box)).to.equal(false);
    }
  });
});

describe('wrapLabel', () => {
  const fixed = (text: string) => text.length * 10; // 10 px a character
  const cases: [string, number, number, number | undefined, string[], boolean][] = [
    ['Proportionality', 200, 2, undefined, ['Proportionality'], false],
    ['Change allocation', 100, 2, undefined, ['Change', 'allocation'], false],
    ['a b c d e f', 30, 2, undefined, ['a b', 'c…'], true],
    ['transactionbuilder', 100, 2, undefined, ['transactio', 'nbuilder'], false],
    ['transactionbuilder', 100, 2, 200, ['transactionbuilder'], false],
    ['one two three four', 90, 1, undefined, ['one two…'], true],
    ['  spaced   out  ', 200, 1, undefined, ['spaced out'], false],
  ];
  for (const [text, width, lines, wordWidth, expected, truncated] of cases) {
    it(`"${text}" in ${width} px × ${lines} → ${JSON.stringify(expected)}`, () => {
      const result = wrapLabel(text, width, lines, 10, fixed, { wordWidth });
      expect(result.lines).to.deep.equal(expected);
      expect(result.truncated).to.equal(truncated);
      expect(result.width).to.equal(Math.max(...expected.map(fixed)));
    });
  }

  it('estimates wide letters wider than narrow ones, and bold wider than regular', () => {
    expect(estimateTextWidth('MMMM', 10)).to.be.greaterThan(estimateTextWidth('iiii', 10));
    expect(estimateTextWidth('abc', 10, true)).to.be.greaterThan(estimateTextWidth('abc', 10));
  });
});

describe('wrapLabel on hostile text (bounded, whatever its length)', () => {
  /** A fixed-width measure that counts what it is asked to measure. */
  const counting = () => {
    const calls: number[] = [];
    const measure = (text: string, size: number) => {
      calls.push(text.length);
      return text.length * size * 0.6;
    };
    return { calls, measure };
  };

  for (const [name, text] of [
    ['a 50,000-character unbroken word', 'x'.repeat(50_000)],
    ['50,000 characters of short words', 'ab '.repeat(16_667)],
    ['50,000 zero-width joiners', '\u200d'.repeat(50_000)],
  ] as const) {
    it(`${name}: a few dozen measurements, none longer than a line holds`, () => {
      const { calls, measure } = counting();
      const result = wrapLabel(text, 170, 2, 13, measure, { wordWidth: 200 });
      expect(result.truncated).to.equal(true);
      expect(result.lines).to.have.length(2);
      expect(calls.length, 'measurements').to.be.below(150);
      // 200 px / (13 px × 0.15 em) + 1: what a line can hold, even of the narrowest glyphs.
      expect(Math.max(...calls), 'longest string measured').to.be.at.most(Math.ceil(200 / (13 * 0.15)) + 2);
    });
  }

  it('wraps a long hub label onto as many lines as it needs, never cutting it', () => {
    const label = 'One coherent implementation shared by every requirement of the web';
    const result = wrapLabel(label, 90, Infinity, 14, estimateTextWidth, { bold: true, wordWidth: 176 });
    expect(result.truncated).to.equal(false);
    expect(result.lines.join(' ')).to.equal(label);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const result = wrapLabel('😀'.repeat(100), 50, 3, 10, (text) => [...text].length * 10);
    for (const line of result.lines) expect(line.replace(/…$/, '')).to.match(/^(😀)*$/u);
  });
});

describe('layoutRequirementWeb in proportion to the host font, and for huge webs', () => {
  it('at a 32 px host draws the 16 px picture of a half-as-wide drawing, twice the size', () => {
    const web = syntheticRequirementWeb(12, 2);
    const at16 = layoutRequirementWeb({ ...web, kind: 'radial', width: 600, measure: estimateTextWidth });
    const at32 = layoutRequirementWeb({ ...web, kind: 'radial', width: 1200, measure: estimateTextWidth, em: 32 });
    expect(at32.fontSize).to.equal(2 * at16.fontSize);
    expect(at32.scale).to.equal(2);
    expect(at32.width).to.equal(1200);
    at16.nodes.forEach((node, i) => {
      expect(at32.nodes[i]!.x).to.be.closeTo(2 * node.x, 0.2);
      expect(at32.nodes[i]!.r).to.equal(2 * node.r);
      expect(!!at32.nodes[i]!.label).to.equal(!!node.label);
    });
    expect(at32.hub.box.width).to.be.closeTo(2 * at16.hub.box.width, 0.01);
  });

  it(`from ${OVERVIEW_REQUIREMENTS.toLocaleString('en')} requirements: an overview with rings, edges only on demand`, () => {
    const layout = layoutOf(OVERVIEW_REQUIREMENTS, 'radial', 960);
    expect(layout.overview).to.equal(true);
    expect(layout.hubEdges).to.deep.equal([]);
    expect(layout.links).to.deep.equal([]);
    expect(layout.rings.length).to.be.greaterThan(0);
    expect(layout.nodes.every((node) => node.label === null)).to.equal(true);
    expect(layout.hubEdgePath(5)).to.match(/^M[\d.-]+,[\d.-]+/);
    expect(layout.linkPath(5, 6)).to.match(/^M[\d.-]+,[\d.-]+/);
    expect(layoutOf(OVERVIEW_REQUIREMENTS - 1, 'radial', 960).overview).to.equal(false);
  });

  it('lays out 20,000 requirements with 200,000 links (the limits) without a stack overflow, every node inside', () => {
    const web = syntheticRequirementWeb(20_000, 10);
    expect(web.links).to.have.length(200_000);
    const layout = layoutRequirementWeb({ ...web, kind: 'radial', width: 960, measure: estimateTextWidth });
    expect(layout.nodes).to.have.length(20_000);
    for (const node of layout.nodes) expect(within(nodeBox(node), layout)).to.equal(true);
  });
});

describe('flow overview', () => {
  it('fills columns across the left half instead of one column 200,000 px tall', () => {
    const layout = layoutOf(20_000, 'flow', 960);
    expect(layout.overview).to.equal(true);
    expect(layout.height).to.be.below(7000);
    const maxX = layout.nodes.reduce((max, node) => Math.max(max, node.x), 0);
    expect(maxX).to.be.below(layout.hub.box.x);
    for (const node of layout.nodes.slice(0, 50)) expect(within(nodeBox(node), layout)).to.equal(true);
    // Data order: down the first column, then the next.
    expect(layout.nodes[1]!.y).to.be.greaterThan(layout.nodes[0]!.y);
    expect(layout.nodes[1]!.x).to.equal(layout.nodes[0]!.x);
  });
});
