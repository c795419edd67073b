/**
 * The name of bibtex-card's `.bib` download. A module of its own, apart from the parser: only a
 * click on Download (or an image download) needs it, so it and the safe-name rules it uses
 * (file-name.ts) are loaded then, not in the card's first view.
 */
import { safeFileName } from './file-name.js';

/**
 * The download's name: the author's `filename` (".bib" added when missing), or else
 * `<citekey>.bib`, or `citation.bib`; made safe for every OS by `safeFileName`.
 */
export function bibFilename(filename = '', key = ''): string {
  // Letters and digits of every script stay in a key (müller2021.bib); ":" and "/" of DBLP keys become "-".
  return safeFileName(filename, '.bib') || safeFileName(key.replace(/[^\p{L}\p{N}_.-]+/gu, '-'), '.bib') || 'citation.bib';
}
