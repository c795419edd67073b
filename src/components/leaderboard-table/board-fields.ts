/**
 * A board's `fields` (extra columns): their cells, the same values as label and value under the
 * model (what a narrow board shows instead of the columns), their columns' widths and the
 * stylesheet of the fields-under form. A chunk loaded when a board first has fields (most boards
 * have none): the element holds such a board's first view until it is here (see the element's
 * #needs), and `preload()` loads it on a server.
 */
import { html, nothing, type TemplateResult } from 'lit/html.js';
import type { LeaderboardData, LeaderboardEntry, LeaderboardField } from '../../lib/leaderboard-data.js';
import type { Locale } from '../../lib/locale.js';
import { calendarDate } from '../../lib/locale-dates.js';
import type { MeasureText } from '../../lib/text-fit.js';
// Types only: the first view's helpers come as `kit` (see rare-parts.ts).
import type { RareKit } from './rare-parts.js';

/**
 * The fields under their row: each field's label and value on a line under the model (.under,
 * hidden from screen readers), while the field columns stay in the table with no width, out of
 * sight (clipped, not display: none), so a screen reader still hears each value with its heading.
 * Set by the element's measuring ([data-fields-under]) or a deck's fitting (data-deck-compact),
 * both scripts: a server's view never needs it. Adopted by each board's shadow root through the
 * first view's ChunkStyles (lazy-module.ts's fieldsStyles, the one way a chunk's sheet is adopted):
 * this chunk only gives the text.
 */
// A string, not css``: Lit's css tag would reach Lit's element classes from this chunk and split
// them out of the first view's file (see breakable.ts). (Unminified: the build minifies tagged
// templates only, and this chunk is not in the first view.)
export const fieldsUnderCss = `
  :host([data-deck-compact~='fields-under']) table.board,
  [data-fields-under] table.board {
    --_fields: 0em;
  }
  :host([data-deck-compact~='fields-under']) table.board .field,
  [data-fields-under] table.board .field {
    width: 0;
    max-width: 0;
    padding: 0;
    border-inline: 0;
    overflow: hidden;
    white-space: nowrap;
    clip-path: inset(50%);
    /* The clipped columns' content must not count as the table's overflow (a fields-under table scrolled 627 px in 614). */
    contain: paint;
  }
  :host([data-deck-compact~='fields-under']) .under,
  [data-fields-under] .under {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1em 1em;
    margin: 0.25em 0 0;
    font-size: 0.8667em;
    font-weight: 400;
  }
  .under div {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.35em;
    overflow-wrap: normal;
  }
  .under dt,
  .under dd {
    font-size: 1em;
    text-transform: none;
  }
  .under dt {
    font-weight: 400;
  }
  .under dd {
    color: var(--_text);
  }
  /*
   * A deck's densest form (fit's last, data-deck-compact 'fields-inline'): the row's links and fields
   * run on after its name as one wrapped paragraph ("… thinking-32k logs trajs Anthropic · Date
   * 2025-01-01 · Verified ✓ · Cost per task ($) $0.20 · …"), and the name's column takes the room the
   * bar and the group's column give up, so a row is two or three lines, not one a field (a
   * four-field board in 960 × 540 at 12 px text: 473 px tall, where its fields one a line were 1,045).
   */
  :host([data-deck-compact~='fields-inline']) .model :is(.links, .under, .under div, .under dt, .under dd) {
    display: inline;
    margin: 0;
  }
  :host([data-deck-compact~='fields-inline']) .model .links a {
    margin-inline-start: 0.5em;
  }
  :host([data-deck-compact~='fields-inline']) .under div::before {
    content: ' · ';
  }
  :host([data-deck-compact~='fields-inline']) .under dt::after {
    content: ' ';
  }
  /*
   * A date, a number or a flag is one word in a run-on line: "2025-03-07", never "2025-03-" and "07";
   * a text value's words each whole ("SWE-agent", never "SWE-" / "agent"), the line wrapping between them.
   */
  :host([data-deck-compact~='fields-inline']) :is(.under div:not(.text, .link) dd, .under .word) {
    white-space: nowrap;
  }
  :host([data-deck-compact~='fields-inline']) table.board thead .model {
    width: auto;
  }
  /* The score column at its least (its number, a short bar, its heading whole): the name's column, the one left auto, takes the rest. */
  :host([data-deck-compact~='fields-inline']) table.board thead .score {
    width: max(10.5em, var(--_sw, 0em));
  }
  /* The group runs on after the name too (its column's room goes to the name, as a narrow board's group goes under it), never on a line of its own. */
  :host([data-deck-compact~='fields-inline']) table.board {
    --_f: 0em;
  }
  :host([data-deck-compact~='fields-inline']) table.board .framework {
    display: none;
  }
  :host([data-deck-compact~='fields-inline']) table.board:not(.no-frameworks) .model .fw {
    display: inline;
    margin-inline-start: 0.4em;
  }
  @container (max-width: 30em) {
    :host([data-deck-compact~='fields-under']) table:not(.nf-0),
    [data-fields-under] table:not(.nf-0) {
      min-width: 0;
    }
    :host([data-deck-compact~='fields-under']) table:not(.nf-0) thead .model,
    [data-fields-under] table:not(.nf-0) thead .model {
      width: auto;
    }
    :host([data-deck-compact~='fields-under']) table:not(.nf-0) thead .score,
    [data-fields-under] table:not(.nf-0) thead .score {
      width: var(--_sw, 30%);
    }
  }
`;
/** Each text field's widest value word in em, per data and font: a width change re-measures none. */
const valueWords = new WeakMap<LeaderboardData, { font: string; ems: number[] }>();

