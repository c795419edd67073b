/**
 * Colours for agent frameworks: the Okabe–Ito palette (distinguishable with the
 * common forms of colour-vision deficiency), black left out because it
 * vanishes on a dark theme and grey added as the eighth. Ordered so that the
 * first few, which small boards use, differ most in lightness as well as hue.
 * Some are pale against a white track (yellow 1.2:1): the element outlines every
 * swatch and bar in a colour with at least 3:1 against what is behind it, so the
 * mark is visible whatever its fill, and the framework's name is always beside it.
 */
export const FRAMEWORK_PALETTE = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#56B4E9', // sky blue
  '#D55E00', // vermillion
  '#F0E442', // yellow
  '#999999', // grey
] as const;

/**
 * Framework → colour. Colours follow the frameworks' A→Z order (`names` as
 * given by `frameworkNames`), so a framework keeps its colour however the rows
 * are sorted or filtered, and up to eight frameworks never share one; beyond
 * eight the palette repeats (the framework's name is always shown beside it).
 * `overrides` (the data's `colors`) win without shifting anyone else's colour.
 * Linear in the names: 100,000 frameworks take a few milliseconds.
 */
export function assignFrameworkColors(
  names: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
): Map<string, string> {
  return new Map(
    names.map((name, i) => [
      name,
      (Object.hasOwn(overrides, name) ? overrides[name] : undefined) ?? FRAMEWORK_PALETTE[i % FRAMEWORK_PALETTE.length]!,
    ]),
  );
}
