// A pointer over a node widens its dot's ring, as its callout shows its name: both are drawn with
// requirement-web's on-demand chunk (the ring's rule is among its styles, web-on-demand.styles.ts),
// which the pointer's first move over the web asks for. A file of its own (a page of its own): the
// chunk is not loaded when it starts, and its import is held here until the test lets it go.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../src/components/requirement-web/define.js';
import { onDemand } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';
import { waitUntil } from '../support/wait.js';
import { dotOf } from '../support/web-view.js';

const nodes = (el: RequirementWeb) => [...el.shadowRoot!.querySelectorAll<SVGGElement>('[part="node"]')];
const node = (el: RequirementWeb, id: string) => nodes(el).find((n) => n.dataset.id === id)!;
const ring = (el: RequirementWeb, id: string) => parseFloat(getComputedStyle(dotOf(node(el, id))).strokeWidth);

let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const load = onDemand.load.bind(onDemand);
onDemand.load = () => held.then(load);

describe('requirement-web: a pointer over a node', () => {
  after(() => resetMouse());

  it('widens its ring once the on-demand chunk is in, which the move asks for', async () => {
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${syntheticRequirementWeb(12)}></requirement-web>`);
    await waitUntil(() => nodes(el).length === 12);
    const rest = ring(el, 'r4');
    const dot = dotOf(node(el, 'r3')).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(dot.x + dot.width / 2), Math.round(dot.y + dot.height / 2)] });
    expect(node(el, 'r3').matches(':hover'), 'the pointer is over r3').to.equal(true);
    // Not before the chunk: the ring waits for it, as the hover's callout does.
    expect(ring(el, 'r3'), 'the ring while the chunk is on its way').to.equal(rest);

    release();
    await el.updateComplete;
    expect(node(el, 'r3').matches(':hover')).to.equal(true);
    expect(ring(el, 'r3'), 'the ring over a hovered node').to.be.closeTo(rest * 1.5, 0.01);
    expect(ring(el, 'r4'), 'a node not hovered').to.equal(rest);
  });
});
