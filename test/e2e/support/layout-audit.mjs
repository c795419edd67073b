// What a reader would call a broken layout, found in the page (issue 35): text cut off by a box that
// clips or scrolls it out of sight, two texts drawn on one spot, a word split across two lines
// (anywhere but after "-", "_", ".", "/", or between CJK characters), text outside the viewport,
// and a page wider than its viewport. Shadow roots are searched too. Each finding names the text and
// where it is, so a failure says what a reader sees. Not a test: test/e2e/layout.test.mjs runs it.

/**
 * Runs in the page: every finding under `rootSelector` (a host element; the whole document when
 * null), as `{ clipped, overlaps, spilled, splitWords, outside, pageOverflow }`, each a list of sentences.
 */
function auditInPage(rootSelector) {
  const root = rootSelector ? document.querySelector(rootSelector) : document.body;
  const findings = { clipped: [], overlaps: [], spilled: [], splitWords: [], outside: [], pageOverflow: [] };
  /** Every text a reader sees under the root (not a finding: what a printout must hold). */
  const shown = new Set();
  const viewport = { width: document.documentElement.clientWidth };
  const overflowX = document.scrollingElement.scrollWidth - window.innerWidth;
  if (overflowX > 0) findings.pageOverflow.push(`the page is ${overflowX} px wider than its ${window.innerWidth} px viewport`);

  /** Every text node under `node`, through shadow roots, that a reader can see. */
  function* texts(node) {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let current = walker.currentNode; current; current = walker.nextNode()) {
      if (current.nodeType === Node.TEXT_NODE) {
        if (current.data.trim()) yield current;
      } else {
        if (/^(style|script|template|title|desc)$/.test(current.localName)) continue;
        if (current.shadowRoot) yield* texts(current.shadowRoot);
      }
    }
  }
  const parentElement = (node) => node.parentElement ?? node.parentNode?.host ?? null;
  /** The element's parent in the flat tree (a slotted node's slot, a shadow root's host). */
  const flatParent = (element) => element.assignedSlot ?? element.parentElement ?? element.parentNode?.host ?? null;
  const visible = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    // Text for screen readers only (clipped to a pixel).
    !(element.getBoundingClientRect().width <= 1 || element.getBoundingClientRect().height <= 1) &&
    !/inset\(50%\)/.test(getComputedStyle(element).clipPath);
  const label = (node) => JSON.stringify(node.data.trim().replace(/\s+/g, ' ').slice(0, 48));
  const where = (element) => {
    const parts = [];
    for (let e = element; e && parts.length < 3; e = parentElement(e)) {
      const part = e.getAttribute?.('part');
      if (part || e.id || e.localName.includes('-')) parts.push(`${e.localName}${e.id ? `#${e.id}` : ''}${part ? `[part=${part}]` : ''}`);
    }
    return parts.join(' < ') || element.localName;
  };
  /** The nearest element that lays out `element`'s lines as a box of its own (not an inline, not SVG). */
  const holdingBlock = (element) => {
    for (let e = element; e; e = flatParent(e)) {
      if (e instanceof SVGElement) return null;
      if (!/^(inline|contents)$/.test(getComputedStyle(e).display)) return e;
    }
    return null;
  };
  const rectsOf = (node, from = 0, to = node.data.length) => {
    const range = document.createRange();
    range.setStart(node, from);
    range.setEnd(node, to);
    return [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
  };

  const boxes = [];
  for (const node of texts(root)) {
    const element = parentElement(node);
    if (!element || !visible(element)) continue;
    const rects = rectsOf(node);
    if (!rects.length) continue;
    // Clipped: a line box outside an ancestor that clips or scrolls (SVG clips by default). Text in
    // a box clipped to a pixel is for screen readers only (an sr-only list): not shown, not checked.
    let clipping = null;
    let readerOnly = false;
    for (let a = element; a && a !== document.documentElement; a = flatParent(a)) {
      const style = getComputedStyle(a);
      const clips = [style.overflowX, style.overflowY].some((v) => v !== 'visible') || (a.localName === 'svg' && style.overflow !== 'visible');
      const box = a.getBoundingClientRect();
      if (/inset\(50%\)/.test(style.clipPath) || (clips && (box.width <= 1 || box.height <= 1))) {
        readerOnly = true;
        break;
      }
      // Not the page's own scroller (the body of reveal.js's scroll view on a phone): a reader scrolls the page.
      if (clips && a !== element && a !== document.body) clipping ??= a;
    }
    if (readerOnly) continue;
    shown.add(node.data.replace(/\s+/g, ' ').trim());
    for (const a of clipping ? [clipping] : []) {
      const box = a.getBoundingClientRect();
      const [left, top] = [box.left + a.clientLeft, box.top + a.clientTop];
      const [right, bottom] = a.localName === 'svg' ? [box.right, box.bottom] : [left + (a.clientWidth || box.width), top + (a.clientHeight || box.height)];
      // Up and down, a fifth of the font: a text's rect is its font's whole height, more than its line's on a tight line.
      const slack = Math.max(1, 0.2 * parseFloat(getComputedStyle(element).fontSize));
      const out = rects.find((r) => r.left < left - 1 || r.right > right + 1 || r.top < top - slack || r.bottom > bottom + slack);
      if (out) {
        findings.clipped.push(`${label(node)} in ${where(element)}: ${Math.round(out.left)}–${Math.round(out.right)} × ${Math.round(out.top)}–${Math.round(out.bottom)} outside its ${a.localName} box ${Math.round(left)}–${Math.round(right)} × ${Math.round(top)}–${Math.round(bottom)}`);
      }
    }
    // Spilled: a line box above or below the block that holds it (one given a height its text
    // outgrew). Not over another text, yet drawn over whatever lies there: a rule, a bar. Or, when
    // that block clips (a line clamp), lines cut off by it: a heading that lost its last word.
    const block = holdingBlock(element);
    if (block) {
      const box = block.getBoundingClientRect();
      // A text's rect is its font's whole height, taller than its line where the line height is
      // tight (a deck's headings): a third of the font beyond its box is a line that spilled.
      const slack = Math.max(2, 0.3 * parseFloat(getComputedStyle(element).fontSize));
      const out = rects.find((r) => r.top < box.top - slack || r.bottom > box.bottom + slack);
      const clamps = getComputedStyle(block).overflowY !== 'visible';
      if (out) findings[clamps ? 'clipped' : 'spilled'].push(`${label(node)} in ${where(element)}: ${Math.round(out.top)}–${Math.round(out.bottom)} ${clamps ? 'cut off by' : 'outside'} its ${block.localName} box ${Math.round(box.top)}–${Math.round(box.bottom)}`);
    }
    if (element.closest('[part~="base"], body') && getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
      findings.clipped.push(`${label(node)} in ${where(element)}: cut with an ellipsis`);
    }
    for (const r of rects) {
      if (r.left < -1 || r.right > viewport.width + 1) findings.outside.push(`${label(node)} in ${where(element)}: ${Math.round(r.left)}–${Math.round(r.right)} outside the ${viewport.width} px viewport`);
      boxes.push({ node, element, r, font: parseFloat(getComputedStyle(element).fontSize) });
    }
    // Words split across lines: each break inside a run of letters or digits.
    if (rects.length > 1 || element.closest('svg')) {
      const data = node.data;
      for (const match of data.matchAll(/\S+/g)) {
        const word = match[0];
        if (word.length < 2) continue;
        const wordRects = rectsOf(node, match.index, match.index + word.length);
        if (new Set(wordRects.map((r) => Math.round(r.top))).size < 2) continue;
        // A word wider than its whole line (a URL in BibTeX, a DOI) has to break somewhere: only one
        // that would have fitted on a line of its own is broken wrongly.
        const style = getComputedStyle(element);
        const line = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.textIndent || '0');
        if (wordRects.reduce((sum, r) => sum + r.width, 0) > line) continue;
        // Find each break: the first character on a new line.
        let lastTop = rectsOf(node, match.index, match.index + 1)[0]?.top;
        for (let i = 1; i < word.length; i++) {
          const top = rectsOf(node, match.index + i, match.index + i + 1)[0]?.top;
          if (top === undefined || lastTop === undefined || Math.abs(top - lastTop) < 2) continue;
          lastTop = top;
          if (!allowedBreak(word[i - 1], word[i])) findings.splitWords.push(`${JSON.stringify(word)} in ${where(element)} breaks as "${word.slice(0, i)}" / "${word.slice(i)}"`);
        }
      }
    }
  }
  // SVG labels: a label's lines are <tspan>s; a word split between two of them.
  for (const text of [...(root.shadowRoot ?? root).querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [...e.shadowRoot.querySelectorAll('text')] : e.localName === 'text' ? [e] : []))) {
    const lines = [...text.querySelectorAll('tspan')].map((t) => t.textContent);
    // A line ends where a space was, and the space is not drawn: the label's whole text says whether
    // the two words had one between them (requirement-web's: its node's accessible name; the hub's:
    // the element's own text, its prompt names the hub).
    const node = text.dataset.for && text.closest('svg').querySelector(`[data-id="${CSS.escape(text.dataset.for)}"]`);
    const whole = (node ? node.getAttribute('aria-label') ?? '' : text.getRootNode().textContent).replace(/\s+/g, ' ');
    for (let i = 1; i < lines.length; i++) {
      const [before, after] = [lines[i - 1].trimEnd(), lines[i].trimStart()];
      const spaced = whole.includes(`${before.split(' ').at(-1)} ${after.split(' ')[0]}`);
      if (before && after && !spaced && !/…$/.test(before) && !allowedBreak(before.at(-1), after[0])) findings.splitWords.push(`${JSON.stringify(lines.join(''))} in an SVG label breaks as "${before}" / "${after}"`);
    }
  }

  /** A line may break between `a` and `b` unless both are letters or digits of a script that spaces its words. */
  function allowedBreak(a, b) {
    if (/[-_./\u2010-\u2014]/.test(a)) return true;
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
    if (cjk.test(a) || cjk.test(b)) return true;
    return !(/[\p{L}\p{N}]/u.test(a) && /[\p{L}\p{N}]/u.test(b));
  }

  // Two texts on one spot: line boxes of different text nodes overlapping by more than 2 px both ways
  // (up and down, by more than a sixth of the larger font: a rect is the font's whole height, and a
  // large figure's on a tight line reaches into the line under it without any ink there).
  boxes.sort((p, q) => p.r.top - q.r.top);
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length && boxes[j].r.top < a.r.bottom - 2; j++) {
      const b = boxes[j];
      if (a.node === b.node) continue;
      const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (x > 2 && y > Math.max(2, Math.max(a.font, b.font) / 6)) findings.overlaps.push(`${label(a.node)} (${where(a.element)}) and ${label(b.node)} (${where(b.element)}) overlap by ${Math.round(x)} × ${Math.round(y)} px`);
    }
  }
  for (const key of Object.keys(findings)) findings[key] = [...new Set(findings[key])];
  return { findings, texts: [...shown] };
}

