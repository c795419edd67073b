// Offline (the on-demand chunk with what a reader's acts do cannot be loaded): a page of its own,
// where every load of the chunk fails. A click, Enter or Space on a node still selects it; the
// selection is announced and reflected, drawn without the chunk's panel text and highlight.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import { onDemand } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';
import { waitUntil } from '../support/wait.js';

const nodes = (el: RequirementWeb) => [...el.shadowRoot!.querySelectorAll<SVGGElement>('[part="node"]')];
const node = (el: RequirementWeb, id: string) => nodes(el).find((n) => n.dataset.id === id)!;

// As LazyModule does on a failed import (a view wanting the chunk then draws without it).
onDemand.load = () => {
  onDemand.failed = true;
  return Promise.reject(new Error('offline'));
};

describe('requirement-web: acts without the on-demand chunk', () => {
  it('a click, then Enter on another node, select; an arrow is left alone', async () => {
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${syntheticRequirementWeb(12)}></requirement-web>`);
    await waitUntil(() => nodes(el).length === 12);
    const said: (string | null)[] = [];
    el.addEventListener('requirement-select', (event) => said.push((event as CustomEvent<{ id: string | null }>).detail.id));
    node(el, 'r3').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect([el.selected, said]).to.deep.equal(['r3', ['r3']]);
    node(el, 'r5').focus();
    node(el, 'r5').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    node(el, 'r5').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect([el.selected, said]).to.deep.equal(['r5', ['r3', 'r5']]);
    expect(node(el, 'r5').getAttribute('aria-pressed')).to.equal('true');
  });
});
