// demo/slides.html (reveal.js, ES modules) and demo/slides-file.html (classic
// scripts, opened from file://): what decks break, checked in a real browser.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { smallestTextIn } from './support/smallest-text.mjs';
import { auditLayout, problemsOf } from './support/layout-audit.mjs';
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
const SLIDES = ['slide-title', 'slide-task', 'slide-results', 'slide-results-table', 'slide-frontier', 'slide-leaderboard', 'slide-two', 'slide-deepswe', 'slide-cite'];
// Tests switch slides instantly; the deck itself keeps reveal.js's default transition.
const INSTANT = 'transition=none&backgroundTransition=none';

async function openDeck(env, query = INSTANT, options = {}) {
  const opened = await openPage(env.browser, env.url(`${DECK}?${query}`), options);
  await opened.page.waitForFunction(() => window.deck?.isReady(), { timeout: 20000 });
  // The plugin (docs/decks.md) fits every slide once, the current one first: until then a slide's
  // elements may change size under a click.
  await opened.page.evaluate(() => window.deck.getPlugin('codespecweave').settled());
  return opened;
}

async function currentSlide(page) {
  return page.evaluate(() => window.deck.getCurrentSlide().id);
}

async function goTo(page, id) {
  const scrollView = await page.evaluate((slideId) => {
    const slide = document.getElementById(slideId);
    // Below reveal.js's scrollActivationWidth (435 px) the deck becomes a scrolling page.
    if (window.deck.isScrollView()) {
      slide.scrollIntoView({ block: 'start' });
      return true;
    }
    const { h, v } = window.deck.getIndices(slide);
    window.deck.slide(h, v);
    return false;
  }, id);
  // In the scroll view the plugin gives each slide its own height, and reveal.js's idea of the
  // current slide (equal shares of the scroll range) is only approximate: wait for the slide on screen.
  if (scrollView) {
    await page.waitForFunction((slideId) => {
      const box = document.getElementById(slideId).getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    }, {}, id);
  } else {
    await page.waitForFunction((slideId) => window.deck.getCurrentSlide()?.id === slideId, {}, id);
  }
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
    // The first of them the slide shows (a slide may hide parts with ::part()).
    const drawn = [...el.shadowRoot.querySelectorAll('svg[part~="web"], [part~="bars"], [part~="table"], [part~="code"]')].find((node) => node.getClientRects().length > 0);
    const box = drawn?.getBoundingClientRect();
    const host = el.getBoundingClientRect();
    // A web is drawn in its column (beside its panel on a wide slide), and as wide as the column.
    const column = drawn?.closest('.web-wrap')?.getBoundingClientRect();
    return { drawn: drawn?.localName ?? null, width: box?.width ?? 0, height: box?.height ?? 0, hostWidth: host.width, room: column?.width ?? host.width };
  });
}

/** Drawn at its size: most of its room wide (a web's room is its column), and that room a real share of the element. */
const laidOut = (size) => size.height > 20 && size.width > 0.5 * size.room && size.room > 0.35 * size.hostWidth;

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


/** The smallest text of the element `selector` at a host font size of 16 px and of 32 px: whether what it draws follows its host. */
async function followsHostFontSize(page, selector) {
  const at = async (size) => {
    await page.$eval(selector, (el, px) => (el.style.fontSize = px), size);
    await nextFrames(page);
    await page.$eval(selector, (el) => el.updateComplete);
    await nextFrames(page);
    return page.$eval(selector, (el, fn) => new Function(`return (${fn})`)()(el).px, smallestTextIn.toString());
  };
  const small = await at('16px');
  const large = await at('32px');
  await page.$eval(selector, (el) => el.style.removeProperty('font-size'));
  await nextFrames(page);
  await page.$eval(selector, (el) => el.updateComplete);
  await nextFrames(page);
  return { small, large, follows: large >= 1.9 * small };
}

