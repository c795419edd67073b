/**
 * The arithmetic of fitting an element to a reveal.js slide, without the DOM: which font sizes to
 * try, how to find the largest that fits, which compact form comes next and how far paper may shrink
 * an element. The plugin (src/reveal/) does the measuring.
 *
 * Every element draws in proportion to its host's `font-size`, and its smallest text (legends,
 * axis ticks, footnotes) is {@link SMALLEST_TEXT_RATIO} of it (docs/layout.md). A deck is laid out
 * at its own size (reveal.js's `width` × `height`, 960 × 700 by default) and scaled to the screen,
 * so sizes are chosen in slide pixels for a reference screen: what the smallest text measures at
 * 1280 × 720, the projector size the issue names. Every other screen scales the whole slide alike.
 */

/**
 * An element's smallest text is at least this share of its host's font size: 0.8 for legends, axis
 * ticks and footnotes (docs/layout.md), 0.75 for the leaderboard's legend chips, the smallest of all.
 */
export const SMALLEST_TEXT_RATIO = 0.75;

/** The reference screen the text sizes are promised at. */
export const REFERENCE_SCREEN = { width: 1280, height: 720 } as const;

export interface DeckSize {
  /** reveal.js's `width` (slide pixels). */
  width: number;
  /** reveal.js's `height` (slide pixels). */
  height: number;
  /** reveal.js's `margin`, a share of the slide (default 0.04). */
  margin: number;
}

