/**
 * How a citation is assembled: as one string with italic marks, its pieces joined and ended with
 * periods the way APA and MLA punctuate, then cut into runs at the marks (plain first, italic at
 * odd positions). Shared by the APA and MLA writers (bibtex-apa.ts, bibtex-mla.ts).
 */
import { ITALIC } from './bibtex-latex.js';

export type CitationStyle = 'apa' | 'mla';

/**
 * A formatted citation: runs of plain and italic text taking turns, plain
 * first, so the runs at odd positions are italic (any run may be empty).
 * Joined, they are the plain text Copy puts on the clipboard.
 */
export type Citation = string[];

/** Marks italic text while a citation is assembled as one string. */
export const italic = (text: string) => text && ITALIC + text + ITALIC;
/** "." unless the text already ends a sentence (italic and quote marks aside). */
export const stop = (text: string) => (/[.?!]["'\u0001]*$/.test(text) ? '' : '.');
export const period = (text: string) => text && text + stop(text);
export const join = (parts: (string | false | undefined | 0)[], separator = ' ') => parts.filter(Boolean).join(separator);
/** The assembled string → runs: the text between italic marks is italic. */
export const runs = (text: string): Citation => text.split(ITALIC);
/** The first letter in upper case: "vol. 2" opening a sentence is "Vol. 2". */
export const capitalise = (text: string) => text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

/** "3" → "3rd"; text editions ("Revised") as given. */
export function ordinal(value: string): string {
  if (!/^\d+$/.test(value)) return value;
  const n = Number(value) % 100;
  return value + ((n > 10 && n < 14) || n % 10 > 3 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10]);
}
