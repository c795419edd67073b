// The legend's keyboard: one tab stop for its framework buttons, arrows between them
// (RovingFocusController, as Spectrum's action group), in the reader's direction.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/leaderboard-table/define.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import type { LeaderboardData } from '../../src/components/leaderboard-table/leaderboard-table.types.js';

// Illustrative rows (not the paper's): four frameworks, then sixteen for the "+N more" case.
const BOARD: LeaderboardData = {
  title: 'Illustrative board',
  metric: 'Pass rate',
  unit: '%',
  domain: [0, 100],
  decimals: 1,
  colors: {},
  entries: [
    { model: 'Model A', framework: 'Claude Code', score: 69.5 },
    { model: 'Model B', framework: 'Codex', score: 74.0 },
    { model: 'Model C', framework: 'OpenHands', score: 60 },
    { model: 'Model D', framework: 'Aider', score: 44.0 },
  ],
};
const MANY: LeaderboardData = {
  ...BOARD,
  entries: Array.from({ length: 16 }, (_, f) => Array.from({ length: 16 - f }, (_, i) => ({ model: `Model ${f}.${i}`, framework: `Framework with a long name ${f}`, score: 40 + i }))).flat(),
};

const root = (el: HTMLElement) => el.shadowRoot!;
const legend = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLButtonElement>('[part="legend"] .legend-item')];
const focused = (el: HTMLElement) => (root(el).activeElement as HTMLElement | null)?.dataset.framework;
const board = (data: LeaderboardData, lang = 'en') =>
  fixture<LeaderboardTable>(html`<div style="width: 900px"><leaderboard-table lang=${lang} .data=${data}></leaderboard-table></div>`).then(async (wrap) => {
    const el = wrap.querySelector('leaderboard-table')!;
    await el.updateComplete;
    return el;
  });

describe('leaderboard-table: the legend as one tab stop', () => {
  it('is accessible', async () => {
    const el = await board(BOARD);
    await expect(el).to.be.accessible();
  });

  it('only the first legend button is a tab stop; Tab from it leaves the legend', async () => {
    const el = await board(BOARD);
    expect(legend(el).map((b) => b.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    legend(el)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement?.classList.contains('legend-item')).to.equal(false);
  });

  it('→ and ↓ move on, ← and ↑ back, wrapping; Home and End to the ends; the tab stop follows', async () => {
    const el = await board(BOARD);
    // The legend lists the frameworks A→Z.
    expect(legend(el).map((b) => b.dataset.framework)).to.deep.equal(['Aider', 'Claude Code', 'Codex', 'OpenHands']);
    legend(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('Claude Code');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal('Codex');
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal('OpenHands');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('Aider');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal('OpenHands');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal('OpenHands');
    expect(legend(el).map((b) => b.tabIndex)).to.deep.equal([-1, -1, -1, 0]);
  });

  it('Space still toggles the focused framework, and the tab stop stays on it after the re-render', async () => {
    const el = await board(BOARD);
    const seen: string[][] = [];
    el.addEventListener('filter-change', (event) => seen.push(event.detail.frameworks));
    legend(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(seen).to.deep.equal([['Aider', 'Codex', 'OpenHands']]);
    expect(legend(el)[1]!.getAttribute('aria-pressed')).to.equal('false');
    expect(legend(el).map((b) => b.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    expect(focused(el)).to.equal('Claude Code');
  });

  it('right to left (lang="ar"): ← goes to the next button, → back', async () => {
    const el = await board(BOARD, 'ar');
    legend(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal('Claude Code');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('Aider');
  });

  it('with "+N more": the twelve legend buttons are one stop; the panel’s matches stay tab stops', async () => {
    const el = await board(MANY);
    expect(legend(el)).to.have.length(12);
    expect(legend(el).filter((b) => b.tabIndex === 0)).to.have.length(1);
    root(el).querySelector<HTMLButtonElement>('.more-toggle')!.click();
    await el.updateComplete;
    const more = [...root(el).querySelectorAll<HTMLButtonElement>('#more .legend-item')];
    expect(more).to.have.length(4);
    expect(more.every((b) => b.tabIndex === 0)).to.equal(true);
    legend(el)[11]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    // Wraps inside the legend: the panel is not part of it.
    expect(focused(el)).to.equal(legend(el)[0]!.dataset.framework);
  });
});
