import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/bibtex-card/define.js';
import type { BibtexCard } from '../../src/components/bibtex-card/bibtex-card.js';
import { PAPER_BIBTEX as PAPER } from '../fixtures/paper-bibtex.js';

// What bibtex-card's first view leaves to chunks loaded on first use (issue 40): Download's naming
// and anchor, the format tabs' roving focus, the open image menu, and the picker of an entry among several. This file runs
// in a page of its own, so nothing is loaded before its first test: the order of the tests matters.

const $ = <T extends Element = HTMLElement>(el: BibtexCard, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const tab = (el: BibtexCard, format: string) => $<HTMLButtonElement>(el, `[role="tab"][data-format="${format}"]`)!;
const loaded = (name: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));

/** Two entries: a crossref parent first, so the default is the second (what the picker decides). */
const TWO = `@book{parent,
  title = {Space and Beyond},
  publisher = {Greenwood},
  year = {2000},
}

@incollection{child,
  author = {Westfahl, Gary},
  title = {The True Frontier},
  crossref = {parent},
  pages = {55--65},
}
`;

describe('<bibtex-card> loads what the first view does not need on first use', function () {
  this.timeout(60_000);

  // First in this page: the image menu's chunk is fetched when the page is idle after a card is
  // drawn, so only a click before that finds it missing.
  it('the image menu: a first open before its chunk is here shows Download SVG and PNG once it is', async () => {
    const el = document.createElement('bibtex-card') as BibtexCard;
    el.bibtex = PAPER;
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(loaded('card-image-menu'), 'the menu before a reader opens it').to.equal(false);
      expect(el.shadowRoot!.querySelectorAll('[data-image]')).to.have.length(0);
      $<HTMLDetailsElement>(el, 'details[part="image"]')!.open = true;
      await oneEvent($(el, 'details[part="image"]')!, 'toggle');
      // The open menu answers once its chunk is here: the update waits for it.
      await el.updateComplete;
      expect(loaded('card-image-menu')).to.equal(true);
      const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-image]')];
      expect(buttons.map((button) => button.textContent!.trim())).to.deep.equal(['Download SVG', 'Download PNG']);
      // Styled by the sheet that came with it: a column below the summary, not inline in the toolbar,
      // and the summary's chevron turned up while it is open (down again once closed).
      expect(getComputedStyle(buttons[0]!.parentElement!).position).to.equal('absolute');
      const chevron = () => getComputedStyle($(el, 'details[part="image"] > summary')!, '::after').transform;
      const open = chevron();
      // Escape, from the chunk too, closes it.
      buttons[0]!.focus();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect($<HTMLDetailsElement>(el, 'details[part="image"]')!.open).to.equal(false);
      expect(el.shadowRoot!.querySelectorAll('[data-image]')).to.have.length(0);
      expect(chevron(), 'the chevron turns back down when the menu closes').to.not.equal(open);
    } finally {
      el.remove();
    }
  });

  it('one plain entry without a key is shown, coloured, without the full reader or the picker of an entry among several', async () => {
    const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
    await el.ready;
    expect($(el, '[part="code"]')!.textContent).to.equal(PAPER);
    // Coloured: the entry's parts told apart, as the full reader would tell them.
    expect(el.shadowRoot!.querySelectorAll('[part="code"] span').length).to.be.above(10);
    expect(loaded('bibtex-parse'), 'the full reader').to.equal(false);
    expect(loaded('bibtex-pick'), 'the picker').to.equal(false);
  });

  it('an entry with values in double quotes (the ACL Anthology\'s) waits for the full reader: then drawn whole and coloured, never half', async () => {
    const QUOTED = '@inproceedings{vaswani-etal-2017,\n    title = "Attention Is All You Need",\n    month = jul,\n    year = "2017",\n    pages = "1--10",\n}';
    expect(loaded('bibtex-parse'), 'the full reader, before').to.equal(false);
    const el = document.createElement('bibtex-card') as BibtexCard;
    const shown = new Set<string>();
    el.bibtex = QUOTED;
    document.body.append(el);
    const observer = new MutationObserver(() => shown.add($(el, '[part="code"]')?.textContent ?? ''));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    try {
      await el.ready;
      await el.updateComplete;
      observer.disconnect();
      expect(loaded('bibtex-parse'), 'the full reader').to.equal(true);
      expect($(el, '[part="code"]')!.textContent).to.equal(QUOTED);
      // Coloured: its parts told apart, the quoted value one piece.
      expect([...el.shadowRoot!.querySelectorAll('[part="code"] span')].some((span) => span.textContent === '"Attention Is All You Need"')).to.equal(true);
      expect([...shown].filter(Boolean), 'only the whole entry was drawn').to.deep.equal([QUOTED]);
    } finally {
      el.remove();
    }
  });

  it('several entries wait for the full reader and the picker: the first view is the default entry (not the crossref parent), never another one first', async () => {
    const el = document.createElement('bibtex-card') as BibtexCard;
    const shown = new Set<string>();
    el.bibtex = TWO;
    document.body.append(el);
    const observer = new MutationObserver(() => shown.add($(el, '[part="code"]')?.textContent?.slice(0, 20) ?? ''));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    try {
      const detail = await el.ready;
      await el.updateComplete;
      observer.disconnect();
      expect(detail.error).to.equal(null);
      expect(loaded('bibtex-pick'), 'the picker').to.equal(true);
      expect(loaded('bibtex-parse'), 'the full reader').to.equal(true);
      expect($(el, '[part="code"]')!.textContent!.startsWith('@incollection{child,')).to.equal(true);
      expect([...shown].filter((text) => text.startsWith('@')), 'only the child entry was drawn').to.deep.equal(['@incollection{child,']);
    } finally {
      el.remove();
    }
  });

  it('APA of a plain entry: its fields read by the full reader, then the citation', async () => {
    const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
    await el.ready;
    el.format = 'apa';
    await el.updateComplete;
    expect(loaded('bibtex-parse'), 'the full reader').to.equal(true);
    expect($(el, '[part="citation"]')!.textContent).to.contain('(2026)');
  });

  it('Download: the naming and the anchor load on the first click, and the .bib is saved once they are here', async () => {
    const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
    await el.updateComplete;
    expect(loaded('file-name'), 'safe names before a click').to.equal(false);
    expect(loaded('internal/download'), 'the anchor before a click').to.equal(false);
    const click = HTMLAnchorElement.prototype.click;
    const createObjectURL = URL.createObjectURL;
    const saved: { name?: string; blob?: Blob } = {};
    URL.createObjectURL = (blob: Blob | MediaSource) => ((saved.blob = blob as Blob), 'blob:stub');
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.name = this.download;
    };
    try {
      const event = oneEvent(el, 'bibtex-download');
      $(el, '[part="download"]')!.click();
      // The click answers once the chunk is here: the update waits for it.
      await el.updateComplete;
      expect(saved.name).to.equal('cai2026requirementsinteractscalinglonghorizon.bib');
      expect(await saved.blob!.text()).to.equal(PAPER);
      expect((await event).detail).to.deep.equal({ filename: 'cai2026requirementsinteractscalinglonghorizon.bib' });
      expect($(el, '[part="status"]')!.textContent!.trim()).to.equal('Asked the browser to save cai2026requirementsinteractscalinglonghorizon.bib.');
      expect(loaded('file-name')).to.equal(true);
    } finally {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = createObjectURL;
    }
  });

  it('the tabs: a key pressed at once after the first focus, before their controller is here, still moves and selects', async () => {
    const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
    await el.updateComplete;
    expect(loaded('roving-focus'), 'the tabs\' keys before a focus').to.equal(false);
    const pageKeys: string[] = [];
    const listener = (event: KeyboardEvent) => pageKeys.push(event.key);
    document.addEventListener('keydown', listener);
    try {
      tab(el, 'bibtex').focus();
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(el.format).to.equal('mla');
      expect(el.shadowRoot!.activeElement).to.equal(tab(el, 'mla'));
      expect([...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex'))).to.deep.equal(['-1', '-1', '0']);
      expect(pageKeys, 'the key stays in the card').to.deep.equal([]);
      expect(loaded('roving-focus')).to.equal(true);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });

  it('the tabs: two keys pressed before the controller is here both move, from where the first left focus', async () => {
    const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
    await el.updateComplete;
    const pageKeys: string[] = [];
    const listener = (event: KeyboardEvent) => pageKeys.push(event.key);
    document.addEventListener('keydown', listener);
    try {
      tab(el, 'bibtex').focus();
      // Dispatched at once, as a fast reader's two presses: the controller cannot be here between them.
      for (const key of ['ArrowRight', 'ArrowRight']) tab(el, 'bibtex').dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
      await el.updateComplete;
      expect(el.format).to.equal('mla');
      expect(el.shadowRoot!.activeElement).to.equal(tab(el, 'mla'));
      expect(pageKeys).to.deep.equal([]);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });
});
