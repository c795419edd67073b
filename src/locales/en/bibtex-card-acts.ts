/**
 * bibtex-card's words that only a reader's act writes (the status line after Copy and Download):
 * registered by src/components/bibtex-card/card-acts.ts when that chunk loads, so these strings are
 * not in the card's first view (issue 40). Translations keep them in their one table, as before.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'bibtex.copied': 'Copied {what}',
  'bibtex.copyFailed': 'Copy failed: the page may not use the clipboard. The text is selected: press Ctrl+C (⌘C on a Mac).',
  'bibtex.saved': 'Asked the browser to save {filename}.',
  'bibtex.savedFramed': 'Asked the browser to save {filename} (a framed page may block downloads: if none appears, use Copy).',
} as const;
