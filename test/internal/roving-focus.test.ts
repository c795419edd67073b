import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement, css, html as litHtml } from 'lit';
import { RovingFocusController, type Direction } from '../../src/internal/roving-focus.js';

/**
 * The two other shapes the elements need, on a bare LitElement: a vertical list that stops at its
 * ends (no wrap), and nodes placed in two dimensions whose arrows go by position on screen
 * (requirement-web's nodes), through the `spatial` option.
 */
class RovingProbe extends LitElement {
  static override styles = css`
    #grid { position: relative; width: 300px; height: 300px; }
    #grid button { position: absolute; width: 40px; height: 30px; }
  `;
  readonly list = new RovingFocusController(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('#list button')],
    orientation: 'vertical',
    wrap: false,
  });
  readonly nodes = new RovingFocusController(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('#grid button')],
    spatial: nearest,
  });
  override render() {
    // Nodes out of DOM order on screen: DOM order A B C D, screen positions below.
    const at = [
      ['Alpha', 10, 10],
      ['Delta', 200, 200],
      ['Beta', 200, 10],
      ['Gamma', 10, 200],
    ] as const;
    return litHtml`<div id="list" @keydown=${this.list.handleKeydown} @focusin=${this.list.handleFocusin}>
        <button>One</button><button>Two</button><button>Three</button>
      </div>
      <div id="grid" @keydown=${this.nodes.handleKeydown}>
        ${at.map(([name, x, y]) => litHtml`<button style="left:${x}px; top:${y}px">${name}</button>`)}
      </div>`;
  }
}
customElements.define('roving-probe', RovingProbe);

/** The nearest item whose centre lies in `direction` from `from`'s (a cone of 45° each side). */
function nearest(from: HTMLElement, direction: Direction, items: HTMLElement[]): HTMLElement | undefined {
  const centre = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  const origin = centre(from);
  let best: HTMLElement | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    if (item === from) continue;
    const { x, y } = centre(item);
    const [along, across] = direction === 'left' ? [origin.x - x, y - origin.y] : direction === 'right' ? [x - origin.x, y - origin.y] : direction === 'up' ? [origin.y - y, x - origin.x] : [y - origin.y, x - origin.x];
    if (along <= 0 || Math.abs(across) > along) continue;
    const distance = Math.hypot(along, across);
    if (distance < bestDistance) [best, bestDistance] = [item, distance];
  }
  return best;
}

describe('RovingFocusController: vertical lists and spatial moves', () => {
  const focusedText = (el: HTMLElement) => (el.shadowRoot!.activeElement as HTMLElement | null)?.textContent;

  it('a vertical list: ↑/↓ move, ←/→ are not its keys, the ends stop without wrap', async () => {
    const el = await fixture<RovingProbe>(html`<roving-probe></roving-probe>`);
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('#list button')];
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    buttons[0]!.focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedText(el)).to.equal('One');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedText(el)).to.equal('One');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText(el)).to.equal('Three');
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([-1, -1, 0]);
  });

  it('spatial: arrows go by position on screen, not DOM order; no node that way, no move', async () => {
    const el = await fixture<RovingProbe>(html`<roving-probe></roving-probe>`);
    const alpha = el.shadowRoot!.querySelector<HTMLButtonElement>('#grid button')!;
    alpha.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedText(el)).to.equal('Beta');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText(el)).to.equal('Delta');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedText(el)).to.equal('Gamma');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedText(el)).to.equal('Gamma');
    await sendKeys({ press: 'Home' });
    expect(focusedText(el)).to.equal('Alpha');
    await sendKeys({ press: 'End' });
    expect(focusedText(el)).to.equal('Gamma');
  });
});
