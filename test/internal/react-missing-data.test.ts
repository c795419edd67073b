// The development warning of `codespecweave-widgets/react` for a plain tag that will never get its
// data (an object `data` on a plain tag in a React server component is not sent to the browser).
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { findStarved, hasNoData, missingDataMessage, warnMissingDataInDevelopment } from '../../src/react/missing-data.js';

const BOARD = JSON.stringify({ title: 'Board with data', entries: [{ model: 'A model with a long name — v2', framework: 'OpenHands', score: 65.8 }] });

function host(markup: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = markup;
  document.body.append(div);
  return div;
}

describe('react: the missing-data warning', () => {
  afterEach(() => {
    document.querySelectorAll('[data-test-host]').forEach((node) => node.remove());
  });

  it('tells apart an element with no way to get data from every way it can get some', () => {
    const div = host(`
      <leaderboard-table id="bare"></leaderboard-table>
      <leaderboard-table id="space">

      </leaderboard-table>
      <leaderboard-table id="attr" data='${BOARD}'></leaderboard-table>
      <leaderboard-table id="src" src="/data/board.json"></leaderboard-table>
      <leaderboard-table id="script"><p><script type="application/json">${BOARD}</script></p></leaderboard-table>
      <leaderboard-table id="table"><table><tr><th>model</th><th>score</th></tr></table></leaderboard-table>
      <bibtex-card id="bibtex" bibtex="@misc{a, title={A}}"></bibtex-card>
      <bibtex-card id="pre"><pre>@misc{a, title={A}}</pre></bibtex-card>
      <requirement-web id="property"></requirement-web>`);
    div.setAttribute('data-test-host', '');
    (div.querySelector('#property') as HTMLElementTagNameMap['requirement-web']).data = { hub: { id: 'hub' }, requirements: [{ id: 'a' }], links: [] };
    const starved = [...div.children].filter((element) => hasNoData(element as HTMLElement)).map((element) => element.id);
    expect(starved).to.deep.equal(['bare', 'space']);
  });

  it('finds only elements still waiting, and names them with the two fixes', async () => {
    const div = host(`<leaderboard-table id="rsc-board"></leaderboard-table><results-toggle></results-toggle><leaderboard-table id="ok" data='${BOARD}'></leaderboard-table>`);
    div.setAttribute('data-test-host', '');
    await (div.querySelector('#ok') as HTMLElementTagNameMap['leaderboard-table']).ready;
    const starved = await findStarved(div);
    expect(starved.map((element) => element.localName + '#' + element.id)).to.deep.equal(['leaderboard-table#rsc-board', 'results-toggle#']);
    const message = missingDataMessage(starved);
    expect(message).to.contain('<leaderboard-table id="rsc-board">, <results-toggle> have no data');
    expect(message).to.contain('codespecweave-widgets/react');
    expect(message).to.contain('JSON.stringify');
  });

  it('stays silent in production, and warns once in development', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    const global = globalThis as { process?: unknown };
    try {
      global.process = { env: { NODE_ENV: 'production' } };
      expect(warnMissingDataInDevelopment(0)).to.equal(undefined);
      host('<bibtex-card id="starved-card"></bibtex-card>').setAttribute('data-test-host', '');
      global.process = { env: { NODE_ENV: 'development' } };
      const warned = await warnMissingDataInDevelopment(10);
      expect(warned!.map((element) => element.id)).to.deep.equal(['starved-card']);
      expect(warnMissingDataInDevelopment(0), 'scheduled once per page').to.equal(undefined);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0]![0])).to.contain('<bibtex-card id="starved-card"> has no data');
    } finally {
      console.warn = warn;
      delete global.process;
    }
  });
});
