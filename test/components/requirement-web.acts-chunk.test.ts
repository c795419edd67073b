// A flow, or a web with a requirement selected, draws its first view with requirement-web's on-demand
// chunk, but not with what a reader's acts do (web-acts.ts: the roving focus, the image saver and its
// exporter): those are a chunk of their own, so such a first view never waits for them (issue 40:
// from dist/browser/, each file 100 ms away, the flow web took 493–511 ms to draw on a 4× throttled
// CPU with them, 365 ms without: docs/performance.md). A file of its own (a page of its own): the acts' chunk is never loaded here, and the page's
// requests show no module of it was fetched for the view.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import { onDemand, webActs } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';

// The acts' chunk is asked for at idle and on a first act: here it never comes.
webActs.load = () => new Promise<never>(() => {});

/** The page's requests for modules of the acts' chunk (those only it imports). */
const actsRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/(web-acts|web-save|roving-focus|export-image|download)\.[jt]s/.test(name));

describe('requirement-web: the first view of a flow with a selection', () => {
  it('is drawn with the on-demand chunk, and fetches nothing of the acts\' chunk', async () => {
    const web = syntheticRequirementWeb(8);
    const el = await fixture<RequirementWeb>(html`<requirement-web layout="flow" selected="r3" style="width: 720px" .data=${web}></requirement-web>`);
    expect((await el.ready).error).to.equal(null);
    await el.updateComplete;
    expect(onDemand.module, 'the on-demand chunk').to.not.equal(undefined);
    expect(el.webLayout?.kind, 'a flow').to.equal('flow');
    expect(el.shadowRoot!.querySelector('[part="detail"]')?.textContent, 'the selection\'s panel').to.contain(web.requirements[2]!.label);
    expect(webActs.module, 'the acts\' chunk').to.equal(undefined);
    expect(actsRequests(), 'modules of the acts\' chunk fetched').to.deep.equal([]);
  });
});
