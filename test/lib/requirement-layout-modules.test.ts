// Exact cases for each module of the web's layout (src/lib/requirement-layout/): geometry, edges,
// labels, radial and flow. Pure functions: no DOM is touched.
import { expect } from '@open-wc/testing';
import { curveBasis } from 'd3-shape';
import { edgePath, edgePolyline } from '../../src/lib/requirement-layout/edges.js';
import { ARROW_LENGTH, arrowEdge } from '../../src/lib/requirement-layout/arrows.js';
import { flowGeometry } from '../../src/lib/requirement-layout/flow.js';
import {
  alongEllipse,
  BoxGrid,
  boxesOverlap,
  clamp,
  ellipsePerimeter,
  inflate,
  inside,
  minorAxisToClear,
  pointTowards,
  round,
  segmentCrossesBox,
} from '../../src/lib/requirement-layout/geometry.js';
import { nearestNode } from '../../src/lib/requirement-layout/nearest.js';
import { candidates, LABEL_TOOLS, placeLabels, toPlacement } from '../../src/lib/requirement-layout/labels.js';
import { freeCorner, hintCorner, placeCallouts } from '../../src/lib/requirement-layout/callouts.js';
import { radialGeometry } from '../../src/lib/requirement-layout/radial.js';
import { layoutRequirementWeb, type Box, type NodeLayout, type Sizes, type WebLayout } from '../../src/lib/requirement-layout.js';
import { estimateTextWidth, wrapLabel } from '../../src/lib/text-fit.js';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const node = (x: number, y: number, dx = 1, dy = 0): NodeLayout => ({ id: `n${x},${y}`, x, y, r: 5, dx, dy, label: null });

describe('requirement-layout/geometry', () => {
  const overlapCases: [Box, Box, boolean][] = [
    [box(0, 0, 10, 10), box(5, 5, 10, 10), true],
    [box(0, 0, 10, 10), box(10, 0, 10, 10), false], // touching edges do not overlap
    [box(0, 0, 10, 10), box(2, 2, 2, 2), true], // inside
    [box(0, 0, 10, 10), box(0, 11, 10, 10), false],
  ];
  for (const [a, b, expected] of overlapCases) {
    it(`boxesOverlap(${JSON.stringify(a)}, ${JSON.stringify(b)}) → ${expected}`, () => {
      expect(boxesOverlap(a, b)).to.equal(expected);
      expect(boxesOverlap(b, a)).to.equal(expected);
    });
  }

  it('inflate, inside, clamp, round', () => {
    expect(inflate(box(10, 10, 4, 6), 2)).to.deep.equal(box(8, 8, 8, 10));
    expect(inflate(box(10, 10, 4, 6), -1)).to.deep.equal(box(11, 11, 2, 4));
    expect(inside(box(1, 1, 2, 2), box(0, 0, 3, 3))).to.equal(true);
    expect(inside(box(1, 1, 3, 2), box(0, 0, 3, 3))).to.equal(false);
    expect([clamp(5, 0, 3), clamp(-1, 0, 3), clamp(2, 0, 3)]).to.deep.equal([3, 0, 2]);
    expect([round(1.26), round(-1.24), round(3)]).to.deep.equal([1.3, -1.2, 3]);
  });

  const segmentCases: [string, [number, number, number, number], boolean][] = [
    ['through the middle', [-5, 5, 15, 5], true],
    ['diagonal across a corner', [7, -2, 12, 3], true],
    ['diagonal past a corner', [9, -5, 15, 1], false],
    ['ending inside', [5, 5, 30, 30], true],
    ['wholly above', [0, -3, 10, -3], false],
    ['along an edge (touching)', [0, 0, 10, 0], false],
    ['a point inside', [3, 3, 3, 3], true],
  ];
  for (const [name, segment, expected] of segmentCases) {
    it(`segmentCrossesBox, ${name} → ${expected}`, () => {
      expect(segmentCrossesBox(segment, box(0, 0, 10, 10))).to.equal(expected);
      // The same segment drawn the other way.
      expect(segmentCrossesBox([segment[2], segment[3], segment[0], segment[1]], box(0, 0, 10, 10))).to.equal(expected);
    });
  }

  it('BoxGrid with a segment: hits only boxes the line crosses, not every box in its bounds', () => {
    const grid = new BoxGrid(24);
    grid.addSegment([0, 0], [100, 100]);
    expect(grid.hits(box(45, 45, 10, 10))).to.equal(true);
    // Inside the segment's bounding box, off the line.
    expect(grid.hits(box(70, 5, 20, 20))).to.equal(false);
    expect(grid.hits(box(5, 70, 20, 20))).to.equal(false);
  });

  it('BoxGrid finds a box only where one overlaps, across cells', () => {
    const grid = new BoxGrid(24);
    grid.add(box(20, 20, 10, 10)); // spans four cells
    expect(grid.hits(box(25, 25, 1, 1))).to.equal(true);
    expect(grid.hits(box(29, 29, 30, 30))).to.equal(true);
    expect(grid.hits(box(0, 0, 19, 19))).to.equal(false);
    expect(grid.hits(box(31, 0, 10, 100))).to.equal(false);
  });

  it('nearestNode: the nearest centre within the square reach, or -1', () => {
    const nodes = [{ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 0, y: 30 }];
    expect(nearestNode(nodes, 10, 0, 22)).to.equal(0);
    expect(nearestNode(nodes, 20, 0, 22)).to.equal(1);
    expect(nearestNode(nodes, 21, 21, 22)).to.equal(1); // both 1 and 2 reach it: 1 is first among equals
    expect(nearestNode(nodes, 60, 60, 22)).to.equal(-1);
    expect(nearestNode(nodes, 0, 23, 22)).to.equal(2);
  });

  it('ellipses: a circle’s perimeter, the axis that clears a box, evenly spaced points from the top', () => {
    expect(ellipsePerimeter(10, 10)).to.be.closeTo(2 * Math.PI * 10, 1e-9);
    expect(minorAxisToClear(10, 20, 5)).to.equal(Infinity);
    expect(minorAxisToClear(10, 6, 4)).to.be.closeTo(4 / Math.sqrt(1 - 0.36), 1e-9);
    const points = alongEllipse(100, 100, 50, 50, 4, 0);
    expect(points.map((p) => [p.x, p.y])).to.deep.equal([
      [100, 50],
      [150, 100],
      [100, 150],
      [50, 100],
    ]);
    expect(points[0]!.dy).to.be.closeTo(-1, 1e-9);
    expect(points[1]!.dx).to.be.closeTo(1, 1e-9);
    expect(pointTowards([0, 0], [10, 0], 3)).to.deep.equal([3, 0]);
  });
});

