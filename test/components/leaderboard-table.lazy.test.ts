import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import '../../src/components/leaderboard-table/define.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import type { LeaderboardInput } from '../../src/components/leaderboard-table/leaderboard-table.types.js';
import { csvReader } from '../../src/components/leaderboard-table/lazy-readers.js';
import { SHIPPED_LOCALES, localeReady } from '../../src/lib/locale-loading.js';

/**
 * What the first view leaves to a chunk loaded on first use: the CSV reader. Its own test file, so
 * its own page where nothing has loaded the chunk yet. Illustrative rows, not the paper's.
 */
const CSV = 'model,framework,score,date,verified\nAgent A,Org A,78.80,2025-11-24,yes\nAgent B,,23.94,2024-03-01,no\n';

const root = (el: HTMLElement) => el.shadowRoot!;
const models = (el: HTMLElement) =>
  [...root(el).querySelectorAll('tbody th')].map((th) => [...th.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim());
type Readable = { fromCsv(text: string): unknown };

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

  it('loads the sentences it announces on the first action, and updateComplete waits for the announcement', async () => {
    const loaded = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('leaderboard-announce'));
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table motion="none" .data=${{
      entries: [
        { model: 'GPT-6 Astra', framework: 'Codex', score: 74 },
        { model: 'Model F', framework: 'Aider', score: 44 },
      ],
    }}></leaderboard-table>`);
    expect(loaded(), 'not in the first view').to.equal(false);
    root(el).querySelector<HTMLButtonElement>('thead button[data-key="model"]')!.click();
    await el.updateComplete;
    expect(el.announcement).to.equal('Sorted by Model, A to Z. 2 entries.');
    expect(loaded()).to.equal(true);
    root(el).querySelector<HTMLButtonElement>('[data-framework="Aider"]')!.click();
    await el.updateComplete;
    expect(el.announcement).to.equal('Showing Codex: 1 of 2 entries.');
  });
});
