// demo/slides.html (reveal.js, ES modules) and demo/slides-file.html (classic
// scripts, opened from file://): what decks break, checked in a real browser.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  ELEMENT_SELECTOR,
  REPO_ROOT,
  describeElements,
  fileUrl,
  formatViolations,
  horizontalOverflow,
  nextFrames,
  openPage,
  runAxe,
  shadowHandle,
  startEnvironment,
  waitForElementsRendered,
} from './support/browser.mjs';

const DECK = '/demo/slides.html';
const SLIDES = ['slide-title', 'slide-task', 'slide-results', 'slide-leaderboard', 'slide-two', 'slide-cite'];
// Tests switch slides instantly; the deck itself keeps reveal.js's default transition.
const INSTANT = 'transition=none&backgroundTransition=none';

async function openDeck(env, query = INSTANT, options = {}) {
  const opened = await openPage(env.browser, env.url(`${DECK}?${query}`), options);
  await opened.page.waitForFunction(() => window.deck?.isReady(), { timeout: 20000 });
  return opened;
}

async function currentSlide(page) {
  return page.evaluate(() => window.deck.getCurrentSlide().id);
}

async function goTo(page, id) {
  await page.evaluate((slideId) => {
    const slide = document.getElementById(slideId);
    // Below reveal.js's scrollActivationWidth (435 px) the deck becomes a scrolling page.
    if (window.deck.isScrollView()) {
      slide.scrollIntoView({ block: 'start' });
      return;
    }
    const { h, v } = window.deck.getIndices(slide);
    window.deck.slide(h, v);
  }, id);
  await page.waitForFunction((slideId) => window.deck.getCurrentSlide()?.id === slideId, {}, id);
  await nextFrames(page);
}

/** Elements of one slide, once each has data on screen and a laid-out box. */
async function waitForSlideElements(page, slideId) {
  await page.waitForFunction(
    (id) =>
      [...document.getElementById(id).querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].every((el) => {
        const box = el.getBoundingClientRect();
        return el.shadowRoot?.querySelector('[part~="base"]') && !el.hasAttribute('aria-busy') && box.width > 0 && box.height > 0;
      }),
    { timeout: 15000 },
    slideId,
  );
  await nextFrames(page);
}

/** The laid-out size of what an element draws: its SVG web, its bars or its table. */
async function drawnSize(page, selector) {
  return page.$eval(selector, (el) => {
    const drawn = el.shadowRoot.querySelector('svg[part~="web"], [part~="bars"], [part~="table"], [part~="code"]');
    const box = drawn?.getBoundingClientRect();
    const host = el.getBoundingClientRect();
    return { drawn: drawn?.localName ?? null, width: box?.width ?? 0, height: box?.height ?? 0, hostWidth: host.width };
  });
}

/** Clicks the middle of what `inner` (inside `host`'s shadow root) shows, at real screen coordinates. */
async function clickInside(page, host, inner) {
  const handle = await shadowHandle(page, host, inner);
  const point = await handle.clickablePoint();
  const viewport = page.viewport();
  assert.ok(point.x >= 0 && point.y >= 0 && point.x <= viewport.width && point.y <= viewport.height, `${inner} is on screen at ${JSON.stringify(point)}`);
  // The precondition of the test: the browser's own hit test at that point finds the target.
  const hit = await page.evaluate(
    (hostSelector, x, y, target) => {
      const root = document.querySelector(hostSelector).shadowRoot;
      const found = root.elementFromPoint(x, y);
      // Over the requirement node or the header cell the target belongs to.
      const owner = target.closest('[part~="node"], th') ?? target;
      return Boolean(found && (found === owner || owner.contains(found)));
    },
    host,
    point.x,
    point.y,
    handle,
  );
  assert.ok(hit, `the point ${JSON.stringify(point)} is over ${inner}`);
  await page.mouse.click(point.x, point.y);
  await handle.dispose();
  await nextFrames(page);
}

