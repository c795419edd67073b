// Their words (issue 37): `heading` and `description` win over the data's title and summary, live.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { accessibilityTree } from '../support/cdp.js';

const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('<requirement-web>: heading and description attributes', function () {
  this.timeout(60_000);

  it('win over the data\'s title and summary, live; removed, the data\'s come back', async () => {
    const data = {
      title: 'Their title',
      summary: 'Their summary',
      hub: { id: 'scheduler', label: 'job_scheduler.dispatch()' },
      requirements: [
        { id: 'fair-share', label: 'Fair share across tenants', detail: 'No tenant waits behind another for more than one round.' },
        { id: 'retry', label: 'Retry with exponential back-off', detail: 'Failed jobs return with a doubling delay.' },
      ],
      links: [{ source: 'fair-share', target: 'retry', label: 'retries count against the share' }],
    };
    const el = await fixture<RequirementWeb>(html`<div style="width: 900px"><requirement-web motion="none" .data=${data}></requirement-web></div>`).then((wrapper) => wrapper.firstElementChild as RequirementWeb);
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(text(root.querySelector('[part="title"]'))).to.equal('Their title');
    el.setAttribute('heading', 'Scheduler requirements (illustrative)');
    el.setAttribute('description', 'Two rules that meet in one dispatch call.');
    await el.updateComplete;
    expect(text(root.querySelector('[part="title"]'))).to.equal('Scheduler requirements (illustrative)');
    expect([...root.querySelectorAll('p')].map(text)).to.include('Two rules that meet in one dispatch call.');
    const tree = await accessibilityTree();
    expect(tree.filter((node) => node.role === 'heading').map((node) => node.name)).to.include('Scheduler requirements (illustrative)');
    el.removeAttribute('heading');
    el.removeAttribute('description');
    await el.updateComplete;
    expect(text(root.querySelector('[part="title"]'))).to.equal('Their title');
    expect([...root.querySelectorAll('p')].map(text)).to.include('Their summary');
    expect(root.querySelectorAll('[part~="node"]').length).to.equal(2);
  });
});
