/**
 * A calendar date as a reader's language writes it. Apart from ./locale-phrases.ts because only the
 * leaderboard's date fields write one, and only in a language other than English (English shows the
 * ISO date as given): it is imported by the rare parts' chunk that draws fields
 * (src/components/leaderboard-table/board-fields.ts), never by a first view. It imports nothing at
 * run time, so that chunk's import splits no first-view module out (docs/performance.md#size).
 * Pure: no Lit, no DOM.
 */
import type { Locale } from './locale.js';

/**
 * A date as the locale's language writes it: "2025-06-01" → "Jun 1, 2025", "1. Juni 2025",
 * "2025年6月1日"; "2025-06" → month and year; "2025" → the year. Calendar dates are read and shown in
 * UTC, so a date is the same day everywhere. Text that is no date is returned as given.
 */
export function calendarDate(locale: Locale, value: string | number | Date): string {
  const match = typeof value === 'string' ? /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/.exec(value.trim()) : null;
  const parts = match ? match.slice(1).filter(Boolean).length : 3;
  const time = match ? Date.UTC(+match[1]!, +(match[2] ?? 1) - 1, +(match[3] ?? 1)) : new Date(value).getTime();
  // Not a date (or 2025-02-30, which Date would roll into March): shown as given.
  if (!Number.isFinite(time) || (match?.[3] && new Date(time).getUTCDate() !== +match[3])) return String(value);
  const make = () =>
    new Intl.DateTimeFormat(locale.formatLang === 'en' ? 'en-US' : locale.formatLang, {
      timeZone: 'UTC',
      year: 'numeric',
      month: parts > 1 ? 'short' : undefined,
      day: parts > 2 ? 'numeric' : undefined,
    });
  // (English keeps no Intl objects: its dates are shown as given but in tests; made anew there.)
  return (locale.intl?.(`d${parts}`, make) ?? make()).format(time);
}
