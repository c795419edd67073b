// The web's nodes under the library's one roving-focus controller (RovingFocusController with the
// tab stop written by the drawing's template): at the largest size the web takes, and while an
// overview is still drawing in steps.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';

const root = (el: RequirementWeb) => el.shadowRoot!;
const nodes = (el: RequirementWeb) => [...root(el).querySelectorAll<SVGGElement>('[part="node"]')];
const focusedId = (el: RequirementWeb) => (root(el).activeElement as SVGGElement | null)?.dataset.id;
const tabStops = (el: RequirementWeb) => nodes(el).filter((n) => n.getAttribute('tabindex') === '0').map((n) => n.dataset.id);

describe('requirement-web: keys over 20,000 nodes', () => {
  it('arrows, Home and End move one tab stop through the whole overview, wrapping at the ends', async function () {
    // Its work is the largest web drawn in steps and five updates of 20,000 nodes: at load 45 it ran
    // past mocha's 30 s (a bound on time, not on behaviour). Its bounds are its work's, on any machine.
    this.timeout(120_000);
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 900px" .data=${syntheticRequirementWeb(20_000, 1)}></requirement-web>`);
    // Counted, not listed: each poll would otherwise copy 20,000 nodes into an array.
    const drawn = () => root(el).querySelectorAll('[part="node"]').length;
    await waitUntil(() => drawn() === 20_000, 'every node drawn', { timeout: 90_000, interval: 250 });
    expect(tabStops(el)).to.deep.equal(['r1']);
    nodes(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    // (A first key may come before the on-demand chunk with the keys: updateComplete waits for it.)
    await el.updateComplete;
    expect(focusedId(el)).to.equal('r20000');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedId(el)).to.equal('r1');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedId(el)).to.equal('r3');
    await sendKeys({ press: 'End' });
    expect(focusedId(el)).to.equal('r20000');
    await el.updateComplete;
    // The template moved the tab stop: still exactly one among 20,000.
    expect(tabStops(el)).to.deep.equal(['r20000']);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.selected).to.equal('r20000');
  });

  // (Before the on-demand chunk with the keys is in, see requirement-web.first-act.test.ts: here the first test has loaded it.)
  it('an arrow pressed the moment a node is focused is kept from the page and moves focus', async () => {
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${syntheticRequirementWeb(12)}></requirement-web>`);
    await waitUntil(() => nodes(el).length === 12);
    // Focus and key in one task.
    nodes(el)[0]!.focus();
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true });
    nodes(el)[0]!.dispatchEvent(key);
    expect(key.defaultPrevented, 'the page does not scroll').to.equal(true);
    await el.updateComplete;
    expect(focusedId(el)).to.equal('r2');
    await sendKeys({ press: 'End' });
    expect(focusedId(el)).to.equal('r12');
  });

  it('a right-to-left web (lang="he" on the element): ← is next, → back, though the drawing stays ltr', async () => {
    const el = await fixture<RequirementWeb>(html`<requirement-web lang="he" style="width: 720px" .data=${syntheticRequirementWeb(40)}></requirement-web>`);
    await waitUntil(() => nodes(el).length === 40);
    expect(getComputedStyle(root(el).querySelector('svg')!).direction).to.equal('ltr');
    nodes(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedId(el)).to.equal('r2');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedId(el)).to.equal('r40');
  });
});
