/**
 * One language's strings and formats (`Locale`: `t()`, plural forms, placeholders, numbers, dates),
 * with English built in. Pure: no Lit, no DOM (the controller in src/internal/localize-controller.ts
 * finds the `lang`).
 *
 * This module and ./locale-loading.ts are the first view's part, and all an English page runs: the
 * English strings (each element registers its own part, `registerEnglish`), `t()` with its counts
 * and plural forms in the hand-written en-US of ./format.ts (no Intl call: the first one of a page
 * loads locale data, most of a cold leaderboard's first render on a slow phone). Numbers and values
 * are ./locale-numbers.ts's and signed differences ./locale-phrases.ts's, functions of a locale that
 * only the elements that show numbers import. Which locale a `lang` gets, and loading it, is ./locale-loading.ts;
 * everything another language needs (negotiation, the shipped tables, Intl numbers, plural rules
 * and lists) is ./locale-intl.ts, a chunk loaded with the first `lang` that is not English or the
 * first `registerLocale`.
 */
import type { en } from '../locales/en.js';
import common from '../locales/en/common.js';
import { formatCount, rounded } from './format.js';

type WithoutPlural<K> = K extends `${infer Base}#${string}` ? Base : K;
/** A string's key, without its plural suffix: `leaderboard.entries`, `common.loading`. */
export type StringKey = WithoutPlural<keyof typeof en>;
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/**
 * A string table for `registerLocale`: any subset of the English keys (a missing key is English),
 * each either plain or in plural forms (`key#one`, `key#other`, … as the language's rules have them).
 */
export type LocaleStrings = { readonly [K in StringKey | `${StringKey}#${PluralCategory}`]?: string };
/** Placeholder values: text as given; a number is formatted as a count ("1,044", "1.044"). */
export type Params = Readonly<Record<string, string | number>>;
export type Direction = 'ltr' | 'rtl';

/**
 * The English strings there are: the common part, and each module's part as it registers it. Live:
 * a key of a chunk loaded later is English from then on, in every language that lacks it.
 */
const english: Record<string, string> = { ...common };

/**
 * Adds a module's part of the English table (src/locales/en/<part>.ts), once, where the module that
 * writes those strings is loaded: the first view carries only the words it shows.
 */
export function registerEnglish(part: LocaleStrings): void {
  Object.assign(english, part);
}

/**
 * A chunk that says something, with its English registered: the `then` of its loader, so its words
 * are there before anything of it is drawn or said. The chunk exports `registerWords` and is handed
 * `registerEnglish` (a chunk importing this module would make a consumer's bundler split it out of
 * every first view's file).
 */
export function withEnglish<M extends { registerWords(register: typeof registerEnglish): void }>(module: M): M {
  module.registerWords(registerEnglish);
  return module;
}

/**
 * Where arrow keys move in a row of items laid out in reading order: +1 next, -1 previous, 0 not an
 * arrow. Left and Right follow the visual direction, so they swap in right-to-left layouts.
 */
export function arrowStep(key: string, rtl: boolean): number {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key] ?? 0;
  return rtl && /^Arrow(Left|Right)$/.test(key) ? -step : step;
}

/** English's plural form of `n` shown with `decimals` digits (an English key of any language's table takes it). */
const englishPlural = (n: number, decimals: number): PluralCategory => (rounded(n, decimals) === 1 && !decimals ? 'one' : 'other');

/**
 * @internal A language's own numbers, through Intl: ./locale-intl.ts gives them to every locale but
 * English's, whose numbers ./locale-numbers.ts and ./locale-phrases.ts's `pointsText` write by hand
 * (the en-US of ./format.ts). Each takes a missing or non-finite number too ("—").
 */
export interface LocaleNumbers {
  /** `74` at 1 decimal: "74,0". */
  number(value: number | null | undefined, decimals: number): string;
  /** A value with its unit where the language places the unit itself ("74,0 %", "617,25 $"); else undefined, the unit after the number as given. */
  value(value: number | null | undefined, unit: string, decimals: number): string | undefined;
  /** A signed number in the language's own signs: "+8,56", "-1,20"; zero unsigned. */
  signed(delta: number | null | undefined, decimals: number): string;
}

