import { MAX_INPUT_BYTES, MAX_TEXT_CHARS, formatLimit } from '../../lib/limits.js';
import { checkInputLength } from '../../lib/json.js';
import { DataError } from '../../lib/data-error.js';
import { expectObject, expectString, optionalString } from '../../lib/validate-shape.js';

/**
 * The longest BibTeX text the card reads, in characters: the base's limit on any text it reads
 * (`MAX_INPUT_BYTES`, "5 MB", refused by `checkInputLength` with the same words). A lab's whole
 * bibliography fits (the first 1,000 entries of a real one are about 1 MB). The text is parsed once;
 * picking another entry with `key` is a look-up in its index.
 */
export const MAX_BIBTEX_CHARS = MAX_INPUT_BYTES;

/** The element's data: the BibTeX text and what to call the card and its download. */
export interface BibtexCardData {
  /** One BibTeX entry (a string with several shows the first). Kept byte for byte for Download. */
  bibtex: string;
  /** Name of the downloaded file; empty or absent: `<citekey>.bib`. */
  filename?: string;
  /** The heading; empty or absent: "Cite this work". */
  title?: string;
}

/** What an author may pass as `data` of `<bibtex-card>`: only `bibtex` is required. */
export interface BibtexInput {
  /** One BibTeX entry, kept byte for byte for Download. */
  bibtex: string;
  /** Name of the downloaded file; default `<citekey>.bib`. */
  filename?: string;
  /** The heading; default "Cite this work". */
  title?: string;
}

export const BIBTEX_FORMATS = ['bibtex', 'apa', 'mla'] as const;
export type BibtexFormat = (typeof BIBTEX_FORMATS)[number];

/** `detail` of `bibtex-copy`: the format shown and the text put on the clipboard. */
export interface BibtexCopyDetail {
  format: BibtexFormat;
  text: string;
}

/** `detail` of `bibtex-download`: the name the file was saved under. */
export interface BibtexDownloadDetail {
  filename: string;
}

/** Validates untrusted data; a bare string is taken as the BibTeX itself. */
export function parseBibtexCardData(raw: unknown): BibtexCardData {
  const data = typeof raw === 'string' ? { bibtex: raw } : expectObject(raw, 'data');
  const bibtex = expectString(data.bibtex, 'data.bibtex');
  // The base's limit on the text it reads, with its words: MAX_BIBTEX_CHARS is that limit.
  checkInputLength(bibtex, 'data.bibtex');
  const title = optionalString(data.title, 'data.title', '');
  // As long as the other elements' titles: a 100,000-character heading is not a heading.
  if (title.length > MAX_TEXT_CHARS) throw new DataError('data.title', `longer than the ${formatLimit(MAX_TEXT_CHARS)}-character limit (${formatLimit(title.length)} characters)`);
  return {
    bibtex,
    filename: optionalString(data.filename, 'data.filename', ''),
    title,
  };
}
