import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/results-toggle/define.js';
import { fullValidation, type ResultsToggle } from '../../src/components/results-toggle/results-toggle.js';
import type { ResultsData } from '../../src/components/results-toggle/results-toggle.types.js';
import { resultsData } from '../fixtures/results-data.js';
import { holdOrFail } from '../support/hold-or-fail.js';
import { headlineFigures } from '../support/results-view.js';

// The full validation (lib/results-parse.ts with validate.ts's typed checks) is a chunk: data beyond
// the plain form, and wrong data, wait for it. Offline, the element says so and keeps the last view;
// once the chunk loads, such data is read, or said to be wrong with its path, as before (issue 40).
// A page of its own: the chunk is not loaded when the first test starts.

const chunk = holdOrFail(fullValidation);
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const errorPanel = (el: ResultsToggle) => el.shadowRoot!.querySelector('[part="error"]');

/** Data beyond the plain form: a score with a spread (read by the full validation only). */
const spreadData = (): ResultsData => {
  const d = resultsData();
  d.backbones[0]!.rows[2]!.scores!['CodeSpecWeave-Bench'] = { value: 38, std: 1.5 };
  return d;
};
/** Wrong data: a score that is no number. */
const wrongData = (): ResultsData => {
  const d = resultsData();
  (d.backbones[0]!.rows[0]!.scores as Record<string, unknown>)['CodeSpecWeave-Bench'] = 'abc';
  return d;
};

describe('<results-toggle> when its full validation cannot load', function () {
  this.timeout(60_000);
  after(() => chunk.restore());

  it('data beyond the plain form, offline: the last view stays and the element says why', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${resultsData()}></results-toggle>`);
    await el.ready;
    expect(text(headlineFigures(el))).to.equal('+7.90pp 30.10% → 38.00%');
    expect(chunk.asked, 'plain data asks for no validation').to.equal(0);

    const reported = oneEvent(el, 'csw-error');
    el.data = spreadData();
    await el.updateComplete;
    expect((await reported).detail.message).to.contain('the data could not be read: its validation did not load (offline?)');
    expect(errorPanel(el)?.getAttribute('role')).to.equal('alert');
    expect(text(errorPanel(el))).to.contain('its validation did not load (offline?)');
    expect(text(headlineFigures(el)), 'the last view').to.equal('+7.90pp 30.10% → 38.00%');
  });

  it('wrong data, offline: held for the validation, then said to be unreadable; the last view stays', async () => {
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${resultsData()}></results-toggle>`);
    await el.ready;
    el.data = wrongData();
    await el.updateComplete;
    expect(text(errorPanel(el))).to.contain('its validation did not load (offline?)');
    expect(text(headlineFigures(el)), 'the last view').to.equal('+7.90pp 30.10% → 38.00%');
  });

  it('online again: data beyond the plain form is read, and wrong data is said to be wrong with its path', async () => {
    chunk.online = true;
    chunk.release();
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${resultsData()}></results-toggle>`);
    await el.ready;
    el.data = spreadData();
    await el.updateComplete;
    expect(errorPanel(el)).to.equal(null);
    expect(text(headlineFigures(el))).to.equal('+7.90pp 30.10% → 38.00 ± 1.50%');
    el.data = wrongData();
    await el.updateComplete;
    expect(text(errorPanel(el))).to.contain('data.backbones[0].rows[0].scores["CodeSpecWeave-Bench"]: expected a number from 0 to 100, got "abc"');
    expect(text(headlineFigures(el)), 'the last view').to.equal('+7.90pp 30.10% → 38.00 ± 1.50%');
  });
});
