import { adoptStyles, isServer, unsafeCSS, type CSSResult, type ReactiveElement } from 'lit';

/**
 * The styles that come with a lazy chunk (its CSS as text: what a first view does not draw, such as
 * requirement-web's selection, results-toggle's Full results, the leaderboard's rare parts and
 * fields-under form, `fit`'s sheet): one sheet per page, added to an element's own styles in the
 * update that first draws with the chunk, so nothing it draws shows unstyled. The one place a sheet
 * is added to a shadow root after Lit's own: a chunk gives only its CSS text, and a chunk that adopts
 * by itself (fit's controller) is handed `adopt` as an argument, since a chunk importing this module
 * would make a consumer's bundler split it out of every first view's file.
 */
export class ChunkStyles<M> {
  #sheet?: CSSResult;
  readonly #styled = new WeakSet<ReactiveElement>();

  constructor(private readonly cssOf: (module: M) => string) {}

  /** The chunk's sheet, made once per page and shared by every element. */
  sheet(module: M): CSSResult {
    return (this.#sheet ??= unsafeCSS(this.cssOf(module)));
  }

  /**
   * Adds the sheet to `host`'s shadow root, once: a constructed sheet, as Lit adopts the class's (a
   * strict CSP holds), appended after the sheets already there (the element's, and fit's or another
   * chunk's that may have come first), where Lit's `adoptStyles` would replace them. Nothing on a
   * server (see addToClass).
   */
  adopt(host: ReactiveElement, module: M): void {
    if (isServer || this.#styled.has(host)) return;
    this.#styled.add(host);
    const root = host.renderRoot as ShadowRoot;
    const sheet = this.sheet(module);
    const constructed = sheet.styleSheet;
    // Without constructed sheets (an engine before 2023) Lit's adoptStyles appends a <style> of the text.
    if (!constructed) adoptStyles(root, [sheet]);
    else if (!root.adoptedStyleSheets.includes(constructed)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, constructed];
  }
}

/**
 * For a server's `preload()`: a server writes the class's styles into each shadow root, so a chunk's
 * must be among them when what it draws is rendered there. A function beside the class, not a
 * method: an element whose first view adopts only fit's sheet (bibtex-card) then carries none of it.
 */
export function addToClass<M>(element: typeof ReactiveElement, styles: ChunkStyles<M>, module: M): void {
  const sheet = styles.sheet(module);
  if (!element.elementStyles.includes(sheet)) element.elementStyles.push(sheet);
}
