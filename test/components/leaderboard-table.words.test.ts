// Their words and their digits (issue 37): option attributes over the data's own, neutral
// defaults, CSV and table cells shown as written, real files never refused.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { accessibilityTree, type ReadNode } from '../support/cdp.js';
import '../../src/components/leaderboard-table/define.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import { bfclLikeCsv, longNameEntries } from '../fixtures/leaderboards.js';
import { bodyRows, cellOf, shownNumber } from '../support/board-view.js';

const root = (el: HTMLElement) => el.shadowRoot!;
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => root(el).querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => [...root(el).querySelectorAll<E>(selector)];
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** What the eye sees in a cell: the text without what only screen readers get. */
const seen = (node: Element) => {
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return text(copy);
};
const headers = (el: HTMLElement) => $$<HTMLButtonElement>(el, 'thead button').map((button) => button.title);
const scores = (el: HTMLElement) => bodyRows(el).map((row) => seen(shownNumber(cellOf(el, row, 'score'))));
const named = (tree: ReadNode[], role: string) => tree.filter((node) => node.role === role).map((node) => node.name);

async function withCsv(csv: string, attributes = '') {
  const wrapper = document.createElement('div');
  wrapper.style.width = '1000px';
  wrapper.innerHTML = `<leaderboard-table motion="none" ${attributes}><script type="text/csv">\n${csv}</script></leaderboard-table>`;
  document.body.append(wrapper);
  const el = wrapper.firstElementChild as LeaderboardTable;
  await waitUntil(() => $(el, 'tbody th') || $(el, '[part="error"]'), 'the board or an error', { timeout: 10_000 });
  await el.updateComplete;
  return el;
}

async function withTable(rows: string[][], attributes = '') {
  const wrapper = document.createElement('div');
  wrapper.style.width = '900px';
  const [head, ...body] = rows;
  wrapper.innerHTML = `<leaderboard-table motion="none" ${attributes}><table><thead><tr>${head!.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${body
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></leaderboard-table>`;
  document.body.append(wrapper);
  const el = wrapper.firstElementChild as LeaderboardTable;
  await waitUntil(() => $(el, 'tbody th'), 'the board', { timeout: 10_000 });
  await el.updateComplete;
  return el;
}

afterEach(() => {
  for (const el of document.querySelectorAll('body > div')) if (el.querySelector('leaderboard-table')) el.remove();
});

