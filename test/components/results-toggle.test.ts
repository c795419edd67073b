import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/components/results-toggle/define.js';
import type { ResultsToggle } from '../../src/components/results-toggle/results-toggle.js';
import type { ResultsData, SelectionChangeDetail } from '../../src/components/results-toggle/results-toggle.types.js';
import { readCsv } from '../../src/lib/csv.js';
import { BENCHMARKS, resultsData } from '../fixtures/results-data.js';
import { accessibilityTree, cdp, type ReadNode } from '../support/cdp.js';
import { captureDownload } from '../support/download.js';
import { barNumbers } from '../support/results-view.js';

const B = BENCHMARKS;
const data = (): ResultsData => ({
  title: 'Training results',
  metric: 'Success rate',
  note: 'Paper Table 2 · illustrative cells',
  ...resultsData(),
});

const $ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(el: ResultsToggle, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A table cell's value, without the column name it carries for the stacked (narrow) layout. */
const cellText = (cell: Element) => text(cell);
/** The column name a stacked (narrow) cell shows before its value, or '' when none shows. */
const shownKey = (cell: Element) => {
  const content = getComputedStyle(cell, '::before').content;
  return content === 'none' || content === 'normal' ? '' : cell.getAttribute('data-key') ?? '';
};
const headline = (el: ResultsToggle) => text($(el, '[part="headline"] .figures'));
const rowsLine = (el: ResultsToggle) => text($(el, '[part="headline"] .rows'));
const sentence = (el: ResultsToggle) => text($(el, '[part="headline"] .sr-only'));
const radios = (el: ResultsToggle, name: string) => $$<HTMLInputElement>(el, `input[name="${name}"]`);
const checked = (el: ResultsToggle, name: string) => radios(el, name).find((r) => r.checked)?.value;
const button = (el: ResultsToggle, label: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => text(b).endsWith(label))!;
const bars = (el: ResultsToggle) =>
  $$(el, '[part="bars"] li').map((li) => [li.firstElementChild!, ...barNumbers(li)].map((c) => text(c)));

/**
 * A container of a given width for a fixture. (Fixtures are the element itself, never a wrapper <div>:
 * open-wc waits a frame for elements without updateComplete, and a test page in a background tab gets none.)
 */
function container(width: number): HTMLDivElement {
  const node = document.createElement('div');
  node.style.width = `${width}px`;
  return node;
}

async function make(attrs: { benchmark?: string; backbone?: string; width?: number } = {}) {
  return fixture<ResultsToggle>(
    html`<results-toggle
      theme="light"
      .data=${data()}
      benchmark=${attrs.benchmark ?? ''}
      backbone=${attrs.backbone ?? ''}
    ></results-toggle>`,
    { parentNode: container(attrs.width ?? 800) },
  );
}

describe('<results-toggle>', function () {
  // axe and the accessibility tree take seconds, tens of them on a machine shared by several test runs.
  this.timeout(60_000);

  it('is accessible, light and dark, with the full table open', async () => {
    const el = await make();
    await expect(el).to.be.accessible();
    button(el, 'Full results').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    el.theme = 'dark';
    await el.updateComplete;
    // Buttons fade between themes; axe must see the colours they end with.
    el.shadowRoot!.getAnimations().forEach((animation) => animation.finish());
    await expect(el).to.be.accessible();
  });

  describe('defaults', () => {
    it('selects the first backbone and benchmark and reflects them', async () => {
      const el = await make();
      expect(el.getAttribute('backbone')).to.equal('Backbone A');
      expect(el.getAttribute('benchmark')).to.equal('CodeSpecWeave-Bench');
      expect(checked(el, 'backbone')).to.equal('Backbone A');
      expect(checked(el, 'benchmark')).to.equal('CodeSpecWeave-Bench');
      expect(headline(el)).to.equal('+7.90pp 30.10% → 38.00%');
      expect(rowsLine(el)).to.equal('Base model → + CodeSpecWeave');
    });

    it('labels both radio groups', async () => {
      const el = await make();
      const legends = $$(el, '[part="toggles"] fieldset legend').map(text);
      expect(legends).to.deep.equal(['Model', 'Benchmark']);
      expect(radios(el, 'backbone').map((r) => r.value)).to.deep.equal(['Backbone A', 'MiMo-V2.5']);
      expect(radios(el, 'benchmark').map((r) => r.value)).to.deep.equal(B);
    });
  });

  describe('headline', () => {
    it('shows the paper example: +8.56pp, 54.42% → 62.98%, and a sentence for screen readers', async () => {
      const el = await make({ benchmark: 'DeepSWE-v1.1' });
      expect(headline(el)).to.equal('+8.56pp 54.42% → 62.98%');
      // The two values read together in the headline's text; the rows they belong to are on a line under them.
      expect(text($(el, '[part="headline"]'))).to.contain('54.42% → 62.98%');
      expect(text($(el, '[part="headline"] .values'))).to.equal('54.42% → 62.98%');
      expect(rowsLine(el)).to.equal('Base model → + CodeSpecWeave');
      const [figures, rows] = [$(el, '.figures')!, $(el, '.rows')!].map((node) => node.getBoundingClientRect());
      expect(rows!.top, 'the row labels sit under the values').to.be.at.least(figures!.bottom - 1);
      expect($(el, '.delta')!.classList.contains('up')).to.equal(true);
      expect(sentence(el)).to.equal(
        'DeepSWE-v1.1, + CodeSpecWeave against Base model: up 8.56 percentage points, from 54.42 percent to 62.98 percent.',
      );
      // The sentence is read in place, not live: the base's one status region is the element's only live region.
      expect($$(el, '[aria-live], [role="status"], [role="alert"], [role="log"]').map((n) => n.className)).to.deep.equal(['announcer sr-only']);
    });

    it('MiMo-V2.5 on DeepSWE-v1.1: +12.91pp from 12.39% to 25.30%', async () => {
      const el = await make({ benchmark: 'DeepSWE-v1.1', backbone: 'MiMo-V2.5' });
      expect(headline(el)).to.equal('+12.91pp 12.39% → 25.30%');
    });

    it('a loss is a signed negative, read as "down"', async () => {
      const el = await make();
      const d = data();
      d.backbones[0]!.rows[2]!.scores![B[0]!] = 28.9;
      el.data = d;
      await el.updateComplete;
      expect(headline(el)).to.equal('−1.20pp 30.10% → 28.90%');
      expect($(el, '.delta')!.classList.contains('down')).to.equal(true);
      expect(sentence(el)).to.contain('down 1.20 percentage points, from 30.10 percent to 28.90 percent');
    });

    it('a missing value shows "—" and no difference', async () => {
      const el = await make({ backbone: 'MiMo-V2.5', benchmark: 'SWE-bench Pro' });
      expect(headline(el)).to.equal('— — → —');
      expect(rowsLine(el)).to.equal('Base model → + CodeSpecWeave');
      expect(sentence(el)).to.equal(
        'SWE-bench Pro: no difference to show; Base model has no score, + CodeSpecWeave has no score.',
      );
    });

    it('decimals 0: 3.5 → 3.4 shows 0pp (unsigned) and the sentence says "down less than 1 percentage point"', async () => {
      const d: ResultsData = {
        decimals: 0,
        benchmarks: ['X'],
        backbones: [
          {
            name: 'A',
            rows: [
              { label: 'Base', role: 'baseline', scores: { X: 3.5 } },
              { label: 'New', role: 'highlight', scores: { X: 3.4 } },
            ],
          },
        ],
      };
      const el = await fixture<ResultsToggle>(html`<results-toggle .data=${d}></results-toggle>`);
      expect(headline(el)).to.equal('0pp 4% → 3%');
      expect($(el, '.delta')!.className.trim()).to.equal('delta');
      expect(sentence(el)).to.equal('X, New against Base: down less than 1 percentage point, from 4 percent to 3 percent.');
      expect(sentence(el)).not.to.contain('unchanged');
      expect(bars(el)[1]).to.deep.equal(['New', '3%3 percent', '0pp, down less than 1 percentage point from the baseline']);
      d.backbones[0]!.rows[1]!.scores = { X: 3.5 };
      el.data = { ...d };
      await el.updateComplete;
      expect(headline(el)).to.equal('0pp 4% → 4%');
      expect(sentence(el)).to.equal('X, New against Base: unchanged, from 4 percent to 4 percent.');
    });
  });

  describe('bars', () => {
    it('one bar per row with its value and Δ vs. base; missing values say so', async () => {
      const el = await make({ benchmark: 'SWE-bench Pro' });
      expect(bars(el)).to.deep.equal([
        ['Base model', '20.50%20.50 percent', 'base, the baseline'],
        ['+ SFT', '—no score', '—, no difference to show'],
        ['+ CodeSpecWeave', '24.40%24.40 percent', '+3.90pp, up 3.90 percentage points from the baseline'],
      ]);
      expect($$(el, 'rect[part~="bar"]')).to.have.length(3);
      expect($(el, 'rect[part~="bar-highlight"]')!.getAttribute('width')).to.equal('244');
    });

    it('keeps the axis fixed when the selection changes: ticks and the scale stay', async () => {
      const el = await make({ benchmark: 'DeepSWE-v1.1' });
      const ticks = () => $$(el, '.ticks span').map(text);
      expect(ticks()).to.deep.equal(['0', '25', '50', '75', '100']);
      expect($(el, 'rect[part~="bar-baseline"]')!.getAttribute('width')).to.equal('544.2');
      el.backbone = 'MiMo-V2.5';
      await el.updateComplete;
      expect(ticks()).to.deep.equal(['0', '25', '50', '75', '100']);
      expect($(el, 'rect[part~="bar-baseline"]')!.getAttribute('width')).to.equal('123.9');
      expect($$(el, 'svg line').map((l) => l.getAttribute('x1')).slice(0, 5)).to.deep.equal([
        '0',
        '250',
        '500',
        '750',
        '1000',
      ]);
    });

    it('prefers-reduced-motion: reduce turns the bar transition off', async () => {
      const el = await make();
      const bar = $<SVGRectElement>(el, 'rect[part~="bar-highlight"]')!;
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        void getComputedStyle(bar).width;
        el.benchmark = 'DeepSWE-v1.1';
        await el.updateComplete;
        expect(bar.getAnimations()).to.have.length(0);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('puts each tick label on its grid line', async () => {
      for (const width of [800, 320]) {
        const el = await make({ width });
        const lines = $$(el, 'li:first-child line').map((line) => line.getBoundingClientRect().left);
        const labels = $$(el, '.ticks span').map((span) => span.getBoundingClientRect());
        expect(labels[0]!.left, `${width}: 0 starts at the origin`).to.be.closeTo(lines[0]!, 1);
        for (const i of [1, 2, 3]) {
          expect(labels[i]!.left + labels[i]!.width / 2, `${width}: tick ${i} centred`).to.be.closeTo(lines[i]!, 1);
        }
        expect(labels[4]!.right, `${width}: 100 ends at the end`).to.be.closeTo(lines[4]!, 1.5);
      }
    });

    it('animates a change only when motion is allowed', async () => {
      const el = await make();
      const bar = $<SVGRectElement>(el, 'rect[part~="bar-highlight"]')!;
      // A transition needs a computed style from before the change, as a reader's click always has.
      // (Forced here rather than waiting for a frame: a background test page gets no frames.)
      void getComputedStyle(bar).width;
      el.benchmark = 'DeepSWE-v1.1';
      await el.updateComplete;
      expect(bar.getAnimations().length).to.be.greaterThan(0);
      el.motion = 'none';
      await el.updateComplete;
      bar.getAnimations().forEach((a) => a.finish());
      el.benchmark = 'SWE-bench Verified';
      await el.updateComplete;
      expect(bar.getAnimations()).to.have.length(0);
    });
  });

  describe('selection', () => {
    it('setting the attributes selects, without a selection-change event', async () => {
      const el = await make();
      let events = 0;
      el.addEventListener('selection-change', () => events++);
      el.setAttribute('backbone', 'MiMo-V2.5');
      el.setAttribute('benchmark', 'DeepSWE-v1.1');
      await el.updateComplete;
      expect(checked(el, 'backbone')).to.equal('MiMo-V2.5');
      expect(checked(el, 'benchmark')).to.equal('DeepSWE-v1.1');
      expect(headline(el)).to.contain('+12.91pp');
      el.benchmark = 'SWE-bench Verified';
      await el.updateComplete;
      expect(checked(el, 'benchmark')).to.equal('SWE-bench Verified');
      expect(events).to.equal(0);
    });

    it('a click selects, reflects to the attribute and fires selection-change', async () => {
      const el = await make();
      const label = radios(el, 'backbone')[1]!.closest('label')!;
      setTimeout(() => label.click());
      const { detail } = (await oneEvent(el, 'selection-change')) as CustomEvent<SelectionChangeDetail>;
      expect(detail).to.deep.equal({ backbone: 'MiMo-V2.5', benchmark: 'CodeSpecWeave-Bench' });
      await el.updateComplete;
      expect(el.getAttribute('backbone')).to.equal('MiMo-V2.5');
      expect(text($(el, '.context'))).to.equal('CodeSpecWeave-Bench · MiMo-V2.5');
    });

    it('arrow keys move and select within a group, Home and End jump, Tab moves to the next group', async () => {
      const el = await make();
      const details: SelectionChangeDetail[] = [];
      el.addEventListener('selection-change', (e) => details.push(e.detail));
      radios(el, 'benchmark')[0]!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.benchmark).to.equal('DeepSWE-v1.1');
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(el.benchmark).to.equal('SWE-bench Verified');
      await sendKeys({ press: 'End' });
      await el.updateComplete;
      expect(el.benchmark).to.equal('SWE-bench Pro');
      expect(el.shadowRoot!.activeElement).to.equal(radios(el, 'benchmark')[3]);
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.benchmark, 'wraps around').to.equal('CodeSpecWeave-Bench');
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'Home' });
      await el.updateComplete;
      expect(el.benchmark).to.equal('CodeSpecWeave-Bench');
      expect(details.map((d) => d.benchmark)).to.deep.equal([
        'DeepSWE-v1.1',
        'SWE-bench Verified',
        'SWE-bench Pro',
        'CodeSpecWeave-Bench',
        'SWE-bench Pro',
        'CodeSpecWeave-Bench',
      ]);
      radios(el, 'backbone')[0]!.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(radios(el, 'benchmark')[0]);
    });

    it('keeps the keys it handles from the slide deck, and leaves others alone', async () => {
      const el = await make();
      const seen: string[] = [];
      const listener = (e: KeyboardEvent) => seen.push(e.key);
      document.addEventListener('keydown', listener);
      try {
        radios(el, 'backbone')[0]!.focus();
        await sendKeys({ press: 'ArrowRight' });
        await sendKeys({ press: 'Escape' });
      } finally {
        document.removeEventListener('keydown', listener);
      }
      expect(seen).to.deep.equal(['Escape']);
      expect(el.backbone).to.equal('MiMo-V2.5');
    });

    it('a backbone that does not exist: the panel says so and the first is shown', async () => {
      const el = await make();
      setTimeout(() => el.setAttribute('backbone', 'Nope'));
      const { detail } = await oneEvent(el, 'csw-error');
      await el.updateComplete;
      expect(detail.message).to.equal('backbone: no backbone named "Nope"; showing "Backbone A"');
      expect(text($(el, '[part="error"]'))).to.contain('backbone: no backbone named "Nope"; showing "Backbone A"');
      expect($(el, '[part="error"]')!.getAttribute('role')).to.equal('alert');
      expect(el.getAttribute('backbone')).to.equal('Backbone A');
      expect(checked(el, 'backbone')).to.equal('Backbone A');
      el.backbone = 'MiMo-V2.5';
      await el.updateComplete;
      expect($(el, '[part="error"]'), 'a valid pick clears the message').to.equal(null);
    });

    it('a benchmark that does not exist, set in HTML before the data: reported once the data arrives', async () => {
      const messages: string[] = [];
      const parentNode = container(800);
      parentNode.addEventListener('csw-error', (e) => messages.push(e.detail.message));
      const el = await fixture<ResultsToggle>(
        html`<results-toggle benchmark="SWE-bench Lite" .data=${data()}></results-toggle>`,
        { parentNode },
      );
      expect(messages).to.deep.equal(['benchmark: no benchmark named "SWE-bench Lite"; showing "CodeSpecWeave-Bench"']);
      expect(checked(el, 'benchmark')).to.equal('CodeSpecWeave-Bench');
    });

    it('new data without the selected backbone falls back to the first without an error', async () => {
      const el = await make({ backbone: 'MiMo-V2.5' });
      const d = data();
      d.backbones = [d.backbones[0]!];
      el.data = d;
      await el.updateComplete;
      // The author asked for MiMo-V2.5 by name: that is reported.
      expect(text($(el, '[part="error"]'))).to.contain('no backbone named "MiMo-V2.5"');
      const user = await make();
      radios(user, 'backbone')[1]!.click();
      await user.updateComplete;
      user.data = d;
      await user.updateComplete;
      // A reader's pick that vanished with new data is not the author's mistake: no panel.
      expect($(user, '[part="error"]')).to.equal(null);
      expect(user.backbone).to.equal('Backbone A');
    });
  });

  describe('bad data keeps the last good view', () => {
    const cases: [string, (d: ResultsData) => void, string][] = [
      [
        'an unknown benchmark in scores',
        (d) => (d.backbones[0]!.rows[1]!.scores = { X: 1 }),
        'data.backbones[0].rows[1].scores: unknown benchmark "X" (data.benchmarks has "CodeSpecWeave-Bench", "DeepSWE-v1.1", "SWE-bench Verified", "SWE-bench Pro")',
      ],
      [
        'two baseline rows',
        (d) => (d.backbones[1]!.rows[1]!.role = 'baseline'),
        'data.backbones[1].rows[1].role: a second "baseline" row; rows[0] is already the baseline',
      ],
      [
        'a non-numeric score',
        (d) => (d.backbones[0]!.rows[0]!.scores![B[1]!] = 'abc' as never),
        'data.backbones[0].rows[0].scores["DeepSWE-v1.1"]: expected a number from 0 to 100, got "abc"',
      ],
      ['no rows', (d) => (d.backbones[0]!.rows = []), 'data.backbones[0].rows: expected at least one row, got an empty array'],
    ];
    for (const [name, breakIt, message] of cases) {
      it(name, async () => {
        const el = await make({ benchmark: 'DeepSWE-v1.1' });
        const bad = data();
        breakIt(bad);
        setTimeout(() => (el.data = bad));
        const { detail } = await oneEvent(el, 'csw-error');
        await el.updateComplete;
        expect(detail.message).to.equal(message);
        expect(text($(el, '[part="error"]'))).to.contain(message);
        expect(headline(el)).to.contain('+8.56pp');
      });
    }

    it('invalid JSON in the data attribute', async () => {
      const el = await fixture<ResultsToggle>(html`<results-toggle data='{"benchmarks": ['></results-toggle>`);
      expect(text($(el, '[part="error"]'))).to.contain('data attribute: invalid JSON');
    });
  });

  describe('full results', () => {
    it('is a disclosure with aria-expanded and aria-controls', async () => {
      const el = await make();
      const toggle = button(el, 'Full results');
      const panel = el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(panel.hidden).to.equal(true);
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(panel.hidden).to.equal(false);
      expect($(el, 'table[part="table"]')).not.to.equal(null);
      await sendKeys({ press: ' ' });
      await el.updateComplete;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    });

    it('the open attribute opens it (a slide that shows the table), and reflects a reader opening or closing it', async () => {
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" open .data=${data()}></results-toggle>`, { parentNode: container(800) });
      const toggle = button(el, 'Full results');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect($(el, 'table[part="table"]')).not.to.equal(null);
      toggle.click();
      await el.updateComplete;
      expect(el.hasAttribute('open'), 'closed by a reader').to.equal(false);
      expect($(el, 'table[part="table"]')).to.equal(null);
      toggle.click();
      await el.updateComplete;
      expect(el.hasAttribute('open'), 'opened by a reader').to.equal(true);
      el.open = false;
      await el.updateComplete;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    });

    it('names its row of buttons (Full results, Download SVG and PNG) as the actions part', async () => {
      const el = await make();
      expect($$(el, '[part="actions"] button').map(text)).to.deep.equal(['▸ Full results', 'Download SVG', 'Download PNG']);
    });

    it('shows every backbone × row, the Average and the best value of each column in bold', async () => {
      const el = await make();
      button(el, 'Full results').click();
      await el.updateComplete;
      const table = $(el, 'table')!;
      expect([...table.querySelectorAll('thead th')].map(text)).to.deep.equal(['Training data', ...B, 'Average']);
      const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.children].map((cell) => (cell.querySelector('strong') ? `*${cellText(cell)}*` : cellText(cell))),
      );
      expect(rows).to.deep.equal([
        ['Backbone A'],
        ['Base model', '30.10', '54.42', '60.20', '20.50', '41.31'],
        ['+ SFT', '33.30', '50.00', '*61.00*', '—no score', '—no score'],
        ['+ CodeSpecWeave', '*38.00*', '*62.98*', '*61.00*', '*24.40*', '*46.60*'],
        ['MiMo-V2.5'],
        ['Base model', '—no score', '12.39', '—no score', '—no score', '—no score'],
        ['+ CodeSpecWeave', '—no score', '*25.30*', '—no score', '—no score', '—no score'],
      ]);
      expect(table.querySelector('th[scope="rowgroup"]')!.getAttribute('colspan')).to.equal('6');
      expect(text($(el, '#caption'))).to.contain('Average is the unweighted mean of the 4 benchmarks');
    });

    it('bolds a lone value in its column and every cell of a one-row backbone', async () => {
      const d = data();
      d.backbones[1]!.rows[1]!.scores![B[3]!] = 10;
      d.backbones.push({ name: 'Backbone C', rows: [{ label: 'Only row', scores: { [B[0]!]: 1, [B[1]!]: 2, [B[2]!]: 3, [B[3]!]: 4 } }] });
      const el = await fixture<ResultsToggle>(html`<results-toggle .data=${d}></results-toggle>`);
      button(el, 'Full results').click();
      await el.updateComplete;
      const rows = $$(el, 'tbody tr').map((tr) =>
        [...tr.children].map((cell) => (cell.querySelector('strong') ? `*${cellText(cell)}*` : cellText(cell))),
      );
      expect(rows.slice(4)).to.deep.equal([
        ['MiMo-V2.5'],
        ['Base model', '—no score', '12.39', '—no score', '—no score', '—no score'],
        ['+ CodeSpecWeave', '—no score', '*25.30*', '—no score', '*10.00*', '—no score'],
        ['Backbone C'],
        ['Only row', '*1.00*', '*2.00*', '*3.00*', '*4.00*', '*2.50*'],
      ]);
    });

    it('scrolls sideways when too wide for its container, as a named, focusable region marked for decks', async () => {
      const d = data();
      d.benchmarks = [...B, 'Extra benchmark one', 'Extra benchmark two', 'Extra benchmark three'];
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`, {
        parentNode: container(560),
      });
      button(el, 'Full results').click();
      await el.updateComplete;
      const scroller = $(el, '[role="region"]')!;
      expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
      expect(scroller.getAttribute('tabindex')).to.equal('0');
      expect(scroller.hasAttribute('data-prevent-swipe')).to.equal(true);
      expect(scroller.getAttribute('aria-labelledby')).to.equal('full-name');
      // reveal.js looks from the event target up, which outside the shadow root is the host.
      expect(el.hasAttribute('data-prevent-swipe')).to.equal(true);
      expect(el.scrollWidth, 'nothing spills out of the element').to.be.at.most(el.clientWidth);
      await expect(el).to.be.accessible();
    });

    it('is not a tab stop when it fits', async () => {
      const el = await make({ width: 1200 });
      button(el, 'Full results').click();
      await el.updateComplete;
      expect($(el, '[role="region"]')!.hasAttribute('tabindex')).to.equal(false);
      expect(el.hasAttribute('data-prevent-swipe')).to.equal(false);
    });

    it('prints the whole table: nothing clipped by the sideways scroller', async () => {
      const d = data();
      d.benchmarks = [...B, 'Extra benchmark one', 'Extra benchmark two'];
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`, {
        parentNode: container(560),
      });
      button(el, 'Full results').click();
      await el.updateComplete;
      expect($(el, '[role="region"]')!.scrollWidth, 'the table overflows on screen').to.be.greaterThan($(el, '[role="region"]')!.clientWidth);
      await emulateMedia({ media: 'print' });
      try {
        const base = $(el, '[part="base"]')!.getBoundingClientRect();
        const table = $(el, 'table')!.getBoundingClientRect();
        expect(table.right).to.be.at.most(base.right + 0.5);
        expect($(el, '[role="region"]')!.scrollWidth).to.be.at.most($(el, '[role="region"]')!.clientWidth + 1);
      } finally {
        await emulateMedia({ media: 'screen' });
      }
    });
  });

  describe('exports', () => {
    it('Download CSV: the full table, which round-trips, labels a spreadsheet would evaluate quoted with \'', async () => {
      const el = await make();
      button(el, 'Full results').click();
      await el.updateComplete;
      const { name, blob } = await captureDownload(() => button(el, 'Download CSV').click());
      expect(name).to.equal('training-results.csv');
      expect(blob.type).to.match(/^text\/csv/);
      const rows = readCsv(await blob.text());
      expect(rows).to.deep.equal([
        ['Backbone', 'Training data', 'Role', ...B, 'Average'],
        ['Backbone A', 'Base model', 'baseline', '30.10', '54.42', '60.20', '20.50', '41.31'],
        ['Backbone A', "'+ SFT", '', '33.30', '50.00', '61.00', '', ''],
        ['Backbone A', "'+ CodeSpecWeave", 'highlight', '38.00', '62.98', '61.00', '24.40', '46.60'],
        ['MiMo-V2.5', 'Base model', 'baseline', '', '12.39', '', '', ''],
        ['MiMo-V2.5', "'+ CodeSpecWeave", 'highlight', '', '25.30', '', '', ''],
      ]);
    });

    it('Download SVG: the current view, with labels and headline numbers as text', async () => {
      const el = await make({ benchmark: 'DeepSWE-v1.1', width: 640 });
      const { name, blob } = await captureDownload(() => button(el, 'Download SVG').click());
      expect(name).to.equal('training-results-backbone-a-deepswe-v1-1.svg');
      expect(blob.type).to.equal('image/svg+xml');
      const doc = new DOMParser().parseFromString(await blob.text(), 'image/svg+xml');
      expect(doc.querySelector('parsererror')).to.equal(null);
      const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
      for (const expected of ['+8.56pp', 'Base model', '+ SFT', '+ CodeSpecWeave', '54.42%', '62.98%', '−4.42pp', '100']) {
        expect(texts).to.include(expected);
      }
      expect(doc.documentElement.getAttribute('width')).to.equal('640');
      // Colours are resolved to plain rgb(), so the file looks the same outside the page.
      expect(doc.querySelector('svg > rect')!.getAttribute('fill')).to.equal('rgb(255, 255, 255)');
      expect(doc.querySelectorAll('rect')[3]!.getAttribute('fill')).to.equal('rgb(11, 92, 173)');
    });

    it('Download SVG in the dark theme: dark colours, resolved', async () => {
      const el = await make();
      el.theme = 'dark';
      await el.updateComplete;
      const { blob } = await captureDownload(() => button(el, 'Download SVG').click());
      const doc = new DOMParser().parseFromString(await blob.text(), 'image/svg+xml');
      expect(doc.querySelector('svg > rect')!.getAttribute('fill')).to.equal('rgb(22, 27, 34)');
      expect(doc.querySelector('text')!.getAttribute('fill')).to.equal('rgb(230, 237, 243)');
      expect(await blob.text()).not.to.match(/var\(|light-dark|color-mix/);
    });

    it('Download PNG: the current view at twice its size', async () => {
      const el = await make({ width: 640 });
      const svgFile = await captureDownload(() => button(el, 'Download SVG').click());
      const svg = new DOMParser().parseFromString(await svgFile.blob.text(), 'image/svg+xml').documentElement;
      const { name, blob } = await captureDownload(() => button(el, 'Download PNG').click());
      expect(name).to.equal('training-results-backbone-a-codespecweave-bench.png');
      expect(blob.type).to.equal('image/png');
      const image = await createImageBitmap(blob);
      expect(image.width).to.equal(2 * Number(svg.getAttribute('width')));
      expect(image.height).to.equal(2 * Number(svg.getAttribute('height')));
    });
  });

  describe('layout and content', () => {
    // The chart is the point: the toggles stand beside it only where the bars keep room (issue 35:
    // beside them from 38em, at 768 px and on slides, the bars got 70-100 px and the toggles the rest).
    it('from 52em wide (inside its padding) the toggles stand beside the headline and bars; narrower they stack above and the bars take the width', async () => {
      const boxes = async (width: number) => {
        const el = await make({ width });
        const box = (selector: string) => $(el, selector)!.getBoundingClientRect();
        return { toggles: box('[part="toggles"]'), headline: box('[part="headline"]'), bars: box('[part="bars"]'), toolbar: box('button[aria-expanded]'), track: box('[part="bars"] li svg') };
      };
      const wide = await boxes(56 * 16); // 52em and more inside its padding
      expect(wide.toggles.right, 'toggles left of the headline').to.be.at.most(wide.headline.left);
      expect(wide.toggles.right, 'and of the bars').to.be.at.most(wide.bars.left);
      expect(Math.abs(wide.headline.top - wide.toggles.top), 'headline level with the toggles').to.be.below(2);
      expect(wide.bars.top, 'bars under the headline').to.be.at.least(wide.headline.bottom);
      expect(wide.toolbar.top, 'the toolbar under both columns').to.be.at.least(Math.max(wide.toggles.bottom, wide.bars.bottom));
      // Beside the toggles the track is narrower: the axis labels it shows never run into each other.
      for (const width of [56 * 16, 60 * 16, 64 * 16]) {
        const el = await make({ width });
        const labels = $$(el, '.ticks > span').filter((tick) => getComputedStyle(tick).visibility === 'visible').map((tick) => tick.getBoundingClientRect());
        expect(labels.length, `at ${width} px: 0, 50 and 100 at least`).to.be.at.least(3);
        labels.slice(1).forEach((box, i) => expect(box.left, `at ${width} px: tick label ${i + 1} clear of the one before`).to.be.at.least(labels[i]!.right));
      }
      // A 768 px screen's column (736 px), a 680 px blog column, a slide's 40em.
      for (const width of [736, 680, 640]) {
        const narrow = await boxes(width);
        expect(narrow.headline.top, `${width} px, stacked: the headline under the toggles`).to.be.at.least(narrow.toggles.bottom);
        expect(narrow.headline.left).to.be.closeTo(narrow.toggles.left, 1);
        expect(narrow.bars.width, `${width} px: the bars as wide as the toggles' row`).to.be.closeTo(narrow.toggles.width, 1);
      }
      // Wherever the toggles stand, the bars' track keeps 16em (256 px at 16 px) or more.
      for (const width of [56 * 16, 736, 680]) expect((await boxes(width)).track.width, `track at ${width} px`).to.be.at.least(256);
    });

    it('never overflows a 320 px container, even with long labels and many options', async () => {
      const d = data();
      d.backbones[0]!.rows[1]!.label = 'Supervised fine-tuning on a very long descriptive label with CodeSpecWeaveTrajectoriesWithoutSpaces';
      d.benchmarks = [...B, 'A benchmark with a rather long name that has to wrap'];
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`, {
        parentNode: container(320),
      });
      expect(el.scrollWidth).to.be.at.most(320);
      const base = $(el, '[part="base"]')!.getBoundingClientRect();
      for (const node of $$(el, 'label span, li > span, .delta, .values, .rows')) {
        expect(node.getBoundingClientRect().right, text(node)).to.be.at.most(base.right + 0.5);
      }
    });

    it('at 320 px a bar label keeps its words whole, and a row\'s value and Δ stay together', async () => {
      const d = data();
      d.backbones[0]!.rows[1]!.label = '+ CodeSpecWeave';
      // A blog's body text size: the label column is then narrower than "CodeSpecWeave".
      const parent = container(320);
      parent.style.fontSize = '20px';
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`, { parentNode: parent });
      await el.updateComplete;
      for (const li of $$(el, '[part="bars"] li')) {
        const label = li.firstElementChild!;
        // One line box per word at most: a word split across lines would add one.
        const range = document.createRange();
        range.selectNodeContents(label);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        expect(lines, text(label)).to.be.at.most(text(label).split(' ').length);
        const [value, delta] = barNumbers(li).map((n) => n.getBoundingClientRect());
        expect(Math.abs(value!.top - delta!.top), text(label)).to.be.below(2);
        expect(li.querySelector<SVGRectElement>('[part~="bar"]')!.ownerSVGElement!.getBoundingClientRect().top).to.be.at.least(value!.bottom - 1);
      }
      const label = $$(el, '[part="bars"] li')[1]!.firstElementChild!;
      const range = document.createRange();
      range.selectNodeContents(label);
      expect(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size).to.equal(1);
    });

    it('shows both labelled groups with one backbone: a radio group of one', async () => {
      const d = data();
      d.backbones = [d.backbones[0]!];
      const el = await fixture<ResultsToggle>(html`<results-toggle .data=${d}></results-toggle>`);
      expect($$(el, '[part="toggles"] fieldset legend').map(text)).to.deep.equal(['Model', 'Benchmark']);
      expect(radios(el, 'backbone').map((r) => [r.value, r.checked])).to.deep.equal([['Backbone A', true]]);
      expect(radios(el, 'benchmark')).to.have.length(4);
      expect(text($(el, '.context'))).to.equal('CodeSpecWeave-Bench · Backbone A');
    });

    it('shows both labelled groups with one backbone and one benchmark; keyboard and axe stay clean', async () => {
      const d: ResultsData = {
        benchmarks: ['DeepSWE-v1.1'],
        backbones: [
          {
            name: 'Backbone A',
            rows: [
              { label: 'Base model', role: 'baseline', scores: { 'DeepSWE-v1.1': 54.42 } },
              { label: '+ CodeSpecWeave', role: 'highlight', scores: { 'DeepSWE-v1.1': 62.98 } },
            ],
          },
        ],
      };
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`);
      const groups = $$(el, '[part="toggles"] fieldset');
      expect(groups.map((g) => text(g.querySelector('legend')))).to.deep.equal(['Model', 'Benchmark']);
      expect(radios(el, 'backbone').map((r) => [r.value, r.checked])).to.deep.equal([['Backbone A', true]]);
      expect(radios(el, 'benchmark').map((r) => [r.value, r.checked])).to.deep.equal([['DeepSWE-v1.1', true]]);
      expect(text($(el, '[part="toggles"]'))).to.equal('Model Backbone A Benchmark DeepSWE-v1.1');
      await expect(el).to.be.accessible();
      let events = 0;
      el.addEventListener('selection-change', () => events++);
      radios(el, 'backbone')[0]!.focus();
      for (const key of ['ArrowRight', 'ArrowLeft', 'End', 'Home']) await sendKeys({ press: key });
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement).to.equal(radios(el, 'backbone')[0]);
      expect(radios(el, 'backbone')[0]!.checked).to.equal(true);
      expect(events, 'nothing to change to').to.equal(0);
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(radios(el, 'benchmark')[0]);
      el.theme = 'dark';
      await el.updateComplete;
      el.shadowRoot!.getAnimations().forEach((animation) => animation.finish());
      await expect(el).to.be.accessible();
    });

    it('handles 8 backbones × 12 benchmarks × 20 rows', async () => {
      const benchmarks = Array.from({ length: 12 }, (_, i) => `Benchmark ${i + 1}`);
      const big: ResultsData = {
        benchmarks,
        backbones: Array.from({ length: 8 }, (_, b) => ({
          name: `Backbone ${b + 1}`,
          rows: Array.from({ length: 20 }, (_, r) => ({
            label: `Setting ${r + 1}`,
            scores: Object.fromEntries(benchmarks.map((name, i) => [name, (b * 7 + r * 3 + i) % 100])),
          })),
        })),
      };
      const el = await fixture<ResultsToggle>(html`<results-toggle .data=${big} backbone="Backbone 8"></results-toggle>`);
      expect(radios(el, 'backbone')).to.have.length(8);
      expect(radios(el, 'benchmark')).to.have.length(12);
      expect($$(el, '[part="bars"] li')).to.have.length(20);
      // No roles: the first row is the baseline and the last the highlight.
      // Backbone 8, Benchmark 1: (49 + 3r) % 100 gives 49 for Setting 1 and 6 for Setting 20.
      expect(headline(el)).to.equal('−43.00pp 49.00% → 6.00%');
      expect(rowsLine(el)).to.equal('Setting 1 → Setting 20');
      button(el, 'Full results').click();
      await el.updateComplete;
      expect($$(el, 'tbody tr')).to.have.length(8 * 21);
    });

    it('renders data strings as text, never as HTML', async () => {
      const d = data();
      d.backbones[0]!.rows[0]!.label = '<img src=x onerror="window.__pwned = 1">';
      d.title = '<b>bold?</b>';
      const el = await fixture<ResultsToggle>(html`<results-toggle .data=${d}></results-toggle>`);
      expect($(el, 'img')).to.equal(null);
      expect($(el, 'b')).to.equal(null);
      expect(text($(el, '.title'))).to.equal('<b>bold?</b>');
    });

    it('shows the light-DOM fallback until data arrives', async () => {
      const el = await fixture<ResultsToggle>(html`<results-toggle><p>Base 54.42% → 62.98%</p></results-toggle>`);
      const slot = $<HTMLSlotElement>(el, 'slot')!;
      expect(text(slot.assignedElements()[0]!)).to.equal('Base 54.42% → 62.98%');
    });
  });

  describe('what a screen reader hears', () => {
    /** The element's part of the AX tree: from its heading (or first toggle) to its last node. */
    const tree = async () => (await accessibilityTree()).filter((n) => n.role !== 'RootWebArea');
    const named = (nodes: ReadNode[], role: string) => nodes.filter((n) => n.role === role).map((n) => n.name);
    /** What the one status region holds (a status takes no name from its content: its text is its child). */
    const statusText = async () => {
      const nodes = await tree();
      const at = nodes.findIndex((n) => n.role === 'status');
      expect(nodes.filter((n) => n.role === 'status'), 'one status region').to.have.length(1);
      const next = nodes[at + 1];
      return next?.role === 'StaticText' ? next.name.trim() : '';
    };

    it('hears the title once, as a heading at heading-level, and the table, region and caption refer to it', async () => {
      const el = await fixture<ResultsToggle>(
        html`<results-toggle theme="light" heading-level="3" .data=${data()}></results-toggle>`,
        { parentNode: container(800) },
      );
      button(el, 'Full results').click();
      await el.updateComplete;
      const nodes = await tree();
      const headings = nodes.filter((n) => n.role === 'heading');
      expect(headings.map((n) => [n.name, n.properties.level])).to.deep.equal([['Training results', 3]]);
      expect(nodes.filter((n) => n.name.includes('Training results')).map((n) => n.role)).to.deep.equal([
        'heading',
        'StaticText',
        'table',
      ]);
      expect(named(nodes, 'table')).to.deep.equal(['Training results Full results']);
      expect(named(nodes, 'region')).to.deep.equal(['Full results']);
      expect($(el, 'h2, h3')).to.equal(null);
    });

    it('a stacked (narrow) full table is still a table to a screen reader, each value with its column header', async () => {
      const el = await make({ width: 320 });
      button(el, 'Full results').click();
      await el.updateComplete;
      expect(shownKey($(el, 'tbody td')!), 'stacked').to.equal(B[0]);
      const nodes = await tree();
      const roles = nodes.map((n) => n.role);
      expect(roles).to.include('table');
      expect(nodes.filter((n) => n.role === 'columnheader').map((n) => n.name)).to.deep.equal(['Training data', ...B, 'Average']);
      expect(nodes.filter((n) => n.role === 'rowheader').map((n) => n.name)).to.include('+ SFT');
      expect(roles.filter((r) => r === 'cell')).to.have.length(25);
      // The column names shown beside each value are for the eye: not read twice.
      expect(nodes.filter((n) => n.role === 'StaticText' && n.name === 'DeepSWE-v1.1')).to.have.length(2);
      await expect(el).to.be.accessible();
      el.theme = 'dark';
      await el.updateComplete;
      el.shadowRoot!.getAnimations().forEach((animation) => animation.finish());
      await expect(el).to.be.accessible();
    });

    it('exposes checked radios, the expanded disclosure and units as words', async () => {
      const el = await make({ benchmark: 'DeepSWE-v1.1' });
      let nodes = await tree();
      const radiosRead = nodes.filter((n) => n.role === 'radio').map((n) => [n.name, n.properties.checked]);
      expect(radiosRead).to.deep.equal([
        ['Backbone A', 'true'],
        ['MiMo-V2.5', 'false'],
        ['CodeSpecWeave-Bench', 'false'],
        ['DeepSWE-v1.1', 'true'],
        ['SWE-bench Verified', 'false'],
        ['SWE-bench Pro', 'false'],
      ]);
      expect(nodes.filter((n) => n.role === 'radiogroup' || n.role === 'group').map((n) => n.name)).to.include.members([
        'Model',
        'Benchmark',
      ]);
      const disclosure = () => nodes.find((n) => n.role === 'button' && n.name === 'Full results')!;
      expect(disclosure().properties.expanded).to.equal(false);
      const spoken = nodes.map((n) => n.name).join(' | ');
      expect(spoken).to.contain('up 8.56 percentage points, from 54.42 percent to 62.98 percent');
      expect(spoken).to.contain('62.98 percent');
      expect(spoken, 'no "pp" nor "%" is read out').not.to.match(/\dpp|\d%/);
      button(el, 'Full results').click();
      await el.updateComplete;
      nodes = await tree();
      expect(disclosure().properties.expanded).to.equal(true);
      expect(nodes.map((n) => n.name).join('')).to.contain('Full results: Success rate, in percent.');
    });

    it('after a reader picks a backbone: one sentence with backbone, benchmark, both figures and the change', async () => {
      const el = await make({ benchmark: 'DeepSWE-v1.1' });
      expect(el.announcement, 'nothing on load').to.equal('');
      radios(el, 'backbone')[1]!.closest('label')!.click();
      await el.updateComplete;
      await el.updateComplete;
      const said =
        'MiMo-V2.5 on DeepSWE-v1.1, + CodeSpecWeave against Base model: up 12.91 percentage points, from 12.39 percent to 25.30 percent.';
      expect(el.announcement).to.equal(said);
      expect(await statusText()).to.equal(said);
      // The keyboard: a benchmark by arrow key.
      radios(el, 'benchmark')[1]!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      await el.updateComplete;
      expect(el.announcement).to.equal(
        'MiMo-V2.5 on CodeSpecWeave-Bench: no difference to show; Base model has no score, + CodeSpecWeave has no score.',
      );
    });

    it('setting backbone, benchmark or data in code announces nothing', async () => {
      const el = await make();
      el.backbone = 'MiMo-V2.5';
      el.benchmark = 'DeepSWE-v1.1';
      await el.updateComplete;
      el.setAttribute('backbone', 'Backbone A');
      el.data = data();
      await el.updateComplete;
      await el.updateComplete;
      expect(el.announcement).to.equal('');
      expect(await statusText()).to.equal('');
    });

    it('a paged table: the pager says where a reader is, its ends are disabled, a turn is announced', async () => {
      // 100 benchmarks: pages of 24 rows (about 2,500 cells).
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${bigData(1, 60, 100)}></results-toggle>`, {
        parentNode: container(800),
      });
      button(el, 'Full results').click();
      await el.updateComplete;
      let nodes = await tree();
      const state = (name: string) => nodes.find((n) => n.role === 'button' && n.name === name)!.properties.disabled;
      expect(state('Previous rows')).to.equal(true);
      expect(state('Next rows')).to.equal(undefined);
      expect(text($(el, '.pager'))).to.contain('Rows 1–24 of 60');
      expect($(el, 'table')!.getAttribute('aria-rowcount')).to.equal('62');
      button(el, 'Next rows').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.announcement).to.equal('Rows 25 to 48 of 60.');
      expect($$(el, 'tbody tr').map((tr) => tr.getAttribute('aria-rowindex')).slice(0, 2)).to.deep.equal(['2', '27']);
      expect(text($(el, 'tbody th[colspan]'))).to.equal('Backbone 1 (continued)');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      nodes = await tree();
      expect(state('Next rows')).to.equal(true);
      expect(el.shadowRoot!.activeElement, 'focus stays on the pager').to.equal(button(el, 'Next rows'));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(text($(el, '.pager'))).to.contain('Rows 49–60 of 60');
      // Contrast (axe's slowest rule on 1,200 cells) is computed in its own test below, the pager's disabled state included.
      await expect(el).to.be.accessible({ ignoredRules: ['color-contrast'] });
    });
  });

  describe('server rendering', () => {
    it('writes the checked attribute on the selected radio only, and keeps it in step with a pick', async () => {
      const el = await make({ benchmark: 'DeepSWE-v1.1' });
      const attrs = (name: string) => radios(el, name).map((r) => r.hasAttribute('checked'));
      expect(attrs('backbone')).to.deep.equal([true, false]);
      expect(attrs('benchmark')).to.deep.equal([false, true, false, false]);
      expect(radios(el, 'benchmark').map((r) => r.getAttribute('value'))).to.deep.equal(B);
      radios(el, 'benchmark')[3]!.click();
      await el.updateComplete;
      expect(attrs('benchmark')).to.deep.equal([false, false, false, true]);
      expect(checked(el, 'benchmark')).to.equal('SWE-bench Pro');
    });

    it('after a reader\'s click, a selection set in code still moves the checked radio and the select', async () => {
      const el = await make();
      radios(el, 'backbone')[1]!.click();
      await el.updateComplete;
      el.backbone = 'Backbone A';
      await el.updateComplete;
      expect(radios(el, 'backbone').map((r) => r.checked)).to.deep.equal([true, false]);
      const many = await fixture<ResultsToggle>(html`<results-toggle .data=${bigData(1, 2, 20)}></results-toggle>`);
      const select = $<HTMLSelectElement>(many, 'select[name="benchmark"]')!;
      select.value = 'Benchmark 5';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await many.updateComplete;
      many.benchmark = 'Benchmark 2';
      await many.updateComplete;
      expect(select.value).to.equal('Benchmark 2');
      expect([...select.options].filter((o) => o.hasAttribute('selected')).map((o) => o.value)).to.deep.equal(['Benchmark 2']);
    });

    it('an update (willUpdate and render) calls neither getComputedStyle nor matchMedia', async () => {
      const el = await make();
      const calls: string[] = [];
      const { getComputedStyle: gcs, matchMedia: mm } = window;
      window.getComputedStyle = ((...args: Parameters<typeof gcs>) => (calls.push('getComputedStyle'), gcs(...args))) as typeof gcs;
      window.matchMedia = ((query: string) => (calls.push('matchMedia'), mm(query))) as typeof mm;
      try {
        el.data = data();
        el.backbone = 'MiMo-V2.5';
        button(el, 'Full results').click();
        await el.updateComplete;
      } finally {
        window.getComputedStyle = gcs;
        window.matchMedia = mm;
      }
      expect(calls).to.deep.equal([]);
      expect($(el, 'table')).not.to.equal(null);
    });
  });

  describe('hundreds of backbones and benchmarks, thousands of rows', () => {
    it('beyond 12 options a group is a labelled native select; a pick selects, fires and announces', async () => {
      const d = bigData(20, 2, 15);
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`, {
        parentNode: container(800),
      });
      const selects = $$<HTMLSelectElement>(el, 'select');
      expect(selects.map((s) => s.name)).to.deep.equal(['backbone', 'benchmark']);
      expect(selects.map((s) => s.labels[0]!.textContent!.trim())).to.deep.equal(['Model', 'Benchmark']);
      expect(selects[0]!.options).to.have.length(20);
      expect(selects[0]!.value).to.equal('Backbone 1');
      expect([...selects[0]!.options].filter((o) => o.hasAttribute('selected')).map((o) => o.value)).to.deep.equal(['Backbone 1']);
      let detail: SelectionChangeDetail | undefined;
      el.addEventListener('selection-change', (e) => (detail = e.detail));
      selects[0]!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      await el.updateComplete;
      expect(detail).to.deep.equal({ backbone: 'Backbone 2', benchmark: 'Benchmark 1' });
      expect(el.backbone).to.equal('Backbone 2');
      expect(el.announcement).to.match(/^Backbone 2 on Benchmark 1, /);
      el.benchmark = 'Benchmark 15';
      await el.updateComplete;
      expect(selects[1]!.value).to.equal('Benchmark 15');
      await expect(el).to.be.accessible();
    });

    it('a backbone of 5,000 rows draws 40 bars, baseline and highlight included, and says so', async () => {
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${bigData(1, 5_000)}></results-toggle>`);
      const labels = $$(el, '[part="bars"] li > span:first-child').map(text);
      expect(labels).to.have.length(40);
      expect(labels[0]).to.equal('Base model');
      expect(labels.at(-1)).to.equal('Setting 4999');
      expect(text($(el, '[part="bars"] + p'))).to.contain('Showing 40 of 5,000 settings');
    });

    it('100,000 rows render without a crash, a page at a time (200 rows in the DOM: the work bound; no time is asserted)', async function () {
      this.timeout(60_000);
      const d = bigData(10, 10_000);
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`);
      button(el, 'Full results').click();
      await el.updateComplete;
      expect($$(el, 'tbody tr:not(:has(th[colspan]))')).to.have.length(200);
      expect(text($(el, '.pager'))).to.contain('Rows 1–200 of 100,000');
      expect($$(el, '[part="bars"] li')).to.have.length(40);
    });

    it('prints every row of a paged table (up to 5,000) between beforeprint and afterprint, and pages again after', async () => {
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${bigData(3, 300)}></results-toggle>`);
      button(el, 'Full results').click();
      await el.updateComplete;
      const dataRows = () => $$(el, 'tbody tr:not(:has(th[colspan]))').length;
      expect(dataRows()).to.equal(200);
      // What a browser does on Print: beforeprint, the print media, then afterprint.
      await emulateMedia({ media: 'print' });
      try {
        window.dispatchEvent(new Event('beforeprint'));
        await el.updateComplete;
        expect(dataRows()).to.equal(900);
        expect($(el, '.pager'), 'one page: nothing to turn').to.equal(null);
      } finally {
        await emulateMedia({ media: 'screen' });
        window.dispatchEvent(new Event('afterprint'));
      }
      await el.updateComplete;
      expect(dataRows()).to.equal(200);
    });

    it('prints every row under print media alone (a PDF run or print emulation fires no beforeprint)', async () => {
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${bigData(3, 300)}></results-toggle>`);
      button(el, 'Full results').click();
      await el.updateComplete;
      const dataRows = () => $$(el, 'tbody tr:not(:has(th[colspan]))').length;
      await emulateMedia({ media: 'print' });
      try {
        await waitUntil(() => dataRows() === 900, 'print media did not render every row');
      } finally {
        await emulateMedia({ media: 'screen' });
      }
      await waitUntil(() => dataRows() === 200, 'did not page again on screen');
    });
  });

  describe('at home on a phone, a projected slide and paper', () => {
    /** Text nodes a reader sees (not the visually hidden ones), with their element. */
    const visibleTexts = (el: ResultsToggle) => {
      const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_TEXT);
      const out: Element[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent!.trim() || parent.closest('.sr-only, [hidden], style')) continue;
        if (parent.getClientRects().length === 0) continue;
        out.push(parent);
      }
      return out;
    };

    it('font-size 16 → 32 px doubles every text, bar and gap (SVG included), within 5 %', async () => {
      const measureAt = async (px: number) => {
        const parent = container(1280);
        parent.style.fontSize = `${px}px`;
        const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${data()}></results-toggle>`, { parentNode: parent });
        button(el, 'Full results').click();
        await el.updateComplete;
        const texts = el.shadowRoot!.querySelectorAll('*');
        const sizes = [...texts].filter((n) => [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent!.trim())).map((n) => parseFloat(getComputedStyle(n).fontSize));
        const box = (selector: string) => $(el, selector)!.getBoundingClientRect().height;
        return { sizes, track: box('svg.track'), bar: box('rect[part~="bar"]'), row: box('[part="bars"] li'), button: box('.button') };
      };
      const small = await measureAt(16);
      const large = await measureAt(32);
      expect(small.sizes.length).to.be.greaterThan(40);
      expect(large.sizes.length).to.equal(small.sizes.length);
      small.sizes.forEach((size, i) => expect(large.sizes[i]! / size, `text ${i}`).to.be.within(1.95, 2.05));
      for (const key of ['track', 'bar', 'row', 'button'] as const) {
        expect(large[key] / small[key], key).to.be.within(1.9, 2.1);
      }
    });

    for (const width of [320, 375, 768, 1280]) {
      it(`at a ${width} px viewport: every column of Full results in view, bar rows aligned, nothing overflows`, async () => {
        await setViewport({ width, height: 800 });
        try {
          const d = data();
          d.backbones[0]!.rows[1]!.label = '+ Supervised fine-tuning on trajectories';
          const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`);
          button(el, 'Full results').click();
          await el.updateComplete;
          const base = $(el, '[part="base"]')!.getBoundingClientRect();
          const inside = (node: Element, what: string) => {
            const r = node.getBoundingClientRect();
            expect(r.width, `${what} shows`).to.be.greaterThan(0);
            expect(r.left, `${what} left`).to.be.at.least(base.left - 0.5);
            expect(r.right, `${what} right`).to.be.at.most(base.right + 0.5);
          };
          expect(el.scrollWidth, 'the element never overflows').to.be.at.most(el.clientWidth + 1);
          expect(document.documentElement.scrollWidth, 'nor the page').to.be.at.most(width);
          const cells = $$(el, 'tbody td');
          expect(cells).to.have.length(25);
          cells.forEach((td, i) => inside(td, `cell ${i}`));
          const stacked = width < 480;
          // Narrow: each value names its column (the header row is out of sight); wide: the header row does.
          expect(cells.map(shownKey), 'column names shown').to.deep.equal(
            stacked ? cells.map((_, i) => [...B, 'Average'][i % 5]) : cells.map(() => ''),
          );
          if (stacked) {
            // The name and the value side by side, both inside the cell.
            for (const td of cells) expect(td.scrollWidth, text(td)).to.be.at.most(td.clientWidth + 1);
          }
          else for (const th of $$(el, 'thead th')) inside(th, text(th));
          const rows = $$(el, '[part="bars"] li');
          const tracks = rows.map((li) => li.querySelector<SVGRectElement>('[part~="bar"]')!.ownerSVGElement!.getBoundingClientRect());
          for (const [i, li] of rows.entries()) {
            for (const part of [li.firstElementChild!, ...barNumbers(li), li.querySelector<SVGRectElement>('[part~="bar"]')!.ownerSVGElement!]) inside(part, `bar row ${i}`);
            const [value, delta] = barNumbers(li).map((n) => n.getBoundingClientRect());
            expect(Math.abs(value!.top - delta!.top), `row ${i}: value and Δ on one line`).to.be.below(2);
            expect(tracks[i]!.left, `row ${i}: bars start together`).to.be.closeTo(tracks[0]!.left, 0.5);
            expect(tracks[i]!.width, `row ${i}: one scale`).to.be.closeTo(tracks[0]!.width, 0.5);
          }
        } finally {
          await setViewport({ width: 800, height: 600 });
        }
      });
    }

    it('under pointer: coarse every control is at least 44 × 44 px', async () => {
      // (Emulation.setEmulatedMedia's `pointer` feature does not change the media query in this Chromium; touch emulation does.)
      await cdp('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      try {
        expect(matchMedia('(pointer: coarse)').matches).to.equal(true);
        for (const d of [data(), bigData(20, 60, 100)]) {
          const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`, { parentNode: container(800) });
          button(el, 'Full results').click();
          await el.updateComplete;
          const controls = $$(el, '[part="toggles"] label:has(input), select, button');
          expect(controls.length).to.be.greaterThan(4);
          for (const control of controls) {
            const r = control.getBoundingClientRect();
            expect(r.width, text(control)).to.be.at.least(44);
            expect(r.height, text(control)).to.be.at.least(44);
          }
        }
      } finally {
        await cdp('Emulation.setTouchEmulationEnabled', { enabled: false });
      }
    });

    describe('contrast, computed', () => {
      const rgb = (color: string): [number, number, number, number] => {
        const m = color.match(/[\d.]+/g)!.map(Number);
        return [m[0]!, m[1]!, m[2]!, m[3] ?? 1];
      };
      const luminance = ([r, g, b]: number[]) => {
        const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      const ratio = (a: number[], b: number[]) => {
        const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      /** The opaque colour behind a node: the nearest ancestor background (the base's surface at the latest). */
      const behind = (node: Element): number[] => {
        for (let at: Element | null = node; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host ?? null)) {
          const color = rgb(getComputedStyle(at).backgroundColor);
          if (color[3] === 1) return color;
        }
        return [255, 255, 255, 1];
      };

      for (const theme of ['light', 'dark'] as const) {
        it(`${theme}: text 4.5:1, bars and the selection mark 3:1, in every state`, async () => {
          const el = await fixture<ResultsToggle>(html`<results-toggle theme=${theme} .data=${bigData(2, 60, 100)}></results-toggle>`, {
            parentNode: container(800),
          });
          const d = data();
          d.backbones[0]!.rows[1]!.scores![B[0]!] = 10; // a loss, in the negative colour
          const small = await fixture<ResultsToggle>(html`<results-toggle theme=${theme} .data=${d}></results-toggle>`, {
            parentNode: container(800),
          });
          for (const node of [el, small]) {
            button(node, 'Full results').click();
            await node.updateComplete;
            node.shadowRoot!.getAnimations().forEach((a) => a.finish());
          }
          const states = new Set<string>();
          for (const node of [el, small]) {
            for (const parent of visibleTexts(node)) {
              const style = getComputedStyle(parent);
              const fg = rgb(style.color);
              const value = ratio(fg, behind(parent));
              states.add(parent.closest('input:checked + span') ? 'checked' : parent.closest('[aria-disabled="true"]') ? 'disabled' : parent.closest('.down') ? 'down' : parent.closest('.up') ? 'up' : 'plain');
              expect(value, `"${parent.textContent!.trim().slice(0, 30)}" ${style.color} on ${behind(parent).join()}`).to.be.at.least(4.5);
            }
            for (const rect of $$(node, 'rect[part~="bar"]')) {
              const fill = rgb(getComputedStyle(rect).fill);
              expect(ratio(fill, behind($(node, '[part="base"]')!)), `bar ${rect.getAttribute('class')}`).to.be.at.least(3);
            }
          }
          const mark = $(small, 'input:checked + span')!;
          expect(ratio(rgb(getComputedStyle(mark).backgroundColor), behind($(small, '[part="base"]')!)), 'the selected option stands out').to.be.at.least(3);
          expect([...states].sort()).to.deep.equal(['checked', 'disabled', 'down', 'plain', 'up']);
        });
      }

      it('prints the selected backbone and benchmark in ink, darker and bolder than the others', async () => {
        const el = await make({ benchmark: 'DeepSWE-v1.1' });
        await emulateMedia({ media: 'print' });
        try {
          el.shadowRoot!.getAnimations().forEach((a) => a.finish());
          const spans = $$(el, '[part="toggles"] label span');
          const on = spans.filter((s) => (s.previousElementSibling as HTMLInputElement).checked);
          const off = spans.filter((s) => !(s.previousElementSibling as HTMLInputElement).checked);
          expect(on).to.have.length(2);
          for (const span of on) {
            const style = getComputedStyle(span);
            expect(style.printColorAdjust).to.equal('exact');
            expect(Number(style.fontWeight)).to.be.at.least(700);
            expect(style.outlineColor).to.equal('rgb(0, 0, 0)');
            for (const other of off) {
              expect(luminance(rgb(style.backgroundColor)), 'a darker fill').to.be.below(luminance(rgb(getComputedStyle(other).backgroundColor)));
              expect(Number(getComputedStyle(other).fontWeight)).to.be.below(700);
            }
          }
        } finally {
          await emulateMedia({ media: 'screen' });
        }
      });
    });

    it('prints without breaking a word: labels, headers and cells', async () => {
      const d = data();
      d.benchmarks = [...B, 'Extra benchmark one'];
      d.backbones[0]!.rows[1]!.label = '+ CodeSpecWeaveTrajectories fine-tuning';
      const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${d}></results-toggle>`, { parentNode: container(640) });
      button(el, 'Full results').click();
      await el.updateComplete;
      await emulateMedia({ media: 'print' });
      try {
        window.dispatchEvent(new Event('beforeprint'));
        await el.updateComplete;
        let words = 0;
        for (const parent of visibleTexts(el)) {
          const node = [...parent.childNodes].find((c) => c.nodeType === 3 && c.textContent!.trim())!;
          const content = node.textContent!;
          // Each word (hyphens are break opportunities, as in print) must sit on one line.
          for (const match of content.matchAll(/[^\s-]+-?/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            expect(tops.size, `"${match[0]}" in "${content.trim()}"`).to.equal(1);
            words++;
          }
        }
        expect(words).to.be.greaterThan(100);
        const base = $(el, '[part="base"]')!.getBoundingClientRect();
        expect($(el, 'table')!.getBoundingClientRect().right, 'the table prints whole').to.be.at.most(base.right + 0.5);
      } finally {
        await emulateMedia({ media: 'screen' });
        window.dispatchEvent(new Event('afterprint'));
      }
    });
  });
});

/** Synthetic results: `backbones` × `rows`, `benchmarks` columns, the first row the baseline and the last the highlight. */
function bigData(backbones: number, rows: number, benchmarks = 4): ResultsData {
  const names = Array.from({ length: benchmarks }, (_, i) => `Benchmark ${i + 1}`);
  return {
    title: 'Synthetic results',
    benchmarks: names,
    backbones: Array.from({ length: backbones }, (_, b) => ({
      name: `Backbone ${b + 1}`,
      rows: Array.from({ length: rows }, (_, r) => ({
        label: r === 0 ? 'Base model' : `Setting ${r}`,
        role: r === 0 ? 'baseline' : r === rows - 1 ? 'highlight' : null,
        scores: Object.fromEntries(names.map((name, i) => [name, (b * 7 + r * 3 + i) % 100])),
      })),
    })),
  };
}