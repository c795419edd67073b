// What a reader's acts do is leaderboard-table's acts' chunk (board-acts.ts: sorting by a header,
// the legend, the searches, the downloads), fetched at idle after a board is first drawn and on the
// first pointer, focus or key in it. A file of its own (a page of its own): the chunk is not loaded
// when it starts, and its import is failed, then held, here. An act before it is in is kept, in
// order, and done once it arrives; updateComplete waits for that.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/leaderboard-table/define.js';
import { boardActs } from '../../src/components/leaderboard-table/board-input.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import type { SortChangeDetail } from '../../src/components/leaderboard-table/leaderboard-table.types.js';
import { columnCells, header } from '../support/board-view.js';
import { waitUntil } from '../support/wait.js';

/** Fourteen illustrative entries (not results): over 12, so the search field is drawn. */
const DATA = {
  entries: ['Kestrel', 'Astra', 'Osprey', 'Heron', 'Astra Mini', 'Finch', 'Wren', 'Lark', 'Robin', 'Swift', 'Egret', 'Crane', 'Ibis', 'Plover'].map((model, i) => ({
    model,
    framework: i % 2 ? 'Codex' : 'Aider',
    score: 80 - i * 3,
  })),
};

const root = (el: HTMLElement) => el.shadowRoot!;
const models = (el: HTMLElement) => columnCells(el, 'model').map((cell) => [...cell.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim());

// The chunk's loads: failed (offline) until `online`, then held until `release` (counted, to see the idle request).
let asked = 0;
let online = false;
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const load = boardActs.load.bind(boardActs);
boardActs.load = () => {
  asked++;
  return online ? held.then(load) : Promise.reject(new Error('offline'));
};

describe("leaderboard-table: a reader's first acts, before the acts' chunk is in", () => {
  it('asks for the chunk at idle after the first drawing; offline, a header click sorts nothing, says so in the error panel, and the next act asks again', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${DATA}></leaderboard-table>`);
    await waitUntil(() => asked > 0, 'the chunk requested at idle');
    const before = models(el);
    const idle = asked;
    header(el, 'model').querySelector('button')!.click();
    await el.updateComplete;
    expect(asked, 'asked again').to.be.greaterThan(idle);
    expect([el.sort, models(el)]).to.deep.equal(['score:desc', before]);
    expect(root(el).querySelector('[part="error"]')!.textContent).to.contain('sorting, searching and downloads could not load (the page may be offline)');
  });

  it('a first click on a header and a first keystroke in the search both take effect once it arrives, in order; updateComplete waits for them', async () => {
    online = true;
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${DATA}></leaderboard-table>`);
    const sorts: SortChangeDetail[] = [];
    el.addEventListener('sort-change', (event) => sorts.push(event.detail));
    const before = models(el);
    expect(before[0]).to.equal('Kestrel');

    header(el, 'model').querySelector('button')!.click();
    const search = root(el).querySelector<HTMLInputElement>('[part="search"]')!;
    search.focus();
    await sendKeys({ type: 'astra' });
    let complete = false;
    void el.updateComplete.then(() => (complete = true));
    await nextFrame();
    await nextFrame();
    expect(complete, 'updateComplete waits for the held acts').to.equal(false);
    expect(boardActs.module, 'held').to.equal(undefined);
    expect([el.sort, sorts, models(el)], 'nothing done yet').to.deep.equal(['score:desc', [], before]);

    release();
    await el.updateComplete;
    expect(complete).to.equal(true);
    expect(sorts, 'one sort-change, from the click').to.deep.equal([{ key: 'model', direction: 'asc' }]);
    expect(el.sort).to.equal('model:asc');
    expect(header(el, 'model').getAttribute('aria-sort')).to.equal('ascending');
    expect(models(el), 'sorted by model, then filtered by the text typed').to.deep.equal(['Astra', 'Astra Mini']);
    expect(search.value).to.equal('astra');
  });

  it('once it is in, a header click sorts at once, inside the click', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${DATA}></leaderboard-table>`);
    let during: SortChangeDetail | undefined;
    el.addEventListener('sort-change', (event) => (during = event.detail));
    header(el, 'model').querySelector('button')!.click();
    expect([during, el.sort]).to.deep.equal([{ key: 'model', direction: 'asc' }, 'model:asc']);
    await el.updateComplete;
    expect(models(el).slice(0, 3)).to.deep.equal(['Astra', 'Astra Mini', 'Crane']);
  });
});
