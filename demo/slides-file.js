// The deck's set-up as a classic script (demo/slides-file.html), for a deck opened from file://.
// Keep in step with demo/slides.js, its ES-module twin: the plugin comes from the library's IIFE
// (window.CodeSpecWeaveReveal), reveal.js from its classic build.
(function () {
  'use strict';
  var deck = new window.Reveal({
    hash: true,
    margin: 0.04,
    pdfMaxPagesPerSlide: 1,
    scrollSnap: false,
    plugins: [
      function () {
        return window.CodeSpecWeaveReveal({ minText: 18 });
      },
    ],
  });
  window.deck = deck;
  deck.initialize();
})();
