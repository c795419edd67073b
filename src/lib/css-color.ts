/**
 * Which colour strings from data may reach a `fill` attribute. Only colour syntax passes: a hex
 * colour, a colour keyword, a colour function (rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(),
 * color(), color-mix(), light-dark()) of numbers, keywords and nested colour functions, or a page
 * variable `var(--name)`. Nothing else can open a bracket, and quotes, colons, backslashes (CSS
 * escapes) and slashes outside a function are refused, so no value can spell `url(…)`,
 * `image-set(…)` or `attr(…)`: a colour never makes the reader's browser fetch anything.
 */

const FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark', 'var', 'calc']);

/** Longest colour accepted: color-mix() of two oklch() fits easily; longer is not a colour. */
export const MAX_COLOR_LENGTH = 200;

/**
 * Why `value` is not an accepted colour, or '' when it is. The message completes
 * "expected a CSS colour …, got X: <problem>".
 */
export function cssColorProblem(value: unknown): string {
  if (typeof value !== 'string') return 'not text';
  const color = value.trim();
  if (!color) return 'empty';
  if (color.length > MAX_COLOR_LENGTH) return `longer than the ${MAX_COLOR_LENGTH}-character limit`;
  if (/(url|image|image-set|cross-fade|src|attr|element|paint)\s*\(/i.test(color)) return 'colours that could load a URL are refused';
  if (/[\\"':;{}<>@!]/.test(color)) return 'quotes, colons, semicolons, braces and escapes are not colour syntax';
  if (/^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(color)) return '';
  if (/^[a-z]+$/i.test(color)) return '';
  // A colour function: every "(" must follow an allowed name, and brackets must balance.
  if (!/^[a-z-]+\(/i.test(color) || !/\)$/.test(color)) return 'not colour syntax';
  if (!/^[\w\s#.,%/()+*-]+$/.test(color)) return 'not colour syntax';
  let depth = 0;
  const opens = /([a-z-]*)\(|\)/gi;
  for (let match = opens.exec(color); match; match = opens.exec(color)) {
    if (match[0] === ')') {
      if (--depth < 0) return 'unbalanced brackets';
    } else if (!FUNCTIONS.has(match[1]!.toLowerCase()) && !match[1]!.startsWith('--')) {
      return `${match[1] || 'a bare bracket'}() is not a colour function`;
    } else depth++;
  }
  if (depth !== 0) return 'unbalanced brackets';
  return '';
}
