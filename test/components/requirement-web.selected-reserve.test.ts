// A web an author opens on a selection (`selected`) is drawn with its selection's panel, which comes
// with the on-demand chunk: its data is held until the chunk is here, in the room kept for the
// finished view, as while its `src` loads. Before, the web at rest was drawn as soon as its data
// came, and its panel a round trip later: the page below moved twice (a layout shift of 0.018 at
// 375 px, more when the held view first shrank to the fallback). A file of its own (a page of its
// own): the chunk's load is held here until the test lets it go, after the data has come.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import { onDemand } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { fallbackRoom } from '../support/loading-view.js';
import { waitUntil } from '../support/wait.js';

const chunk = holdOrFail(onDemand, { online: true });
const height = (el: Element) => el.getBoundingClientRect().height;

describe('requirement-web: opened on a selection, its data in before the on-demand chunk', () => {
  it('keeps the room of its finished view, then draws the web and its panel at once', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 359px">
      <requirement-web selected="proportionality" src="/demo/data/skycoin-web.json"><p>Fallback: five requirements around transactionbuilder.</p></requirement-web>
    </div>`);
    const el = box.firstElementChild as RequirementWeb;
    // The data has come (its file fetched) and the web asked for the chunk, which is held.
    await waitUntil(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('skycoin-web.json')) && chunk.asked > 0, 'the data fetched, the chunk asked for');
    await nextFrame();
    await nextFrame();
    expect(el.getAttribute('aria-busy'), 'busy while held').to.equal('true');
    expect(fallbackRoom(el), 'the room kept around the fallback').to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[part="node"]'), 'no web drawn without its panel').to.equal(null);
    const held = height(el);

    chunk.release();
    await el.ready;
    await el.updateComplete;
    await nextFrame();
    expect(el.shadowRoot!.querySelector('[part="detail"]')?.textContent, 'the panel, with the web').to.contain('Proportionality');
    const final = height(el);
    expect(Math.abs(held - final) / final, `${Math.round(held)} px held, ${Math.round(final)} px drawn`).to.be.below(0.1);
    expect(fallbackRoom(el)).to.equal(null);
  });
});
