// "Fitted, and left so", waited for one way by every e2e deck test (the review of 2026-12-06 found
// it written twice: decks.test's deckSettled and fit-decks' measureFitSlides). Serialised into the
// page as smallest-text.mjs is (installFitsHeld), since the page has only the built bundle.

/**
 * Runs in the page: waits until none of `elements` is in a fitting (`fit`'s `data-fit-busy`, the
 * reveal plugin's `data-deck-fitting` while it fits a slide the first time), then until no
 * element's size or form has changed for `checks` checks in a row, `everyMs` and two frames apart:
 * a fitting after the first (a deck plugin's recheck once heights hold, `fit`'s refit of a grown
 * view) carries no mark to wait for. Both waits are bounds for a hang, not timings: `busyMs` for
 * the marks (at load 15–30 a deck's first fittings outlasted 10 s), `holdMs` for the holding.
 * Resolves `{ busy, held }`: whether a mark was still there, whether the sizes held; a deck that
 * never holds still goes on, and the test that measures it says what it found.
 */
export async function fitsHeld(elements, { checks = 3, everyMs = 100, busyMs = 120000, holdMs = 60000 } = {}) {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const marked = () => elements.some((el) => el.hasAttribute('data-fit-busy') || el.hasAttribute('data-deck-fitting'));
  await frames();
  for (let i = 0; i < busyMs / 25 && marked(); i++) await sleep(25);
  const state = () => elements.map((el) => `${el.style.fontSize}|${el.getAttribute('data-deck-compact')}`).join();
  let same = 0;
  for (let i = 0, last = state(); same < checks && i < holdMs / everyMs; i++) {
    await sleep(everyMs);
    await frames();
    const now = state();
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return { busy: marked(), held: same >= checks };
}

/** Makes `window.fitsHeld` (above) callable from `page.evaluate` code; again after each navigation. */
export function installFitsHeld(page) {
  return page.evaluate(`window.fitsHeld = ${fitsHeld.toString()}`);
}
