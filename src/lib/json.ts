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

/**
 * Whether script text that is not JSON as written holds the references a template engine writes
 * when it HTML-escapes a child script (VitePress: `{&quot;title&quot;: …}`): then it is read again
 * decoded, by ./html-entities.ts, a chunk loaded only for such text (the base's data source).
 */
export const looksEscaped = (text: string): boolean => /&(?:quot|#34|#x22);/i.test(text);

/** Message text for anything thrown, never throwing itself. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return 'unknown error';
  }
}
