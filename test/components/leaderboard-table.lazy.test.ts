import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import '../../src/components/leaderboard-table/define.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import type { LeaderboardInput } from '../../src/components/leaderboard-table/leaderboard-table.types.js';
import { csvReader } from '../../src/components/leaderboard-table/lazy-readers.js';
import { boardActs } from '../../src/components/leaderboard-table/board-input.js';
import { parserModule, rareParts, rowWindowing } from '../../src/components/leaderboard-table/lazy-module.js';
import { SHIPPED_LOCALES, localeReady } from '../../src/lib/locale-loading.js';
import { leaderboardStyles } from '../../src/components/leaderboard-table/leaderboard-table.styles.js';
import { bodyRows, cellOf } from '../support/board-view.js';

/**
 * What the first view leaves to a chunk loaded on first use: the CSV reader. Its own test file, so
 * its own page where nothing has loaded the chunk yet. Illustrative rows, not the paper's.
 */
const CSV = 'model,framework,score,date,verified\nAgent A,Org A,78.80,2025-11-24,yes\nAgent B,,23.94,2024-03-01,no\n';

const root = (el: HTMLElement) => el.shadowRoot!;
const models = (el: HTMLElement) =>
  [...root(el).querySelectorAll('tbody th')].map((th) => [...th.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim());
type Readable = { fromCsv(text: string): unknown };

/** Whether the page has fetched a module whose path contains `name` (a chunk, in a bundle). */
const fetched = (name: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));

