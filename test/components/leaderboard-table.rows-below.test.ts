// What only the rows below a board's first screen run (growing them in parts, their grid of the
// header's columns, their clip while stale) is a chunk (./rows-below.ts): a board that fits its
// first screen never loads it. A file of its own (a page of its own): the chunk is not loaded when
// it starts, and its import is failed, then held, here.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../src/components/leaderboard-table/define.js';
import { rowsBelow } from '../../src/components/leaderboard-table/lazy-module.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import { leaderboardStyles } from '../../src/components/leaderboard-table/leaderboard-table.styles.js';
import { FIRST_ROWS } from '../../src/lib/row-window.js';
import { bodyRows, rebinding } from '../support/board-view.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { waitUntil } from '../support/wait.js';

/** `n` illustrative entries (not results). */
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ model: `Model ${String(i).padStart(3, '0')}`, framework: i % 2 ? 'Codex' : 'Aider', score: (i * 37) % 100 }));

const root = (el: HTMLElement) => el.shadowRoot!;

// The chunk's loads: failed (offline) until `chunk.online`, then held until `chunk.release()`.
const chunk = holdOrFail(rowsBelow);

describe('leaderboard-table: the rows below the first screen, a chunk', () => {
  it("the first view's sheet has none of their rules", () => {
    expect(leaderboardStyles.cssText).not.to.contain('.rest');
  });

  it('a board that fits its first screen does not ask for it, re-sorted or not', async () => {
    const asked = chunk.asked;
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries: entries(FIRST_ROWS) }}></leaderboard-table>`);
    el.sort = 'model:asc';
    await el.updateComplete;
    await nextFrame();
    expect(bodyRows(el).length).to.equal(FIRST_ROWS);
    expect(chunk.asked).to.equal(asked);
  });

  it('offline, a longer board shows its first screen and says the rest could not load', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries: entries(100) }}></leaderboard-table>`);
    await el.updateComplete;
    const first = bodyRows(el).length;
    expect(first).to.be.within(10, FIRST_ROWS);
    expect(root(el).querySelector('[part="error"]')!.textContent).to.contain('the rows below the first screen could not be loaded');
    expect(root(el).querySelector('[part="count"]')!.textContent).to.equal('100 entries');
    expect(rowsBelow.module).to.equal(undefined);
  });

  it('held, the first screen is drawn and updateComplete waits; once it is here every row arrives, in the header\'s columns', async () => {
    chunk.online = true;
    const el = await fixture<LeaderboardTable>(html`<div style="width: 900px"><leaderboard-table motion="none" .data=${{ entries: entries(100) }}></leaderboard-table></div>`).then((div) => div.firstElementChild as LeaderboardTable);
    let complete = false;
    void el.updateComplete.then(() => (complete = true));
    await nextFrame();
    await nextFrame();
    expect(complete, 'updateComplete waits for the chunk').to.equal(false);
    const first = bodyRows(el).length;
    expect(first, 'the first screen is drawn meanwhile').to.be.within(10, FIRST_ROWS);
    const reserved = el.getBoundingClientRect().height;

    chunk.release();
    await el.updateComplete;
    expect(complete).to.equal(true);
    await waitUntil(() => bodyRows(el).length === 100 && !rebinding(el), 'every row arrives', { timeout: 15_000 });
    expect(root(el).querySelector('[part="error"]')).to.equal(null);
    // The room the spacer kept was the rows' own: nothing below the board moved as they came.
    expect(reserved).to.be.closeTo(el.getBoundingClientRect().height, el.getBoundingClientRect().height / 100);
    const below = root(el).querySelector('table')!.tBodies[1]!;
    expect(getComputedStyle(below).display, 'laid out apart from the table').to.equal('block');
    const heads = [...root(el).querySelector('thead tr')!.children].filter((th) => th.getClientRects().length);
    const row = below.rows[0]!;
    const cells = [...row.cells].filter((cell) => cell.getClientRects().length);
    expect(cells.length).to.equal(heads.length);
    cells.forEach((cell, i) => expect(cell.getBoundingClientRect().left, `column ${i + 1}`).to.be.closeTo(heads[i]!.getBoundingClientRect().left, 0.5));
  });
});
