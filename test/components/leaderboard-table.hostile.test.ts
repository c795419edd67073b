/**
 * Hostile and huge input for <leaderboard-table> (issue 13), as a case table: markup and URL tricks
 * in every field, prototype keys as names, colours that could fetch, pathological sizes. For each
 * case: the error the element shows (naming the limit or the path) or what it renders, no exception
 * escaping to the page and Object.prototype untouched. No time is asserted (the machine is shared
 * and a wall-clock bound failed for load, not behaviour): `npm run bench` measures.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/leaderboard-table/define.js';
import type { LeaderboardTable } from '../../src/components/leaderboard-table/leaderboard-table.js';
import { readCsv } from '../../src/lib/csv.js';
import { watchUncaught } from '../support/uncaught.js';
import { captureDownload } from '../support/download.js';
import { bodyRows, buttonNamed, cellOf, shownNumber } from '../support/board-view.js';

const root = (el: HTMLElement) => el.shadowRoot!;
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => root(el).querySelector<E>(selector)!;
const $$ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => [...root(el).querySelectorAll<E>(selector)];
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const errorText = (el: HTMLElement) => text(root(el).querySelector('[part="error"]'));
const modelNames = (el: HTMLElement) =>
  $$(el, 'tbody th[scope="row"]').map((th) =>
    [...th.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE || (n instanceof Element && !n.classList.contains('fw'))).map((n) => n.textContent).join('').trim(),
  );

const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

interface Case {
  name: string;
  /** The data, or JSON text for the `data` attribute. */
  input: unknown;
  /** The error shown (exact text or pattern); none expected when absent. */
  error?: string | RegExp;
  /** What a reader must see when the input renders. */
  check?: (el: LeaderboardTable) => void;
}

const entry = (extra: Record<string, unknown>) => ({ model: 'Model', framework: 'Codex', score: 50, ...extra });

