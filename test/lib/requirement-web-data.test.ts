// The graph and the data of a requirement web on real graphs (issue 23): direction, verbs, groups, urls.
import { expect } from '@open-wc/testing';
import { graphOf, RequirementGraph, type Say } from '../../src/lib/requirement-graph.js';
import { directedRelationText } from '../../src/lib/requirement-directed.js';
import { registerEnglish } from '../../src/lib/locale.js';
import webOnDemandEnglish from '../../src/locales/en/requirement-web-on-demand.js';
import { localeFor } from '../../src/lib/locale-loading.js';
import { DEFAULT_VERBS } from '../../src/lib/requirement-web-data.js';
import { parseRequirementWeb } from '../support/parse-requirement-web.js';
import { nameParts, wrapLabel } from '../../src/lib/text-fit.js';

// directedRelationText's words come with requirement-web's on-demand chunk, which registers them as it loads; here the test does.
registerEnglish(webOnDemandEnglish);

const hub = { id: 'core', label: 'core' };
const req = (id: string, extra: Record<string, unknown> = {}) => ({ id, ...extra });

describe('parseRequirementWeb: direction, verbs, groups and urls', () => {
  it('keeps a directed link one way: a→b and b→a are two links; undirected duplicates stay one', () => {
    const data = parseRequirementWeb({
      hub,
      requirements: [req('a'), req('b'), req('c')],
      links: [
        { source: 'a', target: 'b', directed: true },
        { source: 'b', target: 'a', directed: true },
        { source: 'a', target: 'b', directed: true },
        { source: 'b', target: 'c' },
        { source: 'c', target: 'b' },
      ],
    });
    expect(data.links).to.deep.equal([
      { source: 'a', target: 'b', label: '', directed: true },
      { source: 'b', target: 'a', label: '', directed: true },
      { source: 'b', target: 'c', label: '' },
    ]);
  });

  it('data.directed makes every link directed; verbs default to "depends on" / "is needed by"', () => {
    const data = parseRequirementWeb({ hub, directed: true, requirements: [req('a'), req('b')], links: [{ source: 'a', target: 'b' }] });
    expect(data.directed).to.equal(true);
    expect(data.links[0]!.directed).to.equal(true);
    expect(data.verbs).to.equal(undefined);
    expect(DEFAULT_VERBS).to.deep.equal({ out: 'depends on', in: 'is needed by' });
    const named = parseRequirementWeb({ hub, verbs: { out: 'imports', in: '' }, requirements: [req('a')] });
    expect(named.verbs).to.deep.equal({ out: 'imports', in: 'is needed by' });
  });

  it('keeps a group and a safe url; drops an unsafe scheme', () => {
    const data = parseRequirementWeb({
      hub,
      requirements: [
        req('a', { group: ' coders ', url: 'https://example.org/a' }),
        req('b', { url: 'javascript:alert(1)' }),
        req('c', { url: 'data:text/html,x' }),
        req('d', { url: '../d.html' }),
      ],
    });
    expect(data.requirements.map((r) => [r.group, r.url])).to.deep.equal([
      ['coders', 'https://example.org/a'],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, '../d.html'],
    ]);
  });

  const errors: [string, unknown, string][] = [
    ['data.directed not a boolean', { hub, directed: 'yes', requirements: [] }, 'data.directed: expected true or false, got "yes"'],
    ['a link’s directed not a boolean', { hub, requirements: [req('a'), req('b')], links: [{ source: 'a', target: 'b', directed: 1 }] }, 'data.links[0].directed: expected true or false, got 1'],
    ['verbs not an object', { hub, verbs: 'imports', requirements: [] }, 'data.verbs'],
    ['a group not a string', { hub, requirements: [req('a', { group: 3 })] }, 'data.requirements[0].group'],
    ['a url not a string', { hub, requirements: [req('a', { url: {} })] }, 'data.requirements[0].url'],
  ];
  for (const [name, raw, message] of errors) {
    it(`reports ${name} at its path`, () => {
      expect(() => parseRequirementWeb(raw)).to.throw(message);
    });
  }
});