/** In the page: each element of slide `id` (its box, whether it scrolls inside, its smallest text) and the boxes of everything on the slide. */
async function measureSlide(page, id) {
  return page.evaluate(
    (slideId, smallestSource) => {
      const smallestText = new Function(`return (${smallestSource})`)();
      const round = (box) => ({ left: Math.round(box.left), top: Math.round(box.top), right: Math.round(box.right), bottom: Math.round(box.bottom) });
      const section = document.getElementById(slideId);
      return {
        slide: round(document.querySelector('.reveal .slides').getBoundingClientRect()),
        parts: [...section.children].map((child) => ({ name: child.id || child.localName, box: round(child.getBoundingClientRect()) })),
        elements: [...section.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => ({
          id: el.id,
          box: round(el.getBoundingClientRect()),
          scrollsInside: el.scrollHeight > el.clientHeight + 1,
          scroll: `${el.scrollHeight}/${el.clientHeight}`,
          overflowsSideways: el.scrollWidth > el.clientWidth + 1,
          smallest: smallestText(el),
        })),
      };
    },
    id,
    smallestTextIn.toString(),
  );
}

const inside = (box, frame, tolerance = 1) =>
  box.left >= frame.left - tolerance && box.top >= frame.top - tolerance && box.right <= frame.right + tolerance && box.bottom <= frame.bottom + tolerance;

/**
 * What a presenter shows on each slide: every state that changes an element's size. At rest every
 * element is whole on its slide. A state with no room at 18 px has a slide designed for it (Full
 * results: slide-results-table, open from the start); the same state opened by hand on a smaller
 * slide may scroll inside the element, the last resort, and only where `lastResort` says so.
 */
const DECK_STATES = [
  { slide: 'slide-task', state: 'at rest' },
  {
    slide: 'slide-task',
    state: 'a requirement selected: detail panel open',
    act: (page) => setProperty(page, '#deck-task-web', 'selected', 'proportionality'),
    // Opened by hand: kept to its room, the element does not resize when its panel opens; it tells
    // the plugin (`csw-view-change`), which fits the slide again (it once ended 617/607 px, scrolling).
    check: '#deck-task-web [part~="detail"]',
  },
  { slide: 'slide-results', state: 'at rest' },
  {
    slide: 'slide-results',
    state: 'full results opened by hand',
    act: (page) => openFullResults(page, '#deck-results'),
    check: '#deck-results [part~="table"]',
    lastResort: 'the deck shows the full results on slide-results-table',
  },
  { slide: 'slide-results-table', state: 'at rest: full results open', check: '#deck-results-table [part~="table"]' },
  { slide: 'slide-leaderboard', state: 'at rest: all ten rows', check: '#deck-leaderboard [part~="table"] tbody tr:nth-child(10)' },
  { slide: 'slide-two', state: 'at rest' },
  {
    slide: 'slide-two',
    state: 'a requirement selected: detail panel open',
    act: (page) => setProperty(page, '#deck-hero-web', 'selected', 'interface-compatibility'),
    check: '#deck-hero-web [part~="detail"]',
  },
  { slide: 'slide-deepswe', state: 'at rest' },
  {
    slide: 'slide-deepswe',
    state: 'full results opened by hand',
    act: (page) => openFullResults(page, '#deck-deepswe'),
    check: '#deck-deepswe [part~="table"]',
    lastResort: 'opened by hand; the full results of these values are on slide-results-table',
  },
  { slide: 'slide-cite', state: 'at rest' },
];

async function setProperty(page, selector, name, value) {
  await page.$eval(selector, async (el, key, to) => {
    el[key] = to;
    await el.updateComplete;
  }, name, value);
  await nextFrames(page);
}

async function openFullResults(page, selector) {
  await page.$eval(selector, async (el) => {
    const toggle = el.shadowRoot.querySelector('button[aria-expanded="false"]');
    toggle?.click();
    await el.updateComplete;
  });
  await nextFrames(page);
}

/**
 * Waits until the elements of `slide` have finished their updates and their sizes hold still for
 * a frame (requirement-web lays itself out again a frame after a resize): a measurement then sees
 * the laid-out slide, even on a busy machine.
 */
