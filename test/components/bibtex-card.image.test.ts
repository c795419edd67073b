/**
 * bibtex-card's Download SVG and PNG (contract, additions of 2026-12-02): an image of the view shown,
 * the BibTeX or the formatted citation, its writer a lazy chunk.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/bibtex-card/define.js';
import type { BibtexCard } from '../../src/components/bibtex-card/bibtex-card.js';
import { captureDownload } from '../support/download.js';
import { PAPER_BIBTEX as PAPER } from '../fixtures/paper-bibtex.js';

const KEY = 'cai2026requirementsinteractscalinglonghorizon';
const PAPER_APA =
  'Cai, Y., Wang, M., Zhao, L., Zhang, L., Li, L., Li, S., Sun, X., & Luo, F. (2026). When requirements interact: Scaling long-horizon coding via interdependent specifications (arXiv:2610.40256). arXiv. https://arxiv.org/abs/2610.40256';
const PAPER_MLA =
  'Cai, Yishuo, et al. "When Requirements Interact: Scaling Long-Horizon Coding via Interdependent Specifications." arXiv, 2026, arxiv.org/abs/2610.40256.';

const $ = <T extends Element = HTMLElement>(el: BibtexCard, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const menu = (el: BibtexCard) => $<HTMLDetailsElement>(el, 'details[part="image"]')!;
const squash = (text: string) => text.replace(/\s+/g, '');

async function card(attributes = '', bibtex = PAPER): Promise<BibtexCard> {
  const el = await fixture<BibtexCard>(html`<bibtex-card theme="light" style="display: block; width: 720px"></bibtex-card>`);
  for (const pair of attributes.split(' ').filter(Boolean)) el.setAttribute(...(pair.split('=') as [string, string]));
  el.bibtex = bibtex;
  // (Shown once its language's strings are in: `lang=de` loads a table first.)
  await el.ready;
  await el.updateComplete;
  return el;
}

/** Opens the image menu by its summary, as a reader does, and returns its buttons. */
async function openMenu(el: BibtexCard): Promise<HTMLButtonElement[]> {
  const toggled = oneEvent(menu(el), 'toggle');
  $<HTMLElement>(el, 'details[part="image"] > summary')!.click();
  await toggled;
  await el.updateComplete;
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-image]')];
}

async function download(el: BibtexCard, format: 'svg' | 'png') {
  const buttons = await openMenu(el);
  return captureDownload(() => buttons.find((button) => button.dataset.image === format)!.click());
}

const svgTexts = async (blob: Blob) => {
  const doc = new DOMParser().parseFromString(await blob.text(), 'image/svg+xml');
  expect(doc.querySelector('parsererror')).to.equal(null);
  return { doc, texts: [...doc.querySelectorAll('text')].map((t) => t.textContent!) };
};