/**
 * Each field column's width in em: its heading whole on two lines, and a text field's values'
 * widest word (lib/leaderboard-layout.ts), measured with `measure` in the table's font `font`. Here,
 * with the fields' chunk, not in the element: only a board with fields needs it.
 */
export function fieldColumnWidths(data: LeaderboardData, measure: MeasureText, font: string, kit: RareKit): number[] {
  const { fieldColumnEm, valueWordEm, fieldHeading } = kit;
  const fields = data.fields ?? [];
  let words = valueWords.get(data);
  if (words?.font !== font) {
    const textValues = (key: string) => data.entries.flatMap((entry) => {
      const value = entry.fields?.[key];
      return typeof value === 'string' ? [value] : [];
    });
    words = { font, ems: fields.map((field) => (field.type === 'text' ? valueWordEm(textValues(field.key), measure) : 0)) };
    valueWords.set(data, words);
  }
  return fields.map((field, i) => fieldColumnEm(fieldHeading(field), field.type, measure, words.ems[i]));
}

/**
 * Sets each field column's width (fieldColumnWidths) on its header (`--_w`) and their sum on the
 * board's base (`--_fields`), through `set`, the element's setter, which leaves a value already set
 * alone (an unchanged property would still restyle the board). Called by the element's measure.
 */
export function setFieldWidths(data: LeaderboardData, measure: MeasureText, font: string, table: HTMLTableElement, base: HTMLElement, set: (node: HTMLElement, name: string, value: string) => void, kit: RareKit): void {
  const widths = fieldColumnWidths(data, measure, font, kit);
  table.querySelectorAll<HTMLElement>('thead th.field').forEach((th, i) => set(th, '--_w', `${widths[i]}em`));
  set(base, '--_fields', `${widths.reduce((sum, em) => sum + em, 0)}em`);
}

/** Under the table of a CSV file or table with more columns than a board shows: how many were left out, of a `limit` shown. */
export function renderColumnsLeftOut(n: number, limit: number, l: Locale): TemplateResult {
  return html`<p class="count">${l.t('leaderboard.columnsLeftOut', { n, limit })}</p>`;
}

/** "github.com" for a link field's cell: short, and says where it goes; `word` ("link", "Link") when it has no host. */
function linkText(href: string, word: string): string {
  try {
    return new URL(href, 'https://x.invalid/').hostname.replace(/^www\./, '').replace('x.invalid', word) || word;
  } catch {
    return word;
  }
}

