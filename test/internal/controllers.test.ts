import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { CswTestElement } from '../fixtures/test-element.js';
import '../fixtures/test-element.js';
import { checkChoice, pickChoice } from '../../src/internal/choice.js';

const ITEMS = {
  items: [
    { name: 'Claude Opus 4.1 (extended thinking, 64k)', value: 74.5 },
    { name: 'GPT-5', value: 65 },
    { name: '通义千问 Qwen3-Coder', value: 55.4 },
    { name: 'Kimi K2', value: 43.8 },
  ],
};
const base = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
const errorPanel = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="error"]');
const background = (el: HTMLElement) => getComputedStyle(base(el)).backgroundColor;
const DARK_SURFACE = 'rgb(22, 27, 34)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

describe('checkChoice: one wording for enumerated attributes', () => {
  const cases: [string, unknown, string[], string][] = [
    ['a valid value', 'flow', ['radial', 'flow'], ''],
    ['no value (attribute removed): the default applies', null, ['radial', 'flow'], ''],
    ['an empty value', '', ['radial', 'flow'], ''],
    ['two choices', 'grid', ['radial', 'flow'], 'layout: expected "radial" or "flow", got "grid"'],
    ['three choices', 'chicago', ['bibtex', 'apa', 'mla'], 'layout: expected one of "bibtex", "apa", "mla", got "chicago"'],
    ['a long value is cut', 'x'.repeat(100), ['a', 'b'], `layout: expected "a" or "b", got "${'x'.repeat(56)}…`],
    ['case matters, as for HTML enumerated attributes in code', 'Flow', ['radial', 'flow'], 'layout: expected "radial" or "flow", got "Flow"'],
  ];
  for (const [what, value, allowed, expected] of cases) {
    it(`${what} → ${JSON.stringify(expected)}`, () => expect(checkChoice('layout', value, allowed)).to.equal(expected));
  }

  it('pickChoice: the value when allowed, else the fallback', () => {
    const formats = ['bibtex', 'apa', 'mla'] as const;
    expect(pickChoice('apa', formats, 'bibtex')).to.equal('apa');
    expect(pickChoice('chicago', formats, 'bibtex')).to.equal('bibtex');
    expect(pickChoice(null, formats, 'mla')).to.equal('mla');
    expect(pickChoice('constructor', formats, 'bibtex')).to.equal('bibtex');
  });

  it('the base checks theme and motion with it', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS} theme="purple"></csw-test-element>`);
    expect(errorPanel(el)!.textContent).to.contain('theme: expected one of "light", "dark", "auto", got "purple"');
    el.setAttribute('theme', 'dark');
    el.setAttribute('motion', 'slow');
    await el.updateComplete;
    expect(errorPanel(el)!.textContent).to.contain('motion: expected "auto" or "none", got "slow"');
    el.setAttribute('motion', 'none');
    await el.updateComplete;
    expect(errorPanel(el)).to.equal(null);
  });
});

describe('theme="auto" follows the page (issue 26)', () => {
  let style: HTMLStyleElement | undefined;
  afterEach(async () => {
    style?.remove();
    style = undefined;
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-theme');
    await emulateMedia({ colorScheme: 'light' });
  });
  const addStyle = (css: string) => {
    style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  };

  it('a page with :root { color-scheme: dark } on a light OS renders it dark, and light again live when the rule goes; axe clean', async () => {
    await emulateMedia({ colorScheme: 'light' });
    addStyle(':root { color-scheme: dark; background: #111; color: #eee }');
    // motion="none": axe reads the colours at once, not halfway through the buttons' colour transition.
    const el = await fixture<CswTestElement>(html`<csw-test-element motion="none" .data=${ITEMS}></csw-test-element>`);
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('auto');
    expect(background(el)).to.equal(DARK_SURFACE);
    expect(base(el).classList.contains('scheme-dark')).to.equal(true);
    await expect(el).to.be.accessible();
    style!.remove();
    await waitUntil(() => background(el) === LIGHT_SURFACE, 'did not switch back to light when the rule was removed');
    expect(base(el).classList.contains('scheme-light')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it("follows VitePress's class on <html> and Docusaurus's data-theme, live, for every element at once", async () => {
    addStyle('html.dark { color-scheme: dark } html[data-theme="dark"] { color-scheme: dark }');
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><csw-test-element .data=${ITEMS}></csw-test-element><csw-test-element .data=${ITEMS}></csw-test-element></div>`,
    );
    const [a, b] = [...wrapper.querySelectorAll('csw-test-element')] as CswTestElement[];
    expect(background(a!)).to.equal(LIGHT_SURFACE);
    document.documentElement.classList.add('dark');
    await waitUntil(() => background(a!) === DARK_SURFACE && background(b!) === DARK_SURFACE, 'html.dark not followed');
    document.documentElement.classList.remove('dark');
    await waitUntil(() => background(a!) === LIGHT_SURFACE, 'html.dark removal not followed');
    document.documentElement.setAttribute('data-theme', 'dark');
    await waitUntil(() => background(b!) === DARK_SURFACE, 'data-theme not followed');
  });

  it('a page that leaves the choice to the system (normal, or "light dark") follows prefers-color-scheme, live', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS}></csw-test-element>`);
    expect(background(el)).to.equal(LIGHT_SURFACE);
    await emulateMedia({ colorScheme: 'dark' });
    await waitUntil(() => background(el) === DARK_SURFACE, 'the system scheme was not followed');
    addStyle(':root { color-scheme: light dark }');
    await el.updateComplete;
    expect(background(el)).to.equal(DARK_SURFACE);
    style!.textContent = ':root { color-scheme: light }';
    // The page's own light beats a dark system.
    await waitUntil(() => background(el) === LIGHT_SURFACE, 'the page\'s light scheme was not followed');
  });

  it('a pinned theme ignores the page; nested in a dark region, auto follows the region', async () => {
    addStyle(':root { color-scheme: dark }');
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><csw-test-element theme="light" .data=${ITEMS}></csw-test-element><section style="color-scheme: light"><csw-test-element .data=${ITEMS}></csw-test-element></section></div>`,
    );
    const [pinned, nested] = [...wrapper.querySelectorAll('csw-test-element')] as CswTestElement[];
    await nested!.updateComplete;
    expect(background(pinned!)).to.equal(LIGHT_SURFACE);
    expect(background(nested!)).to.equal(LIGHT_SURFACE);
    pinned!.theme = 'auto';
    await pinned!.updateComplete;
    expect(background(pinned!)).to.equal(DARK_SURFACE);
  });
});

