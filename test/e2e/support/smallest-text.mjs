// The smallest text a reader sees in an element, measured one way by every e2e test (the fit review
// of 2026-12-06 found the walk written four times). It is the walk of src/internal/fit-measure.ts's
// smallestTextRatio, which the fitting itself and the browser tests use; this copy runs in a page
// that has only the built bundle, so it is serialised into the page (installSmallestText).

/**
 * Runs in the page: the smallest visible text inside `element`'s shadow trees, in screen px, and its
 * first words. `scale` is what scales HTML text on screen (a deck tool's transform, a print zoom);
 * without it, each text's own box against its layout width says. SVG text is measured at its
 * drawing's own scale. Not counted: blank text, <title> and <style>,
 * visually hidden text (a box of 1 px or less, .sr-only), text that is not visible.
 */
export function smallestTextIn(element, scale) {
  let px = Infinity;
  let text = '';
  const walk = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent.trim() || parent.closest('title, style, .sr-only, .visually-hidden')) continue;
      const own = parent.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const ctm = parent instanceof SVGGraphicsElement ? parent.getScreenCTM() : null;
      const htmlScale = scale ?? (parent.offsetWidth > 0 ? own.width / parent.offsetWidth : 1);
      const size = Number.parseFloat(style.fontSize) * (ctm ? Math.hypot(ctm.a, ctm.b) : htmlScale);
      if (size < px) {
        px = size;
        text = node.textContent.trim().slice(0, 30);
      }
    }
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
  };
  if (element.shadowRoot) walk(element.shadowRoot);
  return { px, text };
}

/** Makes `window.smallestTextIn` (above) callable from `page.evaluate` code; again after each navigation. */
export function installSmallestText(page) {
  return page.evaluate(`window.smallestTextIn = ${smallestTextIn.toString()}`);
}
