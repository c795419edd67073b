// What a reader's acts say (a selection, a legend's toggle) comes with the acts' chunk (web-acts.ts
// registers its English part), not with the on-demand chunk that draws a selection: the two load
// side by side, and the acts may be in first. A file of its own (a page of its own): the on-demand
// chunk never arrives here, and a click still says its sentence in English, not a key.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import { onDemand, webActs } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';
import { waitUntil } from '../support/wait.js';

onDemand.load = () => new Promise<never>(() => {});

describe('requirement-web: the acts before the on-demand chunk', () => {
  it('say a selection in English', async () => {
    const web = syntheticRequirementWeb(6);
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${web}></requirement-web>`);
    const node = [...el.shadowRoot!.querySelectorAll<SVGGElement>('[part="node"]')].find((n) => n.dataset.id === 'r2')!;
    node.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await waitUntil(() => webActs.module !== undefined && el.selected === 'r2', 'the acts\' chunk selects');
    expect(onDemand.module, 'the on-demand chunk').to.equal(undefined);
    expect(el.announcement).to.match(new RegExp(`^${web.requirements[1]!.label} selected: `));
    expect(el.announcement).to.not.contain('web.');
  });
});