describe('RovingFocusController (through the test element)', () => {
  const radios = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="pick"] [role="radio"]')];
  const focused = (el: HTMLElement) => radios(el).indexOf(el.shadowRoot!.activeElement as HTMLButtonElement);
  const tabStops = (el: HTMLElement) => radios(el).filter((radio) => radio.tabIndex === 0).length;

  it('one tab stop; arrows move focus and selection, wrapping; Home and End; the tab stop follows', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS}></csw-test-element>`);
    expect(tabStops(el)).to.equal(1);
    expect(radios(el)[0]!.tabIndex).to.equal(0);
    radios(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(focused(el)).to.equal(1);
    expect(el.picked).to.equal('GPT-5');
    expect(radios(el)[1]!.getAttribute('aria-checked')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal(2);
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal(3);
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal(0);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal(3);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(focused(el)).to.equal(0);
    expect(el.picked).to.equal('Claude Opus 4.1 (extended thinking, 64k)');
    expect(tabStops(el)).to.equal(1);
    expect(radios(el)[0]!.tabIndex).to.equal(0);
  });

  it('arrow keys follow the screen in a right-to-left host', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element dir="rtl" lang="ar" .data=${ITEMS}></csw-test-element>`);
    // (Its first view waits for the language support chunk: Arabic numbers come from Intl.)
    await el.ready;
    await el.updateComplete;
    radios(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal(1);
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal(0);
    // The first item is on the right: ArrowLeft moves away from it, leftwards on screen.
    const [first, second] = radios(el);
    expect(second!.getBoundingClientRect().left).to.be.below(first!.getBoundingClientRect().left);
  });

  it('the tab stop goes to the selected item when a render replaces the items, and to a clicked one', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS}></csw-test-element>`);
    el.picked = 'Kimi K2';
    await el.updateComplete;
    expect(radios(el)[3]!.tabIndex).to.equal(0);
    radios(el)[2]!.focus();
    radios(el)[2]!.click();
    await el.updateComplete;
    expect(radios(el)[2]!.tabIndex).to.equal(0);
    expect(tabStops(el)).to.equal(1);
    // New data: the items are drawn again; one tab stop still.
    el.data = { items: [...ITEMS.items, { name: 'Llama 4', value: 30 }] };
    await el.updateComplete;
    expect(tabStops(el)).to.equal(1);
  });

  it('arrows inside the group do not reach a deck on the document', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS}></csw-test-element>`);
    const seen: string[] = [];
    const listener = (event: KeyboardEvent) => seen.push(event.key);
    document.addEventListener('keydown', listener);
    try {
      radios(el)[0]!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'End' });
      expect(seen).to.deep.equal([]);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });
});