const cases: Case[] = [
  {
    name: 'markup in every text field is shown as text',
    input: { title: MARKUP, description: MARKUP, metric: MARKUP, unit: '<b>u</b>', entries: [entry({ model: MARKUP, framework: MARKUP }), entry({ model: 'b' })] },
    check: (el) => {
      expect(text($(el, '[role="heading"]'))).to.equal(MARKUP);
      expect(modelNames(el)).to.include(MARKUP);
      expect(text($(el, '[part="legend"]'))).to.contain(MARKUP);
      expect(text(shownNumber(cellOf(el, bodyRows(el)[0]!, 'score')))).to.equal('50.0<b>u</b>');
      expect(root(el).querySelector('img, script:not([type]), b')).to.equal(null);
    },
  },
  ...['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd'].map(
    (url): Case => ({
      name: `the url ${JSON.stringify(url)} is not a link`,
      input: { entries: [entry({ url })] },
      check: (el) => {
        expect(root(el).querySelector('a')).to.equal(null);
        expect(modelNames(el)).to.deep.equal(['Model']);
      },
    }),
  ),
  {
    name: 'http(s), mailto and relative urls stay links',
    input: { entries: [entry({ url: 'https://example.org/a' }), entry({ model: 'B', url: 'mailto:a@example.org' }), entry({ model: 'C', url: '/rel' })] },
    check: (el) => expect($$(el, 'a').map((a) => a.getAttribute('href'))).to.deep.equal(['https://example.org/a', 'mailto:a@example.org', '/rel']),
  },
  {
    name: '__proto__ and constructor as model and framework names, with their own colours',
    input: '{"entries":[{"model":"__proto__","framework":"__proto__","score":60},{"model":"constructor","framework":"constructor","score":50},{"model":"toString","framework":"hasOwnProperty","score":40}],"colors":{"__proto__":"#123456","constructor":"#654321"}}',
    check: (el) => {
      expect(modelNames(el)).to.deep.equal(['__proto__', 'constructor', 'toString']);
      expect($$(el, '[part="legend"] button').map(text)).to.deep.equal(['__proto__', 'constructor', 'hasOwnProperty']);
      expect($$(el, 'rect[part="bar"]').map((bar) => bar.getAttribute('fill'))).to.deep.equal(['#123456', '#654321', '#009E73']);
    },
  },
  {
    name: 'a colour that fetches, url(//host/x.svg#g), is refused with a clear error',
    input: { entries: [entry({})], colors: { Codex: 'url(//host.example/x.svg#g)' } },
    error: 'data.colors["Codex"]: expected a CSS colour (hex, a name, rgb()/hsl()/oklch()… or var(--…)), got "url(//host.example/x.svg#g)": colours that could load a URL are refused',
  },
  { name: 'a colour smuggling a declaration', input: { entries: [entry({})], colors: { Codex: 'red;fill:url(#x)' } }, error: /could load a URL/ },
  { name: 'a CSS-escaped url', input: { entries: [entry({})], colors: { Codex: 'u\\72l(//host/x)' } }, error: /escapes are not colour syntax/ },
  { name: 'image-set()', input: { entries: [entry({})], colors: { Codex: 'image-set(//host/x.png 1x)' } }, error: /could load a URL/ },
  { name: 'a colour that is not text', input: { entries: [entry({})], colors: { Codex: { toString: 'red' } } }, error: /data.colors\["Codex"\]: expected a CSS colour .*got an object: not text/ },
  {
    name: 'colour syntax passes: hex, oklch(), var() with a fallback',
    input: { entries: [entry({}), entry({ framework: 'A' }), entry({ framework: 'B' })], colors: { Codex: '#36c', A: 'oklch(0.6 0.15 250)', B: 'var(--brand, #36c)' } },
    check: (el) => expect($$(el, '[part="legend"] rect').map((r) => r.getAttribute('fill'))).to.deep.equal(['oklch(0.6 0.15 250)', 'var(--brand, #36c)', '#36c']),
  },
  { name: 'entries over the limit', input: { entries: Array.from({ length: 100_001 }, (_, i) => ({ model: `m${i}`, score: 1 })) }, error: 'data.entries: 100,001 entries, over the limit of 100,000' },
  {
    name: '100,000 entries, the limit, render (windowed)',
    input: { entries: Array.from({ length: 100_000 }, (_, i) => ({ model: `m${i}`, framework: `f${i % 7}`, score: i % 101 })) },
    check: (el) => {
      expect($(el, 'table').getAttribute('aria-rowcount')).to.equal('100001');
      expect(bodyRows(el).length).to.be.below(200);
    },
  },
  { name: 'a model over the text limit', input: { entries: [entry({ model: 'x'.repeat(2001) })] }, error: 'data.entries[0].model: longer than the 2,000-character limit (2,001 characters)' },
  { name: 'a 1 MB title', input: { title: 'T'.repeat(1_000_000), entries: [entry({})] }, error: 'data.title: longer than the 2,000-character limit (1,000,000 characters)' },
  { name: 'a framework over the text limit', input: { entries: [entry({ framework: 'f'.repeat(5000) })] }, error: /^data.entries\[0\].framework: longer than the 2,000-character limit/ },
  { name: 'a url over the text limit', input: { entries: [entry({ url: `https://e.org/${'a'.repeat(3000)}` })] }, error: /^data.entries\[0\].url: longer than the 2,000-character limit/ },
  { name: 'JSON text over 5 MB', input: `{"entries":[${'{"model":"m","score":1},'.repeat(230_000)}{"model":"m","score":1}]}`, error: /over the 5 MB limit/ },
  { name: 'an unbroken 2,000-character model renders inside its card', input: { entries: [entry({ model: 'W'.repeat(2000) }), entry({ model: 'b' })] }, check: (el) => expect(el.getBoundingClientRect().width).to.be.at.most(900) },
  { name: 'entries that are not objects', input: { entries: [null] }, error: 'data.entries[0]: expected an object, got null' },
  { name: 'entries as text', input: { entries: 'x'.repeat(100_000) }, error: /^data.entries: expected an array, got "xxx/ },
  { name: 'an infinite score', input: '{"entries":[{"model":"m","score":1e400}]}', error: 'data.entries[0].score: expected a number from 0 to 100, got Infinity' },
  { name: 'a score given as text', input: { entries: [entry({ score: '50' })] }, error: 'data.entries[0].score: expected a number from 0 to 100, got "50"' },
  { name: 'a framework that is an object', input: { entries: [entry({ framework: { __proto__: null } })] }, error: 'data.entries[0].framework: expected a string, got an object' },
  { name: 'JSON nested 100,000 deep', input: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, error: /^data attribute: |expected an object/ },
  { name: 'bidi and control characters are shown as text', input: { entries: [entry({ model: '\u202Eevil\u200F\u0000' })] }, check: (el) => expect(modelNames(el)).to.deep.equal(['\u202Eevil\u200F\u0000']) },
];

describe('<leaderboard-table> hostile input', () => {
  const escaped = watchUncaught();

  for (const { name, input, error, check } of cases) {
    it(name, async function () {
      this.timeout(30_000);
      const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 900px"><leaderboard-table theme="light"></leaderboard-table></div>`);
      const el = wrapper.firstElementChild as LeaderboardTable;
      // A good board first: bad input must leave it on screen.
      el.data = { entries: [{ model: 'Last good', score: 1 }] } as never;
      await el.updateComplete;
      const messages: string[] = [];
      el.addEventListener('csw-error', (event) => messages.push(event.detail.message));
      expect(() => {
        if (typeof input === 'string') {
          el.data = undefined;
          el.setAttribute('data', input);
        } else el.data = input as never;
      }).not.to.throw();
      await el.updateComplete;
      if (error) {
        expect(messages.length, 'one csw-error').to.equal(1);
        if (typeof error === 'string') expect(messages[0]).to.equal(error);
        else expect(messages[0]).to.match(error);
        expect(errorText(el)).to.contain(messages[0]!.slice(0, 60));
        expect(modelNames(el)).to.deep.equal(['Last good']);
      } else {
        expect(messages, 'no error').to.deep.equal([]);
        check?.(el);
      }
      expect(escaped, 'no exception escaped').to.deep.equal([]);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
      expect(Object.prototype).to.not.have.property('fill');
      expect(({} as Record<string, unknown>).constructor).to.equal(Object);
    });
  }

  it('the CSV export neutralises formulas: the bytes a spreadsheet opens', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 900px"><leaderboard-table theme="light"></leaderboard-table></div>`);
    const el = wrapper.firstElementChild as LeaderboardTable;
    el.data = {
      title: '=cmd|" /C calc"!A0',
      entries: [
        { model: '=HYPERLINK("http://x","y")', framework: '+1+1', score: 90 },
        { model: '@SUM(A1:A9)', framework: '-2+3', score: 80, low: 70, high: 85 },
        { model: '\tTab', framework: '\rCR', score: 70 },
        { model: 'Plain, "quoted"', framework: 'ok', score: null },
      ],
    } as never;
    await el.updateComplete;
    const { name: filename, blob } = await captureDownload(() => buttonNamed(el, 'Download CSV')!.click());
    const bytes = await blob.text();
    expect(bytes).to.equal(
      'rank,model,framework,score (%),low,high,gap\r\n' +
        `1,"'=HYPERLINK(""http://x"",""y"")",'+1+1,90,,,0.0\r\n` +
        "2,'@SUM(A1:A9),'-2+3,80,70,85,10.0\r\n" +
        "3,'\tTab,\"'\rCR\",70,,,20.0\r\n" +
        ',"Plain, ""quoted""",ok,,,,\r\n',
    );
    expect(readCsv(bytes).slice(1).every((row) => row.slice(1, 3).every((cell) => !/^[=+\-@\t\r]/.test(cell)))).to.equal(true);
    expect(filename).to.match(/\.csv$/);
    expect(filename).not.to.match(/[|"<>:*?\\/]/);
  });
});
