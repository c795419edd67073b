// ESLint (flat config): TypeScript, Lit templates, template accessibility and
// custom-element conventions. typescript-eslint needs a TypeScript with a
// compiler API, which is why the project pins TypeScript 5.9 rather than 7.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      // Scratch files of a working session (git-ignored).
      '.tmp/',
      'dist/',
      'storybook-static/',
      'demo/vendor/',
      'demo/build/',
      'bench/dist/',
      'bench/results/',
      'custom-elements.json',
      '.scratch/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  wc.configs['flat/best-practice'],
  {
    plugins: { 'lit-a11y': litA11y },
    rules: litA11y.configs.recommended.rules,
  },
  {
    languageOptions: {
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Element classes are registered by the guarded define.ts modules, not where they are declared.
      'wc/define-tag-after-class-definition': 'off',
      // The hand-written BibTeX/CSV parsers walk characters by index.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'test/e2e/**/*.mjs', 'test/consumers/**/*.mjs', 'test/docs/**/*.mjs', '*.config.*', 'web-test-runner.config.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
