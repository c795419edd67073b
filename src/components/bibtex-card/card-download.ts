/**
 * Download .bib: the file's name and the temporary anchor that offers it. Loaded with `import()` on
 * the first click of Download (the card's first view draws the button only), so the safe-name
 * rules (src/lib/file-name.ts) and the anchor are not in the first view.
 */
import { downloadFile } from '../../internal/download.js';
import { bibFilename } from '../../lib/bibtex-file-name.js';

/** Offers `text` as `<filename or key>.bib` of type `application/x-bibtex`; returns the name it was given. */
export function downloadBib(filename: string, key: string, text: string): string {
  return downloadFile(bibFilename(filename, key), text, 'application/x-bibtex');
}
