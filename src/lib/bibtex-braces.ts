/**
 * Brace groups in BibTeX and LaTeX text: the one scan the reader (bibtex-parse.ts) and the
 * formatters' LaTeX and name readers (bibtex-latex.ts, bibtex-names.ts) share. A module of its own:
 * the formatters are a chunk loaded on first use, and what such a chunk imports from the card's first
 * view a consumer's bundler puts in a file apart, so they import this, not the whole reader (issue 40).
 */

/**
 * Offset of the `}` closing the `{` at `open`, or the text's length when it is
 * never closed. Braces escaped with `\` do not count. Shared by the LaTeX and name readers.
 *
 * `ends` remembers the end of every group a scan passes, so a reader that asks again for a group
 * inside one already scanned (the BibTeX reader resuming after `@a{k,t={` × 50,000) gets it at once.
 */
export function closingBrace(text: string, open: number, ends = new Map<number, number>()): number {
  if (!ends.has(open)) {
    const stack: number[] = [];
    for (let j = open; j < text.length; j++) {
      const c = text[j];
      if (c === '\\') j++;
      else if (c === '{') stack.push(j);
      else if (c === '}' && stack.length) {
        ends.set(stack.pop()!, j);
        if (!stack.length) break;
      }
    }
    for (const unclosed of stack) ends.set(unclosed, text.length);
  }
  return ends.get(open)!;
}
