// An element whose first view waits for a chunk it needs (the leaderboard's windowing or rare parts,
// the card's full reader for a quoted entry, a child table's reader) keeps its fallback meanwhile:
// it is `aria-busy="true"` until the view (or the error that stands in for it) is shown, as while a
// `src` downloads, and never else (the base's LoadingReserve, the attribute's one writer). A file
// of its own (a page of its own): the windowing chunk is not loaded when it starts.
import { expect, fixture, html } from '@open-wc/testing';
import type { PropertyValues } from 'lit';
import '../../src/components/leaderboard-table/define.js';
import { rowWindowing } from '../../src/components/leaderboard-table/lazy-module.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import { defineElement } from '../../src/internal/define-element.js';
import { CswTestElement, type TestData } from '../fixtures/test-element.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { waitUntil } from '../support/wait.js';

/** `n` illustrative entries (not results). */
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ model: `Model ${String(i).padStart(5, '0')}`, framework: i % 2 ? 'Codex' : 'Aider', score: (i * 37) % 100 }));
const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
/** Added to the page without awaiting `updateComplete` (which waits for the held view). */
function added<E extends HTMLElement>(tag: string, set: (el: E) => void): E {
  const el = document.createElement(tag) as E;
  set(el);
  document.body.append(el);
  return el;
}

/** The test element, holding data with an item named "held" back until `gate` settles (as the elements hold theirs for a chunk). */
class HeldTestElement extends CswTestElement {
  static gate: Promise<void> = Promise.resolve();
  #shown = false;
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const value = this.value;
    if (this.#shown || !value?.items.some((item) => item.name === 'held')) return;
    this.value = undefined;
    this.waitFor(
      HeldTestElement.gate.then(
        () => ((this.#shown = true), (this.value = value as TestData)),
        () => this.reportError('a part of the view could not be loaded'),
      ),
    );
  }
}
defineElement('csw-held-test-element', HeldTestElement);

describe('aria-busy while a first view waits for a chunk (review lead d)', () => {
  it('the base: busy from the first update while the view is held, not after it shows; an element not held is never busy', async () => {
    let open!: () => void;
    HeldTestElement.gate = new Promise((resolve) => (open = resolve));
    const el = added<HeldTestElement>('csw-held-test-element', (el) => {
      el.setAttribute('data', '{"items":[{"name":"held","value":3}]}');
      el.innerHTML = '<p>Fallback.</p>';
    });
    try {
      await waitUntil(() => el.hasUpdated, 'never updated');
      expect(el.getAttribute('aria-busy'), 'held: busy').to.equal('true');
      expect(el.querySelector('p')!.checkVisibility(), 'the fallback stays').to.equal(true);
      open();
      await el.updateComplete;
      expect(text(el)).to.contain('held: 3');
      expect(el.hasAttribute('aria-busy'), 'shown: not busy').to.equal(false);
    } finally {
      el.remove();
    }
    const plain = await fixture<HeldTestElement>(html`<csw-held-test-element data='{"items":[{"name":"plain","value":3}]}'></csw-held-test-element>`);
    expect(plain.hasAttribute('aria-busy')).to.equal(false);
  });

  it('the base: a hold that fails ends busy, with the error said', async () => {
    HeldTestElement.gate = Promise.reject(new Error('offline'));
    HeldTestElement.gate.catch(() => undefined);
    const el = await fixture<HeldTestElement>(html`<csw-held-test-element data='{"items":[{"name":"held","value":3}]}'></csw-held-test-element>`);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain('could not be loaded');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });

  it('leaderboard-table above 2,000 entries: busy while windowing is on its way, not once the board shows', async () => {
    const gate = holdOrFail(rowWindowing, { online: true });
    try {
      const el = added<LeaderboardTable>('leaderboard-table', (el) => {
        el.setAttribute('motion', 'none');
        el.data = { entries: entries(3000) };
      });
      await waitUntil(() => gate.asked > 0 && el.hasUpdated, 'the windowing chunk was never asked for');
      expect(el.getAttribute('aria-busy'), 'held for windowing').to.equal('true');
      expect(el.shadowRoot!.querySelector('[part="table"]'), 'no board yet').to.equal(null);
      gate.release();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part="table"]'), 'the board').to.not.equal(null);
      expect(el.hasAttribute('aria-busy')).to.equal(false);
      el.remove();
    } finally {
      gate.restore();
    }
  });
});
