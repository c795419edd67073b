// <results-toggle> on real results tables (issue 23): uncertainty, published averages, no baseline,
// notes and tags, grouped benchmarks, many benchmarks, words kept whole, CSV in, bounded printing.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/components/results-toggle/define.js';
import type { ResultsToggle } from '../../src/components/results-toggle/results-toggle.js';
import type { ResultsData } from '../../src/components/results-toggle/results-toggle.types.js';
import { readCsv } from '../../src/lib/csv.js';
import { comparisonResults, groupedResults, publishedResults } from '../fixtures/results-data.js';
import { accessibilityTree } from '../support/cdp.js';
import { captureDownload } from '../support/download.js';
import { barNumbers, barSpoken, barValues as shownBarValues, headlineFigures, headlineSentence } from '../support/results-view.js';

const $ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const button = (el: ResultsToggle, label: string) => $$<HTMLButtonElement>(el, 'button').find((b) => text(b).endsWith(label))!;
/** The print line ("First 200 of 1,000 rows printed"), found by its text. */
const printedLine = (el: ResultsToggle) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('p')].find((p) => /printed/.test(p.textContent!)) ?? null;
const headline = (el: ResultsToggle) => text(headlineFigures(el));
const sentence = (el: ResultsToggle) => text(headlineSentence(el));
const barValues = (el: ResultsToggle) => shownBarValues(el).map((n) => text(n));

function container(width: number): HTMLDivElement {
  const node = document.createElement('div');
  node.style.width = `${width}px`;
  return node;
}

async function make(data: ResultsData, { width = 800, theme = 'light', open = false } = {}) {
  const el = await fixture<ResultsToggle>(html`<results-toggle theme=${theme} .data=${data} ?open=${open}></results-toggle>`, {
    parentNode: container(width),
  });
  await el.updateComplete;
  return el;
}

/** Every cell's text of the full table's data rows, by row label. */
const tableRows = (el: ResultsToggle) =>
  $$(el, 'tbody tr:not(:has(th[colspan]))').map((tr) => [...tr.children].map((cell) => text(cell)));

