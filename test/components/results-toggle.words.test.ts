// Their words and their digits (issue 37): neutral labels, option attributes over the data's own,
// a benchmark on its own scale (a rating beside percentages), the first view where the compared rows
// have values, CSV values as written.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import '../../src/components/results-toggle/define.js';
import type { ResultsToggle } from '../../src/components/results-toggle/results-toggle.js';
import type { ResultsInput } from '../../src/components/results-toggle/results-toggle.types.js';
import { accessibilityTree } from '../support/cdp.js';
import { barValues as shownBarValues, headlineFigures, headlineSentence } from '../support/results-view.js';

const $ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const headline = (el: ResultsToggle) => text(headlineFigures(el));
const sentence = (el: ResultsToggle) => text(headlineSentence(el));
const barValues = (el: ResultsToggle) => shownBarValues(el).map((n) => text(n));

/**
 * DeepSeek-R1's shape: percentages and a Codeforces rating (its own scale), two backbones, and a
 * baseline with missing cells (the distilled model has no V3 score on AIME, the first benchmark).
 * ILLUSTRATIVE values in that shape, not the paper's.
 */
const ratingResults = (): ResultsInput => ({
  metric: 'Result',
  decimals: 1,
  benchmarks: ['AIME 2024 (Pass@1)', { name: 'Codeforces', domain: [0, 3000], unit: '', decimals: 0 }, 'MATH-500 (Pass@1)'],
  backbones: [
    {
      name: 'Qwen-32B distilled',
      rows: [
        { label: 'Qwen2.5-32B (base)', role: 'baseline', scores: { 'AIME 2024 (Pass@1)': null, Codeforces: 1216, 'MATH-500 (Pass@1)': 83.1 } },
        { label: 'R1-Distill-Qwen-32B', role: 'highlight', scores: { 'AIME 2024 (Pass@1)': 72.6, Codeforces: 1691, 'MATH-500 (Pass@1)': 94.3 } },
      ],
    },
    {
      name: 'DeepSeek-V3 (671B MoE)',
      rows: [
        { label: 'DeepSeek-V3', role: 'baseline', scores: { 'AIME 2024 (Pass@1)': 39.2, Codeforces: 1134, 'MATH-500 (Pass@1)': 90.2 } },
        { label: 'DeepSeek-R1', role: 'highlight', scores: { 'AIME 2024 (Pass@1)': 79.8, Codeforces: 2029, 'MATH-500 (Pass@1)': 97.3 } },
      ],
    },
  ],
});

async function make(data: ResultsInput, attributes: Partial<Record<'backbone' | 'benchmark', string>> = {}) {
  const el = await fixture<ResultsToggle>(
    html`<results-toggle theme="light" motion="none" backbone=${attributes.backbone ?? ''} benchmark=${attributes.benchmark ?? ''} .data=${data}></results-toggle>`,
    { parentNode: Object.assign(document.createElement('div'), { style: 'width: 800px' }) },
  );
  await el.updateComplete;
  return el;
}

