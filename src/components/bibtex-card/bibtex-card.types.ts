import { expectObject, expectString, optionalString } from '../../lib/validate.js';

/** The element's data: the BibTeX text and what to call the card and its download. */
export interface BibtexCardData {
  /** One BibTeX entry (a string with several shows the first). Kept byte for byte for Download. */
  bibtex: string;
  /** Name of the downloaded file; default `<citekey>.bib`. */
  filename?: string;
  /** The heading; default "Cite this work". */
  title?: string;
}

export const BIBTEX_FORMATS = ['bibtex', 'apa', 'mla'] as const;
export type BibtexFormat = (typeof BIBTEX_FORMATS)[number];

/** Names of the formats as the tabs and the status show them. */
export const FORMAT_LABELS: Record<BibtexFormat, string> = { bibtex: 'BibTeX', apa: 'APA', mla: 'MLA' };

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
  if (typeof raw === 'string') return { bibtex: raw };
  const data = expectObject(raw, 'data');
  const result: BibtexCardData = { bibtex: expectString(data.bibtex, 'data.bibtex') };
  const filename = optionalString(data.filename, 'data.filename', '');
  const title = optionalString(data.title, 'data.title', '');
  if (filename) result.filename = filename;
  if (title) result.title = title;
  return result;
}

