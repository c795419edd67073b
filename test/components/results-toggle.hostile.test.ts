/**
 * Hostile and huge input for <results-toggle>, as case tables: markup in every field, prototype keys
 * as names and score keys, formula cells in the CSV, input over each limit. For each case: the render
 * or the error expected, no exception escaping (window errors and unhandled rejections are caught),
 * and a generous time bound (precise timings live in `npm run bench`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/results-toggle/define.js';
import type { ResultsToggle } from '../../src/components/results-toggle/results-toggle.js';
import type { ResultsData } from '../../src/components/results-toggle/results-toggle.types.js';
import { readCsv } from '../../src/lib/csv.js';
import { BENCHMARKS, resultsData } from '../fixtures/results-data.js';
import { watchUncaught } from '../support/uncaught.js';
import { headlineFigures } from '../support/results-view.js';

const $ = (el: ResultsToggle, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: ResultsToggle, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const errorText = (el: ResultsToggle) => text($(el, '[part="error"]'));
const fullResults = (el: ResultsToggle) => $$(el, 'button').find((b) => text(b).endsWith('Full results'))!;

/** Window errors and unhandled rejections seen while a case runs: none may escape the element. */

/** A good view first (so "the last good view stays" can be checked), then the hostile input. */
async function settle(apply: (el: ResultsToggle) => void): Promise<{ el: ResultsToggle }> {
  const el = await fixture<ResultsToggle>(html`<results-toggle theme="light" .data=${resultsData()}></results-toggle>`);
  apply(el);
  await el.updateComplete;
  fullResults(el)?.click();
  await el.updateComplete;
  return { el };
}

const markup = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>b</b>';

