// Node only. Warnings quote attribute values and file names from the page, which a CMS or a
// contributor may have written: an ANSI or OSC escape in an `id` would otherwise reach the
// terminal or the CI log that prints them (recolouring it, retitling the window, hiding lines).

/**
 * `text` with every control character written as an escape (`\x1b`, `\n`, `\u202e`): C0 and C1
 * controls, DEL, and the bidirectional overrides and isolates, which reorder what a log shows.
 */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (char) => {
    const code = char.charCodeAt(0);
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
