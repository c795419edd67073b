/**
 * WCAG 2.x contrast between two colours as `getComputedStyle` writes them (`rgb(…)`, `rgba(…)`,
 * `color(srgb …)`), so a test can check that a legend chip stays visible on the button behind it
 * (≥ 3:1, non-text contrast) in every state. Pure: no DOM.
 */

/** [r, g, b] in 0–255 and alpha in 0–1; null for a colour it cannot read. */
export function parseComputedColor(text: string): { rgb: [number, number, number]; alpha: number } | null {
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text.trim());
  if (rgb) {
    const parts = rgb[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    if (parts.length < 3 || parts.some((n) => !Number.isFinite(n))) return null;
    return { rgb: [parts[0]!, parts[1]!, parts[2]!], alpha: parts[3] ?? 1 };
  }
  const srgb = /^color\(srgb ([^)]+)\)$/.exec(text.trim());
  if (srgb) {
    const parts = srgb[1]!.split(/[\s/]+/).filter(Boolean).map(Number);
    if (parts.length < 3 || parts.some((n) => !Number.isFinite(n))) return null;
    return { rgb: [parts[0]! * 255, parts[1]! * 255, parts[2]! * 255], alpha: parts[3] ?? 1 };
  }
  const hex = /^#([0-9a-f]{6})$/i.exec(text.trim());
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return { rgb: [(n >> 16) & 255, (n >> 8) & 255, n & 255], alpha: 1 };
  }
  return null;
}

/** Relative luminance (WCAG 2.x) of an sRGB colour in 0–255. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio, 1 to 21, in either order. */
export function contrastRatio(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}
