// Input that is not a plain web (a url, directed links, anything wrong) is read by the full
// validation, a chunk (lib/requirement-web-data.ts): held meanwhile, never shown half read. A file of
// its own: each test file is a page of its own, so the first element here finds the chunk not loaded.
import { expect } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import type { RequirementWebInput } from '../../src/components/requirement-web/requirement-web.types.js';
import { dots } from '../support/web-view.js';

const root = (el: RequirementWeb) => el.shadowRoot!;

/** An element with `data`, in the page, and what each of its updates showed. */
function place(data: unknown): { el: RequirementWeb; shown: string[] } {
  const el = document.createElement('requirement-web') as RequirementWeb;
  const shown: string[] = [];
  el.addController({
    hostUpdated: () =>
      shown.push(`${dots(el).length} dots${root(el).textContent!.includes('No requirements to show.') ? ', empty' : ''}, error: ${root(el).querySelector('[part="error"]')?.textContent?.trim() ?? 'none'}`),
  });
  el.style.width = '720px';
  el.data = data as RequirementWebInput;
  document.body.append(el);
  return { el, shown };
}

describe('requirement-web: input the full validation reads', () => {
  it('a wrong input, before the validation is here, is named in its words; nothing else is drawn meanwhile', async () => {
    const { el, shown } = place({ hub: { id: 'h' }, requirements: [{ id: 'a' }, { id: 'a' }] });
    try {
      const detail = await el.ready;
      await el.updateComplete;
      expect(detail.error).to.contain('data.requirements[1].id: duplicate id "a"');
      expect(shown.filter((s) => !s.startsWith('0 dots, error: none'))).to.deep.equal([`0 dots, error: ${root(el).querySelector('[part="error"]')!.textContent!.trim()}`]);
      expect(shown.some((s) => s.includes('empty'))).to.equal(false);
    } finally {
      el.remove();
    }
  });

  it('a web with a url is drawn whole once read, its link kept; `ready` waits for it', async () => {
    const { el, shown } = place({ hub: { id: 'h' }, requirements: [{ id: 'a', url: 'https://example.org/a' }, { id: 'b', url: 'javascript:alert(1)' }] });
    try {
      await el.ready;
      expect(dots(el)).to.have.length(2);
      el.selected = 'a';
      await el.updateComplete;
      expect(root(el).querySelector('[part="link"]')!.getAttribute('href')).to.equal('https://example.org/a');
      el.selected = 'b';
      await el.updateComplete;
      expect(root(el).querySelector('[part="link"]')).to.equal(null);
      // Never the stand-in (an empty web), nor an error: before the data, nothing; then the web.
      expect(shown.some((s) => s.includes('empty'))).to.equal(false);
      expect(shown.every((s) => s.endsWith('error: none'))).to.equal(true);
    } finally {
      el.remove();
    }
  });
});
