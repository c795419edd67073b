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
/** Primary weight by char code, letters case-folded; -1 outside printable ASCII. */
const WEIGHT = new Int16Array(128).fill(-1);
for (let i = 0; i < ROOT_ORDER.length; i++) {
  WEIGHT[ROOT_ORDER.charCodeAt(i)] = i;
  const upper = ROOT_ORDER[i]!.toUpperCase().charCodeAt(0);
  if (upper !== ROOT_ORDER.charCodeAt(i)) WEIGHT[upper] = i;
}
const isDigit = (code: number) => code >= 48 && code <= 57;
/** Longest run of digits compared by value here; longer ones go to the collator. */
const MAX_DIGITS = 15;

/**
 * `Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare(a, b)`'s sign for strings of
 * printable ASCII, or undefined when either holds anything else (then ask the collator).
 */
export function compareAscii(a: string, b: string): number | undefined {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (x > 127 || y > 127 || WEIGHT[x] === -1 || WEIGHT[y] === -1) return undefined;
    if (isDigit(x) && isDigit(y)) {
      // Two numbers: by value (leading zeros ignored, as the collator's numeric mode does).
      let endA = i;
      let endB = j;
      while (endA < a.length && isDigit(a.charCodeAt(endA))) endA++;
      while (endB < b.length && isDigit(b.charCodeAt(endB))) endB++;
      const digitsA = a.slice(i, endA).replace(/^0+/, '');
      const digitsB = b.slice(j, endB).replace(/^0+/, '');
      if (digitsA.length > MAX_DIGITS || digitsB.length > MAX_DIGITS) return undefined;
      if (digitsA.length !== digitsB.length) return digitsA.length - digitsB.length;
      if (digitsA !== digitsB) return digitsA < digitsB ? -1 : 1;
      i = endA;
      j = endB;
      continue;
    }
    if (WEIGHT[x] !== WEIGHT[y]) return WEIGHT[x]! - WEIGHT[y]!;
    i++;
    j++;
  }
  // What is left must be ASCII too for the answer to be the collator's.
  for (let k = i; k < a.length; k++) if (a.charCodeAt(k) > 127 || WEIGHT[a.charCodeAt(k)] === -1) return undefined;
  for (let k = j; k < b.length; k++) if (b.charCodeAt(k) > 127 || WEIGHT[b.charCodeAt(k)] === -1) return undefined;
  return i < a.length ? 1 : j < b.length ? -1 : 0;
}

/** Whether the page's collation of ASCII is root's: an English browser (read without Intl). */
const rootOrderAscii = typeof navigator !== 'undefined' && /^en(-|$)/i.test(navigator.language ?? '');

// Made on the first comparison that needs it, not when the module loads: see above.
let collator: Intl.Collator | undefined;

/** Names in reading order: numbers by value, case and accents ignored (0 for names that differ only so). */
export function compareText(a: string, b: string): number {
  if (rootOrderAscii) {
    const order = compareAscii(a, b);
    if (order !== undefined) return order;
  }
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}