describe('<leaderboard-table>: their words and their digits', () => {
  it('is accessible with a 36-column CSV, its note and attributes', async function () {
    this.timeout(30_000);
    const el = await withCsv(bfclLikeCsv(30), 'heading="BFCL v3 (illustrative rows)" group-label="Organisation"');
    await expect(el).to.be.accessible();
  });

  describe('neutral defaults', () => {
    it('data with only entries: no heading, a "Score" column, "Group" only where an entry has a group', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 900px"><leaderboard-table motion="none" .data=${{ entries: longNameEntries() }}></leaderboard-table></div>`);
      const el = wrapper.firstElementChild as LeaderboardTable;
      await el.updateComplete;
      expect($(el, '[part="title"]')).to.equal(null);
      expect(headers(el)).to.deep.equal(['', 'Model', 'Group', 'Score', 'Gap to best']);
      expect(text($(el, '[part="summary"]'))).to.match(/^Highest Score 74\.0% Claude-Opus-4\.5-20251101-thinking-32k · Claude Code/);
      expect(text(root(el) as unknown as Element)).not.to.match(/Frontier model comparison|Pass rate|Agent framework/);
      el.data = { entries: [{ model: 'Qwen3-Coder-480B-A35B-Instruct', score: 61 }] };
      await el.updateComplete;
      expect($(el, 'table')!.classList.contains('no-frameworks')).to.equal(true);
    });
  });

  describe('option attributes win over the data, live', () => {
    const data = { title: 'Their title', description: 'Their line', metric: 'Pass rate', unit: '%', decimals: 1, groupLabel: 'Agent framework', entries: longNameEntries() };

    it('heading, description, metric, unit, decimals and group-label: on screen and in the accessible names', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 1000px"><leaderboard-table motion="none" .data=${data}></leaderboard-table></div>`);
      const el = wrapper.firstElementChild as LeaderboardTable;
      await el.updateComplete;
      expect(text($(el, '[part="title"]'))).to.equal('Their title');
      el.setAttribute('heading', 'SWE-bench Verified (illustrative)');
      el.setAttribute('description', 'Four illustrative rows');
      el.setAttribute('metric', 'Resolved');
      el.setAttribute('unit', ' pts');
      el.setAttribute('decimals', '2');
      el.setAttribute('group-label', 'Organisation');
      await el.updateComplete;
      expect(text($(el, '[part="title"]'))).to.equal('SWE-bench Verified (illustrative)');
      expect(text(root(el) as unknown as Element)).to.contain('Four illustrative rows');
      expect(headers(el)).to.deep.equal(['', 'Model', 'Organisation', 'Resolved', 'Gap to best']);
      expect(scores(el)).to.deep.equal(['74.00 pts', '69.50 pts', '60.00 pts', '44.00 pts']);
      const tree = await accessibilityTree();
      expect(named(tree, 'table')).to.deep.equal(['SWE-bench Verified (illustrative)']);
      expect(named(tree, 'columnheader')).to.include.members(['Organisation', 'Resolved']);
      // Taking an attribute off gives the data's own option back.
      el.removeAttribute('heading');
      el.removeAttribute('unit');
      el.removeAttribute('decimals');
      await el.updateComplete;
      expect(text($(el, '[part="title"]'))).to.equal('Their title');
      expect(scores(el)[0]).to.equal('74.0%');
    });

    it('heading="" shows no heading; a bad decimals is named and the last good one stays', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div><leaderboard-table motion="none" heading="" .data=${data}></leaderboard-table></div>`);
      const el = wrapper.firstElementChild as LeaderboardTable;
      await el.updateComplete;
      expect($(el, '[part="title"]')).to.equal(null);
      el.setAttribute('decimals', '2');
      await el.updateComplete;
      expect(scores(el)[0]).to.equal('74.00%');
      el.setAttribute('decimals', 'two');
      await el.updateComplete;
      expect(text($(el, '[part="error"]'))).to.contain('decimals: expected an integer from 0 to 6 or "auto", got "two"');
      expect(scores(el)[0]).to.equal('74.00%');
      el.setAttribute('decimals', '0');
      await el.updateComplete;
      expect($(el, '[part="error"]')).to.equal(null);
      expect(scores(el)[0]).to.equal('74%');
    });
  });

  describe('CSV and tables as written', () => {
    it('a 36-column CSV with "Rank" loads: 20 fields, a note of the 12 left out, "84.50%" as written', async function () {
      this.timeout(30_000);
      const el = await withCsv(bfclLikeCsv(120), 'heading="BFCL v3" metric="Overall accuracy" group-label="Organisation"');
      expect($(el, '[part="error"]')).to.equal(null);
      expect(text($(el, '[part="title"]'))).to.equal('BFCL v3');
      const shown = headers(el);
      expect(shown.slice(0, 6)).to.deep.equal(['', 'Model', 'Organisation', 'Overall accuracy', 'Gap to best', 'Rank']);
      expect(shown.length).to.equal(5 + 20);
      expect(scores(el).slice(0, 2)).to.deep.equal(['84.50%', '79.63%']);
      expect(text(root(el) as unknown as Element)).to.contain('12 more columns of the file are not shown: a board shows the first 20.');
      expect(bodyRows(el).map((row) => seen(cellOf(el, row, 'gap')))[1]).to.equal('−4.87pp');
      const tree = await accessibilityTree();
      expect(named(tree, 'cell')).to.include('84.50 percent');
    });

    it('"61.0" stays "61.0" with no unit invented; "(%)" in the header is shown with every value', async () => {
      const plain = await withCsv('model,score\nQwen3-Coder-480B-A35B-Instruct,61.0\nB,7\n');
      expect(scores(plain)).to.deep.equal(['61.0', '7']);
      const percent = await withCsv('model,Resolved (%)\nA,61.0\nB,—\n');
      expect(scores(percent)).to.deep.equal(['61.0%', '—']);
      expect(headers(percent)[3]).to.equal('Resolved');
    });

    it('a table with "Pass" before "Accuracy" ranks by Accuracy and keeps Pass as a field', async () => {
      const el = await withTable([
        ['Model', 'Pass', 'Accuracy'],
        ['Claude-Opus-4.5-20251101-thinking-32k', '44', '88.0'],
        ['gpt-5', '30', '60.5'],
        ['Qwen3-Coder-480B-A35B-Instruct', '—', '—'],
      ]);
      expect(headers(el)).to.deep.equal(['', 'Model', 'Group', 'Accuracy', 'Gap to best', 'Pass']);
      expect(scores(el)).to.deep.equal(['88.0', '60.5', '—']);
      expect(bodyRows(el).map((row) => seen(cellOf(el, row, 'gap'))).slice(0, 2)).to.deep.equal(['0.0', '−27.5']);
      expect(text(root(el) as unknown as Element)).not.to.match(/44\.0%|pp/);
    });
  });
});
