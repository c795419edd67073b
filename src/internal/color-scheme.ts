import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { isServer } from 'lit';

export type Scheme = 'light' | 'dark';

/**
 * The scheme `theme="auto"` shows for an element: the page's own when it sets one around the
 * element (the host's computed `color-scheme`, inherited from the page: `dark` alone → dark, `light`
 * alone → light, as VitePress, Docusaurus and deck themes set it), else the reader's
 * `prefers-color-scheme` (for `normal` and for `light dark`, which leave the choice to the system).
 */
export function pageScheme(host: Element): Scheme {
  const words = getComputedStyle(host).colorScheme.split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  if (dark !== light) return dark ? 'dark' : 'light';
  return matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Every connected element whose scheme follows the page, for the one shared watch below. */
const followers = new Set<ColorSchemeController>();
/**
 * The page watch (./scheme-watch.ts): a chunk loaded with the first element that follows the page,
 * started with a recheck (the scheme each element drew first was read at connect; what changed while
 * the chunk loaded is caught then). Resolves to its stop, or undefined when it could not load (the
 * elements then keep the scheme they read at connect).
 */
let watch: Promise<(() => void) | undefined> | undefined;
const startWatch = () =>
  import('./scheme-watch.js').then(
    ({ watchPageScheme }) => (recheckPageSchemes(), watchPageScheme(recheckPageSchemes)),
    () => undefined,
  );

/**
 * Re-reads every following element's scheme now: for code that sets `color-scheme` somewhere the
 * page watch does not look (the reveal.js plugin sets it per slide, from the slide's background).
 */
export function recheckPageSchemes(): void {
  followers.forEach((follower) => follower.check());
}

/**
 * The scheme an element shows, as a state its render shell draws (`class="base scheme-dark"`,
 * which the host styles turn into `color-scheme`, so the `--csw-*` tokens' `light-dark()` pairs
 * follow it, with no inline style under a strict CSP). `theme="light"`/`"dark"` pin it; `auto`
 * follows the page ({@link pageScheme}), live. `scheme` is `undefined` until the element is in a
 * page (and on a server): the styles then follow the system as before.
 */
export class ColorSchemeController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #theme: () => string;
  scheme?: Scheme;

  constructor(host: ReactiveControllerHost & HTMLElement, theme: () => string) {
    this.#host = host;
    this.#theme = theme;
    host.addController(this);
  }

  hostConnected(): void {
    if (isServer || typeof matchMedia !== 'function' || typeof MutationObserver !== 'function') return;
    followers.add(this);
    watch ??= startWatch();
    this.check();
  }

  hostDisconnected(): void {
    followers.delete(this);
    if (!followers.size && watch) {
      void watch.then((stop) => stop?.());
      watch = undefined;
    }
  }

  /** Re-reads the scheme (the theme or the page changed); the host updates only when it differs. */
  check(): void {
    if (!followers.has(this)) return;
    const theme = this.#theme();
    const scheme: Scheme = theme === 'light' || theme === 'dark' ? theme : pageScheme(this.#host);
    if (scheme === this.scheme) return;
    this.scheme = scheme;
    this.#host.requestUpdate();
  }
}