describe('slide deck (demo/slides.html)', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test('has one element per slide and one slide with two, each rendered with its data', async () => {
    const { page, problems } = await openDeck(env);
    try {
      const perSlide = await page.evaluate(
        (ids, selector) => ids.map((id) => document.getElementById(id).querySelectorAll(selector).length),
        SLIDES,
        ELEMENT_SELECTOR,
      );
      assert.deepEqual(perSlide, [0, 1, 1, 1, 2, 1]);
      for (const id of SLIDES) {
        await goTo(page, id);
        await waitForSlideElements(page, id);
      }
      await waitForElementsRendered(page);
      for (const element of await describeElements(page)) {
        assert.equal(element.error, null, `${element.id} shows no error`);
        assert.ok(element.shadowChildren > 3, `${element.id} rendered`);
      }
      const text = Object.fromEntries((await describeElements(page)).map((e) => [e.id, e.text]));
      assert.match(text['deck-results'], /\+8\.56\s?pp/);
      assert.match(text['deck-deepswe'], /\+8\.56\s?pp/);
      assert.match(text['deck-leaderboard'], /GPT-6 Astra/);
      assert.match(text['deck-citation'], /cai2026requirementsinteractscalinglonghorizon/);
      assert.match(text['deck-hero-web'], /One coherent implementation/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('elements on slides hidden at load lay out when their slide is shown', async () => {
    const { page, problems } = await openDeck(env);
    try {
      assert.equal(await currentSlide(page), 'slide-title');
      // reveal.js gives slides beyond its view distance display: none, so these were created with no size.
      const atLoad = await page.evaluate(() =>
        ['deck-hero-web', 'deck-deepswe', 'deck-citation'].map((id) => {
          const box = document.getElementById(id).getBoundingClientRect();
          return { id, width: box.width, height: box.height };
        }),
      );
      for (const element of atLoad) assert.equal(element.width, 0, `${element.id} starts hidden (no box)`);

      for (const [slide, selectors] of [
        ['slide-task', ['#deck-task-web']],
        ['slide-leaderboard', ['#deck-leaderboard']],
        ['slide-two', ['#deck-hero-web', '#deck-deepswe']],
        ['slide-cite', ['#deck-citation']],
      ]) {
        await goTo(page, slide);
        await waitForSlideElements(page, slide);
        for (const selector of selectors) {
          const size = await drawnSize(page, selector);
          assert.ok(size.drawn, `${selector} draws something`);
          assert.ok(size.width > 0.5 * size.hostWidth && size.height > 20, `${selector}'s ${size.drawn} is laid out: ${JSON.stringify(size)}`);
        }
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  const SCALINGS = [
    {
      name: "reveal.js's transform, scaled down (small window)",
      query: INSTANT,
      viewport: { width: 700, height: 520 },
      check: (s) => s.transform !== 'none' && s.scale < 1,
    },
    {
      name: "reveal.js's transform, scaled up (large window)",
      query: INSTANT,
      viewport: { width: 1900, height: 1250 },
      check: (s) => s.transform !== 'none' && s.scale > 1,
    },
    {
      name: 'CSS zoom on the slides (decks that scale with zoom)',
      query: `${INSTANT}&disableLayout=true`,
      viewport: { width: 1280, height: 900 },
      css: '.reveal .slides { zoom: 0.8; }',
      check: (s) => s.zoom === '0.8',
    },
    {
      name: 'a CSS transform: scale() wrapper around the deck',
      query: `${INSTANT}&disableLayout=true`,
      viewport: { width: 1280, height: 900 },
      css: '.reveal { transform: scale(0.7); transform-origin: 0 0; }',
      check: (s) => s.wrapperTransform.startsWith('matrix(0.7'),
    },
  ];

  for (const scaling of SCALINGS) {
    test(`a click lands on the right node and header: ${scaling.name}`, async () => {
      const { page, problems } = await openDeck(env, scaling.query, scaling.viewport);
      try {
        if (scaling.css) await page.addStyleTag({ content: scaling.css });
        const state = await page.evaluate(() => {
          const slides = document.querySelector('.reveal .slides');
          const style = getComputedStyle(slides);
          const transform = style.transform;
          const scale = transform === 'none' ? 1 : new DOMMatrix(transform).a;
          return { transform, scale, zoom: style.zoom, wrapperTransform: getComputedStyle(document.querySelector('.reveal')).transform };
        });
        assert.ok(scaling.check(state), `the deck is scaled as intended: ${JSON.stringify(state)}`);

        await goTo(page, 'slide-task');
        await waitForSlideElements(page, 'slide-task');
        for (const id of ['change-allocation', 'output-order', 'compatibility']) {
          await clickInside(page, '#deck-task-web', `[part~="node"][data-id="${id}"] circle`);
          assert.equal(await page.$eval('#deck-task-web', (el) => el.getAttribute('selected')), id, `clicking ${id} selects it`);
        }

        await goTo(page, 'slide-leaderboard');
        await waitForSlideElements(page, 'slide-leaderboard');
        for (const [column, sort] of [
          ['model', 'model:asc'],
          ['model', 'model:desc'],
          ['framework', 'framework:asc'],
        ]) {
          await clickInside(page, '#deck-leaderboard', `th.${column} button`);
          assert.equal(await page.$eval('#deck-leaderboard', (el) => el.getAttribute('sort')), sort, `clicking the ${column} header sorts ${sort}`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  test('arrow keys change slides, except while focus is inside an element', async () => {
    const { page, problems } = await openDeck(env);
    try {
      await page.evaluate(() => document.body.focus());
      await page.keyboard.press('ArrowRight');
      assert.equal(await currentSlide(page), 'slide-task', 'ArrowRight on the body moves on');

      // Inside requirement-web: arrows move between requirements, not slides.
      await waitForSlideElements(page, 'slide-task');
      const node = await shadowHandle(page, '#deck-task-web', '[part~="node"][data-id="proportionality"]');
      await node.evaluate((element) => element.focus());
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'deck-task-web');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await currentSlide(page), 'slide-task', 'arrows inside requirement-web stay on the slide');

      // Inside results-toggle: arrows move the radio selection.
      await goTo(page, 'slide-results');
      await waitForSlideElements(page, 'slide-results');
      const before = await page.$eval('#deck-results', (el) => el.getAttribute('backbone'));
      const radio = await shadowHandle(page, '#deck-results', 'input[type="radio"]:checked, [role="radio"][aria-checked="true"]');
      await radio.evaluate((element) => element.focus());
      await page.keyboard.press('ArrowRight');
      await nextFrames(page);
      assert.equal(await currentSlide(page), 'slide-results', 'ArrowRight inside results-toggle stays on the slide');
      const afterKey = await page.$eval('#deck-results', (el) => el.getAttribute('backbone'));
      assert.notEqual(afterKey, before, 'and moves the backbone radio instead');

      // Escape hands the keys back to the deck, without opening reveal.js's overview.
      await page.keyboard.press('Escape');
      await nextFrames(page);
      assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'Escape leaves the element');
      assert.equal(await page.evaluate(() => window.deck.isOverview()), false);
      await page.keyboard.press('ArrowRight');
      assert.equal(await currentSlide(page), 'slide-leaderboard', 'and the deck takes the arrow keys again');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await currentSlide(page), 'slide-results');
      await radio.evaluate((element) => element.focus());

      // Leaving the element (a click on the slide's background) gives the keys back to the deck.
      const heading = await page.$('#slide-results h2');
      await heading.click();
      assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
      await page.keyboard.press('ArrowRight');
      assert.equal(await currentSlide(page), 'slide-leaderboard');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await currentSlide(page), 'slide-results');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test("swiping the leaderboard's table scrolls it instead of changing the slide", async () => {
    const { page, problems } = await openDeck(env, INSTANT, { width: 900, height: 640, hasTouch: true });
    try {
      await goTo(page, 'slide-leaderboard');
      // A column narrower than the table but wider than a phone layout (below 480 px each row fits
      // without scrolling), as on a two-up slide, so the table overflows and scrolls sideways.
      await page.addStyleTag({ content: '#deck-leaderboard { width: 540px; margin-inline: auto; }' });
      await waitForSlideElements(page, 'slide-leaderboard');
      await page.waitForFunction(() => {
        const region = document.querySelector('#deck-leaderboard').shadowRoot.querySelector('[data-prevent-swipe]');
        return region && region.scrollWidth > region.clientWidth;
      });
      const markers = await page.$eval('#deck-leaderboard', (el) => ({
        host: el.hasAttribute('data-prevent-swipe'),
        region: el.shadowRoot.querySelector('[data-prevent-swipe]')?.contains(el.shadowRoot.querySelector('[part~="table"]')) ?? false,
      }));
      assert.deepEqual(markers, { host: true, region: true }, 'the scroll region (and, for reveal.js, the host) carry data-prevent-swipe');

      const swipe = async (selectorOrHandle) => {
        const handle = typeof selectorOrHandle === 'string' ? await page.$(selectorOrHandle) : selectorOrHandle;
        const box = await handle.boundingBox();
        const y = box.y + Math.min(box.height / 2, 120);
        const x = box.x + box.width * 0.8;
        await page.touchscreen.touchStart(x, y);
        for (let step = 1; step <= 6; step++) await page.touchscreen.touchMove(x - step * 30, y);
        await page.touchscreen.touchEnd();
        await nextFrames(page);
      };

      const region = await shadowHandle(page, '#deck-leaderboard', '[data-prevent-swipe]');
      await swipe(region);
      assert.equal(await currentSlide(page), 'slide-leaderboard', 'a swipe on the table keeps the slide');
      const scrolled = await page.$eval('#deck-leaderboard', (el) => el.shadowRoot.querySelector('[data-prevent-swipe]').scrollLeft);
      assert.ok(scrolled > 0, `the table scrolled sideways (scrollLeft ${scrolled})`);

      // The same swipe elsewhere on the slide changes it: the check above can fail.
      await swipe('#slide-leaderboard h2');
      assert.equal(await currentSlide(page), 'slide-two', 'a swipe on the heading moves to the next slide');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('?print-pdf prints every slide with its element rendered', async () => {
    const { page, problems } = await openDeck(env, 'print-pdf', { width: 1280, height: 800 });
    try {
      await page.waitForFunction(() => document.querySelectorAll('.pdf-page').length > 0);
      await waitForElementsRendered(page);
      const pages = await page.evaluate(
        (ids, selector) =>
          ids.map((id) => {
            const section = document.getElementById(id);
            return {
              id,
              inPdfPage: Boolean(section.closest('.pdf-page')),
              elements: [...section.querySelectorAll(selector)].map((el) => {
                const box = el.getBoundingClientRect();
                const drawn = el.shadowRoot.querySelector('svg[part~="web"], [part~="bars"], [part~="table"], [part~="code"]')?.getBoundingClientRect();
                const page = section.closest('.pdf-page')?.getBoundingClientRect();
                const onPage = Boolean(page && box.top >= page.top - 0.5 && box.bottom <= page.bottom + 0.5 && box.left >= page.left - 0.5 && box.right <= page.right + 0.5);
                return { id: el.id, motion: el.getAttribute('motion'), width: box.width, drawnWidth: drawn?.width ?? 0, onPage, error: Boolean(el.shadowRoot.querySelector('[part~="error"]')) };
              }),
            };
          }),
        SLIDES,
        ELEMENT_SELECTOR,
      );
      for (const slide of pages) {
        assert.ok(slide.inPdfPage, `${slide.id} is laid out as a PDF page`);
        for (const element of slide.elements) {
          assert.equal(element.error, false, `${element.id} has no error`);
          assert.equal(element.motion, 'none', `${element.id} prints without animation`);
          assert.ok(element.width > 100 && element.drawnWidth > 0.5 * element.width, `${element.id} is drawn: ${JSON.stringify(element)}`);
          assert.ok(element.onPage, `${element.id} fits on its page, nothing cut off`);
        }
      }
      assert.equal(pages.flatMap((p) => p.elements).length, 6);
      const pdf = Buffer.from(await page.pdf({ printBackground: true, preferCSSPageSize: true, timeout: 60000 }));
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
      const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
      assert.equal(pageCount, SLIDES.length, 'one PDF page per slide');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  for (const width of [360, 1280]) {
    test(`does not overflow sideways at ${width} px`, async () => {
      const { page, problems } = await openDeck(env, INSTANT, { width, height: 720 });
      try {
        for (const id of SLIDES) {
          await goTo(page, id);
          await waitForSlideElements(page, id);
          const overflow = await horizontalOverflow(page);
          assert.ok(overflow <= 0, `${id}: the page scrolls sideways by ${overflow} px`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  for (const theme of ['light', 'dark']) {
    test(`axe-core finds no violation on any slide (${theme})`, async () => {
      const { page, problems } = await openDeck(env, INSTANT, { colorScheme: theme });
      try {
        for (const id of SLIDES) {
          await goTo(page, id);
          await waitForSlideElements(page, id);
          // Only the slide on screen: reveal.js hides the others from assistive technology.
          const violations = await runAxe(page, {});
          assert.equal(violations.length, 0, `${id}:\n${formatViolations(violations)}`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});

describe('slide deck from disk (demo/slides-file.html over file://)', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  test('loads the classic IIFE bundle, renders every element and navigates', async () => {
    const { page, problems } = await openPage(env.browser, `${fileUrl('demo/slides-file.html')}?${INSTANT}`);
    try {
      await page.waitForFunction(() => window.deck?.isReady(), { timeout: 20000 });
      const scripts = await page.$$eval('script[src]', (nodes) => nodes.map((s) => ({ src: s.getAttribute('src'), module: s.type === 'module' })));
      assert.ok(scripts.some((s) => s.src === '../dist/codespecweave-widgets.iife.js'));
      assert.ok(scripts.every((s) => !s.module), 'no module script (blocked on file://)');
      assert.equal(page.url().startsWith('file://'), true);

      for (const id of SLIDES) {
        await page.evaluate(() => document.body.focus());
        if (id !== 'slide-title') await page.keyboard.press('ArrowRight');
        assert.equal(await currentSlide(page), id);
        await waitForSlideElements(page, id);
      }
      await waitForElementsRendered(page);
      const elements = await describeElements(page);
      assert.equal(elements.length, 6);
      for (const element of elements) {
        assert.equal(element.error, null, `${element.id} shows no error`);
        assert.ok(element.shadowChildren > 3, `${element.id} rendered`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('carries the same slides and the same data as slides.html', async () => {
    const [moduleDeck, fileDeck] = await Promise.all(['demo/slides.html', 'demo/slides-file.html'].map((file) => readFile(path.join(REPO_ROOT, file), 'utf8')));
    const ids = (html) => [...html.matchAll(/<(requirement-web|results-toggle|leaderboard-table|bibtex-card|section) id="([^"]+)"/g)].map((m) => `${m[1]}#${m[2]}`);
    assert.deepEqual(ids(fileDeck), ids(moduleDeck));

    // Each src="data/x.json" of the module deck is inlined, unchanged, in the file deck.
    const sources = [...moduleDeck.matchAll(/<[a-z-]+ id="([^"]+)"[^>]*\ssrc="(data\/[^"]+)"/g)];
    assert.equal(sources.length, 6);
    const { page } = await openPage(env.browser, fileUrl('demo/slides-file.html'), { javaScript: false });
    try {
      for (const [, id, src] of sources) {
        const expected = JSON.parse(await readFile(path.join(REPO_ROOT, 'demo', src), 'utf8'));
        const inline = await page.$eval(`#${id}`, (el) => el.querySelector(':scope > script[type="application/json"]').textContent);
        assert.deepEqual(JSON.parse(inline), expected, `${id} inlines ${src}`);
      }
    } finally {
      await page.close();
    }
  });
});
