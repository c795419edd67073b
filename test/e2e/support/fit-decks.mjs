// The decks of the `fit` tests (issue 36), built the same for every deck tool: the four elements one
// per slide and two on one slide, each slide with a heading, real-shaped data inline (a board with
// four fields and long names: test/e2e/fixtures/fit/board-4-fields.json; the deck's web, results
// and card from demo/data/). Data inline, in a child JSON script, so a deck opened from disk and a
// PDF made by the deck tool's own Chromium (no fetch from file://) show it. Each element has `fit`;
// no page CSS for them. docs/decks.md gives the same recipes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import path from 'node:path';
import { REPO_ROOT } from './browser.mjs';
import { installFitsHeld } from './fits-held.mjs';
import { installSmallestText } from './smallest-text.mjs';

const json = (file) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8'));

/** `</` inside JSON would end the script element early. */
const inline = (data) => JSON.stringify(data).replaceAll('</', '<\\/');

export const FIT_DECK_DATA = {
  board: json('test/e2e/fixtures/fit/board-4-fields.json'),
  results: json('demo/data/deepswe-results.json'),
  web: json('demo/data/deck-hero-web.json'),
  card: json('demo/data/bibtex.json'),
};

/** One element with `fit` and its data, on lines of its own with no blank line (a Markdown HTML block). */
export function fitElement(tag, data) {
  return `<${tag} fit motion="none">\n<script type="application/json">${inline(data)}</script>\n</${tag}>`;
}

/**
 * The slides: a heading and what is under it. `key` is each slide's text that must be on its PDF
 * page (the element's own, not the heading's); `last`, each element's LAST text (the web's last
 * node, the results card's last bar row and its note, the board's last row, the card's last line):
 * an element cut at the page's bottom edge loses it first (Slidev's PDF cut the board after row 5
 * while its first row, where `key` stood, was on the page). `sized`: words of the elements (the
 * last text's, and a board's field label) that a deck tool's own PDF must print where and at the size
 * the deck prints them once fitted on screen (assertPdfPrintsAsFitted: Marp's PDF, made mid-fitting,
 * printed the board whole but at 0.45 of its size).
 */
export const FIT_SLIDES = [
  { heading: 'One change, many consequences', body: [fitElement('requirement-web', FIT_DECK_DATA.web)], key: ['One coherent implementation', 'Interface', 'Execution', 'recovery'], last: ['Functional semantics'], sized: ['Functional'] },
  { heading: 'Better environments, stronger agents', body: [fitElement('results-toggle', FIT_DECK_DATA.results)], key: ['DeepSWE-v1.1', 'Base model', '62.98%'], last: ['+ CodeSpecWeave', 'does not name the first backbone.'], sized: ['CodeSpecWeave', 'backbone.'] },
  // (The fourth field's heading by one word: in a narrow column its words stand one a line, and
  // pdftotext's layout puts other columns' text between them.)
  { heading: 'Resolved rate, four fields', body: [fitElement('leaderboard-table', FIT_DECK_DATA.board)], key: ['Claude-Opus-4.5', 'scaffold', '2025-01-01', '74.4%'], last: ['Devstral-Medium-2507', '43.8%'], sized: ['Devstral', '43.8', 'scaffold'] },
  // (The card's last line by its URL's end: on a narrow page "url=" stands on a line of its own.)
  { heading: 'Cite this work', body: [fitElement('bibtex-card', FIT_DECK_DATA.card)], key: ['cai2026requirementsinteractscalinglonghorizon'], last: ['arxiv.org/abs/2610.40256},'], sized: ['2610.40256'] },
  { heading: 'Two side by side', body: [fitElement('bibtex-card', FIT_DECK_DATA.card), fitElement('results-toggle', FIT_DECK_DATA.results)], key: ['cai2026', 'DeepSWE-v1.1'], last: ['arxiv.org/abs/2610.40256},', '+ CodeSpecWeave', 'does not name the first backbone.'], sized: ['2610.40256', 'backbone.'], pair: true },
];

/**
 * The words pdftotext finds on page `n` of a PDF (1-based) whose box is inside the page: text a
 * deck tool drew below the page's bottom edge (an element taller on paper than on screen) may still
 * be in the file, clipped, where a plain `pdftotext -f n -l n` reads it; a reader never sees it.
 */
