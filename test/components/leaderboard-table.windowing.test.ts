// A board of more than 2,000 entries windows its rows: the window's measures, scroll listener and
// styles are a chunk (./row-windowing.ts), which the board is held for. A file of its own (a page
// of its own): the chunk is not loaded when it starts, and its import is failed, then held, here.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/components/leaderboard-table/define.js';
import { rowWindowing } from '../../src/components/leaderboard-table/lazy-module.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import { leaderboardStyles } from '../../src/components/leaderboard-table/leaderboard-table.styles.js';
import { bodyRows, columnCells } from '../support/board-view.js';
import { layoutBoard } from '../fixtures/leaderboards.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { waitUntil } from '../support/wait.js';

/** `n` illustrative entries (not results). */
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ model: `Model ${String(i).padStart(5, '0')}`, framework: i % 2 ? 'Codex' : 'Aider', score: (i * 37) % 100 }));

const root = (el: HTMLElement) => el.shadowRoot!;
const models = (el: HTMLElement) => columnCells(el, 'model').map((cell) => [...cell.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim());

// The chunk's loads: failed (offline) until `chunk.online`, then held until `chunk.release()`.
const chunk = holdOrFail(rowWindowing);

/** A windowed board of real-shaped entries (two fields, long names), put in `box` and drawn; with `fit`, once fitted. */
async function realShapedBoardIn(box: HTMLElement, fit = false): Promise<LeaderboardTable> {
  const el = document.createElement('leaderboard-table');
  el.motion = 'none';
  if (fit) el.setAttribute('fit', '');
  el.data = layoutBoard(2, 2500);
  box.append(el);
  await el.updateComplete;
  if (fit) await waitUntil(() => el.hasAttribute('data-fitted') && !el.hasAttribute('data-fit-busy'), 'fitted', { timeout: 20_000 });
  await nextFrame();
  await el.updateComplete;
  return el;
}

describe('leaderboard-table: windowing, a chunk a board above 2,000 entries is held for', () => {
  it("the first view's sheet has none of a windowed body's rules", () => {
    expect(leaderboardStyles.cssText).not.to.contain('.windowed');
  });

  it('offline, a board above 2,000 entries is not shown: the last view stays and the failure is said', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries: entries(10) }}></leaderboard-table>`);
    const before = models(el);
    el.data = { entries: entries(3000) };
    await el.updateComplete;
    expect(models(el), 'the last view stays').to.deep.equal(before);
    expect(root(el).querySelector('[part="error"]')!.textContent).to.contain('a part of the board could not be loaded');
    expect(rowWindowing.module).to.equal(undefined);
  });

  it('held, the last view stays and updateComplete waits; once it is here the board is drawn windowed and styled, whole', async () => {
    chunk.online = true;
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries: entries(10) }}></leaderboard-table>`);
    const before = models(el);
    el.data = { entries: entries(3000) };
    let complete = false;
    void el.updateComplete.then(() => (complete = true));
    await nextFrame();
    await nextFrame();
    expect(complete, 'updateComplete waits for the chunk').to.equal(false);
    expect(models(el), 'nothing of the long board yet').to.deep.equal(before);

    chunk.release();
    await el.updateComplete;
    expect(complete).to.equal(true);
    expect(root(el).querySelector('[part="error"]')).to.equal(null);
    const rows = bodyRows(el);
    expect(rows.length, 'a window of rows').to.be.within(10, 100);
    expect(root(el).querySelector('table')!.getAttribute('aria-rowcount')).to.equal('3001');
    expect(rows[0]!.getAttribute('aria-rowindex')).to.equal('2');
    // The chunk's styles: the rows scroll inside the element, under a header that stays.
    const scroller = root(el).querySelector<HTMLElement>('[role="region"]')!;
    expect(getComputedStyle(scroller).overflowY).to.equal('auto');
    expect(scroller.scrollHeight, 'spacers stand for the rows not rendered').to.be.above(scroller.clientHeight * 10);
    expect(getComputedStyle(root(el).querySelector('thead th')!).position).to.equal('sticky');
    // Each score and its bar fit their cell: an empty interval or tie took room on the line, and
    // the cell's ellipsis then cut the whole bar to "…".
    for (const bar of [...root(el).querySelectorAll('[part="bar"]')].slice(0, 5)) {
      const cell = bar.closest('td')!;
      expect(cell.scrollWidth, 'the score cell does not overflow').to.be.at.most(cell.clientWidth);
      expect(bar.getBoundingClientRect().width, 'the bar is drawn').to.be.above(0);
    }
    // Scrolled to the end, the window follows.
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await el.updateComplete;
    await nextFrame();
    await el.updateComplete;
    expect(bodyRows(el).at(-1)!.getAttribute('aria-rowindex')).to.equal('3001');
  });

  it('a wide windowed row with an interval keeps its bar and the interval beside it on its one line', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 1000px"></div>`);
    const el = document.createElement('leaderboard-table');
    el.motion = 'none';
    el.data = { entries: entries(3000).map((entry, i) => (i === 0 ? { ...entry, score: 99.9, low: 95.5, high: 100 } : entry)) };
    box.append(el);
    await el.updateComplete;
    const row = bodyRows(el).find((tr) => tr.textContent!.includes('95.5'))!;
    const bar = row.querySelector('[part="bar"]')!;
    const cell = bar.closest('td')!;
    expect(cell.scrollWidth, 'the score cell does not overflow (its ellipsis would cut the bar)').to.be.at.most(cell.clientWidth);
    expect(bar.getBoundingClientRect().width, 'the bar is drawn').to.be.above(0);
  });

  it("in a phone's width the columns shown take the table's whole width: the spacer rows make no columns of their own where the header's are hidden", async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`);
    const el = document.createElement('leaderboard-table');
    el.motion = 'none';
    el.data = { entries: entries(3000) };
    box.append(el);
    await el.updateComplete;
    const table = root(el).querySelector('[role="region"] table')!;
    const shown = [...table.querySelectorAll('thead th')].filter((th) => getComputedStyle(th).display !== 'none');
    expect(shown.length, "the phone's form hides the group and gap columns").to.be.below(5);
    const widths = shown.reduce((sum, th) => sum + th.getBoundingClientRect().width, 0);
    expect(widths, 'the columns shown fill the table').to.be.closeTo(table.getBoundingClientRect().width, 2);
  });

  it("in a phone's width a long group name under a model is cut with an ellipsis, not mid-letter at the cell's edge", async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 320px"></div>`);
    const el = document.createElement('leaderboard-table');
    el.motion = 'none';
    const long = 'SWE-agent with a much longer framework name';
    el.data = { entries: entries(3000).map((entry, i) => (i % 2 ? { ...entry, framework: long } : entry)) };
    box.append(el);
    await el.updateComplete;
    const header = bodyRows(el)
      .map((row) => row.querySelector('[role="rowheader"]')!)
      .find((th) => th.textContent!.includes(long))!;
    // The row is one line of a set height here, so the name cannot wrap as it does unwindowed: the
    // element that holds it (a block under the model) must cut it itself (the cell's ellipsis is
    // not its child block's).
    const holder = [...header.querySelectorAll('*')].find((node) => node.textContent === long && getComputedStyle(node).display !== 'none')!;
    expect(holder, 'the group is shown under the model').to.exist;
    expect(holder.scrollWidth, 'the name is longer than its room').to.be.above(holder.clientWidth);
    const style = getComputedStyle(holder);
    expect([style.overflowX, style.textOverflow]).to.deep.equal(['hidden', 'ellipsis']);
    expect(holder.getBoundingClientRect().right, 'and it stays inside its cell').to.be.at.most(header.getBoundingClientRect().right + 0.5);
  });

  // Real-shaped rows (names with - / . that wrap unwindowed, intervals, a tie with the leader, two
  // fields with missing values): the window counts rows of one height, measured on the first. A
  // name broken at its break opportunities, a tie's note wrapped, fields wrapped side by side or an
  // interval on a line of its own made rows of 40 to 81 px in one board (109 to 170 px at 320), and
  // with the rows measured before the fields went under the model the scroll range grew by up to
  // three quarters at the first scroll; a spacer stood one row tall under the last row.
  for (const width of [1280, 680, 375, 320]) {
    it(`at ${width} px every row of a real-shaped windowed board has the same height, and scrolling to the end keeps it`, async function () {
      this.timeout(30_000);
      const el = await realShapedBoardIn(await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`));
      const heights = () => bodyRows(el).map((row) => Math.round(row.getBoundingClientRect().height));
      const first = heights();
      expect(first.length, 'a window of rows').to.be.within(5, 200);
      expect(new Set(first).size, `one height (${first.join(', ')})`).to.equal(1);
      expect(bodyRows(el).some((row) => row.textContent!.includes('tied with leader')), 'a tie is among them').to.equal(true);
      // An interval's numbers stay in the row (shown beside the bar, or read out where the bar takes the line).
      expect(bodyRows(el).some((row) => /\d\.\d–\d/.test(row.textContent!)), 'an interval is among them').to.equal(true);
      const scroller = root(el).querySelector<HTMLElement>('[role="region"]')!;
      const range = scroller.scrollHeight;
      scroller.scrollTop = scroller.scrollHeight;
      scroller.dispatchEvent(new Event('scroll'));
      for (let i = 0; i < 3; i++) {
        await el.updateComplete;
        await nextFrame();
      }
      const last = heights();
      expect(new Set(last).size, `one height at the end (${last.join(', ')})`).to.equal(1);
      expect(last[0], 'the same height as at the top').to.equal(first[0]);
      expect(scroller.scrollHeight, 'the scroll range did not jump').to.be.closeTo(range, first[0]!);
      // The last row at the bottom of the box: no blank row under it.
      const rows = bodyRows(el);
      expect(rows.at(-1)!.getAttribute('aria-rowindex')).to.equal('2501');
      expect(rows.at(-1)!.getBoundingClientRect().bottom, 'the last row ends the box').to.be.closeTo(scroller.getBoundingClientRect().bottom, 2);
    });
  }

  // A deck's fitted board (fit in a 1280 × 720 slide: fields run on after the name, the score column
  // at its least): the number and its bar were wider than the cell, whose ellipsis drew "88.4% …".
  it('fitted into a 1280 × 720 slide, a windowed row without an interval still draws its bar', async function () {
    this.timeout(30_000);
    const el = await realShapedBoardIn(await fixture<HTMLDivElement>(html`<div style="width: 1232px; height: 672px; font-size: 22px"></div>`), true);
    const plain = bodyRows(el).filter((row) => !/\d\.\d–\d/.test(row.textContent!));
    expect(plain.length, 'rows without an interval').to.be.above(3);
    for (const row of plain.slice(0, 6)) {
      const bar = row.querySelector<SVGRectElement>('[part="bar"]')!.ownerSVGElement!;
      const cell = bar.closest('td')!;
      expect(bar.getBoundingClientRect().width, `a bar beside ${row.querySelector('[role="rowheader"]')!.textContent!.slice(0, 30)}`).to.be.above(8);
      expect(bar.getBoundingClientRect().right, 'inside its cell').to.be.at.most(cell.getBoundingClientRect().right + 0.5);
    }
  });

  // A windowed row is one line a part, so a name is cut where its column ends: at 1280 px the model
  // column kept its 17em beside a 300 px bar, and "DeepSeek-Coder-V2-Instr…" could not be told from
  // its fine-tunes. It takes the room the score does not need now.
  it('at 1280 px a windowed row shows a name of up to 40 characters whole, and still each bar', async () => {
    // (A page's sans-serif: wider than the runner's default serif, in which 17em held these names.)
    const el = await realShapedBoardIn(await fixture<HTMLDivElement>(html`<div style="width: 1280px; font: 16px/1.5 system-ui, sans-serif"></div>`));
    const rows = bodyRows(el).slice(0, 12);
    const names = models(el).slice(0, 12);
    expect(names, 'a long name among them').to.include('meta-llama/Meta-Llama-3.1-405B-Instruct');
    rows.forEach((row, i) => {
      const th = row.querySelector<HTMLElement>('[role="rowheader"]')!;
      if (names[i]!.length <= 40) expect(th.scrollWidth, `"${names[i]}" whole`).to.be.at.most(th.clientWidth);
    });
    for (const row of rows) {
      const bar = row.querySelector<SVGRectElement>('[part="bar"]')!.ownerSVGElement!;
      expect(bar.getBoundingClientRect().width, 'a bar drawn').to.be.above(24);
      expect(bar.getBoundingClientRect().right, 'inside its cell').to.be.at.most(bar.closest('td')!.getBoundingClientRect().right + 0.5);
    }
  });

  // Fitted into a box, a windowed board had no size at which it was whole: its rows scroll by design.
  // Every trial down to 12 px (0.6–1.1 s, unseen), then the element scrolled inside the box and the
  // rows inside the element. Its rows now take the room the rest of the board leaves, the text at
  // the size the fitting wants where three rows show whole.
  for (const [width, height] of [
    [1232, 672],
    [640, 360],
  ] as const) {
    it(`fitted into a ${width} × ${height} box, its rows take the room the rest leaves, nothing else scrolls`, async function () {
      this.timeout(30_000);
      const slide = await fixture<HTMLDivElement>(html`<div style="width: ${width}px; height: ${height}px; font-size: 22px; display: flex; flex-direction: column"><h2 style="margin: 0">A slide’s heading</h2></div>`);
      const el = await realShapedBoardIn(slide, true);
      expect(el.hasAttribute('data-fit-overflow'), 'not the last resort').to.equal(false);
      expect(el.scrollHeight, 'the element does not scroll').to.be.at.most(el.clientHeight + 1);
      expect(el.getBoundingClientRect().bottom, 'inside its box').to.be.at.most(slide.getBoundingClientRect().bottom + 1);
      // The smallest text (the fields under the names) at the 18 px the fitting wants where that fits
      // (1232 × 672), and above its 12 px floor where it does not (640 × 360: 16.3 px).
      const fields = [...root(el).querySelectorAll('[role="rowheader"] dt')];
      expect(fields.length, 'fields under the names').to.be.above(0);
      expect(Number.parseFloat(getComputedStyle(fields[0]!).fontSize), 'a field label’s size').to.be.at.least(width > 1000 ? 17.9 : 12);
      const scroller = root(el).querySelector<HTMLElement>('[role="region"]')!;
      const box = scroller.getBoundingClientRect();
      const head = root(el).querySelector('thead')!.getBoundingClientRect();
      const whole = bodyRows(el).filter((row) => row.getBoundingClientRect().top >= head.bottom - 1 && row.getBoundingClientRect().bottom <= box.bottom + 1);
      expect(whole.length, 'rows shown whole').to.be.at.least(3);
      // The rows take the rest: what the element leaves below them in its box is its own foot, not room.
      expect(slide.getBoundingClientRect().bottom - el.getBoundingClientRect().bottom, 'room left under the element').to.be.below(24);
      // The rows drawn reach the bottom of the box (the window counts the room it was given).
      expect(bodyRows(el).at(-1)!.getBoundingClientRect().bottom, 'rows drawn to the box’s bottom').to.be.at.least(box.bottom - 1);
    });
  }

  // Printed, its window no longer scrolls (a page cannot): its rows ran on past its box, 372 pages of
  // a 1280 × 720 PDF. And under print media a frame's check of the fitting found the view not whole
  // and fitted it again (12 px, scrolling), where a board fitted on screen prints as fitted.
  it('fitted into a slide and printed, its rows stay inside its box, at the size it was fitted', async function () {
    this.timeout(30_000);
    const slide = await fixture<HTMLDivElement>(html`<div style="width: 1232px; height: 672px; font-size: 22px; display: flex; flex-direction: column"><h2 style="margin: 0">A slide’s heading</h2></div>`);
    const el = await realShapedBoardIn(slide, true);
    const fitted = el.style.fontSize;
    try {
      await emulateMedia({ media: 'print' });
      window.dispatchEvent(new Event('beforeprint'));
      await el.updateComplete;
      for (let i = 0; i < 4; i++) await nextFrame();
      expect(el.hasAttribute('data-fit-busy'), 'fitted again under print').to.equal(false);
      expect(el.style.fontSize, 'its text size').to.equal(fitted);
      expect(el.getBoundingClientRect().bottom, 'its box in the slide').to.be.at.most(slide.getBoundingClientRect().bottom + 1);
      const spills = el.scrollHeight > el.clientHeight + 1;
      expect(spills && getComputedStyle(el).overflowY === 'visible', `${el.scrollHeight} px of rows in ${el.clientHeight}, not clipped`).to.equal(false);
    } finally {
      await emulateMedia({ media: 'screen' });
      window.dispatchEvent(new Event('afterprint'));
    }
  });

  // A deck's densest form runs the fields on after the name as one wrapped paragraph: in a windowed
  // row (one line a part) the row's ellipsis cut it after the name, and no field showed.
  it('in the densest deck form (fields-inline), each field of a windowed row still shows, inside its cell', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 900px"></div>`);
    const el = document.createElement('leaderboard-table');
    el.motion = 'none';
    el.setAttribute('data-deck-compact', 'trim tight dense fields-under fields-inline');
    el.data = layoutBoard(2, 2500);
    box.append(el);
    await el.updateComplete;
    await nextFrame();
    for (const header of bodyRows(el).slice(0, 4).map((row) => row.querySelector('[role="rowheader"]')!)) {
      const edge = header.getBoundingClientRect().right;
      const values = [...header.querySelectorAll('dd')];
      expect(values.length, 'its fields').to.equal(2);
      for (const value of values) {
        const rect = value.getBoundingClientRect();
        expect(rect.width, `"${value.textContent}" drawn`).to.be.above(0);
        expect(rect.right, `"${value.textContent}" inside its cell`).to.be.at.most(edge + 0.5);
      }
    }
  });

  // The window counted the rows its box held when it was last laid out: a box made taller from
  // outside (a fitting's room, the page's max height) showed the rows it had over blank space.
  it('a box made taller from outside draws rows to its new bottom', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries: entries(3000) }}></leaderboard-table>`);
    await el.updateComplete;
    const scroller = root(el).querySelector<HTMLElement>('[role="region"]')!;
    const before = scroller.clientHeight;
    el.style.setProperty('--leaderboard-table-max-height', '90em');
    await waitUntil(() => scroller.clientHeight > before * 2, 'the box grew');
    const drawnToBottom = () => bodyRows(el).at(-1)!.getBoundingClientRect().bottom >= scroller.getBoundingClientRect().bottom - 1;
    await waitUntil(drawnToBottom, 'rows drawn to the new bottom', { timeout: 10_000 });
    await el.updateComplete;
    expect(drawnToBottom(), 'and they stay').to.equal(true);
  });
});
