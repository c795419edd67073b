/**
 * Text measurement and wrapping for SVG labels, with no DOM: the caller passes
 * a measuring function (the element uses a canvas with the page's font), and
 * {@link estimateTextWidth} stands in where there is none (tests, workers).
 */

/** Width in px of `text` set in `fontSize` px, bold or not. */
export type MeasureText = (text: string, fontSize: number, bold?: boolean) => number;

// Advance widths in em of a typical sans-serif, rounded up so estimates err wide.
const NARROW = /[ijlI.,:;'|!()[\]{}\u2019]/;
const SEMI_NARROW = /[frt\- "/\\]/;
const WIDE = /[mwMW@%]/;

/**
 * A conservative width estimate for a sans-serif face (errs wide, never narrow by much),
 * where there is no canvas to measure with: tests, the benchmark's floor, workers.
 */
export const estimateTextWidth: MeasureText = (text, fontSize, bold = false) => {
  let em = 0;
  for (const char of text) {
    if (NARROW.test(char)) em += 0.3;
    else if (SEMI_NARROW.test(char)) em += 0.4;
    else if (WIDE.test(char)) em += 0.92;
    else if (char >= 'A' && char <= 'Z') em += 0.72;
    else em += 0.6;
  }
  return em * fontSize * (bold ? 1.08 : 1);
};

export interface WrappedText {
  lines: string[];
  /** Widest line in px. */
  width: number;
  /** Whether words were cut off (the last line ends with "…"). */
  truncated: boolean;
}

/**
 * No glyph is narrower than this many em (bar zero-width marks, which only make a cut shorter than
 * it could be): so a line `maxWidth` px wide holds at most `maxWidth / (fontSize × MIN_GLYPH_EM)`
 * characters, and no longer string is ever measured.
 */
const MIN_GLYPH_EM = 0.15;

/**
 * Wraps `text` at spaces into at most `maxLines` lines no wider than
 * `maxWidth`. A single word may take a line up to `wordWidth` wide (so
 * "transactionbuilder" is not cut when it can fit); a word wider still is
 * broken between characters, and text that does not fit ends in "…".
 *
 * With `boundaries`, names are never broken inside a word: see {@link wrapName}.
 *
 * Bounded whatever the text (a 50,000-character word, thousands of words): splitting it is
 * linear, no string longer than a line can hold is measured, and where a word is cut the cut is
 * found by binary search (a few measurements, not one per character).
 */
export function wrapLabel(
  text: string,
  maxWidth: number,
  maxLines: number,
  fontSize: number,
  measure: MeasureText,
  { bold = false, wordWidth = maxWidth, boundaries = false }: { bold?: boolean; wordWidth?: number; boundaries?: boolean } = {},
): WrappedText {
  if (boundaries) return wrapName(text, maxWidth, maxLines, fontSize, measure, { bold, wordWidth });
  const width = (s: string) => measure(s, fontSize, bold);
  const wordLimit = Math.max(maxWidth, wordWidth);
  const lineChars = Math.ceil(wordLimit / (fontSize * MIN_GLYPH_EM)) + 1;
  const words = text.trim().split(/\s+/).filter(Boolean);
  // Most labels fit on one line: one measurement instead of one per word.
  const whole = words.join(' ');
  if (whole.length <= lineChars) {
    const wholeWidth = width(whole);
    if (wholeWidth <= maxWidth) return { lines: whole ? [whole] : [], width: wholeWidth, truncated: false };
  }
  const fitsWord = (s: string) => width(s) <= wordLimit;
  const lines: string[] = [];
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    // As many words as fit; a word alone may be wider, up to `wordLimit`, and is cut beyond it.
    let line = words[next]!;
    let end = next + 1;
    for (; end < words.length; end++) {
      const candidate = `${line} ${words[end]}`;
      if (candidate.length > lineChars || width(candidate) > maxWidth) break;
      line = candidate;
    }
    if (end === next + 1) {
      const cut = longestFitting(line, fitsWord, 1, lineChars);
      lines.push(cut);
      // The rest of a cut word starts the next line.
      if (cut.length < line.length) {
        words[next] = line.slice(cut.length);
        continue;
      }
    } else {
      lines.push(line);
    }
    next = end;
  }
  const truncated = next < words.length;
  if (truncated && lines.length) {
    const last = lines.length - 1;
    lines[last] = `${longestFitting(lines[last]!, (s) => width(`${s.trimEnd()}\u2026`) <= wordLimit, 0, lineChars).trimEnd()}\u2026`;
  }
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, width(line));
  return { lines, width: widest, truncated };
}

/**
 * The longest start of `text` (at least `min` and at most `maxChars` characters, never splitting
 * one) for which `fits` holds, found by binary search: `fits` must hold for every start shorter
 * than one it holds for (true of widths).
 */
