/**
 * Where a label may break across lines in HTML, besides its spaces: after `-`, `_`, `.` and `/`
 * (identifiers, model names, "pass@1/val"), never inside a word. The browser is told not to break
 * words (`overflow-wrap: normal; word-break: normal; hyphens: manual`) and is given a `<wbr>`
 * between the parts this returns, so "Claude-Opus-4.5-thinking" may end a line after "Claude-" but
 * "Accuracy (%)" never becomes "Accurac / y (%)". The SVG writers break names with `nameParts`
 * (text-fit.ts), which drops the spaces; here the text is kept whole, only cut into parts.
 */

/**
 * Separators after which a browser does not break a line by itself (UAX #14 breaks after a hyphen
 * before a letter, not before a digit, and not after `_`, `.` or `/`): where HTML needs a `<wbr>`. Each `<wbr>` costs a
 * pause in what a screen reader says for the text (Chromium names "DeepSeek-<wbr>Coder"
 * "DeepSeek- Coder"), so only where the browser needs one.
 */
export const UNBREAKABLE_SEPARATORS = /[_./]+|-+(?=\d)/g;

/**
 * `text` cut after each run of `separators` (by default `-`, `_`, `.`, `/`) that follows a
 * non-space character and is followed by one: joined, the parts are `text` again. A decimal point or a hyphen between digits ("4.5",
 * "2025-06-01") is not a break: a number or a date reads as one word. Text with no such place is
 * returned as one part.
 */
export function breakParts(text: string, separators: RegExp = /[-_./]+/g): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(separators)) {
    const end = match.index + match[0].length;
    const before = text[match.index - 1];
    const after = text[end];
    if (before === undefined || after === undefined || /\s/.test(before) || /\s/.test(after)) continue;
    if (/\d/.test(before) && /\d/.test(after)) continue;
    parts.push(text.slice(start, end));
    start = end;
  }
  parts.push(text.slice(start));
  return parts;
}

/** The longest piece of `text` that can not break across lines (see breakParts): what its column needs at least. */
export function longestWord(text: string): string {
  let longest = '';
  for (const word of text.split(/\s+/)) {
    for (const part of breakParts(word)) if (part.length > longest.length) longest = part;
  }
  return longest;
}