describe('bibtex-card image downloads', () => {
  it('the SVG writer is not loaded until the first image download', async () => {
    const loaded = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('citation-svg'));
    const el = await card();
    expect(loaded()).to.equal(false);
    await download(el, 'svg');
    expect(loaded()).to.equal(true);
  });

  it('closed, the menu holds no buttons; open, Download SVG and Download PNG', async () => {
    const el = await card();
    expect(el.shadowRoot!.querySelectorAll('[data-image]')).to.have.length(0);
    expect($(el, 'details[part="image"] > summary')!.textContent!.trim()).to.equal('Save as image');
    const buttons = await openMenu(el);
    expect(buttons.map((button) => button.textContent!.trim())).to.deep.equal(['Download SVG', 'Download PNG']);
  });

  it('is accessible with the menu open, light and dark, in German and right to left', async () => {
    for (const attributes of ['motion=none theme=light', 'motion=none theme=dark', 'motion=none theme=dark lang=de dir=rtl']) {
      const el = await card(attributes);
      await openMenu(el);
      await expect(el).to.be.accessible();
    }
  });

  it('Download SVG of the BibTeX view: <key>-bibtex.svg, the entry as text, page colours resolved', async () => {
    const el = await card();
    const { name, blob } = await download(el, 'svg');
    expect(name).to.equal(`${KEY}-bibtex.svg`);
    expect(blob.type).to.equal('image/svg+xml');
    const { doc, texts } = await svgTexts(blob);
    expect(texts[0]).to.equal('Cite this work');
    expect(squash(texts.slice(1).join(''))).to.equal(squash(PAPER));
    expect(doc.querySelector('svg > rect')!.getAttribute('fill')).to.equal('rgb(255, 255, 255)');
    expect(doc.querySelector('script')).to.equal(null);
    // The menu closes once a file is asked for.
    expect(menu(el).open).to.equal(false);
  });

  it('Download PNG of the APA view: <key>-apa.png, a real PNG of the file\'s size', async () => {
    const el = await card('format=apa');
    const { name, blob } = await download(el, 'png');
    expect(name).to.equal(`${KEY}-apa.png`);
    expect(blob.type).to.equal('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 8)]).to.deep.equal([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const bitmap = await createImageBitmap(blob);
    // 2× the SVG's width: the card's 720 px.
    expect(bitmap.width).to.equal(1440);
    expect(bitmap.height).to.be.greaterThan(200);
  });

  it('Download SVG of the MLA view holds the citation as the style writes it, its title in italics', async () => {
    const el = await card('format=mla');
    const { name, blob } = await download(el, 'svg');
    expect(name).to.equal(`${KEY}-mla.svg`);
    const { doc, texts } = await svgTexts(blob);
    expect(squash(texts.slice(1).join(''))).to.equal(squash(PAPER_MLA));
    expect(squash([...doc.querySelectorAll('tspan[font-style="italic"]')].map((t) => t.textContent).join(''))).to.equal('arXiv');
    expect(doc.querySelector('text')!.getAttribute('font-family')).to.match(/sans-serif$/);
  });

  it('an author\'s filename and title name the image; the heading in the card\'s language', async () => {
    const el = await card('filename=paper.bib');
    el.heading = 'How to cite CodeSpecWeave';
    el.format = 'apa';
    await el.updateComplete;
    const { name, blob } = await download(el, 'svg');
    expect(name).to.equal('paper-apa.svg');
    const { texts } = await svgTexts(blob);
    expect(texts[0]).to.equal('How to cite CodeSpecWeave');
    expect(squash(texts.slice(1).join(''))).to.equal(squash(PAPER_APA));
  });

  it('in the dark theme the file is dark too', async () => {
    const el = await card('theme=dark');
    const { blob } = await download(el, 'svg');
    const { doc } = await svgTexts(blob);
    expect(doc.querySelector('svg > rect')!.getAttribute('fill')).to.equal('rgb(22, 27, 34)');
    expect(doc.querySelector('text')!.getAttribute('fill')).to.equal('rgb(230, 237, 243)');
  });

  it('malformed BibTeX: the image shows the entry as given (the view shown)', async () => {
    const broken = '@article{broken,\n  title = {Missing Comma}\n  author = {Someone}\n}';
    const el = await card('format=apa', broken);
    const { name, blob } = await download(el, 'svg');
    expect(name).to.equal('broken-bibtex.svg');
    const { texts } = await svgTexts(blob);
    expect(squash(texts.slice(1).join(''))).to.equal(squash(broken));
  });

  it('by keyboard: Enter opens the menu, Escape closes it and focus returns to it', async () => {
    const el = await card();
    const summary = $<HTMLElement>(el, 'details[part="image"] > summary')!;
    summary.focus();
    const opened = oneEvent(menu(el), 'toggle');
    await sendKeys({ press: 'Enter' });
    await opened;
    await el.updateComplete;
    expect(menu(el).open).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-image')).to.equal('svg');
    const pageKeys: string[] = [];
    const listener = (event: KeyboardEvent) => pageKeys.push(event.key);
    document.addEventListener('keydown', listener);
    await sendKeys({ press: 'Escape' });
    expect(menu(el).open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(summary);
    // That Escape closed the menu: a deck on the page does not see it; the next one it does.
    await sendKeys({ press: 'Escape' });
    document.removeEventListener('keydown', listener);
    expect(pageKeys).to.deep.equal(['Escape']);
    // Enter on Download PNG: the file is asked for, the menu closes, focus is back on its summary.
    // (The toggle of Escape's closing may still be on its way: wait for the menu's buttons.)
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[data-image]').length === 2);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-image')).to.equal('png');
    const { name } = await captureDownload(() => void sendKeys({ press: 'Enter' }));
    expect(name).to.equal(`${KEY}-bibtex.png`);
    expect(menu(el).open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(summary);
  });

  it('a failure while building is reported in the card (csw-error), never thrown', async () => {
    const el = await card();
    const buttons = await openMenu(el);
    const original = window.getComputedStyle;
    window.getComputedStyle = () => {
      throw new Error('styles unavailable');
    };
    try {
      setTimeout(() => buttons[0]!.click());
      const { detail } = await oneEvent(el, 'csw-error');
      expect(detail.message).to.equal('Download SVG: styles unavailable');
    } finally {
      window.getComputedStyle = original;
    }
  });
});
