/**
 * Colours for agent frameworks (or whatever a board groups by): the Okabe–Ito palette
 * (distinguishable with the common forms of colour-vision deficiency), black left out because it
 * vanishes on a dark theme and grey kept out as the neutral colour. Ordered so that the first few,
 * which small boards use, differ most in lightness as well as hue. Some are pale against a white
 * track (yellow 1.2:1): the element outlines every swatch and bar in a colour with at least 3:1
 * against what is behind it, and a pressed legend button is a dark plate on which every one of
 * them has at least 3:1, so the mark is visible whatever its fill.
 */
export const FRAMEWORK_PALETTE = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#56B4E9', // sky blue
  '#D55E00', // vermillion
  '#F0E442', // yellow
] as const;

/** Entries without a group, and groups past the palette: one colour that identifies nothing. */
export const NEUTRAL_COLOR = '#999999';

/**
 * Framework → colour. Colour is given only where it identifies: no two coloured frameworks share
 * one. With up to seven frameworks each gets the palette colour of its place in the frameworks'
 * A→Z order (`names` as `frameworkNames` gives them), so a framework keeps its colour however the
 * rows are sorted or filtered, and an override does not shift anyone else's. With more, the seven
 * largest groups (`counts`; ties in `names` order) get them, in that order, and the rest, like
 * entries without a framework (''), get {@link NEUTRAL_COLOR}: a repeated palette colour would say
 * two frameworks are one. `overrides` (the data's `colors`) win; a framework whose palette colour
 * an override already uses takes the next free one (or the neutral). Linear in the names plus one
 * sort of the counts when there are more than seven.
 */
export function assignFrameworkColors(
  names: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
  counts?: ReadonlyMap<string, number>,
): Map<string, string> {
  const own = (name: string) => (Object.hasOwn(overrides, name) ? overrides[name] : undefined);
  const named = names.filter((name) => name !== '');
  let coloured = named;
  if (named.length > FRAMEWORK_PALETTE.length) {
    const order = new Map(names.map((name, i) => [name, i]));
    const largest = new Set(
      [...named].sort((a, b) => (counts?.get(b) ?? 0) - (counts?.get(a) ?? 0) || order.get(a)! - order.get(b)!).slice(0, FRAMEWORK_PALETTE.length),
    );
    coloured = named.filter((name) => largest.has(name));
  }
  // The palette colour of each framework that gets one, in order (at most as many as the palette):
  // a Map, not d3's scaleOrdinal, which brought d3-array into every leaderboard's first view (1.4 KB).
  const paletteColor = new Map<string, string>(coloured.map((name, i) => [name, FRAMEWORK_PALETTE[i]]));
  const scale = (name: string) => paletteColor.get(name) ?? NEUTRAL_COLOR;
  const used = new Set(names.map(own).filter((color): color is string => !!color).map((color) => color.toLowerCase()));
  const free = FRAMEWORK_PALETTE.filter((color) => !used.has(color.toLowerCase()) && !coloured.some((name) => own(name) === undefined && scale(name) === color));
  return new Map(
    names.map((name) => {
      const given = own(name);
      if (given) return [name, given];
      const color = scale(name);
      return [name, color !== NEUTRAL_COLOR && used.has(color.toLowerCase()) ? (free.shift() ?? NEUTRAL_COLOR) : color];
    }),
  );
}
