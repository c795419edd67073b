/**
 * Every language but English: negotiation (which table a `lang` gets), the shipped tables (a lazy
 * chunk each), and numbers, plural forms and lists through `Intl`. A chunk of its own, loaded by
 * ./locale-loading.ts with the first `lang` that is not plain English or the first `registerLocale`
 * (and by every element's `preload()` on a server, so a server renders each language in one pass);
 * an English page never loads it. The loader starts it with {@link startIntl} and hands it every
 * question from then on. Formatters are made when first used and kept per locale.
 *
 * It imports nothing at run time: what it needs of the first view (the `Locale` class it extends,
 * the tag helpers, the shipped tables' loaders) the loader passes to `startIntl`. A chunk's static
 * import of a first-view module makes a bundler (esbuild, Rollup) split that module out of the
 * first view into a file of its own, gzipped apart: this chunk's imports of ./locale.ts,
 * ./format.ts and ./limits.ts cost every element's first view 0.25–0.7 KB (docs/performance.md#size).
 */
import type { Locale, LocaleNumbers, LocaleStrings, PluralCategory } from './locale.js';
import type { IntlApi } from './locale-loading.js';

/** What the first view lends this chunk (./locale-loading.ts's `loadIntl` passes it). */
export interface IntlBase {
  Locale: typeof Locale;
  rounded: (value: number, decimals: number) => number;
  capLanguageTag: (tag: string) => string;
  normalize: (tag: unknown) => string;
  SHIPPED: ReadonlyMap<string, () => Promise<{ default: LocaleStrings }>>;
  SHIPPED_LOCALES: readonly string[];
  notifyLocalesChanged: () => void;
}
let base: IntlBase;
/** The Intl subclass of `base.Locale`, made once the base is here. */
let IntlLocale: typeof Locale;

/** The language subtag of a tag: `zh-CN` → `zh`, `de_AT` → `de` (./locale-loading.ts keys SHIPPED by it). */
const languageOf = (tag: string): string => base.normalize(tag).split('-')[0]!;

/** The currency a sign written in a CSV or table stands for, for Intl to place it as the language does ("617,25 $"). */
const CURRENCIES = new Map([['$', 'USD'], ['€', 'EUR'], ['£', 'GBP'], ['¥', 'JPY']]);

/**
 * @internal A `lang` in the form tags are compared in, cut to MAX_LANG_TAG_CHARS first: what every
 * question here starts from, so an 8 KB tag costs what a 64-character one does.
 */
export const tagOf = (lang: unknown): string => base.normalize(typeof lang === 'string' ? base.capLanguageTag(lang) : lang);

/** The tables `registerLocale` was given, by language, each as first written (pt-br and pt-BR are one). */
const registered = new Map<string, Record<string, string>>();
const loaded = new Map<string, LocaleStrings>();
const loading = new Map<string, Promise<void>>();
const locales = new Map<string, Locale>();

/** How often each table changed (loaded, registered): part of a locale's `id`. */
const revisions = new Map<string, number>();

/** A table arrived or was registered. */
function changed(tag: string): void {
  revisions.set(tag, (revisions.get(tag) ?? 0) + 1);
  // Every cached locale: a new table can change what other tags negotiate to (pt-PT → pt-BR).
  locales.clear();
  base.notifyLocalesChanged();
}

/**
 * `registerLocale`'s table (a non-empty string and an object, checked there) added to its
 * language's: its strings, not what else it holds. One entry per language, as first written
 * (`pt_br` and `pt-BR` are one).
 */
function register(lang: string, strings: LocaleStrings): void {
  const tag = base.capLanguageTag(lang).replace(/_/g, '-');
  const same = (key: string) => key.toLowerCase() === tag.toLowerCase();
  const name = [...registered.keys()].find(same) ?? base.SHIPPED_LOCALES.find(same) ?? tag;
  const table = { ...registered.get(name) };
  for (const [key, value] of Object.entries(strings)) if (typeof value === 'string') table[key] = value;
  registered.set(name, table);
  changed(name);
}

