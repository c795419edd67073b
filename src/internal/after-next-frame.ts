/**
 * Resolves once the browser has drawn its next frame: a frame's callbacks run just before it is
 * drawn, and a task queued from one runs after it. The README snippet's loader (src/after-paint.ts)
 * waits here before it imports the library, so that a page's first frame is its own.
 *
 * Resolves at once when the page cannot draw (hidden: a background tab runs no frames, and there is
 * no paint to keep), when it is hidden while waiting, and after `fallbackMs` in any case, because a
 * browser may run no frames for a visible page it throttles (an iframe scrolled out of view), and
 * what waits here must still happen. Two seconds: far longer than a page takes to draw its first
 * frame once parsed, also on a busy phone, so the fallback never comes before a frame a reader sees.
 */
export function afterNextFrame(fallbackMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const done = () => {
      document.removeEventListener('visibilitychange', done);
      clearTimeout(fallback);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    const fallback = setTimeout(done, fallbackMs);
    requestAnimationFrame(() => setTimeout(done));
  });
}
