// An overview (2,000 requirements or 8,000 links and more) is drawn with requirement-web's on-demand
// chunk: its note, its rings and its drawing in steps come with it, and a first view without one
// leaves them out. A file of its own (a page of its own): the chunk is not loaded when it starts,
// and its import is held here until the test lets it go. Meanwhile the overview is held, never drawn
// without its note (which would then push the web down as it arrived) or all at once.
import { expect, nextFrame } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import { onDemand } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';
import { waitUntil } from '../support/wait.js';

const root = (el: RequirementWeb) => el.shadowRoot!;
const nodeCount = (el: RequirementWeb) => root(el).querySelectorAll('[part="node"]').length;

let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const load = onDemand.load.bind(onDemand);
onDemand.load = () => held.then(load);

describe('requirement-web: an overview, before the on-demand chunk is in', () => {
  it('is held until the chunk arrives, then drawn with its note and rings, its nodes in steps; updateComplete waits', async function () {
    this.timeout(60000);
    const el = document.createElement('requirement-web') as RequirementWeb;
    // What every update that drew nodes showed: how many, whether the note and the rings were there.
    const drawn: { nodes: number; note: boolean; rings: number }[] = [];
    el.addController({
      hostUpdated: () => {
        const nodes = nodeCount(el);
        const note = (root(el).querySelector('[part="base"]')?.textContent ?? '').includes('3,500 requirements and 3,500 links are too many');
        if (nodes) drawn.push({ nodes, note, rings: root(el).querySelectorAll('svg[part="web"] ellipse').length });
      },
    });
    el.style.width = '720px';
    el.data = syntheticRequirementWeb(3500, 1);
    document.body.append(el);
    try {
      let complete = false;
      void el.updateComplete.then(() => (complete = true));
      await nextFrame();
      await nextFrame();
      expect(complete, 'updateComplete waits for the chunk').to.equal(false);
      expect(nodeCount(el), 'nothing drawn without the chunk').to.equal(0);

      release();
      await el.updateComplete;
      expect(onDemand.module).to.not.equal(undefined);
      await waitUntil(() => nodeCount(el) === 3500, 'every node drawn, in steps');
      expect(drawn.length, 'more than one step').to.be.greaterThan(1);
      expect(drawn[0]!.nodes, 'the first step').to.be.below(3500);
      for (const view of drawn) {
        expect(view.note, 'the note with every drawing').to.equal(true);
        expect(view.rings, 'the rings with every drawing').to.be.greaterThan(0);
      }
      // The chunk's styles came with it: the rings are stroked, not filled.
      const ring = root(el).querySelector('svg[part="web"] ellipse')!;
      expect(getComputedStyle(ring).fill).to.equal('none');
      expect(getComputedStyle(ring).stroke).to.not.equal('none');
    } finally {
      el.remove();
    }
  });
});
