// Issue 35, "every element laid out for real data in every medium": each element with data shaped
// like real papers' and projects' (test/fixtures/layout/: Magicoder's grouped results with ± values
// and seven benchmarks, results with a rating on its own scale beside percentages, Flask's 23
// modules, scikit-learn's 60, Magicoder's pipeline with labels of several words, a 66-author BibTeX
// entry with a long URL; and leaderboards with 0, 2, 4 and 6 fields and 125 rows), on a plain page
// (fixtures/layout.html), at 320, 375, 680, 768 and 1280 px, light and dark, in German and Japanese
// (the other four languages at phone widths), and printed. support/layout-audit.mjs finds, in the
// page, clipped text, texts drawn over each other, words split inside, text outside the viewport and
// a page wider than it. Printed, each follows a paragraph: the first page holds the paragraph and
// the element's title (with a long element's first rows or names), no page only the page's heading,
// and an element that fits a page is on one page.
//
// LAYOUT_SCREENSHOTS=1 also writes the pictures in docs/screenshots/layout-*.png (the web at 375
// and 1280 px, the results at 375, 768 and 1280 px, the blog post at 375 px while loading, and the
// printed pages through pdftoppm), to be looked at.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { auditLayout, auditWeb, problemsOf, shownTexts } from './support/layout-audit.mjs';
import { ELEMENT_SELECTOR, REPO_ROOT, nextFrames, openPage, startEnvironment, waitForElementsRendered } from './support/browser.mjs';
import { A4, acrossPageEnd, bare, pagesWith, pdfPageTexts, printedPages } from './support/pdf-pages.mjs';

const PAGE = '/test/e2e/fixtures/layout.html';
const WIDTHS = [320, 375, 680, 768, 1280];
const LANGS = ['de', 'ja'];
const THEMES = ['light', 'dark'];
const CASES = ['results-grouped', 'results-rating', 'web-23', 'web-60', 'web-pipeline', 'bibtex-long', 'board-0', 'board-2', 'board-4', 'board-6'];
const SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS ? path.join(REPO_ROOT, 'docs/screenshots') : null;
const HOST = '#stage > :is(requirement-web, results-toggle, leaderboard-table, bibtex-card)';
/** A4 less Chrome's default print margins (0.4 in), in CSS px: the page a printed case is laid out for. */
const PAPER = { width: 718, height: 1046, margin: { top: '0.4in', right: '0.4in', bottom: '0.4in', left: '0.4in' } };
/** Japanese script, CJK punctuation and full-width forms: this machine has no font for them, so a PDF holds no text for them. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** The printed cases longer than a page whose title and first rows (or drawing) fit under the paragraph on page 1. */
const STARTS_ON_PAGE_1 = ['web-60', 'board-0', 'board-2', 'board-4', 'board-6'];
/** The paragraph a printed case puts before its element. */
const INTRO = 'The figure below shows what the study found; the paragraph before it is the page’s own text, printed first.';
/** The element of a `?fit=` case, in its box. */
const FITTED = '#box > :is(requirement-web, results-toggle, leaderboard-table, bibtex-card)';

/**
 * Laid out again for a new viewport: container queries at once, the web after its ResizeObserver's
 * frame, and any chunk a new form needs (the web's flow layout at a narrow width): each element's
 * updateComplete, which waits for it. (A loaded machine's chunk came after a fixed pause.)
 */
async function resize(page, width, height = 900) {
  await page.setViewport({ width, height });
  await nextFrames(page);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await page.evaluate((selector) => Promise.all([...document.querySelectorAll(selector)].map((el) => el.updateComplete)), ELEMENT_SELECTOR);
  await nextFrames(page);
}