/**
 * One language's strings and formats. `lang` is the table's tag; `formatLang` the tag Intl formats
 * numbers and dates in. This class writes English counts and plural forms (the hand-written en-US of
 * ./format.ts, `formatLang` "en"); ./locale-intl.ts extends it with Intl's for every other language,
 * and gives it `numbers`.
 */
export class Locale {
  readonly #strings: LocaleStrings;
  /**
   * @internal A cached Intl object, made on first use: every language's but English's (./locale-intl.ts
   * adds it), whose numbers, plural forms and lists make none (./locale-dates.ts makes a date's anew).
   */
  declare readonly intl?: <T>(key: string, make: () => T) => T;
  /**
   * @internal The language's own numbers (./locale-intl.ts's, through Intl); none for English. Data,
   * not methods: a class's methods come into every first view that makes one, and an element that
   * shows no number (bibtex-card, requirement-web) carries none of ./locale-numbers.ts.
   */
  declare readonly numbers?: LocaleNumbers;

  constructor(
    readonly lang: string,
    readonly formatLang: string,
    strings: LocaleStrings,
    /** Equal for two locales that write everything alike: an element whose locale keeps its `id` need not render again. */
    readonly id = `${lang}|${formatLang}`,
  ) {
    this.#strings = strings;
  }

  /** The plural form of `n` shown with `decimals` digits: English "1 entry" but "1.0 points". */
  plural(n: number, decimals = 0): PluralCategory {
    return englishPlural(n, decimals);
  }

  // The text of `key` in this language (else English), in the plural form of `n` when it has forms.
  /** @internal The text of `key` in the plural form of `n` shown with `decimals` digits, placeholders unfilled (for ./locale-phrases.ts). */
  text(key: StringKey, n?: number, decimals = 0): string {
    const strings = this.#strings as Record<string, string | undefined>;
    // A key this table has in any form is this table's; English only for a key it lacks.
    // Without a number, the general form.
    if (strings[`${key}#other`] !== undefined) return strings[`${key}#${n === undefined ? 'other' : this.plural(n, decimals)}`] ?? strings[`${key}#other`]!;
    if (strings[key] !== undefined) return strings[key]!;
    if (english[`${key}#other`] !== undefined) return english[`${key}#${n === undefined ? 'other' : englishPlural(n, decimals)}`]!;
    return english[key] ?? key;
  }

  /**
   * The string `key` with its `{placeholders}` filled: `t('leaderboard.entries', { n: 1044 })` →
   * "1,044 entries". A numeric `n` picks the plural form; numbers are formatted as counts.
   */
  t(key: StringKey, params: Params = {}): string {
    return this.parts(key, params).join('');
  }

  /**
   * The same as pieces, for templates: placeholder values (Lit templates too) are kept as given, so
   * `${locale.parts('leaderboard.spreadRange', { best: html`…` })}` renders them in place.
   */
  parts<V>(key: StringKey, params: Readonly<Record<string, V>> = {}): (string | V)[] {
    const n = params.n;
    return this.text(key, typeof n === 'number' ? n : undefined)
      .split(/\{(\w+)\}/)
      .map((piece, i) => {
        if (!(i % 2)) return piece;
        // Own properties only: a registered string's "{constructor}" is not Object's function source.
        if (!Object.hasOwn(params, piece)) return `{${piece}}`;
        const value = params[piece]!;
        return typeof value === 'number' ? this.count(value) : value;
      });
  }

  /**
   * A whole count, grouped: "1,044", "1.044", "1 044". A method, unlike the other numbers
   * (./locale-numbers.ts): `t()` writes every numeric placeholder with it, in every first view.
   */
  count(n: number): string {
    return formatCount(n);
  }
}

/** English, with nothing registered: the first view's locale (an element's until a chunk changes it). */
export const ENGLISH = new Locale('en', 'en', english, 'en|en|0');
