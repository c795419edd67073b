/**
 * What the first view carries for the languages beyond English: the loaders of the shipped tables
 * and of ./locale-intl.ts (negotiation, Intl formats, the registered tables), `registerLocale`'s
 * queue until that chunk is in, and the answer to "which locale does this `lang` have now". An
 * English page runs only the fast path here (`plainEnglish`) and never loads a chunk.
 *
 * Apart from ./locale.ts (one language's strings and formats, English built in) so that what the
 * other languages cost an English page is this module alone: `npm run size` measures it in the
 * all-four first view against issue 29's 0.5 KB.
 */
import { rounded } from './format.js';
import { capLanguageTag } from './limits.js';
import { ENGLISH, Locale, type LocaleStrings } from './locale.js';

/** The languages shipped with the package (their tables: the lazy chunks below). */
export const SHIPPED_LOCALES: readonly string[] = ['en', 'zh-CN', 'ja', 'de', 'fr', 'es'];

/**
 * @internal The shipped tables beside English, by language subtag (`zh` is zh-CN's): one lazy chunk
 * each. A Map, not an object: `lang="constructor"` is a language without a table, not Object.
 * Here rather than in ./locale-intl.ts so that loadLocale can fetch a page's table beside that
 * chunk, not after it: a German page then waits one round trip for its strings, not two (its
 * elements show their fallback until the strings arrive: a second round trip would show their
 * first view that much later; 0.15 KB of this module's 0.57 KB are the chunks' URLs).
 */
export const SHIPPED: ReadonlyMap<string, () => Promise<{ default: LocaleStrings }>> = new Map([
  ['zh', () => import('../locales/zh-CN.js')],
  ['ja', () => import('../locales/ja.js')],
  ['de', () => import('../locales/de.js')],
  ['fr', () => import('../locales/fr.js')],
  ['es', () => import('../locales/es.js')],
]);

const listeners = new Set<() => void>();

/** @internal What ./locale-intl.ts answers once it is loaded and started. */
export interface IntlApi {
  localeFor(lang: string | null | undefined): Locale;
  localeReady(lang: string | null | undefined): boolean;
  loadLocale(lang: string | null | undefined): Promise<Locale>;
  isRtlLanguage(lang: string | null | undefined): boolean;
  /** Adds `registerLocale`'s table (a non-empty string and an object, checked there). */
  register(tag: string, strings: LocaleStrings): void;
}
let intl: IntlApi | undefined;
let intlLoading: Promise<unknown> | undefined;
/**
 * The chunk, once per page (tried again after a failure: a page offline for a moment), started with
 * what it needs of this first view: it imports none of it itself (see ./locale-intl.ts: each such
 * import would split the first view into one more file).
 */
const loadIntl = () =>
  (intlLoading ??= import('./locale-intl.js').then(
    (chunk) => {
      // From then on it answers for every language (and keeps the tables registered meanwhile).
      intl = chunk.startIntl({ Locale, rounded, capLanguageTag, normalize, SHIPPED, SHIPPED_LOCALES, notifyLocalesChanged }, waiting);
      notifyLocalesChanged();
    },
    (error: unknown) => {
      intlLoading = undefined;
      throw error;
    },
  ));

/**
 * The tables `registerLocale` was given before ./locale-intl.ts (which keeps them) had loaded. Kept
 * here, not merged: merging, negotiation and the revisions a table change makes are that chunk's
 * (an English page never runs them).
 */
const waiting: [string, LocaleStrings][] = [];

/** @internal Every element renders again: a table arrived or was registered. */
export function notifyLocalesChanged(): void {
  for (const listener of listeners) listener();
}

/** `listener` runs whenever a table arrives or is registered; returns the unsubscribe. */
export function onLocalesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @internal " de_AT " → "de-at": the form tags are compared in. */
export const normalize = (tag: unknown): string => (typeof tag === 'string' ? tag.trim().replace(/_/g, '-').toLowerCase() : '');

/**
 * Right to left by language (Arabic, Hebrew, Persian, Urdu, …) or by script subtag. Such a language
 * is never plain English, so its element waits for ./locale-intl.ts, which answers this: until then
 * (nothing is shown in it yet) every language is left to right.
 */
export function isRtlLanguage(lang: string | null | undefined): boolean {
  return intl?.isRtlLanguage(lang) ?? false;
}

/** Whether `lang` is English with nothing registered: the fast path, no chunk. */
const plainEnglish = (lang: string | null | undefined) => !intl && !waiting.length && /^(en(-|$)|$)/.test(normalize(lang));

/**
 * Adds or extends a language: `registerLocale('pt-BR', { 'leaderboard.gap': 'Diferença' })`. Keys it
 * leaves out stay English (or the shipped table's, for a shipped language: a registered key wins);
 * registering the same language again adds to it. Elements showing it render again (after
 * ./locale-intl.ts, which formats its numbers and keeps the tables, has loaded: one small chunk,
 * fetched once).
 */
export function registerLocale(lang: string, strings: LocaleStrings): void {
  if (typeof lang !== 'string' || !lang.trim() || typeof strings !== 'object' || strings === null) {
    console.warn(`registerLocale: expected a language tag and an object of strings, got ${typeof lang} and ${typeof strings}`);
    return;
  }
  // A copy: later changes to the author's object are not this language's (./locale-intl.ts keeps
  // the strings of it, as it registers them, under the tag it reads).
  if (intl) return intl.register(lang, strings);
  waiting.push([lang, { ...strings }]);
  // (A failure is reported by the loadLocale of each element that shows the language.)
  loadIntl().catch(() => undefined);
}

/**
 * Loads what `lang` needs (nothing for English): ./locale-intl.ts and the language's shipped table.
 * Resolves once `localeFor(lang)` gives it. A table that fails to load leaves the language in English.
 */
export function loadLocale(lang: string | null | undefined): Promise<Locale> {
  if (plainEnglish(lang)) return Promise.resolve(ENGLISH);
  // Started now, beside the chunk: the module loader keeps it, so ./locale-intl.ts's own import of
  // the table finds it loaded (or loading). A failure is reported there.
  // (The shipped table of the same language: zh-TW's may turn out to be a registered zh-Hant's.)
  // (By language subtag, as SHIPPED is keyed: zh-TW and zh-CN both start zh's.)
  if (!intl) SHIPPED.get(normalize(lang).split('-')[0]!)?.().catch(() => undefined);
  return loadIntl().then(
    () => intl!.loadLocale(lang),
    (error: unknown) => {
      console.warn(`codespecweave-widgets: the language support did not load (${String(error)}); showing English`);
      return ENGLISH;
    },
  );
}

/** Whether `lang`'s strings are here (else `localeFor` gives English until `loadLocale` brings them). */
export function localeReady(lang: string | null | undefined): boolean {
  return intl ? intl.localeReady(lang) : plainEnglish(lang);
}

/**
 * The locale for `lang` as far as it is loaded now: a language whose support is not yet loaded (see
 * loadLocale) gives English strings and English numbers, never a mix of the two. Cached per tag.
 */
export function localeFor(lang: string | null | undefined): Locale {
  return intl ? intl.localeFor(lang) : ENGLISH;
}