describe('requirement-layout/edges', () => {
  it("draws d3-shape's curveBasis exactly (the same pieces and numbers, rounded to 0.1 px)", () => {
    // d3's own curve into a recording context, written as edgePath writes its commands.
    const r1 = (v: number) => Math.round(v * 10) / 10;
    const d3Path = (points: [number, number][]) => {
      let d = '';
      const curve = curveBasis({
        moveTo: (x: number, y: number) => (d += `M${r1(x)},${r1(y)}`),
        lineTo: (x: number, y: number) => (d += `L${r1(x)},${r1(y)}`),
        bezierCurveTo: (...xy: number[]) => (d += `C${xy.map(r1).join(',')}`),
        closePath: () => undefined,
      } as unknown as CanvasRenderingContext2D);
      curve.lineStart();
      for (const [x, y] of points) curve.point(x, y);
      curve.lineEnd();
      return d;
    };
    const cases: [number, number][][] = [
      [[3.3, 4.4]],
      [[0, 0], [10, 0]],
      [[0, 0], [6, 6], [12, 0]],
      [[12.25, 7.5], [40.1, 7.5], [80.3, 60.7], [95.05, 60.7]],
      [[1, 2], [3, 5], [8, 13], [21, 34], [55, 89], [144, 233]],
    ];
    for (const points of cases) expect(edgePath(points), JSON.stringify(points)).to.equal(d3Path(points));
  });


  it('edgePolyline follows the drawn curve: from the first point to the last, within the control points', () => {
    expect(edgePolyline([[0, 0], [10, 0]])).to.deep.equal([[0, 0], [10, 0]]);
    const line = edgePolyline([[0, 0], [50, 40], [100, 0]]);
    expect(line[0]).to.deep.equal([0, 0]);
    expect(line[line.length - 1]).to.deep.equal([100, 0]);
    expect(line.length).to.be.greaterThan(8);
    for (const [x, y] of line) {
      expect(x).to.be.within(0, 100);
      // A B-spline stays inside its control polygon: under the middle point, bowed towards it.
      expect(y).to.be.within(0, 40);
    }
    expect(Math.max(...line.map(([, y]) => y))).to.be.greaterThan(15);
  });

  it('two points: a straight line; more: a B-spline through them', () => {
    expect(edgePath([[0, 0], [10, 0]])).to.equal('M0,0L10,0');
    expect(edgePath([[0, 0], [10, 0]], 2)).to.equal('M0,0L20,0');
    expect(edgePath([[0, 0], [6, 6], [12, 0]])).to.match(/^M0,0L1,1C/);
  });

  it('a directed edge stops at its arrowhead, whose tip touches the target dot', () => {
    // What the driver hands it to write paths with.
    const paths = { edgePath, round };
    // A horizontal edge into a dot of radius 5 at (100, 0): tip 6 before the centre (its stroke cleared).
    const { d, arrow } = arrowEdge([[0, 0], [100, 0]], [100, 0], 5, 1, paths);
    expect(arrow).to.equal(`M94,0L${94 - ARROW_LENGTH},3.5L${94 - ARROW_LENGTH},-3.5Z`);
    expect(d).to.equal(`M0,0L${94 - ARROW_LENGTH},0`);
    // An edge already ending on the dot's edge (flow) keeps its end as the tip, 1 clear.
    expect(arrowEdge([[0, 10], [95, 10]], [100, 10], 5, 1, paths).arrow).to.match(/^M94,10L/);
    // Scaled: every coordinate twice as large.
    expect(arrowEdge([[0, 0], [100, 0]], [100, 0], 5, 2, paths).arrow).to.equal(`M188,0L${2 * (94 - ARROW_LENGTH)},7L${2 * (94 - ARROW_LENGTH)},-7Z`);
  });
});

