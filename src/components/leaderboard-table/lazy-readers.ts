/**
 * The CSV reader, which most boards (given JSON, `data` or a child table) never use: a chunk
 * (./source-readers.ts: the CSV parser and the mapping of its rows) loaded the first time a CSV
 * source is read, and kept. Until it is here the element's `fromCsv` returns a promise, which the
 * base accepts (a newer source still wins); once it is here, or after `preload()` on a server, it
 * reads at once.
 */
type Readers = typeof import('./source-readers.js');

let readers: Readers | undefined;
let loading: Promise<Readers> | undefined;

function load(): Promise<Readers> {
  return (loading ??= import('./source-readers.js').then(
    (module) => (readers = module),
    (error: unknown) => {
      // A failed fetch (offline, a deploy in between) may succeed at the next source.
      loading = undefined;
      throw error;
    },
  ));
}

/** The CSV reader if loaded, else undefined (then call loadCsvReader). */
export function csvReader(): Readers['fromCsvText'] | undefined {
  return readers?.fromCsvText;
}

export function loadCsvReader(): Promise<Readers['fromCsvText']> {
  return load().then((module) => module.fromCsvText);
}
