// A lab's whole bibliography (issue 37): up to 5 MB, parsed once and indexed, so `key` picks an
// entry without parsing the text again (counted, not timed).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/bibtex-card/define.js';
import type { BibtexCard } from '../../src/components/bibtex-card/bibtex-card.js';
import { bibliographyReads } from '../../src/lib/bibtex-pick.js';

/** `n` real-shaped entries (about 1 KB each: long author lists, abstracts, accents), ILLUSTRATIVE keys and titles. */
function bibliography(n: number): string {
  return Array.from({ length: n }, (_, i) => `@inproceedings{lab${i}_${i % 7 ? 'icml' : 'neurips'},
  title = {Scaling {Spec}-Driven Agents, Part ${i}: What Pass@k Hides},
  author = {M{\\"u}ller, J{\\"o}rg and Garc{\\'\\i}a, Mar{\\'\\i}a and Zhang, Wei and Okafor, Chinedu and O'Neil, Siobh{\\'a}n and van der Berg, Pieter},
  booktitle = {Proceedings of the ${40 + (i % 3)}th International Conference on Machine Learning},
  year = {${2015 + (i % 10)}},
  pages = {${i}--${i + 12}},
  abstract = {${'We study agents that read requirements before they write code. '.repeat(10)}},
}
`).join('\n');
}

describe('<bibtex-card>: a whole bibliography', function () {
  this.timeout(60_000);

  it('reads 1,000 entries over 1 MB, picks entries by key with one parse of the text, and refuses nothing under 5 MB', async () => {
    const text = bibliography(1000);
    expect(text.length).to.be.above(1_000_000);
    const before = bibliographyReads.count;
    const el = await fixture<BibtexCard>(html`<bibtex-card .data=${{ bibtex: text }}></bibtex-card>`);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="code"]')!.textContent).to.match(/^@inproceedings\{lab0_neurips,/);
    for (const i of [999, 500, 3, 998, 42]) {
      el.key = `lab${i}_${i % 7 ? 'icml' : 'neurips'}`;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part="code"]')!.textContent).to.match(new RegExp(`^@inproceedings\\{lab${i}_`));
    }
    // The entry deep in the text is styled like the first: keys, fields and values told apart.
    expect(el.shadowRoot!.querySelectorAll('[part="code"] span').length).to.be.above(10);
    expect(bibliographyReads.count - before).to.equal(1);
    el.key = 'no-such-key';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain('key: no entry "no-such-key"');
    expect(bibliographyReads.count - before).to.equal(1);
  });
});
