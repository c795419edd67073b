/**
 * Download names every OS accepts and no reader is fooled by. Every element's downloads pass
 * through {@link safeFileName} (in `downloadFile`), whatever the name came from: an author's
 * `filename`, a citation key, a title.
 *
 * - Control characters, bidi controls (U+202E would show `gpj.bib` as `bib.jpg`) and lone
 *   surrogates are removed (joiners stay: emoji and Persian words need them); characters Windows or macOS refuse (`<>:"/\|?*`) become `-`.
 * - Leading dots, dashes and spaces go (hidden files, options), and so do trailing dots and spaces
 *   (Windows drops them) — by a scan from the end, not `/[\s.]+$/`, which is quadratic on a
 *   name of 100,000 dots.
 * - Windows' reserved device names (`con`, `nul`, `com1`, `lpt9`, the console's `conin$` and `conout$`…
 *   with any extension) get a `_`.
 * - At most 200 UTF-8 bytes with the extension (file systems allow 255), cut between
 *   user-perceived characters, so no emoji or accented letter is ever split.
 */

/** UTF-8 bytes a name may take; file systems allow 255, and a browser may add " (1)". */
export const MAX_FILE_NAME_BYTES = 200;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * `name` as a safe file name ending in `extension` (".bib"; added when missing), or '' when
 * nothing usable is left, so the caller can fall back to another name.
 */
export function safeFileName(name: string, extension = ''): string {
  let stem = name
    .replace(/[\p{Cc}\p{Cs}\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, '')
    .replace(/[<>:"/\\|?*]+/g, '-')
    .replace(/^[\s.-]+/, '');
  if (extension && stem.toLowerCase().endsWith(extension.toLowerCase())) {
    // Already there ("Paper.BIB"): kept as written.
    extension = stem.slice(-extension.length);
    stem = stem.slice(0, -extension.length);
  }
  stem = trimEnd(stem);
  if (!stem) return '';
  if (isDeviceName(stem)) stem = `_${stem}`;
  const room = MAX_FILE_NAME_BYTES - utf8Bytes(extension);
  if (utf8Bytes(stem) > room) {
    // Whole user-perceived characters only (the segmenter is lazy: it stops where the loop does).
    let kept = '';
    for (const { segment } of new Intl.Segmenter().segment(stem)) {
      if (utf8Bytes(kept + segment) > room) break;
      kept += segment;
    }
    stem = trimEnd(kept);
  }
  return stem && stem + extension;
}

/**
 * Whether Windows reads `name` as a device whatever its extension: CON, PRN, AUX, NUL, COM0–9,
 * LPT0–9 (and ¹²³), CONIN$ and CONOUT$, in any case (`nul.html`, `Com1.svg`).
 */
export function isDeviceName(name: string): boolean {
  return /^(con|prn|aux|nul|conin\$|conout\$|(com|lpt)[\d¹²³])$/i.test(name.split('.')[0]!.trim());
}

/** Without trailing dots and white space: a scan from the end, linear however long the run. */
function trimEnd(text: string): string {
  let end = text.length;
  while (end && /[\s.]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
