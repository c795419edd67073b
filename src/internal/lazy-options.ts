import type { ReactiveControllerHost } from '@lit/reactive-element';
import type { PropertyValues } from 'lit';
import type { ElementOptions, OptionsOverlay } from '../lib/data-options.js';
import { LazyModule } from './lazy-module.js';

/**
 * The option attributes' reading and overlay (lib/data-options.ts): a chunk, one a page, loaded for
 * the first element that sets an option (most take every option from their data). It imports
 * nothing of a first view: what it needs (the text limit, `formatCount`) comes as arguments.
 */
export const optionReader = new LazyModule(() => import('../lib/data-options.js'));

/** The option properties an element may have (`groupLabel` is the attribute `group-label`), each null while absent. */
export type OptionName = 'heading' | 'description' | 'metric' | 'unit' | 'decimals' | 'groupLabel';

/** An element's options (see ElementOptions: its option properties, limits and data keys) and the base's hooks they need. */
export interface LazyOptionsConfig extends ElementOptions {
  names: readonly OptionName[];
  /** The base's `waitFor`. */
  waitFor(work: Promise<unknown>): void;
  /** The base's `flagAttribute`. */
  flag(name: string, problem: string): void;
}

/**
 * An element's option attributes (`heading`, `description`, `metric`, `unit`, `decimals`,
 * `group-label`: each element its own) over its data, the one way the elements hold them:
 * leaderboard-table, requirement-web and results-toggle. Until an option is set nothing of the
 * reader is loaded; the first one set loads it (`updateComplete` waits), and its arrival updates the
 * element, which then reads the options as if just set. New data shown under an option waits for
 * the reader (`waiting`, `set`): the element holds it back meanwhile, so the data's own title never
 * shows first.
 */
export class LazyOptions {
  #overlay?: OptionsOverlay<object>;
  /** The reader arrived for options set before it: the next update reads them. */
  #due = false;

  constructor(
    private readonly host: ReactiveControllerHost & Partial<Record<OptionName, string | null>>,
    private readonly config: LazyOptionsConfig,
  ) {}

  /** Some option is set (its attribute, or its property in code). */
  get set(): boolean {
    return this.config.names.some((name) => this.host[name] !== null);
  }

  /** Data shown now would miss its options: one is set and the reader is on its way (after a failed load, the data shows as given). */
  get waiting(): boolean {
    return this.set && !optionReader.module && !optionReader.failed;
  }

  /**
   * From the element's `willUpdate`: `value` with the options over it, on new data and whenever an
   * option changes (the data as given while the reader is on its way; undefined without data), each
   * option's problem flagged when an option changed.
   */
  over<T extends object>(changed: PropertyValues, value: T | undefined): T | undefined {
    const { names, waitFor, flag } = this.config;
    const optionChanged = this.#due || names.some((name) => changed.has(name));
    if (!optionChanged && !changed.has('value')) return value;
    const reader = optionReader.module;
    if (!reader) {
      // The element updates once it is here (or has failed: held data is then shown as given).
      if (this.set) waitFor(optionReader.load().then(() => (this.#due = true)).finally(() => this.host.requestUpdate()));
      return value;
    }
    this.#due = false;
    return (this.#overlay ??= new reader.OptionsOverlay()).over(this.host, value, this.config, optionChanged ? flag : undefined) as T | undefined;
  }
}
