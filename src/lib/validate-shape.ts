/**
 * The shape checks of untrusted JSON (an object, an array, a string) and `fail`, which words what
 * every check throws: what the first views that validate at once use (bibtex-card's entry object,
 * requirement-web's reader). Apart from ./validate.ts's number checks (expectNumber, optionalDomain…),
 * which only the leaderboard's and the results' full validations run, chunks loaded on first use: in
 * one module with these, the number checks came into every first view that loads those chunks beside
 * one that validates at once, as a user's bundler puts a module shared with a chunk in a first-view
 * file whole (issue 40: all four −0.35 KB).
 */
import { DataError, describeValue, isPlainObject, type JsonObject } from './data-error.js';

export function fail(path: string, expected: string, got: unknown): never {
  throw new DataError(path, `expected ${expected}, got ${describeValue(got)}`);
}

export function expectObject(value: unknown, path: string): JsonObject {
  if (!isPlainObject(value)) fail(path, 'an object', value);
  return value;
}

export function expectArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, 'an array', value);
  return value;
}

export function expectString(value: unknown, path: string, { nonEmpty = false } = {}): string {
  if (typeof value !== 'string') fail(path, nonEmpty ? 'a non-empty string' : 'a string', value);
  if (nonEmpty && value.trim() === '') fail(path, 'a non-empty string', value);
  return value;
}

export function optionalString(value: unknown, path: string, fallback: string): string {
  return value === undefined || value === null ? fallback : expectString(value, path);
}