/** Right to left by language (Arabic, Hebrew, Persian, Urdu, …) or by script subtag. */
export function isRtlLanguage(lang: string | null | undefined): boolean {
  const tag = tagOf(lang);
  const script = /-([a-z]{4})(?:-|$)/.exec(tag)?.[1];
  return script ? /^(arab|hebr|thaa|syrc|nkoo|adlm|rohg)$/.test(script) : /^(ar|he|iw|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/.test(tag);
}

/**
 * @internal The tags to try for `tag` (normalized, so capped), most specific first: zh-Hant-TW →
 * zh-hant-tw, zh-hant; zh-SG → zh-sg, zh-hans, zh-cn. Each prefix is a slice of the tag at a
 * hyphen: linear in the tag, and at most MAX_LANG_TAG_CHARS / 2 + 3 of them.
 */
export function localeCandidates(tag: string): string[] {
  const parts = tag.split('-');
  const list = [tag];
  for (let end = tag.lastIndexOf('-'); end > 0; end = tag.lastIndexOf('-', end - 1)) list.push(tag.slice(0, end));
  const language = list.pop()!;
  if (language === 'zh') {
    // Chinese by script: Simplified is zh-CN's, Traditional a registered zh-Hant / zh-TW / zh-HK's.
    const script = parts.find((part) => part.length === 4) ?? (/^(tw|hk|mo)$/.test(parts[1] ?? '') ? 'hant' : 'hans');
    list.push(`zh-${script}`, script === 'hans' ? 'zh-cn' : 'zh-tw');
  }
  list.push(language);
  return list;
}

/**
 * The table a `lang` gets: the registered or shipped tag that fits it best, else "en".
 * `zh`, `zh-Hans`, `zh-CN`, `zh-SG` → zh-CN; `de-AT` → de; `pt-BR` → a registered `pt` (or any
 * registered Portuguese); a Traditional-Chinese tag → a registered zh-Hant/zh-TW, else zh-CN.
 */
export function negotiateLocale(lang: string | null | undefined): string {
  const tag = tagOf(lang);
  if (!tag || (/^en(-|$)/.test(tag) && !registered.size)) return 'en';
  const available = new Map<string, string>();
  for (const name of [...registered.keys(), ...base.SHIPPED_LOCALES]) available.set(name.toLowerCase(), name);
  for (const candidate of localeCandidates(tag)) {
    const hit = available.get(candidate);
    if (hit) return hit;
  }
  // Any table of the same language (pt-PT when only pt-BR is registered).
  const language = `${tag.split('-')[0]}-`;
  for (const [lower, name] of available) if (lower.startsWith(language)) return name;
  return 'en';
}

/** The loader of a shipped tag's table (a registered `zh-Hant` or `de-CH` has none of its own). */
const shippedTable = (tag: string) => (base.SHIPPED_LOCALES.includes(tag) ? base.SHIPPED.get(languageOf(tag)) : undefined);

/** Whether Intl formats `tag` itself (not the browser's default in its place). */
function intlKnows(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag).length > 0;
  } catch {
    return false;
  }
}

function loadLocale(lang: string | null | undefined): Promise<Locale> {
  const tag = negotiateLocale(lang);
  const load = shippedTable(tag);
  if (!load || loaded.has(tag)) return Promise.resolve(localeFor(lang));
  let pending = loading.get(tag);
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(tag, module.default);
        changed(tag);
      },
      (error: unknown) => console.warn(`codespecweave-widgets: the "${tag}" strings did not load (${String(error)}); showing English`),
    );
    loading.set(tag, pending);
  }
  return pending.then(() => localeFor(lang));
}

function localeReady(lang: string | null | undefined): boolean {
  const tag = negotiateLocale(lang);
  return !shippedTable(tag) || loaded.has(tag);
}