describe('one image export path, one error report', () => {
  /** Files the element offered, caught at the anchor's click. */
  async function capture(run: () => Promise<void>): Promise<{ name: string; blob: Blob }[]> {
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    };
    try {
      await run();
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    return Promise.all(saved.map(async ({ name, href }) => ({ name, blob: await (await fetch(href)).blob() })));
  }

  it('SVG: a standalone file with the drawn shapes', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS}></csw-test-element>`);
    const [file] = await capture(() => el.exportChart('svg'));
    expect(file!.name).to.equal('test-items.svg');
    const svg = await file!.blob.text();
    expect(svg).to.match(/^<\?xml/);
    expect(svg.match(/<rect/g)).to.have.length(5);
    expect(errorPanel(el)).to.equal(null);
  });

  it('PNG: an image/png file', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS}></csw-test-element>`);
    const [file] = await capture(() => el.exportChart('png'));
    expect(file!.name).to.equal('test-items.png');
    expect(file!.blob.type).to.equal('image/png');
    expect(file!.blob.size).to.be.greaterThan(100);
  });

  for (const [format, item, message] of [
    ['svg', 'noexport', 'Download SVG: nothing to draw'],
    ['png', 'noexport', 'Download PNG: nothing to draw'],
    ['png', 'badpng', 'Download PNG: '],
  ] as const) {
    it(`a ${format.toUpperCase()} that cannot be made (${item}) is reported once, in the panel and as csw-error, never thrown`, async () => {
      const el = await fixture<CswTestElement>(html`<csw-test-element .data=${{ items: [{ name: item, value: 5 }] }}></csw-test-element>`);
      const messages: string[] = [];
      el.addEventListener('csw-error', (event) => messages.push(event.detail.message));
      const unhandled: unknown[] = [];
      const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
      window.addEventListener('unhandledrejection', onUnhandled);
      try {
        const files = await capture(() => el.exportChart(format));
        await el.updateComplete;
        expect(files).to.have.length(0);
        expect(messages).to.have.length(1);
        expect(messages[0]).to.contain(message);
        expect(errorPanel(el)!.textContent).to.contain(message);
        expect(el.shadowRoot!.textContent).to.contain(`${item}: 5`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(unhandled).to.deep.equal([]);
      } finally {
        window.removeEventListener('unhandledrejection', onUnhandled);
      }
    });
  }
});

describe('print and motion controllers', () => {
  it('prefers-reduced-motion is followed live', async () => {
    const el = await fixture<CswTestElement>(html`<csw-test-element .data=${ITEMS}></csw-test-element>`);
    const allowed = () => (el as unknown as { motionAllowed: boolean }).motionAllowed;
    expect(allowed()).to.equal(true);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(allowed()).to.equal(false);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    expect(allowed()).to.equal(true);
    el.motion = 'none';
    expect(allowed()).to.equal(false);
  });

  it('csw-load still fires after a print run', async () => {
    const el = document.createElement('csw-test-element') as CswTestElement;
    el.data = ITEMS;
    const loaded = oneEvent(el, 'csw-load');
    document.body.append(el);
    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
    expect((await loaded).detail).to.deep.equal({ error: null });
    el.remove();
  });
});
