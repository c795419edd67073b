// Requirement-web decisions the element used to make inline: each requirement's relation in words
// (nodeRelation) and which hidden labels a reader's attention calls out (calloutsFor).
import { expect } from '@open-wc/testing';
import { graphOf, nodeRelation } from '../../src/lib/requirement-graph.js';
import { directedRelationText } from '../../src/lib/requirement-directed.js';
import { registerEnglish } from '../../src/lib/locale.js';
import webOnDemandEnglish from '../../src/locales/en/requirement-web-on-demand.js';
import { parseRequirementWeb } from '../support/parse-requirement-web.js';
import { calloutsFor, LABEL_TOOLS, layoutRequirementWeb, MAX_CALLOUTS } from '../../src/lib/requirement-layout.js';
import { loadLocale, localeFor } from '../../src/lib/locale-loading.js';
import { estimateTextWidth } from '../../src/lib/text-fit.js';
import { moduleGraph } from '../support/module-graph.js';

// directedRelationText's words come with requirement-web's on-demand chunk, which registers them as it loads; here the test does.
registerEnglish(webOnDemandEnglish);

const VERBS = { out: 'depends on', in: 'is needed by' };

describe('nodeRelation: a requirement’s ties in words', () => {
  const data = parseRequirementWeb({
    hub: { id: 'tx', label: 'TransactionBuilder' },
    requirements: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'lonely' }],
    links: [
      { source: 'a', target: 'b', directed: true },
      { source: 'c', target: 'a', directed: true },
      { source: 'a', target: 'c' },
    ],
  });
  const graph = graphOf(data);
  const relation = (id: string, overview = false) => nodeRelation(graph, graph.indexOf(id), { hubLabel: data.hub.label, overview, verbs: VERBS, directedText: directedRelationText });

  it('directed links each way apart, undirected ones counted as connected', () => {
    expect(relation('a')).to.equal('depends on 1 · is needed by 1 · 1 connected');
    expect(relation('b')).to.equal('is needed by 1');
    // Without the wording (requirement-web's chunk failed to load): counted as connected, never blank.
    expect(nodeRelation(graph, graph.indexOf('b'), { hubLabel: data.hub.label, overview: false, verbs: VERBS })).to.equal('1 connected requirement');
  });

  it('no link of its own: what it shares with the others', () => {
    expect(relation('lonely')).to.equal('shares TransactionBuilder with 3 other requirements');
  });

  it('an overview counts links, whatever their direction', () => {
    expect(relation('a', true)).to.equal('3 connected requirements');
    expect(relation('b', true)).to.equal('1 connected requirement');
  });

  it('undirected only: the count of neighbours', () => {
    const plain = parseRequirementWeb({ hub: { id: 'h', label: 'one coherent implementation' }, requirements: [{ id: 'x' }, { id: 'y' }, { id: 'z' }], links: [{ source: 'x', target: 'y' }, { source: 'x', target: 'z' }] });
    const g = graphOf(plain);
    expect(nodeRelation(g, 0, { hubLabel: plain.hub.label, overview: false, verbs: VERBS })).to.equal('2 connected requirements');
  });

  it("in the reader's language, with the data's verbs as written", async () => {
    await loadLocale('de');
    const t = localeFor('de').t.bind(localeFor('de'));
    expect(nodeRelation(graph, graph.indexOf('a'), { hubLabel: data.hub.label, overview: true, verbs: VERBS, t })).to.equal(localeFor('de').t('web.connected', { n: 3 }));
    expect(nodeRelation(graph, graph.indexOf('b'), { hubLabel: data.hub.label, overview: false, verbs: { out: 'importiert', in: 'wird importiert von' }, t, directedText: directedRelationText })).to.equal('wird importiert von 1');
  });
});

describe('calloutsFor: the hidden labels a reader’s attention calls out', () => {
  // The 36-module import graph at a phone's width: many labels do not fit at rest.
  const data = parseRequirementWeb(moduleGraph());
  const graph = graphOf(data);
  const layout = layoutRequirementWeb({ ...data, graph, kind: 'radial', width: 320, measure: estimateTextWidth, em: 16 });
  const labelOf = (i: number) => data.requirements[i]!.label;
  const hidden = layout.nodes.flatMap((node, i) => (!node.label || node.label.truncated ? [i] : []));
  const shown = layout.nodes.flatMap((node, i) => (node.label && !node.label.truncated ? [i] : []));

  it('the real-shaped web at 320 px has labels both hidden and shown (else the cases below prove nothing)', () => {
    expect(hidden.length).to.be.above(3);
    expect(shown.length).to.be.above(0);
  });

  it('calls out only labels not shown in full, hovered and focused first, each with the full text', () => {
    const callouts = calloutsFor(layout, { first: [hidden[0]!, shown[0]!, -1], neighbours: [hidden[1]!, hidden[2]!] }, labelOf, estimateTextWidth, LABEL_TOOLS);
    expect([...callouts.keys()]).to.deep.equal([hidden[0], hidden[1], hidden[2]]);
    const words = callouts.get(hidden[0]!)!.lines.join(' ').replace(/\s+/g, ' ');
    expect(words.replace(/[\s\u00ad]/g, '')).to.equal(labelOf(hidden[0]!).replace(/\s/g, ''));
  });

  it('a node both hovered and selected is called out once; no index past the nodes', () => {
    const callouts = calloutsFor(layout, { first: [hidden[0]!, hidden[0]!, 10_000], neighbours: [hidden[0]!] }, labelOf, estimateTextWidth, LABEL_TOOLS);
    expect([...callouts.keys()]).to.deep.equal([hidden[0]]);
  });

  it(`a selection's neighbours beyond the first ${MAX_CALLOUTS} are not called out`, () => {
    const many = Array.from({ length: 40 }, (_, i) => hidden[i % hidden.length]!);
    const distinct = [...new Set(many.slice(0, MAX_CALLOUTS))];
    expect([...calloutsFor(layout, { first: [], neighbours: many }, labelOf, estimateTextWidth, LABEL_TOOLS).keys()]).to.deep.equal(distinct);
  });
});
