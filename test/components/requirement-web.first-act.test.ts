// What a reader's acts do (selecting, the keys, Download SVG / PNG) is in requirement-web's acts chunk (web-acts.ts), fetched at idle
// after the first drawing and on the first act, with the on-demand chunk that draws a selection. A
// file of its own (a page of its own): neither chunk is loaded when it starts, and their imports are
// held here until the test lets them go, so the acts below all come before they are in. None may be lost: each takes effect, in order, once it arrives,
// and updateComplete waits for that.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/components/requirement-web/define.js';
import { onDemand, webActs } from '../../src/components/requirement-web/on-demand-loader.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';
import { waitUntil } from '../support/wait.js';
import { dotOf, toolbarButtons } from '../support/web-view.js';

const root = (el: RequirementWeb) => el.shadowRoot!;
const nodes = (el: RequirementWeb) => [...root(el).querySelectorAll<SVGGElement>('[part="node"]')];
const node = (el: RequirementWeb, id: string) => nodes(el).find((n) => n.dataset.id === id)!;
const focusedId = (el: RequirementWeb) => (root(el).activeElement as SVGGElement | null)?.dataset.id;

// The hold: every load of either chunk waits for `release` (the acts' loads counted, to see the idle request).
let asked = 0;
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const loadActs = webActs.load.bind(webActs);
webActs.load = () => {
  asked++;
  return held.then(loadActs);
};
const loadOnDemand = onDemand.load.bind(onDemand);
onDemand.load = () => held.then(loadOnDemand);

describe('requirement-web: the first acts, before the on-demand chunk is in', () => {
  it('a click, a tap beside a dot, Enter and an arrow all take effect once it arrives, in order; updateComplete waits for them', async () => {
    const web = syntheticRequirementWeb(12);
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${web}></requirement-web>`);
    await waitUntil(() => nodes(el).length === 12);
    // Asked for once the page is idle after the first drawing, with no act yet.
    await waitUntil(() => asked > 0, 'the chunk requested at idle');
    expect([webActs.module, onDemand.module], 'held').to.deep.equal([undefined, undefined]);
    const said: (string | null)[] = [];
    el.addEventListener('requirement-select', (event) => said.push((event as CustomEvent<{ id: string | null }>).detail.id));

    // A click with the real mouse on r3's dot.
    const dot = dotOf(node(el, 'r3')).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(dot.x + dot.width / 2), Math.round(dot.y + dot.height / 2)] });
    // A finger's tap a few px beside r7's dot (off it, on no label): the nearest node takes it.
    const seven = dotOf(node(el, 'r7')).getBoundingClientRect();
    const at = { clientX: seven.right + 3, clientY: seven.bottom + 3, bubbles: true, composed: true, pointerType: 'touch' };
    const under = root(el).elementFromPoint(at.clientX, at.clientY)!;
    expect(under.closest('[part="node"]'), 'the tap is off the node').to.equal(null);
    under.dispatchEvent(new PointerEvent('pointerdown', at));
    under.dispatchEvent(new PointerEvent('click', at));
    // Enter on r5, then an arrow: both kept from the page now.
    node(el, 'r5').focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true });
    node(el, 'r5').dispatchEvent(enter);
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true });
    node(el, 'r5').dispatchEvent(arrow);
    expect([enter.defaultPrevented, arrow.defaultPrevented], 'the page neither scrolls nor activates').to.deep.equal([true, true]);
    // Download SVG: saved once the chunk is here, as the view is then (r5 selected).
    const saved: { name: string; href: string }[] = [];
    const anchorClick = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    };
    after(() => (HTMLAnchorElement.prototype.click = anchorClick));
    toolbarButtons(el).find((b) => b.textContent!.trim() === 'Download SVG')!.click();

    // Nothing has happened yet, and updateComplete waits for the acts.
    let complete = false;
    void el.updateComplete.then(() => (complete = true));
    await nextFrame();
    await nextFrame();
    expect(complete, 'updateComplete waits for the held acts').to.equal(false);
    expect([el.selected, said, saved]).to.deep.equal([null, [], []]);

    release();
    await el.updateComplete;
    expect(complete).to.equal(true);
    expect(said, 'each act, in order').to.deep.equal(['r3', 'r7', 'r5']);
    expect(el.selected).to.equal('r5');
    expect(node(el, 'r5').getAttribute('aria-pressed')).to.equal('true');
    expect(root(el).querySelector('[part="detail"]')!.textContent, 'the panel drawn').to.contain(web.requirements[4]!.label);
    expect(focusedId(el), 'the arrow moved focus on').to.equal('r6');
    expect(saved.map((file) => file.name), 'the download, after the acts before it').to.deep.equal(['12-requirements-illustrative.svg']);
    const file = await (await fetch(saved[0]!.href)).text();
    expect(file, 'the view when it was saved: r5 selected').to.contain('data-copy-of="r5"');
  });

  it('once it is in, a click selects at once', async () => {
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 720px" .data=${syntheticRequirementWeb(12)}></requirement-web>`);
    await waitUntil(() => nodes(el).length === 12);
    expect(webActs.module).to.not.equal(undefined);
    node(el, 'r2').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(el.selected).to.equal('r2');
  });
});