describe('<results-toggle> on real results tables', function () {
  this.timeout(60_000);

  describe('uncertainty: ± std and intervals', () => {
    it('in the headline (shown and spoken), the bars (values and whiskers) and the table', async () => {
      const el = await make(publishedResults(), { open: true });
      expect(headline(el)).to.equal('+59.0pp 40.3 ± 1.1% → 99.3 ± 1.2%');
      expect(sentence(el)).to.equal(
        'GSM8K, + WeaveSpecTrained against Base model: up 59.0 percentage points, from 40.3 plus or minus 1.1 percent to 99.3 plus or minus 1.2 percent.',
      );
      expect(barValues(el)).to.deep.equal(['40.3 ± 1.1%', 'base', '77.7 ± 0.9%', '+37.4pp', '99.3 ± 1.2%', '+59.0pp']);
      expect(text(barSpoken($$(el, '[part="bars"] li')[0]!))).to.equal('40.3 plus or minus 1.1 percent');
      // A whisker per bar with a spread: SVG geometry from value − std to value + std on the track.
      const whiskers = $$<SVGPathElement>(el, '[part="bars"] [part~="bar"] ~ path');
      expect(whiskers).to.have.length(3);
      expect(whiskers[0]!.getAttribute('d')).to.equal('M392 6V18M392 12H414M414 6V18');
      const box = whiskers[0]!.getBoundingClientRect();
      expect(box.width, 'drawn').to.be.greaterThan(2);
      expect(getComputedStyle(whiskers[0]!).stroke, 'stroked').not.to.equal('none');
      expect(tableRows(el)[0]).to.deep.equal(['Base model', '40.3 ± 1.1', '14.2 ± 0.8', '9.8', '3.1', '16.9']);
    });

    it('an interval reads "38.6 (35.9–41.4)" in the table, with its whisker on the bar, and "from 35.9 to 41.4" spoken', async () => {
      const el = await make(groupedResults(), { open: true, width: 1100 });
      el.benchmark = 'LIBERO-Long';
      await el.updateComplete;
      const values = barValues(el);
      expect(values[4]).to.equal('38.6% (35.9–41.4%)');
      expect(text(barSpoken($$(el, '[part="bars"] li')[2]!))).to.equal('38.6 percent, from 35.9 to 41.4 percent');
      expect($$<SVGPathElement>(el, '[part="bars"] [part~="bar"] ~ path').map((p) => p.getAttribute('d'))).to.deep.equal(['M359 6V18M359 12H414M414 6V18']);
      expect(tableRows(el)[2]![4]).to.equal('38.6 (35.9–41.4)');
    });

    it('works under a strict CSP: no style attribute anywhere in the shadow root, whiskers included', async () => {
      const el = await make(groupedResults(), { open: true });
      el.benchmark = 'LIBERO-Long';
      await el.updateComplete;
      expect($$(el, '[style]').map((n) => n.outerHTML.slice(0, 80))).to.deep.equal([]);
    });

    it('under style-src \'self\' (a strict CSP page) whiskers, tags and notes draw with no violation', async function () {
      this.timeout(60_000);
      const frame = document.createElement('iframe');
      frame.style.width = '900px';
      frame.style.height = '900px';
      frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; script-src 'self'">
        <script type="module" src="${new URL('../../src/components/results-toggle/define.ts', import.meta.url).pathname}"></script>
        <results-toggle theme="light" open></results-toggle>`;
      const violations: string[] = [];
      document.body.append(frame);
      try {
        await waitUntil(() => frame.contentDocument?.readyState === 'complete', 'frame loaded', { timeout: 20_000 });
        frame.contentDocument!.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.sample}`));
        const win = frame.contentWindow as Window & typeof globalThis;
        await waitUntil(() => !!win.customElements.get('results-toggle'), 'defined in the frame', { timeout: 20_000 });
        const el = frame.contentDocument!.querySelector('results-toggle') as ResultsToggle;
        const d = groupedResults();
        d.backbones[0]!.rows[1]!.note = 'A footnote.';
        d.backbones[0]!.rows[1]!.tags = ['tool use'];
        el.data = d;
        el.benchmark = 'LIBERO-Long';
        await el.updateComplete;
        await new Promise((resolve) => setTimeout(resolve, 200));
        const whisker = el.shadowRoot!.querySelector<SVGPathElement>('[part~="bar"] ~ path')!;
        expect(whisker.getBoundingClientRect().width, 'the whisker draws').to.be.greaterThan(5);
        expect(win.getComputedStyle(whisker).stroke).not.to.equal('none');
        expect(win.getComputedStyle(el.shadowRoot!.querySelector('.tag')!).borderTopStyle, 'styled chips').to.equal('solid');
        expect(el.shadowRoot!.querySelectorAll('[style]')).to.have.length(0);
        expect(violations).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });

    it('Download CSV gives std, low and high as columns of their own', async () => {
      const el = await make(publishedResults(), { open: true });
      const { blob } = await captureDownload(() => button(el, 'Download CSV').click());
      const rows = readCsv(await blob.text());
      expect(rows[0]).to.deep.equal(['Backbone', 'Training data', 'Role', 'GSM8K', 'GSM8K std', 'MATH', 'MATH std', 'College Math', 'Olympiad Bench', 'Average']);
      expect(rows[3]).to.deep.equal(['Mistral-7B', "'+ WeaveSpecTrained", 'highlight', '99.3', '1.2', '62.1', '1.0', '21.6', '11.9', '48.7']);
      const grouped = await make(groupedResults(), { open: true });
      const g = readCsv(await (await captureDownload(() => button(grouped, 'Download CSV').click())).blob.text());
      const at = g[0]!.indexOf('LIBERO-Long');
      expect(g[0]!.slice(at, at + 3)).to.deep.equal(['LIBERO-Long', 'LIBERO-Long low', 'LIBERO-Long high']);
      expect(g[3]!.slice(at, at + 3)).to.deep.equal(['38.6', '35.9', '41.4']);
    });
  });

  describe('published averages', () => {
    it('shows a row\'s average exactly as given (48.70, not the mean 48.73), bold as shown', async () => {
      const d = { ...publishedResults(), decimals: 2 };
      const el = await make(d, { open: true });
      const rows = tableRows(el);
      expect(rows[2]!.at(-1)).to.equal('48.70');
      expect(rows[2]![0]).to.equal('+ WeaveSpecTrained');
      expect(rows[1]!.at(-1)).to.equal('32.70');
      expect(text($(el, '#caption'))).to.contain("Average is the row's published average where it has one");
      // Without the published figure, the mean of the scores: 48.725 → 48.73.
      delete d.backbones[0]!.rows[2]!.average;
      el.data = { ...d };
      await el.updateComplete;
      expect(tableRows(el)[2]!.at(-1)).to.equal('48.73');
    });

    it('average: false hides the column (header, cells, CSV, stacked names)', async () => {
      const el = await make({ ...publishedResults(), average: false }, { open: true });
      expect($$(el, 'thead th').map((th) => text(th))).to.deep.equal(['Training data', 'GSM8K', 'MATH', 'College Math', 'Olympiad Bench']);
      expect($$(el, 'td[data-key="Average"]')).to.have.length(0);
      const rows = readCsv(await (await captureDownload(() => button(el, 'Download CSV').click())).blob.text());
      expect(rows[0]).not.to.include('Average');
      expect(text($(el, '#caption'))).not.to.contain('Average');
    });
  });

  describe('no baseline row', () => {
    it('no row is called "base" anywhere: headline, bars, Δ column, spoken text, table, CSV, SVG', async () => {
      const el = await make(comparisonResults(), { open: true });
      expect(headline(el)).to.equal('73.1% ScaleQuest');
      expect(sentence(el)).to.equal('GSM8K: ScaleQuest has 73.1 percent.');
      expect($$(el, '[part="bars"] li').flatMap(barNumbers), 'one number per row: no Δ').to.have.length(4);
      const all = el.shadowRoot!.textContent!;
      expect(all).not.to.match(/\bbase(line)?\b/i);
      expect(all).not.to.contain('Δ');
      const spoken = (await accessibilityTree()).map((n) => n.name).join(' | ');
      expect(spoken).not.to.match(/\bbase(line)?\b/i);
      const csv = await (await captureDownload(() => button(el, 'Download CSV').click())).blob.text();
      expect(csv).not.to.match(/\bbase(line)?\b/i);
      const svg = await (await captureDownload(() => button(el, 'Download SVG').click())).blob.text();
      expect(svg).not.to.match(/\bbase(line)?\b|Δ|pp</i);
      expect(svg).to.contain('>73.1%<');
      // A reader's pick is announced the same way.
      $$<HTMLInputElement>(el, 'input[name="benchmark"]')[1]!.click();
      await el.updateComplete;
      await waitUntil(() => text($(el, '[role="status"]')) !== '');
      expect(text($(el, '[role="status"]'))).to.equal('Mistral-7B on MATH: ScaleQuest has 38.6 percent, from 35.9 to 41.4 percent.');
    });

    it('data.baseline: false with no highlight: the headline is the best row with its value', async () => {
      const d = comparisonResults();
      delete d.backbones[0]!.rows[3]!.role;
      const el = await make({ ...d, baseline: false });
      expect(headline(el)).to.equal('77.7% MetaMath · highest of 4');
      expect(sentence(el)).to.equal('GSM8K: MetaMath has 77.7 percent, the highest of 4 rows.');
      expect(el.shadowRoot!.textContent!).not.to.match(/\bbase(line)?\b/i);
    });
  });

  describe('notes and tags', () => {
    it('tags are chips on the bar and table rows, read out; a note is a marker with its text under the bars and the table', async () => {
      const el = await make(comparisonResults(), { open: true });
      const li = $$(el, '[part="bars"] li')[1]!;
      expect($$(el, '[part="bars"] li')[1]!.querySelectorAll('.tag')).to.have.length(2);
      expect(text(li.firstElementChild)).to.equal('MetaMath (no tool use) (teacher: GPT-3.5)');
      const mammoth = $$(el, '[part="bars"] li')[2]!;
      expect(text(mammoth.querySelector('sup'))).to.equal('1(note 1)');
      const notes = $$(el, 'ol');
      expect(notes, 'under the bars and under the table').to.have.length(2);
      for (const list of notes) expect(text(list)).to.equal('1Note 1: Evaluated with program-of-thought prompting.');
      expect(text($$(el, 'tbody th[scope="row"]')[2]!)).to.equal('MAmmoTH1(note 1) (tool use)');
      const names = (await accessibilityTree()).filter((n) => n.role === 'rowheader').map((n) => n.name);
      expect(names.some((name) => name.includes('tool use'))).to.equal(true);
      const csv = readCsv(await (await captureDownload(() => button(el, 'Download CSV').click())).blob.text());
      expect(csv[0]!.slice(-2)).to.deep.equal(['Tags', 'Note']);
      expect(csv[3]!.slice(-2)).to.deep.equal(['tool use', 'Evaluated with program-of-thought prompting.']);
    });
  });

  it('hostile notes, tags and group names stay text; a bad score object keeps the last good view', async () => {
    const d = comparisonResults();
    d.backbones[0]!.rows[0]!.tags = ['<img src=x onerror="window.__pwned = 1">'];
    d.backbones[0]!.rows[0]!.note = '<b>bold?</b>';
    d.benchmarks = [{ name: 'GSM8K', group: '<i>group</i>' }, 'MATH'];
    const el = await make(d, { open: true });
    expect($$(el, 'img, b, i')).to.have.length(0);
    expect(text($(el, '.tag'))).to.contain('<img src=x');
    expect(text($(el, 'ol'))).to.contain('<b>bold?</b>');
    expect(text($(el, 'thead th.group'))).to.equal('<i>group</i>');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    const bad = comparisonResults();
    (bad.backbones[0]!.rows[0]!.scores as Record<string, unknown>).GSM8K = { value: 50, low: 60, high: 70 };
    el.data = bad;
    await el.updateComplete;
    expect(text($(el, '[part="error"]'))).to.contain('data.backbones[0].rows[0].scores["GSM8K"]: expected low ≤ value ≤ high, got 60, 50, 70');
    expect(headline(el), 'the last good view stays').to.equal('73.1% ScaleQuest');
  });

  describe('grouped benchmarks', () => {
    it('a two-row header: group cells span their benchmarks (scope colgroup), every value cell names its headers', async () => {
      const el = await make(groupedResults(), { open: true, width: 1200 });
      const [top, bottom] = $$(el, 'thead tr');
      expect([...top!.children].map((th) => [text(th), th.getAttribute('scope'), th.getAttribute('colspan') ?? th.getAttribute('rowspan')])).to.deep.equal([
        ['Training data', 'col', '2'],
        ['LIBERO', 'colgroup', '4'],
        ['SimplerEnv Google', 'colgroup', '3'],
        ['SimplerEnv WidowX', 'colgroup', '4'],
        ['Average', 'col', '2'],
      ]);
      expect([...bottom!.children].map((th) => text(th))).to.deep.equal(groupedResults().benchmarks.map((b) => (b as { name: string }).name));
      // `headers` lists real ids: the column, its group, the row and the backbone.
      const cell = $$(el, 'tbody td')[3]!;
      const ids = cell.getAttribute('headers')!.split(' ');
      expect(ids.map((id) => text(el.shadowRoot!.getElementById(id)))).to.deep.equal(['LIBERO-Long', 'LIBERO', 'Base policy', 'OpenVLA-7B']);
      for (const td of $$(el, 'tbody td')) for (const id of td.getAttribute('headers')!.split(' ')) expect(el.shadowRoot!.getElementById(id), id).to.not.equal(null);
      const nodes = await accessibilityTree();
      expect(nodes.filter((n) => n.role === 'columnheader').map((n) => n.name)).to.include.members(['LIBERO', 'LIBERO-Spatial', 'Average']);
    });

    it('a paged grouped table counts its two header rows (aria-rowindex 1 and 2, the first data row 4)', async () => {
      const d = groupedResults();
      const row = d.backbones[0]!.rows[1]!;
      d.backbones[0]!.rows = Array.from({ length: 400 }, (_, i) => ({ ...row, label: `Setting ${i + 1}`, role: i === 0 ? 'baseline' : null }));
      const el = await make(d, { open: true, width: 1200 });
      expect($$(el, 'thead tr').map((tr) => tr.getAttribute('aria-rowindex'))).to.deep.equal(['1', '2']);
      const body = $$(el, 'tbody tr');
      expect([body[0]!.getAttribute('aria-rowindex'), body[1]!.getAttribute('aria-rowindex')]).to.deep.equal(['3', '4']);
      // 2 header rows + 2 backbone rows + 402 data rows.
      expect($(el, 'table')!.getAttribute('aria-rowcount')).to.equal('406');
    });

    it('grouped toggles: a labelled group per benchmark group, one radio group for the keys', async () => {
      const el = await make(groupedResults(), { width: 1200 });
      expect($$(el, 'fieldset.subgroup > legend').map((l) => text(l))).to.deep.equal(['LIBERO', 'SimplerEnv Google', 'SimplerEnv WidowX']);
      const radios = $$<HTMLInputElement>(el, 'input[name="benchmark"]');
      expect(radios).to.have.length(11);
      radios[3]!.focus();
      radios[3]!.click();
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.benchmark, 'the arrow key crosses into the next group').to.equal('Pick Coke Can');
      const nodes = await accessibilityTree();
      expect(nodes.filter((n) => n.role === 'group').map((n) => n.name)).to.include.members(['LIBERO', 'SimplerEnv Google', 'SimplerEnv WidowX']);
    });

    it('beyond a dozen, the select groups its options (optgroup)', async () => {
      const d = groupedResults();
      d.benchmarks.push({ name: 'CALVIN ABC→D', group: 'CALVIN' }, 'Real robot');
      const el = await make(d);
      expect($$(el, 'select[name="benchmark"] optgroup').map((g) => g.getAttribute('label'))).to.deep.equal(['LIBERO', 'SimplerEnv Google', 'SimplerEnv WidowX', 'CALVIN']);
      const select = $<HTMLSelectElement>(el, 'select[name="benchmark"]')!;
      select.value = 'Real robot';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await el.updateComplete;
      expect(el.benchmark).to.equal('Real robot');
      el.benchmark = 'LIBERO-Goal';
      await el.updateComplete;
      expect(select.value, 'an option inside an optgroup follows a selection set in code').to.equal('LIBERO-Goal');
    });

    for (const theme of ['light', 'dark']) {
      it(`is accessible (${theme}): grouped, compact and no-baseline views with the table open`, async () => {
        for (const d of [groupedResults(), comparisonResults(), publishedResults()]) {
          const el = await make(d, { open: true, theme, width: 1000 });
          el.shadowRoot!.getAnimations().forEach((animation) => animation.finish());
          await expect(el).to.be.accessible();
        }
      });
    }
  });

  describe('many benchmarks at 1280 px', () => {
    const eleven = (grouped: boolean): ResultsData => {
      const d = groupedResults();
      if (!grouped) d.benchmarks = d.benchmarks.map((b) => (b as { name: string }).name);
      return d;
    };
    for (const grouped of [true, false]) {
      it(`11 benchmarks${grouped ? ' in groups' : ''}: the bars sit within 160 px of the headline; Average in view`, async () => {
        await setViewport({ width: 1280, height: 800 });
        try {
          const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" open .data=${eleven(grouped)}></results-toggle>`);
          await el.updateComplete;
          const head = $(el, '[part="headline"]')!.getBoundingClientRect();
          const bars = $(el, '[part="bars"] li')!.getBoundingClientRect();
          expect(bars.top - head.bottom, 'first bar under the headline').to.be.within(0, 160);
          const scroller = $(el, '[role="region"]')!;
          const average = $$(el, 'thead th').find((th) => text(th) === 'Average')!.getBoundingClientRect();
          const room = scroller.getBoundingClientRect();
          const visible = average.right <= room.right + 0.5;
          const cue = $(el, '.cue')!;
          // Either the last column shows whole, or the table says it scrolls (a visible cue, a tab stop).
          expect(visible || (getComputedStyle(cue).display !== 'none' && scroller.tabIndex === 0), 'Average visible, or a scroll cue').to.equal(true);
          expect(visible, 'at 1280 px the eleven columns fit').to.equal(true);
          expect(el.scrollWidth).to.be.at.most(el.clientWidth + 1);
        } finally {
          await setViewport({ width: 800, height: 600 });
        }
      });
    }

    it('a table too wide for its room shows a visible scroll cue, and none when it fits', async () => {
      const el = await make(groupedResults(), { open: true, width: 700 });
      await waitUntil(() => $(el, '[role="region"]')!.hasAttribute('data-overflow'));
      const cue = $(el, '.cue')!;
      expect(getComputedStyle(cue).display).to.equal('block');
      expect(cue.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(text(cue)).to.contain('scroll the table sideways');
      const fits = await make(publishedResults(), { open: true, width: 1000 });
      expect(getComputedStyle($(fits, '.cue')!).display).to.equal('none');
    });
  });

  describe('labels keep their words whole from 320 to 1280 px', () => {
    /** Words (split at spaces and after hyphens or slashes) whose letters sit on more than one line. */
    function brokenWords(root: ShadowRoot, selector: string): string[] {
      const broken: string[] = [];
      for (const element of root.querySelectorAll(selector)) {
        if (!(element as HTMLElement).offsetParent) continue;
        // The stacked table's header row is visually hidden (1 px, clipped): it is not read on screen.
        const thead = element.closest('thead');
        if (thead && thead.getBoundingClientRect().width <= 1) continue;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (node.parentElement?.closest('.sr-only')) continue;
          const content = node.data;
          for (const match of content.matchAll(/[^\s\-/–]+[-/–]?/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) broken.push(`${match[0]} (in ${content.trim()})`);
          }
        }
      }
      return broken;
    }
    const selectors = '[part="bars"] li .label, label .button, thead th, tbody th, legend, [part="headline"] p';
    for (const width of [320, 375, 480, 560, 640, 768, 1024, 1280]) {
      it(`at a ${width} px column: "+ WeaveSpecTrained", benchmark names, groups and headers`, async () => {
        for (const d of [publishedResults(), groupedResults(), comparisonResults()]) {
          const el = await make(d, { open: true, width });
          expect(brokenWords(el.shadowRoot!, selectors), `${d.title} at ${width} px`).to.deep.equal([]);
          expect(el.scrollWidth, `${d.title}: nothing overflows`).to.be.at.most(el.clientWidth + 1);
        }
      });
    }
  });

  describe('CSV in (long form)', () => {
    // The CSV reader is a chunk loaded on first use (fromCsv returns a promise until then: see
    // results-toggle.lazy.test.ts); loaded, the hook maps synchronously, as these tests call it.
    before(() => (customElements.get('results-toggle') as unknown as { preload(): Promise<unknown> }).preload());
    const CSV = [
      'backbone,label,role,benchmark,value,std,average',
      'Mistral-7B,Base model,baseline,GSM8K,40.3,1.1,',
      'Mistral-7B,Base model,,MATH,14.2,,27.25',
      'Mistral-7B,+ WeaveSpecTrained,highlight,GSM8K,99.3,1.2,80.7',
      'Mistral-7B,+ WeaveSpecTrained,,MATH,62.1,,',
    ].join('\n');

    it('the element maps a long-form CSV into its data (the fromCsv hook) and shows it', async () => {
      const el = await make(publishedResults());
      const data = (el as unknown as { fromCsv(text: string): ResultsData }).fromCsv(CSV);
      el.data = data;
      await el.updateComplete;
      expect(headline(el)).to.equal('+59.0 40.3 ± 1.1 → 99.3 ± 1.2');
      el.open = true;
      await el.updateComplete;
      expect(tableRows(el).map((row) => row.at(-1))).to.deep.equal(['27.25', '80.7']);
    });

    it('a bad CSV throws a located DataError from the hook', async () => {
      const el = await make(publishedResults());
      expect(() => (el as unknown as { fromCsv(text: string): unknown }).fromCsv('backbone,label,benchmark,value\nA,r,X,abc\n')).to.throw(
        'row 2, column "value": expected a number, got "abc"',
      );
    });

    it('src="….csv" (served as text/csv) loads the long form', async () => {
      const url = URL.createObjectURL(new Blob([CSV], { type: 'text/csv' }));
      const el = await fixture<ResultsToggle>(html`<results-toggle src=${url}></results-toggle>`);
      await waitUntil(() => !!$(el, '[part="headline"]'));
      expect(headline(el)).to.equal('+59.0 40.3 ± 1.1 → 99.3 ± 1.2');
    });

    it('a child <script type="text/csv"> loads the long form, and bad CSV is located', async () => {
      const el = await fixture<ResultsToggle>(html`<results-toggle><script type="text/csv">${CSV}</script></results-toggle>`);
      await waitUntil(() => !!$(el, '[part="headline"]'));
      expect(headline(el)).to.equal('+59.0 40.3 ± 1.1 → 99.3 ± 1.2');
      const script = el.querySelector('script')!;
      script.textContent = 'backbone,label,benchmark,value\nA,r,X,abc\n';
      await waitUntil(() => !!$(el, '[part="error"]'));
      expect($(el, '[part="error"]')!.textContent).to.contain('row 2, column "value": expected a number, got "abc"');
      // The last good view stays under the message.
      expect(headline(el)).to.equal('+59.0 40.3 ± 1.1 → 99.3 ± 1.2');
    });
  });

  describe('printing at the documented limits', () => {
    /** `rows` rows over 10 backbones, `benchmarks` columns. */
    const big = (rows: number, benchmarks: number): ResultsData => {
      const names = Array.from({ length: benchmarks }, (_, i) => `Benchmark ${i + 1}`);
      const per = Math.ceil(rows / 10);
      return {
        benchmarks: names,
        backbones: Array.from({ length: 10 }, (_, b) => ({
          name: `Backbone ${b + 1}`,
          rows: Array.from({ length: Math.min(per, rows - b * per) }, (_, r) => ({
            label: `Setting ${r + 1}`,
            role: r === 0 ? ('baseline' as const) : null,
            scores: Object.fromEntries(names.map((name, i) => [name, (b + r + i) % 100])),
          })),
        })),
      };
    };

    /** Prints `el` (print media, beforeprint) and reads what the print shows: its body rows and its print line. */
    async function printOnce(el: ResultsToggle): Promise<{ rows: number; line: string }> {
      await emulateMedia({ media: 'print' });
      try {
        window.dispatchEvent(new Event('beforeprint'));
        await el.updateComplete;
        el.shadowRoot!.querySelector('table')!.getBoundingClientRect();
        const rows = $$(el, 'tbody tr:not(:has(th[colspan]))').length;
        return { rows, line: text(printedLine(el)) };
      } finally {
        await emulateMedia({ media: 'screen' });
        window.dispatchEvent(new Event('afterprint'));
        await el.updateComplete;
      }
    }

    it('1,000 rows of the paper\'s shape print whole; beyond the row and cell bounds the first rows, said so (the print work bounded by the cells it lays out; no time is asserted)', async function () {
      this.timeout(180_000);
      for (const [rows, benchmarks, printed] of [[1_000, 4, 1_000], [5_000, 1, 3_000], [5_000, 4, 1_000]] as const) {
        const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" open .data=${{ ...big(rows, benchmarks), average: benchmarks > 1 }}></results-toggle>`);
        const a = await printOnce(el);
        expect(a.rows).to.equal(printed);
        expect(a.line).to.equal(printed < rows ? `First ${printed.toLocaleString('en-US')} of ${rows.toLocaleString('en-US')} rows printed; Download CSV has every row.` : '');
        el.remove();
      }

      const wide = await fixture<ResultsToggle>(html`<results-toggle theme="light" open .data=${big(4_000, 500)}></results-toggle>`);
      const b = await printOnce(wide);
      expect(b.rows).to.equal(11);
      expect(b.line).to.equal('First 11 of 4,000 rows printed; Download CSV has every row.');
      // Back on screen: a page at a time again, and no print line.
      expect(printedLine(wide)).to.equal(null);
      wide.remove();
    });
  });
});
