import { expect } from '@open-wc/testing';
import { connectedCountText, connectionsById, relationText } from '../../src/lib/requirement-graph.js';
import { MAX_LABEL_LENGTH, MAX_LINKS, MAX_REQUIREMENTS } from '../../src/lib/requirement-web-data.js';
import { parseRequirementWeb } from '../support/parse-requirement-web.js';
import { syntheticRequirementWeb } from '../support/synthetic-requirement-web.js';

const hub = { id: 'hub', label: 'transactionbuilder' };
const req = (id: string, extra: Record<string, unknown> = {}) => ({ id, label: id.toUpperCase(), ...extra });
const valid = () => ({
  title: 'T',
  hub,
  requirements: [req('a'), req('b'), req('c')],
  links: [{ source: 'a', target: 'b', label: 'shared' }],
});

describe('parseRequirementWeb', () => {
  it('accepts the contract shape with defaults for optional fields', () => {
    const data = parseRequirementWeb({ hub: { id: 'h' }, requirements: [{ id: 'x' }] });
    expect(data).to.deep.equal({
      title: '',
      summary: '',
      hub: { id: 'h', label: 'h' },
      requirements: [{ id: 'x', label: 'x', heading: '', detail: '' }],
      links: [],
    });
  });

  it('keeps title, summary, heading, detail and link labels', () => {
    const data = parseRequirementWeb({
      ...valid(),
      summary: 'S',
      requirements: [req('a', { heading: 'H', detail: 'D' }), req('b')],
    });
    expect(data.summary).to.equal('S');
    expect(data.requirements[0]).to.deep.equal({ id: 'a', label: 'A', heading: 'H', detail: 'D' });
    expect(data.links).to.deep.equal([{ source: 'a', target: 'b', label: 'shared' }]);
  });

  it('accepts no requirements at all (an empty state, not an error)', () => {
    expect(parseRequirementWeb({ hub, requirements: [] }).requirements).to.have.length(0);
  });

  it('keeps a link given twice (either direction) once', () => {
    const data = parseRequirementWeb({ ...valid(), links: [{ source: 'a', target: 'b' }, { source: 'b', target: 'a' }] });
    expect(data.links).to.have.length(1);
  });

  const errors: [string, unknown, string][] = [
    ['not an object', [], 'data: expected an object, got an array of 0'],
    ['a missing hub', { requirements: [] }, 'data.hub: expected an object, got nothing (data has "requirements")'],
    // d3's shape, the likeliest other: the keys written are named.
    ['nodes and links, as d3 has them', { nodes: [{ id: 'a' }], links: [] }, 'data.hub: expected an object, got nothing (data has "nodes", "links")'],
    ['a hub without id', { hub: { label: 'x' }, requirements: [] }, 'data.hub.id: expected a non-empty string, got nothing (data.hub has "label")'],
    ['missing requirements', { hub }, 'data.requirements: expected an array, got nothing (data has "hub")'],
    ['a requirement without id', { hub, requirements: [{ label: 'x' }] }, 'data.requirements[0].id: expected a non-empty string, got nothing (data.requirements[0] has "label")'],
    ['a numeric label', { hub, requirements: [{ id: 'a', label: 3 }] }, 'data.requirements[0].label: expected a string, got 3'],
    [
      'duplicate ids',
      { hub, requirements: [req('a'), req('b'), req('a')] },
      'data.requirements[2].id: duplicate id "a" (also data.requirements[0])',
    ],
    ["the hub's id reused", { hub, requirements: [req('hub')] }, `data.requirements[0].id: "hub" is already the hub's id`],
    [
      'a link to an unknown id',
      { ...valid(), links: [{ source: 'a', target: 'zzz' }] },
      'data.links[0].target: no requirement with id "zzz"',
    ],
    [
      'a link from an unknown id',
      { ...valid(), links: [{ source: 'a', target: 'b' }, { source: 'q', target: 'b' }] },
      'data.links[1].source: no requirement with id "q"',
    ],
    ['a self-link', { ...valid(), links: [{ source: 'c', target: 'c' }] }, 'data.links[0]: a requirement cannot link to itself ("c")'],
    [
      'a link to the hub',
      { ...valid(), links: [{ source: 'a', target: 'hub' }] },
      'data.links[0].target: "hub" is the hub; every requirement is already tied to it',
    ],
    ['links not an array', { ...valid(), links: {} }, 'data.links: expected an array, got an object'],
  ];
  for (const [name, raw, message] of errors) {
    it(`rejects ${name}`, () => {
      expect(() => parseRequirementWeb(raw)).to.throw(message);
    });
  }
});