describe('<results-toggle> hostile input', function () {
  this.timeout(60_000);

  const escaped = watchUncaught();
  afterEach(() => {
    expect(escaped, 'no exception escapes').to.deep.equal([]);
    expect((window as { __pwned?: number }).__pwned, 'no script ran').to.equal(undefined);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype untouched').to.equal(undefined);
  });

  type Case = [name: string, apply: (el: ResultsToggle) => void, expect: (el: ResultsToggle) => void];
  /** JSON in the data attribute (own "__proto__" keys survive JSON.parse); the property gives way to it. */
  const asText = (json: string) => (el: ResultsToggle) => {
    el.data = null;
    el.setAttribute('data', json);
  };
  const asJson = (d: unknown) => asText(JSON.stringify(d));
  const withData = (change: (d: ResultsData) => void) => (el: ResultsToggle) => {
    const d = resultsData();
    change(d);
    el.data = d;
  };
  const shows = (...texts: string[]) => (el: ResultsToggle) => {
    expect($(el, '[part="error"]'), errorText(el)).to.equal(null);
    const all = text($(el, '[part="base"]'));
    for (const t of texts) expect(all).to.contain(t);
    expect($$(el, 'img, script, b'), 'markup stays text').to.have.length(0);
  };
  const refuses = (message: string) => (el: ResultsToggle) => {
    expect(errorText(el)).to.contain(message);
    // The last good view stays under the message.
    expect(text(headlineFigures(el))).to.equal('+7.90pp 30.10% → 38.00%');
  };
  const protoData = (key: string) => ({
    benchmarks: [key, 'toString'],
    backbones: [{ name: key, rows: [{ label: key, role: 'baseline', scores: { [key]: 10, toString: 20 } }, { label: 'hasOwnProperty', role: 'highlight', scores: { [key]: 15 } }] }],
  });

  const cases: Case[] = [
    [
      'markup in every text field',
      withData((d) => {
        Object.assign(d, { title: markup, metric: markup, note: markup });
        d.backbones[0]!.name = `A ${markup}`;
        d.backbones[0]!.rows[0]!.label = markup;
      }),
      shows(markup, `A ${markup}`),
    ],
    [
      'markup as a benchmark name and score key',
      asJson({ benchmarks: [markup], backbones: [{ name: 'A', rows: [{ label: 'r', scores: { [markup]: 5 } }] }] }),
      shows(markup, '5.00%'),
    ],
    ['"__proto__" as benchmark, backbone, label and score key (JSON)', asJson(protoData('__proto__')), shows('__proto__', '+5.00pp', '10.00% → 15.00%')],
    ['"constructor" as benchmark, backbone, label and score key', asJson(protoData('constructor')), shows('constructor', '+5.00pp', '10.00% → 15.00%')],
    [
      'a score key "__proto__" that tries to pollute',
      asText('{"benchmarks":["b"],"backbones":[{"name":"A","rows":[{"label":"r","scores":{"__proto__":{"polluted":1}}}]}]}'),
      refuses('data.backbones[0].rows[0].scores: unknown benchmark "__proto__"'),
    ],
    ['"constructor" as the backbone attribute when none has that name', (el) => el.setAttribute('backbone', 'constructor'), (el) => expect(errorText(el)).to.contain('no backbone named "constructor"')],
    ['"__proto__" as the benchmark attribute', (el) => el.setAttribute('benchmark', '__proto__'), (el) => expect(errorText(el)).to.contain('no benchmark named "__proto__"')],
    ['a score as a string', withData((d) => (d.backbones[0]!.rows[0]!.scores![BENCHMARKS[0]!] = '54' as never)), refuses('expected a number from 0 to 100, got "54"')],
    ['a score of 1e308', asJson({ benchmarks: ['b'], backbones: [{ name: 'A', rows: [{ label: 'r', scores: { b: 1e308 } }] }] }), refuses('expected a number from 0 to 100, got 1e+308')],
    ['a row that is a string', asJson({ benchmarks: ['b'], backbones: [{ name: 'A', rows: ['x'] }] }), refuses('data.backbones[0].rows[0]: expected an object, got "x"')],
    ['JSON nested 100,000 deep', asText('['.repeat(100_000) + ']'.repeat(100_000)), (el) => expect(errorText(el)).to.match(/^Error: data/)],
    ['data attribute over 5 MB', asText(`"${'x'.repeat(5_000_001)}"`), refuses('5 MB limit')],
    ['a 10 MB row label', withData((d) => (d.backbones[0]!.rows[0]!.label = 'x'.repeat(10_000_000))), refuses('data.backbones[0].rows[0].label: 10,000,000 characters is over the limit of 500')],
    [
      '100,001 rows',
      withData((d) => (d.backbones[0]!.rows = Array.from({ length: 100_001 }, (_, i) => ({ label: `r${i}` })))),
      refuses('data.backbones: 100,003 rows in all is over the limit of 100,000'),
    ],
    [
      '1,001 backbones',
      withData((d) => (d.backbones = Array.from({ length: 1_001 }, (_, i) => ({ name: `B${i}`, rows: [{ label: 'r' }] })))),
      refuses('data.backbones: 1,001 backbones is over the limit of 1,000'),
    ],
    [
      '501 benchmarks',
      withData((d) => (d.benchmarks = Array.from({ length: 501 }, (_, i) => `b${i}`))),
      refuses('data.benchmarks: 501 benchmarks is over the limit of 500'),
    ],
    [
      '100,000 rows exactly: renders a page of the full table',
      withData((d) => (d.backbones = Array.from({ length: 4 }, (_, b) => ({ name: `B${b}`, rows: Array.from({ length: 25_000 }, (_, i) => ({ label: `r${i}`, scores: { [BENCHMARKS[0]!]: i % 100 } })) })))),
      (el) => {
        expect($(el, '[part="error"]')).to.equal(null);
        expect(text($(el, '[part="base"]'))).to.contain('of 100,000');
        expect($$(el, '[part="bars"] li')).to.have.length(40);
      },
    ],
    [
      '500 benchmarks × 20 backbones: selects, not thousands of buttons',
      withData((d) => {
        d.benchmarks = Array.from({ length: 500 }, (_, i) => `b${i}`);
        d.backbones = Array.from({ length: 20 }, (_, b) => ({ name: `B${b}`, rows: [{ label: 'r', scores: { b499: b } }] }));
      }),
      (el) => {
        expect($(el, '[part="error"]')).to.equal(null);
        expect($$(el, 'select').map((s) => s.querySelectorAll('option').length)).to.deep.equal([20, 500]);
        expect($$(el, 'input[type="radio"]')).to.have.length(0);
      },
    ],
  ];

  for (const [name, apply, check] of cases) {
    it(name, async () => {
      // What it settles to, not how fast: timings are in `npm run bench` (a shared machine's load made
      // wall-clock bounds fail for time, not behaviour).
      const { el } = await settle(apply);
      check(el);
    });
  }

  it('the CSV neutralises every text cell a spreadsheet would evaluate: names, labels and headers (bytes checked)', async () => {
    const d: ResultsData = {
      title: 'x',
      benchmarks: ['=HYPERLINK("http://x","y")', '+1+1', 'ok'],
      backbones: [
        {
          name: "=cmd|' /C calc'!A0",
          rows: [
            { label: '@SUM(A1)', role: 'baseline', scores: { ok: 1.5 } },
            { label: '\tTab', scores: { '+1+1': 2 } },
            { label: '-2+3', role: 'highlight', scores: { ok: 3 } },
          ],
        },
      ],
    };
    const el = await fixture<ResultsToggle>(html`<results-toggle .data=${d}></results-toggle>`);
    fullResults(el).click();
    await el.updateComplete;
    const original = HTMLAnchorElement.prototype.click;
    let blob!: Promise<Blob>;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      blob = fetch(this.href).then((r) => r.blob());
    };
    try {
      $$(el, 'button').find((b) => text(b) === 'Download CSV')!.click();
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    const bytes = await (await blob).text();
    expect(bytes).to.equal(
      [
        `Backbone,Training data,Role,"'=HYPERLINK(""http://x"",""y"")",'+1+1,ok,Average`,
        `'=cmd|' /C calc'!A0,'@SUM(A1),baseline,,,1.50,`,
        `'=cmd|' /C calc'!A0,'\tTab,,,2.00,,`,
        `'=cmd|' /C calc'!A0,'-2+3,highlight,,,3.00,`,
        '',
      ].join('\r\n'),
    );
    expect(readCsv(bytes)[0]![3]).to.equal(`'=HYPERLINK("http://x","y")`);
  });
});
