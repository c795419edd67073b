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
  // reveal.js rewrites the URL as it starts: keep the slide a link asked for (see slides.js).
  var linkedMatch = /^#\/([^/?]+)/.exec(window.location.hash);
  var linkedSlide = linkedMatch ? linkedMatch[1] : null;
  var start = function () {
    return deck.initialize().then(function () {
      followScrollView(deck, linkedSlide);
    });
  };
  if (printing) {
    elementsReady(5000).then(start);
  } else {
    start();
  }

  // In the scroll view (a phone), slides of their own heights: open a link at its slide and keep the
  // URL on the slide at the top of the screen (see slides.js for why).
  function followScrollView(reveal, linked) {
    var scroller = reveal.getViewportElement();
    if (linked && reveal.isScrollView()) {
      elementsReady(5000).then(function () {
        var target = document.getElementById(decodeURIComponent(linked)) || reveal.getSlides()[Number(linked)];
        if (!target) return;
        requestAnimationFrame(function () {
          target.scrollIntoView({ block: 'start' });
        });
        window.history.replaceState(null, '', '#/' + (target.id || linked));
      });
    }
    var quiet;
    scroller.addEventListener(
      'scroll',
      function () {
        clearTimeout(quiet);
        quiet = setTimeout(function () {
          if (!reveal.isScrollView()) return;
          var line = window.innerHeight / 3;
          var slides = reveal.getSlides();
          var onScreen = slides[0];
          slides.forEach(function (slide) {
            if (slide.getBoundingClientRect().top <= line) onScreen = slide;
          });
          var hash = onScreen.id ? '#/' + onScreen.id : '#/' + slides.indexOf(onScreen);
          if (window.location.hash !== hash) window.history.replaceState(null, '', hash);
        }, 1100);
      },
      { passive: true },
    );
  }
})();
