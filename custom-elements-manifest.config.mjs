// `npm run analyze` writes custom-elements.json from the elements' JSDoc.
export default {
  globs: ['src/components/**/*.ts', 'src/internal/csw-element.ts'],
  exclude: ['src/**/*.styles.ts', 'src/**/*.types.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  // Do not rewrite package.json's customElements field: it is set by hand.
  packagejson: false,
};
