// requirement-web's plain reader (src/lib/requirement-web-plain.ts), held equal to the full
// validation (parseRequirementWeb, the chunk): whatever it reads, it reads as the full validation
// does; whatever it leaves (odd shapes, every wrong input), the full validation reads or words.
import { expect } from '@open-wc/testing';
import { graphOf } from '../../src/lib/requirement-graph.js';
import { MAX_LABEL_LENGTH, MAX_LINKS, MAX_REQUIREMENTS } from '../../src/lib/requirement-web-data.js';
import { parseRequirementWeb } from '../support/parse-requirement-web.js';
import { PLAIN_LIMITS, readPlainRequirementWeb } from '../../src/lib/requirement-web-plain.js';

const hub = { id: 'core', label: 'core' };
const req = (id: string, extra: Record<string, unknown> = {}) => ({ id, ...extra });

describe('readPlainRequirementWeb: the full validation\'s result, for the plain webs it reads', () => {
  const plain: [string, unknown][] = [
    ['the contract\'s example', {
      title: 'Share fairly. Stay compatible.',
      summary: 'Allocate transaction coin hours across multiple recipients.',
      hub: { id: 'transactionbuilder', label: 'transactionbuilder' },
      requirements: [
        { id: 'proportionality', label: 'Proportionality', heading: 'A fair split needs a shared policy.', detail: 'Allocate hours in proportion to coin amounts.' },
        { id: 'minimum-allocation', label: 'Minimum allocation' },
      ],
      links: [{ source: 'proportionality', target: 'minimum-allocation', label: 'minimum allocations' }],
    }],
    ['defaults: no title, summary, labels or links; a blank label is the id', { hub: { id: 'h' }, requirements: [req('a'), req('b', { label: '  ' })] }],
    ['nulls stand for absent', { title: null, summary: null, hub: { id: 'h', label: null }, requirements: [req('a', { label: null, heading: null, detail: null, group: null })], links: null, directed: null, verbs: null }],
    ['no requirements at all', { hub, requirements: [] }],
    ['groups, trimmed; a blank group is none', { hub, requirements: [req('a', { group: ' core ' }), req('b', { group: ' ' }), req('c', { group: 'ui' })] }],
    ['a link given twice, either way, is kept once; `directed: false` is undirected', { hub, requirements: [req('a'), req('b'), req('c')], links: [{ source: 'a', target: 'b' }, { source: 'b', target: 'a', label: 'again' }, { source: 'b', target: 'c', directed: false, label: null }] }],
    ['unknown keys are ignored', { hub, requirements: [req('a', { colour: 'red' })], links: [], extra: 1 }],
    ['a label at the limit', { hub, requirements: [req('a', { label: 'x'.repeat(MAX_LABEL_LENGTH) })] }],
  ];
  for (const [name, input] of plain) {
    it(name, () => {
      const read = readPlainRequirementWeb(input);
      expect(read, 'read as plain').not.to.equal(undefined);
      expect(read).to.deep.equal(parseRequirementWeb(input));
      // Its graph is filed with the index the reader made.
      expect(graphOf(read!).indexOf(read!.requirements.at(-1)?.id)).to.equal(read!.requirements.length - 1);
    });
  }

  it('keeps the full validation\'s limits', () => {
    expect(PLAIN_LIMITS).to.deep.equal({ requirements: MAX_REQUIREMENTS, links: MAX_LINKS, label: MAX_LABEL_LENGTH });
  });
});

describe('readPlainRequirementWeb: what it leaves to the full validation', () => {
  // Shapes the full validation reads (directed links, verbs, urls) and input it words as wrong.
  const left: [string, unknown, string | undefined][] = [
    ['directed links', { hub, requirements: [req('a'), req('b')], links: [{ source: 'a', target: 'b', directed: true }] }, undefined],
    ['every link directed', { hub, directed: true, requirements: [req('a'), req('b')], links: [{ source: 'a', target: 'b' }] }, undefined],
    ['verbs', { hub, verbs: { out: 'imports' }, requirements: [req('a')] }, undefined],
    ['a url', { hub, requirements: [req('a', { url: 'https://example.org' })] }, undefined],
    ['not an object', [], 'data: expected an object'],
    ['no hub', { requirements: [] }, 'data.hub: expected an object'],
    ['an empty hub id', { hub: { id: ' ' }, requirements: [] }, 'data.hub.id: expected a non-empty string'],
    ['a number for a title', { title: 1, hub, requirements: [] }, 'data.title: expected a string'],
    ['no requirements', { hub }, 'data.requirements: expected an array'],
    ['a requirement that is not an object', { hub, requirements: ['a'] }, 'data.requirements[0]: expected an object'],
    ['a number for a heading', { hub, requirements: [req('a', { heading: 2 })] }, 'data.requirements[0].heading: expected a string'],
    ['a number for a group', { hub, requirements: [req('a', { group: 2 })] }, 'data.requirements[0].group: expected a string'],
    ['the hub\'s id again', { hub, requirements: [req('core')] }, 'data.requirements[0].id: "core" is already the hub\'s id'],
    ['a duplicate id', { hub, requirements: [req('a'), req('a')] }, 'data.requirements[1].id: duplicate id "a"'],
    ['a label over the limit', { hub, requirements: [req('a', { label: 'x'.repeat(MAX_LABEL_LENGTH + 1) })] }, 'data.requirements[0].label: 1,001 characters'],
    ['links not a list', { hub, requirements: [req('a')], links: {} }, 'data.links: expected an array'],
    ['a link to an unknown id', { hub, requirements: [req('a')], links: [{ source: 'a', target: 'b' }] }, 'data.links[0].target: no requirement with id "b"'],
    ['a link to the hub', { hub, requirements: [req('a')], links: [{ source: 'core', target: 'a' }] }, 'data.links[0].source: "core" is the hub'],
    ['a self-link', { hub, requirements: [req('a')], links: [{ source: 'a', target: 'a' }] }, 'data.links[0]: a requirement cannot link to itself'],
    ['a number for a link label', { hub, requirements: [req('a'), req('b')], links: [{ source: 'a', target: 'b', label: 3 }] }, 'data.links[0].label: expected a string'],
    ['a word for directed', { hub, requirements: [req('a'), req('b')], links: [{ source: 'a', target: 'b', directed: 'yes' }] }, 'data.links[0].directed: expected true or false'],
  ];
  for (const [name, input, message] of left) {
    it(message ? `${name}: "${message}"` : name, () => {
      expect(readPlainRequirementWeb(input), 'not read as plain').to.equal(undefined);
      if (message) expect(() => parseRequirementWeb(input)).to.throw(message);
      else expect(() => parseRequirementWeb(input)).not.to.throw();
    });
  }
});
