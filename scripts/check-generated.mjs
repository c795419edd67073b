#!/usr/bin/env node
// In CI (CI=true), fails when the generated files that are committed (the custom-elements manifest
// and the editor data) differ from what `npm run analyze` just wrote from the sources: someone
// changed a JSDoc without running it. On a developer's machine it only warns, so work in progress
// can be tested before it is committed.
import { execFileSync } from 'node:child_process';

const FILES = ['custom-elements.json', 'vscode.html-custom-data.json', 'web-types.json'];
const changed = execFileSync('git', ['status', '--porcelain', '--', ...FILES], { encoding: 'utf8' }).trim();
if (!changed) {
  console.log(`generated files: ${FILES.join(', ')} match the sources`);
} else if (process.env.CI) {
  console.error(`generated files differ from what is committed (run \`npm run analyze\` and commit them):\n${changed}`);
  process.exit(1);
} else {
  console.warn(`generated files changed; commit them with your change:\n${changed}`);
}
