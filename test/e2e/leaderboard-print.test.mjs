// A leaderboard with 0 to 6 fields printed on A4 through Chromium's own print (page.pdf()), read
// back with poppler's pdftotext (issue 35): no score drawn onto its gap ("76.8%0.0pp"), every
// heading whole, no reader chrome (sort arrows, the swipe hint), every field value on paper. And
// across pages: a board taller than a page starts where it falls, under the text before it (125 rows
// left the first page blank under the page's heading), and a short one is never cut in two.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openPage, startEnvironment } from './support/browser.mjs';
import { A4, acrossPageEnd, bare, pagesWith, printedPages } from './support/pdf-pages.mjs';

/** Six fields as real boards name them (Open LLM Leaderboard, EvalPlus). ILLUSTRATIVE values. */
const FIELDS = [
  { key: 'params', label: 'Parameters', type: 'number', unit: 'B', decimals: 0 },
  { key: 'humaneval', label: 'HumanEval+ pass@1', type: 'number', unit: '%', decimals: 1 },
  { key: 'hellaswag', label: 'HellaSwag (10-shot)', type: 'number', decimals: 1 },
  { key: 'released', label: 'Release date', type: 'date' },
  { key: 'license', label: 'Hub License', type: 'text' },
  { key: 'open', label: 'Open weights', type: 'flag' },
];
const MODELS = ['DeepSeek-Coder-V2-Instruct-0724', 'Qwen2.5-Coder-32B-Instruct', 'meta-llama/Meta-Llama-3.1-405B-Instruct', 'claude-3-5-sonnet-20241022', 'gpt-4o-2024-08-06', 'Magicoder-S-DS-6.7B'];

function board(fieldCount) {
  const fields = FIELDS.slice(0, fieldCount);
  const values = (i) => ({ params: [236, 32, 405, null, 200, 7][i], humaneval: 76.8 - i * 2, hellaswag: 86.1 - i, released: `2024-0${i + 1}-1${i}`, license: ['deepseek-license', 'apache-2.0', 'llama3.1'][i % 3], open: i % 2 === 0 });
  return {
    title: `Code models, ${fieldCount} fields (illustrative values)`,
    metric: 'Accuracy',
    unit: '%',
    groupLabel: 'Organisation',
    ...(fields.length ? { fields } : {}),
    entries: MODELS.map((model, i) => ({
      model,
      framework: ['DeepSeek', 'Alibaba', 'Meta', 'Anthropic', 'OpenAI', 'ise-uiuc'][i],
      score: 76.8 - i * 3.1,
      ...(fields.length ? { fields: Object.fromEntries(fields.map((field) => [field.key, values(i)[field.key]])) } : {}),
    })),
  };
}