describe('connectionsById', () => {
  it('counts links in both directions, in requirement order, without the hub', () => {
    const data = parseRequirementWeb({
      hub,
      requirements: [req('p'), req('change'), req('min'), req('order'), req('compat')],
      links: [
        { source: 'p', target: 'min', label: 'minimum allocations' },
        { source: 'order', target: 'p' },
        { source: 'p', target: 'change' },
        { source: 'change', target: 'compat' },
      ],
    });
    const connections = connectionsById(data);
    expect(connections.get('p')!.map((c) => c.id)).to.deep.equal(['change', 'min', 'order']);
    expect(connections.get('min')).to.deep.equal([{ id: 'p', label: 'minimum allocations' }]);
    expect(connections.get('change')!.map((c) => c.id)).to.deep.equal(['p', 'compat']);
    expect(connections.get('compat')!.map((c) => c.id)).to.deep.equal(['change']);
  });

  it('gives an empty list to a requirement with no links', () => {
    const connections = connectionsById(parseRequirementWeb({ hub, requirements: [req('a')] }));
    expect(connections.get('a')).to.deep.equal([]);
  });
});

describe('connectedCountText', () => {
  const cases: [number, string][] = [
    [0, 'No connected requirements'],
    [1, '1 connected requirement'],
    [3, '3 connected requirements'],
  ];
  for (const [count, text] of cases) {
    it(`${count} → "${text}"`, () => expect(connectedCountText(count)).to.equal(text));
  }
});

describe('syntheticRequirementWeb', () => {
  it('is valid, deterministic and about three links per node', () => {
    const web = syntheticRequirementWeb(100);
    expect(() => parseRequirementWeb(web)).not.to.throw();
    expect(syntheticRequirementWeb(100)).to.deep.equal(web);
    expect(web.requirements).to.have.length(100);
    expect(web.links).to.have.length(300);
  });

  it('stays valid when offsets wrap around a small web', () => {
    for (const n of [1, 2, 5, 7, 8]) expect(() => parseRequirementWeb(syntheticRequirementWeb(n))).not.to.throw();
  });
});

describe('relationText', () => {
  const cases: [number, number, string][] = [
    [3, 5, '3 connected requirements'],
    [1, 5, '1 connected requirement'],
    [0, 5, 'shares One coherent implementation with 4 other requirements'],
    [0, 2, 'shares One coherent implementation with 1 other requirement'],
    [0, 1, 'the only requirement on One coherent implementation'],
    [0, 20_000, 'shares One coherent implementation with 19,999 other requirements'],
  ];
  for (const [connected, total, expected] of cases) {
    it(`${connected} of ${total} → "${expected}"`, () => {
      expect(relationText(connected, 'One coherent implementation', total)).to.equal(expected);
    });
  }
});

describe('parseRequirementWeb limits', () => {
  it('names each limit when it is passed', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}` }));
    expect(() => parseRequirementWeb({ hub, requirements: many(MAX_REQUIREMENTS + 1) })).to.throw('data.requirements: 20,001 requirements is over the limit of 20,000 requirements');
    expect(parseRequirementWeb({ hub, requirements: many(MAX_REQUIREMENTS) }).requirements).to.have.length(MAX_REQUIREMENTS);
    const links = Array.from({ length: MAX_LINKS + 1 }, () => ({ source: 'r0', target: 'r1' }));
    expect(() => parseRequirementWeb({ hub, requirements: many(2), links })).to.throw('data.links: 200,001 links is over the limit of 200,000 links');
    expect(() => parseRequirementWeb({ hub, requirements: [{ id: 'a', label: 'x'.repeat(MAX_LABEL_LENGTH + 1) }] })).to.throw(
      'data.requirements[0].label: 1,001 characters is over the limit of 1,000 characters',
    );
    expect(parseRequirementWeb({ hub, requirements: [{ id: 'a', label: 'x'.repeat(MAX_LABEL_LENGTH) }] }).requirements[0]!.label).to.have.length(MAX_LABEL_LENGTH);
  });
});
