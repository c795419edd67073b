#!/usr/bin/env node
// dist/elements/<tag>.js: runs vite.config.ts's `elements` mode once per element, so each
// file is self-contained (see the config for why).
import { readdirSync, rmSync } from 'node:fs';
import { build } from 'vite';

// Every element folder under src/components is an element (the config checks each against its list).
const ELEMENTS = readdirSync('src/components');

rmSync('dist/elements', { recursive: true, force: true });
for (const tag of ELEMENTS) {
  process.env.CSW_ELEMENT = tag;
  await build({ mode: 'elements', logLevel: 'warn' });
}
console.log(`dist/elements: ${ELEMENTS.map((tag) => `${tag}.js`).join(', ')}`);