/** reveal.js's own scale of a slide on a screen: the slide plus its margin, fitted inside the screen. */
export function deckScale(deck: DeckSize, screen: { width: number; height: number } = REFERENCE_SCREEN): number {
  const width = deck.width * (1 + deck.margin);
  const height = deck.height * (1 + deck.margin);
  const scale = Math.min(screen.width / width, screen.height / height);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/**
 * How far below the reference a screen's scale is still a screen the room reads (a 960 × 700 laptop
 * is 0.97 of it); smaller is a preview (an editor's pane, a small window, the speaker view's next
 * slide), where the slide keeps the reference layout and shrinks as a whole.
 */
export const PREVIEW_BELOW = 0.9;

/**
 * The scale the text sizes are chosen for: the deck's scale on this screen, but never more than at
 * the reference screen. On a projector or a laptop (the reference or a little smaller) the smallest
 * text is then `text` px on this screen; on a larger screen the slide keeps the reference
 * proportions and its text grows with it, as every other slide content does; in a preview (below
 * PREVIEW_BELOW of the reference) the slide is laid out as at the reference and shrinks as a whole,
 * instead of its elements taking the slide over.
 */
export function fitScale(deck: DeckSize, screenScale: number): number {
  const reference = deckScale(deck);
  return Number.isFinite(screenScale) && screenScale >= PREVIEW_BELOW * reference ? Math.min(screenScale, reference) : reference;
}

/**
 * The host font size (slide px) at which an element's smallest text is `textPx` screen pixels at
 * `scale`, when that text is `ratio` of the host's size: 18 px text on reveal.js's default
 * 960 × 700 deck at 1280 × 720 (scale 0.989) is a 24.3 px host at the 0.75 floor, 22.4 px for the
 * web's labels (0.8125), 19.4 px for a table at 0.9375.
 */
export function hostFontFor(textPx: number, scale: number, ratio = SMALLEST_TEXT_RATIO): number {
  return textPx / clampRatio(ratio) / scale;
}

/**
 * The host size the fitting aims at for `textPx`: 0.5 % over it, so text measured in whole layout
 * pixels (a box 181 px wide for 181.4) still reads as `textPx`.
 */
export function targetHostFont(textPx: number, scale: number, ratio = SMALLEST_TEXT_RATIO): number {
  return hostFontFor(textPx, scale, ratio) * 1.005;
}

/**
 * A measured ratio of smallest text to host font, kept within what the elements can draw (0.5–1.25:
 * a measurement outside it is a transient layout, and the 0.75 floor stands in for a missing one).
 */
export function clampRatio(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? Math.min(1.25, Math.max(0.5, ratio)) : SMALLEST_TEXT_RATIO;
}

/**
 * The compact forms the plugin tries, in order, for an element that is not whole at full size: each
 * is a set of tokens for the host's `data-deck-compact` attribute (the plugin's sheet acts on them).
 * - `trim`: the reader's toolbar (downloads, list view), the swipe hint; and `title`, the element's
 *   own title, when the slide has a heading of its own (it would repeat it);
 * - `tight`: less padding inside the card and lines at 1.2 (the text keeps its size);
 * - `dense`: parts that repeat what the element shows (the leaderboard's summary figures, which are
 *   its first row and its spread; its row count), and results-toggle's benchmark buttons sharing
 *   lines in a narrower column beside the chart (its four stacked buttons set its height).
 * The first form at which the element is whole with `text` px wins; failing that, the last form at
 * the largest size that fits (text size matters more in a room than a repeated figure).
 */
export const COMPACT_STEPS = [['trim'], ['trim', 'tight'], ['trim', 'tight', 'dense']] as const;

/** The `data-deck-compact` value of compact step `step` (0-based, into COMPACT_STEPS). */
export function compactValue(step: number, slideHasHeading: boolean): string {
  const tokens: string[] = [...(COMPACT_STEPS[Math.max(0, Math.min(step, COMPACT_STEPS.length - 1))] ?? [])];
  if (slideHasHeading) tokens.splice(1, 0, 'title');
  return tokens.join(' ');
}

/** What the compact forms of one element (or one slide's elements) depend on. */
export interface CompactFormsFor {
  /** The slide or box has a heading of its own: the element's title would repeat it, in every form. */
  heading: boolean;
  /**
   * A leaderboard is among them: its last forms lay fields out under their rows
   * (`fields-under`, the form a narrow board takes) instead of in columns hidden sideways, then
   * on one wrapped line under the name (`fields-inline`, a row of two lines where one a field
   * made five or six).
   */
  fieldsUnder: boolean;
}

/**
 * Every `data-deck-compact` value the fitting tries, in order: the full form first ('' — or
 * `title` alone under a heading of the slide's own, since a title repeating the slide's heading is
 * never worth its line), then each of COMPACT_STEPS, then for a leaderboard `fields-under` and
 * `fields-under fields-inline`.
 */
export function compactForms({ heading, fieldsUnder }: CompactFormsFor): string[] {
  const forms = [heading ? 'title' : '', ...COMPACT_STEPS.map((_, step) => compactValue(step, heading))];
  if (fieldsUnder) forms.push(`${forms.at(-1)} fields-under`, `${forms.at(-1)} fields-under fields-inline`);
  return forms;
}

/** The smallest text `fit` aims at, in the element's own px (a slide's px, in a scaled deck). */
export const FIT_TEXT = 18;
/** `fit` never makes the smallest text smaller than this. */
export const FIT_MIN_TEXT = 12;

/** What a trial at one size measured: the host sizes for the wanted and the smallest allowed text there, and whether all was whole. */
export interface FitSizes {
  high: number;
  low: number;
  fits: boolean;
}

/** One fitting's moves on the page, for {@link fitThroughForms}. */
export interface FitTrials {
  /** Shows compact form `form` (a `data-deck-compact` value). */
  setForm(form: string): void;
  /**
   * Sets `guess` and lays out, like `fits`, and says whether everything is whole there and the host
   * font sizes for the wanted and the smallest allowed text in the form shown, measured there (a
   * form that hides the smallest parts lets the same text come from a smaller host).
   */
  sizesAt(guess: number): Promise<FitSizes>;
  /** Sets `size`, lays out, and says whether everything is whole. */
  fits(size: number): Promise<boolean>;
}

/**
 * The same moves made at once, for {@link fitThroughFormsNow}: each lays the element out
 * synchronously (its pending update run, the layout read) before it answers.
 */
export interface FitTrialsNow {
  setForm(form: string): void;
  sizesAt(guess: number): FitSizes;
  fits(size: number): boolean;
}

/**
 * A move the fitting asks the page to make, and waits for the answer of: the fitting is written
 * once, as a generator of these (fitSteps), and run either over frames (fitThroughForms: the
 * element's updates and its ResizeObservers' answers awaited between trials) or at once
 * (fitThroughFormsNow: inside `beforeprint`, where a print cannot wait for a frame).
 */
type FitMove = { form: string } | { fits: number } | { sizesAt: number };
type Steps<T> = Generator<FitMove, T, unknown>;

function* showForm(form: string): Steps<void> {
  yield { form };
}
function* trySize(size: number): Steps<boolean> {
  return (yield { fits: size }) as boolean;
}
function* measureAt(size: number): Steps<FitSizes> {
  return (yield { sizesAt: size }) as FitSizes;
}

async function runSteps<T>(steps: Steps<T>, trials: FitTrials): Promise<T> {
  for (let next = steps.next(); ; ) {
    if (next.done) return next.value;
    const move = next.value;
    next = steps.next('form' in move ? trials.setForm(move.form) : 'fits' in move ? await trials.fits(move.fits) : await trials.sizesAt(move.sizesAt));
  }
}

function runStepsNow<T>(steps: Steps<T>, trials: FitTrialsNow): T {
  for (let next = steps.next(); ; ) {
    if (next.done) return next.value;
    const move = next.value;
    next = steps.next('form' in move ? trials.setForm(move.form) : 'fits' in move ? trials.fits(move.fits) : trials.sizesAt(move.sizesAt));
  }
}

/**
 * Whether compact form `form` lays the element out otherwise rather than trimming it: a leaderboard's
 * fields under their rows (`fields-under`), a row of six lines where the table had one or two. Such a
 * form is tried at smaller sizes only after the last compact step has been (see fitThroughForms).
 */
export function isOtherLayout(form: string): boolean {
  return form.split(' ').includes('fields-under');
}

/** Where a fitting leaves the element: the form and size on the page, and whether it is whole there. */
export interface FitResult {
  form: string;
  size: number;
  fits: boolean;
}

/**
 * The fitting `fit` and the reveal.js plugin share: each compact form in turn at the size for the
 * wanted text (the first whole one wins: text size matters more in a room than a repeated figure or
 * a download button). Failing all, the largest size that fits, down to the smallest allowed: first
 * in the last compact step (a leaderboard's table, which at a smaller size may fit where its fields
 * under their rows, three times as tall, never would), then in each other layout after it, which
 * wins only with larger text. Returns the form and size left on the page, and whether it fits there.
 */
export function fitThroughForms(forms: readonly string[], trials: FitTrials, firstGuess: number, lastResort = false): Promise<FitResult> {
  return runSteps(fitSteps(forms, firstGuess, lastResort), trials);
}

/** {@link fitThroughForms} with every trial made at once: the same moves, so the same result. */
export function fitThroughFormsNow(forms: readonly string[], trials: FitTrialsNow, firstGuess: number, lastResort = false): FitResult {
  return runStepsNow(fitSteps(forms, firstGuess, lastResort), trials);
}

/**
 * `lastResort`: the view is known to be whole in no form at any allowed size (its rows alone, one
 * line of the smallest text each, are taller than its room: fit-measure.ts's leastRowsHeight), so
 * the fitting goes straight to where it would end after every trial: the last form at the smallest
 * allowed text. A 500-row board in a slide made all its 15 trials first, each laying out every row
 * (docs/performance.md, "Fitting").
 */
function* fitSteps(forms: readonly string[], firstGuess: number, lastResort: boolean): Steps<FitResult> {
  if (lastResort) {
    const form = forms.at(-1) ?? '';
    yield* showForm(form);
    return { form, ...(yield* atSmallestText({ size: (yield* measureAt(firstGuess)).low, fits: false })) };
  }
  let form = '';
  let high = firstGuess;
  let low = firstGuess;
  let result = { size: firstGuess, fits: false };
  /** Each form's sizes for the wanted and the smallest text, measured in it, and the size it was tried at. */
  const measuredIn = new Map<string, { high: number; low: number; tried: number }>();
  for (let i = 0; !result.fits && i < forms.length; i++) {
    form = forms[i]!;
    yield* showForm(form);
    // Measured where it will stand: the smallest text's share of the host is not always fixed (a
    // drawing scaled to its column draws its labels smaller as the host grows: the web's were 14.7 px
    // at a host chosen for 18), so the size is measured again at the size it gave, up to three times.
    let size = high;
    let measured = yield* measureAt(size);
    for (let again = 0; again < 3 && Math.abs(measured.high - size) >= 0.25; again++) {
      size = measured.high;
      measured = yield* measureAt(size);
    }
    ({ high, low } = measured);
    result = Math.abs(measured.high - size) < 0.25 ? { size, fits: measured.fits } : { size: high, fits: yield* trySize(high) };
    measuredIn.set(form, { high, low, tried: result.size });
  }
  if (result.fits) return { form, ...result };
  let lastStep = forms.length - 1;
  while (lastStep > 0 && isOtherLayout(forms[lastStep]!)) lastStep--;
  let best: { form: string; size: number; low: number } | undefined;
  const candidates = forms.slice(lastStep);
  for (const [n, candidate] of candidates.entries()) {
    const sizes = measuredIn.get(candidate)!;
    // (With the smallest allowed text equal to the wanted there is nothing smaller to try.) After a
    // whole one, another layout is worth it only with larger text, not a larger host: its smallest
    // text is another share of the host (a board's labels under the rows 0.81 of it, its table's
    // cells 0.94), and the text at a size is in proportion to size / low, low measured there.
    const floor = best ? Math.max(sizes.low, (best.size * sizes.low) / best.low + 0.5) : sizes.low;
    if (!(sizes.low < sizes.high) || floor > sizes.high) continue;
    if (candidate !== form) yield* showForm((form = candidate));
    let found = yield* largestFittingSteps(floor, sizes.high, trySize, 0.5, Math.abs(sizes.tried - sizes.high) < 0.25);
    if (!found.fits && !best) {
      // The smallest allowed text may come from a smaller host in a layout the element takes only
      // at smaller sizes: a board's table (its smallest text its body's, 0.94 of the host) is wider
      // than a slide at the floor measured in its fields under the rows (labels at 0.81), where
      // their six lines a row do not fit either. Measured well below that floor (0.65 of it: the
      // largest share an element draws its text at, 1.25, against 0.81), in whatever layout it
      // takes there; each size tried from there must give the smallest allowed text where it stands.
      const lower = (yield* measureAt(sizes.low * 0.65)).low;
      if (lower < floor - 0.25) {
        const readable = function* (size: number): Steps<boolean> {
          const at = yield* measureAt(size);
          return at.fits && at.low <= size + 0.25;
        };
        found = yield* largestFittingSteps(lower, floor, readable, 0.5, true);
      }
    }
    if (found.fits) {
      // Its smallest text's share where it stands, for the layouts after it to beat (measured again
      // only when one follows: the share measured at the wanted size may be another layout's).
      const low = n < candidates.length - 1 ? (yield* measureAt(found.size)).low : sizes.low;
      best = { form: candidate, size: found.size, low };
    } else if (!best) result = { size: floor, fits: false };
  }
  if (!best) return { form, ...(yield* atSmallestText(result)) };
  // The last trial was another layout's: the one that won is put back.
  if (best.form !== form) {
    yield* showForm(best.form);
    yield* trySize(best.size);
  }
  return { form: best.form, size: best.size, fits: true };
}

/**
 * Whole nowhere: the smallest allowed text, from `result` (a size tried, not whole there), measured
 * where it stands (a board's smallest text at the wanted size, in another of its own layouts, may
 * not be its smallest here).
 */
function* atSmallestText(result: { size: number; fits: boolean }): Steps<{ size: number; fits: boolean }> {
  for (let again = 0; again < 2 && !result.fits; again++) {
    const measured = yield* measureAt(result.size);
    if (measured.fits || Math.abs(measured.low - result.size) < 0.25) return { size: result.size, fits: measured.fits };
    result = { size: measured.low, fits: yield* trySize(measured.low) };
  }
  return result;
}

/**
 * On paper nothing scrolls: an element still too tall at the smallest size is zoomed down to the
 * page. The zoom that makes an element `height` px tall, starting `top` px down a page of `room` px,
 * end inside it with `reserve` to spare (reveal.js lays the PDF page out again: its own top offset
 * and centring move the element a little), never below `floor`. 1 when it fits as it is.
 */
export function paperZoom(top: number, height: number, room: number, reserve = 0.9, floor = 0.3): number {
  if (!(height > 0) || top + height <= room) return 1;
  const zoom = (reserve * Math.max(0, room - top)) / height;
  return Math.max(floor, Math.min(1, zoom));
}

/**
 * The largest size in [low, high] for which `fits` holds, to within `precision`, by bisection:
 * fitting is monotone (a smaller font never makes an element taller), so at most
 * log2((high - low) / precision) + 2 trials. `high` is tried first: most slides fit at once.
 * Returns `low` with `fits: false` when even `low` does not fit.
 */
export function largestFitting(
  low: number,
  high: number,
  fits: (size: number) => Promise<boolean>,
  precision = 0.5,
  /** `high` was just tried and did not fit: not tried again. */
  highFails = false,
): Promise<{ size: number; fits: boolean }> {
  return runSteps(largestFittingSteps(low, high, trySize, precision, highFails), {
    setForm: () => {},
    fits,
    sizesAt: () => Promise.reject(new Error('largestFitting measures no sizes')),
  });
}

function* largestFittingSteps(low: number, high: number, fits: (size: number) => Steps<boolean>, precision: number, highFails: boolean): Steps<{ size: number; fits: boolean }> {
  if (!(low > 0) || !(high >= low)) return { size: low, fits: false };
  if (!highFails && (yield* fits(high))) return { size: high, fits: true };
  if (!(yield* fits(low))) return { size: low, fits: false };
  let good = low;
  let bad = high;
  while (bad - good > precision) {
    const middle = (good + bad) / 2;
    if (yield* fits(middle)) good = middle;
    else bad = middle;
  }
  // The last trial may have been a failing one: leave the element at the size that fitted.
  yield* fits(good);
  return { size: good, fits: true };
}

/** Relative luminance (WCAG) of `rgb(r, g, b)` / `rgba(…)` text as getComputedStyle gives it, or null. */
export function luminanceOf(color: string): number | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(color.trim());
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? Number.parseFloat(match[4]) / 100 : Number(match[4]);
  if (!(alpha > 0)) return null;
  const channel = (value: string) => {
    const c = Math.min(255, Number(value)) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(match[1]!) + 0.7152 * channel(match[2]!) + 0.0722 * channel(match[3]!);
}

/**
 * The colour scheme a background asks for: dark text on a light slide, light on a dark one. The
 * threshold is where black and white text have equal contrast against it (luminance ≈ 0.18).
 */
export function schemeForBackground(color: string): 'light' | 'dark' | null {
  const luminance = luminanceOf(color);
  if (luminance === null) return null;
  return luminance < 0.179 ? 'dark' : 'light';
}
