// What only a `src` runs (the download, its reading, the loading line) and the reader of an
// HTML-escaped child script are a chunk (src/internal/src-loader.ts), loaded with the first such
// source a page has (issue 40). A file of its own (a page of its own): the chunk is not loaded when
// it starts. Its load is made to fail first (offline), then held until the test lets it go: the
// element keeps its room and is busy meanwhile, `updateComplete` waits for the chunk, and once it
// arrives the line shows and the data lands; offline, the error says so and the last view stays.
import { expect, fixture, html } from '@open-wc/testing';
import type { CswCsvTestElement, CswTestElement } from '../fixtures/test-element.js';
import '../fixtures/test-element.js';
import { srcLoader } from '../../src/internal/data-source.js';
import { fallbackRoom, loadingLine } from '../support/loading-view.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { waitUntil } from '../support/wait.js';

const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const errorPanel = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="error"]');

/** The chunk's loads: failed (offline) until `chunk.online`, then held until `chunk.release()`. */
const chunk = holdOrFail(srcLoader);

describe('the src chunk (issue 40)', () => {
  it('offline: a src reports that it could not load, keeps the fallback and no room, and is not busy', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element src="/test/fixtures/items.json"><p>Fallback.</p></csw-test-element>`);
    const { error } = await el.ready;
    await el.updateComplete;
    expect(error).to.equal('src "/test/fixtures/items.json": could not load (the page may be offline)');
    expect(errorPanel(el)!.textContent).to.contain('could not load (the page may be offline)');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect(fallbackRoom(el)).to.equal(null);
    expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
  });

  it('offline: a CSV child script says it could not be read and keeps its fallback; React\'s lost object is reported as the invalid JSON it is', async () => {
    const csv = await fixture<CswCsvTestElement>(html`<csw-csv-test-element><script type="text/csv">name,value\na,1</script><p>CSV fallback.</p></csw-csv-test-element>`);
    expect((await csv.ready).error).to.equal('<script type="text/csv">: could not be read (the page may be offline)');
    await csv.updateComplete;
    expect(errorPanel(csv)!.textContent).to.contain('could not be read');
    expect(csv.querySelector('p')!.checkVisibility()).to.equal(true);
    const lost = document.createElement('csw-test-element') as CswTestElement;
    lost.setAttribute('data', '[object Object]');
    Object.assign(lost, { __reactProps$abc: { data: { items: [{ name: 'from react', value: 7 }] } } });
    document.body.append(lost);
    expect((await lost.ready).error).to.match(/^data attribute: invalid JSON/);
    lost.remove();
  });

  it('offline: data shown, then a src: the error over the last view, which stays', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element data='{"items":[{"name":"inline","value":7}]}'></csw-test-element>`);
    expect(text(el)).to.contain('inline: 7');
    el.removeAttribute('data');
    el.src = '/test/fixtures/items.json';
    await el.updateComplete;
    expect(errorPanel(el)!.textContent).to.contain('src "/test/fixtures/items.json": could not load');
    expect(text(el)).to.contain('inline: 7');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });

  it('held: a src is busy in its room from its first update, an escaped script waits too; updateComplete waits for the chunk, then the line shows and the data lands', async () => {
    chunk.online = true;
    const before = chunk.asked;
    // Every request the page makes, with its signal.
    const requests: { url: string; signal?: AbortSignal | null }[] = [];
    const pageFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => (requests.push({ url: String(input), signal: init?.signal }), pageFetch(input, init));
    const requested = (query: string) => requests.filter(({ url }) => url.endsWith(query));
    const el = document.createElement('csw-test-element') as CswTestElement;
    el.innerHTML = '<p>Fallback.</p>';
    el.src = '/__slow/2000/test/fixtures/items.json?held';
    // A child script as VitePress writes it (HTML-escaped), read decoded by the same chunk.
    const escaped = document.createElement('csw-test-element') as CswTestElement;
    escaped.innerHTML = '<script type="application/json">{&quot;items&quot;:[{&quot;name&quot;:&quot;a &amp; b&quot;,&quot;value&quot;:3}]}</script><p>Escaped fallback.</p>';
    // A src changed while the chunk is held: its first request is no longer wanted.
    const changed = document.createElement('csw-test-element') as CswTestElement;
    changed.src = '/__slow/2000/test/fixtures/items.json?first';
    // A src resolved again for the same URL while the chunk is held (a child added: the sources are read again).
    const again = document.createElement('csw-test-element') as CswTestElement;
    again.src = '/__slow/2000/test/fixtures/items.json?again';
    // CSV in a child script, and an object React wrote as an attribute before the tag was defined: read by the chunk too.
    const csv = document.createElement('csw-csv-test-element') as CswCsvTestElement;
    csv.innerHTML = '<script type="text/csv">name,value\nfrom csv,5</script>';
    const lost = document.createElement('csw-test-element') as CswTestElement;
    lost.setAttribute('data', '[object Object]');
    Object.assign(lost, { __reactProps$abc: { data: { items: [{ name: 'from react', value: 7 }] } } });
    document.body.append(el, escaped, changed, again, csv, lost);
    const waiting = [false, false];
    void csv.updateComplete.then(() => (waiting[0] = true));
    void lost.updateComplete.then(() => (waiting[1] = true));
    const complete = [false, false];
    void el.updateComplete.then(() => (complete[0] = true));
    void escaped.updateComplete.then(() => (complete[1] = true));
    await waitUntil(() => chunk.asked > before + 1, 'the chunk asked for by both');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Before the chunk: busy, the room kept around the fallback, no line yet, no data; no error either.
    expect(el.getAttribute('aria-busy')).to.equal('true');
    expect(el.shadowRoot!.querySelector('slot')!.parentElement!.matches('[part~="base"]'), 'the fallback in a box of its own').to.equal(false);
    expect(loadingLine(el)).to.equal(null);
    expect([errorPanel(escaped), text(escaped)]).to.deep.equal([null, '']);
    expect(escaped.querySelector('p')!.checkVisibility()).to.equal(true);
    expect(complete, 'updateComplete waits for the chunk').to.deep.equal([false, false]);
    expect(waiting, 'the CSV and React readers wait for it too').to.deep.equal([false, false]);
    expect([text(csv), errorPanel(csv), text(lost), errorPanel(lost)]).to.deep.equal(['', null, '', null]);
    expect(srcLoader.module).to.equal(undefined);
    // The download did not wait for the chunk: it started with the first update, beside it.
    expect(requested('?held'), 'the request made before the chunk is here').to.have.length(1);
    // (Its updateComplete waits for the chunk: the first request is made by now, as el's was.)
    expect(requested('?first')).to.have.length(1);
    changed.src = '/__slow/2000/test/fixtures/items.json?second';
    const askedBefore = chunk.asked;
    again.append(document.createElement('p'));
    await waitUntil(() => chunk.asked > askedBefore, 'the src resolved again');

    chunk.release();
    await el.updateComplete;
    expect(srcLoader.module).to.not.equal(undefined);
    expect(loadingLine(el)!.textContent).to.contain('Loading');
    await escaped.updateComplete;
    expect(fallbackRoom(el)).to.not.equal(null);
    expect(text(escaped)).to.contain('a & b: 3');
    expect(errorPanel(escaped)).to.equal(null);
    const { error } = await el.ready;
    await el.updateComplete;
    expect(error).to.equal(null);
    expect(text(el)).to.contain('fetched: 42');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    // The loader took the early response: one request for the src, not a second after the chunk.
    expect(requested('?held')).to.have.length(1);
    // The changed src: its first request aborted once the chunk came, the second one made.
    await changed.updateComplete;
    expect(requested('?first')[0]!.signal!.aborted, 'the unwanted request aborted').to.equal(true);
    expect(requested('?second')).to.have.length(1);
    // Resolved twice before the chunk: one request, taken by the loader (not aborted), and the data lands.
    await again.ready;
    await again.updateComplete;
    expect(requested('?again'), 'one request for two resolutions of the same src').to.have.length(1);
    expect(requested('?again')[0]!.signal!.aborted).to.equal(false);
    expect(text(again)).to.contain('fetched: 42');
    await csv.updateComplete;
    await lost.updateComplete;
    expect([text(csv).includes('from csv: 5'), errorPanel(csv)]).to.deep.equal([true, null]);
    expect([text(lost).includes('from react: 7'), errorPanel(lost)]).to.deep.equal([true, null]);
    globalThis.fetch = pageFetch;
    el.remove();
    escaped.remove();
    changed.remove();
    again.remove();
    csv.remove();
    lost.remove();
  });

  it('once here: a slow src shows the line with its spinner in the room at once, from the first update', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element src="/__slow/1500/test/fixtures/items.json?line"><p>Fallback.</p></csw-test-element>`);
    expect(el.getAttribute('aria-busy')).to.equal('true');
    expect(loadingLine(el)!.textContent).to.contain('Loading');
    expect(fallbackRoom(el)).to.not.equal(null);
    expect(getComputedStyle(loadingLine(el)!, '::before').animationName).to.equal('csw-spin');
    await el.ready;
    expect(loadingLine(el)).to.equal(null);
  });
});