/**
 * What one field shows: numbers with their unit and decimals, flags as ✓, links by host; dates as
 * given (ISO) in English, as they always were, and as the reader's language writes them in any
 * other. `null` when the entry has no value. Under the row (`spoken` false, the line is
 * aria-hidden) a flag that is off says "No": a blank there would read as a missing label.
 */
function fieldContent(field: LeaderboardField, entry: LeaderboardEntry, l: Locale, spoken: boolean, kit: RareKit): TemplateResult | string | null {
  const { decimalsFor, safeUrl, breakable, formatValueIn } = kit;
  const value = entry.fields?.[field.key] ?? null;
  if (value === null) return null;
  switch (field.type) {
    case 'number': {
      const n = value as number;
      return formatValueIn(l, n, field.unit, decimalsFor(n, field.decimals, entry.fieldDigits?.[field.key]));
    }
    case 'flag':
      if (!spoken) return value ? '✓' : l.t('common.no');
      return value ? html`<span aria-hidden="true">✓</span><span class="sr-only">${l.t('common.yes')}</span>` : html`<span class="sr-only">${l.t('common.no')}</span>`;
    case 'link': {
      const href = safeUrl(value);
      return href ? html`<a href=${href} tabindex=${spoken ? nothing : '-1'}>${linkText(href, l.t('leaderboard.link'))}</a>` : '—';
    }
    case 'date':
      return l.formatLang === 'en' ? String(value) : calendarDate(l, String(value));
    default:
      return breakable(String(value));
  }
}

/** The field cells of one row of the table. */
export function fieldCells(fields: readonly LeaderboardField[], entry: LeaderboardEntry, l: Locale, kit: RareKit): TemplateResult[] {
  return fields.map((field) => html`<td role="cell" class="field ${field.type}">${fieldContent(field, entry, l, true, kit) ?? '—'}</td>`);
}

/**
 * The fields under the model, as label and value pairs: what a narrow board shows in place of its
 * field columns. Hidden from screen readers, which hear the same values in the row's own cells
 * (kept in the table, out of sight), each with its column heading.
 */
export function fieldsUnderRow(fields: readonly LeaderboardField[], entry: LeaderboardEntry, l: Locale, kit: RareKit): TemplateResult {
  return html`<dl class="under" aria-hidden="true">${fields.map(
    (field) => html`<div class=${field.type}><dt>${kit.breakable(kit.fieldHeading(field))}</dt><dd>${underValue(field, entry, l, kit) ?? '—'}</dd></div>`,
  )}</dl>`;
}

/**
 * A field's value under its row: a text value's words each in a span, which the run-on line of
 * fields-inline keeps whole (a hyphen is a break a browser takes by itself: "SWE-" / "agent"); its
 * text is unchanged (copy, find).
 */
function underValue(field: LeaderboardField, entry: LeaderboardEntry, l: Locale, kit: RareKit): TemplateResult | string | null {
  const value = entry.fields?.[field.key];
  if (field.type !== 'text' || value === null || value === undefined) return fieldContent(field, entry, l, false, kit);
  const words = String(value).split(/(\s+)/);
  return html`${words.map((word, i) => (i % 2 || !word ? word : html`<span class="word">${kit.breakable(word)}</span>`))}`;
}

/**
 * The legend's toggle of each flag field ("Verified only"), pressed while its filter is on: drawn
 * beside the framework buttons (board-legend.ts), styled by this chunk's sheet. `act` is every
 * control's listener (BoardInput's).
 */
export function renderFlagToggles(flags: readonly LeaderboardField[], on: readonly string[], act: (event: Event) => void, l: Locale): TemplateResult[] {
  return flags.map(
    (field) => html`<button type="button" class="button flag-toggle" data-flag=${field.key} aria-pressed=${on.includes(field.key) ? 'true' : 'false'} @click=${act}>${l.t('leaderboard.flagOnly', { label: field.label })}</button>`,
  );
}
