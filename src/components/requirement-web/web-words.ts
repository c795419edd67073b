import { nodeRelation, type DirectedText, type RequirementGraph, type RequirementVerbs, type RequirementWebData, type Say } from '../../lib/requirement-graph.js';

/** What the words need of the element: its language, as the base's LocalizeController gives it. */
interface Language {
  readonly locale: { readonly id: string };
  t: Say;
}

/**
 * The reader's language as the web's drawing and panel use it, and the words made from it once:
 * one `t` per locale (the text alternative's `guard` builds its thousands of items again only
 * when it changes), the verbs per data and locale ("depends on", "hängt ab von"), and each
 * requirement's relation in words, made when a node is first named and kept until the data,
 * the layout or the language changes (every render names every node: 20,000 of them).
 */
export class WebWords {
  /** The language's lookup: a new function only with a new language. */
  t: Say;
  /** The language `t` and the words were made in ('' before the first render). */
  #localeId = '';
  #verbs?: { value: RequirementWebData; verbs: RequirementVerbs };
  #relations: string[] = [];

  constructor(
    private readonly language: Language,
    /** Directed links' wording, once at hand (it comes with requirement-web's on-demand chunk, which a directed web waits for). */
    private readonly directedText: () => DirectedText | undefined,
  ) {
    this.t = (key, params) => language.t(key, params);
  }

  /** Before a render: a new language names every node again ("3 verbundene Anforderungen"). */
  follow(): void {
    if (this.#localeId === this.language.locale.id) return;
    this.#localeId = this.language.locale.id;
    this.t = (key, params) => this.language.t(key, params);
    this.#verbs = undefined;
    this.#relations = [];
  }

  /** New data or a new layout (an overview counts links, a full web lists them): relations are made again. */
  forget(): void {
    this.#relations = [];
  }

  /** The data's verbs; without any, the reader's language's. */
  verbs(value: RequirementWebData): RequirementVerbs {
    if (this.#verbs?.value !== value) this.#verbs = { value, verbs: value.verbs ?? { out: this.t('web.verbOut'), in: this.t('web.verbIn') } };
    return this.#verbs.verbs;
  }

  /** What requirement `index` is tied to, in words (see nodeRelation). */
  relation(index: number, value: RequirementWebData, graph: RequirementGraph, overview: boolean): string {
    return (this.#relations[index] ??= nodeRelation(graph, index, { hubLabel: value.hub.label, overview, verbs: this.verbs(value), t: this.t, directedText: this.directedText() }));
  }
}
