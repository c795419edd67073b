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

/** A conservative width estimate for a sans-serif face (errs wide, never narrow by much). */
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

const ELLIPSIS = '\u2026';

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
  const words = text.trim().split(/\s+/).filter(Boolean);
  // Most labels fit on one line: one measurement instead of one per word.
  const whole = words.join(' ');
  const wholeWidth = whole ? width(whole) : 0;
  if (wholeWidth <= maxWidth) return { lines: whole ? [whole] : [], width: wholeWidth, truncated: false };
  const lines: string[] = [];
  let current = '';
  let rest = 0;
  for (; rest < words.length; rest++) {
    let word = words[rest]!;
    const candidate = current ? `${current} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
      if (lines.length === maxLines) break;
    }
    // A long word gets a line of its own up to `wordWidth`; beyond that it breaks between characters.
    while (width(word) > Math.max(maxWidth, wordWidth) && lines.length < maxLines) {
      const cut = fitPrefix(word, Math.max(maxWidth, wordWidth), width);
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    if (lines.length === maxLines) {
      words[rest] = word;
      break;
    }
    current = word;
  }
  if (current && lines.length < maxLines) {
    lines.push(current);
    rest = words.length;
  }
  const truncated = rest < words.length;
  if (truncated && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = ellipsize(lines[last]!, Math.max(maxWidth, wordWidth), width);
  }
  return { lines, width: Math.max(0, ...lines.map(width)), truncated };
}

/** The longest prefix of `word` (at least one character) that fits `maxWidth`. */
function fitPrefix(word: string, maxWidth: number, width: (s: string) => number): number {
  const chars = [...word];
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (width(chars.slice(0, mid).join('')) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join('').length;
}

/** `line` shortened until it fits `maxWidth` with a trailing "…". */
function ellipsize(line: string, maxWidth: number, width: (s: string) => number): string {
  const chars = [...line];
  while (chars.length > 0 && width(`${chars.join('').trimEnd()}${ELLIPSIS}`) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}
