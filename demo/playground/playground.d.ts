// Types of playground.js for the Playground story (the page itself is plain JavaScript).
export class CswPlayground extends HTMLElement {
  /** CSV → the element's data object, per tag, for "Download JSON". */
  csvReaders: Record<string, (text: string) => unknown>;
  /** Loads the `embed` command's functions (embed-entry.js) for the iframe form. */
  embedTools: (() => Promise<typeof import('./embed-entry.js')>) | null;
  /** Where the library's classic-script bundle is served ('' when it is not). */
  bundleUrl: string;
  /** The library module's URL that the HTML forms' loader line names. */
  loaderUrl: string;
  /** The text in the editor. */
  value: string;
  /** What the embed box shows. */
  readonly snippet: string;
  /** The iframe form's embed page for the current data ('' when it cannot be made here). */
  embedPage(): Promise<string>;
}
