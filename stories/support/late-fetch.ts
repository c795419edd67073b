/**
 * A story-scoped slow network: the static Storybook has no slow route (the browser tests' server
 * has `/__slow/<ms>/…`), so a story that shows an element while its `src` loads makes its own data
 * arrive late. Installed by the story's `beforeEach`, which returns `restore` to Storybook: the
 * real `fetch` is back as soon as the reader leaves the story (or the story re-renders).
 *
 * Only requests whose URL starts with one of `prefixes` wait; they then go to the real `fetch`, so
 * the element reads a real file from the real server (or a blob: URL the story made), just later.
 * Every other request is untouched.
 */
export interface LateFetch {
  /** The wait before each matching request, in ms; read per request, so a control can change it. */
  delay: number;
  /** Puts back the `fetch` that was there before (only if no one wrapped it again since). */
  restore(): void;
}

export function delayFetch(prefixes: readonly string[], delay: number): LateFetch {
  const real = globalThis.fetch;
  const late: LateFetch = {
    delay,
    restore: () => {
      if (globalThis.fetch === wrapped) globalThis.fetch = real;
    },
  };
  const wrapped: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (prefixes.some((prefix) => url.startsWith(prefix))) await wait(late.delay, init?.signal ?? (input instanceof Request ? input.signal : undefined));
    return real.call(globalThis, input, init);
  };
  globalThis.fetch = wrapped;
  return late;
}

/**
 * Resolves after `ms`, or rejects at once when the request is aborted (the element was removed, or
 * its `src` changed), as a real slow download would: no timer outlives the element that asked.
 */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}
