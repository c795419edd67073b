// The deck's set-up, as an ES module (demo/slides.html). demo/slides-file.js is the same with
// classic scripts, for a deck opened from file://. Everything the elements need on a slide (their
// size, the keys inside them, the phone's scroll view, ?print-pdf waiting for their data) is the
// plugin's: docs/decks.md. What is left here is this deck's own choices.
import Reveal from './vendor/reveal/reveal.mjs';
import CodeSpecWeaveReveal from '../dist/reveal.js';

const deck = new Reveal({
  hash: true,
  // reveal.js's own presentation size (960 × 700), which it scales to the screen.
  margin: 0.04,
  // A chart that grows (an open detail panel) must not spill a slide onto a second PDF page.
  pdfMaxPagesPerSlide: 1,
  // Slides of different heights in the phone's scroll view: no snapping between them.
  scrollSnap: false,
  // This deck never draws text below 18 px on a 1280 × 720 screen: a state with no room at that size
  // (Full results opened by hand) scrolls inside its element; the deck gives it a slide of its own.
  plugins: [() => CodeSpecWeaveReveal({ minText: 18 })],
});
// Handy from the console, and what the end-to-end tests drive.
window.deck = deck;
deck.initialize();
