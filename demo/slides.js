// The deck's set-up, as an ES module (demo/slides.html). demo/slides-file.js is
// the same with classic scripts, for a deck opened from file://.
import Reveal from './vendor/reveal/reveal.mjs';

const ELEMENT_TAGS = new Set(['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card']);

/**
 * While focus is inside one of the elements (document.activeElement is its host),
 * keys belong to it: its radio groups and nodes use the arrow keys, its search
 * field takes letters. reveal.js only exempts plain inputs, so tell it here.
 */
function keysBelongToDeck(event) {
  if (event.defaultPrevented) return false;
  const active = document.activeElement;
  return !(active && ELEMENT_TAGS.has(active.localName));
}

/**
 * Escape inside an element hands the keys back to the deck: focus leaves the element. After the
 * event, so reveal.js (which also hears it) still sees the element focused and does not take it
 * as its own Escape. requirement-web keeps a first Escape to clear its selection.
 */
document.addEventListener('keydown', (event) => {
  const active = document.activeElement;
  if (event.key !== 'Escape' || event.defaultPrevented || !active || !ELEMENT_TAGS.has(active.localName)) return;
  setTimeout(() => active.blur());
});

/**
 * reveal.js lays out the PDF pages once, when it starts; an element whose `src` arrives later
 * would then grow past its page. Wait (a few seconds at most) for every element's `ready`: it
 * resolves once the element shows its data, or the error that stands in for it.
 */
async function elementsReady(timeout = 5000) {
  const elements = [...document.querySelectorAll([...ELEMENT_TAGS].join(','))];
  const ready = Promise.all(
    elements.map(async (element) => {
      // `ready` exists once the tag is defined (the library's module may still be loading).
      await customElements.whenDefined(element.localName);
      await element.ready;
      // What an element loads on first use for the view it shows (Full results open) is in by then.
      return element.updateComplete;
    }),
  );
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, timeout))]);
}

const printing = /print-pdf/i.test(window.location.search);
if (printing) {
  // A print run wants the final frame of every chart, not an animation.
  for (const element of document.querySelectorAll([...ELEMENT_TAGS].join(','))) element.setAttribute('motion', 'none');
  await elementsReady();
}

const deck = new Reveal({
  hash: true,
  // reveal.js's own presentation size (960 × 700), which it scales to the screen.
  margin: 0.04,
  // A chart that grows (an open detail panel) must not spill a slide onto a second PDF page.
  pdfMaxPagesPerSlide: 1,
  // Below 435 px wide (reveal.js's default, named here because slides.css depends on it) the deck
  // becomes reveal.js's scroll view, which slides.css lays out as a page; no snapping between slides
  // of different heights.
  scrollActivationWidth: 435,
  scrollSnap: false,
  keyboardCondition: keysBelongToDeck,
});
// Handy from the console, and what the end-to-end tests drive.
window.deck = deck;
// reveal.js rewrites the URL as it starts: keep the slide a link asked for.
const linkedSlide = /^#\/([^/?]+)/.exec(window.location.hash)?.[1];
deck.initialize().then(() => followScrollView(deck, linkedSlide));

/**
 * In the scroll view (a phone) slides.css gives every slide its own height, but reveal.js maps equal
 * shares of the scroll range to slides: the slide it calls current, the URL it writes and the place a
 * link to a slide opens at run up to a slide off. So, in the scroll view, once every element shows its
 * data (the slides have their heights), open a link to a slide at that slide; and whenever scrolling
 * stops, name the slide at the top of the screen in the URL, after reveal.js's own write (it waits up
 * to a second between writes).
 */
async function followScrollView(reveal, linked) {
  const scroller = reveal.getViewportElement();
  if (linked && reveal.isScrollView()) {
    await elementsReady();
    const target = document.getElementById(decodeURIComponent(linked)) ?? reveal.getSlides()[Number(linked)];
    if (target) {
      requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
      window.history.replaceState(null, '', `#/${target.id || linked}`);
    }
  }
  let quiet;
  scroller.addEventListener(
    'scroll',
    () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        if (!reveal.isScrollView()) return;
        const line = window.innerHeight / 3;
        const onScreen = reveal.getSlides().filter((slide) => slide.getBoundingClientRect().top <= line).pop() ?? reveal.getSlides()[0];
        const hash = onScreen?.id ? `#/${onScreen.id}` : `#/${reveal.getSlides().indexOf(onScreen)}`;
        if (window.location.hash !== hash) window.history.replaceState(null, '', hash);
      }, 1100);
    },
    { passive: true },
  );
}
