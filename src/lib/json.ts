import { MAX_INPUT_BYTES, formatLimit } from './limits.js';
import { DataError } from './validate.js';

/**
 * Parses JSON text from an attribute, a child script or a fetched file.
 * `where` names the source in the message ("data attribute", "src \"x.json\"").
 * Text over {@link MAX_INPUT_BYTES} is refused before parsing, with the limit named.
 */
export function parseJson(text: string, where: string): unknown {
  if (text.length > MAX_INPUT_BYTES) {
    throw new DataError(where, `input is over the ${formatLimit(MAX_INPUT_BYTES)} limit (${formatLimit(text.length)} characters)`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataError(where, `invalid JSON (${reason})`);
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
