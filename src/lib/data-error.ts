/**
 * What every first view needs of validation: the error a reader throws, how a received value is
 * quoted in a message, the plain-object test. Apart from ./validate.ts's typed checks (expectNumber,
 * optionalDomain…), which only some first views use: the leaderboard's plain reader and the base
 * element import this module alone, and its full validation (lib/leaderboard-parse.ts), loaded on
 * first use, brings the checks with it (issue 40).
 */

/** Thrown by validators; `message` is what the element shows in its error panel. */
export class DataError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(path ? `${path}: ${problem}` : problem);
    this.name = 'DataError';
  }
}

/** How a received value is quoted in messages: short, JSON-like, never huge. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
