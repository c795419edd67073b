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

/** Whether an element shows its data (or its error), i.e. its size is final. */
function hasSettled(element) {
  const base = element.shadowRoot?.querySelector('[part~="base"]');
  if (!base || element.hasAttribute('aria-busy')) return false;
  return [...base.children].some((child) => child.localName !== 'slot' && !child.matches('[role="status"]'));
}

/**
 * reveal.js lays out the PDF pages once, when it starts; an element whose
 * `src` arrives later would then grow past its page. Wait (a few seconds at
 * most) until every element shows its data.
 */
async function elementsSettled(timeout = 5000) {
  const elements = [...document.querySelectorAll([...ELEMENT_TAGS].join(','))];
  const deadline = performance.now() + timeout;
  while (!elements.every(hasSettled) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const printing = /print-pdf/i.test(window.location.search);
if (printing) {
  // A print run wants the final frame of every chart, not an animation.
  for (const element of document.querySelectorAll([...ELEMENT_TAGS].join(','))) element.setAttribute('motion', 'none');
  await elementsSettled();
}

const deck = new Reveal({
  hash: true,
  width: 1280,
  height: 860,
  margin: 0.04,
  // A chart that grows (an open detail panel) must not spill a slide onto a second PDF page.
  pdfMaxPagesPerSlide: 1,
  keyboardCondition: keysBelongToDeck,
});
// Handy from the console, and what the end-to-end tests drive.
window.deck = deck;
deck.initialize();
