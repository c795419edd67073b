import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import { CswTestElement } from '../fixtures/test-element.js';
import { accessibilityTree } from '../support/cdp.js';
import { defineElement } from '../../src/internal/define-element.js';

const GOOD = { items: [{ name: 'alpha', value: 10 }] };
const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const errorPanel = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="error"]');

describe('CswElement (shared base)', () => {
  it('is accessible with data, light and dark', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element theme="light" .data=${GOOD}></csw-test-element>`);
    await expect(el).to.be.accessible();
    el.theme = 'dark';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('updateComplete waits for work handed to waitFor, for work handed on meanwhile, and for the update they ask for', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
    const tick = () => new Promise((resolve) => setTimeout(resolve));
    // A chunk that, once here, needs another (as a held view's validation, then its parts), which sets new data.
    el.waitForWork(tick().then(() => el.waitForWork(tick().then(() => (el.data = { items: [{ name: 'late', value: 2 }] })))));
    el.waitForWork(undefined);
    expect(await el.updateComplete).to.equal(true);
    expect(text(el)).to.contain('late: 2');
  });

  it('a piece of work that fails ends the wait: updateComplete resolves, never rejects', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
    el.waitForWork(Promise.reject(new Error('offline')));
    expect(await el.updateComplete).to.equal(true);
    expect(text(el)).to.contain('alpha: 10');
  });

  it('renders from the data property', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
    expect(text(el)).to.contain('alpha: 10');
    expect(errorPanel(el)).to.equal(null);
  });

  it('renders from the data attribute and re-renders when it changes', async () => {
    const el = await fixture<CswTestElement>(
      html`<csw-test-element data='{"items":[{"name":"attr","value":5}]}'></csw-test-element>`,
    );
    expect(text(el)).to.contain('attr: 5');
    el.setAttribute('data', '{"items":[{"name":"changed","value":6}]}');
    await el.updateComplete;
    expect(text(el)).to.contain('changed: 6');
  });

  it('renders from a child JSON script and follows edits to it', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element>
      <script type="application/json">
        { "items": [{ "name": "scripted", "value": 1 }] }
      </script>
    </csw-test-element>`);
    expect(text(el)).to.contain('scripted: 1');
    el.querySelector('script')!.textContent = '{"items":[{"name":"edited","value":2}]}';
    await waitUntil(() => text(el).includes('edited: 2'), 'script edit not picked up');
  });

  it('fetches src, is aria-busy while loading, and shows a loading state', async () => {
    const el = await fixture<CswTestElement>(
      html`<csw-test-element src="/__slow/300/test/fixtures/items.json"></csw-test-element>`,
    );
    expect(el.getAttribute('aria-busy')).to.equal('true');
    expect(text(el)).to.contain('Loading');
    await waitUntil(() => text(el).includes('fetched: 42'), 'src never rendered', { timeout: 30000 });
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });

  it('never lets a slow response overwrite a newer src', async () => {
    const el = await fixture<CswTestElement>(
      html`<csw-test-element src="/__slow/600/test/fixtures/items.json"></csw-test-element>`,
    );
    el.src = '/test/fixtures/items-newer.json';
    await waitUntil(() => text(el).includes('newer: 7'), 'newer src not rendered', { timeout: 30000 });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(text(el)).to.contain('newer: 7');
    expect(text(el)).not.to.contain('fetched');
  });

  it('does not fetch again when moved in the page while loading', async () => {
    const requests: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name.includes('items.json?move')) requests.push(entry.name);
    });
    observer.observe({ type: 'resource', buffered: false });
    const el = await fixture<CswTestElement>(
      html`<csw-test-element src="/__slow/300/test/fixtures/items.json?move"></csw-test-element>`,
    );
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el); // disconnect + connect, as reveal.js's print layout does
    await waitUntil(() => text(el).includes('fetched: 42'), 'src never rendered', { timeout: 30000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    other.remove();
    expect(requests.length).to.equal(1);
  });

  it('follows the order of precedence: property, attribute, script, src', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element
      data='{"items":[{"name":"attribute","value":2}]}'
      src="/test/fixtures/items.json"
    >
      <script type="application/json">{"items":[{"name":"script","value":3}]}</script>
    </csw-test-element>`);
    expect(text(el)).to.contain('attribute: 2');
    el.data = { items: [{ name: 'property', value: 1 }] };
    await el.updateComplete;
    expect(text(el)).to.contain('property: 1');
    el.data = undefined;
    await el.updateComplete;
    expect(text(el)).to.contain('attribute: 2');
    el.removeAttribute('data');
    await el.updateComplete;
    expect(text(el)).to.contain('script: 3');
    el.querySelector('script')!.remove();
    await waitUntil(() => text(el).includes('fetched: 42'), 'src not used last', { timeout: 30000 });
  });

  it('keeps data set before the element was defined', async () => {
    const el = document.createElement('csw-late-element') as CswTestElement;
    (el as unknown as { data: unknown }).data = GOOD;
    document.body.append(el);
    class Late extends CswTestElement {}
    customElements.define('csw-late-element', Late);
    await (el as CswTestElement).updateComplete;
    expect(text(el)).to.contain('alpha: 10');
    el.remove();
  });

  describe('bad input', () => {
    it('invalid JSON in the attribute: error panel, csw-error, last good view kept', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      el.data = undefined;
      const event = oneEvent(el, 'csw-error');
      expect(() => el.setAttribute('data', '{"items": [')).not.to.throw();
      const { detail } = await event;
      await el.updateComplete;
      expect(detail.message).to.match(/^data attribute: invalid JSON/);
      const panel = errorPanel(el)!;
      expect(panel.getAttribute('role')).to.equal('alert');
      expect(panel.textContent).to.contain('data attribute: invalid JSON');
      expect(text(el)).to.contain('alpha: 10');
    });

    it('a wrong type names the path, and valid data clears the message', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      setTimeout(() => (el.data = { items: [{ name: 'a', value: 1 }, { name: 'b', value: 'abc' }] } as never));
      const { detail } = await oneEvent(el, 'csw-error');
      await el.updateComplete;
      expect(detail.message).to.equal('data.items[1].value: expected a number from 0 to 100, got "abc"');
      expect(errorPanel(el)!.textContent).to.contain('data.items[1].value');
      expect(text(el)).to.contain('alpha: 10');
      el.data = { items: [{ name: 'fixed', value: 3 }] };
      await el.updateComplete;
      expect(errorPanel(el)).to.equal(null);
      expect(text(el)).to.contain('fixed: 3');
    });

    it('an attribute problem is reported, and fixing the attribute clears it', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      const messages: string[] = [];
      el.addEventListener('csw-error', (e) => messages.push(e.detail.message));
      expect(() => el.setAttribute('shape', 'oval')).not.to.throw();
      await el.updateComplete;
      expect(messages).to.deep.equal(['shape: expected round or square, got "oval"']);
      expect(errorPanel(el)!.textContent).to.contain('shape: expected round or square');
      expect(text(el)).to.contain('alpha: 10');
      el.setAttribute('shape', 'square');
      await el.updateComplete;
      expect(errorPanel(el)).to.equal(null);
    });

    it('fixing one attribute shows what is still wrong with another', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD} shape="oval"></csw-test-element>`);
      el.tone = 'shrill';
      await el.updateComplete;
      expect(errorPanel(el)!.textContent).to.contain('tone: expected calm or loud, got "shrill"');
      el.tone = 'loud';
      await el.updateComplete;
      expect(errorPanel(el)!.textContent).to.contain('shape: expected round or square, got "oval"');
      el.shape = 'round';
      await el.updateComplete;
      expect(errorPanel(el)).to.equal(null);
    });

    it('fixing an attribute leaves a data error that came after it on the panel', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD} shape="oval"></csw-test-element>`);
      el.data = { items: 'none' } as never;
      await el.updateComplete;
      el.shape = 'round';
      await el.updateComplete;
      expect(errorPanel(el)!.textContent).to.contain('data.items: expected an array');
    });

    it('reports a missing field and a number out of range', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element></csw-test-element>`);
      const messages: string[] = [];
      el.addEventListener('csw-error', (e) => messages.push(e.detail.message));
      el.data = {} as never;
      await el.updateComplete;
      el.data = { items: [{ name: 'x', value: 101 }] };
      await el.updateComplete;
      expect(messages).to.deep.equal([
        'data.items: expected an array, got nothing',
        'data.items[0].value: expected a number from 0 to 100, got 101',
      ]);
    });

    it('a 404 src is an error naming the URL', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${null}></csw-test-element>`);
      setTimeout(() => (el.src = '/test/fixtures/missing.json'));
      const { detail } = await oneEvent(el, 'csw-error');
      expect(detail.message).to.equal('src "/test/fixtures/missing.json": could not load (HTTP 404)');
      await el.updateComplete;
      expect(el.hasAttribute('aria-busy')).to.equal(false);
      expect(errorPanel(el)!.textContent).to.contain('HTTP 404');
    });

    it('a src that is not JSON is an error, and the fetched view before it stays', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element src="/test/fixtures/items.json"></csw-test-element>`);
      await waitUntil(() => text(el).includes('fetched: 42'));
      setTimeout(() => (el.src = '/test/fixtures/not-json.txt'));
      const { detail } = await oneEvent(el, 'csw-error');
      expect(detail.message).to.match(/^src "\/test\/fixtures\/not-json.txt": invalid JSON/);
      await el.updateComplete;
      expect(text(el)).to.contain('fetched: 42');
    });

    it('a throwing render is caught and reported, not thrown', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      setTimeout(() => (el.data = { items: [{ name: 'explode', value: 1 }] }));
      const { detail } = await oneEvent(el, 'csw-error');
      expect(detail.message).to.equal('render: boom');
      expect(errorPanel(el)!.textContent).to.contain('render: boom');
    });

    it('renders strings as text, never as HTML', async () => {
      const el = await fixture<CswTestElement>(
        html`<csw-test-element .data=${{ items: [{ name: '<img src=x onerror=alert(1)>', value: 1 }] }}></csw-test-element>`,
      );
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(text(el)).to.contain('<img src=x onerror=alert(1)>');
    });
  });

  it('shows the light-DOM fallback when there is no data', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element><p>Fallback text</p></csw-test-element>`);
    const slot = el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal('Fallback text');
  });

  it('theme and motion reflect, and dark theme changes the colours', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element theme="light" .data=${GOOD}></csw-test-element>`);
    const base = el.shadowRoot!.querySelector('[part="base"]')!;
    const light = getComputedStyle(base).backgroundColor;
    el.theme = 'dark';
    el.motion = 'none';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('dark');
    expect(el.getAttribute('motion')).to.equal('none');
    expect(getComputedStyle(base).backgroundColor).not.to.equal(light);
  });

  it('measures itself when a hidden element becomes visible', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="display:none; width: 400px"><csw-test-element .data=${GOOD}></csw-test-element></div>`,
    );
    const el = wrapper.querySelector('csw-test-element') as CswTestElement;
    await el.updateComplete;
    expect(el.width).to.equal(0);
    wrapper.style.display = 'block';
    await waitUntil(() => el.width === 400, 'ResizeObserver did not report the new width');
  });

  it('fitted by a deck (data-fit-by), tells it once a frame that the view changed (csw-view-change); outside a deck, never', async () => {
    const changes: Event[] = [];
    const listen = (event: Event) => changes.push(event);
    document.addEventListener('csw-view-change', listen);
    try {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      el.data = { items: [{ name: 'beta', value: 3 }] };
      await el.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(changes).to.have.length(0);
      // A deck's plugin takes the element over; two updates in one frame are told once.
      el.setAttribute('data-fit-by', 'reveal');
      el.data = { items: [{ name: 'gamma', value: 4 }] };
      await el.updateComplete;
      el.data = { items: [{ name: 'delta', value: 5 }] };
      await el.updateComplete;
      await waitUntil(() => changes.length > 0, 'no csw-view-change');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(changes).to.have.length(1);
      expect(changes[0]!.target).to.equal(el);
      expect(changes[0]!.bubbles && changes[0]!.composed).to.equal(true);
    } finally {
      document.removeEventListener('csw-view-change', listen);
    }
  });

  it('defineElement is guarded against a second copy of the library', () => {
    class SecondCopy extends CswTestElement {}
    expect(() => defineElement('csw-test-element', SecondCopy)).not.to.throw();
    expect(customElements.get('csw-test-element')).to.equal(CswTestElement);
  });

  describe('printing: one state for every element', () => {
    const medium = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="medium"]')!.textContent;

    it('renders for paper inside beforeprint (before the browser lays the page out for print) until afterprint', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      expect(medium(el)).to.equal('screen');
      let during = '';
      const listener = () => (during = medium(el)!);
      // Registered after the element's: it sees what the page prints.
      window.addEventListener('beforeprint', listener);
      try {
        window.dispatchEvent(new Event('beforeprint'));
        expect(during).to.equal('paper');
        window.dispatchEvent(new Event('afterprint'));
        expect(medium(el)).to.equal('screen');
      } finally {
        window.removeEventListener('beforeprint', listener);
      }
    });

    it('follows the print media query (a PDF run, print emulation)', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      await emulateMedia({ media: 'print' });
      try {
        await waitUntil(() => medium(el) === 'paper', 'print media not followed');
      } finally {
        await emulateMedia({ media: 'screen' });
      }
      await waitUntil(() => medium(el) === 'screen', 'screen media not followed');
    });

    it('on paper keeps itself whole (break-inside: avoid, data-print-whole) only while it fits the page: a taller one may break', async () => {
      const short = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      const tall = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      // Taller than the page: under print emulation the page is the viewport.
      tall.style.height = `${innerHeight * 3}px`;
      const whole = (el: HTMLElement) => [el.hasAttribute('data-print-whole'), getComputedStyle(el).breakInside];
      expect(whole(short)).to.deep.equal([false, 'auto']);
      await emulateMedia({ media: 'print' });
      try {
        await waitUntil(() => medium(short) === 'paper' && medium(tall) === 'paper', 'print media not followed');
        expect(whole(short), 'the short one').to.deep.equal([true, 'avoid']);
        expect(whole(tall), 'the tall one').to.deep.equal([false, 'auto']);
      } finally {
        await emulateMedia({ media: 'screen' });
      }
      await waitUntil(() => medium(short) === 'screen', 'screen media not followed');
      expect(whole(short), 'after the print').to.deep.equal([false, 'auto']);
    });

    it('stops listening once removed', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      el.remove();
      const renders = el.renders;
      window.dispatchEvent(new Event('beforeprint'));
      window.dispatchEvent(new Event('afterprint'));
      await el.updateComplete;
      expect(el.renders).to.equal(renders);
    });
  });

  describe('title, live region, ready', () => {
    it('exposes the title once, as a heading at heading-level, and flags a bad level', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element heading-level="4" .data=${GOOD}></csw-test-element>`);
      const heading = el.shadowRoot!.querySelector('[role="heading"]')!;
      expect(heading.getAttribute('aria-level')).to.equal('4');
      const tree = await accessibilityTree();
      const headings = tree.filter((node) => node.role === 'heading' && node.name === 'Test items');
      expect(headings).to.have.length(1);
      expect(headings[0]!.properties.level).to.equal(4);
      el.setAttribute('heading-level', '9');
      await el.updateComplete;
      expect(errorPanel(el)!.textContent).to.contain('heading-level: expected 1 to 6, got "9"');
      expect(heading.getAttribute('aria-level')).to.equal('2');
      el.setAttribute('heading-level', '3');
      await el.updateComplete;
      expect(errorPanel(el)).to.equal(null);
    });

    it('has one polite status region that speaks a reader\'s action, repeats included, and not data set in code', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      const regions = el.shadowRoot!.querySelectorAll('[role="status"], [aria-live]');
      expect(regions).to.have.length(1);
      el.data = { items: [...GOOD.items, { name: 'beta', value: 3 }] };
      await el.updateComplete;
      expect(el.announcement).to.equal('');
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="shout"]')!.click();
      expect(el.announcement).to.equal('2 items');
      const first = regions[0]!.textContent;
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="shout"]')!.click();
      expect(regions[0]!.textContent).not.to.equal(first);
      expect(el.announcement).to.equal('2 items');
    });

    it('ready resolves and csw-load fires once the data shows', async () => {
      const el = document.createElement('csw-test-element') as CswTestElement;
      el.src = '/__slow/200/test/fixtures/items.json';
      const loaded = oneEvent(el, 'csw-load');
      document.body.append(el);
      const detail = await el.ready;
      expect(detail).to.deep.equal({ error: null });
      expect(text(el)).to.contain('fetched: 42');
      expect((await loaded).detail).to.deep.equal({ error: null });
      el.remove();
    });

    it('ready resolves with the error when the data is bad', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element data="{oops"></csw-test-element>`);
      const detail = await el.ready;
      expect(detail.error).to.contain('data attribute: invalid JSON');
    });
  });

  describe('src limits and removal', () => {
    it('aborts the download when the element is removed, and keeps no late data', async () => {
      // The element's own fetch, watched: its AbortSignal must fire once the element is gone.
      const signals: AbortSignal[] = [];
      const realFetch = window.fetch;
      window.fetch = (input, init) => {
        if (String(input).includes('__hang')) signals.push(init!.signal!);
        return realFetch(input, init);
      };
      try {
        const el = await fixture<CswTestElement>(html`<csw-test-element src="/__hang/removed1"></csw-test-element>`);
        expect(el.getAttribute('aria-busy')).to.equal('true');
        expect(signals).to.have.length(1);
        el.remove();
        await waitUntil(() => signals[0]!.aborted, 'the hanging download was not aborted', { timeout: 30000 });
        await el.updateComplete;
        expect(el.hasAttribute('aria-busy')).to.equal(false);
      } finally {
        window.fetch = realFetch;
      }
    });

    it('lets a download land when the element is only moved', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element src="/__slow/300/test/fixtures/items.json"></csw-test-element>`);
      const other = document.createElement('div');
      document.body.append(other);
      other.append(el);
      await waitUntil(() => text(el).includes('fetched: 42'), 'a moved element lost its download', { timeout: 30000 });
      other.remove();
    });

    it('refuses a src over the 5 MB limit, streaming, with the limit named', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element src="/__big/6000000"></csw-test-element>`);
      await waitUntil(() => errorPanel(el), 'no error for a 6 MB src', { timeout: 30000 });
      expect(errorPanel(el)!.textContent).to.contain('src "/__big/6000000": the file is over the 5 MB limit');
    });

    it('refuses JSON text over the limit before parsing it', async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${GOOD}></csw-test-element>`);
      el.dataAttribute = `{"items":[]${' '.repeat(5_000_001)}}`;
      el.data = null;
      await el.updateComplete;
      expect(errorPanel(el)!.textContent).to.contain('data attribute: input is over the 5 MB limit');
      expect(text(el)).to.contain('alpha: 10');
    });
  });
});
