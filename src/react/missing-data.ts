// The development warning for a plain tag that will never get its data. React renders an object
// `data` on a custom element in a server component (Next.js App Router) as nothing at all: the
// element arrives with no data, no `src` and no fallback, `ready` never resolves, and the page
// stays on "Loading…" without a word. A few seconds after `load`, in development only, every such
// element is named in one console warning. (Runs where `codespecweave-widgets/react` is loaded;
// docs/frameworks.md.)
export const TAGS = ['leaderboard-table', 'results-toggle', 'requirement-web', 'bibtex-card'] as const;

/** The grace period after `load`: client code that sets `data` late (after a fetch) has had its chance. */
export const GRACE_MS = 3000;

interface Candidate extends HTMLElement {
  data?: unknown;
  src?: string | null;
  bibtex?: string | null;
  ready?: Promise<unknown>;
}

/** True when nothing can ever give this element its data: no property, attribute, `src` or child content. */
export function hasNoData(element: Candidate): boolean {
  if (element.data != null) return false;
  if (element.hasAttribute('data') || element.src || element.hasAttribute('src')) return false;
  if (element.bibtex || element.hasAttribute('bibtex')) return false;
  // A child JSON/CSV script, <pre>, <table> or text: the element's own fallback lookup reads it.
  return !element.querySelector('script, pre, table, code') && !element.textContent?.trim();
}

export function missingDataMessage(elements: Element[]): string {
  const names = elements.map((element) => `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`).join(', ');
  return (
    `codespecweave-widgets: ${names} ${elements.length === 1 ? 'has' : 'have'} no data and will stay on "Loading…". ` +
    'An object `data` on a plain tag in a React server component is not sent to the browser. ' +
    'Use the wrappers from `codespecweave-widgets/react` (a client entry) or pass `data={JSON.stringify(value)}` ' +
    '(or `src`); see docs/frameworks.md.'
  );
}

/** Elements still waiting (their `ready` not settled) with no way to get data. */
export async function findStarved(root: ParentNode = document): Promise<Element[]> {
  const candidates = [...root.querySelectorAll<Candidate>(TAGS.join(','))];
  const settled = new WeakSet<Element>();
  await Promise.all(
    candidates.map((element) =>
      Promise.race([element.ready?.then(() => settled.add(element)), new Promise((resolve) => setTimeout(resolve, 0))]),
    ),
  );
  return candidates.filter((element) => !settled.has(element) && hasNoData(element));
}

function isDevelopment(): boolean {
  try {
    // Bundlers (Next.js, Vite, webpack) replace this expression; without one it throws and we stay quiet.
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

// Declared here (not from @types/node): the browser build has no Node types, and a bundler replaces it.
declare const process: { env: { NODE_ENV?: string } };

let scheduled = false;

/**
 * Schedules the one check (once per page), in development only. Resolves with the elements it
 * warned about (for tests); `undefined` when it does not run (production, no DOM, already scheduled).
 */
export function warnMissingDataInDevelopment(graceMs = GRACE_MS): Promise<Element[]> | undefined {
  if (scheduled || typeof window === 'undefined' || typeof document === 'undefined' || !isDevelopment()) return undefined;
  scheduled = true;
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  })
    .then(() => new Promise((resolve) => setTimeout(resolve, graceMs)))
    .then(() => findStarved())
    .then((starved) => {
      if (starved.length) console.warn(missingDataMessage(starved));
      return starved;
    });
}
