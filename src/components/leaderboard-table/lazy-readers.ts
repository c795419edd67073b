import { DATA_KIT } from '../../lib/leaderboard-data.js';

/**
 * The readers of input other than JSON, which most boards (given JSON or `data`) never use: a chunk
 * (./source-readers.ts: the CSV parser and the mapping of its rows, and the child `<table>` reader)
 * loaded the first time a CSV source or a child table is read, and kept. Until it is here the
 * element's `fromCsv` and `lightDomSource` return a promise, which the base accepts (a newer source
 * still wins); once it is here, or after `preload()` on a server, they read at once.
 */
type Readers = ReturnType<typeof import('./source-readers.js').sourceReaders>;

let readers: Readers | undefined;
let loading: Promise<Readers> | undefined;

/** Loads the readers' chunk (once; again after a failure). */
export function loadReaders(): Promise<Readers> {
  return (loading ??= import('./source-readers.js').then(
    (module) => (readers = module.sourceReaders(DATA_KIT)),
    (error: unknown) => {
      // A failed fetch (offline, a deploy in between) may succeed at the next source.
      loading = undefined;
      throw error;
    },
  ));
}

/** The readers if loaded, else undefined (then call loadReaders). */
export function loadedReaders(): Readers | undefined {
  return readers;
}

/** The CSV reader if loaded, else undefined (then call loadCsvReader). */
export function csvReader(): Readers['fromCsvText'] | undefined {
  return readers?.fromCsvText;
}

export function loadCsvReader(): Promise<Readers['fromCsvText']> {
  return loadReaders().then((module) => module.fromCsvText);
}
