// The events every element fires, with their detail types (the base re-exports them).

/** `detail` of the `csw-error` event. */
export interface CswErrorDetail {
  /** What went wrong and where, e.g. `data.entries[3].score: expected a number from 0 to 100, got "abc"`. */
  message: string;
}

/** `detail` of the `csw-load` event, and what `ready` resolves with. */
export interface CswLoadDetail {
  /** The error the element shows instead of data, or `null` when it shows its data. */
  error: string | null;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'csw-error': CustomEvent<CswErrorDetail>;
    'csw-load': CustomEvent<CswLoadDetail>;
  }
}
