// Issue 35: requirement-web with real-shaped data on a phone. Labels at rest must show most names
// whole, never lie across an edge, another label or the hub, and break only between words or
// after "-", "_", ".", "/". The webs are real: Flask's modules and their imports, Magicoder's
// OSS-Instruct pipeline, the findings page's two webs, and scikit-learn's sixty modules.
import { expect } from '@open-wc/testing';
import { boxesOverlap, segmentCrossesBox } from '../../src/lib/requirement-layout/geometry.js';
import { layoutRequirementWeb, layoutWeb, type Box, type WebLayout } from '../../src/lib/requirement-layout.js';
import * as flowModule from '../../src/lib/requirement-layout/flow.js';
import { arrowEdge } from '../../src/lib/requirement-layout/arrows.js';
import { estimateTextWidth } from '../../src/lib/text-fit.js';
import flask from '../fixtures/layout/flask-imports-web.json';
import magicoder from '../fixtures/layout/magicoder-pipeline-web.json';
import sklearn from '../fixtures/layout/sklearn-modules-web.json';
import hero from '../../demo/data/hero-web.json';
import skycoin from '../../demo/data/skycoin-web.json';

type Web = Parameters<typeof layoutRequirementWeb>[0];
const webs: [string, Omit<Web, 'kind' | 'width' | 'measure'>][] = [
  ['Flask (23 modules)', flask],
  ['Magicoder pipeline (9)', magicoder],
  ['findings hero web (5)', hero],
  ['findings task web (5)', skycoin],
  ['scikit-learn (60 modules)', sklearn],
];
// The drawing's width in a 320, 375 and 390 px phone (the page's and the element's padding off),
// a 680 px blog column, a 768 px tablet and a 1280 px desktop.
const WIDTHS = [272, 311, 327, 600, 704, 900];

/**
 * Every edge as the path's own points, parsed back from the SVG `d` (M, L and C commands), so the
 * test checks the line that is drawn, not the layout's idea of it.
 */
function drawnSegments(layout: WebLayout): [number, number, number, number][] {
  const segments: [number, number, number, number][] = [];
  for (const edge of [...layout.hubEdges, ...layout.links]) {
    const numbers = [...edge.d.matchAll(/([MLC])([^MLC]*)/g)];
    let at: [number, number] = [0, 0];
    for (const [, command, args] of numbers) {
      const v = args!.split(',').map(Number);
      if (command === 'M') at = [v[0]!, v[1]!];
      else if (command === 'L') {
        segments.push([at[0], at[1], v[0]!, v[1]!]);
        at = [v[0]!, v[1]!];
      } else {
        // The cubic sampled at 16 steps, independently of the layout's own sampling (edgePolyline, 8).
        const points: [number, number][] = [at];
        for (let i = 1; i <= 16; i++) {
          const t = i / 16;
          const u = 1 - t;
          const c = (p0: number, p1: number, p2: number, p3: number) => u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
          points.push([c(at[0], v[0]!, v[2]!, v[4]!), c(at[1], v[1]!, v[3]!, v[5]!)]);
        }
        for (let i = 1; i < points.length; i++) segments.push([points[i - 1]![0], points[i - 1]![1], points[i]![0], points[i]![1]]);
        at = [v[4]!, v[5]!];
      }
    }
  }
  return segments;
}

/** A label's box less a px all round: a line grazing its corner is not drawn over its text. */
const core = (box: Box): Box => ({ x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2 });