describe('requirement-layout/labels', () => {
  it('candidates: outward first, then beside, above and below', () => {
    const right = candidates(node(100, 100, 1, 0), 40, 17, 17, 'radial');
    expect(right[0]).to.deep.equal({ anchor: 'start', box: box(110, 91.5, 40, 17) });
    const top = candidates(node(100, 100, 0, -1), 40, 17, 17, 'radial');
    expect(top[0]).to.deep.equal({ anchor: 'middle', box: box(80, 73, 40, 17) });
    expect(candidates(node(100, 100, -1, 0), 40, 17, 17, 'flow').map((c) => c.anchor)).to.deep.equal(['end', 'end', 'end']);
  });

  it('toPlacement: the text anchor at the box’s edge, the baseline a line’s middle plus 0.35em', () => {
    const text = { lines: ['a', 'b'], width: 30, truncated: false };
    expect(toPlacement(text, box(10, 20, 30, 34), 'start', 13, 17)).to.include({ x: 10, y: 33.1, anchor: 'start' });
    expect(toPlacement(text, box(10, 20, 30, 34), 'end', 13, 17).x).to.equal(40);
    expect(toPlacement(text, box(10, 20, 30, 34), 'middle', 13, 17).x).to.equal(25);
  });

  it('placeLabels: counts a label shortened with "…" and one with no spot inside the canvas', () => {
    const wrap = (label: string) => wrapLabel(label, 80, 1, 13, estimateTextWidth, { boundaries: true });
    const nodes = [node(50, 50), node(300, 50)];
    const labels = [wrap('First'), wrap('aider/commands.py/with/a/very/long/path/that/cannot/fit')];
    const sizes = { kind: 'radial' as const, lineHeight: 17, fontSize: 13, hubBox: box(140, 30, 40, 40), width: 400, height: 100 };
    expect(placeLabels(nodes, labels, sizes)).to.equal(1);
    expect(nodes.map((n) => n.label?.truncated)).to.deep.equal([false, true]);
    // A canvas too small for any spot around the node: left out, and counted.
    const tiny = [node(10, 10)];
    expect(placeLabels(tiny, [wrap('First')], { ...sizes, hubBox: box(0, 0, 0, 0), width: 20, height: 20 })).to.equal(1);
    expect(tiny[0]!.label).to.equal(null);
  });

  it('placeLabels: a label leaves its first spot for one no edge crosses; with edges on every side, none', () => {
    const wrap = (label: string) => wrapLabel(label, 80, 1, 13, estimateTextWidth, { boundaries: true });
    const sizes = { kind: 'radial' as const, lineHeight: 17, fontSize: 13, hubBox: box(0, 0, 0, 0), width: 400, height: 200 };
    // Right of the dot is its first spot (dx 1): an edge runs through it, level with the dot.
    const free = [node(200, 100)];
    expect(placeLabels(free, [wrap('First')], sizes)).to.equal(0);
    expect(free[0]!.label!.anchor).to.equal('start');
    const crossed = [node(200, 100)];
    const across: [number, number][][] = [[[215, 100], [390, 100]]];
    expect(placeLabels(crossed, [wrap('First')], { ...sizes, edges: across })).to.equal(0);
    expect(crossed[0]!.label!.box.x + crossed[0]!.label!.box.width <= 215 || crossed[0]!.label!.box.y >= 100 || crossed[0]!.label!.box.y + crossed[0]!.label!.box.height <= 100).to.equal(true);
    // Edges through every spot around it: left out (shown on demand), and counted.
    const fenced = [node(200, 100)];
    const fence: [number, number][][] = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
      const a = (k * Math.PI) / 4;
      return [[200 + 9 * Math.cos(a), 100 + 9 * Math.sin(a)], [200 + 120 * Math.cos(a), 100 + 120 * Math.sin(a)]];
    });
    const grid: [number, number][][] = [60, 80, 100, 120, 140].map((y) => [[0, y], [400, y]] as [number, number][]);
    expect(placeLabels(fenced, [wrap('First')], { ...sizes, edges: [...fence, ...grid] })).to.equal(1);
    expect(fenced[0]!.label).to.equal(null);
  });

  it('placeLabels: a name with no free spot at its first wrap is wrapped again for the room beside its dot', () => {
    const label = 'flask.sansio.blueprints';
    const first = wrapLabel(label, 160, 1, 13, estimateTextWidth, { boundaries: true });
    // A dot 100 px from the right edge, the hub filling the room left of it: the one-line name
    // (about 170 px) fits no spot; wrapped into the 92 px right of the dot, it does.
    const nodes = [node(290, 100)];
    const sizes = { kind: 'radial' as const, lineHeight: 17, fontSize: 13, hubBox: box(0, 0, 270, 200), width: 400, height: 200 };
    const rewrap = (_: number, maxWidth: number) => wrapLabel(label, maxWidth, 3, 13, estimateTextWidth, { boundaries: true });
    expect(placeLabels([node(290, 100)], [first], sizes), 'without a rewrap').to.equal(1);
    expect(placeLabels(nodes, [first], { ...sizes, rewrap })).to.equal(0);
    expect(nodes[0]!.label!.lines).to.deep.equal(['flask.sansio.', 'blueprints']);
  });

  it('placeCallouts: leaves its best spot for one clear of a label at rest', () => {
    const restBox = box(110, 92, 200, 16); // right of A, where its callout would go first
    const layout = {
      kind: 'radial',
      width: 400,
      top: 0,
      height: 200,
      fontSize: 13,
      lineHeight: 17,
      scale: 1,
      overview: false,
      hub: { box: box(0, 0, 1, 1) },
      nodes: [node(100, 100), { ...node(300, 160), label: { box: restBox } }],
    } as unknown as WebLayout;
    expect(candidates(node(100, 100), 80, 17, 17, 'radial')[0]!.box.x).to.equal(110);
    const [callout] = placeCallouts(layout, [{ index: 0, label: 'coders.base_coder' }], estimateTextWidth, LABEL_TOOLS);
    expect(boxesOverlap(callout!.box, restBox)).to.equal(false);
  });

  /** A 200 × 100 drawing with the hub in the middle and one labelled node at the top left (freeCorner's and hintCorner's). */
  const cornerLayout = () =>
    ({
      width: 200,
      top: 0,
      height: 100,
      hub: { box: box(90, 40, 20, 20) },
      nodes: [{ ...node(10, 10), label: { box: box(20, 0, 30, 17) } }],
    }) as unknown as WebLayout;

  it('freeCorner: the first corner clear of labels, dots and the hub, or null', () => {
    const layout = cornerLayout();
    expect(freeCorner(layout, { width: 60, height: 20 }, [], LABEL_TOOLS)).to.equal('top-right');
    expect(freeCorner(layout, { width: 60, height: 20 }, [box(150, 0, 50, 20)], LABEL_TOOLS)).to.equal('bottom-left');
    expect(freeCorner(layout, { width: 200, height: 100 }, [], LABEL_TOOLS)).to.equal(null);
  });

  it('hintCorner: the hint\'s box from its text and em, in the drawing\'s units for its column; under the drawing when no corner is free', () => {
    const layout = cornerLayout();
    // At 16 px: 13 px text 31 px wide, so 46 × 28 px; in a 400 px column, 23 × 14 of the layout's units.
    const hint = (column: number, also: ReturnType<typeof box>[]) => hintCorner(layout, { em: 16, textWidth: (size) => (size === 13 ? 31 : NaN), column }, also, LABEL_TOOLS);
    const taken = [box(150, 0, 50, 20), box(0, 75, 40, 5)];
    expect(hint(400, taken)).to.equal('bottom-left');
    expect(hint(200, taken)).to.equal('bottom-right');
    expect(hint(0, taken)).to.equal('bottom-right');
    expect(hint(200, [...taken, box(150, 80, 50, 20)])).to.equal('below');
  });
});