describe('leaderboard-table printed on A4', () => {
  let env;
  let dir;
  before(async () => {
    env = await startEnvironment();
    dir = mkdtempSync(path.join(os.tmpdir(), 'board-print-'));
  });
  after(async () => {
    await env?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const fieldCount of [0, 2, 4, 6]) {
    test(`${fieldCount} fields: scores clear of their gaps, headings whole, no reader chrome`, async () => {
      const { page, problems } = await openPage(env.browser, env.url('/demo/blog-post.html'), { width: 1280 });
      try {
        // A page of its own on the server's origin, so the bundle loads as a module.
        await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/codespecweave-widgets.js"></script></head>
          <body style="font: 16px/1.5 sans-serif"><leaderboard-table motion="none" theme="light"></leaderboard-table></body></html>`);
        await page.evaluate(async (data) => {
          await customElements.whenDefined('leaderboard-table');
          const el = document.querySelector('leaderboard-table');
          el.data = data;
          await el.ready;
        }, board(fieldCount));
        const file = path.join(dir, `board-${fieldCount}.pdf`);
        writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        const flat = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        // The score's number and the gap's never run into one another ("76.8%0.0pp").
        assert.doesNotMatch(text, /\d%\s?[−+-]?\d+\.\dpp/, `no score drawn onto its gap:\n${text}`);
        for (let i = 0; i < MODELS.length; i++) assert.match(text, new RegExp(`${(76.8 - i * 3.1).toFixed(1)}%`), `row ${i + 1}'s score printed`);
        // Every heading whole: each of its words on paper as one word, none cut at its end.
        // (The group's heading only where its column is printed: on A4 the group goes under the model.)
        for (const heading of ['Model', 'Accuracy', 'Gap to best', ...FIELDS.slice(0, fieldCount).map((field) => field.label)]) {
          for (const word of heading.split(/\s+/)) {
            const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            assert.match(flat, new RegExp(`(^|\\s)${escaped}(\\s|$)`, 'm'), `heading word "${word}" whole on paper`);
          }
        }
        assert.doesNotMatch(text, /[↕↑↓]/, 'no sort arrows on paper');
        assert.doesNotMatch(text, /Swipe to compare/, 'no swipe hint on paper');
        // Every field value on paper.
        if (fieldCount >= 4) for (let i = 0; i < MODELS.length; i++) assert.match(text, new RegExp(`2024-0${i + 1}-1${i}`), `row ${i + 1}'s date printed`);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});

/** `rows` entries, as many as EvalPlus's board lists (125), named as its models are; best first. ILLUSTRATIVE scores. */
function longBoard(rows) {
  return {
    title: `Code models on HumanEval+, ${rows} entries (illustrative scores)`,
    description: 'pass@1, greedy decoding; one row per model and version.',
    metric: 'HumanEval+ pass@1',
    unit: '%',
    entries: Array.from({ length: rows }, (_, i) => ({
      model: `${MODELS[i % MODELS.length]} r${String(i + 1).padStart(3, '0')}`,
      framework: ['DeepSeek', 'Alibaba', 'Meta', 'Anthropic', 'OpenAI', 'ise-uiuc'][i % 6],
      score: Math.round((89.6 - (i * 60) / rows) * 10) / 10,
    })),
  };
}

const INTRO = 'The models were run with the harness of the benchmark, three samples per task, and the best of each is shown below.';

const CLOSING = 'The text after the board.';

/** A reader's page: a heading, a paragraph, `#spacer` and `#tail` (empty until a test sizes them), the board between them, a closing line. */
async function boardPage(browser, url, data) {
  const { page, problems } = await openPage(browser, url, { width: 1280 });
  await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/codespecweave-widgets.js"></script></head>
    <body style="margin: 0; padding: 16px; font: 16px/1.5 sans-serif"><h1>Results of the study</h1><p>${INTRO}</p><div id="spacer"></div>
    <leaderboard-table motion="none" theme="light"></leaderboard-table><div id="tail"></div><p>${CLOSING}</p></body></html>`);
  await page.evaluate(async (data) => {
    await customElements.whenDefined('leaderboard-table');
    const el = document.querySelector('leaderboard-table');
    el.data = data;
    await el.ready;
  }, data);
  return { page, problems };
}

describe('leaderboard-table across A4 pages', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test("125 rows after a paragraph: the first page holds the paragraph, the board's title and its first rows; no page holds only the page's heading", async () => {
    const data = longBoard(125);
    const { page, problems } = await boardPage(env.browser, env.url('/demo/blog-post.html'), data);
    try {
      const pages = await printedPages(page, { keep: process.env.PRINT_PAGES ? path.join(process.env.PRINT_PAGES, 'long-board') : null });
      assert.ok(pages.length > 2, `125 rows take more than two pages (${pages.length})`);
      const first = bare(pages[0]);
      assert.ok(first.includes(bare(INTRO)), `the paragraph on page 1:\n${pages[0]}`);
      assert.ok(first.includes(bare(data.title)), `the board's title on page 1, under the paragraph:\n${pages[0]}`);
      for (const entry of data.entries.slice(0, 3)) assert.ok(first.includes(bare(entry.model)), `row "${entry.model}" on page 1:\n${pages[0]}`);
      pages.forEach((text, i) => assert.notEqual(bare(text).replace(bare('Results of the study'), ''), '', `page ${i + 1} holds more than the page's heading`));
      // Every row on paper, each whole on one page (a row is never cut across a page's end).
      for (const entry of data.entries) assert.equal(pagesWith(pages, entry.model).length, 1, `row "${entry.model}" on exactly one page`);
      // Each page of rows is headed by the columns' names (the header repeated; Chromium drew the
      // header's sort buttons on the first page only, leaving an empty band on the others).
      pages.forEach((text, i) => {
        if (!data.entries.some((entry) => bare(text).includes(bare(entry.model)))) return;
        for (const heading of ['Model', data.metric]) assert.ok(bare(text).includes(bare(heading)), `page ${i + 1}'s rows under the heading "${heading}":\n${text}`);
      });
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test("10 rows across a page's end: moved whole onto the next page (without the print rule, the same board is cut in two)", async () => {
    const data = longBoard(10);
    const { page, problems } = await boardPage(env.browser, env.url('/demo/blog-post.html'), data);
    try {
      const { height } = await acrossPageEnd(page, 'leaderboard-table');
      assert.ok(height > 300 && height < A4.height, `a board shorter than a page (${height} px)`);
      // Then a block that ends page 2 with the closing line where the board is cut, and pushes that line
      // onto page 3 where the board moves whole: a print whose page count was taken before the board
      // moved would leave it out (the findings page lost its last section so).
      await page.$eval('#tail', (tail, room) => (tail.style.height = `${room}px`), A4.height - 0.75 * height - 40);
      const [title, last] = [data.title, data.entries.at(-1).model];
      // The control: the author's rule that lets it break, as the host's rule did not (an author's rule wins over :host).
      await page.addStyleTag({ content: '@media print { leaderboard-table { break-inside: auto } }' });
      const cut = await printedPages(page);
      assert.deepEqual([pagesWith(cut, title), pagesWith(cut, last)], [[1], [2]], "breakable, it is cut at the page's end: the case straddles it");
      await page.evaluate(() => document.querySelector('style:last-of-type').remove());
      const pages = await printedPages(page, { keep: process.env.PRINT_PAGES ? path.join(process.env.PRINT_PAGES, 'short-board') : null });
      assert.deepEqual([pagesWith(pages, title), pagesWith(pages, last)], [[2], [2]], `the board whole on page 2:\n${pages.join('\n--- page ---\n')}`);
      assert.ok(bare(pages[0]).includes(bare(INTRO)), 'the paragraph stays on page 1');
      assert.deepEqual([pagesWith(cut, CLOSING), pagesWith(pages, CLOSING)], [[2], [3]], 'the closing line printed, after the board');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