describe('requirement-web on a phone (issue 35)', () => {
  for (const [name, web] of webs) {
    for (const width of WIDTHS) {
      it(`${name} at ${width} px: no label across an edge, another label, a dot or the hub`, () => {
        const layout = layoutRequirementWeb({ ...web, kind: 'radial', width, measure: estimateTextWidth });
        const labels = layout.nodes.flatMap((node) => (node.label ? [{ id: node.id, box: node.label.box }] : []));
        const segments = drawnSegments(layout);
        expect(segments.length, 'edges drawn').to.be.greaterThan(layout.nodes.length - 1);
        for (const [i, { id, box }] of labels.entries()) {
          expect(boxesOverlap(box, layout.hub.box), `${id} over the hub`).to.equal(false);
          for (const other of labels.slice(i + 1)) expect(boxesOverlap(box, other.box), `${id} over ${other.id}`).to.equal(false);
          for (const node of layout.nodes) {
            const dot = { x: node.x - node.r, y: node.y - node.r, width: 2 * node.r, height: 2 * node.r };
            expect(boxesOverlap(box, dot), `${id} over the dot of ${node.id}`).to.equal(false);
          }
          const crossing = segments.find((segment) => segmentCrossesBox(segment, core(box)));
          expect(crossing, `${id} across an edge`).to.equal(undefined);
        }
      });
    }
  }

  const small = webs.filter(([, web]) => web.requirements.length <= 25);
  for (const [name, web] of small) {
    for (const width of WIDTHS) {
      it(`${name} at ${width} px: at most a quarter of the names shortened or left out`, () => {
        const layout = layoutRequirementWeb({ ...web, kind: 'radial', width, measure: estimateTextWidth });
        const whole = layout.nodes.filter((node) => node.label && !node.label.truncated).length;
        expect(layout.nodes.length - whole, `of ${layout.nodes.length}`).to.be.at.most(layout.nodes.length / 4);
        expect(layout.hiddenLabels).to.equal(layout.nodes.length - whole);
      });
    }
  }

  it('Magicoder at 311 px: 9 of 9 names whole (7 of 9 were shortened), in a column: every name right of its dot, the hub under them', () => {
    const layout = layoutRequirementWeb({ ...magicoder, kind: 'radial', width: 311, measure: estimateTextWidth });
    expect(layout.nodes.map((node) => node.label?.truncated)).to.deep.equal(Array(9).fill(false));
    expect(layout.kind).to.equal('flow');
    for (const node of layout.nodes) expect(node.label!.box.x).to.be.greaterThan(node.x);
    expect(layout.hub.box.y).to.be.greaterThan(Math.max(...layout.nodes.map((node) => node.y)));
  });

  it('Flask at 311 px keeps its ring: most names wrap on up to three lines beside their dot', () => {
    const layout = layoutRequirementWeb({ ...flask, kind: 'radial', width: 311, measure: estimateTextWidth });
    expect(layout.kind).to.equal('radial');
    const wrapped = layout.nodes.filter((node) => (node.label?.lines.length ?? 0) > 1);
    expect(wrapped.length).to.be.greaterThan(10);
    expect(Math.max(...layout.nodes.map((node) => node.label?.lines.length ?? 0))).to.equal(3);
  });

  it('without the flow geometry and arrowheads at hand (the element loads them on demand), a web that needs them is not laid out: undefined says to load them; null (none to be had) keeps the ring, and directed links lose their heads', () => {
    const onDemand = { ...flowModule, arrowEdge };
    const phone = { ...magicoder, kind: 'radial' as const, width: 311, measure: estimateTextWidth };
    // Magicoder's pipeline has directed links: undirected, only the narrow room needs the flow.
    const undirected = { ...phone, links: phone.links.map(({ source, target }) => ({ source, target })) };
    expect(layoutWeb(undirected, undefined)).to.equal(undefined);
    expect(layoutWeb({ ...undirected, kind: 'flow', width: 900 }, undefined)).to.equal(undefined);
    // A radial web with room and no directed link never needs them; one with directed links does.
    expect(layoutWeb({ ...undirected, width: 900 }, undefined)!.kind).to.equal('radial');
    expect(layoutWeb({ ...phone, width: 900 }, undefined)).to.equal(undefined);
    // With them: the same layout as layoutRequirementWeb's.
    expect(JSON.stringify(layoutWeb(phone, onDemand))).to.equal(JSON.stringify(layoutRequirementWeb(phone)), 'the column');
    expect(layoutWeb({ ...phone, width: 900 }, onDemand)!.arrows).to.match(/^M.*Z$/);
    // Their chunk failed to load: a radial web keeps its ring, a flow is drawn radial, directed links without heads.
    expect(layoutWeb(phone, null)!.kind).to.equal('radial');
    expect(layoutWeb({ ...phone, kind: 'flow', width: 900 }, null)!.kind).to.equal('radial');
    expect(layoutWeb({ ...phone, width: 900 }, null)!.arrows).to.equal('');
  });

  it('a wide web with room keeps its ring (the column is only for a web that would lose names)', () => {
    for (const web of [flask, magicoder, hero, skycoin]) {
      expect(layoutRequirementWeb({ ...web, kind: 'radial', width: 900, measure: estimateTextWidth }).kind).to.equal('radial');
    }
  });

  for (const [name, web] of webs) {
    it(`${name}: every label breaks only between words or after -, _, ., / (never inside a word)`, () => {
      for (const width of WIDTHS) {
        const layout = layoutRequirementWeb({ ...web, kind: 'radial', width, measure: estimateTextWidth });
        layout.nodes.forEach((node, i) => {
          const lines = node.label?.lines ?? [];
          const label = web.requirements[i]!.label;
          for (const [j, line] of lines.slice(0, -1).entries()) {
            const next = lines[j + 1]!;
            // Either a space was dropped at the break, or the line ends at a boundary character.
            const joined = /[-_./]$/.test(line) ? `${line}${next}` : `${line} ${next}`;
            expect(label.replace(/\s+/g, ' ').includes(joined.replace(/\u2026$/, '')), `"${line}" | "${next}" at ${width} px`).to.equal(true);
          }
        });
        const hubLines = layout.hub.label.lines;
        for (const [j, line] of hubLines.slice(0, -1).entries()) {
          expect(/[-_./]$/.test(line) || web.hub.label.includes(`${line} ${hubLines[j + 1]}`), `hub "${line}"`).to.equal(true);
        }
      }
    });
  }
});
