import { html, type ReactiveElement, type TemplateResult } from 'lit';

/**
 * The element's one polite live region (`role="status"`), drawn by the base's render shell. A
 * reader hears what their own action changed: elements call `say` from a click, a key or typing,
 * never when a property is set in code.
 */
export class Announcer {
  readonly #host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.#host = host;
  }

  #region(): Element | null | undefined {
    return this.#host.renderRoot?.querySelector?.('.announcer');
  }

  /** The region, for the render shell. */
  render(): TemplateResult {
    return html`<div class="announcer sr-only" role="status"></div>`;
  }

  /** Says `message`; the same message twice in a row is announced twice. */
  say(message: string): void {
    const region = this.#region();
    if (!region) return;
    // A live region only speaks when its text changes: a trailing no-break space (not read out)
    // makes a repeat of the same sentence a change.
    region.textContent = region.textContent === message ? `${message}\u00a0` : message;
  }

  /** What the region says now. */
  get text(): string {
    return (this.#region()?.textContent ?? '').trim();
  }
}