describe('leaderboard-table: what a first view does not draw loads on first use', () => {
  it('a plain board (model, framework, score, url) loads none of the chunks its first view does not draw', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ title: 'Plain', entries: [{ model: 'A', framework: 'X', score: 74, url: 'https://example.org' }, { model: 'B', score: null }] }}></leaderboard-table>`);
    expect(root(el).querySelector('tbody a')!.getAttribute('href')).to.equal('https://example.org');
    expect(models(el)[1]).to.equal('B');
    // Once the page is idle too (the acts' chunk is fetched then, by design): nothing else was asked for.
    await boardActs.settle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const chunk of ['leaderboard-parse', 'rare-parts', 'board-fields', 'data-options', 'source-readers', 'css-color', 'row-windowing']) expect(fetched(chunk), chunk).to.equal(false);
    for (const [name, chunk] of Object.entries({ rareParts, parserModule, rowWindowing })) expect(chunk.module, name).to.equal(undefined);
  });

  it('a board that is not plain waits for the full validation: the last view stays, then its data (or its error) shows', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries: [{ model: 'Kept', score: 10 }] }}></leaderboard-table>`);
    el.data = { entries: [{ model: 'A', score: 50, low: 40, high: 60, note: 'a footnote' }], colors: { '': 'red' } };
    await el.updateComplete;
    expect(fetched('leaderboard-parse')).to.equal(true);
    expect(models(el)).to.deep.equal(['A']);
    expect(root(el).querySelector('[part="notes"]')!.textContent).to.contain('a footnote');
    el.data = { entries: [{ model: 'B', score: 50, low: 60 }] };
    await el.updateComplete;
    expect(models(el), 'the last valid view stays').to.deep.equal(['A']);
    expect(root(el).querySelector('[part="error"]')!.textContent).to.contain('data.entries[0]: expected low ≤ score ≤ high');
  });

  it('a board with fields or an axis is shown once their chunk is here, whole (updateComplete and ready wait for it)', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{
      domain: [20, 80],
      fields: [{ key: 'date', type: 'date', label: 'Date' }],
      entries: [{ model: 'A', score: 50, fields: { date: '2025-06-01' } }],
    }}></leaderboard-table>`);
    await el.ready;
    expect(fetched('rare-parts')).to.equal(true);
    expect(cellOf(el, bodyRows(el)[0]!, 'date').textContent).to.equal('2025-06-01');
    expect(root(el).querySelector('[part="axis"]')).not.to.equal(null);
  });

  it("the rare parts' words come with them: a flag's toggle, the axis, and a file's columns left out (on a board without fields too) read in English", async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{
      domain: [20, 80],
      fields: [{ key: 'verified', type: 'flag', label: 'Verified' }],
      entries: [{ model: 'A', score: 50, fields: { verified: true } }],
    }}></leaderboard-table>`);
    await el.ready;
    const toggle = [...root(el).querySelectorAll<HTMLButtonElement>('[part="toolbar"] button')].map((button) => button.textContent!.trim());
    expect(toggle).to.include('Verified only');
    expect(root(el).querySelector('[part="axis"]')!.textContent).to.contain('Bars from 20 to 80, not from 0.');
    el.data = { columnsLeftOut: 2, entries: [{ model: 'B', score: 40 }] } as LeaderboardInput;
    await el.updateComplete;
    expect(root(el).textContent).to.contain('2 more columns of the file are not shown: a board shows the first 20.');
  });

  it("the rare parts come with their styles: a board's axis, links, notes, whiskers, interval, reference row and flag toggle are drawn styled, which the first view's sheet does not style", async () => {
    for (const rule of ['.ticks', '.links', '.notes', '.whisker', '.flag-toggle', '.nf-1', 'thead .field', '.ci', '.tie', '.ref', '.reference']) expect(leaderboardStyles.cssText, rule).not.to.contain(rule);
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{
      domain: [20, 80],
      fields: [{ key: 'verified', type: 'flag', label: 'Verified' }],
      entries: [
        { model: 'A', score: 50, low: 40, high: 60, note: 'a footnote', links: [{ label: 'logs', url: 'https://example.org/logs' }], fields: { verified: true } },
        { model: 'B', score: 30, fields: { verified: false } },
        { model: 'R', score: 45, reference: true, fields: { verified: false } },
      ],
    }}></leaderboard-table>`);
    await el.ready;
    const shown = (selector: string) => getComputedStyle(root(el).querySelector(selector)!);
    const rowOf = (model: string) => [...root(el).querySelectorAll<HTMLTableRowElement>('tbody tr')].find((row) => row.querySelector('th')!.textContent!.trim().startsWith(model))!;
    expect((rowOf('A').querySelector('td:has(> svg [part="bar"])') as HTMLElement).innerText, 'the interval under its bar').to.match(/\n40\.0–60\.0$/);
    expect(getComputedStyle(rowOf('R').querySelector('[part="bar"]')!).strokeDasharray, "a reference row's bar dashed").to.equal('3px, 2px');
    expect(getComputedStyle(rowOf('R').cells[0]!).fontSize, 'its "Ref." smaller than a rank').not.to.equal(getComputedStyle(rowOf('A').cells[0]!).fontSize);
    // The axis's labels: the part's one child hidden from a screen reader (it reads the sentence beside it).
    expect(shown('[part="axis"] > [aria-hidden="true"]').display, 'the axis labels spread along the bar').to.equal('flex');
    expect(getComputedStyle(root(el).querySelector('tbody th a[href$="/logs"]')!.parentElement!).display, 'the links in a row under the name').to.equal('flex');
    expect(parseFloat(shown('[part="notes"]').paddingInlineStart), 'the notes indented').to.be.above(0);
    expect(shown('tbody path[d^="M"]').strokeWidth, 'the whiskers drawn').to.equal('1.5px');
    const toggle = [...root(el).querySelectorAll<HTMLButtonElement>('[part="toolbar"] button')].find((button) => button.textContent === 'Verified only')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(getComputedStyle(toggle).textDecorationLine, 'a flag toggle off is not struck through like a hidden group').to.equal('none');
  });
});

describe('leaderboard-table: the CSV reader loads on first use', () => {
  it('fromCsv gives a promise until the reader is here (a CSV script board renders meanwhile), then reads at once; errors are located either way', async () => {
    const json = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries: [{ model: 'kept', score: 10 }] }}></leaderboard-table>`);
    expect(csvReader(), 'not loaded by a JSON board').to.equal(undefined);
    const pending = (json as unknown as Readable).fromCsv(CSV);
    expect(pending).to.be.instanceOf(Promise);
    // While the chunk is on its way, a board from a CSV script goes through the same promise.
    const script = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none"><script type="text/csv">${CSV}</script></leaderboard-table>`);
    const input = (await pending) as LeaderboardInput;
    expect(input.entries.map((entry) => entry.model)).to.deep.equal(['Agent A', 'Agent B']);
    await script.ready;
    await waitUntil(() => root(script).querySelector('tbody th'), 'the CSV board renders');
    expect(models(script)).to.deep.equal(['Agent A', 'Agent B']);
    // Loaded: the same text is read synchronously now, and bad CSV throws its located message.
    expect(csvReader()).to.be.a('function');
    expect((json as unknown as Readable).fromCsv(CSV)).to.deep.equal(input);
    expect(() => (json as unknown as Readable).fromCsv(`model,score\n${'m,1\n'.repeat(10)}x,abc\n`)).to.throw('row 12, column "score": expected a number from 0 to 100, got "abc"');
  });

  it('a bad CSV script is a located error in the panel', async () => {
    const bad = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none"><script type="text/csv">model,score
x,abc</script></leaderboard-table>`);
    await bad.ready;
    await waitUntil(() => root(bad).querySelector('[part="error"]'), 'the error shows');
    expect(root(bad).querySelector('[part="error"]')!.textContent).to.contain('row 2, column "score": expected a number');
  });

  it('preload() resolves with the reader and every shipped language loaded (what a server awaits before rendering)', async () => {
    const element = customElements.get('leaderboard-table') as unknown as typeof LeaderboardTable;
    expect(localeReady('ja'), 'no Japanese board yet').to.equal(false);
    await element.preload();
    expect(csvReader()).to.be.a('function');
    expect(SHIPPED_LOCALES.filter((lang) => !localeReady(lang))).to.deep.equal([]);
    // Its first render is in the language: nothing left to load.
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table lang="de" motion="none" .data=${{ entries: [{ model: 'M', score: 74 }] }}></leaderboard-table>`);
    expect(root(el).querySelector('thead button[data-key="gap"]')!.textContent).to.contain('Abstand zur Spitze');
  });

  it("what acts draw comes styled with the acts' chunk: a switched-off legend button struck through, the no-match row, a disabled download, the '+N more' panel", async () => {
    for (const rule of ["[aria-pressed='false']", '.none', ':disabled', '.more ']) expect(leaderboardStyles.cssText, rule).not.to.contain(rule);
    const entries = Array.from({ length: 14 }, (_, i) => ({ model: `Model ${i}`, framework: `Group ${i}`, score: 80 - i }));
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{ entries }}></leaderboard-table>`);
    const button = (name: string) => [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === name)!;
    button('Group 0').click();
    await el.updateComplete;
    expect(button('Group 0').getAttribute('aria-pressed')).to.equal('false');
    expect(getComputedStyle(button('Group 0')).textDecorationLine, 'a hidden group struck through').to.equal('line-through');
    expect(getComputedStyle(button('Group 1')).textDecorationLine, 'a shown one not').to.equal('none');
    button('+2 more').click();
    await el.updateComplete;
    expect(getComputedStyle(root(el).querySelector('#more')!).display, 'the panel a grid of its search and buttons').to.equal('grid');
    // Its words, and Show all's, come with the chunk (their English part is registered by it).
    expect(root(el).querySelector('#more')!.getAttribute('aria-label')).to.equal('More groups');
    expect(root(el).querySelector('#more label')!.textContent!.trim()).to.equal('Find a group');
    expect(button('Show all'), 'Show all, once a group is hidden').to.not.equal(undefined);
    const search = root(el).querySelector<HTMLInputElement>('[part="search"]')!;
    search.value = 'nothing like it';
    search.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    const none = [...root(el).querySelectorAll('td')].find((td) => td.textContent!.includes('No entries match'))!;
    const [row, table] = [parseFloat(getComputedStyle(none).fontSize), parseFloat(getComputedStyle(root(el).querySelector('table')!).fontSize)];
    expect(row, 'the no-match row smaller than the table').to.be.below(table);
    expect(none.textContent!.trim()).to.equal('No entries match.');
    expect(root(el).querySelector('[part="count"]')!.textContent!.trim()).to.equal('Showing 0 of 14 entries');
    expect(getComputedStyle(button('Download CSV')).opacity, 'nothing to download: dimmed').to.equal('0.7');
  });

  it("says a reader's acts with the acts' chunk (the sentences come with it), and updateComplete waits for the announcement", async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{
      entries: [
        { model: 'GPT-6 Astra', framework: 'Codex', score: 74 },
        { model: 'Model F', framework: 'Aider', score: 44 },
      ],
    }}></leaderboard-table>`);
    root(el).querySelector<HTMLButtonElement>('thead button[data-key="model"]')!.click();
    await el.updateComplete;
    expect(el.announcement).to.equal('Sorted by Model, A to Z. 2 entries.');
    expect(fetched('board-acts') && fetched('leaderboard-announce')).to.equal(true);
    root(el).querySelector<HTMLButtonElement>('[data-framework="Aider"]')!.click();
    await el.updateComplete;
    expect(el.announcement).to.equal('Showing Codex: 1 of 2 entries.');
  });
});

// After the CSV tests, which need the readers' chunk not loaded yet.
describe('leaderboard-table: the child <table> reader', () => {
  it('a child <table> is read by the readers\' chunk: updateComplete waits for the board', async () => {
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none"><table><tr><th>Model</th><th>Score</th></tr><tr><td>T</td><td>5</td></tr></table></leaderboard-table>`);
    await el.updateComplete;
    expect(fetched('source-readers')).to.equal(true);
    expect(models(el)).to.deep.equal(['T']);
  });
});