describe('requirement-layout/radial and flow', () => {
  const sizes: Sizes = { width: 600, n: 4, r: 7, lineHeight: 17, hubWidth: 100, hubHeight: 31, maxLabelWidth: 80, labelRows: 1, overview: false, lanes: -1 };

  it('radial: the hub in the middle, nodes on one ring clockwise from the top, links bending away from the hub', () => {
    const g = radialGeometry(sizes);
    expect(g.hub).to.deep.equal([300, g.height / 2]);
    const [top, right, bottom, left] = g.nodes;
    expect(top!.x).to.equal(300);
    expect(top!.y).to.be.below(g.hub[1]);
    expect(right!.x).to.be.above(300);
    expect(bottom!.y).to.be.above(g.hub[1]);
    expect(left!.x).to.be.below(300);
    // The link between the top and right nodes bends towards the hub, but stays clear of it.
    const [, middle] = g.link({ ...node(top!.x, top!.y), r: 7 }, { ...node(right!.x, right!.y), r: 7 });
    const straight = [(top!.x + right!.x) / 2, (top!.y + right!.y) / 2];
    const fromHub = Math.hypot(middle![0] - 300, middle![1] - g.hub[1]);
    expect(fromHub).to.be.below(Math.hypot(straight[0]! - 300, straight[1]! - g.hub[1]));
    expect(fromHub).to.be.above(sizes.hubWidth / 2);
  });

  it('flow: one column in data order, the hub on the right, each hub edge leaving and arriving level', () => {
    const g = flowGeometry(sizes);
    expect(new Set(g.nodes.map((n) => n.x)).size).to.equal(1);
    expect(g.nodes.map((n) => n.y)).to.deep.equal([...g.nodes.map((n) => n.y)].sort((a, b) => a - b));
    expect(g.hub[0]).to.be.above(g.nodes[0]!.x);
    const edge = g.hubEdge({ ...node(g.nodes[0]!.x, g.nodes[0]!.y), r: 7 }, 0);
    expect(edge[0]![1]).to.equal(edge[1]![1]);
    expect(edge[2]![1]).to.equal(edge[3]![1]);
  });
});

