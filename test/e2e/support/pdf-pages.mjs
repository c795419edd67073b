// A printed page read back page by page: Chromium's own print (page.pdf()) to a file, then
// poppler's pdftotext, which ends each page's text with a form feed. The print tests ask where
// things landed: which page holds a heading, its first rows, a whole element.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Each page's text of the PDF at `file`, in order (pdftotext's reading order, lines joined by "\n"). */
export function pdfPageTexts(file) {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  // Every page, the last too, ends with "\f": the piece after the last one is not a page.
  return text.split('\f').slice(0, -1);
}

/**
 * `page` printed on A4 (Chromium's default margins for page.pdf(): none) and read back: its pages'
 * texts. `keep` names a PNG prefix: the pages are also drawn (pdftoppm, 50 dpi) to `<keep>-<n>.png`,
 * to be looked at.
 */
export async function printedPages(page, { keep = null, pdf = { format: 'A4', printBackground: true } } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'csw-pages-'));
  try {
    const file = path.join(dir, 'page.pdf');
    writeFileSync(file, await page.pdf(pdf));
    if (keep) execFileSync('pdftoppm', ['-png', '-r', '50', file, keep]);
    return pdfPageTexts(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text compared across line ends: no spaces, soft hyphens or hyphens (pdftotext joins "-\n" lines), in capitals (CSS text-transform). */
export const bare = (text) => text.replace(/[\s\u00ad-]+/g, '').toUpperCase();

/** The 1-based numbers of the pages whose text holds `text` (compared bare). */
export function pagesWith(pages, text) {
  const wanted = bare(text);
  return pages.flatMap((page, i) => (bare(page).includes(wanted) ? [i + 1] : []));
}

/** An A4 page in CSS px, as page.pdf() lays it out with no margins: 210 × 297 mm. */
export const A4 = { width: 794, height: 1123 };

/**
 * Puts `selector`'s element across the first page's end: a blank block (`#spacer`, already on the
 * page before it) is made as tall as puts the element's middle at the end of an A4 page, measured
 * as the page lays out for paper (print media at the page's width). So a short element printed
 * where it falls would be cut in two. Returns where the element then is (its top and height, in px).
 */
export async function acrossPageEnd(page, selector) {
  const viewport = page.viewport();
  await page.setViewport(A4);
  await page.emulateMediaType('print');
  try {
    return await page.evaluate(
      async (selector, pageHeight) => {
        const el = document.querySelector(selector);
        const settled = async () => {
          await el.updateComplete;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        };
        await settled();
        const spacer = document.getElementById('spacer');
        spacer.style.height = '0px';
        const before = el.getBoundingClientRect();
        spacer.style.height = `${Math.max(0, pageHeight - before.height / 2 - (before.top + scrollY))}px`;
        await settled();
        const { top, height } = el.getBoundingClientRect();
        return { top: top + scrollY, height };
      },
      selector,
      A4.height,
    );
  } finally {
    await page.emulateMediaType(null);
    await page.setViewport(viewport);
  }
}
