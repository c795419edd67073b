/**
 * dist/browser/codespecweave-widgets.after-paint.js, the module the README's snippet loads: it runs
 * the all-in-one module beside it (`codespecweave-widgets.js`, which registers the four tags) once the
 * page has drawn its first frame, so the page's own text never waits for the library.
 *
 * Why a loader: a module script in `<head>` runs as soon as the document is parsed. With the library
 * in the cache that is often before the page's first frame, and the library then defines the tags
 * and draws every element before the browser paints anything: on a 4× throttled CPU the article's
 * text painted 2.1–2.3× later than without the library in two of five runs of `npm run bench
 * first-paint` (docs/performance.md). Waiting one frame keeps that first frame the page's own, as
 * without the library: the elements not yet defined, their fallback shown in the room
 * `loading-reserve.css` keeps for them. The library's own module still defines at import (pages,
 * frameworks and the deck plugins rely on that); this file only chooses when to import it.
 *
 * Its build (vite.config.ts, mode `after-paint`) inlines its one import: a few hundred bytes, which
 * cost the page nothing before its first frame.
 */
import { afterNextFrame } from './internal/after-next-frame.js';

/** The all-in-one module, beside this file in dist/browser/ (resolved against this module's URL). */
const LIBRARY = './codespecweave-widgets.js';

// Imported only after that frame, not preloaded with `modulepreload` before it: Chromium compiles a
// module preloaded so on the page's main thread as soon as it arrives, and that compile often came
// before the first paint (the article's text 1.32× later on a 4× throttled CPU, against 1.04× with
// no preload). The README's snippet downloads the file meanwhile with a `preload` link, which does
// not compile, so that a first visit does not wait one more round trip here; without that link the
// library is requested only here, after the frame, and its elements come that round trip later, in
// the room kept for them.
// This file does not add the link itself: it runs about when the first frame is drawn (after the
// snippet's stylesheet), too late to save anything (docs/performance.md).
// A failed import (the folder copied without its module) is reported by the browser as any module's.
void afterNextFrame().then(() => import(/* @vite-ignore */ LIBRARY));
