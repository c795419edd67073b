// The deck's set-up as a classic script (demo/slides-file.html), for a deck
// opened from file://. Keep in step with demo/slides.js, its ES-module twin.
(function () {
  'use strict';
  var ELEMENT_TAGS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

  // While focus is inside one of the elements, keys belong to it (see slides.js).
  function keysBelongToDeck(event) {
    if (event.defaultPrevented) return false;
    var active = document.activeElement;
    return !(active && ELEMENT_TAGS.indexOf(active.localName) !== -1);
  }

  // Escape inside an element hands the keys back to the deck (see slides.js).
  document.addEventListener('keydown', function (event) {
    var active = document.activeElement;
    if (event.key !== 'Escape' || event.defaultPrevented || !active || ELEMENT_TAGS.indexOf(active.localName) === -1) return;
    setTimeout(function () {
      active.blur();
    });
  });

  // Unlike slides.js, nothing to wait for before a print run: the data is inline,
  // so every element has rendered by the time this deferred script runs.
  if (/print-pdf/i.test(window.location.search)) {
    document.querySelectorAll(ELEMENT_TAGS.join(',')).forEach(function (element) {
      element.setAttribute('motion', 'none');
    });
  }

  var deck = new window.Reveal({
    hash: true,
    margin: 0.04,
    pdfMaxPagesPerSlide: 1,
    scrollActivationWidth: 435,
    scrollSnap: false,
    keyboardCondition: keysBelongToDeck,
  });
  window.deck = deck;
  deck.initialize();
})();
