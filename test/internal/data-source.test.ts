import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import type { CswCsvTestElement, CswLazyCsvTestElement, CswTestElement } from '../fixtures/test-element.js';
import '../fixtures/test-element.js';
import { HYDRATION_DATA_WAIT_MS } from '../../src/internal/hydrate-binding.js';
import { loadingLine } from '../support/loading-view.js';

const GOOD = { items: [{ name: 'alpha', value: 10 }] };
const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const errorPanel = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="error"]');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const closed = async (id: string) => ((await (await fetch(`/__closed/${id}`)).json()) as { closed: boolean }).closed;
const items = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('[part="list"] li')].map((li) => li.textContent);

describe('data source: the last assignment wins (issue 25, item 5)', () => {
  it('A → B → A shows A at once, and B, still loading, is aborted', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element src="/test/fixtures/items.json"></csw-test-element>`);
    await waitUntil(() => text(el).includes('fetched: 42'), 'A never rendered', { timeout: 30000 });
    const signals: AbortSignal[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).includes('__hang')) signals.push(init!.signal!);
      return realFetch(input, init);
    };
    try {
      el.src = '/__hang/abaB1';
      await el.updateComplete;
    } finally {
      window.fetch = realFetch;
    }
    expect(el.getAttribute('aria-busy')).to.equal('true');
    // Long enough for B's request to reach the server, so that its closing can be seen there.
    await sleep(300);
    el.src = '/test/fixtures/items.json';
    await el.updateComplete;
    expect(text(el)).to.contain('fetched: 42');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect(signals).to.have.length(1);
    expect(signals[0]!.aborted).to.equal(true);
    await waitUntil(() => closed('abaB1'), "B's download was never aborted", { timeout: 30000 });
  });

  it('A → B → A: B landing late never replaces A', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element src="/test/fixtures/items.json"></csw-test-element>`);
    await waitUntil(() => text(el).includes('fetched: 42'), 'A never rendered', { timeout: 30000 });
    el.src = '/__slow/400/test/fixtures/items-newer.json';
    await el.updateComplete;
    el.src = '/test/fixtures/items.json';
    await el.updateComplete;
    await sleep(900);
    expect(text(el)).to.contain('fetched: 42');
    expect(text(el)).not.to.contain('newer');
  });

  it('A → B → C while both load: only C lands', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element src="/__slow/500/test/fixtures/items-newer.json"></csw-test-element>`);
    el.src = '/__hang/abc2';
    await el.updateComplete;
    await sleep(300);
    el.src = '/test/fixtures/items.json';
    await waitUntil(() => text(el).includes('fetched: 42'), 'C never rendered', { timeout: 30000 });
    await sleep(800);
    expect(text(el)).not.to.contain('newer');
    await waitUntil(() => closed('abc2'), "B's download was never aborted", { timeout: 30000 });
  });
});

/**
 * A server-rendered element, as the prerender command writes it: its shadow root is in the HTML,
 * with Lit's markers; this one from an older build of the page (the digest differs), as a page
 * is once its data changed, so that hydration gives way to a render.
 */
async function prerendered(attributes: string): Promise<{ el: CswTestElement; host: HTMLDivElement }> {
  const host = document.createElement('div');
  document.body.append(host);
  host.setHTMLUnsafe(
    `<csw-test-element ${attributes}><template shadowrootmode="open"><!--lit-part AAAAAAAAAAA=--><div part="base" class="base"><div part="title" class="title" id="title">Test items</div><ul part="list"><li>server: 1</li></ul></div><!--/lit-part--></template><p>Fallback</p></csw-test-element>`,
  );
  const el = host.querySelector('csw-test-element') as CswTestElement;
  expect(el.shadowRoot!.textContent).to.contain('server: 1');
  return { el, host };
}

/**
 * Runs `test` with the hydration wait's timer held: a `setTimeout` of HYDRATION_DATA_WAIT_MS never
 * fires by itself, only when the test calls `endWait()`. The first src never answers (/__hang), so
 * what the element shows came from a newer source ending the wait, or from the test ending it. No
 * time is asserted (issue 40): a slow machine can neither fail such a test nor pass it by the timer.
 */
async function withHydrationWaitHeld(test: (endWait: () => void) => Promise<void>): Promise<void> {
  const realSetTimeout = window.setTimeout;
  const held: (() => void)[] = [];
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
    ms === HYDRATION_DATA_WAIT_MS ? (held.push(handler as () => void), 0) : realSetTimeout(handler, ms, ...rest)) as typeof window.setTimeout;
  try {
    await test(() => held.forEach((fire) => fire()));
    expect(held.length, 'the element started one hydration wait (and it was held)').to.equal(1);
  } finally {
    window.setTimeout = realSetTimeout;
  }
}

describe('a prerendered element with a slow src (issue 25, item 6)', () => {
  it('takes `data` set while its first src loads, without waiting out the hydration wait, and aborts that download', async () => {
    await withHydrationWaitHeld(async () => {
      const { el, host } = await prerendered('src="/__hang/ssr1"');
      // Long enough for the first request to reach the server (its closing is watched there).
      await sleep(300);
      el.data = { items: [{ name: 'overtaken by data', value: 12 }] };
      await waitUntil(() => text(el).includes('overtaken by data: 12'), 'data never rendered', { timeout: 10_000 });
      await waitUntil(() => closed('ssr1'), 'the first src was never aborted', { timeout: 30000 });
      expect(el.hasAttribute('aria-busy')).to.equal(false);
      host.remove();
    });
  });

  it('takes a new src set while its first src loads, without waiting out the hydration wait', async () => {
    await withHydrationWaitHeld(async () => {
      const { el, host } = await prerendered('src="/__hang/ssr2"');
      // Long enough for the first request to reach the server (its closing is watched there).
      await sleep(300);
      el.src = '/test/fixtures/items-newer.json';
      await waitUntil(() => text(el).includes('newer: 7'), 'the new src never rendered', { timeout: 10_000 });
      await waitUntil(() => closed('ssr2'), 'the first src was never aborted', { timeout: 30000 });
      host.remove();
    });
  });

  it(`waits for its first src until its ${HYDRATION_DATA_WAIT_MS / 1000} s wait ends, then shows its own loading view`, async () => {
    await withHydrationWaitHeld(async (endWait) => {
      const { el, host } = await prerendered('src="/__hang/ssr3"');
      // The server's view stays while it waits (the wait's timer is held: only endWait() ends it).
      await sleep(500);
      expect(el.hasUpdated).to.equal(false);
      expect(text(el)).to.contain('server: 1');
      endWait();
      await waitUntil(() => el.hasUpdated, 'the first update never came once the wait ended', { timeout: 10_000 });
      await el.updateComplete;
      expect(el.getAttribute('aria-busy')).to.equal('true');
      expect(text(el)).to.contain('Loading');
      expect(el.shadowRoot!.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('Fallback');
      host.remove();
    });
  });

  it('the same src set again (a framework re-binding it) does not cut the wait short', async () => {
    const { el, host } = await prerendered('src="/__slow/600/test/fixtures/items.json"');
    await sleep(100);
    el.src = '/__slow/600/test/fixtures/items.json';
    await sleep(200);
    expect(el.hasUpdated).to.equal(false);
    expect(text(el)).to.contain('server: 1');
    await waitUntil(() => text(el).includes('fetched: 42'), 'src never rendered', { timeout: 30000 });
    host.remove();
  });

  it('still hydrates with its src data when that arrives in time', async () => {
    const { el, host } = await prerendered('src="/__slow/300/test/fixtures/items.json"');
    await waitUntil(() => text(el).includes('fetched: 42'), 'src never rendered', { timeout: 30000 });
    expect(text(el)).not.to.contain('server: 1');
    host.remove();
  });
});

describe('loading keeps the fallback (issue 27)', () => {
  it('shows the author\'s fallback while src loads, with a small loading line, aria-busy', async () => {
    const el = await fixture<CswTestElement>(
      html`<csw-test-element src="/__slow/500/test/fixtures/items.json"><p>Scores for 12 agents, 2025</p></csw-test-element>`,
    );
    expect(el.getAttribute('aria-busy')).to.equal('true');
    const slot = el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal('Scores for 12 agents, 2025');
    const fallback = el.querySelector('p')!.getBoundingClientRect();
    expect(fallback.height).to.be.greaterThan(0);
    const loading = loadingLine(el)!;
    expect(loading.textContent).to.contain('Loading');
    // Beside the fallback, not instead of it: a line above, smaller than the text.
    expect(loading.getBoundingClientRect().bottom).to.be.at.most(fallback.top + 1);
    expect(parseFloat(getComputedStyle(loading).fontSize)).to.be.below(parseFloat(getComputedStyle(el).fontSize));
    await waitUntil(() => text(el).includes('fetched: 42'), 'src never rendered', { timeout: 30000 });
    expect(loadingLine(el)).to.equal(null);
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });
});

describe('reserving the height while loading (the documented page rule)', () => {
  it('aria-busy lets a page rule keep room for the final view, and lets go once the data shows', async () => {
    const style = document.createElement('style');
    style.textContent = "csw-test-element[aria-busy='true'] { display: block; min-block-size: 20em; }";
    document.head.append(style);
    try {
      const el = await fixture<CswTestElement>(
        html`<csw-test-element style="font-size: 16px" src="/__slow/500/test/fixtures/items.json"><p>Fallback</p></csw-test-element>`,
      );
      expect(el.getBoundingClientRect().height).to.be.closeTo(320, 1);
      await waitUntil(() => text(el).includes('fetched: 42'), 'src never rendered', { timeout: 30000 });
      expect(el.getBoundingClientRect().height).to.be.below(320);
    } finally {
      style.remove();
    }
  });
});

describe('Markdown-proof light DOM (issue 27)', () => {
  it('finds the JSON script inside a <p> a Markdown renderer added', async () => {
    const el = document.createElement('csw-test-element') as CswTestElement;
    el.innerHTML = '<p><script type="application/json">{"items":[{"name":"wrapped in p","value":3}]}</script></p><p> </p>';
    document.body.append(el);
    await el.updateComplete;
    expect(text(el)).to.contain('wrapped in p: 3');
    el.remove();
  });

  it("reads VitePress's HTML-escaped JSON script (&quot; as text)", async () => {
    const el = document.createElement('csw-test-element') as CswTestElement;
    el.innerHTML =
      '<script type="application/json">{&quot;items&quot;:[{&quot;name&quot;:&quot;Müller &amp; 李 &lt;v2&gt;&quot;,&quot;value&quot;:&#52;&#x32;}]}</script>';
    expect(el.querySelector('script')!.textContent).to.contain('&quot;');
    document.body.append(el);
    await el.updateComplete;
    expect(errorPanel(el)).to.equal(null);
    expect(text(el)).to.contain('Müller & 李 <v2>: 42');
    el.remove();
  });

  it('an escaped script that is still not JSON reports the text as written', async () => {
    const el = document.createElement('csw-test-element') as CswTestElement;
    el.innerHTML = '<script type="application/json">{&quot;items&quot;: [</script>';
    document.body.append(el);
    const detail = await el.ready;
    expect(detail.error).to.match(/^<script type="application\/json">: invalid JSON/);
    el.remove();
  });

  it("does not take a nested element's script as its own", async () => {
    const el = document.createElement('csw-test-element') as CswTestElement;
    el.innerHTML = '<div><csw-test-element><script type="application/json">{"items":[{"name":"inner","value":1}]}</script></csw-test-element></div><p>Outer fallback</p>';
    document.body.append(el);
    await el.updateComplete;
    expect(text(el)).not.to.contain('inner: 1');
    expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
    el.remove();
  });
});

/**
 * A child script the element does not read left it empty without a word (found 2026-12-07: a blog's
 * `<script type="text/json">`, BibTeX in `<script type="text/plain">`, JSON in a script without a
 * type, which the page runs as JavaScript). Now the error panel names the script and the type to write.
 */
describe('a child script the element does not read', () => {
  const withChildren = (markup: string) => {
    const el = document.createElement('csw-test-element') as CswTestElement;
    el.innerHTML = markup;
    document.body.append(el);
    return el;
  };
  for (const type of ['text/json', 'json', 'application/ld+json', 'application/json; charset=utf-8', 'text/plain', 'application/x-bibtex']) {
    it(`type="${type}": the error names it and the type to write; ready and csw-error say so`, async () => {
      const el = withChildren(`<p><script type="${type}">{"items":[{"name":"mistyped","value":1}]}</script></p>`);
      const error = oneEvent(el, 'csw-error');
      const detail = await el.ready;
      expect(detail.error).to.equal(`<script type="${type}">: not read; data goes in <script type="application/json">`);
      expect((await error).detail.message).to.equal(detail.error);
      expect(errorPanel(el)!.textContent).to.contain(`<script type="${type}">: not read`);
      expect(errorPanel(el)!.getAttribute('role')).to.equal('alert');
      el.remove();
    });
  }

  it('JSON in a script without a type (run as JavaScript, not data): the error says so', async () => {
    // (innerHTML does not run scripts; the page's parser would, and the JSON would throw there.)
    const el = withChildren('\n  <script>\n  {"items":[{"name":"untyped","value":1}]}</script>');
    expect((await el.ready).error).to.equal('<script>: not read; data goes in <script type="application/json">');
    el.remove();
  });

  it('the script replaced with a readable one: the data shows and the error is gone', async () => {
    const el = withChildren('<script type="text/json">{"items":[{"name":"fixed","value":5}]}</script>');
    await el.ready;
    expect(errorPanel(el)).to.not.equal(null);
    el.innerHTML = '<script type="application/json">{"items":[{"name":"fixed","value":5}]}</script>';
    await waitUntil(() => text(el).includes('fixed: 5'), 'the readable script was not read', { timeout: 30000 });
    expect(errorPanel(el)).to.equal(null);
    el.remove();
  });

  it('no error where the element reads another source, or the script is the page\'s code', async () => {
    // A data source beside the mistyped script wins, as any source does over none.
    const fed = withChildren('<script type="text/plain">notes</script>');
    fed.data = GOOD;
    expect((await fed.ready).error).to.equal(null);
    expect(text(fed)).to.contain('alpha: 10');
    // Code, not data: an element without data stays empty and says nothing, as before.
    const module = withChildren('<p><script type="module">window.x = 1;</script></p>');
    const code = withChildren('<script>window.y = { a: 1 };</script>');
    for (const el of [module, code]) {
      // (The sources are read in the first update: after it, an error would be on the panel.)
      await el.updateComplete;
      expect(errorPanel(el)).to.equal(null);
      expect(el.getAttribute('aria-busy')).to.equal(null);
    }
    // A nested element's script is its own.
    const outer = withChildren('<div><csw-test-element><script type="text/json">{}</script></csw-test-element></div>');
    await outer.updateComplete;
    expect(errorPanel(outer)).to.equal(null);
    for (const el of [fed, module, code, outer]) el.remove();
  });
});

describe('a src answered with an HTML page', () => {
  it("says so (a site's page for a missing file), not \"Unexpected token '<'\"; JSON that merely holds \"<html>\" is read", async () => {
    // An HTML file served as the data, as a single-page app's fallback or a 404 page sent as 200 is.
    const el = await fixture<CswTestElement>(html`<csw-test-element src="/test/e2e/fixtures/fit-boxes.html"></csw-test-element>`);
    expect((await el.ready).error).to.equal(
      'src "/test/e2e/fixtures/fit-boxes.html": got an HTML page, not data (is the file there? a site may answer a missing file with a page of its own)',
    );
    const json = JSON.stringify({ items: [{ name: '<html> in a name', value: 2 }] });
    el.src = `data:application/json,${encodeURIComponent(json)}`;
    await waitUntil(() => text(el).includes('<html> in a name: 2'), 'JSON with "<html>" inside was not read', { timeout: 30000 });
    expect(errorPanel(el)).to.equal(null);
  });
});

describe('a src the browser could not fetch', () => {
  it('says why it may be (offline, or CORS), not only "Failed to fetch"', async () => {
    // Nothing listens on port 9 (discard): the request fails as an offline or a CORS-refused one does.
    const el = await fixture<CswTestElement>(html`<csw-test-element src="http://127.0.0.1:9/items.json"></csw-test-element>`);
    expect((await el.ready).error).to.equal('src "http://127.0.0.1:9/items.json": could not load (offline, or another site that does not let this page read it: CORS)');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });
});

describe('CSV input (contract, Additions of 2026-12-02)', () => {
  it('a src ending in .csv (before ? and #) goes through fromCsv, then parseData: 300 rows, BOM, quotes, other scripts', async () => {
    const el = await fixture<CswCsvTestElement>(
      html`<csw-csv-test-element src="/test/internal/fixtures/items-300.csv?v=2#top"></csw-csv-test-element>`,
    );
    await el.ready;
    expect(errorPanel(el)).to.equal(null);
    const shown = items(el);
    expect(shown).to.have.length(300);
    expect(shown[0]).to.match(/^GPT-6 Astra #1: /);
    expect(shown[1]).to.match(/^Claude "Opus", long context #2: /);
    expect(shown[7]).to.match(/^通义千问 Max #8: /);
  });

  it('a src served as text/csv is CSV whatever its name', async () => {
    const realFetch = window.fetch;
    window.fetch = async (input, init) =>
      String(input).includes('/api/scores')
        ? new Response('name,value\r\n"Mistral, Large",55.5\r\nDeepSeek-V4,61\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
        : realFetch(input, init);
    try {
      const el = await fixture<CswCsvTestElement>(html`<csw-csv-test-element src="/api/scores"></csw-csv-test-element>`);
      await el.ready;
      expect(items(el)).to.deep.equal(['Mistral, Large: 55.5', 'DeepSeek-V4: 61']);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('a child <script type="text/csv">, also inside a <p>', async () => {
    const el = document.createElement('csw-csv-test-element') as CswCsvTestElement;
    el.innerHTML = '<p><script type="text/csv">name,value\n"line\nbreak",7\nplain,8\n</script></p>';
    document.body.append(el);
    await el.ready;
    expect(items(el)).to.deep.equal(['line\nbreak: 7', 'plain: 8']);
    el.remove();
  });

  it('an unterminated quote is a located error, and the last good view stays', async () => {
    const el = await fixture<CswCsvTestElement>(html`<csw-csv-test-element .data=${GOOD}></csw-csv-test-element>`);
    el.innerHTML = '<script type="text/csv">name,value\nok,1\n"never closed,2\nmore,3\n</script>';
    el.data = null;
    const { detail } = await oneEvent(el, 'csw-error');
    expect(detail.message).to.equal('<script type="text/csv">: row 3: unterminated quoted field');
    await el.updateComplete;
    expect(errorPanel(el)!.textContent).to.contain('row 3: unterminated quoted field');
    expect(text(el)).to.contain('alpha: 10');
  });

  it('bad values from CSV are reported by parseData like JSON ones', async () => {
    const el = document.createElement('csw-csv-test-element') as CswCsvTestElement;
    el.innerHTML = '<script type="text/csv">name,value\nhigh,101\n</script>';
    document.body.append(el);
    const detail = await el.ready;
    expect(detail.error).to.equal('data.items[0].value: expected a number from 0 to 100, got 101');
    el.remove();
  });

  it('a CSV reader loaded on first use (fromCsv returns a promise): the data lands, ready waits for it, errors are located', async () => {
    const el = document.createElement('csw-lazy-csv-test-element') as CswLazyCsvTestElement;
    el.innerHTML = '<script type="text/csv">name,value\nlazy,42\n</script>';
    document.body.append(el);
    try {
      expect((await el.ready).error).to.equal(null);
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.contain('lazy');
      const error = oneEvent(el, 'csw-error');
      el.innerHTML = '<script type="text/csv">name,value\nok,1\n"never closed,2\n</script>';
      const { detail } = await error;
      expect(detail.message).to.equal('<script type="text/csv">: row 3: unterminated quoted field');
      await el.updateComplete;
      // The last good view stays under the message.
      expect(el.shadowRoot!.textContent).to.contain('lazy');
    } finally {
      el.remove();
    }
  });

  it('a newer source overtakes CSV still being read: the older never lands', async () => {
    const el = document.createElement('csw-lazy-csv-test-element') as CswLazyCsvTestElement;
    el.innerHTML = '<script type="text/csv">name,value\nolder,1\n</script>';
    document.body.append(el);
    try {
      // Before the reader settles (60 ms), the property takes over.
      el.data = { items: [{ name: 'newer', value: 2 }] };
      await el.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 150));
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.contain('newer');
      expect(el.shadowRoot!.textContent).not.to.contain('older');
    } finally {
      el.remove();
    }
  });

  it('an element that does not read CSV says so, at the source', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element src="/test/internal/fixtures/items-300.csv"></csw-test-element>`);
    const detail = await el.ready;
    expect(detail.error).to.equal('src "/test/internal/fixtures/items-300.csv": csw-test-element does not read CSV');
    expect(errorPanel(el)!.textContent).to.contain('csw-test-element does not read CSV');
    const child = document.createElement('csw-test-element') as CswTestElement;
    child.innerHTML = '<script type="text/csv">name,value\na,1</script>';
    document.body.append(child);
    expect((await child.ready).error).to.equal('<script type="text/csv">: csw-test-element does not read CSV');
    child.remove();
  });
});
