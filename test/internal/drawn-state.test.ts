// The custom state `csw-drawn` (src/internal/drawn-state.ts): set by each element's first update,
// not before, so loading-reserve.css keeps an element's room from before its definition until it has
// drawn itself. Real elements, each with inline data.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { CswElement } from '../../src/internal/csw-element.js';

const DATA: Record<string, unknown> = {
  'leaderboard-table': { entries: [{ model: 'Modèle à très long nom — 東京', framework: 'Cadre', score: 61.5 }, { model: 'B', score: 12 }] },
  'bibtex-card': { bibtex: '@misc{k, title={Über Titel}, author={Doe, Jane}, year={2026}}' },
  'results-toggle': { benchmarks: ['Bench'], backbones: [{ name: 'Base', rows: [{ label: 'Base', values: [40] }, { label: 'Trained', values: [52.5] }] }] },
  'requirement-web': { hub: { id: 'hub', label: 'Shared decision' }, requirements: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] },
};

describe('csw-drawn: an element is drawn once its first update is done', () => {
  for (const [tag, data] of Object.entries(DATA)) {
    it(`${tag}: not in the state while connected and not yet updated, in it after the first update, and kept`, async () => {
      const el = document.createElement(tag) as CswElement<unknown>;
      el.setAttribute('data', JSON.stringify(data));
      document.body.append(el);
      // Connected and defined: its first update is still to come (a microtask or more away).
      expect(el.shadowRoot?.childElementCount ?? 0).to.equal(0);
      expect(el.matches(':state(csw-drawn)')).to.equal(false);
      await el.updateComplete;
      expect(el.shadowRoot!.childElementCount).to.be.above(0);
      expect(el.matches(':state(csw-drawn)')).to.equal(true);
      el.remove();
      document.body.append(el);
      await el.updateComplete;
      expect(el.matches(':state(csw-drawn)')).to.equal(true);
      el.remove();
    });
  }
});