async function settle(page, slide) {
  await page.waitForFunction(
    async (id) => {
      const elements = [...document.getElementById(id).querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')];
      const sizes = () => elements.map((el) => `${el.scrollHeight}/${el.clientHeight}/${el.getBoundingClientRect().height}`).join();
      await Promise.all(elements.map((el) => el.updateComplete));
      // The plugin's fittings under way, a change's check after them included.
      await window.deck.getPlugin('codespecweave').settled();
      const before = sizes();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return sizes() === before;
    },
    { timeout: 10000 },
    slide,
  );
}

/** Shows `slide` in a fresh state: elements at rest as the deck's HTML has them (nothing selected, Full results open only where the HTML says `open`). */
async function showSlideAtRest(page, slide) {
  await goTo(page, slide);
  await waitForSlideElements(page, slide);
  await page.evaluate(async (id) => {
    for (const el of document.getElementById(id).querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')) {
      if (el.localName === 'requirement-web') el.selected = null;
      // The first visit records the deck's own state; later visits return to it.
      if (el.localName === 'results-toggle') {
        el.dataset.restOpen ??= String(el.open);
        el.open = el.dataset.restOpen === 'true';
        await el.updateComplete;
      }
      el.scrollTop = 0;
    }
  }, slide);
  await nextFrames(page);
  await settle(page, slide);
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
      assert.deepEqual(perSlide, [0, 1, 1, 1, 0, 1, 1, 1, 1]);
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
      assert.match(text['deck-results-table'], /62\.98/);
      assert.match(text['deck-deepswe'], /\+8\.56\s?pp/);
      assert.match(text['deck-leaderboard'], /GPT-6 Astra/);
      assert.match(text['deck-citation'], /cai2026requirementsinteractscalinglonghorizon/);
      assert.match(text['deck-hero-web'], /One coherent implementation/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test("at 1280 × 720 every element, in every state, stays inside its slide (reveal.js's own size)", async (t) => {
    const { page, problems } = await openDeck(env, INSTANT, { width: 1280, height: 720 });
    try {
      const config = await page.evaluate(() => {
        const { width, height } = window.deck.getConfig();
        return { width, height, scale: window.deck.getScale() };
      });
      assert.deepEqual({ width: config.width, height: config.height }, { width: 960, height: 700 }, "reveal.js's own presentation size");
      const lastResorts = [];
      for (const { slide, state, act, check, lastResort } of DECK_STATES) {
        await showSlideAtRest(page, slide);
        if (act) {
          await act(page);
          await settle(page, slide);
        }
        if (check) {
          const space = check.indexOf(' ');
          const [host, inner] = [check.slice(0, space), check.slice(space + 1)];
          assert.ok(await page.$eval(host, (el, sel) => Boolean(el.shadowRoot.querySelector(sel)), inner), `${slide}, ${state}: the state is shown (${check})`);
        }
        const measured = await measureSlide(page, slide);
        for (const part of measured.parts) {
          assert.ok(inside(part.box, measured.slide), `${slide}, ${state}: ${part.name} ${JSON.stringify(part.box)} is inside the slide ${JSON.stringify(measured.slide)}`);
        }
        for (const element of measured.elements) {
          assert.ok(inside(element.box, measured.slide), `${slide}, ${state}: ${element.id} ${JSON.stringify(element.box)} is inside the slide ${JSON.stringify(measured.slide)}`);
          assert.equal(element.overflowsSideways, false, `${slide}, ${state}: ${element.id} shows all it draws across`);
          // Whole on its slide: nothing to scroll to inside the element, except in a state marked as the last resort.
          if (element.scrollsInside && lastResort) lastResorts.push(`${slide}, ${state}: ${element.id} scrolls inside its slide (${lastResort})`);
          else assert.equal(element.scrollsInside, false, `${slide}, ${state}: ${element.id} is whole on its slide, with nothing scrolling inside it (scroll height ${element.scroll})`);
        }
      }
      // Which states scroll inside (a presenter opened them by hand; the deck has a slide for each).
      for (const line of lastResorts) t.diagnostic(line);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  // The layout audit of issue 35 (support/layout-audit.mjs) on every slide at rest, in the deck's
  // own font and sizes: a deck's tight line heights and large figures are where text spills.
  for (const [width, height] of [
    [1280, 720],
    [375, 667],
  ]) {
    test(`at ${width} × ${height} every slide at rest: nothing clipped, drawn over, spilled or split inside a word`, async () => {
      const { page, problems } = await openDeck(env, INSTANT, { width, height });
      try {
        const found = [];
        for (const slide of SLIDES) {
          await showSlideAtRest(page, slide);
          found.push(...problemsOf(await auditLayout(page, `#${slide}`)).map((p) => `${slide}: ${p}`));
        }
        assert.deepEqual(found, []);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  test('at 1280 × 720 the smallest text of every element, in every state, is at least 18 px', async (t) => {
    const { page, problems } = await openDeck(env, INSTANT, { width: 1280, height: 720 });
    try {
      const tooSmall = [];
      const notScaling = [];
      for (const { slide, state, act } of DECK_STATES) {
        await showSlideAtRest(page, slide);
        if (state === 'at rest') {
          // What an element draws follows its host's font size (issue 15's "sizes follow the host's
          // font size"), at the width it has on its slide: the deck's one rule per element relies on it.
          for (const id of await page.$$eval(`#${slide} :is(requirement-web, results-toggle, leaderboard-table, bibtex-card)`, (els) => els.map((el) => el.id))) {
            const scaling = await followsHostFontSize(page, `#${id}`);
            if (!scaling.follows) notScaling.push(`${id} (smallest text ${scaling.small} px at a 16 px host, ${scaling.large} px at 32 px)`);
          }
        }
        if (act) await act(page);
        for (const element of (await measureSlide(page, slide)).elements) {
          t.diagnostic(`${slide}, ${state}: ${element.id}'s smallest text ${element.smallest.px} px (${element.smallest.text})`);
          if (element.smallest.px < 18) tooSmall.push({ slide, state, id: element.id, smallest: element.smallest });
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(notScaling, [], "every element's smallest text doubles with its host's font size");
      assert.deepEqual(tooSmall, [], 'every element reaches 18 px');
    } finally {
      await page.close();
    }
  });

  for (const { width, height } of [
    { width: 375, height: 667 },
    { width: 320, height: 568 },
  ]) {
    test(`on a ${width} px phone the deck is reveal.js's scroll view, its slides read as a page`, async () => {
      const { page, problems } = await openDeck(env, '', { width, height, hasTouch: true });
      try {
        await page.evaluate(() => Promise.all([...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => el.ready)));
        await nextFrames(page);
        assert.equal(await page.evaluate(() => window.deck.isScrollView()), true, 'scroll view below 435 px');
        const layout = await page.evaluate(
          (ids, smallestSource) => {
            const smallestText = new Function(`return (${smallestSource})`)();
            const viewport = document.querySelector('.reveal-viewport');
            return {
              scrolls: viewport.scrollHeight > viewport.clientHeight,
              sideways: viewport.scrollWidth - viewport.clientWidth,
              slides: ids.map((id) => {
                const section = document.getElementById(id);
                const box = section.getBoundingClientRect();
                return {
                  id,
                  top: box.top + viewport.scrollTop,
                  bottom: box.bottom + viewport.scrollTop,
                  left: box.left,
                  right: box.right,
                  transform: getComputedStyle(section).transform,
                  heading: parseFloat(getComputedStyle(section.querySelector('h1, h2')).fontSize),
                  elements: [...section.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => {
                    const r = el.getBoundingClientRect();
                    return { id: el.id, left: r.left, right: r.right, top: r.top + viewport.scrollTop, bottom: r.bottom + viewport.scrollTop, smallest: smallestText(el) };
                  }),
                };
              }),
            };
          },
          SLIDES,
          smallestTextIn.toString(),
        );
        assert.ok(layout.scrolls, 'the deck scrolls as a page');
        assert.ok(layout.sideways <= 0, `nothing scrolls sideways (${layout.sideways} px)`);
        let previousBottom = -Infinity;
        for (const slide of layout.slides) {
          assert.equal(slide.transform, 'none', `${slide.id} is not shrunk`);
          assert.ok(slide.left >= -0.5 && slide.right <= width + 0.5, `${slide.id} is as wide as the phone: ${slide.left}–${slide.right}`);
          assert.ok(slide.top >= previousBottom - 0.5, `${slide.id} follows the slide before it, no overlap`);
          assert.ok(slide.heading >= 20, `${slide.id}'s heading is readable (${slide.heading} px)`);
          previousBottom = slide.bottom;
          for (const element of slide.elements) {
            assert.ok(element.left >= 0 && element.right <= width + 0.5, `${element.id} fits the phone's width`);
            assert.ok(element.top >= slide.top - 0.5 && element.bottom <= slide.bottom + 0.5, `${element.id} is inside its slide, at full height`);
            // A 16 px host: the elements' own smallest text (0.75–0.8 em, web labels a little less at
            // 320 px, where the web's viewBox shrinks them), as on any phone page; reveal.js's own scaling gave 4–5 px.
            assert.ok(element.smallest.px >= 11, `${element.id}'s smallest text is ${element.smallest.px} px: ${element.smallest.text}`);
          }
        }
        // Scrolling to a slide shows it: its heading at the top of the screen, readable.
        await page.evaluate(() => document.getElementById('slide-leaderboard').scrollIntoView({ block: 'start' }));
        await nextFrames(page);
        const heading = await page.$eval('#slide-leaderboard h2', (h) => h.getBoundingClientRect().top);
        assert.ok(heading >= 0 && heading < height / 2, `the leaderboard slide's heading is on screen (${heading})`);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  test('on a phone a link to a slide opens at that slide, and the URL names the slide on screen', async () => {
    const { page, problems } = await openDeck(env, '', { width: 375, height: 667, hasTouch: true });
    try {
      await page.goto(env.url(`${DECK}#/slide-leaderboard`), { waitUntil: 'load' });
      await page.waitForFunction(() => window.deck?.isReady() && window.deck.isScrollView());
      await page.waitForFunction(() => {
        const top = document.querySelector('#slide-leaderboard h2').getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 3;
      }, { timeout: 10000 });
      // Scrolled by hand to the two-element slide: once scrolling stops the URL names it.
      await page.evaluate(() => document.getElementById('slide-two').scrollIntoView({ block: 'start' }));
      await page.waitForFunction(() => window.location.hash === '#/slide-two', { timeout: 30000 });
      // And still names it a while later (reveal.js's own, equal-share guess does not win).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(await page.evaluate(() => window.location.hash), '#/slide-two');
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
        ['slide-two', ['#deck-hero-web']],
        ['slide-deepswe', ['#deck-deepswe']],
        ['slide-cite', ['#deck-citation']],
      ]) {
        await goTo(page, slide);
        await waitForSlideElements(page, slide);
        for (const selector of selectors) {
          const size = await drawnSize(page, selector);
          assert.ok(size.drawn, `${selector} draws something`);
          assert.ok(laidOut(size), `${selector}'s ${size.drawn} is laid out: ${JSON.stringify(size)}`);
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
        if (scaling.css) {
          await page.addStyleTag({ content: scaling.css });
          // A deck scaled another way changes the room: the plugin fits its elements again (its
          // ResizeObserver hears it within a frame or two).
          await nextFrames(page);
          await page.evaluate(() => window.deck.getPlugin('codespecweave').settled());
        }
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
      assert.equal(await currentSlide(page), 'slide-results-table', 'and the deck takes the arrow keys again');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await currentSlide(page), 'slide-results');
      await radio.evaluate((element) => element.focus());

      // Leaving the element (a click on the slide's background) gives the keys back to the deck.
      const heading = await page.$('#slide-results h2');
      await heading.click();
      assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
      await page.keyboard.press('ArrowRight');
      assert.equal(await currentSlide(page), 'slide-results-table');
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
      // A column narrower than the table but wider than the phone layout (below 30em each row fits
      // without scrolling; the deck sets the element's font size, so 30em is about 690 px here), as
      // on a two-up slide, so the table overflows and scrolls sideways.
      // The board puts fields and its group under the model before it scrolls (issue 35): a table
      // that still scrolls is one the page's stylesheet keeps wide through its part.
      await page.addStyleTag({ content: '#deck-leaderboard { width: 32em; margin-inline: auto; } #deck-leaderboard::part(table) { min-width: 60em; }' });
      // Two field columns (a date, a cost): in a 32em column the leaderboard moves the framework under
      // the model and still fits five columns (issue 22), so a board with more columns is what overflows.
      await page.evaluate(async () => {
        const board = document.querySelector('#deck-leaderboard');
        const data = await (await fetch('data/deck-frontier-leaderboard.json')).json();
        data.fields = [
          { key: 'date', label: 'Submitted', type: 'date' },
          { key: 'cost', label: 'Cost per task', type: 'number', unit: '$', decimals: 2 },
        ];
        data.entries = data.entries.map((entry, i) => ({ ...entry, fields: { date: `2025-0${1 + (i % 9)}-15`, cost: 1 + i / 10 } }));
        board.data = data;
        await board.updateComplete;
      });
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

      // The new data and width refit the slide: the swipe must land where the table is once the
      // plugin is done (on a loaded machine it moved under the finger: no scroll, no slide change).
      await page.evaluate(() => window.deck.getPlugin('codespecweave').settled());
      await settle(page, 'slide-leaderboard');
      const region = await shadowHandle(page, '#deck-leaderboard', '[data-prevent-swipe]');
      // At slide size a narrow leaderboard is taller than its slide and scrolls inside: bring the table into view.
      await region.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
      await settle(page, 'slide-leaderboard');
      await swipe(region);
      assert.equal(await currentSlide(page), 'slide-leaderboard', 'a swipe on the table keeps the slide');
      // A touch scroll is applied by the compositor, frames after the gesture: on a loaded machine
      // more than the frames `swipe` waits (a clean clone's CI read 0 once): waited for, as long as a loaded machine needs.
      await page
        .waitForFunction(() => document.querySelector('#deck-leaderboard').shadowRoot.querySelector('[data-prevent-swipe]').scrollLeft > 0, { timeout: 30000 })
        .catch(() => undefined);
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

  test('on a touch screen, a state taller than its slide scrolls inside the element; a swipe elsewhere still changes slides', async () => {
    const { page, problems } = await openDeck(env, INSTANT, { width: 1280, height: 720, hasTouch: true });
    try {
      await showSlideAtRest(page, 'slide-results');
      await openFullResults(page, '#deck-results');
      const before = await page.$eval('#deck-results', (el) => ({ scrolls: el.scrollHeight > el.clientHeight + 1, top: el.scrollTop, marked: el.hasAttribute('data-prevent-swipe') }));
      // The precondition: with its full results open the element is taller than the room on its slide.
      assert.deepEqual(before, { scrolls: true, top: 0, marked: true });
      const box = await (await page.$('#deck-results')).boundingBox();
      const x = box.x + box.width / 2;
      const y = box.y + box.height * 0.7;
      await page.touchscreen.touchStart(x, y);
      for (let step = 1; step <= 6; step++) await page.touchscreen.touchMove(x, y - step * 40);
      await page.touchscreen.touchEnd();
      await nextFrames(page);
      assert.equal(await currentSlide(page), 'slide-results', 'the swipe on the element keeps the slide');
      assert.ok((await page.$eval('#deck-results', (el) => el.scrollTop)) > 0, 'and scrolls the element');

      const heading = await (await page.$('#slide-results h2')).boundingBox();
      const hx = heading.x + heading.width * 0.8;
      const hy = heading.y + heading.height / 2;
      await page.touchscreen.touchStart(hx, hy);
      for (let step = 1; step <= 6; step++) await page.touchscreen.touchMove(hx - step * 40, hy);
      await page.touchscreen.touchEnd();
      await nextFrames(page);
      assert.equal(await currentSlide(page), 'slide-results-table', 'a swipe on the heading moves on');
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
                // The first drawing the slide shows (a slide may hide parts with ::part()).
                const shown = [...el.shadowRoot.querySelectorAll('svg[part~="web"], [part~="bars"], [part~="table"], [part~="code"]')].find((node) => node.getClientRects().length > 0);
                const drawn = shown?.getBoundingClientRect();
                // A web is drawn in its column (beside its panel on a wide slide).
                const room = shown?.closest('.web-wrap')?.getBoundingClientRect().width ?? box.width;
                const page = section.closest('.pdf-page')?.getBoundingClientRect();
                const onPage = Boolean(page && box.top >= page.top - 0.5 && box.bottom <= page.bottom + 0.5 && box.left >= page.left - 0.5 && box.right <= page.right + 0.5);
                const edges = (rect) => rect && [rect.left, rect.top, rect.right, rect.bottom].map(Math.round);
                return { id: el.id, motion: el.getAttribute('motion'), width: box.width, room, drawnWidth: drawn?.width ?? 0, onPage, box: edges(box), page: edges(page), error: Boolean(el.shadowRoot.querySelector('[part~="error"]')) };
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
          assert.ok(element.width > 100 && element.room > 0.35 * element.width && element.drawnWidth > 0.5 * element.room, `${element.id} is drawn: ${JSON.stringify(element)}`);
          assert.ok(element.onPage, `${element.id} fits on its page, nothing cut off: ${element.box} on a page at ${element.page}`);
        }
      }
      assert.equal(pages.flatMap((p) => p.elements).length, 7);
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
    // A phone: reveal.js's scroll view shows every slide at once, so axe reads the whole deck page.
    test(`axe-core finds no violation on the phone's scroll view, landmarks included (${theme})`, async () => {
      const { page, problems } = await openDeck(env, INSTANT, { colorScheme: theme, width: 375, height: 667, hasTouch: true });
      try {
        for (const id of SLIDES) await waitForSlideElements(page, id);
        const violations = await runAxe(page, {});
        assert.equal(violations.length, 0, formatViolations(violations));
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });

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
      assert.equal(elements.length, 7);
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
    assert.equal(sources.length, 7);
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
