import { LazyModule } from '../../internal/lazy-module.js';
import { DATA_KIT } from '../../lib/leaderboard-data.js';

/**
 * The readers of input other than JSON, which most boards (given JSON or `data`) never use: a chunk
 * (./source-readers.ts: the CSV parser and the mapping of its rows, and the child `<table>` reader)
 * loaded the first time a CSV source or a child table is read, and kept (a failed fetch, offline or
 * a deploy in between, is tried again at the next source). Until it is here the element's `fromCsv`
 * and `lightDomSource` return a promise, which the base accepts (a newer source still wins); once it
 * is here, or after `preload()` on a server, they read at once.
 */
type Readers = ReturnType<typeof import('./source-readers.js').sourceReaders>;

// The chunk is handed the first view's data kit, not importing it (which would split it out).
const readers = new LazyModule<Readers>(() => import('./source-readers.js').then((module) => module.sourceReaders(DATA_KIT)));

/** Loads the readers' chunk (once; again after a failure). */
export function loadReaders(): Promise<Readers> {
  return readers.load();
}

/** The readers if loaded, else undefined (then call loadReaders). */
export function loadedReaders(): Readers | undefined {
  return readers.module;
}

/** The CSV reader if loaded, else undefined (then call loadCsvReader). */
export function csvReader(): Readers['fromCsvText'] | undefined {
  return readers.module?.fromCsvText;
}

export function loadCsvReader(): Promise<Readers['fromCsvText']> {
  return loadReaders().then((module) => module.fromCsvText);
}