/** What each element must show besides a clean audit, at `width` px. */
async function elementChecks(page, name, width) {
  const problems = [];
  if (name.startsWith('web-')) {
    const web = await auditWeb(page, HOST);
    problems.push(...web.crossed.map((c) => `at ${width} px: ${c}`));
    // Up to 25 requirements, at most a quarter shortened or left out at rest.
    const lost = web.nodes - web.labels + web.shortened;
    if (web.nodes <= 25 && lost > web.nodes / 4) problems.push(`at ${width} px: ${lost} of ${web.nodes} names shortened or left out`);
  }
  if (name.startsWith('results-')) {
    // The chart is the point: each bar's track takes a third of the element's width or more.
    const { track, inner } = await page.evaluate((host) => {
      const root = document.querySelector(host).shadowRoot;
      return { track: root.querySelector('[part="bars"] li svg').getBoundingClientRect().width, inner: root.querySelector('[part~="base"]').clientWidth };
    }, HOST);
    if (track < inner / 3) problems.push(`at ${width} px: the bars get ${Math.round(track)} of ${Math.round(inner)} px`);
  }
  return problems;
}

describe('every element laid out for real-shaped data (issue 35)', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  for (const name of CASES) {
    for (const lang of LANGS) {
      for (const theme of THEMES) {
        test(`${name}, ${lang}, ${theme}: at ${WIDTHS.join(', ')} px nothing clipped, drawn over, split inside a word or outside the page`, async () => {
          const { page, problems } = await openPage(env.browser, env.url(`${PAGE}?case=${name}&lang=${lang}&theme=${theme}`), { width: WIDTHS[0], colorScheme: theme });
          try {
            await waitForElementsRendered(page);
            const found = [];
            for (const width of WIDTHS) {
              await resize(page, width);
              found.push(...problemsOf(await auditLayout(page)).map((p) => `at ${width} px: ${p}`));
              found.push(...(await elementChecks(page, name, width)));
              const shot = SCREENSHOTS && lang === 'de' && screenshotName(name, width, theme);
              if (shot) await (await page.$(HOST)).screenshot({ path: path.join(SCREENSHOTS, shot) });
            }
            assert.deepEqual(found, []);
            assert.deepEqual(problems, []);
          } finally {
            await page.close();
          }
        });
      }
    }
  }

  for (const name of CASES) {
    for (const lang of LANGS) {
      test(`${name}, ${lang}, printed after a paragraph: every text of the element is in the PDF, where the page breaks let it start (page 1) or whole on a page, and on the page nothing is clipped, drawn over or split`, async () => {
        const { page, problems } = await openPage(env.browser, env.url(`${PAGE}?case=${name}&lang=${lang}`), { width: 1280 });
        const dir = mkdtempSync(path.join(tmpdir(), 'csw-layout-'));
        try {
          await waitForElementsRendered(page);
          // A reader's page: the element under a paragraph of the page's own text (a board of 125 rows
          // was moved whole onto page 2 and left page 1 blank under the page's heading).
          await page.evaluate((text) => document.querySelector('h1').insertAdjacentHTML('afterend', `<p id="intro">${text}</p>`), INTRO);
          // An A4 page less Chrome's default margins (0.4 in), in CSS px, and the PDF printed with them:
          // the elements lay themselves out for print as on that page.
          await page.emulateMediaType('print');
          await resize(page, PAPER.width, PAPER.height);
          const found = problemsOf(await auditLayout(page)).map((p) => `printed: ${p}`);
          // A stroked text (a halo) is drawn twice in the PDF: copied or searched, each word came twice.
          const stroked = await page.$eval(HOST, (host) =>
            [...host.shadowRoot.querySelectorAll('text')].filter((text) => getComputedStyle(text).stroke !== 'none').map((text) => text.textContent.trim()),
          );
          found.push(...stroked.map((text) => `printed with a stroke (twice in the PDF's text): ${JSON.stringify(text)}`));
          // Compared without spaces and hyphens (pdftotext joins a line that ends in "-" to the next) and in
          // capitals: pdftotext gives the letters as drawn, after CSS text-transform (the summary labels).
          // Not text in Japanese script or CJK punctuation and full-width forms ("～"): this machine has no Japanese font, so the PDF holds no glyphs
          // to extract for it (the layout is audited all the same).
          const texts = (await shownTexts(page, HOST)).filter((text) => !CJK.test(text));
          assert.ok(texts.length > 3, `texts printed: ${texts.join(' | ')}`);
          // A web's labels as drawn (lines joined; read before the PDF: its afterprint ends the paper layout).
          const drawn = await page.$eval(HOST, (el) => [...el.shadowRoot.querySelectorAll('text[data-for]')].map((text) => text.textContent));
          const { title, height, firstRows } = await page.$eval(HOST, (el) => ({
            title: el.shadowRoot.querySelector('[part~="title"]').textContent.trim(),
            height: Math.round(el.getBoundingClientRect().height),
            // A board's first two rows as printed (the default order: best first; two rows with six fields fill page 1); the element's data as read from its src.
            firstRows: el.localName === 'leaderboard-table' ? [...el.value.entries].sort((a, b) => b.score - a.score).slice(0, 2).map((entry) => entry.model) : [],
          }));
          const pdf = path.join(dir, 'page.pdf');
          writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true, margin: PAPER.margin }));
          const pages = pdfPageTexts(pdf);
          const printed = bare(pages.join(''));
          const missing = texts.filter((text) => !printed.includes(bare(text)));
          found.push(...missing.map((text) => `not in the PDF: ${JSON.stringify(text)}`));
          // Where the pages break. An element that fits a page is printed whole on one page (the title's);
          // a longer one starts on page 1, under the paragraph: its title with its first rows, or its
          // drawing (one figure, whole); no page holds only the page's heading.
          pages.forEach((text, i) => bare(text) === bare('A page about a paper') && found.push(`page ${i + 1} holds only the page's heading`));
          if (!bare(pages[0]).includes(bare(INTRO))) found.push('the paragraph not on page 1');
          const latin = (text) => !CJK.test(text);
          // (The anchor: the title, or a Japanese card's first text in Latin script: no glyphs here for its title.)
          const anchor = latin(title) ? title : texts[0];
          const home = pagesWith(pages, anchor)[0];
          if (!home) found.push(`${JSON.stringify(anchor)} on no page`);
          else if (height <= PAPER.height) {
            const away = texts.filter((text) => !bare(pages[home - 1] ?? '').includes(bare(text)));
            found.push(...away.map((text) => `${JSON.stringify(text)} not on page ${home}, with ${JSON.stringify(anchor)}: the element (${height} px) fits a page`));
          } else {
            // Its title with its first rows or its drawing, on page 1 where they fit under the
            // paragraph (the boards' and the 60-module web's do), else on page 2 (the Flask web's drawing is
            // taller than what is left of page 1).
            const start = STARTS_ON_PAGE_1.includes(name) ? 1 : home;
            if (home > 2 || home !== start) found.push(`${JSON.stringify(anchor)} on page ${home}, not ${start}: the element (${height} px) starts there`);
            const away = [...firstRows, ...drawn.filter(latin)].filter((text) => !bare(pages[start - 1]).includes(bare(text)));
            found.push(...away.map((text) => `${JSON.stringify(text)} not on page ${start} (on ${pagesWith(pages, text).join(', ') || 'none'}), with the title`));
          }
          // Nothing shows on hover on paper: every requirement's name is printed whole, those the
          // drawing shortens or leaves out too (the web prints its list then).
          if (name.startsWith('web-') && lang === 'de') {
            // (The element's data as read from its src: `value` is protected in TypeScript, not in the page.)
            const names = await page.$eval(HOST, (web) => web.value.requirements.map((r) => r.label));
            assert.ok(names.length > 3, `names: ${names.join(' | ')}`);
            // Seen whole on the page, drawn or in the printed list, and in the PDF.
            const squeeze = (text) => text.replace(/\s+/g, '');
            const seen = [...texts, ...drawn].map(squeeze);
            found.push(...names.filter((label) => !seen.some((text) => text.includes(squeeze(label)))).map((label) => `a name not shown whole on paper: ${JSON.stringify(label)}`));
            found.push(...names.filter((label) => !printed.includes(bare(label))).map((label) => `a name not whole in the PDF: ${JSON.stringify(label)}`));
          }
          if (SCREENSHOTS && lang === 'de') {
            execFileSync('pdftoppm', ['-png', '-r', '80', pdf, path.join(SCREENSHOTS, `layout-print-${name}`)]);
          }
          assert.deepEqual(found, []);
          assert.deepEqual(problems, []);
        } finally {
          rmSync(dir, { recursive: true, force: true });
          await page.close();
        }
      });
    }
  }

  // What the host's break-inside: avoid was for, now that only an element that fits a page keeps it:
  // a short element placed across a page's end (its middle there, as laid out for the page) moves
  // whole onto the next page: page 1 holds the page's heading alone, page 2 every text of the element.
  test("results (grouped, and a rating beside percentages), the long BibTeX entry and Magicoder's pipeline web across a page's end: each printed whole on page 2", async () => {
    const found = [];
    for (const name of ['results-grouped', 'results-rating', 'bibtex-long', 'web-pipeline']) {
      const { page, problems } = await openPage(env.browser, env.url(`${PAGE}?case=${name}&lang=en`), { width: A4.width, height: A4.height });
      try {
        await waitForElementsRendered(page);
        await page.$eval(HOST, (el) => el.before(Object.assign(document.createElement('div'), { id: 'spacer' })));
        const { top, height } = await acrossPageEnd(page, HOST);
        if (!(top < A4.height && top + height > A4.height)) found.push(`${name}: from ${top} to ${top + height} px, not across the page's end at ${A4.height}`);
        if (height >= A4.height) found.push(`${name}: ${height} px, taller than a page`);
        // Its texts as laid out for the page (the web's labels are shortened for the room they have).
        await page.emulateMediaType('print');
        await nextFrames(page);
        const texts = await shownTexts(page, HOST);
        await page.emulateMediaType(null);
        const pages = await printedPages(page);
        if (bare(pages[0]) !== bare('A page about a paper')) found.push(`${name}: page 1 holds more than the page's heading:\n${pages[0]}`);
        found.push(...texts.filter((text) => !bare(pages[1] ?? '').includes(bare(text))).map((text) => `${name}: ${JSON.stringify(text)} not on page 2`));
        found.push(...problems);
      } finally {
        await page.close();
      }
    }
    assert.deepEqual(found, []);
  });

  // Every column heading whole in every shipped language where the table has room for its columns:
  // "Abstand zur Spitze" took three lines in the gap column and lost "Spitze" to the two-line clamp.
  test('a board with two fields in all six languages at 680, 768 and 1280 px: every heading whole, nothing clipped or drawn over', async () => {
    const found = [];
    for (const lang of ['en', 'de', 'fr', 'es', 'ja', 'zh-CN']) {
      const { page, problems } = await openPage(env.browser, env.url(`${PAGE}?case=board-2&lang=${lang}`), { width: 680 });
      try {
        await waitForElementsRendered(page);
        for (const width of [680, 768, 1280]) {
          await resize(page, width);
          found.push(...problemsOf(await auditLayout(page, HOST)).map((p) => `${lang} at ${width} px: ${p}`));
        }
        found.push(...problems);
      } finally {
        await page.close();
      }
    }
    assert.deepEqual(found, []);
  });

  // Fitted (issue 36's `fit`) into the boxes a slide or a card gives: the compact forms and the
  // smaller text must hold the same promise. An element that took the last resort (data-fit-overflow:
  // it scrolls inside its box, proved by test/internal/fit.test.ts) has its rows clipped by its own
  // scroller on purpose: only that finding is left out for it.
  for (const [width, height] of [
    [640, 360],
    [480, 640],
    [960, 540],
  ]) {
    test(`fitted in a ${width}×${height} box: the paper's results, grouped results, a web, a long BibTeX entry, an eight-row board with four fields (and in French and Spanish, whose longer labels narrow the bars): nothing clipped, drawn over, spilled or split`, async () => {
      const found = [];
      const english = ['results-paper', 'results-grouped', 'results-rating', 'web-23', 'web-pipeline', 'bibtex-long', 'board-4-slide'].map((name) => [name, 'en']);
      for (const [name, lang] of [...english, ['results-grouped', 'fr'], ['results-grouped', 'es'], ['board-4-slide', 'fr']]) {
        const { page, problems } = await openPage(env.browser, env.url(`${PAGE}?case=${name}&lang=${lang}&fit=${width}x${height}`), { width: 1280 });
        try {
          await waitForElementsRendered(page);
          // Fitted: not busy in two looks half a second apart (a trial sets data-fit-busy a frame after
          // a change, and the data of a `src` case comes later than the first fitting).
          for (let still = 0; still < 2; ) {
            // (A guard against a fitting that never ends; at load 30 one took over 30 s.)
            await page.waitForFunction((host) => !document.querySelector(host).hasAttribute('data-fit-busy'), { timeout: 120000 }, FITTED);
            await new Promise((resolve) => setTimeout(resolve, 500));
            still = (await page.$eval(FITTED, (el) => el.hasAttribute('data-fitted') && !el.hasAttribute('data-fit-busy'))) ? still + 1 : 0;
          }
          await nextFrames(page);
          const lastResort = await page.$eval(FITTED, (el) => el.hasAttribute('data-fit-overflow'));
          const findings = await auditLayout(page, FITTED);
          if (lastResort) findings.clipped = [];
          found.push(...problemsOf(findings).map((p) => `${name} (${lang}): ${p}`), ...problems);
        } finally {
          await page.close();
        }
      }
      assert.deepEqual(found, []);
    });
  }

  // Legend items, headers and web labels break only between words (or after -, _, ., /, or between
  // CJK characters) in every shipped language, not only the two above: the other four at phone widths.
  for (const lang of ['en', 'fr', 'es', 'zh-CN']) {
    test(`results, the Flask web (with its package legend) and the long BibTeX entry in ${lang} at 320 and 375 px: no word split inside, nothing clipped or drawn over`, async () => {
      const found = [];
      for (const name of ['results-grouped', 'web-23', 'bibtex-long']) {
        const { page, problems } = await openPage(env.browser, env.url(`${PAGE}?case=${name}&lang=${lang}`), { width: 320 });
        try {
          await waitForElementsRendered(page);
          for (const width of [320, 375]) {
            await resize(page, width);
            found.push(...problemsOf(await auditLayout(page)).map((p) => `${name} at ${width} px: ${p}`));
          }
          found.push(...problems);
        } finally {
          await page.close();
        }
      }
      assert.deepEqual(found, []);
    });
  }

  // bibtex-card's <pre> fallback (as docs/bibtex-card.md recommends), unwrapped in the loading box,
  // made a 375 px blog page 993 px wide until the data came.
  for (const width of [320, 375]) {
    test(`the blog post from the docs at ${width} px, every data file late: no element makes the page wider while it loads`, async () => {
      const page = await env.browser.newPage();
      try {
        await page.setViewport({ width, height: 700 });
        await page.setRequestInterception(true);
        page.on('request', (request) => (/\/demo\/data\/[\w-]+\.json$/.test(request.url()) ? setTimeout(() => request.continue(), 2500) : request.continue()));
        await page.goto(env.url('/test/e2e/fixtures/docs-blog.html'), { waitUntil: 'domcontentloaded' });
        await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((el) => el.getAttribute('aria-busy') === 'true'), {}, ELEMENT_SELECTOR);
        const loading = await auditLayout(page);
        if (SCREENSHOTS && width === 375) await page.screenshot({ path: path.join(SCREENSHOTS, 'layout-blog-loading-375.png'), fullPage: true });
        assert.deepEqual([...loading.pageOverflow, ...loading.outside], []);
      } finally {
        await page.close();
      }
    });
  }
});

/** The screenshots docs/screenshots keeps of a case (null: none at that width). */
function screenshotName(name, width, theme) {
  if (name === 'web-23' && [375, 680, 1280].includes(width)) return `layout-web-23-${width}-${theme}.png`;
  if (name === 'results-grouped' && [375, 680, 768, 1280].includes(width)) return `layout-results-${width}${theme === 'dark' ? '-dark' : ''}.png`;
  return null;
}
