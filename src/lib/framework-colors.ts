import { scaleOrdinal } from 'd3-scale';

/**
 * Colours for agent frameworks: the Okabe–Ito palette (distinguishable with the
 * common forms of colour-vision deficiency), black left out because it
 * vanishes on a dark theme and grey added as the eighth. Ordered so that the
 * first few, which small boards use, differ most in lightness as well as hue.
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
 */
export function assignFrameworkColors(
  names: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
): Map<string, string> {
  // d3's ordinal scale gives the i-th name the i-th colour, cycling past the eighth.
  const palette = scaleOrdinal<string, string>(FRAMEWORK_PALETTE).domain(names);
  return new Map(
    names.map((name) => [
      name,
      (Object.hasOwn(overrides, name) ? overrides[name] : undefined) ?? palette(name),
    ]),
  );
}