export function pdfPageWords(file, n) {
  return pdfPageLayout(file, n).boxes.map((box) => box.text);
}

/**
 * pdfPageWords' words with their boxes, in the PDF's pt from the page's top left (`height`: the
 * box's, the font's size times its ascent and descent), and the page's width in pt.
 */
export function pdfPageLayout(file, n) {
  const html = execFileSync('pdftotext', ['-f', String(n), '-l', String(n), '-bbox', file, '-'], { encoding: 'utf8' });
  const [, width, height] = /<page width="([\d.]+)" height="([\d.]+)"/.exec(html) ?? [];
  const boxes = [];
  for (const [, x0, y0, x1, y1, text] of html.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)) {
    const inside = Number(x0) >= -1 && Number(y0) >= -1 && Number(x1) <= Number(width) + 1 && Number(y1) <= Number(height) + 1;
    const word = text.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
    if (inside) boxes.push({ text: word, left: Number(x0), top: Number(y0), height: Number(y1) - Number(y0) });
  }
  return { boxes, pageWidth: Number(width) };
}

/**
 * Whether `key`'s words stand in `words` one after the other (pdftotext's reading order), or at
 * least each of them (a label wrapped across lines of a drawing); in any case (reveal.js's white
 * theme sets headings in capitals).
 */
function holds(pageWords, key) {
  const words = pageWords.map((word) => word.toLowerCase());
  const wanted = key.toLowerCase().split(/\s+/).filter(Boolean);
  const line = ` ${words.join(' ')} `;
  return line.includes(` ${wanted.join(' ')} `) || line.includes(wanted.join(' ')) || wanted.every((word) => words.includes(word));
}

/**
 * A deck's PDF (`file`) made from the FIT_SLIDES deck: one page per slide, and on each page, inside
 * the page's box, its heading, its key text and each element's last text (`last`: an element cut at
 * the bottom edge loses it first); and nothing of a slide on the next page (an element pushed off
 * its page onto the next, its heading left behind).
 */
export function assertPdfPages(file, where) {
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))[1]);
  assert.equal(pages, FIT_SLIDES.length, `${where}: one page per slide`);
  const words = FIT_SLIDES.map((_, index) => pdfPageWords(file, index + 1));
  for (const [index, slide] of FIT_SLIDES.entries()) {
    const onPage = words[index];
    for (const key of [slide.heading, ...slide.key, ...slide.last]) assert.ok(holds(onPage, key), `${where}: PDF page ${index + 1} shows "${key}" inside the page:\n${onPage.join(' ')}`);
    const next = FIT_SLIDES[index + 1];
    if (!next) continue;
    // (Only text the next slide does not show itself: the pair's card and results are the slides
    // before it, and its card's own title is the card slide's heading.)
    const own = slide.last.filter((key) => ![next.heading, ...next.key, ...next.last].some((other) => other.includes(key) || key.includes(other)));
    for (const key of own) assert.ok(!holds(words[index + 1], key), `${where}: "${key}" of slide ${index + 1} is on page ${index + 2}`);
  }
}

/**
 * Prints a deck as it stands fitted on screen, to `file`: each slide shown (as measureFitSlides
 * shows it) until its elements are fitted and left so, then the page printed (`page.pdf()`, the
 * page's own page size). Nothing fits again in the print: an element fitted on screen prints as it
 * stands (data-fitted="screen"). The reference for assertPdfPrintsAsFitted.
 */
