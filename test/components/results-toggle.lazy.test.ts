import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/results-toggle/define.js';
import type { ResultsToggle } from '../../src/components/results-toggle/results-toggle.js';
import type { ResultsData } from '../../src/components/results-toggle/results-toggle.types.js';
import { loadLocale } from '../../src/lib/locale-loading.js';
import { readCsv } from '../../src/lib/csv.js';
import { resultsData } from '../fixtures/results-data.js';
import { captureDownload } from '../support/download.js';
import { headlineFigures } from '../support/results-view.js';

// What the first view leaves to chunks loaded on first use (issue 29's size work): the Full results
// table with its CSV writer, the CSV reader, the image writer, the full validation of data that is not
// plain (issue 40). This file runs in a page of its own, so nothing is loaded before its first test:
// the order of the tests matters (the first ones show data before the chunks are here).

const data = (): ResultsData => ({ title: 'Training results', metric: 'Success rate', ...resultsData() });
const $ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const button = (el: ResultsToggle, label: string) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => text(b).endsWith(label))!;
type WithCsv = { fromCsv(text: string): unknown };
const CSV = ['backbone,label,role,benchmark,value', 'A,Base,baseline,X,40.25', 'A,Trained,highlight,X,61.5'].join('\n');

/** Whether the page has fetched a module whose file name starts with `name` (the test runner serves each module as a file). */
const fetched = (name: string) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.split('/').pop()!.startsWith(`${name}.`));

/** Data beyond the plain form: a score with a spread (read by the full validation only). */
const spreadData = (): ResultsData => {
  const d = data();
  d.backbones[0]!.rows[2]!.scores!['CodeSpecWeave-Bench'] = { value: 38, std: 1.5 };
  return d;
};

