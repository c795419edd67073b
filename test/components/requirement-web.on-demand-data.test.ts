// Data whose drawing needs requirement-web's on-demand chunk (groups' colours and legend, directed
// links' arrowheads) is held back while the chunk loads. A file of its own: each test file is a
// page of its own, so the first element here finds the chunk not loaded yet.
import { expect } from '@open-wc/testing';
import '../../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../../src/components/requirement-web/requirement-web.js';
import { arrowheads, dots, links } from '../support/web-view.js';

const root = (el: RequirementWeb) => el.shadowRoot!;
const data = {
  title: 'Modules and their imports',
  hub: { id: 'pkg', label: 'pkg' },
  requirements: [
    { id: 'app', label: 'pkg.app', group: 'core' },
    { id: 'cli', label: 'pkg.cli', group: 'tools' },
    { id: 'log', label: 'pkg.logging', group: 'core' },
  ],
  links: [{ source: 'cli', target: 'app', directed: true }],
};

describe('requirement-web: data that needs the on-demand chunk', () => {
  it('a web with groups and directed links, as the first element of the page, is never drawn without them, and `ready` waits for the whole view', async () => {
    const el = document.createElement('requirement-web') as RequirementWeb;
    // What every update drew: a web, if any, with its legend and its arrowheads.
    const drawn: string[] = [];
    el.addController({
      hostUpdated: () => {
        if (dots(el).length) drawn.push(`${dots(el).length} dots, legend ${!!root(el).querySelector('[part="legend"]')}, heads ${!!arrowheads(el)}`);
      },
    });
    let atReady = '';
    void el.ready.then(() => (atReady = drawn.at(-1) ?? 'nothing drawn'));
    el.style.width = '720px';
    el.data = data;
    document.body.append(el);
    try {
      await el.updateComplete;
      await el.ready;
      expect(new Set(drawn)).to.deep.equal(new Set(['3 dots, legend true, heads true']));
      expect(atReady).to.equal('3 dots, legend true, heads true');
      expect(root(el).querySelector('[part="legend"]')!.querySelectorAll('button')).to.have.length(2);
      expect(arrowheads(el)!.getAttribute('d')).to.match(/^M.*Z$/);
      expect(links(el)).to.have.length(1);
      // The groups' colours are styled (the chunk's styles are adopted): two groups, two fills.
      expect(new Set(dots(el).map((dot) => getComputedStyle(dot).fill)).size).to.equal(2);
    } finally {
      el.remove();
    }
  });
});

describe('requirement-web: option attributes, read by a chunk of their own', () => {
  it('a web with `heading` and `description`, as the first such element of the page, is never drawn with the data\'s title or summary, and `ready` waits for the author\'s', async () => {
    const el = document.createElement('requirement-web') as RequirementWeb;
    const title = () => (root(el).querySelector('[part="title"]')?.textContent ?? '').trim();
    // What every update drew: the title over a web, if any.
    const drawn: string[] = [];
    el.addController({
      hostUpdated: () => {
        if (dots(el).length) drawn.push(title());
      },
    });
    let atReady = '';
    void el.ready.then(() => (atReady = drawn.at(-1) ?? 'nothing drawn'));
    el.setAttribute('heading', 'Their heading');
    el.setAttribute('description', 'Their description');
    el.style.width = '720px';
    el.data = { title: 'The data\'s title', summary: 'The data\'s summary', hub: { id: 'pkg', label: 'pkg' }, requirements: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], links: [] };
    document.body.append(el);
    try {
      await el.updateComplete;
      await el.ready;
      expect(new Set(drawn)).to.deep.equal(new Set(['Their heading']));
      expect(atReady).to.equal('Their heading');
      expect(root(el).textContent).to.contain('Their description').and.not.contain('The data\'s summary');
      // A wrong option is still named once the reader is here (a text over its 2,000-character limit).
      el.setAttribute('heading', 'x'.repeat(2_001));
      await el.updateComplete;
      expect(root(el).querySelector('[part="error"]')?.textContent).to.contain('heading');
      expect(title()).to.equal('Their heading');
    } finally {
      el.remove();
    }
  });
});
