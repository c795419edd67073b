/**
 * The options an author may set as attributes on a data element (`heading`, `description`,
 * `metric`, `unit`, `decimals`, and `group-label` on the leaderboard). They win over the same
 * option in the data, so rows from a CSV file or a child `<table>`, which carry no options, can be
 * titled and labelled. Pure: the element passes its attribute values, this says what they set and
 * what is wrong with any of them (the element shows that and keeps the last good value).
 */

/**
 * The limits an element reads its attributes under, with its own number formatter: this module is a
 * chunk an element loads for its first option attribute (src/internal/lazy-options.ts), and a chunk
 * importing format.ts (which every first view has) would make a user's bundler split format.ts into
 * a file of its own (issue 40).
 */
export interface OptionLimits {
  auto: boolean;
  textLimit: number;
  /** lib/format.ts's formatCount, from the element: "2,000". */
  formatCount: (count: number) => string;
}

/** Which options an element has and how it reads them (src/internal/lazy-options.ts hands them over). */
export interface ElementOptions {
  /** The element's option properties (`groupLabel` for the attribute `group-label`). */
  names: readonly string[];
  limits: OptionLimits;
  /** An option the element's data calls otherwise (requirement-web's `description` is its `summary`). */
  keys?: Partial<Record<keyof OptionOverrides, string>>;
}

/** The option attributes, by attribute name; null: the attribute is absent, the data's own option stays. */
export interface OptionAttributes {
  heading?: string | null;
  description?: string | null;
  metric?: string | null;
  unit?: string | null;
  decimals?: string | null;
  'group-label'?: string | null;
}

/** What the attributes set, by the data's own key (`heading` stands for the data's `title`). */
export interface OptionOverrides {
  title?: string;
  description?: string;
  metric?: string;
  unit?: string;
  decimals?: number | 'auto';
  groupLabel?: string;
}

/** Each attribute's key in the data (`heading` stands for `title`). */
const OPTION_KEYS: Record<keyof OptionAttributes, keyof OptionOverrides> = {
  heading: 'title',
  description: 'description',
  metric: 'metric',
  unit: 'unit',
  decimals: 'decimals',
  'group-label': 'groupLabel',
};

export interface OptionReading {
  overrides: OptionOverrides;
  /** Each attribute given with its problem, '' when it is fine (so an element can clear an earlier one). */
  problems: [keyof OptionAttributes, string][];
}

/**
 * Reads the option attributes. `heading=""`, `description=""` and `unit=""` set the option to
 * nothing (no heading, no unit); an empty `metric`, `group-label` or `decimals` leaves the data's
 * own. `decimals` is an integer from 0 to 6, or "auto" where `auto` allows it (each value with the
 * digits it was written with). A text longer than `textLimit` is refused, naming the limit.
 */
export function readOptionAttributes(attributes: OptionAttributes, { auto, textLimit, formatCount }: OptionLimits): OptionReading {
  const overrides: OptionOverrides = {};
  const problems: OptionReading['problems'] = [];
  const texts = ['heading', 'description', 'metric', 'unit', 'group-label'] as const;
  for (const name of texts) {
    const key = OPTION_KEYS[name] as Exclude<keyof OptionOverrides, 'decimals'>;
    const text = attributes[name];
    // Absent: the data's own option, and nothing wrong with the attribute any more.
    if (text === null || text === undefined) {
      if (name in attributes) problems.push([name, '']);
      continue;
    }
    if (text.length > textLimit) {
      problems.push([name, `${name}: longer than the ${formatCount(textLimit)}-character limit (${formatCount(text.length)} characters)`]);
      continue;
    }
    problems.push([name, '']);
    // A name that says nothing (metric="", group-label=" ") would leave a column without a heading.
    if ((name === 'metric' || name === 'group-label') && !text.trim()) continue;
    overrides[key] = name === 'unit' ? text : text.trim();
  }
  const decimals = attributes.decimals?.trim();
  if (decimals === undefined || decimals === null) {
    if ('decimals' in attributes) problems.push(['decimals', '']);
  } else {
    if (decimals === '') problems.push(['decimals', '']);
    else if (auto && decimals === 'auto') {
      overrides.decimals = 'auto';
      problems.push(['decimals', '']);
    } else if (/^[0-6]$/.test(decimals)) {
      overrides.decimals = Number(decimals);
      problems.push(['decimals', '']);
    } else {
      problems.push(['decimals', `decimals: expected an integer from 0 to 6${auto ? ' or "auto"' : ''}, got ${JSON.stringify(decimals.slice(0, 40))}`]);
    }
  }
  return { overrides, problems };
}

/**
 * The data shown for `given` under `overrides`: each element keeps the pair, so changing an
 * attribute applies to the data as given, and taking it off brings the data's own option back.
 */
export class OptionsOverlay<T extends object> {
  readonly #given = new WeakMap<T, T>();
  /** The last overrides read: an attribute set to a bad value keeps its last good one (as the last good view stays). */
  #last: OptionOverrides = {};

  /** Reads the attributes (see readOptionAttributes); one with a problem keeps the value it had. */
  read(attributes: OptionAttributes, limits: OptionLimits): OptionReading {
    const reading = readOptionAttributes(attributes, limits);
    for (const [name, problem] of reading.problems) {
      const key = OPTION_KEYS[name];
      if (problem && this.#last[key] !== undefined) (reading.overrides as Record<string, unknown>)[key] = this.#last[key];
    }
    this.#last = reading.overrides;
    return reading;
  }

  /** The data as it was given (before any attribute) behind a value this overlay made, or the value itself. */
  given(value: T): T {
    return this.#given.get(value) ?? value;
  }

  /** `value`'s data as given, with `overrides` over it (a new object when anything is set). */
  apply(value: T, overrides: Partial<T>): T {
    const given = this.given(value);
    if (!Object.keys(overrides).length) return given;
    const shown = { ...given, ...overrides };
    this.#given.set(shown, given);
    return shown;
  }

  /**
   * What an element shows: `value`'s data as given with the options `host` holds over it (read, then
   * apply; undefined without data), each attribute's problem ('' once there is none) passed to `flag`
   * when given. `host` holds each option by its property name (`groupLabel` for `group-label`).
   */
  over(host: object, value: T | undefined, { names, limits, keys = {} }: ElementOptions, flag?: (name: string, problem: string) => void): T | undefined {
    const attributes = Object.fromEntries(names.map((name) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), (host as Record<string, unknown>)[name]]));
    const { overrides, problems } = this.read(attributes, limits);
    if (flag) for (const [name, problem] of problems) flag(name, problem);
    if (!value) return value;
    const named = Object.entries(overrides).map(([key, option]) => [keys[key as keyof OptionOverrides] ?? key, option]);
    return this.apply(value, Object.fromEntries(named) as Partial<T>);
  }
}
