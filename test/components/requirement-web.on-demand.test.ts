// What requirement-web draws only on demand (a selection's panel and highlight, the flow layout) is a
// chunk loaded on first use (on-demand-loader.ts). A file of its own: each test file is a page of
// its own, so the first element here finds the chunk not loaded yet, and `updateComplete` (which
// `fixture` awaits) must wait for it: a view drawn without it would show no flow and an empty panel.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { copies, dots as dotsOf } from '../support/web-view.js';

const root = (el: RequirementWeb) => el.shadowRoot!;
const data = {
  title: 'Share fairly. Stay compatible.',
  hub: { id: 'builder', label: 'transactionbuilder' },
  requirements: [
    { id: 'fair', label: 'Proportionality', heading: 'A fair split needs a shared policy.', detail: 'Allocate hours in proportion to coin amounts.' },
    { id: 'min', label: 'Minimum allocation', heading: 'Nobody gets zero.', detail: 'Every output gets at least one hour.' },
    { id: 'compat', label: 'Compatibility', heading: 'One recipient stays as it was.', detail: 'The single-recipient path is unchanged.' },
  ],
  links: [{ source: 'fair', target: 'min', label: 'minimum allocations' }],
};

describe('requirement-web: the on-demand chunk', () => {
  it('a flow with a selection, as the first element of the page: updateComplete waits for the chunk, then both are drawn', async () => {
    const el = await fixture<RequirementWeb>(html`<requirement-web layout="flow" selected="fair" style="width: 720px" .data=${data}></requirement-web>`);
    // The flow: every dot in one column left of the hub.
    const hub = root(el).querySelector('[part="hub"] rect')!.getBoundingClientRect();
    const dots = dotsOf(el).map((dot) => dot.getBoundingClientRect());
    expect(dots).to.have.length(3);
    expect(new Set(dots.map((d) => Math.round(d.x))).size).to.equal(1);
    for (const dot of dots) expect(dot.right).to.be.below(hub.left);
    // The selection: its panel's text, and its node drawn again above the veil.
    const panel = root(el).querySelector('[part="detail"]')!;
    expect(panel.textContent).to.contain('A fair split needs a shared policy.');
    expect(panel.textContent).to.contain('Minimum allocation');
    expect(copies(el).map((copy) => copy.dataset.copyOf)).to.include('fair');
  });
});