function longestFitting(text: string, fits: (start: string) => boolean, min: number, maxChars: number): string {
  // Code points, not UTF-16 units: a cut never splits a character. Only the first `maxChars`.
  const chars = Array.from(text.length > 2 * maxChars ? text.slice(0, 2 * maxChars) : text).slice(0, maxChars);
  let lo = Math.min(min, chars.length);
  let hi = chars.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (fits(chars.slice(0, mid).join(''))) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('');
}

/**
 * The places a name may break: after a space (dropped at the break) or after `_`, `.`, `/` or `-`
 * (kept at the end of the line): "coders.editblock_func_coder" → "coders." "editblock_" "func_"
 * "coder". No hyphen is ever added.
 */
export function nameParts(text: string): { text: string; space: boolean }[] {
  const parts: { text: string; space: boolean }[] = [];
  for (const match of text.trim().matchAll(/[^\s_./-]*(?:[_./-]+|\s+|$)/g)) {
    if (!match[0]) continue;
    const space = /\s$/.test(match[0]);
    parts.push({ text: space ? match[0].trimEnd() : match[0], space });
  }
  return parts;
}

/**
 * {@link wrapLabel} for names (modules, identifiers, phrases; `wrapLabel` with `boundaries`):
 * lines break only between {@link nameParts}, never inside a word. A part wider than `wordWidth`
 * alone, or text left over after `maxLines`, ends the last line in "…" (cut back to a boundary
 * where the line has one), and the whole name is shown on demand (the element's callouts). A
 * function of its own so that requirement-web, which wraps only names, does not carry the word
 * wrap in its first view.
 */
export function wrapName(
  text: string,
  maxWidth: number,
  maxLines: number,
  fontSize: number,
  measure: MeasureText,
  { bold = false, wordWidth = maxWidth }: { bold?: boolean; wordWidth?: number } = {},
): WrappedText {
  const wordLimit = Math.max(maxWidth, wordWidth);
  const width = (s: string) => measure(s, fontSize, bold);
  const lineChars = Math.ceil(wordLimit / (fontSize * MIN_GLYPH_EM)) + 1;
  // A name with a line cap is read only as far as its lines can show; one never cut (the hub's,
  // maxLines Infinity) is read whole: validation caps every label's length.
  const bounded = Number.isFinite(maxLines);
  const parts = nameParts(bounded && text.length > 4 * lineChars * Math.max(1, Math.min(maxLines, 8)) ? text.slice(0, 4 * lineChars * 8) : text);
  const whole = parts.map((p, i) => p.text + (p.space && i < parts.length - 1 ? ' ' : '')).join('');
  if (whole.length <= lineChars) {
    const wholeWidth = width(whole);
    if (wholeWidth <= maxWidth) return { lines: whole ? [whole] : [], width: wholeWidth, truncated: false };
  }
  const lines: string[] = [];
  let next = 0;
  let truncated = false;
  while (next < parts.length && lines.length < maxLines) {
    let line = parts[next]!.text;
    let end = next + 1;
    for (; end < parts.length; end++) {
      const candidate = line + (parts[end - 1]!.space ? ' ' : '') + parts[end]!.text;
      if (candidate.length > lineChars || width(candidate) > maxWidth) break;
      line = candidate;
    }
    if (end === next + 1 && !bounded && (line.length > lineChars || width(line) > wordLimit)) {
      // A name never cut whose one part is wider than a word may be (a 2,000-character token, no
      // word a reader reads whole): it breaks where each line is full, as CSS's overflow-wrap:
      // anywhere does as a last resort, rather than run out of the drawing or lose its end.
      for (let rest = line; rest; ) {
        const piece = longestFitting(rest, (start) => width(start) <= wordLimit, 1, lineChars);
        lines.push(piece);
        rest = rest.slice(piece.length);
      }
      next = end;
      continue;
    }
    if (end === next + 1 && (line.length > lineChars || width(line) > wordLimit)) {
      // One part too wide for any line: shown cut, never continued on the next line.
      truncated = true;
      lines.push(line);
      break;
    }
    lines.push(line);
    next = end;
  }
  truncated ||= next < parts.length;
  if (truncated && lines.length) {
    const last = lines.length - 1;
    const fits = (s: string) => width(`${s.trimEnd()}\u2026`) <= wordLimit;
    const line = lines[last]!;
    const cut = longestFitting(line, fits, 0, lineChars);
    // A cut inside a word goes back to the last boundary before it, where there is one.
    const inWord = cut.length < line.length && !/[\s_./-]$/.test(cut) && !/^\s/.test(line.slice(cut.length));
    const boundary = Math.max(cut.lastIndexOf(' '), ...['_', '.', '/', '-'].map((c) => cut.lastIndexOf(c) + 1));
    lines[last] = `${(inWord && boundary > 0 ? cut.slice(0, boundary) : cut).trimEnd()}\u2026`;
  }
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, width(line));
  return { lines, width: widest, truncated };
}
