/**
 * Reading a child `<script type="application/json">` whose text a template engine HTML-escaped
 * (VitePress's Vue compiler writes `{&quot;title&quot;: …}`; the HTML parser never decodes a
 * script's text). A chunk, loaded by the base's data source only for such a script (text that is
 * not JSON as written but holds those references: ./json.ts's `looksEscaped`), and by a server
 * before it renders (the prerender's preload): every other page reads its JSON as written and never
 * loads it. It imports nothing: a chunk's import of a first-view module would split that module
 * into a file of its own (docs/performance.md#size).
 */

/** `&quot;`, `&#34;`, `&#x22;`, `&amp;`, `&lt;`, `&gt;`, `&#39;`, `&apos;` and other numeric references. */
const ENTITY = /&(?:quot|amp|lt|gt|apos|#(\d{1,7})|#x([\da-f]{1,6}));/gi;
const NAMED: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/** Decodes the character references a template engine writes into text (`&quot;` → `"`). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string) => {
    if (decimal === undefined && hex === undefined) return NAMED[whole.slice(1, -1).toLowerCase()]!;
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    return code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The JSON of escaped script text, read decoded; if that fails too, throws `error`: the message for
 * the text as written, which is what its author wrote and can find.
 */
export function parseEscapedJson(text: string, error: unknown): unknown {
  try {
    return JSON.parse(decodeEntities(text));
  } catch {
    throw error;
  }
}