describe('layoutRequirementWeb with directed links', () => {
  const data = {
    hub: { id: 'h', label: 'hub' },
    requirements: ['a', 'b', 'c'].map((id) => ({ id, label: id })),
    links: [
      { source: 'a', target: 'b', directed: true },
      { source: 'b', target: 'a', directed: true },
      { source: 'b', target: 'c' },
    ],
  };
  it('one arrowhead per directed link, none for an undirected one; the same picture at twice the font, twice the size', () => {
    const layout = layoutRequirementWeb({ ...data, kind: 'radial', width: 500, measure: estimateTextWidth });
    expect(layout.links.map((l) => l.directed)).to.deep.equal([true, true, false]);
    expect(layout.arrows.match(/M/g)).to.have.length(2);
    expect(layout.linkEdge(0, 1, true).arrow).to.not.equal('');
    expect(layout.linkEdge(0, 1).arrow).to.equal('');
    const at32 = layoutRequirementWeb({ ...data, kind: 'radial', width: 1000, measure: estimateTextWidth, em: 32 });
    const numbers = (d: string) => d.match(/-?[\d.]+/g)!.map(Number);
    numbers(at32.links[0]!.d).forEach((v, i) => expect(v).to.be.closeTo(2 * numbers(layout.links[0]!.d)[i]!, 0.2));
  });
});
