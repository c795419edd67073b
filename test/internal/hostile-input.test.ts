// Issue 39, the elements in Chromium on the hostile corpus (test/fixtures/hostile/corpus.json): an
// 8 KB `lang` on an element, its ancestor and the document is cut to the tag cap before anything
// negotiates with it (the work bound: what the element reads as its language, never the 8 KB), and
// the element shows that language; a board whose fields are keyed "constructor", "toString",
// "__proto__"… renders, entries that leave them out showing "—"; 1e308 is refused by name.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/leaderboard-table/define.js';
import '../../src/components/results-toggle/define.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import { loadLocale } from '../../src/lib/locale-loading.js';
import { MAX_LANG_TAG_CHARS } from '../../src/lib/limits.js';

// Read as the page reads any data file (the browser runner serves the repository; it has no JSON modules).
const corpus = (await (await fetch(new URL('../fixtures/hostile/corpus.json', import.meta.url))).json()) as typeof import('../fixtures/hostile/corpus.json');
const hugeTag = () => corpus.langTag.prefix + corpus.langTag.unit.repeat(Math.ceil(corpus.langTag.bytes / corpus.langTag.unit.length));
const root = (el: Element) => el.shadowRoot!;
const BOARD = { title: 'Board', entries: [{ model: 'Alpha', score: 70 }, { model: 'Beta', score: 60 }] };

describe('hostile input in the elements', () => {
  before(async () => {
    await loadLocale('de');
  });

  it(`an 8 KB lang on the element: read as at most ${MAX_LANG_TAG_CHARS} characters, shown in its language`, async () => {
    const tag = hugeTag();
    expect(tag.length).to.be.at.least(corpus.langTag.bytes);
    const el = await fixture<LeaderboardTable>(html`<leaderboard-table lang=${tag} .data=${BOARD}></leaderboard-table>`);
    await el.ready;
    const i18n = (el as unknown as { i18n: { lang: string; ready: Promise<unknown> } }).i18n;
    await i18n.ready;
    await el.updateComplete;
    expect(i18n.lang.length).to.be.at.most(MAX_LANG_TAG_CHARS);
    expect(tag.startsWith(i18n.lang)).to.equal(true);
    // German strings (the leaderboard's "Download CSV" is "CSV herunterladen").
    expect(root(el).textContent).to.match(/herunterladen/);
  });

  it('an 8 KB lang on an ancestor: the same cap', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang=${hugeTag()}><leaderboard-table .data=${BOARD}></leaderboard-table></div>`);
    const el = wrapper.querySelector('leaderboard-table')!;
    await el.ready;
    const i18n = (el as unknown as { i18n: { lang: string; ready: Promise<unknown> } }).i18n;
    await i18n.ready;
    expect(i18n.lang.length).to.be.at.most(MAX_LANG_TAG_CHARS);
  });

  for (const key of corpus.keys) {
    it(`a board with a field keyed "${key}" renders; an entry without it shows "—"`, async () => {
      const data = JSON.parse(
        JSON.stringify({ title: 'Fields', fields: [{ key, label: `Field ${key}`, type: 'number' }], entries: [{ model: 'Alpha', score: 70, fields: { [key]: 3 } }, { model: 'Beta', score: 60, fields: {} }, { model: 'Gamma', score: 50 }] }),
      );
      const el = await fixture<LeaderboardTable>(html`<leaderboard-table .data=${data}></leaderboard-table>`);
      const detail = await el.ready;
      expect(detail.error ?? '').to.equal('');
      expect(root(el).querySelector('[part~="error"]')).to.equal(null);
      const text = root(el).textContent!;
      expect(text).to.include(`Field ${key}`);
      expect(text).not.to.match(/function|native code/);
      const rows = [...root(el).querySelectorAll('tbody tr')].map((row) => row.textContent!.replace(/\s+/g, ' '));
      expect(rows.find((row) => row.includes('Beta'))).to.include('—');
    });
  }

  it('std 1e308 is refused with its range named, never shown as "± Infinity"', async () => {
    const data = { benchmarks: ['A'], backbones: [{ name: 'B', rows: [{ label: 'r', role: 'baseline', scores: { A: { value: 50, std: corpus.hugeNumbers[0] } } }] }] };
    const el = await fixture(html`<results-toggle .data=${data}></results-toggle>`);
    const detail = await (el as unknown as { ready: Promise<{ error: string }> }).ready;
    expect(detail.error).to.match(/std: expected a number from 0 to 100 \(the width of the scale\), got 1e\+308/);
    expect(root(el).textContent).not.to.include('Infinity');
  });
});
