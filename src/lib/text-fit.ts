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
 * Wraps `text` at spaces into at most `maxLines` lines no wider than
 * `maxWidth`. A single word may take a line up to `wordWidth` wide (so
 * "transactionbuilder" is not cut when it can fit); a word wider still is
 * broken between characters, and text that does not fit ends in "…".
 */
export function wrapLabel(
  text: string,
  maxWidth: number,
  maxLines: number,
  fontSize: number,
  measure: MeasureText,
  { bold = false, wordWidth = maxWidth }: { bold?: boolean; wordWidth?: number } = {},
): WrappedText {
  const width = (s: string) => measure(s, fontSize, bold);
  const wordLimit = Math.max(maxWidth, wordWidth);
  let words = text.trim().split(/\s+/).filter(Boolean);
  // Most labels fit on one line: one measurement instead of one per word.
  const whole = words.join(' ');
  const wholeWidth = width(whole);
  if (wholeWidth <= maxWidth) return { lines: whole ? [whole] : [], width: wholeWidth, truncated: false };
  const lines: string[] = [];
  while (words.length && lines.length < maxLines) {
    // As many words as fit; a word alone may be wider, up to `wordLimit`, and is cut beyond it.
    let count = 1;
    while (count < words.length && width(words.slice(0, count + 1).join(' ')) <= maxWidth) count++;
    const line = words.slice(0, count).join(' ');
    const cut = count === 1 ? longestFitting(line, (s) => width(s) <= wordLimit, 1) : line;
    lines.push(cut);
    words = cut === line ? words.slice(count) : [line.slice(cut.length), ...words.slice(1)];
  }
  const truncated = words.length > 0;
  if (truncated && lines.length) {
    const last = lines.length - 1;
    lines[last] = `${longestFitting(lines[last]!, (s) => width(`${s.trimEnd()}\u2026`) <= wordLimit, 0).trimEnd()}\u2026`;
  }
  return { lines, width: Math.max(0, ...lines.map(width)), truncated };
}

/** The longest start of `text` (at least `min` characters, never splitting one) for which `fits` holds. */
function longestFitting(text: string, fits: (start: string) => boolean, min: number): string {
  const chars = [...text];
  let end = chars.length;
  while (end > min && !fits(chars.slice(0, end).join(''))) end--;
  return chars.slice(0, end).join('');
}