describe('<results-toggle>: their words and their digits', function () {
  this.timeout(60_000);

  it('is accessible on a rating benchmark', async () => {
    const el = await make(ratingResults(), { benchmark: 'Codeforces' });
    await expect(el).to.be.accessible();
  });

  it('neutral labels: "Model", "Benchmark", "Setting"; no heading without a title', async () => {
    const el = await make(ratingResults());
    expect($$(el, '[part="toggles"] legend').map(text).slice(0, 2)).to.deep.equal(['Model', 'Benchmark']);
    expect(text($(el, '[part="bars"] .head'))).to.match(/^Setting/);
    expect($(el, '[part="title"]')).to.equal(null);
  });

  it('opens on a benchmark where the baseline has a value, not "— → 72.6"', async () => {
    const el = await make(ratingResults());
    expect([el.backbone, el.benchmark]).to.deep.equal(['Qwen-32B distilled', 'Codeforces']);
    expect(headline(el)).to.equal('+475 1216 → 1691');
    expect(headline(el)).not.to.contain('—');
  });

  it('an author\'s benchmark is kept even where the baseline has none', async () => {
    const el = await make(ratingResults(), { benchmark: 'AIME 2024 (Pass@1)' });
    expect(el.benchmark).to.equal('AIME 2024 (Pass@1)');
    expect(headline(el)).to.equal('— — → 72.6%');
  });

  it('a rating: bars on its own scale, values and gains in its unit, never "pp"; percentages beside it in points', async () => {
    const el = await make(ratingResults(), { backbone: 'DeepSeek-V3 (671B MoE)', benchmark: 'Codeforces' });
    expect(headline(el)).to.equal('+895 1134 → 2029');
    expect(barValues(el)).to.deep.equal(['1134', 'base', '2029', '+895']);
    expect(sentence(el)).to.contain('up 895 points, from 1134 to 2029');
    expect(text($(el, '[part="bars"]'))).not.to.contain('pp');
    // 2029 of 3000 on a 1000-unit track.
    const widths = $$<SVGRectElement>(el, '[part~="bar"]').map((rect) => Math.round(Number(rect.getAttribute('width'))));
    expect(widths).to.deep.equal([378, 676]);
    expect($$(el, '[part="bars"] .ticks span').map(text)).to.deep.equal(['0', '750', '1500', '2250', '3000']);
    const radio = $$<HTMLInputElement>(el, 'input[name="benchmark"]').find((input) => input.value === 'MATH-500 (Pass@1)')!;
    radio.click();
    await el.updateComplete;
    expect(headline(el)).to.equal('+7.1pp 90.2% → 97.3%');
    expect($$(el, '[part="bars"] .ticks span').map(text)).to.deep.equal(['0', '25', '50', '75', '100']);
  });

  it('the full table shows each benchmark with its own digits and no Average across scales', async () => {
    const el = await make(ratingResults());
    el.open = true;
    await el.updateComplete;
    const headers = $$(el, '[part="table"] thead th').map(text);
    expect(headers).not.to.include('Average');
    const row = $$(el, '[part="table"] tbody tr').map((tr) => [...tr.children].map(text)).find((cells) => cells[0] === 'DeepSeek-R1');
    expect(row).to.deep.equal(['DeepSeek-R1', '79.8', '2029', '97.3']);
  });

  it('option attributes win over the data, live, and say a bad decimals', async () => {
    const el = await make({ ...ratingResults(), title: 'Their title' });
    el.setAttribute('heading', 'DeepSeek-R1 against its bases (illustrative)');
    el.setAttribute('description', 'Pass@1 and a Codeforces rating');
    el.setAttribute('benchmark', 'MATH-500 (Pass@1)');
    el.setAttribute('decimals', '2');
    el.setAttribute('unit', ' pts');
    await el.updateComplete;
    expect(text($(el, '[part="title"]'))).to.equal('DeepSeek-R1 against its bases (illustrative)');
    expect(text(el.shadowRoot as unknown as Element)).to.contain('Pass@1 and a Codeforces rating');
    expect(headline(el)).to.equal('+11.20 pts 83.10 pts → 94.30 pts');
    const tree = await accessibilityTree();
    expect(tree.filter((node) => node.role === 'heading').map((node) => node.name)).to.deep.equal(['DeepSeek-R1 against its bases (illustrative)']);
    el.setAttribute('decimals', 'many');
    await el.updateComplete;
    expect(text($(el, '[part="error"]'))).to.contain('decimals: expected an integer from 0 to 6, got "many"');
    expect(headline(el)).to.equal('+11.20 pts 83.10 pts → 94.30 pts');
    el.removeAttribute('decimals');
    el.removeAttribute('unit');
    await el.updateComplete;
    expect($(el, '[part="error"]')).to.equal(null);
    expect(headline(el)).to.equal('+11.2pp 83.1% → 94.3%');
  });

  it('CSV values as written: "66.5" shows "66.5", not "66.50%"', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = `<results-toggle motion="none"><script type="text/csv">
backbone,label,role,benchmark,value
Qwen2.5-Math-7B,Base,baseline,MATH-500,61.0
Qwen2.5-Math-7B,+ SimpleRL-Zoo,highlight,MATH-500,66.5
</script></results-toggle>`;
    document.body.append(wrapper);
    try {
      const el = wrapper.firstElementChild as ResultsToggle;
      await waitUntil(() => $(el, '[part="headline"]'), 'the view', { timeout: 10_000 });
      expect(headline(el)).to.equal('+5.5 61.0 → 66.5');
    } finally {
      wrapper.remove();
    }
  });
});