describe('RequirementGraph', () => {
  const data = parseRequirementWeb({
    hub,
    requirements: [req('a', { group: 'x' }), req('b', { group: 'y' }), req('c', { group: 'x' }), req('d')],
    links: [
      { source: 'c', target: 'a', directed: true, label: 'imports' },
      { source: 'a', target: 'b', directed: true },
      { source: 'b', target: 'a', directed: true },
      { source: 'a', target: 'd' },
    ],
  });

  it('is the one index: built by the parser, shared by every caller', () => {
    expect(graphOf(data)).to.equal(graphOf(data));
    const graph = graphOf(data);
    expect([graph.indexOf('a'), graph.indexOf('d'), graph.indexOf('zz'), graph.indexOf(null)]).to.deep.equal([0, 3, -1, -1]);
    expect(graph.groups).to.deep.equal(['x', 'y']);
    expect([0, 1, 2, 3].map((i) => graph.degree(i))).to.deep.equal([4, 2, 1, 1]);
    expect([...graph.sources]).to.deep.equal([2, 0, 1, 0]);
  });

  it('lists connections each way, in data order of the other end, and neighbours once', () => {
    const graph = graphOf(data);
    expect(graph.connections(0)).to.deep.equal([
      { id: 'b', label: '', direction: 'out' },
      { id: 'b', label: '', direction: 'in' },
      { id: 'c', label: 'imports', direction: 'in' },
      { id: 'd', label: '' },
    ]);
    expect(graph.neighbours(0)).to.deep.equal(['b', 'c', 'd']);
    expect(graph.connections(7)).to.deep.equal([]);
    const english: Say = (key, params) => localeFor('').t(key, params);
    expect(directedRelationText(graph.connections(0), DEFAULT_VERBS, english)).to.equal('depends on 1 · is needed by 2 · 1 connected');
    expect(directedRelationText(graph.connections(2), { out: 'imports', in: 'is imported by' }, english)).to.equal('imports 1');
  });

  it('builds a graph for data it did not parse, and for a layout’s input', () => {
    const graph = new RequirementGraph({ requirements: [{ id: 'p' }, { id: 'q' }], links: [{ source: 'q', target: 'p' }] });
    expect(graph.neighbours(0)).to.deep.equal(['q']);
    expect(graph.groups).to.deep.equal([]);
  });
});

describe('wrapLabel at word and identifier boundaries', () => {
  it('nameParts splits after space, _, ., / and -', () => {
    expect(nameParts('coders.editblock_func_coder').map((p) => p.text)).to.deep.equal(['coders.', 'editblock_', 'func_', 'coder']);
    expect(nameParts('aider/commands.py').map((p) => p.text)).to.deep.equal(['aider/', 'commands.', 'py']);
    expect(nameParts('Change  allocation').map((p) => [p.text, p.space])).to.deep.equal([
      ['Change', true],
      ['allocation', false],
    ]);
    expect(nameParts('a--b').map((p) => p.text)).to.deep.equal(['a--', 'b']);
  });

  const fixed = (text: string) => text.length * 10; // 10 px a character
  const cases: [string, number, number, number | undefined, string[], boolean][] = [
    ['coders.editblock_func_coder', 180, 2, undefined, ['coders.editblock_', 'func_coder'], false],
    ['coders.editblock_func_coder', 100, 2, undefined, ['coders.', 'editblock_'.slice(0, 9) + '…'], true],
    ['coders.editblock_func_coder', 100, 3, undefined, ['coders.', 'editblock_', 'func_coder'], false],
    ['aider/commands.py', 110, 2, undefined, ['aider/', 'commands.py'], false],
    ['aider/commands.py', 100, 2, undefined, ['aider/', 'commands.…'], true],
    ['transactionbuilder', 100, 2, undefined, ['transacti…'], true],
    ['transactionbuilder', 100, 2, 200, ['transactionbuilder'], false],
    ['Change allocation', 100, 2, undefined, ['Change', 'allocation'], false],
    ['one two three four', 90, 1, undefined, ['one two…'], true],
  ];
  for (const [text, width, lines, wordWidth, expected, truncated] of cases) {
    it(`"${text}" in ${width} px × ${lines} → ${JSON.stringify(expected)}`, () => {
      const result = wrapLabel(text, width, lines, 10, fixed, { wordWidth, boundaries: true });
      expect(result.lines).to.deep.equal(expected);
      expect(result.truncated).to.equal(truncated);
      // No hyphen is ever added, and no line but a cut last one ends inside a word.
      for (const line of result.lines) expect(line.endsWith('-') && !text.includes(line)).to.equal(false);
    });
  }

  it('stays bounded on a 50,000-character name', () => {
    // Bounded as work: the measurements wrapLabel asks for, not the time they take on a loaded machine.
    let measured = 0;
    const result = wrapLabel('a_'.repeat(25_000), 170, 2, 13, (t, size) => {
      measured++;
      return t.length * size * 0.6;
    }, { boundaries: true, wordWidth: 200 });
    expect(measured, 'measurements').to.be.below(150);
    expect(result.truncated).to.equal(true);
    expect(result.lines).to.have.length(2);
  });
});
