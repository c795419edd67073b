// `npm run analyze` writes custom-elements.json from the elements' JSDoc: the public API only, as a
// consumer of the package sees it (Storybook's docs tables, the editor data, a reader of the JSON).
//
// The analyzer on its own lists every `#private` and protected member, names the source files
// (`src/*.ts`, not shipped as the entry points), finds no definitions (the tags are registered
// through the guarded `defineElement`, not `customElements.define`), and leaves type aliases
// (`Theme`) and the base's type parameter (`Input`) unexpanded. The plugin below fixes each.

/** Per tag: the `data` property's input type. */
const INPUT_TYPES = {
  'leaderboard-table': 'LeaderboardInput',
  'results-toggle': 'ResultsInput',
  'requirement-web': 'RequirementWebInput',
  'bibtex-card': 'BibtexInput',
};

import { readdirSync, readFileSync } from 'node:fs';

/** The .ts sources under src/, for reading the lists the manifest spells out (so they cannot drift). */
const SOURCES = readdirSync('src', { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(`src/${file}`, 'utf8'));

/** `export const NAME = ['a', 'b'] as const;` in the sources: the list, or a clear error. */
function constList(name) {
  for (const text of SOURCES) {
    const match = new RegExp(`export const ${name} = \\[([^\\]]*)\\] as const`).exec(text);
    if (match) return [...match[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
  }
  throw new Error(`custom-elements-manifest.config.mjs: no \`export const ${name} = [...] as const\` in src/`);
}

/**
 * Type aliases whose values are a closed list of strings, read from the sources and spelled out
 * (`'light' | 'dark' | 'auto'`), so editors can offer the values: a union of string literals
 * (`export type Theme = 'light' | 'dark' | 'auto';`), a const list's members
 * (`export type BibtexFormat = (typeof BIBTEX_FORMATS)[number];`), or another name for one of those
 * (`export type { WebLayoutKind as RequirementWebLayout } from …`).
 */
function readAliases() {
  const aliases = {};
  const renames = [];
  for (const text of SOURCES) {
    for (const [, name, union] of text.matchAll(/^export type (\w+) = ((?:'[^']*'(?:\s*\|\s*)?)+);/gm)) aliases[name] = union.trim();
    for (const [, name, list] of text.matchAll(/^export type (\w+) = \(typeof (\w+)\)\[number\];/gm)) {
      aliases[name] = constList(list).map((value) => `'${value}'`).join(' | ');
    }
    for (const [, names] of text.matchAll(/^export type \{([^}]*)\}/gm)) {
      for (const [, from, to] of names.matchAll(/(\w+)\s+as\s+(\w+)/g)) renames.push([from, to]);
    }
    for (const [, to, from] of text.matchAll(/^export type (\w+) = (\w+);/gm)) renames.push([from, to]);
  }
  for (let pass = 0; pass < 3; pass++) for (const [from, to] of renames) if (aliases[from]) aliases[to] ??= aliases[from];
  return aliases;
}
const ALIASES = readAliases();

/** Attributes (and their properties) typed more loosely in code whose values are nonetheless a closed list. */
const VALUES = {
  '*': { 'heading-level': '1 | 2 | 3 | 4 | 5 | 6' },
  'leaderboard-table': {
    // parseSortSpec accepts exactly these (src/lib/leaderboard-rank.ts).
    sort: constList('SORT_KEYS').flatMap((key) => [`'${key}:desc'`, `'${key}:asc'`]).join(' | ') + ' | null',
  },
};

const toDist = (path) => path?.replace(/^\/?src\//, 'dist/').replace(/\.ts$/, '.js');
const isPublic = (member) => !member.name.startsWith('#') && !member.privacy && !(member.static && member.name === 'styles');

function cleanType(type) {
  if (type?.text && ALIASES[type.text]) return { ...type, text: ALIASES[type.text] };
  return type;
}

function cleanReference(reference) {
  if (reference?.module) reference.module = toDist(reference.module);
  return reference;
}

function publicApi() {
  return {
    name: 'csw-public-api',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const tagsByModule = new Map();
      for (const module of manifest.modules) {
        for (const declaration of module.declarations ?? []) {
          declaration.members = declaration.members?.filter(isPublic);
          for (const member of declaration.members ?? []) {
            member.type = cleanType(member.type);
            cleanReference(member.inheritedFrom);
            if (member.name === 'data' && INPUT_TYPES[declaration.tagName]) {
              member.type = { text: `${INPUT_TYPES[declaration.tagName]} | null | undefined` };
            }
            // The property of a closed-list attribute takes the same values (`sort`).
            const values = member.attribute && member.attribute !== 'heading-level' && VALUES[declaration.tagName]?.[member.attribute];
            if (values) member.type = { text: values };
          }
          for (const attribute of declaration.attributes ?? []) {
            attribute.type = cleanType(attribute.type);
            const values = VALUES[declaration.tagName]?.[attribute.name] ?? VALUES['*'][attribute.name];
            if (values) attribute.type = { text: values };
            cleanReference(attribute.inheritedFrom);
          }
          for (const list of [declaration.events, declaration.cssParts, declaration.cssProperties]) list?.forEach((item) => cleanReference(item.inheritedFrom));
          cleanReference(declaration.superclass);
          if (declaration.tagName) tagsByModule.set(module.path, { tag: declaration.tagName, name: declaration.name });
        }
      }
      for (const module of manifest.modules) {
        // src/components/<tag>/define.ts registers <tag>: say so, as customElements.define would.
        const match = /^src\/components\/([a-z-]+)\/define\.ts$/.exec(module.path);
        if (match) {
          const element = tagsByModule.get(`src/components/${match[1]}/${match[1]}.ts`);
          module.exports = (module.exports ?? []).filter((item) => item.name !== '*');
          if (element) {
            // The class it re-exports is declared in the element's module, not here.
            for (const item of module.exports) if (item.name === element.name) item.declaration.module = `src/components/${match[1]}/${match[1]}.ts`;
            module.exports.push({
              kind: 'custom-element-definition',
              name: element.tag,
              declaration: { name: element.name, module: `dist/components/${match[1]}/${match[1]}.js` },
            });
          }
        }
        for (const item of module.exports ?? []) cleanReference(item.declaration);
        module.path = toDist(module.path);
      }
      // In path order: the analyzer lists files in the order the file system gives them, which
      // differs between checkouts, and CI compares the manifest with the committed one.
      manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
  };
}

export default {
  globs: ['src/components/**/*.ts', 'src/internal/csw-element.ts'],
  // Styles, types and an element's internal modules (the leaderboard's table body, requirement-web's
  // room controller and canvas measuring, results-toggle's chart, full table and downloads) are not API.
  exclude: [
    'src/**/*.styles.ts',
    'src/**/*.types.ts',
    'src/components/leaderboard-table/table-body.ts',
    'src/components/requirement-web/canvas-measure.ts',
    'src/components/requirement-web/web-room.ts',
    'src/components/results-toggle/chart.ts',
    'src/components/results-toggle/full-results.ts',
    'src/components/results-toggle/results-export.ts',
  ],
  outdir: '.',
  litelement: true,
  dependencies: false,
  // Do not rewrite package.json's customElements field: it is set by hand.
  packagejson: false,
  plugins: [publicApi()],
};