function localeFor(lang: string | null | undefined): Locale {
  const key = tagOf(lang);
  let locale = locales.get(key);
  if (!locale) {
    let tag = negotiateLocale(lang);
    if (!localeReady(lang) && !registered.has(tag)) tag = 'en';
    // (English alone: the live English map of ./locale.ts, which an empty table falls back to.)
    const strings = { ...loaded.get(tag), ...registered.get(tag) };
    // Numbers in the page's own variant where Intl has it (de-CH writes "74.0 %"), else the table's;
    // English (any en-*) keeps the hand-written en-US formats.
    const given = typeof lang === 'string' ? base.capLanguageTag(lang).replace(/_/g, '-') : '';
    const format = languageOf(tag) === 'en' ? 'en' : languageOf(given) === languageOf(tag) && intlKnows(given) ? given : intlKnows(tag) ? tag : 'en';
    const id = `${tag}|${format}|${revisions.get(tag) ?? 0}`;
    locale = format === 'en' ? new base.Locale(tag, format, strings, id) : new IntlLocale(tag, format, strings, id);
    locales.set(key, locale);
  }
  return locale;
}

/** A language Intl formats: its digits, signs, plural rules and lists. */
function intlLocale({ Locale, rounded }: IntlBase): typeof Locale {
  return class IntlLocale extends Locale {
    readonly #formats = new Map<string, unknown>();

    override readonly intl = <T>(key: string, make: () => T): T => {
      let made = this.#formats.get(key) as T | undefined;
      if (!made) this.#formats.set(key, (made = make()));
      return made;
    };

    #digits(decimals: number): Intl.NumberFormat {
      return this.intl(`n${decimals}`, () => new Intl.NumberFormat(this.formatLang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
    }

    override plural(n: number, decimals = 0): PluralCategory {
      const rules = this.intl(`p${decimals}`, () => new Intl.PluralRules(this.formatLang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
      return rules.select(rounded(n, decimals)) as PluralCategory;
    }

    override count(n: number): string {
      return this.#digits(0).format(Math.trunc(n));
    }

    // ./locale-numbers.ts's functions and ./locale-phrases.ts's pointsText ask these first: data, not methods (see `Locale.numbers`).
    override readonly numbers: LocaleNumbers = {
      number: (value, decimals) => (value === null || value === undefined || !Number.isFinite(value) ? '—' : this.#digits(decimals).format(rounded(value, decimals))),
      value: (value, unit, decimals) => {
        if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
        const currency = CURRENCIES.get(unit);
        if (currency) {
          // Where the language writes the sign: "$617.25", "617,25 $".
          const money = this.intl(`${unit}${decimals}`, () => new Intl.NumberFormat(this.formatLang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
          return money.format(rounded(value, decimals));
        }
        if (unit !== '%') return undefined;
        // `unit: 'percent'` formats 74 as "74 %" without multiplying: no 0.74 × 100 rounding error.
        const percent = this.intl(`%${decimals}`, () => new Intl.NumberFormat(this.formatLang, { style: 'unit', unit: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
        return percent.format(rounded(value, decimals));
      },
      signed: (delta, decimals) => {
        if (delta === null || delta === undefined || !Number.isFinite(delta)) return '—';
        const signed = this.intl(`s${decimals}`, () => new Intl.NumberFormat(this.formatLang, { signDisplay: 'exceptZero', minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
        return signed.format(rounded(delta, decimals));
      },
    };
  };
}


/**
 * Starts the chunk with what the first view lends it and the tables `registerLocale` was given
 * before it loaded, and gives the loader the questions it answers from then on. Once per page (the
 * loader keeps the answer, then has every element render again).
 */
export function startIntl(given: IntlBase, waiting: [string, LocaleStrings][]): IntlApi {
  base = given;
  IntlLocale = intlLocale(given);
  for (const [tag, strings] of waiting.splice(0)) register(tag, strings);
  return { localeFor, localeReady, loadLocale, isRtlLanguage, register };
}