describe('<results-toggle> loads what the first view does not need on first use', function () {
  this.timeout(60_000);

  it('plain data is read in the first view: the full validation is not loaded for it', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${data()}></results-toggle>`);
    await el.ready;
    expect(text(headlineFigures(el))).to.equal('+7.90pp 30.10% → 38.00%');
    expect(fetched('results-parse'), 'results-parse fetched').to.equal(false);
    // No option attribute: their reader is not loaded either.
    expect(fetched('data-options'), 'data-options fetched').to.equal(false);
  });

  it('data under an option attribute waits for the options\' reader: the data\'s own title is never drawn first', async () => {
    const el = document.createElement('results-toggle') as ResultsToggle;
    el.setAttribute('heading', 'The author\'s heading');
    el.data = { ...data(), title: 'The data\'s title' };
    document.body.append(el);
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(text($(el, '[part="title"]'))));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    await el.ready;
    await el.updateComplete;
    observer.disconnect();
    el.remove();
    expect(fetched('data-options'), 'data-options fetched').to.equal(true);
    expect(text($(el, '[part="title"]'))).to.equal('The author\'s heading');
    expect([...seen]).not.to.include('The data\'s title');
  });

  it('data beyond the plain form waits for the full validation: the last view stays until its own is drawn, never a half-read one', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${data()}></results-toggle>`);
    await el.ready;
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(text(headlineFigures(el))));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    el.data = spreadData();
    await el.updateComplete;
    observer.disconnect();
    expect(fetched('results-parse'), 'results-parse fetched').to.equal(true);
    expect(text(headlineFigures(el))).to.equal('+7.90pp 30.10% → 38.00 ± 1.50%');
    // Only the two views: the stand-in the element held while the chunk loaded was never drawn.
    expect([...seen].every((shown) => ['+7.90pp 30.10% → 38.00%', '+7.90pp 30.10% → 38.00 ± 1.50%'].includes(shown)), [...seen].join(' | ')).to.equal(true);
  });

  it('the disclosure is instant: expanded at once, the region busy with a loading line, then the table', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${data()}></results-toggle>`);
    await el.updateComplete;
    const full = $(el, '#full')!;
    const seen = { busy: false, loading: '' };
    const observer = new MutationObserver(() => {
      if (full.getAttribute('aria-busy') === 'true') seen.busy = true;
      if (!full.querySelector('table') && text(full)) seen.loading ||= text(full);
    });
    observer.observe(full, { attributes: true, childList: true, subtree: true, characterData: true });
    const disclosure = button(el, 'Full results');
    disclosure.click();
    // The button answers in the same update, before the chunk is here.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(disclosure.getAttribute('aria-expanded')).to.equal('true');
    await el.updateComplete;
    observer.disconnect();
    expect(seen.busy, 'aria-busy while the chunk loads').to.equal(true);
    expect(seen.loading).to.equal('Loading…');
    expect($(el, 'table'), 'the table once it is here').to.exist;
    expect(full.hasAttribute('aria-busy')).to.equal(false);
    expect(document.activeElement === el || document.activeElement === document.body).to.equal(true);
  });

  it('the table\'s styles come with its chunk: none in the first view, and the table laid out as one once open', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${data()}></results-toggle>`);
    await el.updateComplete;
    const tableRules = () =>
      [...el.shadowRoot!.adoptedStyleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule.cssText.startsWith('table'));
    expect(tableRules(), 'no table rules before the table is shown').to.deep.equal([]);
    button(el, 'Full results').click();
    await el.updateComplete;
    expect(tableRules().length).to.be.greaterThan(0);
    const cell = el.shadowRoot!.querySelector('[part="table"] td')!;
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part="table"]')!).borderCollapse).to.equal('collapse');
    expect(getComputedStyle(cell).whiteSpace).to.equal('nowrap');
  });

  it('fromCsv returns a promise until the CSV reader is here; a bad CSV rejects with its located message', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${data()}></results-toggle>`);
    const hook = el as unknown as WithCsv;
    const pending = hook.fromCsv('backbone,label,benchmark,value\nA,r,X,abc\n');
    expect(pending).to.be.instanceOf(Promise);
    let message = '';
    await (pending as Promise<unknown>).catch((error: Error) => (message = error.message));
    expect(message).to.contain('row 2, column "value": expected a number, got "abc"');
    // Loaded: the same hook maps at once.
    const mapped = hook.fromCsv(CSV) as ResultsData;
    expect(mapped.backbones[0]!.rows.map((r) => r.label)).to.deep.equal(['Base', 'Trained']);
  });

  it('a CSV source in the page goes through the lazy reader and renders', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle><script type="text/csv">${CSV}</script></results-toggle>`);
    await el.ready;
    await el.updateComplete;
    expect(text(headlineFigures(el))).to.equal('+21.25 40.25 → 61.50');
  });

  it('after preload() an open table renders in the first update (as on a server)', async () => {
    await (customElements.get('results-toggle') as unknown as { preload(): Promise<unknown> }).preload();
    const el = document.createElement('results-toggle') as ResultsToggle;
    el.data = data();
    el.open = true;
    document.body.append(el);
    try {
      await el.ready;
      // One update: the table is there, nothing busy.
      expect($(el, 'table'), 'rendered at once').to.exist;
      expect($(el, '#full')!.hasAttribute('aria-busy')).to.equal(false);
    } finally {
      el.remove();
    }
  });

  it('Download CSV from the table chunk keeps plain digits and English headers under another language (a data file)', async () => {
    await loadLocale('de');
    const el = await fixture<ResultsToggle>(html`<results-toggle lang="de" .data=${data()} open></results-toggle>`);
    await el.ready;
    await el.updateComplete;
    expect(text($(el, 'table tbody tr:nth-child(2) td'))).to.equal('30,10');
    const { name, blob } = await captureDownload(() => button(el, 'CSV herunterladen').click());
    expect(name).to.equal('training-results.csv');
    const rows = readCsv(await blob.text());
    expect(rows[0]!.slice(0, 3)).to.deep.equal(['Backbone', 'Training data', 'Role']);
    expect(rows[1]!.slice(3, 4)).to.deep.equal(['30.10']);
  });

  it('Download SVG loads the image writer then and names the file, in the element\'s language', async () => {
    await loadLocale('de');
    const el = await fixture<ResultsToggle>(html`<results-toggle lang="de" .data=${data()}></results-toggle>`);
    await el.ready;
    const { name, blob } = await captureDownload(() => button(el, 'SVG herunterladen').click());
    expect(name).to.equal('training-results-backbone-a-codespecweave-bench.svg');
    const svg = await blob.text();
    expect(svg).to.contain('+7,90');
    expect($(el, '[part="error"]'), 'no error').to.equal(null);
  });
});
