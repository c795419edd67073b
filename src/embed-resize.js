/*!
 * codespecweave-widgets embed-resize.js: for a host page that allows one script. Sizes every
 * iframe of a `codespecweave-widgets embed` page to its content, so the reader sees the element
 * whole with no scrollbar inside the frame, also after it grows (a reader opening Full results).
 *
 *   <script src="embed-resize.js" async></script>
 *
 * A classic script (no module, no build step, no dependency), shipped as dist/embed-resize.js.
 * An embed page posts `{ type: "codespecweave:height", id, height }` to its parent whenever its
 * height changes. A message is used only when it comes from one of this page's iframes (its
 * `contentWindow` is the message's source) and from the origin of that iframe's `src`, and only
 * for a frame the snippet marked as an embed page (`data-codespecweave-embed="<id>"`, the id the
 * message names, and a `src` naming `<id>.html`): an ad's or a comment widget's frame posting the
 * same message is left alone. The height is clamped to MIN_HEIGHT–MAX_HEIGHT px.
 * Frames that loaded before this script are asked to post their height again.
 */
(function () {
  'use strict';
  if (window.__codespecweaveEmbedResize) return;
  window.__codespecweaveEmbedResize = true;

  var HEIGHT = 'codespecweave:height';
  var REQUEST = 'codespecweave:height-request';
  var MARKER = 'data-codespecweave-embed';
  /** An element is never shorter than a heading and its note, nor (with its full results open) taller than this. */
  var MIN_HEIGHT = 80;
  var MAX_HEIGHT = 30000;

  /** Whether `frame` is a snippet's embed page for `id`: marked with it, its `src` naming `<id>.html`. */
  function isEmbedFrame(frame, id) {
    if (typeof id !== 'string' || !id || frame.getAttribute(MARKER) !== id) return false;
    try {
      var file = new URL(frame.getAttribute('src') || '', document.baseURI).pathname.split('/').pop();
      return decodeURIComponent(file) === id + '.html';
    } catch {
      return false;
    }
  }

  function originOf(frame) {
    try {
      return new URL(frame.getAttribute('src') || '', document.baseURI).origin;
    } catch {
      return '';
    }
  }

  function frameOf(source) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === source) return frames[i];
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== HEIGHT) return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0) return;
    var frame = event.source && frameOf(event.source);
    if (!frame || originOf(frame) !== event.origin || !isEmbedFrame(frame, data.id)) return;
    var px = String(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height))));
    // The attribute (the snippet's own sizing), and the CSSOM for host styles that set a height:
    // neither is an inline style attribute in markup, so a host's style-src policy allows both.
    if (frame.getAttribute('height') !== px) frame.setAttribute('height', px);
    frame.style.height = px + 'px';
  });

  function ask() {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (!frames[i].hasAttribute(MARKER)) continue;
      var origin = originOf(frames[i]);
      // A file: or sandboxed frame has the opaque origin "null", which postMessage cannot target by name.
      if (origin && frames[i].contentWindow) frames[i].contentWindow.postMessage({ type: REQUEST }, origin === 'null' ? '*' : origin);
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ask);
  else ask();
})();
