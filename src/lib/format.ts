/**
 * Number formatting shared by the elements. Rounding happens once, on display,
 * from the unrounded values: 62.98 − 54.42 is shown as +8.56, never as the
 * difference of two already-rounded numbers.
 */

/** `74` with 1 decimal → "74.0"; null → "—". */
export function formatNumber(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  // toFixed on a binary float can round 8.555 down: rounded first (with no "-0.00").
  return rounded(value, decimals).toFixed(decimals);
}

/** Rounds half away from zero at `decimals`, robust to binary representation (1.005 → 1.01). */
export function roundHalfAway(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(scaled + scaled * Number.EPSILON * 4) / factor;
  return Math.sign(value) * rounded;
}

/** A value rounded half away from zero at `decimals`, with no negative zero (−0.004 at 2 → 0): what every language shows. */
export const rounded = (value: number, decimals: number): number => roundHalfAway(value, decimals) + 0;

/** A currency sign, written before its number ("$1.20"), as the CSV or table it came from wrote it. */
const UNIT_BEFORE = /^[$€£¥]$/;

/** A formatted number with its unit: after it ("54.42%", "1200 Elo"), a currency sign before it ("$1.20", "−$0.50"). */
export function withUnit(text: string, unit: string): string {
  if (text === '—' || !UNIT_BEFORE.test(unit)) return text === '—' ? text : `${text}${unit}`;
  const sign = /^[+\-−]/.exec(text)?.[0] ?? '';
  return `${sign}${unit}${text.slice(sign.length)}`;
}

/** A value with its unit: (54.42, "%", 2) → "54.42%", (1.2, "$", 2) → "$1.20". */
export function formatValue(value: number | null | undefined, unit: string, decimals: number): string {
  return withUnit(formatNumber(value, decimals), unit);
}

/** A signed difference in percentage points: 8.56 → "+8.56pp", -1.2 → "−1.20pp" (a true minus sign, read as "minus"). */
export function formatPoints(delta: number | null | undefined, decimals: number, suffix = 'pp'): string {
  if (delta === null || delta === undefined || !Number.isFinite(delta)) return '—';
  const text = formatNumber(Math.abs(delta), decimals);
  // Zero has no sign: "0.00pp", not "+0.00pp".
  const sign = Number(text) === 0 ? '' : delta > 0 ? '+' : '−';
  return `${sign}${text}${suffix}`;
}

/**
 * "7", "1,044": a whole count grouped as en-US writes it. By hand, not toLocaleString: the first
 * Intl call of a page loads locale data, which was most of a leaderboard's cold first render on a
 * phone-class CPU (84 of 240 ms at 4× throttling).
 */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return count < 0 ? `-${grouped}` : grouped;
}

/**
 * A number with at least `decimals` decimals and never fewer than it was given with: (48.7, 2) →
 * "48.70", (48.725, 2) → "48.725", (50, 1) → "50.0". For figures quoted from a source (a paper's
 * published average), which must read as the source prints them, not rounded again.
 */
export function formatAtLeast(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const given = /\.(\d+)$/.exec(String(value));
  return formatNumber(value, Math.min(Math.max(decimals, given ? given[1]!.length : 0), 12));
}
