// Which test runs where: read by scripts/test-node.mjs (the Node layer) and by
// web-test-runner.config.mjs (the browser layer and its per-element groups), so a test file is
// in exactly one layer.
//
// - Node (`npm run test:unit`, seconds): test/lib, the case tables of src/lib's pure functions.
//   src/lib imports no Lit and touches no DOM (docs/development.md), so its tests need no browser.
// - Browser (`npm run test:browser`, Chromium): the elements, the base element, the manifest
//   surface, and the few test/lib files below that need a DOM.

/** test/lib files that need a browser, each with the reason. Everything else in test/lib runs in Node. */
export const BROWSER_LIB_TESTS = {
  // downloadFile() saves through an <a download> click (HTMLAnchorElement, Blob URLs).
  'test/lib/file-name.test.ts': 'downloadFile() clicks an <a download>',
  // The exported SVG is checked by parsing it back (DOMParser, image/svg+xml).
  'test/lib/results-chart-svg.test.ts': 'parses the exported SVG with DOMParser',
  // The card's image is checked the same way.
  'test/lib/bibtex-citation-svg.test.ts': 'parses the citation SVG with DOMParser',
};

/** Node's layer: a glob relative to the repository root. */
export const NODE_TEST_DIR = 'test/lib';

/** The elements: one browser-test group per tag (`npm run test:browser -- --group <tag>`). */
export const ELEMENTS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

/**
 * Every browser test: what `wtr` with no group runs. Globs wide enough that a new file in these
 * folders runs even before a group names it.
 */
export const BROWSER_FILES = [
  'test/components/**/*.test.ts',
  'test/internal/**/*.test.ts',
  'test/surface/**/*.test.ts',
  ...Object.keys(BROWSER_LIB_TESTS),
];

/**
 * The browser groups, by name. An element's group is its tests (`test/components/<tag>*.test.ts`,
 * the behaviour and the hostile-input files); `base` is the shared base element; `lib` the
 * DOM-touching test/lib files; `surface` the manifest-against-render check of all four.
 */
export const BROWSER_GROUPS = {
  ...Object.fromEntries(ELEMENTS.map((tag) => [tag, [`test/components/${tag}.test.ts`, `test/components/${tag}.*.test.ts`]])),
  base: ['test/internal/**/*.test.ts'],
  lib: Object.keys(BROWSER_LIB_TESTS),
  surface: ['test/surface/**/*.test.ts'],
};
