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

  // As in slides.js: reveal.js lays out the PDF pages once, when it starts, so a print run first
  // waits (5 s at most) for every element's `ready` (the data is inline, but a web lays itself out
  // for its width a frame after it first renders).
  function elementsReady(timeout) {
    var elements = Array.prototype.slice.call(document.querySelectorAll(ELEMENT_TAGS.join(',')));
    var ready = Promise.all(
      elements.map(function (element) {
        return customElements.whenDefined(element.localName).then(function () {
          return element.ready;
        });
      }),
    );
    return Promise.race([
      ready,
      new Promise(function (resolve) {
        setTimeout(resolve, timeout);
      }),
    ]);
  }

  var printing = /print-pdf/i.test(window.location.search);
  if (printing) {
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
  if (printing) {
    elementsReady(5000).then(function () {
      deck.initialize();
    });
  } else {
    deck.initialize();
  }
})();
