import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { accessibilityTree, cdp } from '../support/cdp.js';
import '../../src/components/bibtex-card/define.js';
import type { BibtexCard } from '../../src/components/bibtex-card/bibtex-card.js';
import { PAPER_BIBTEX as PAPER } from '../fixtures/paper-bibtex.js';

const PAPER_APA =
  'Cai, Y., Wang, M., Zhao, L., Zhang, L., Li, L., Li, S., Sun, X., & Luo, F. (2026). When requirements interact: Scaling long-horizon coding via interdependent specifications (arXiv:2610.40256). arXiv. https://arxiv.org/abs/2610.40256';
const PAPER_MLA =
  'Cai, Yishuo, et al. "When Requirements Interact: Scaling Long-Horizon Coding via Interdependent Specifications." arXiv, 2026, arxiv.org/abs/2610.40256.';
const CRLF = '@article{lee2019,\r\n  author = {Lee, Ada},\r\n  title = {Caf{\\\'e} Line Endings},\r\n  journal = {Journal of Text},\r\n  year = {2019},\r\n}\r\n';
const MALFORMED = '@article{broken,\n  title = {Missing Comma}\n  author = {Someone}\n}';

const $ = <T extends Element = HTMLElement>(el: BibtexCard, selector: string) => el.shadowRoot!.querySelector<T>(selector);
/** The line saying how many entries were left out: the one just above the status line (part="status"). */
const leftOutNote = (el: BibtexCard) => el.shadowRoot!.querySelector<HTMLElement>('p:has(+ [part="status"])');
const part = (el: BibtexCard, name: string) => $(el, `[part~="${name}"]`);
const tab = (el: BibtexCard, format: string) => $<HTMLButtonElement>(el, `[role="tab"][data-format="${format}"]`)!;
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const active = (el: BibtexCard) => el.shadowRoot!.activeElement;

async function card(bibtex = PAPER, attributes = ''): Promise<BibtexCard> {
  const el = await fixture<BibtexCard>(html`<bibtex-card theme="light"></bibtex-card>`);
  for (const pair of attributes.split(' ').filter(Boolean)) el.setAttribute(...(pair.split('=') as [string, string]));
  el.bibtex = bibtex;
  await el.updateComplete;
  return el;
}

/** Replaces navigator.clipboard for one test; `restore` puts the browser's back. */
function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
  return () => delete (navigator as { clipboard?: unknown }).clipboard;
}

/**
 * Replaces document.execCommand. Like the browser's copy command it fires a `copy`
 * event at the focused element; it records the text selected in the copy buffer
 * and the text the page put on the clipboard.
 */
function stubExecCommand(el: BibtexCard, result: boolean) {
  const original = document.execCommand;
  const calls: { command: string; selected: string; clipboard: string }[] = [];
  document.execCommand = (command: string) => {
    const buffer = $<HTMLTextAreaElement>(el, 'textarea')!;
    const clipboardData = new DataTransfer();
    const target = el.shadowRoot!.activeElement ?? document;
    target.dispatchEvent(new ClipboardEvent('copy', { clipboardData, bubbles: true, composed: true, cancelable: true }));
    calls.push({
      command,
      selected: buffer.value.slice(buffer.selectionStart, buffer.selectionEnd),
      clipboard: clipboardData.getData('text/plain'),
    });
    return result;
  };
  return { calls, restore: () => (document.execCommand = original) };
}

