/** The plugin's public types (`codespecweave-widgets/reveal`); docs/decks.md is its manual. */

export interface CodeSpecWeaveRevealOptions {
  /** Smallest text wanted, in screen px at 1280 × 720 (default 18). */
  text?: number;
  /** Never below this (default 14). */
  minText?: number;
  /** How long `?print-pdf` waits for an element's data, in ms (default 8000). */
  readyTimeout?: number;
  /** Follow each slide's background with `color-scheme` (default true). */
  followTheme?: boolean;
  /** Lay reveal.js's phone scroll view out at the phone's width (default true). */
  scrollView?: boolean;
}

/** The part of reveal.js's API the plugin uses (reveal.js 4–6). */
export interface RevealApi {
  getConfig(): { width?: number | string; height?: number | string; margin?: number; view?: string | null; keyboardCondition?: unknown };
  configure?(options: Record<string, unknown>): void;
  getRevealElement(): HTMLElement | null;
  getViewportElement?(): HTMLElement | null;
  getSlidesElement?(): HTMLElement | null;
  getCurrentSlide(): HTMLElement | undefined;
  getSlides?(): HTMLElement[];
  getSlideBackground?(slide: HTMLElement): HTMLElement | undefined;
  isScrollView?(): boolean;
  getScale?(): number;
  layout?(): void;
  isPrintView?(): boolean;
  on(type: string, listener: (event: Event) => void): void;
  off?(type: string, listener: (event: Event) => void): void;
}

export interface CodeSpecWeavePlugin {
  id: 'codespecweave';
  init(deck: RevealApi): Promise<void> | void;
  destroy(): void;
  /** Fits one slide now (or every slide with an element); resolves when done. */
  fit(slide?: HTMLElement): Promise<void>;
  /** Resolves when no fitting is queued or running (tests and print runs wait for it). */
  settled(): Promise<void>;
}

/** One of the four elements, as the plugin sees it. */
export interface DeckElement extends HTMLElement {
  readonly ready?: Promise<unknown>;
  readonly updateComplete?: Promise<unknown>;
  printing?: boolean;
}