export async function printFitted(page, { slides, show, file }) {
  await installFitsHeld(page);
  await page.evaluate(
    async (selector, mode) => {
      const tags = 'requirement-web,results-toggle,leaderboard-table,bibtex-card';
      for (const [index, slide] of [...document.querySelectorAll(selector)].entries()) {
        if (mode === 'hash') window.location.hash = `#${index + 1}`;
        else slide.scrollIntoView({ block: 'start' });
        await window.fitsHeld([...slide.querySelectorAll(tags)]);
      }
    },
    slides,
    show,
  );
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

/**
 * A deck's PDF (`file`, FIT_SLIDES' pages) prints each slide's `sized` words where and at the size
 * the same deck prints them once fitted on screen (`fitted`, from printFitted at the same slide
 * size): every occurrence of each word in `fitted` is in `file` at the same place (within a quarter
 * of its height) with a box of the same height (the font's size times its ascent and descent,
 * `pdftotext -bbox`) within 5 %. Whole is not enough: an element zoomed down to its page to be
 * whole (a print that came mid-fitting) has its text at half the size, elsewhere.
 */
export function assertPdfPrintsAsFitted(file, fitted, where) {
  for (const [index, slide] of FIT_SLIDES.entries()) {
    const printed = pdfPageLayout(file, index + 1).boxes;
    const reference = pdfPageLayout(fitted, index + 1).boxes;
    for (const word of slide.sized) {
      const wanted = reference.filter((box) => box.text.includes(word));
      assert.ok(wanted.length, `${where}: "${word}" is on page ${index + 1} of the deck printed as fitted`);
      const found = printed.filter((box) => box.text.includes(word));
      const boxes = (list) => list.map((box) => `${box.height.toFixed(1)} pt high at (${Math.round(box.left)}, ${Math.round(box.top)})`).join(', ') || 'nowhere';
      for (const box of wanted) {
        const same = found.find(
          (other) =>
            other.text === box.text &&
            Math.abs(other.left - box.left) <= box.height / 4 + 1 &&
            Math.abs(other.top - box.top) <= box.height / 4 + 1 &&
            Math.abs(other.height / box.height - 1) <= 0.05,
        );
        assert.ok(same, `${where}, page ${index + 1}: "${box.text}" as fitted on screen is ${boxes([box])}; in the PDF: ${boxes(found)}`);
      }
    }
  }
}

/**
 * A Marp deck (`marp --html`): the loader script on the first slide; each slide a flex column (Marp's
 * default theme centres a block), the element given the room under the heading, two side by side in a grid.
 */
export function marpDeck(script) {
  const slides = FIT_SLIDES.map((slide, i) => {
    const body = slide.pair ? `<div class="pair">\n\n${slide.body.join('\n\n')}\n\n</div>` : slide.body.join('\n\n');
    return `${i === 0 ? `<script src="${script}"></script>\n\n` : ''}## ${slide.heading}\n\n${body}\n`;
  });
  return `---
marp: true
title: fit in a Marp deck
style: |
  section { display: flex; flex-direction: column; }
  section > :is(requirement-web, results-toggle, leaderboard-table, bibtex-card), .pair { flex: 1; min-height: 0; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: minmax(0, 1fr); gap: 24px; }
---

${slides.join('\n---\n\n')}`;
}

/**
 * A deck of plain CSS, as any other tool makes one: each slide a section the size of the window,
 * scroll-snapped; the element given the room under the heading (flex) and `fit`. docs/decks.md's recipe.
 */
export function cssDeck(script) {
  const sections = FIT_SLIDES.map((slide) => `<section>\n<h2>${slide.heading}</h2>\n${slide.pair ? `<div class="pair">\n${slide.body.join('\n')}\n</div>` : slide.body.join('\n')}\n</section>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>fit in a plain CSS deck</title>
<script src="${script}"></script>
<style>
  html { scroll-snap-type: y mandatory; }
  body { margin: 0; font: 28px/1.3 system-ui, sans-serif; }
  section { height: 100vh; box-sizing: border-box; padding: 32px 48px; display: flex; flex-direction: column; scroll-snap-align: start; break-after: page; }
  section > h2 { margin: 0 0 16px; }
  section > :is(requirement-web, results-toggle, leaderboard-table, bibtex-card), .pair { flex: 1; min-height: 0; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: minmax(0, 1fr); gap: 24px; }
  @page { size: 1280px 720px; margin: 0; }
  /* Each slide one page: never split, never more. */
  @media print { section { height: 720px; overflow: hidden; break-inside: avoid; } }
</style>
</head>
<body>
${sections.join('\n')}
</body>
</html>
`;
}

/**
 * A reveal.js deck of the same slides with the plugin (`/dist/reveal.js`, reveal.js from the
 * repository's node_modules): the elements keep their `fit` attribute, and the plugin, which fits
 * per slide, takes them over (`data-fit-by`).
 */
export function revealDeck() {
  const sections = FIT_SLIDES.map(
    (slide) => `<section>\n<h2>${slide.heading}</h2>\n${slide.pair ? `<div style="display: grid; grid-template-columns: 1fr 1fr; gap: 1rem">\n${slide.body.join('\n')}\n</div>` : slide.body.join('\n')}\n</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>fit in a reveal.js deck</title>
<link rel="stylesheet" href="/node_modules/reveal.js/dist/reveal.css">
<link rel="stylesheet" href="/node_modules/reveal.js/dist/theme/white.css">
</head>
<body>
<div class="reveal"><div class="slides">
${sections.join('\n')}
</div></div>
<script type="module">
  import Reveal from '/node_modules/reveal.js/dist/reveal.mjs';
  import CodeSpecWeaveReveal from '/dist/reveal.js';
  Reveal.initialize({ hash: true, plugins: [CodeSpecWeaveReveal] });
</script>
</body>
</html>
`;
}

/**
 * Shows each slide of a deck (`show`: 'scroll' scrolls it into view, 'hash' goes to `#<n>` as
 * Marp's and Slidev's navigation does, 'reveal' to reveal.js's `#/<index>`) and measures each element with `fit` on it as the room sees
 * it: its box against the slide's, whether it or a region inside it scrolls, its smallest visible
 * text in the slide's own px (a deck tool's scaling taken out), and whether it would still be whole
 * a step larger (so text under 18 px is the most that fits).
 */
export async function measureFitSlides(page, { slides, show, minText = 12 }) {
  await installSmallestText(page);
  await installFitsHeld(page);
  return page.evaluate(
    async (selector, mode, floor) => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      const tags = 'requirement-web,results-toggle,leaderboard-table,bibtex-card';
      const scrollers = (root, found = []) => {
        for (const node of root.querySelectorAll('*')) {
          const style = getComputedStyle(node);
          if (/auto|scroll/.test(style.overflowX + style.overflowY)) found.push(node);
          if (node.shadowRoot) scrollers(node.shadowRoot, found);
        }
        return found;
      };
      const whole = (node) => node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1;
      const inside = (inner, outer) => inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1 && inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
      const out = [];
      for (const [index, slide] of [...document.querySelectorAll(selector)].entries()) {
        const elements = [...slide.querySelectorAll(tags)];
        if (!elements.length) continue;
        if (mode === 'hash') window.location.hash = `#${index + 1}`;
        else if (mode === 'reveal') window.location.hash = `#/${index}`;
        else slide.scrollIntoView({ block: 'start' });
        // Fitted, and left so (support/fits-held.mjs).
        await window.fitsHeld(elements);
        if (mode === 'reveal') {
          // The plugin marks a slide's elements while it fits them first; then reveal.js's transition.
          for (let i = 0; i < 400 && (!slide.classList.contains('present') || elements.some((el) => el.hasAttribute('data-deck-fitting'))); i++) {
            // reveal.js's late, debounced write of the slide before's hash can replace this one before
            // the deck reads it (test/e2e/decks.test.mjs's measureSlides says more): ask again.
            if (!slide.classList.contains('present') && window.location.hash !== `#/${index}`) window.location.hash = `#/${index}`;
            await sleep(25);
          }
          for (let i = 0, last = NaN; i < 100; i++) {
            await frames();
            const left = slide.getBoundingClientRect().left;
            if (left === last) break;
            last = left;
          }
          await window.fitsHeld(elements);
        }
        const area = slide.getBoundingClientRect();
        const scale = area.width / slide.offsetWidth || 1;
        for (const element of elements) {
          // In the slide's own px: the deck tool's scaling taken out.
          const smallest = window.smallestTextIn(element, scale).px / scale;
          const rect = element.getBoundingClientRect();
          const entry = {
            slide: index + 1,
            tag: element.localName,
            inside: inside(rect, area),
            whole: whole(element),
            regionsWhole: scrollers(element.shadowRoot).every(whole),
            smallest: Math.round(smallest * 10) / 10,
            font: element.style.fontSize,
            form: element.getAttribute('data-deck-compact'),
            rect: [rect.top - area.top, rect.bottom - area.top, rect.left - area.left, rect.right - area.left].map((v) => Math.round(v / scale)),
          };
          // A step larger (8 %): still whole? Then the fitting stopped short of the largest size.
          const size = Number.parseFloat(element.style.fontSize);
          if (size > 0) {
            element.style.fontSize = `${size * 1.08}px`;
            await frames();
            const larger = element.getBoundingClientRect();
            // Within the slide's content box (inside its padding), as the fitting keeps it.
            const style = getComputedStyle(slide);
            const box = slide.getBoundingClientRect();
            const content = {
              top: box.top + Number.parseFloat(style.paddingTop) * scale,
              bottom: box.bottom - Number.parseFloat(style.paddingBottom) * scale,
              left: box.left,
              right: box.right,
            };
            const flow = [...slide.children].filter((child) => !/absolute|fixed/.test(getComputedStyle(child).position) && getComputedStyle(child).display !== 'none');
            entry.largerWhole = inside(larger, content) && whole(element) && scrollers(element.shadowRoot).every(whole) && flow.every((child) => inside(child.getBoundingClientRect(), content));
            element.style.fontSize = `${size}px`;
            await frames();
          }
          if (size > 0 && !(entry.whole && entry.regionsWhole)) {
            // Not whole (fit's last resort: scrolling inside its room at the smallest text). Proved
            // necessary: in none of its last layouts (the last compact step, where a board lays its
            // fields under the rows itself when the table is too wide, fields-under, and
            // fields-inline, its fields on one line after the name) is it
            // whole at any size that gives it 12 px text or more (measured where it stands: a
            // board's table has larger smallest text than its fields under the rows), in steps of
            // 0.25 px from 1.3 down to 0.6 times the size it was left at.
            const form = element.getAttribute('data-deck-compact') ?? '';
            const step = form.replace(/\s*fields-(under|inline)/g, '');
            entry.wholeAt = null;
            for (const tried of [...new Set([step, `${step} fields-under`, `${step} fields-under fields-inline`])]) {
              element.setAttribute('data-deck-compact', tried);
              for (let at = size * 1.3; at > size * 0.6 && !entry.wholeAt; at -= 0.25) {
                element.style.fontSize = `${at}px`;
                await frames();
                await frames();
                const text = window.smallestTextIn(element, scale).px / scale;
                if (text < floor - 0.1) continue;
                if (whole(element) && scrollers(element.shadowRoot).every(whole)) entry.wholeAt = `"${tried}" at ${at.toFixed(2)}px (text ${text.toFixed(1)} px)`;
              }
            }
            element.setAttribute('data-deck-compact', form);
            element.style.fontSize = `${size}px`;
            await frames();
          }
          out.push(entry);
        }
      }
      return out;
    },
    slides,
    show,
    minText,
  );
}

/** What every element of a fitted deck must be: inside its slide, nothing scrolling, `minText` px or more (12; the reveal plugin's 14), 18 px unless a larger size would not be whole. */
export function assertFittedSlides(entries, where, minText = 12) {
  assert.equal(entries.length, 6, `${where}: six elements on five slides`);
  for (const entry of entries) {
    const what = `${where}, slide ${entry.slide}, ${entry.tag} (${entry.font}, "${entry.form}", at ${entry.rect})`;
    assert.ok(entry.inside, `${what}: outside its slide`);
    // (The four-field board, eight long-named rows, too: its table on a 1280×720 slide, its fields
    // on one line under each name (fields-inline) on a 960×700 page and under the reveal plugin's
    // 14 px floor, where its table is wider than the room and its fields one a line twice as tall.)
    // (Not whole, measureFitSlides says whether any of its last layouts would have been: wholeAt.)
    assert.ok(entry.whole, `${what}: scrolls inside (whole as ${entry.wholeAt ?? 'none of its last layouts at 12 px or more'})`);
    assert.ok(entry.regionsWhole, `${what}: a region inside it scrolls (columns hidden sideways)`);
    assert.ok(entry.smallest >= minText - 0.1, `${what}: smallest text ${entry.smallest} px`);
    if (entry.smallest < 17.9) assert.equal(entry.largerWhole, false, `${what}: smallest text ${entry.smallest} px although a larger size fits`);
  }
}
