// The data shape of <requirement-web> and its event details. The parser and
// the graph questions live in src/lib/requirement-web-data.ts and requirement-graph.ts (pure, no Lit).
export type {
  Connection,
  Requirement,
  RequirementHub,
  RequirementLink,
  RequirementVerbs,
  RequirementWebData,
} from '../../lib/requirement-graph.js';
export type { WebLayoutKind as RequirementWebLayout } from '../../lib/requirement-layout.js';

/** A requirement as an author writes it: only `id` is required. */
export interface RequirementInput {
  id: string;
  /** Shown on the web; default: the id. */
  label?: string;
  /** The one-line takeaway in the detail panel. Default ''. */
  heading?: string;
  /** What the requirement asks, in the detail panel. Default ''. */
  detail?: string;
  /** Its group (a package, a team): one colour per group, with a legend. Default: none (a neutral dot). */
  group?: string;
  /** Its page, a link in the detail panel: http(s), mailto or relative; any other scheme is dropped. */
  url?: string;
}

/**
 * What an author may pass as `data` of `<requirement-web>`: `hub` and `requirements` are
 * required. The element validates it into `RequirementWebData` with every default filled in.
 */
export interface RequirementWebInput {
  /** Default ''. */
  title?: string;
  /** Default ''. */
  summary?: string;
  /** The shared component every requirement is tied to; `label` defaults to the id. */
  hub: { id: string; label?: string };
  requirements: RequirementInput[];
  /** Ties between requirements (by id; undirected unless `directed`). Default none. */
  links?: { source: string; target: string; label?: string; directed?: boolean }[];
  /** Every link directed, from `source` to `target` (drawn with arrowheads). Default false. */
  directed?: boolean;
  /** How the panel names a directed link's two ends. Default `{ "out": "depends on", "in": "is needed by" }`. */
  verbs?: { out?: string; in?: string };
}

/** The layouts the `layout` attribute accepts. */
export const REQUIREMENT_WEB_LAYOUTS = ['radial', 'flow'] as const;

/** `detail` of `requirement-select`: the selected id (null when cleared) and its neighbours' ids. */
export interface RequirementSelectDetail {
  id: string | null;
  connected: string[];
}

declare global {
  interface GlobalEventHandlersEventMap {
    'requirement-select': CustomEvent<RequirementSelectDetail>;
  }
}