/** The findings for the page open in `page` (under `rootSelector`, or everywhere). */
export async function auditLayout(page, rootSelector = null) {
  return (await page.evaluate(auditInPage, rootSelector)).findings;
}

/** The texts a reader sees under `rootSelector` (shadow roots included; not screen-reader-only text), each once. */
export async function shownTexts(page, rootSelector) {
  return (await page.evaluate(auditInPage, rootSelector)).texts;
}

/** Every finding as one list of sentences (empty: nothing wrong). */
export function problemsOf(findings) {
  return Object.entries(findings).flatMap(([kind, list]) => list.map((finding) => `${kind}: ${finding}`));
}

/**
 * requirement-web, in the page: its labels at rest (whole, shortened or absent) and every label
 * whose text box an edge crosses (the edges' paths sampled every 3 units, the box less 1 unit).
 */
export function auditWeb(page, selector) {
  return page.evaluate((hostSelector) => {
    const root = document.querySelector(hostSelector).shadowRoot;
    const svg = root.querySelector('svg[part="web"]');
    // Labels at rest belong to their node's target (data-for); callouts do not.
    const labels = [...svg.querySelectorAll('text[data-for]')];
    const paths = [...svg.querySelectorAll('[part~="edge"]')];
    const points = paths.flatMap((path) => {
      const length = path.getTotalLength();
      return Array.from({ length: Math.ceil(length / 3) + 1 }, (_, i) => path.getPointAtLength(Math.min(length, i * 3)));
    });
    const crossed = labels.flatMap((text) => {
      const box = text.getBBox();
      const hit = points.find((p) => p.x > box.x + 1 && p.x < box.x + box.width - 1 && p.y > box.y + 1 && p.y < box.y + box.height - 1);
      return hit ? [`"${text.textContent.trim()}" is crossed by an edge at ${Math.round(hit.x)}, ${Math.round(hit.y)}`] : [];
    });
    const nodes = root.querySelectorAll('[part~="node"]').length;
    const shortened = labels.filter((text) => /…/.test(text.textContent)).length;
    return { nodes, labels: labels.length, shortened, crossed };
  }, selector);
}
