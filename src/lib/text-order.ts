/**
 * The order names sort in (model and framework names, text fields): Unicode collation, numbers by
 * value ("model 9" before "model 10"), case and accents ignored. `Intl.Collator` gives it, but the
 * first Intl object a page makes loads ICU's data: 113 ms of a 10-row leaderboard's first render on
 * a 4× throttled CPU, where the only collation is the legend's few framework names, nearly always
 * plain ASCII. For those, in an English browser (whose collation of ASCII is CLDR's root order), the
 * same order is computed here from a table; anything else (another script, accents, another
 * language's collation: Lithuanian puts y after i, Czech ch after h) goes to the collator, made on
 * its first use. test/lib/text-order.test.ts checks the table against `Intl.Collator` itself.
 */

/** Printable ASCII in CLDR root collation's primary order (space, punctuation, symbols, digits, letters). */
const ROOT_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
/** A printable-ASCII character's primary weight (letters case-folded), or -1 for any other. */
const weight = (code: number): number => ROOT_ORDER.indexOf(String.fromCharCode(code >= 65 && code <= 90 ? code + 32 : code));
const isDigit = (code: number) => code >= 48 && code <= 57;
/** Longest run of digits compared by value here; longer ones go to the collator. */
const MAX_DIGITS = 15;
/** The run of digits that starts at `i` (its first 64: a longer one is past MAX_DIGITS anyway). */
const digitsAt = (text: string, i: number) => /^\d+/.exec(text.slice(i, i + 64))![0];

/**
 * `Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare(a, b)`'s sign for strings of
 * printable ASCII, or undefined when either holds anything else (then ask the collator).
 */
export function compareAscii(a: string, b: string): number | undefined {
  if (!/^[ -~]*$/.test(a) || !/^[ -~]*$/.test(b)) return undefined;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      // Two numbers: by value (leading zeros ignored).
      const runA = digitsAt(a, i);
      const runB = digitsAt(b, j);
      const valueA = runA.replace(/^0+/, '');
      const valueB = runB.replace(/^0+/, '');
      if (runA.length > MAX_DIGITS || runB.length > MAX_DIGITS) return undefined;
      if (valueA.length !== valueB.length) return valueA.length - valueB.length;
      if (valueA !== valueB) return valueA < valueB ? -1 : 1;
      i += runA.length;
      j += runB.length;
    } else {
      const order = weight(x) - weight(y);
      if (order) return order;
      i++;
      j++;
    }
  }
  return i < a.length ? 1 : j < b.length ? -1 : 0;
}

/** Whether the page's collation of ASCII is root's: an English browser (read without Intl). */
const rootOrderAscii = typeof navigator !== 'undefined' && /^en(-|$)/i.test(navigator.language ?? '');

// Made on the first comparison that needs it, not when the module loads: see above.
let collator: Intl.Collator | undefined;
/**
 * Comparisons answered without the collator before it is made anyway: a legend's few names (a
 * 10-row board's first render) need a few dozen; a sort of thousands of names pays ICU's load once
 * and then compares faster through the collator than through the table here.
 */
let withoutCollator = 2000;

/** Names in reading order: numbers by value, case and accents ignored (0 for names that differ only so). */
export function compareText(a: string, b: string): number {
  if (!collator && rootOrderAscii && withoutCollator > 0) {
    withoutCollator--;
    const order = compareAscii(a, b);
    if (order !== undefined) return order;
  }
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}
