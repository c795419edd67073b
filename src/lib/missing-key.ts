/**
 * A required key read with the object's other keys named when it is missing. Authors write the
 * shape of the tool they know (d3's `nodes` and `links`, a table's `rows`, `name` for `model`), and
 * a check alone said "got nothing": `data.entries: expected an array, got nothing (data has "rows")`.
 * Only the full validations (chunks loaded on first use) import it, so no first view carries it.
 */
import { DataError, type JsonObject } from './data-error.js';

/** Names shown at most: enough to see what was written instead. */
const KEYS_SHOWN = 6;

export function readKey<T>(object: JsonObject, key: string, path: string, read: (value: unknown, path: string) => T): T {
  try {
    return read(object[key], `${path}.${key}`);
  } catch (error) {
    // (Own keys with a value: an object set in code may hold the key itself as undefined.)
    const keys = Object.keys(object).filter((name) => object[name] !== undefined);
    if (object[key] !== undefined || !keys.length || !(error instanceof DataError)) throw error;
    throw new DataError(error.path, `${error.problem} (${path} has ${quoteNames(keys)})`);
  }
}

/** Names for a message, quoted: the first six, each cut at 40 characters, then "…" if there are more. */
export function quoteNames(names: readonly string[]): string {
  const quoted = names.slice(0, KEYS_SHOWN).map((name) => JSON.stringify(name.length > 40 ? `${name.slice(0, 39)}…` : name));
  if (names.length > KEYS_SHOWN) quoted.push('…');
  return quoted.join(', ');
}
