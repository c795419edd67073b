import { describeValue } from '../lib/data-error.js';

/**
 * What is wrong with an enumerated attribute's value, as `flagAttribute` takes it: `''` when the
 * value is one of `allowed`, or when it is empty or missing (the attribute removed: the element's
 * default applies); else `name: expected one of "a", "b", got "c"` (`"a" or "b"` for two).
 *
 * One wording for every element's choices (`format`, `layout`, `motion`, `theme`…), so a reader of
 * the error panel learns it once.
 */
export function checkChoice(name: string, value: unknown, allowed: readonly string[]): string {
  if (value === null || value === undefined || value === '' || allowed.includes(value as string)) return '';
  const quoted = allowed.map((choice) => `"${choice}"`);
  const list = quoted.length === 2 ? `${quoted[0]} or ${quoted[1]}` : `one of ${quoted.join(', ')}`;
  return `${name}: expected ${list}, got ${describeValue(value)}`;
}

/**
 * The value to use for an enumerated attribute: `value` when it is one of `allowed`, else
 * `fallback` (the default, or the last valid choice, which stays on screen while
 * {@link checkChoice}'s message is shown).
 */
export function pickChoice<C extends string>(value: unknown, allowed: readonly C[], fallback: C): C {
  return allowed.includes(value as C) ? (value as C) : fallback;
}

/**
 * What is wrong with each of an element's own attributes (`sort`, `selected`…), by name, so that
 * fixing one can put back what is still wrong with another (see `CswElement.flagAttribute`).
 */
export class AttributeProblems {
  readonly #problems = new Map<string, string>();

  /** Records `name`'s problem (`''`: fixed) and returns the one recorded before, if any. */
  set(name: string, message: string): string | undefined {
    const previous = this.#problems.get(name);
    if (message) this.#problems.set(name, message);
    else this.#problems.delete(name);
    return previous;
  }

  /** The latest problem still standing, or `''`. */
  get latest(): string {
    return [...this.#problems.values()].pop() ?? '';
  }
}

export type Theme = 'light' | 'dark' | 'auto';
export type Motion = 'auto' | 'none';
const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];
const MOTIONS: readonly Motion[] = ['auto', 'none'];

/** What is wrong with the attributes every element has (`heading-level`, `theme`, `motion`), for those that changed. */
export function baseAttributeProblems(
  changed: ReadonlyMap<PropertyKey, unknown>,
  host: { headingLevel: unknown; theme: unknown; motion: unknown },
): [name: string, problem: string][] {
  const problems: [string, string][] = [];
  if (changed.has('headingLevel')) {
    const level = Number(host.headingLevel);
    problems.push(['heading-level', level >= 1 && level <= 6 && level % 1 === 0 ? '' : `heading-level: expected 1 to 6, got "${host.headingLevel}"`]);
  }
  if (changed.has('theme')) problems.push(['theme', checkChoice('theme', host.theme, THEMES)]);
  if (changed.has('motion')) problems.push(['motion', checkChoice('motion', host.motion, MOTIONS)]);
  return problems;
}
