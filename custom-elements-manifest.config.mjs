// `npm run analyze` writes custom-elements.json from the elements' JSDoc.
export default {
  globs: ['src/components/**/*.ts', 'src/internal/csw-element.ts'],
  exclude: ['src/**/*.styles.ts', 'src/**/*.types.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: true,
};
