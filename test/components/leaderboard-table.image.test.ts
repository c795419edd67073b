// Download SVG and PNG of the board as the reader leaves it (contract, "Additions of 2026-12-02":
// every element offers its current view as an image): the rows shown, in their order, drawn by
// the writer the `embed` command uses, loaded on the first click.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/leaderboard-table/define.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import type { LeaderboardInput } from '../../src/lib/leaderboard-data.js';
import { captureDownload } from '../support/download.js';

/** 60 real-shaped rows: long names, organisations, one missing score; illustrative values. */
const BOARD: LeaderboardInput = {
  title: 'SWE-bench-like board (illustrative)',
  groupLabel: 'Organisation',
  decimals: 'auto',
  entries: Array.from({ length: 60 }, (_, i) => ({
    model: i === 3 ? 'Claude-Opus-4.5-20251101-thinking-32k' : `Model ${i + 1}`,
    framework: ['Open Agents Lab', 'Team Kestrel', '清华大学 KEG'][i % 3],
    score: i === 59 ? null : Math.round((78.8 - i * 0.9) * 100) / 100,
  })),
};

const $ = <T extends Element = HTMLElement>(el: LeaderboardTable, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const button = (el: LeaderboardTable, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="toolbar"] button')].find((b) => b.textContent!.trim() === name)!;

async function board(): Promise<LeaderboardTable> {
  const el = await fixture<LeaderboardTable>(html`<leaderboard-table searchable .data=${BOARD}></leaderboard-table>`);
  await el.updateComplete;
  return el;
}

describe('leaderboard-table image downloads', () => {
  it('Download SVG: the rows the reader sees, in their order, as text in a standalone image', async () => {
    const el = await board();
    // The reader hides one organisation and sorts by model, last first.
    const legend = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="legend"] button')].find((b) => b.textContent!.includes('Team Kestrel'))!;
    legend.click();
    await el.updateComplete;
    el.sort = 'model:desc';
    await el.updateComplete;
    const { name, blob } = await captureDownload(() => button(el, 'Download SVG').click());
    expect(name).to.equal('swe-bench-like-board-illustrative.svg');
    expect(blob.type).to.contain('image/svg+xml');
    const doc = new DOMParser().parseFromString(await blob.text(), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    expect(doc.querySelector('script')).to.equal(null);
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent!);
    expect(texts.join(' ')).to.contain('SWE-bench-like board (illustrative)');
    expect(texts.some((t) => t.includes('Team Kestrel'))).to.equal(false);
    expect(texts.some((t) => t.includes('Open Agents Lab'))).to.equal(true);
    // In the reader's order (names compared as numbers; Model 59 is Team Kestrel's, hidden), not the
    // board's by score, which starts at Model 1.
    const models = texts.filter((t) => /^Model \d+$/.test(t));
    expect(models.slice(0, 2)).to.deep.equal(['Model 60', 'Model 58']);
    expect($(el, '[part~="error"]')).to.equal(null);
  });

  it('Download PNG: a PNG of the same view, named after the board', async () => {
    const el = await board();
    const { name, blob } = await captureDownload(() => button(el, 'Download PNG').click());
    expect(name).to.equal('swe-bench-like-board-illustrative.png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).to.deep.equal([0x89, 0x50, 0x4e, 0x47]);
    expect(bytes.length).to.be.above(2000);
  });

  it('a dark board gives a dark image', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table theme="dark" .data=${BOARD}></leaderboard-table>`);
    await el.updateComplete;
    const { blob } = await captureDownload(() => button(el, 'Download SVG').click());
    const svg = await blob.text();
    const light = await (async () => {
      const plain = await board();
      return (await captureDownload(() => button(plain, 'Download SVG').click())).blob.text();
    })();
    expect(svg).not.to.equal(light);
  });
});
