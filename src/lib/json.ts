import { DataError } from './validate.js';

/**
 * Parses JSON text from an attribute, a child script or a fetched file.
 * `where` names the source in the message ("data attribute", "src \"x.json\"").
 */
export function parseJson(text: string, where: string): unknown {
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
