// <results-toggle> as a reader sees it, for the component tests: the headline's figures and its
// spoken sentence, each bar's value and Δ, found by part, ARIA and order rather than by the
// element's internal class names (issue 40).

const root = (el: Element) => el.shadowRoot!;

/** The headline's figures as shown ("+8.56pp 54.42% → 62.98%"): the line under the context line, both hidden from screen readers. */
export function headlineFigures(el: Element): HTMLElement | null {
  return root(el).querySelectorAll<HTMLElement>('[part="headline"] > p[aria-hidden="true"]')[1] ?? null;
}

/** The headline's sentence: the one line of it that screen readers read ("up 8.56 percentage points, …"). */
export function headlineSentence(el: Element): HTMLElement | null {
  return root(el).querySelector<HTMLElement>('[part="headline"] > p:not([aria-hidden])');
}

/** The headline's difference ("+8.56pp") and the two values compared ("54.42% → 62.98%"): the figures' first and second pieces. */
export function headlineDelta(el: Element): HTMLElement | null {
  return (headlineFigures(el)?.children[0] as HTMLElement | undefined) ?? null;
}
export function headlineValues(el: Element): HTMLElement | null {
  return (headlineFigures(el)?.children[1] as HTMLElement | undefined) ?? null;
}

/** A bar row's numbers (its value, then its Δ when there is a baseline): the row's last piece, after the bar. */
export function barNumbers(row: Element): HTMLElement[] {
  return [...(row.lastElementChild?.children ?? [])] as HTMLElement[];
}

/** Each bar row's numbers as shown, row by row (value, then Δ): each hidden from screen readers, which hear the spoken form beside it. */
export function barValues(el: Element): HTMLElement[] {
  return [...root(el).querySelectorAll('[part="bars"] li')].flatMap((row) => barNumbers(row).map((number) => number.querySelector<HTMLElement>('[aria-hidden="true"]')!));
}

/** A bar row's value as spoken ("40.3 plus or minus 1.1 percent"). */
export function barSpoken(row: Element): HTMLElement {
  return barNumbers(row)[0]!.querySelector<HTMLElement>(':scope > :not([aria-hidden])')!;
}
