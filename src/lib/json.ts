import { MAX_INPUT_BYTES, formatLimit } from './limits.js';
import { DataError } from './data-error.js';

/**
 * Parses JSON text from an attribute, a child script or a fetched file.
 * `where` names the source in the message ("data attribute", "src \"x.json\"").
 * Text over {@link MAX_INPUT_BYTES} is refused before parsing, with the limit named.
 */
export function parseJson(text: string, where: string): unknown {
  checkInputLength(text, where);
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataError(where, `invalid JSON (${reason})`);
  }
}

/** Refuses text over {@link MAX_INPUT_BYTES} (JSON or CSV) before it is parsed, with the limit named. */
export function checkInputLength(text: string, where: string): void {
  if (text.length > MAX_INPUT_BYTES) {
    throw new DataError(where, `input is over the ${formatLimit(MAX_INPUT_BYTES)} limit (${formatLimit(text.length)} characters)`);
  }
}

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
 * JSON from a child `<script type="application/json">`. A script's text is never entity-decoded
 * by the HTML parser, but some Markdown and template engines (VitePress's Vue compiler) escape it
 * anyway: `{&quot;title&quot;: …}`. Text that is not JSON as written but holds such references is
 * read again decoded; if that fails too, the message is the one for the text as written.
 */
export function parseJsonScript(text: string, where: string): unknown {
  try {
    return parseJson(text, where);
  } catch (error) {
    if (!/&(?:quot|#34|#x22);/i.test(text)) throw error;
    try {
      return JSON.parse(decodeEntities(text));
    } catch {
      throw error;
    }
  }
}

/** Message text for anything thrown, never throwing itself. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return 'unknown error';
  }
}
