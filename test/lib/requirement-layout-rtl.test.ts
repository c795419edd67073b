// The flow layout right to left (issue 29): `mirror` gives the same picture seen in a mirror, so a
// right-to-left reader reads from the requirements (right) into the hub (left), with every label
// placed, wrapped and kept apart as it is left to right.
import { expect } from '@open-wc/testing';
import { boxesOverlap, layoutRequirementWeb, type Box, type WebLayout } from '../../src/lib/requirement-layout.js';
import { estimateTextWidth } from '../../src/lib/text-fit.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';

const layoutOf = (n: number, width: number, mirror: boolean, em = 16): WebLayout => {
  const web = syntheticRequirementWeb(n, 3, 'One coherent implementation');
  return layoutRequirementWeb({ ...web, kind: 'flow', width, mirror, em, measure: estimateTextWidth });
};
/** The numbers of an SVG path, in order. */
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
const mirrored = (box: Box, width: number): Box => ({ ...box, x: width - box.x - box.width });
const close = (a: number, b: number) => Math.abs(a - b) <= 0.11;

describe('layoutRequirementWeb: a mirrored flow (right to left)', () => {
  // Side by side (720, 1200) and stacked (320: the hub under the column); a 32 px host too.
  for (const [n, width, em] of [[5, 720, 16], [20, 1200, 16], [12, 320, 16], [8, 720, 32]] as const) {
    it(`${n} requirements, ${width} px, ${em} px text: every node, label, the hub and each edge at width − x`, () => {
      const ltr = layoutOf(n, width, false, em);
      const rtl = layoutOf(n, width, true, em);
      const w = ltr.width;
      expect(rtl.width).to.equal(w);
      expect(rtl.height).to.equal(ltr.height);
      expect(close(rtl.hub.x, w - ltr.hub.x)).to.equal(true);
      ltr.nodes.forEach((node, i) => {
        const other = rtl.nodes[i]!;
        expect(close(other.x, w - node.x), `node ${i}`).to.equal(true);
        expect(other.y).to.equal(node.y);
        // The label on the other side, its anchor swapped, its lines as they were.
        expect(!!other.label).to.equal(!!node.label);
        if (node.label && other.label) {
          const box = mirrored(node.label.box, w);
          expect(Math.abs(other.label.box.x - box.x), `label ${i}`).to.be.below(1);
          expect(other.label.lines).to.deep.equal(node.label.lines);
          expect(other.label.anchor).to.equal(node.label.anchor === 'start' ? 'end' : node.label.anchor === 'end' ? 'start' : 'middle');
        }
      });
      // Each edge's points mirrored: x's at width − x, y's unchanged (paths alternate x, y).
      ltr.hubEdges.forEach((edge, i) => {
        const a = numbers(edge.d);
        const b = numbers(rtl.hubEdges[i]!.d);
        expect(b.length).to.equal(a.length);
        a.forEach((v, j) => expect(close(b[j]!, j % 2 ? v : w - v), `edge ${i}, number ${j}: ${b[j]} vs ${v}`).to.equal(true));
      });
      ltr.links.forEach((link, i) => expect(numbers(rtl.links[i]!.d).length).to.equal(numbers(link.d).length));
    });
  }

  it('the requirements are on the right of the hub, and no label overlaps another, a node or the hub', () => {
    for (const width of [320, 375, 720, 1600]) {
      const layout = layoutOf(20, width, true);
      const labels = layout.nodes.flatMap((node) => (node.label ? [node.label.box] : []));
      expect(labels.length, `${width}`).to.be.greaterThan(0);
      for (const node of layout.nodes) expect(node.x, `${width}`).to.be.greaterThan(layout.width / 2);
      labels.forEach((box, i) => {
        expect(box.x, `${width}: label ${i} inside`).to.be.at.least(0);
        expect(box.x + box.width, `${width}: label ${i} inside`).to.be.at.most(layout.width);
        expect(boxesOverlap(box, layout.hub.box), `${width}: label ${i} vs hub`).to.equal(false);
        for (let j = i + 1; j < labels.length; j++) expect(boxesOverlap(box, labels[j]!), `${width}: labels ${i}, ${j}`).to.equal(false);
      });
    }
  });

  it('a radial web is the same either way', () => {
    const web = syntheticRequirementWeb(20, 3, 'hub');
    const picture = (mirror: boolean) => JSON.parse(JSON.stringify(layoutRequirementWeb({ ...web, kind: 'radial', width: 720, mirror, measure: estimateTextWidth }))) as unknown;
    expect(picture(true)).to.deep.equal(picture(false));
  });
});
