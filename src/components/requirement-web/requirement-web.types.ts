// The data shape of <requirement-web> and its event details. The parser and
// the graph questions live in src/lib/requirement-graph.ts (pure, no Lit).
export type {
  Connection,
  Requirement,
  RequirementHub,
  RequirementLink,
  RequirementWebData,
} from '../../lib/requirement-graph.js';
export type { WebLayoutKind as RequirementWebLayout } from '../../lib/requirement-layout.js';

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