/** Captures the Blob and file name the Download button hands to the browser. */
function stubDownload() {
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  const saved: { blob?: Blob; filename?: string } = {};
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    saved.blob = blob as Blob;
    return 'blob:stub';
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.filename = this.download;
  };
  return {
    saved,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('bibtex-card', () => {
  it('is accessible in every format, light and dark', async () => {
    // motion="none": axe must see the settled colours, not a tab mid-transition.
    const el = await card(PAPER, 'motion=none');
    for (const theme of ['light', 'dark'] as const) {
      el.theme = theme;
      for (const format of ['bibtex', 'apa', 'mla'] as const) {
        el.format = format;
        await el.updateComplete;
        await expect(el).to.be.accessible();
      }
    }
  });

  it('is accessible when malformed and when empty', async () => {
    const el = await card(MALFORMED);
    await expect(el).to.be.accessible();
    el.bibtex = '';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  describe('defaults', () => {
    it('shows the heading, the BibTeX tab selected, and the entry exactly as given', async () => {
      const el = await card();
      expect(text(part(el, 'title'))).to.equal('Cite this work');
      expect(el.getAttribute('format')).to.equal('bibtex');
      expect(tab(el, 'bibtex').getAttribute('aria-selected')).to.equal('true');
      expect(tab(el, 'apa').getAttribute('aria-selected')).to.equal('false');
      const pre = part(el, 'code')!;
      expect(pre.tagName).to.equal('PRE');
      expect(pre.textContent).to.equal(PAPER);
      // It wraps instead of scrolling: nothing to swipe.
      expect(pre.hasAttribute('data-prevent-swipe')).to.equal(false);
    });

    it('the title is one heading, at heading-level (default 2)', async () => {
      const el = await card();
      const title = part(el, 'title')!;
      expect(title.getAttribute('role')).to.equal('heading');
      expect(title.getAttribute('aria-level')).to.equal('2');
      expect(el.shadowRoot!.querySelectorAll('[role="heading"], h1, h2, h3, h4, h5, h6').length).to.equal(1);
      el.setAttribute('heading-level', '4');
      await el.updateComplete;
      expect(title.getAttribute('aria-level')).to.equal('4');
    });

    it('tells entry type, key, field names and values apart', async () => {
      const el = await card();
      const texts = (cls: string) => [...el.shadowRoot!.querySelectorAll(`.${cls}`)].map((s) => s.textContent);
      expect(texts('t-type')).to.deep.equal(['@misc']);
      expect(texts('t-key')).to.deep.equal(['cai2026requirementsinteractscalinglonghorizon']);
      expect(texts('t-field')).to.deep.equal(['title', 'author', 'year', 'eprint', 'archivePrefix', 'primaryClass', 'url']);
      expect(texts('t-value')[2]).to.equal('{2026}');
      const colour = (cls: string) => getComputedStyle($(el, `.${cls}`)!).color;
      expect(new Set([colour('t-type'), colour('t-key'), colour('t-field'), colour('t-value')]).size).to.equal(4);
    });

    it('has one polite live region, the base one; the visible status line is not a second one', async () => {
      const el = await card();
      const status = part(el, 'status')!;
      expect(status.hasAttribute('role')).to.equal(false);
      expect(status.hasAttribute('aria-live')).to.equal(false);
      expect(text(status)).to.equal('');
      const live = el.shadowRoot!.querySelectorAll('[role="status"], [role="alert"], [aria-live]');
      expect([...live].map((node) => node.className)).to.deep.equal(['announcer sr-only']);
      expect(el.announcement).to.equal('');
    });
  });

  describe('sources', () => {
    it('reads the bibtex attribute and follows changes to it', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card bibtex="@misc{first, title={One}}"></bibtex-card>`);
      expect(part(el, 'code')!.textContent).to.equal('@misc{first, title={One}}');
      el.setAttribute('bibtex', '@misc{second, title={Two}}');
      await el.updateComplete;
      expect(part(el, 'code')!.textContent).to.equal('@misc{second, title={Two}}');
    });

    it('reads the data property with filename and title, over the bibtex attribute', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card
        bibtex="@misc{attribute}"
        .data=${{ bibtex: '@misc{fromdata}', title: 'How to cite' }}
      ></bibtex-card>`);
      expect(part(el, 'code')!.textContent).to.equal('@misc{fromdata}');
      expect(text(part(el, 'title'))).to.equal('How to cite');
      el.data = undefined;
      await el.updateComplete;
      expect(part(el, 'code')!.textContent).to.equal('@misc{attribute}');
    });

    it('reads the data attribute as JSON', async () => {
      const el = await fixture<BibtexCard>(
        html`<bibtex-card data='{"bibtex":"@book{fromjson, title={J}}","title":"Reference"}'></bibtex-card>`,
      );
      expect(part(el, 'code')!.textContent).to.equal('@book{fromjson, title={J}}');
      expect(text(part(el, 'title'))).to.equal('Reference');
    });

    it('reads a child JSON script', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card>
        <script type="application/json">
          { "bibtex": "@misc{scripted,\\n  title={S}\\n}" }
        </script>
      </bibtex-card>`);
      expect(part(el, 'code')!.textContent).to.equal('@misc{scripted,\n  title={S}\n}');
    });

    it('fetches src', async () => {
      const json = JSON.stringify({ bibtex: '@misc{fetched}' });
      const el = await fixture<BibtexCard>(html`<bibtex-card src=${`data:application/json,${encodeURIComponent(json)}`}></bibtex-card>`);
      await waitUntil(() => part(el, 'code')?.textContent === '@misc{fetched}', 'src never rendered');
    });

    it('reads a child <pre> as the no-JavaScript fallback, and follows edits', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card><pre>
    @misc{frompre,
      title={P},
    }
</pre></bibtex-card>`);
      expect(part(el, 'code')!.textContent).to.equal('@misc{frompre,\n  title={P},\n}');
      el.querySelector('pre')!.textContent = '@misc{edited}';
      await waitUntil(() => part(el, 'code')?.textContent === '@misc{edited}', 'edit not picked up');
    });

    it('reads indented text content without a <pre>', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card>
        @misc{plain,
          title={T},
        }
      </bibtex-card>`);
      expect(part(el, 'code')!.textContent).to.equal('@misc{plain,\n  title={T},\n}');
    });

    it('an entry in a script of a type it does not read (BibTeX\'s own MIME type) is named in the error, not an empty card', async () => {
      const el = document.createElement('bibtex-card') as BibtexCard;
      el.innerHTML = `<script type="application/x-bibtex">${PAPER}</script>`;
      document.body.append(el);
      try {
        expect((await el.ready).error).to.equal('<script type="application/x-bibtex">: not read; data goes in <script type="application/json">');
        expect(text(part(el, 'error'))).to.contain('<script type="application/x-bibtex">: not read');
        // The same entry beside it in a <pre>, as the docs write it: read, and no error.
        el.insertAdjacentHTML('beforeend', `<pre>${PAPER}</pre>`);
        await waitUntil(() => part(el, 'code')?.textContent === PAPER.trim(), 'the <pre> was not read');
        expect(part(el, 'error')).to.equal(null);
      } finally {
        el.remove();
      }
    });

    it('an empty string is an empty state', async () => {
      const el = await card('');
      expect(text(part(el, 'title'))).to.equal('Cite this work');
      expect([...el.shadowRoot!.querySelectorAll('p')].map(text)).to.include('No BibTeX entry to show.');
      expect(part(el, 'copy')).to.equal(null);
      expect(part(el, 'error')).to.equal(null);
    });

    it('the heading attribute names the card', async () => {
      const el = await card(PAPER, 'heading=BibTeX');
      expect(text(part(el, 'title'))).to.equal('BibTeX');
    });
  });

  describe('bad input', () => {
    it('a wrong data shape shows the error panel and keeps the last entry', async () => {
      const el = await card();
      setTimeout(() => (el.data = { bibtex: 5 } as never));
      const { detail } = await oneEvent(el, 'csw-error');
      await el.updateComplete;
      expect(detail.message).to.equal('data.bibtex: expected a string, got 5');
      expect(text(part(el, 'error'))).to.contain('data.bibtex: expected a string, got 5');
      expect(part(el, 'code')!.textContent).to.equal(PAPER);
    });

    it('an unknown format is reported and the BibTeX stays shown; a valid one clears it', async () => {
      const el = await card();
      setTimeout(() => el.setAttribute('format', 'chicago'));
      const { detail } = await oneEvent(el, 'csw-error');
      await el.updateComplete;
      expect(detail.message).to.equal('format: expected one of "bibtex", "apa", "mla", got "chicago"');
      expect(part(el, 'code')!.textContent).to.equal(PAPER);
      el.format = 'mla';
      await el.updateComplete;
      expect(part(el, 'error')).to.equal(null);
      expect(text(part(el, 'citation'))).to.equal(PAPER_MLA);
    });

    it('removing the format attribute goes back to BibTeX, with no error', async () => {
      const el = await card(PAPER, 'format=apa');
      const errors: string[] = [];
      el.addEventListener('csw-error', (e) => errors.push(e.detail.message));
      el.removeAttribute('format');
      await el.updateComplete;
      expect(errors).to.deep.equal([]);
      expect(part(el, 'error')).to.equal(null);
      expect(part(el, 'code')!.textContent).to.equal(PAPER);
      expect(tab(el, 'bibtex').getAttribute('aria-selected')).to.equal('true');
    });

    it('malformed BibTeX: shown as given with a warning, no error panel', async () => {
      const el = await card(MALFORMED);
      expect(part(el, 'code')!.textContent).to.equal(MALFORMED);
      expect(text(part(el, 'warning'))).to.equal(
        'APA and MLA formatting is unavailable: line 3: expected "," or "}" in the entry "broken". The entry is shown as given.',
      );
      expect(part(el, 'error')).to.equal(null);
      // Styled by the sheet that comes with the reader's chunk (card-reader.ts): a box with a red edge.
      const style = getComputedStyle(part(el, 'warning')!);
      expect([style.borderInlineStartStyle, style.paddingTop, style.backgroundColor === getComputedStyle(part(el, 'code')!).backgroundColor]).to.deep.equal(['solid', '12px', true]);
      el.format = 'apa';
      await el.updateComplete;
      expect(text(part(el, 'warning'))).to.match(/^APA formatting is unavailable: line 3/);
      expect(part(el, 'code')!.textContent).to.equal(MALFORMED);
    });

    it('malformed BibTeX can still be copied and downloaded', async () => {
      const el = await card(MALFORMED, 'format=mla');
      const copied: string[] = [];
      const restoreClipboard = stubClipboard(async (t) => void copied.push(t));
      const download = stubDownload();
      try {
        setTimeout(() => part(el, 'copy')!.click());
        const { detail } = await oneEvent(el, 'bibtex-copy');
        expect(detail).to.deep.equal({ format: 'bibtex', text: MALFORMED });
        expect(copied).to.deep.equal([MALFORMED]);
        part(el, 'download')!.click();
        await el.updateComplete;
        expect(download.saved.filename).to.equal('broken.bib');
        expect(await download.saved.blob!.text()).to.equal(MALFORMED);
      } finally {
        restoreClipboard();
        download.restore();
      }
    });

    it('several entries: the first is shown and the rest counted', async () => {
      const el = await card(`${PAPER}\n\n@book{b, title={B}}\n@misc{c, title={C}}\n`);
      expect(part(el, 'code')!.textContent).to.equal(PAPER);
      expect(text(leftOutNote(el))).to.equal('2 more entries were left out.');
      el.bibtex = `${PAPER}\n@book{b, title={B}}`;
      await el.updateComplete;
      expect(text(leftOutNote(el))).to.equal('1 more entry was left out.');
    });
  });

  describe('format switch', () => {
    it('clicking a tab shows that format and reflects it', async () => {
      const el = await card();
      tab(el, 'apa').click();
      await el.updateComplete;
      expect(el.getAttribute('format')).to.equal('apa');
      expect(tab(el, 'apa').getAttribute('aria-selected')).to.equal('true');
      expect(text(part(el, 'citation'))).to.equal(PAPER_APA);
      expect(part(el, 'citation')!.querySelector('i')!.textContent).to.equal(
        'When requirements interact: Scaling long-horizon coding via interdependent specifications',
      );
      expect(part(el, 'code')).to.equal(null);
      tab(el, 'mla').click();
      await el.updateComplete;
      expect(el.getAttribute('format')).to.equal('mla');
      expect(text(part(el, 'citation'))).to.equal(PAPER_MLA);
    });

    it('the format attribute selects the view', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card format="mla" .bibtex=${PAPER}></bibtex-card>`);
      expect(text(part(el, 'citation'))).to.equal(PAPER_MLA);
      el.setAttribute('format', 'bibtex');
      await el.updateComplete;
      expect(part(el, 'code')!.textContent).to.equal(PAPER);
    });

    it('is a tab list with one tab stop, tied to its panel', async () => {
      const el = await card();
      expect(part(el, 'formats')!.getAttribute('role')).to.equal('tablist');
      expect([...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex'))).to.deep.equal(['0', '-1', '-1']);
      const panel = $(el, '[role="tabpanel"]')!;
      expect(panel.getAttribute('aria-labelledby')).to.equal(tab(el, 'bibtex').id);
      expect(tab(el, 'bibtex').getAttribute('aria-controls')).to.equal(panel.id);
    });

    it('arrow keys, Home and End move and select, wrapping, without reaching the page', async () => {
      const el = await card();
      const pageKeys: string[] = [];
      const listener = (e: KeyboardEvent) => pageKeys.push(e.key);
      document.addEventListener('keydown', listener);
      try {
        tab(el, 'bibtex').focus();
        const press = async (key: string) => {
          await sendKeys({ press: key });
          await el.updateComplete;
          return [el.format, (active(el) as HTMLElement | null)?.dataset.format];
        };
        expect(await press('ArrowRight')).to.deep.equal(['apa', 'apa']);
        expect(await press('ArrowRight')).to.deep.equal(['mla', 'mla']);
        expect(await press('ArrowRight')).to.deep.equal(['bibtex', 'bibtex']);
        expect(await press('ArrowLeft')).to.deep.equal(['mla', 'mla']);
        expect(await press('Home')).to.deep.equal(['bibtex', 'bibtex']);
        expect(await press('End')).to.deep.equal(['mla', 'mla']);
        // Space and Enter press the tab; they must not also advance a deck.
        expect(await press('Space')).to.deep.equal(['mla', 'mla']);
        expect(await press('Enter')).to.deep.equal(['mla', 'mla']);
        expect(pageKeys).to.deep.equal([]);
        await sendKeys({ press: 'Tab' });
        expect(pageKeys).to.deep.equal(['Tab']);
      } finally {
        document.removeEventListener('keydown', listener);
      }
    });

    it('focus order: format switch, Copy, Download', async () => {
      const el = await card(PAPER, 'format=apa');
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
      const stops: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        await sendKeys({ press: 'Tab' });
        const focused = active(el);
        stops.push(focused?.getAttribute('part') ?? focused?.getAttribute('data-format') ?? null);
      }
      before.remove();
      expect(stops).to.deep.equal(['apa', 'copy', 'download']);
    });
  });

  describe('copy', () => {
    it('with the Clipboard API: copies the BibTeX, says so, fires bibtex-copy', async () => {
      const el = await card();
      const copied: string[] = [];
      const restore = stubClipboard(async (t) => void copied.push(t));
      try {
        setTimeout(() => part(el, 'copy')!.click());
        const { detail } = await oneEvent(el, 'bibtex-copy');
        await el.updateComplete;
        expect(copied).to.deep.equal([PAPER]);
        expect(detail).to.deep.equal({ format: 'bibtex', text: PAPER });
        expect(text(part(el, 'status'))).to.equal('Copied BibTeX');
        expect(el.announcement).to.equal('Copied BibTeX');
        // Copied again: the live region's text changes, so it is announced again.
        const region = el.shadowRoot!.querySelector('[role="status"]')!;
        const before = region.textContent;
        setTimeout(() => part(el, 'copy')!.click());
        await oneEvent(el, 'bibtex-copy');
        expect(region.textContent).not.to.equal(before);
        expect(el.announcement).to.equal('Copied BibTeX');
      } finally {
        restore();
      }
    });

    it('copies the shown format: APA plain text', async () => {
      const el = await card(PAPER, 'format=apa');
      const copied: string[] = [];
      const restore = stubClipboard(async (t) => void copied.push(t));
      try {
        setTimeout(() => part(el, 'copy')!.click());
        const { detail } = await oneEvent(el, 'bibtex-copy');
        await el.updateComplete;
        expect(copied).to.deep.equal([PAPER_APA]);
        expect(detail.format).to.equal('apa');
        expect(text(part(el, 'status'))).to.equal('Copied APA citation');
        expect(text(part(el, 'copy'))).to.equal('Copy APA citation');
      } finally {
        restore();
      }
    });

    it('refused by the Clipboard API: falls back to the copy command with the same text', async () => {
      const el = await card(CRLF);
      const restoreClipboard = stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
      const exec = stubExecCommand(el, true);
      try {
        part(el, 'copy')!.focus();
        setTimeout(() => part(el, 'copy')!.click());
        const { detail } = await oneEvent(el, 'bibtex-copy');
        await el.updateComplete;
        // The textarea holds LF line ends; the copy event restores the CRLF as given.
        expect(exec.calls).to.deep.equal([{ command: 'copy', selected: CRLF.replace(/\r\n/g, '\n'), clipboard: CRLF }]);
        expect(detail.text).to.equal(CRLF);
        expect(text(part(el, 'status'))).to.equal('Copied BibTeX');
        expect($(el, 'textarea')).to.equal(null);
        expect(active(el)).to.equal(part(el, 'copy'));
      } finally {
        restoreClipboard();
        exec.restore();
      }
    });

    it('without a Clipboard API (plain http): the fallback copies', async () => {
      const el = await card(PAPER, 'format=mla');
      const restoreClipboard = stubClipboard(undefined);
      const exec = stubExecCommand(el, true);
      try {
        setTimeout(() => part(el, 'copy')!.click());
        await oneEvent(el, 'bibtex-copy');
        expect(exec.calls).to.deep.equal([{ command: 'copy', selected: PAPER_MLA, clipboard: PAPER_MLA }]);
      } finally {
        restoreClipboard();
        exec.restore();
      }
    });

    it('when every way fails: says how to copy, selects the text, fires nothing', async () => {
      const el = await card();
      const restoreClipboard = stubClipboard(() => Promise.reject(new Error('no')));
      const exec = stubExecCommand(el, false);
      let fired = false;
      el.addEventListener('bibtex-copy', () => (fired = true));
      try {
        part(el, 'copy')!.click();
        await waitUntil(() => text(part(el, 'status')).startsWith('Copy failed'), 'no failure status');
        expect(text(part(el, 'status'))).to.contain('press Ctrl+C');
        expect(text(part(el, 'status'))).not.to.contain('cai2026');
        expect(getSelection()!.toString()).to.equal(PAPER);
        expect(fired).to.equal(false);
      } finally {
        restoreClipboard();
        exec.restore();
        getSelection()!.removeAllRanges();
      }
    });
  });

  describe('download', () => {
    it('saves the entry byte for byte as <citekey>.bib, application/x-bibtex', async () => {
      const el = await card(CRLF);
      const download = stubDownload();
      try {
        setTimeout(() => part(el, 'download')!.click());
        const { detail } = await oneEvent(el, 'bibtex-download');
        await el.updateComplete;
        expect(detail).to.deep.equal({ filename: 'lee2019.bib' });
        expect(download.saved.filename).to.equal('lee2019.bib');
        expect(download.saved.blob!.type).to.equal('application/x-bibtex');
        expect(await bytes(download.saved.blob!)).to.deep.equal(new TextEncoder().encode(CRLF));
        // The page only asked: it cannot know whether the browser saved anything.
        expect(text(part(el, 'status'))).to.equal('Asked the browser to save lee2019.bib.');
        expect(el.announcement).to.equal('Asked the browser to save lee2019.bib.');
      } finally {
        download.restore();
      }
    });

    it('in the APA view still gives the .bib', async () => {
      const el = await card(PAPER, 'format=apa');
      const download = stubDownload();
      try {
        part(el, 'download')!.click();
        await el.updateComplete;
        expect(download.saved.filename).to.equal('cai2026requirementsinteractscalinglonghorizon.bib');
        expect(await download.saved.blob!.text()).to.equal(PAPER);
      } finally {
        download.restore();
      }
    });

    it('is named by the filename attribute, or by data.filename before it', async () => {
      const el = await card(PAPER, 'filename=cai2026');
      const download = stubDownload();
      try {
        part(el, 'download')!.click();
        await el.updateComplete;
        expect(download.saved.filename).to.equal('cai2026.bib');
        el.data = { bibtex: PAPER, filename: 'codespecweave.bib' };
        await el.updateComplete;
        part(el, 'download')!.click();
        await el.updateComplete;
        expect(download.saved.filename).to.equal('codespecweave.bib');
      } finally {
        download.restore();
      }
    });

    it('is named by the citation key, letters of every script kept', async () => {
      const el = await card('@article{müller2021, title={Über}, year=2021}');
      const download = stubDownload();
      try {
        part(el, 'download')!.click();
        await el.updateComplete;
        expect(download.saved.filename).to.equal('müller2021.bib');
      } finally {
        download.restore();
      }
    });

    it('a filename that is not text (set from code) falls back to the key, and Download still works', async () => {
      const el = await card(PAPER);
      el.filename = 5 as never;
      await el.updateComplete;
      const download = stubDownload();
      try {
        expect(() => part(el, 'download')!.click()).not.to.throw();
        await el.updateComplete;
        expect(download.saved.filename).to.equal('cai2026requirementsinteractscalinglonghorizon.bib');
      } finally {
        download.restore();
      }
    });

    it('setting properties in code fires no event', async () => {
      const el = await card();
      const events: string[] = [];
      for (const name of ['bibtex-copy', 'bibtex-download']) el.addEventListener(name, () => events.push(name));
      el.format = 'apa';
      el.bibtex = CRLF;
      el.filename = 'x';
      await el.updateComplete;
      expect(events).to.deep.equal([]);
    });
  });

  describe('layout', () => {
    // The width is set on the card itself: a fixture of a plain wrapper waits for an animation frame,
    // which a background test page may never get.
    it('a narrow card wraps the entry: no sideways scrolling, no tab stop, no swipe mark', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card style="width: 360px" .bibtex=${PAPER}></bibtex-card>`);
      const pre = part(el, 'code')!;
      expect(pre.scrollWidth).to.be.at.most(pre.clientWidth);
      expect(pre.hasAttribute('tabindex')).to.equal(false);
      expect(el.hasAttribute('data-prevent-swipe')).to.equal(false);
      expect(el.scrollWidth).to.be.at.most(360);
      expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
    });

    it('keeps a data-prevent-swipe the author put on the host', async () => {
      const el = await fixture<BibtexCard>(html`<bibtex-card data-prevent-swipe style="width: 800px" bibtex="@misc{k}"></bibtex-card>`);
      expect(el.hasAttribute('data-prevent-swipe')).to.equal(true);
    });
  });

  describe('what a screen-reader user hears (accessibility tree)', () => {
    it('the title once as a heading, the tabs with their states, Copy named by what it copies', async () => {
      const el = await card(PAPER, 'heading-level=3');
      const tree = await accessibilityTree();
      const headings = tree.filter((node) => node.role === 'heading');
      expect(headings.map((node) => [node.name, node.properties.level])).to.deep.equal([['Cite this work', 3]]);
      // Heard once: no region, label or caption repeats it.
      expect(tree.filter((node) => node.name === 'Cite this work' && node.role !== 'StaticText')).to.have.length(1);
      expect(tree.find((node) => node.role === 'tablist')!.name).to.equal('Citation format');
      const tabs = () => tree.filter((node) => node.role === 'tab').map((node) => [node.name, node.properties.selected]);
      expect(tabs()).to.deep.equal([['BibTeX', true], ['APA', false], ['MLA', false]]);
      expect(tree.find((node) => node.role === 'tabpanel')!.name).to.equal('BibTeX');
      expect(tree.filter((node) => node.role === 'button').map((node) => node.name)).to.deep.equal(['Copy BibTeX', 'Download .bib']);
      expect(tree.filter((node) => node.role === 'status')).to.have.length(1);
      tab(el, 'apa').click();
      await el.updateComplete;
      const after = await accessibilityTree();
      expect(after.filter((node) => node.role === 'tab').map((node) => [node.name, node.properties.selected])).to.deep.equal([
        ['BibTeX', false],
        ['APA', true],
        ['MLA', false],
      ]);
      expect(after.find((node) => node.role === 'button')!.name).to.equal('Copy APA citation');
    });

    it('after Copy: "Copied BibTeX" in the one status region; setting data in code says nothing', async () => {
      const el = await card();
      const restore = stubClipboard(async () => undefined);
      try {
        setTimeout(() => part(el, 'copy')!.click());
        await oneEvent(el, 'bibtex-copy');
        await el.updateComplete;
        const tree = await accessibilityTree();
        const statuses = tree.filter((node) => node.role === 'status');
        expect(statuses).to.have.length(1);
        expect(statuses[0]!.properties.live).to.equal('polite');
        const at = tree.indexOf(statuses[0]!);
        expect(tree.slice(at + 1, at + 3).map((node) => node.name)).to.include('Copied BibTeX');
        el.bibtex = CRLF;
        el.format = 'mla';
        await el.updateComplete;
        expect(el.announcement).to.equal('Copied BibTeX');
        expect(text(part(el, 'status'))).to.equal('');
      } finally {
        restore();
      }
    });
  });

  describe('phones, slides and paper', () => {
    /** Every non-blank text node in the shadow root with its parent's computed font size. */
    const textSizes = (el: BibtexCard) => {
      const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_TEXT);
      const sizes: [string, number][] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent!.trim()) sizes.push([node.textContent!.trim().slice(0, 20), parseFloat(getComputedStyle(node.parentElement!).fontSize)]);
      }
      return sizes;
    };

    for (const format of ['bibtex', 'apa'] as const) {
      it(`${format}: a host font-size of 32 px doubles every text's size (within 5 %)`, async () => {
        const el = await card(MALFORMED.replace('{broken,', '{k,').replace('}\n  author', '},\n  author'), `format=${format}`);
        el.style.fontSize = '16px';
        el.setAttribute('heading-level', '2');
        await el.updateComplete;
        const before = textSizes(el);
        expect(before.length).to.be.greaterThan(5);
        el.style.fontSize = '32px';
        const after = textSizes(el);
        expect(after.map(([t]) => t)).to.deep.equal(before.map(([t]) => t));
        after.forEach(([t, size], index) => expect(size / before[index]![1], t).to.be.within(1.9, 2.1));
      });
    }

    it('at 320 px every character of a long entry shows: no overflow, and the text is still the entry', async () => {
      const long = `@misc{k,\n  url = {https://example.org/${'a-very-long-path-segment/'.repeat(8)}},\n  title = {${'Word '.repeat(40)}},\n}`;
      const el = await fixture<BibtexCard>(html`<bibtex-card style="width: 320px" .bibtex=${long}></bibtex-card>`);
      const pre = part(el, 'code')!;
      expect(pre.scrollWidth).to.be.at.most(pre.clientWidth);
      expect(pre.textContent).to.equal(long);
      const box = el.getBoundingClientRect();
      for (const span of pre.querySelectorAll('.line')) {
        const rect = span.getBoundingClientRect();
        expect(rect.right).to.be.at.most(box.right);
        expect(rect.left).to.be.at.least(box.left);
      }
      // A wrapped line hangs: its continuation starts further in than its first character.
      const urlLine = pre.querySelectorAll<HTMLElement>('.line')[1]!;
      const rects = [...urlLine.querySelectorAll('span')].flatMap((span) => [...span.getClientRects()]);
      expect(rects.length).to.be.greaterThan(2);
      const lefts = rects.map((rect) => Math.round(rect.left));
      expect(Math.max(...lefts.slice(1))).to.be.greaterThan(lefts[0]!);
      const stub = stubDownload();
      const restore = stubClipboard(async () => undefined);
      try {
        part(el, 'download')!.click();
        await el.updateComplete;
        expect(await stub.saved.blob!.text()).to.equal(long);
      } finally {
        stub.restore();
        restore();
      }
    });

    it('under pointer: coarse every control is at least 44 × 44 px', async () => {
      // Touch emulation is what makes Chromium match (pointer: coarse); the media-feature override does not.
      await cdp('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      try {
        expect(matchMedia('(pointer: coarse)').matches).to.equal(true);
        const el = await card();
        const controls = [...el.shadowRoot!.querySelectorAll('button')];
        expect(controls).to.have.length(5);
        for (const control of controls) {
          const { width, height } = control.getBoundingClientRect();
          expect(width, control.textContent!).to.be.at.least(44);
          expect(height, control.textContent!).to.be.at.least(44);
        }
      } finally {
        await cdp('Emulation.setTouchEmulationEnabled', { enabled: false });
      }
    });

    /** WCAG relative luminance contrast of two computed `rgb()` colours. */
    const contrast = (a: string, b: string) => {
      const luminance = (colour: string) => {
        const [r, g, bl] = colour.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
          const c = Number(v) / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
      };
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const TOKENS = 'Exported from a library.\n@string{j = "Journal"}\n@article{k, journal = j, month = jan, title = {T}, year = 2020}';

    for (const theme of ['light', 'dark'] as const) {
      it(`${theme}: every coloured BibTeX token has a contrast of at least 4.5:1 on the code background`, async () => {
        const el = await card(TOKENS, `theme=${theme} motion=none`);
        const pre = part(el, 'code')!;
        const background = getComputedStyle(pre).backgroundColor;
        const roles = ['type', 'key', 'field', 'value', 'macro', 'punct', 'comment'];
        for (const role of roles) {
          const span = pre.querySelector(`.t-${role}`);
          expect(span, role).to.not.equal(null);
          expect(contrast(getComputedStyle(span!).color, background), role).to.be.at.least(4.5);
        }
      });
    }

    it('a very long text read by the full reader: lines skip layout on screen, every one is laid out on paper', async () => {
      const el = await card(`@string{x = {y}}\n@misc{k, note = {${'w\n'.repeat(450)}}}`);
      // A line: a child of the code block (its spans inside are the tokens).
      const line = part(el, 'code')!.querySelector(':scope > span')!;
      expect(getComputedStyle(line).contentVisibility).to.equal('auto');
      await emulateMedia({ media: 'print' });
      try {
        expect(getComputedStyle(line).contentVisibility).to.equal('visible');
      } finally {
        await emulateMedia({ media: 'screen' });
      }
    });

    it('print: the entry in ink, light, wrapped, without the controls', async () => {
      const el = await card(TOKENS, 'theme=dark');
      await emulateMedia({ media: 'print' });
      try {
        const pre = part(el, 'code')!;
        expect(getComputedStyle(part(el, 'formats')!.parentElement!).display).to.equal('none');
        expect(getComputedStyle(pre).whiteSpace).to.equal('pre-wrap');
        expect(parseFloat(getComputedStyle(pre).fontSize)).to.be.at.least(12);
        // Lines out of view skip layout on screen; on paper every one is laid out.
        expect(getComputedStyle(pre.querySelector('.line')!).contentVisibility).to.equal('visible');
        for (const span of pre.querySelectorAll('span[class^="t-"]')) {
          expect(contrast(getComputedStyle(span).color, 'rgb(255, 255, 255)'), span.className).to.be.at.least(4.5);
        }
      } finally {
        await emulateMedia({ media: 'screen' });
      }
    });

    it('in a sandboxed iframe without allow-downloads, Download does not claim the file was saved', async () => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
      frame.srcdoc = `<script type="module" src="${new URL('../../src/components/bibtex-card/define.ts', import.meta.url).pathname}"></script><bibtex-card bibtex="@misc{k, title={T}}"></bibtex-card>`;
      document.body.append(frame);
      try {
        await waitUntil(() => frame.contentDocument?.querySelector('bibtex-card')?.shadowRoot?.querySelector('[part="download"]'), 'no card in the frame', { timeout: 30000 });
        const inner = frame.contentDocument!.querySelector('bibtex-card') as BibtexCard;
        inner.shadowRoot!.querySelector<HTMLButtonElement>('[part="download"]')!.click();
        await inner.updateComplete;
        const said = text(inner.shadowRoot!.querySelector('[part="status"]'));
        expect(said).to.equal('Asked the browser to save k.bib (a framed page may block downloads: if none appears, use Copy).');
        expect(said).not.to.match(/downloaded|saved k/i);
      } finally {
        frame.remove();
      }
    });
  });
});
