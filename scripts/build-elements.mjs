#!/usr/bin/env node
// dist/elements/<tag>.js: runs vite.config.ts's `elements` mode once per element, so each
// file is self-contained (see the config for why).
import { rmSync } from 'node:fs';
import { build } from 'vite';

const ELEMENTS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

rmSync('dist/elements', { recursive: true, force: true });
for (const tag of ELEMENTS) {
  process.env.CSW_ELEMENT = tag;
  await build({ mode: 'elements', logLevel: 'warn' });
}
console.log(`dist/elements: ${ELEMENTS.map((tag) => `${tag}.js`).join(', ')}`);
