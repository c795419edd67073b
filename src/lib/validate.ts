/**
 * Small, dependency-free validation helpers shared by every element's data
 * parser. A validator walks untrusted JSON and either returns a typed value or
 * throws a {@link DataError} whose message names the path and the problem, e.g.
 * `data.entries[3].score: expected a number from 0 to 100, got "abc"`.
 *
 * Written by hand: a schema library (zod, ajv) would cost 10–50 KB gzip, more
 * than an element's whole budget, for the handful of checks needed here.
 */

import { DataError, describeValue, isPlainObject, type JsonObject } from './data-error.js';
import { expectArray, expectObject, expectString, fail, optionalString } from './validate-shape.js';

/*
 * The error, the quoting of a value and the object test live in ./data-error.ts: a first view that
 * only throws and tests (the leaderboard's plain reader, the base element) imports that module, so
 * a user's bundler leaves the checks below to the chunk that uses them (the leaderboard's full
 * validation), not in that first view (issue 40). The shape checks live in ./validate-shape.ts, which
 * the first views that validate at once import alone (see there). Both re-exported here for the
 * full validations, which use them all.
 */
export { DataError, describeValue, isPlainObject, type JsonObject };
export { expectArray, expectObject, expectString, fail, optionalString };

/**
 * The largest magnitude of a scale's end (`domain`): every score, `low` and `high` lies inside the
 * domain, and a `std` is at most its width, so a value formatted with 6 decimals (×10⁶) stays
 * finite: 1e308 is refused by name, never shown as "± Infinity%". Here with its one check
 * (domainEnd), not in ./limits.ts: importing that would split limits.ts and format.ts out of the
 * leaderboard's first view, whose full validation (a chunk) is this module's only user there.
 */
export const MAX_MAGNITUDE = 1e15;

/** A finite number, optionally within [min, max] (inclusive). */
export function expectNumber(
  value: unknown,
  path: string,
  range?: readonly [number, number],
): number {
  const expected = range ? `a number from ${range[0]} to ${range[1]}` : 'a number';
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, expected, value);
  if (range && (value < range[0] || value > range[1])) fail(path, expected, value);
  return value;
}

export function optionalNumber(
  value: unknown,
  path: string,
  fallback: number,
  range?: readonly [number, number],
): number {
  return value === undefined || value === null ? fallback : expectNumber(value, path, range);
}

/**
 * A domain's end: finite, and finite still when a value inside is formatted (see MAX_MAGNITUDE). Not
 * a number is said plainly; the bound is named only to a number beyond it, as "±1e15", not 16 digits.
 */
function domainEnd(value: unknown, path: string): number {
  const end = expectNumber(value, path);
  if (Math.abs(end) > MAX_MAGNITUDE) fail(path, `a number within ±${MAX_MAGNITUDE.toExponential()}`, end);
  return end;
}

/** A `[min, max]` pair with min < max, e.g. a chart's fixed domain. */
export function optionalDomain(
  value: unknown,
  path: string,
  fallback: [number, number],
): [number, number] {
  if (value === undefined || value === null) return fallback;
  const pair = expectArray(value, path);
  if (pair.length !== 2) fail(path, 'a [min, max] pair', value);
  const min = domainEnd(pair[0], `${path}[0]`);
  const max = domainEnd(pair[1], `${path}[1]`);
  if (!(min < max)) throw new DataError(path, `expected min < max, got [${min}, ${max}]`);
  return [min, max];
}

/** Number of decimals to show: an integer from 0 to 6. */
export function optionalDecimals(value: unknown, path: string, fallback: number): number {
  const decimals = optionalNumber(value, path, fallback, [0, 6]);
  if (!Number.isInteger(decimals)) fail(path, 'an integer from 0 to 6', value);
  return decimals;
}

export function expectOneOf<T extends string>(
  value: unknown,
  path: string,
  options: readonly T[],
): T {
  if (typeof value !== 'string' || !options.includes(value as T)) {
    fail(path, `one of ${options.map((o) => `"${o}"`).join(', ')}`, value);
  }
  return value as T;
}
