// What a reader's acts do is a chunk (card-acts.ts, issue 40): a first Copy or Download before it is
// here must still happen, and offline the copy itself must still be made. Here the chunk's load is
// held (released by the test) or fails, as LazyModule's load does offline.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/bibtex-card/define.js';
import { acts } from '../../src/components/bibtex-card/card-acts-loader.js';
import { formatters } from '../../src/components/bibtex-card/citation-formatter.js';
import { BibtexCard } from '../../src/components/bibtex-card/bibtex-card.js';
import { PAPER_BIBTEX as PAPER } from '../fixtures/paper-bibtex.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { waitUntil } from '../support/wait.js';

const part = (el: BibtexCard, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();


function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
  return () => delete (navigator as { clipboard?: unknown }).clipboard;
}

describe('<bibtex-card>: a reader acts before the acts’ chunk is here', function () {
  this.timeout(60_000);

  it('Copy writes the clipboard at the click; the status and bibtex-copy follow once the chunk is here', async () => {
    const hold = holdOrFail(acts, { online: true });
    const copied: string[] = [];
    const restoreClipboard = stubClipboard(async (t) => void copied.push(t));
    const events: string[] = [];
    try {
      const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
      el.addEventListener('bibtex-copy', (event) => events.push(event.detail.text));
      part(el, 'copy')!.click();
      // Inside the click, before the chunk: the text is on the clipboard.
      expect(copied).to.deep.equal([PAPER]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(acts.module, 'the chunk is held').to.equal(undefined);
      expect([text(part(el, 'status')), events]).to.deep.equal(['', []]);
      hold.release();
      await el.updateComplete;
      expect([text(part(el, 'status')), events]).to.deep.equal(['Copied BibTeX', [PAPER]]);
      expect(el.announcement).to.equal('Copied BibTeX');
    } finally {
      hold.restore();
      restoreClipboard();
    }
  });

  it('Download before the chunk is here: the .bib is saved once it is', async () => {
    const loaded = acts.module;
    // As if the chunk had not come yet (the first test loaded it): held again, then given back.
    acts.module = undefined;
    const hold = holdOrFail(acts, { online: true, module: loaded });
    const click = HTMLAnchorElement.prototype.click;
    const saved: string[] = [];
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER} filename="paper.bib"></bibtex-card>`);
      const event = oneEvent(el, 'bibtex-download');
      part(el, 'download')!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(saved, 'nothing saved while the chunk is held').to.deep.equal([]);
      hold.release();
      await el.updateComplete;
      expect(saved).to.deep.equal(['paper.bib']);
      expect((await event).detail).to.deep.equal({ filename: 'paper.bib' });
      expect(text(part(el, 'status'))).to.equal('Asked the browser to save paper.bib.');
    } finally {
      hold.restore();
      acts.module = loaded;
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('offline (the chunk fails): Copy still copies, and the error panel says the rest did not load', async () => {
    const loaded = acts.module;
    acts.module = undefined;
    const chunk = holdOrFail(acts);
    const copied: string[] = [];
    const restoreClipboard = stubClipboard(async (t) => void copied.push(t));
    try {
      const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
      part(el, 'copy')!.click();
      await el.updateComplete;
      expect(copied).to.deep.equal([PAPER]);
      expect(text(part(el, 'error'))).to.contain('Copy: a part of the card did not load');
      // The entry stays on screen under the message.
      expect(part(el, 'code')!.textContent).to.equal(PAPER);
    } finally {
      chunk.restore();
      acts.module = loaded;
      restoreClipboard();
    }
  });

  it('APA while the formatters’ chunk is held: "…", then the citation it draws, its title in italics', async () => {
    await formatters.load();
    const loaded = formatters.module;
    formatters.module = undefined;
    const hold = holdOrFail(formatters, { online: true, module: loaded });
    try {
      const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`);
      el.format = 'apa';
      // The entry's fields first (the full reader), then the formatters, held here.
      await waitUntil(() => hold.asked > 0, 'the formatters were never asked for');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(text(part(el, 'citation'))).to.equal('…');
      hold.release();
      await el.updateComplete;
      expect(text(part(el, 'citation'))).to.contain('(2026)');
      expect(part(el, 'citation')!.querySelector('i')!.textContent!.length).to.be.above(10);
    } finally {
      hold.restore();
      formatters.module = loaded;
    }
  });

  // Last in this page: preload() changes the class's styles.
  it('the warning, the note of entries left out and their styles come with the reader’s chunk, and a server’s preload adds the styles to the class', async () => {
    const el = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${'@misc{a, title = {A}}\n@misc{broken title = {B}}\n@misc{c, title = {C}}'}></bibtex-card>`);
    await el.ready;
    await el.updateComplete;
    expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes('card-reader'))).to.equal(true);
    expect([...el.shadowRoot!.querySelectorAll('p')].map(text)).to.include('2 more entries were left out.');
    const plain = await fixture<BibtexCard>(html`<bibtex-card .bibtex=${'@misc{broken title = {B}}'}></bibtex-card>`);
    await plain.updateComplete;
    expect(text(part(plain, 'warning'))).to.match(/^APA and MLA formatting is unavailable: line 1/);
    expect(getComputedStyle(part(plain, 'warning')!).borderInlineStartStyle).to.equal('solid');
    const before = BibtexCard.elementStyles.length;
    await BibtexCard.preload();
    expect(BibtexCard.elementStyles.length).to.equal(before + 1);
    expect(String((BibtexCard.elementStyles.at(-1) as { cssText?: string }).cssText)).to.contain('.warning');
  });
});
