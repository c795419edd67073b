// Offline (neither the acts' chunk nor the on-demand chunk can be loaded): a page of its own,
// where loads of the chunks fail until the test lets them through. A click, Enter or Space on a node
// is said in the error panel, not lost in silence; the web stays as it was (nothing selected, no
// event); the next act asks for the chunk again and, once it loads, selects.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import { onDemand, webActs } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';
import { waitUntil } from '../support/wait.js';

const nodes = (el: RequirementWeb) => [...el.shadowRoot!.querySelectorAll<SVGGElement>('[part="node"]')];
const node = (el: RequirementWeb, id: string) => nodes(el).find((n) => n.dataset.id === id)!;
const error = (el: RequirementWeb) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? '';

// Failed as LazyModule's load fails offline (a view wanting the chunk then draws without it), until `online`.
const chunks = [holdOrFail(webActs), holdOrFail(onDemand)];

describe('requirement-web: acts without the on-demand chunk', () => {
  it('a click and Enter are said in the error panel and the web stays; the next act, once the chunk loads, selects', async () => {
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${syntheticRequirementWeb(12)}></requirement-web>`);
    await waitUntil(() => nodes(el).length === 12);
    const said: (string | null)[] = [];
    el.addEventListener('requirement-select', (event) => said.push((event as CustomEvent<{ id: string | null }>).detail.id));
    node(el, 'r3').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(error(el)).to.contain('selecting and downloads could not load');
    expect([el.selected, said, nodes(el).length]).to.deep.equal([null, [], 12]);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true });
    node(el, 'r5').focus();
    node(el, 'r5').dispatchEvent(enter);
    await el.updateComplete;
    expect(enter.defaultPrevented, 'kept from the page').to.equal(true);
    expect([el.selected, said]).to.deep.equal([null, []]);
    expect(node(el, 'r5').getAttribute('aria-pressed')).to.equal('false');
    // Download PNG likewise: said (a csw-error of its own), the web as it was.
    const errors: string[] = [];
    el.addEventListener('csw-error', (event) => errors.push((event as CustomEvent<{ message: string }>).detail.message));
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="toolbar"] button')].find((b) => b.textContent!.trim() === 'Download PNG')!.click();
    await el.updateComplete;
    expect(errors.join()).to.contain('downloads could not load');
    expect(nodes(el)).to.have.length(12);

    for (const chunk of chunks) {
      chunk.online = true;
      chunk.release();
    }
    node(el, 'r5').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect([el.selected, said]).to.deep.equal(['r5', ['r5']]);
    expect(node(el, 'r5').getAttribute('aria-pressed')).to.equal('true');
    expect(el.announcement).to.contain('selected');
  });
});
